import { applyD1Migrations, env } from 'cloudflare:test'
import { afterAll, beforeAll, vi } from 'vitest'
import { forgetIsolateCopies } from '../../worker/data/cache'
import { genKey } from '../../worker/data/cache-keys'
import { forgetFreshShapes } from '../../worker/data/d1-catalog/search-index'

/**
 * Each test file starts from the same state: the migrations and the small deterministic catalogue
 * in an otherwise empty D1, a KV and an HTML cache holding nothing of earlier files, nothing in
 * the isolate's memory, and no mock or fake timer left. The files of a vitest worker share one
 * workerd runtime (vite.config.ts: a fresh runtime per file costs seconds of module loading), so
 * what an earlier file left is undone here rather than by the pool.
 */
beforeAll(async () => {
  await emptyDatabase(env.DB)
  await emptyKv(env.CACHE)
  // The Cache API cannot be listed: a generation of everything no earlier file used keys its pages anew.
  await env.CACHE.put(genKey('all'), String(Date.now()))
  forgetIsolateCopies()
  forgetFreshShapes()
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
  const statements = env.TEST_SEED.map((sql) => env.DB.prepare(sql))
  for (let i = 0; i < statements.length; i += 200) await env.DB.batch(statements.slice(i, i + 200))
})

afterAll(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

/** Drops every view and table, the migrations' own record included, in one batch whose foreign keys are checked at its end. */
async function emptyDatabase(db: D1Database): Promise<void> {
  const { results } = await db
    .prepare(
      `SELECT type, name FROM sqlite_master WHERE type IN ('view', 'table') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'
       ORDER BY type = 'table'`,
    )
    .all<{ type: string; name: string }>()
  if (results.length === 0) return
  await db.batch([
    db.prepare('PRAGMA defer_foreign_keys = on'),
    ...results.map(({ type, name }) => db.prepare(`DROP ${type.toUpperCase()} "${name}"`)),
  ])
}

/** Deletes every key of a KV namespace (the cache, its purge generations, rate counters). */
async function emptyKv(kv: KVNamespace): Promise<void> {
  let cursor: string | undefined
  do {
    const page = await kv.list({ cursor })
    await Promise.all(page.keys.map((k) => kv.delete(k.name)))
    cursor = page.list_complete ? undefined : page.cursor
  } while (cursor)
}
