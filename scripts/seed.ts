// Applies the D1 migrations and seeds the catalogue of the LOCAL database that `wrangler dev`
// reads (.wrangler/state/v3). Usage:
//   npx tsx scripts/seed.ts [--if-missing] [--start=YYYY-MM-DD] [--persist-to=DIR]
//   --if-missing  only apply new migrations when the catalogue is already seeded with this version of the seed (used by `npm start`)
//   --start       first availability day (default: today in Europe/Paris)
//   --persist-to  state directory (default .wrangler/state/v3, the one `wrangler dev` uses)
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { Temporal } from 'temporal-polyfill'
import { getPlatformProxy } from 'wrangler'
import {
  availabilityStatements,
  buildCatalogue,
  FULL_SEED,
  metaStatements,
  SEED_VERSION,
  tableStatements,
} from '../worker/data/seed/catalogue'
import { loadPlaceSources } from '../worker/data/seed/load-places'
import { splitSqlStatements } from '../worker/data/seed/sql'

const MIGRATIONS_DIR = 'worker/data/migrations'
const CATALOGUE_MIGRATION = '0001_catalogue.sql'
/** Bytes of SQL sent per round trip to workerd. */
const GROUP_BYTES = 3_000_000
/** A lock older than this is left over from a killed run. */
const STALE_LOCK_MS = 10 * 60 * 1000

const started = performance.now()
const elapsed = (): string => `${((performance.now() - started) / 1000).toFixed(1)} s`
const args = process.argv.slice(2)
const option = (name: string): string | undefined => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const ifMissing = args.includes('--if-missing')
const startDate = option('start') ?? Temporal.Now.plainDateISO('Europe/Paris').toString()
const persistTo = option('persist-to')

// Two seeders on one database would interleave their inserts (npm start racing a manual seed).
const lockPath = join(persistTo ?? '.wrangler/state', 'seed.lock')
await acquireLock(lockPath)
const proxy = await getPlatformProxy<{ DB: D1Database }>({ configPath: 'wrangler.toml', persist: persistTo ? { path: persistTo } : true })
const db = proxy.env.DB

try {
  const seeded = await seededVersion(db)
  if (ifMissing && seeded === SEED_VERSION) {
    // Migrations added since (orders' tables, not the catalogue's) still apply.
    const applied = await applyMigrations(db)
    const note = applied.length > 0 ? `migrations ${applied.join(', ')} applied` : 'nothing to do'
    console.log(`Catalogue already seeded (version ${seeded}), ${note} (${elapsed()}).`)
  } else {
    const applied = await applyMigrations(db)
    // An earlier (complete or interrupted) seed left rows behind: start from empty tables.
    if (!applied.includes(CATALOGUE_MIGRATION)) await recreateCatalogueTables(db)
    console.log(`Migrations applied (${elapsed()}). Building the catalogue from ${startDate}...`)
    const catalogue = buildCatalogue(loadPlaceSources(), { ...FULL_SEED, startDate })
    console.log(`Catalogue built (${elapsed()}). Inserting...`)
    // exec() is about a third faster than batch() here; it splits its input on newlines, so
    // every statement is one line (sqlLiteral encodes line breaks in texts as char(10)).
    await send(tableStatements(catalogue), (group) => db.exec(group.join('\n')))
    console.log(`Tables inserted (${elapsed()}).`)
    await send(availabilityStatements(catalogue), (group) => db.exec(group.join('\n')))
    await db.batch(metaStatements(catalogue).map((s) => db.prepare(s)))
    const counts = await db
      .prepare(
        'SELECT (SELECT count(*) FROM hotels) AS hotels, (SELECT count(*) FROM stays) AS stays, (SELECT count(*) FROM availability) AS nights, (SELECT count(*) FROM reviews) AS reviews, (SELECT count(*) FROM places) AS places',
      )
      .first<{ hotels: number; stays: number; nights: number; reviews: number; places: number }>()
    console.log(
      `Seeded ${counts?.hotels} hotels, ${counts?.stays} stays, ${counts?.nights} availability rows, ${counts?.reviews} reviews and ${counts?.places} places in ${elapsed()}.`,
    )
  }
} finally {
  await proxy.dispose()
  rmSync(lockPath, { force: true })
}

async function acquireLock(path: string): Promise<void> {
  mkdirSync(dirname(path), { recursive: true })
  for (;;) {
    try {
      closeSync(openSync(path, 'wx'))
      return
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const lockedAt = statSync(path, { throwIfNoEntry: false })?.mtimeMs
      if (lockedAt !== undefined && Date.now() - lockedAt > STALE_LOCK_MS) {
        rmSync(path, { force: true })
        continue
      }
      console.log('Another seed is running, waiting for it...')
      await sleep(1000)
    }
  }
}

async function seededVersion(d1: D1Database): Promise<string | null> {
  const table = await d1
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'catalogue_meta'")
    .first<{ name: string }>()
  if (!table) return null
  const row = await d1.prepare("SELECT value FROM catalogue_meta WHERE key = 'seed_version'").first<{ value: string }>()
  return row?.value ?? null
}

/** Same bookkeeping table as `wrangler d1 migrations apply`, so both tools agree on what ran. */
async function applyMigrations(d1: D1Database): Promise<string[]> {
  await d1.exec(
    'CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)',
  )
  const done = new Set((await d1.prepare('SELECT name FROM d1_migrations').all<{ name: string }>()).results.map((r) => r.name))
  const applied: string[] = []
  for (const file of readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    if (done.has(file)) continue
    const statements = splitSqlStatements(readFileSync(join(MIGRATIONS_DIR, file), 'utf8'))
    await d1.batch([...statements.map((s) => d1.prepare(s)), d1.prepare('INSERT INTO d1_migrations (name) VALUES (?)').bind(file)])
    applied.push(file)
  }
  return applied
}

/** Drops and recreates the catalogue tables (orders, payments and contact requests stay). */
async function recreateCatalogueTables(d1: D1Database): Promise<void> {
  const statements = splitSqlStatements(readFileSync(join(MIGRATIONS_DIR, CATALOGUE_MIGRATION), 'utf8'))
  const tables = statements.map((s) => /^CREATE TABLE (\w+)/.exec(s)?.[1]).filter((t): t is string => t !== undefined)
  // Children first: D1 enforces foreign keys, and 0001 creates parents before children.
  await d1.batch(tables.reverse().map((t) => d1.prepare(`DROP TABLE IF EXISTS ${t}`)))
  await d1.batch(statements.map((s) => d1.prepare(s)))
}

/** Sends statements in groups; the next group is generated while the previous one runs. */
async function send(statements: Iterable<string>, run: (group: string[]) => Promise<unknown>): Promise<void> {
  let pending: Promise<unknown> | null = null
  let group: string[] = []
  let bytes = 0
  for (const statement of statements) {
    group.push(statement)
    bytes += statement.length
    if (bytes >= GROUP_BYTES) {
      if (pending) await pending
      pending = run(group)
      group = []
      bytes = 0
    }
  }
  if (pending) await pending
  if (group.length > 0) await run(group)
}
