import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Miniflare } from 'miniflare'
import type { BrowserServer } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { type BuiltApp, bundleApp, serveApp } from '../../scripts/built-app'
import { launchChromiumServer } from '../../scripts/chromium'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's Chromium listens (test/e2e/browser.ts sharedBrowser connects to it). */
    chromiumWsEndpoint: string
  }
}

/** The port of the app under test: 8790 unless E2E_PORT names another (two checkouts testing at once). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8790)
/** The ops bearer token of the app under test (advisers' answers to the chat); it wins over a local .dev.vars. */
export const E2E_OPS_TOKEN = 'e2e-ops-token-for-the-loopback-server'
/** The customer-care session secret of the app under test (Google sign-in stays unconfigured: no client id). */
export const E2E_CARE_SESSION_SECRET = 'e2e-care-session-secret-for-the-loopback-server'
let server: Miniflare | undefined
let app: BuiltApp | undefined
/** The run's Chromium, from the moment its launch begins, so that the teardown closes it whenever setup stopped. */
let chromiumServer: Promise<BrowserServer> | undefined

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
 * Seeds the local catalogue when missing, serves the built app on it (scripts/built-app.ts) and
 * launches the Chromium the test files share.
 * Not through `wrangler dev`: its dev proxy ends the whole server when a browser drops a request
 * mid-flight, which a test moving on to the next page does on a slow machine.
 */
export async function setup(project: TestProject): Promise<void> {
  execFileSync('npx', ['tsx', 'scripts/seed.ts', '--if-missing'], { stdio: 'inherit' })
  // One browser for the whole run (a launch per test file costs a second or two each), started
  // while the app starts. A failed launch is reported where it is awaited below; when the app
  // fails first, the teardown still waits for the launch and closes the browser.
  chromiumServer = launchChromiumServer()
  chromiumServer.catch(() => undefined)
  app = bundleApp('e2e-')
  server = await serveApp(app, {
    port: E2E_PORT,
    persistTo: resolve('.wrangler/state/v3'),
    vars: { OPS_TOKEN: E2E_OPS_TOKEN, CARE_SESSION_SECRET: E2E_CARE_SESSION_SECRET },
  })
  await waitForServer(`http://127.0.0.1:${E2E_PORT}/`, 120_000)
  project.provide('chromiumWsEndpoint', (await chromiumServer).wsEndpoint())
}

export async function teardown(): Promise<void> {
  await (await chromiumServer?.catch(() => undefined))?.close()
  await server?.dispose()
  if (app) rmSync(app.dir, { recursive: true, force: true })
}
