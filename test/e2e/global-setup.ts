import { spawn, type ChildProcess } from 'node:child_process'
import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../../scripts/free-port'

/** The port of the app under test: 8790 unless E2E_PORT names another (two checkouts testing at once). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8790)
/** The ops bearer token of the app under test (advisers' answers to the chat); it wins over a local .dev.vars. */
export const E2E_OPS_TOKEN = 'e2e-ops-token-for-the-loopback-server'
/** The customer-care session secret of the app under test (Google sign-in stays unconfigured: no client id). */
export const E2E_CARE_SESSION_SECRET = 'e2e-care-session-secret-for-the-loopback-server'
let server: ChildProcess | undefined

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url)
      if (res.status < 500) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`server at ${url} did not start`)
}

/** Seeds the local catalogue when missing and serves the built app with wrangler dev. */
export async function setup(): Promise<void> {
  execFileSync('npx', ['tsx', 'scripts/seed.ts', '--if-missing'], { stdio: 'inherit' })
  server = spawn(
    process.execPath,
    [
      '--no-warnings',
      'node_modules/wrangler/wrangler-dist/cli.js',
      'dev',
      '--port',
      String(E2E_PORT),
      '--ip',
      '127.0.0.1',
      '--log-level',
      'warn',
      '--var',
      `OPS_TOKEN:${E2E_OPS_TOKEN}`,
      '--var',
      `CARE_SESSION_SECRET:${E2E_CARE_SESSION_SECRET}`,
      // wrangler's default inspector port (9229) is fatal when another local server holds it.
      '--inspector-port',
      String(await freePort()),
    ],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      // A registry of its own: other local servers of this worker (npm start, the bench) coming
      // and going do not touch this one.
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        CI: 'true',
        WRANGLER_REGISTRY_PATH: mkdtempSync(join(tmpdir(), 'e2e-registry-')),
      },
      detached: true,
    },
  )
  await waitForServer(`http://127.0.0.1:${E2E_PORT}/`, 120_000)
}

export async function teardown(): Promise<void> {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      server.kill('SIGTERM')
    }
  }
}
