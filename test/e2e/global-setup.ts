import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { Miniflare, convertV4MiniflareOptions } from 'miniflare'
import { unstable_getMiniflareWorkerOptions } from 'wrangler'

/** The port of the app under test: 8790 unless E2E_PORT names another (two checkouts testing at once). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8790)
/** The ops bearer token of the app under test (advisers' answers to the chat); it wins over a local .dev.vars. */
export const E2E_OPS_TOKEN = 'e2e-ops-token-for-the-loopback-server'
/** The customer-care session secret of the app under test (Google sign-in stays unconfigured: no client id). */
export const E2E_CARE_SESSION_SECRET = 'e2e-care-session-secret-for-the-loopback-server'
let server: Miniflare | undefined

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

/**
 * Seeds the local catalogue when missing and serves the built app in workerd through Miniflare,
 * configured from wrangler.toml as `wrangler dev` configures it (bindings, assets, compatibility,
 * the local catalogue), with the worker bundled as deployed. Not through `wrangler dev` itself:
 * its dev proxy ends the whole server when a browser drops a request mid-flight, which a test
 * moving on to the next page does on a slow machine.
 */
export async function setup(): Promise<void> {
  execFileSync('npx', ['tsx', 'scripts/seed.ts', '--if-missing'], { stdio: 'inherit' })
  const dir = mkdtempSync(join(tmpdir(), 'e2e-worker-'))
  execFileSync(process.execPath, ['--no-warnings', 'node_modules/wrangler/wrangler-dist/cli.js', 'deploy', '--dry-run', '--outdir', dir], {
    stdio: 'ignore',
  })
  // The config, its paths made absolute, beside the bundle it now names.
  const config = join(dir, 'wrangler.toml')
  writeFileSync(
    config,
    readFileSync('wrangler.toml', 'utf8')
      .replace(/^main = .*$/m, 'main = "index.js"')
      .replace(/^directory = "(.*)"$/m, (_line, path: string) => `directory = ${JSON.stringify(resolve(path))}`)
      .replace(/^migrations_dir = "(.*)"$/m, (_line, path: string) => `migrations_dir = ${JSON.stringify(resolve(path))}`),
  )
  const { workerOptions } = unstable_getMiniflareWorkerOptions(config)
  server = new Miniflare(
    convertV4MiniflareOptions({
      ...workerOptions,
      modulesRules: undefined,
      name: /^name = "(.*)"$/m.exec(readFileSync(config, 'utf8'))?.[1],
      modules: true,
      scriptPath: join(dir, 'index.js'),
      modulesRoot: dir,
      bindings: {
        ...(workerOptions.bindings as Record<string, unknown> | undefined),
        OPS_TOKEN: E2E_OPS_TOKEN,
        CARE_SESSION_SECRET: E2E_CARE_SESSION_SECRET,
      },
      host: '127.0.0.1',
      port: E2E_PORT,
      resourcePersistencePath: resolve('.wrangler/state/v3'),
      logRequests: false,
    }),
  )
  await server.ready
  await waitForServer(`http://127.0.0.1:${E2E_PORT}/`, 120_000)
}

export async function teardown(): Promise<void> {
  await server?.dispose()
}
