/**
 * The built app as deployed, served in workerd through Miniflare: used by `npm run bench` and the
 * end-to-end tests. The worker is bundled once (`wrangler deploy --dry-run`) into a directory of
 * its own, beside a copy of wrangler.toml naming that bundle, so that edits made while it runs
 * change nothing it serves. Miniflare is configured from that copy by wrangler itself, the way
 * `wrangler dev` configures it (bindings, assets, compatibility, the local D1 and KV), less its
 * dev proxy and tools.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { Miniflare, convertV4MiniflareOptions } from 'miniflare'
import { unstable_getMiniflareWorkerOptions } from 'wrangler'

export interface BuiltApp {
  /** The directory holding the bundle (worker/index.js) and its wrangler.toml. */
  dir: string
  config: string
}

/** Bundles the worker into a new temporary directory; with `copyAssets`, the built assets are copied there too and served from the copy. */
export function bundleApp(prefix: string, { copyAssets = false } = {}): BuiltApp {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  if (copyAssets) cpSync('dist/client', join(dir, 'assets'), { recursive: true })
  const assets = copyAssets ? join(dir, 'assets') : resolve('dist/client')
  execFileSync(
    process.execPath,
    ['--no-warnings', resolve('node_modules/wrangler/wrangler-dist/cli.js'), 'deploy', '--dry-run', '--outdir', join(dir, 'worker')],
    {
      stdio: 'ignore',
    },
  )
  const config = join(dir, 'wrangler.toml')
  writeFileSync(
    config,
    readFileSync('wrangler.toml', 'utf8')
      .replace(/^main = .*$/m, 'main = "worker/index.js"')
      .replace(/^directory = "dist\/client"$/m, `directory = ${JSON.stringify(assets)}`)
      .replace(/^migrations_dir = "(.*)"$/m, (_line, path: string) => `migrations_dir = ${JSON.stringify(resolve(path))}`),
  )
  return { dir, config }
}

/**
 * Miniflare serving `app` on 127.0.0.1:`port` (through the local asset router) with the state under
 * `persistTo` (a v3 state directory), `vars` added to its bindings, and with `directPort` a socket
 * of the worker's own.
 */
export async function serveApp(
  app: BuiltApp,
  options: { port: number; persistTo: string; vars?: Record<string, string>; directPort?: number },
): Promise<Miniflare> {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(app.config)
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      ...workerOptions,
      // The bundle is already built: its one module, no rules to apply.
      modulesRules: undefined,
      name: /^name = "(.*)"$/m.exec(readFileSync(app.config, 'utf8'))?.[1],
      modules: true,
      scriptPath: join(app.dir, 'worker', 'index.js'),
      modulesRoot: join(app.dir, 'worker'),
      bindings: { ...(workerOptions.bindings as Record<string, string> | undefined), ...options.vars },
      host: '127.0.0.1',
      port: options.port,
      resourcePersistencePath: options.persistTo,
      logRequests: false,
      unsafeDirectSockets: options.directPort !== undefined ? [{ host: '127.0.0.1', port: options.directPort }] : undefined,
    }),
  )
  await mf.ready
  return mf
}
