import { applyD1Migrations, env } from 'cloudflare:test'
import { beforeAll } from 'vitest'

// Migrations and the small deterministic catalogue are applied once per test
// file; storage is isolated per file by the pool.
beforeAll(async () => {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
  const count = await env.DB.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'hotels'").first<{ n: number }>()
  const seeded = count && count.n > 0 ? await env.DB.prepare('SELECT count(*) AS n FROM hotels').first<{ n: number }>() : null
  if (!seeded || seeded.n === 0) {
    const statements = env.TEST_SEED.map((sql) => env.DB.prepare(sql))
    for (let i = 0; i < statements.length; i += 200) await env.DB.batch(statements.slice(i, i + 200))
  }
})
