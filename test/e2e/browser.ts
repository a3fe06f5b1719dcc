import { join } from 'node:path'
import { chromium, type Browser, type Locator, type Page } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'

/** Base URL of the app served for the end-to-end tests (global-setup.ts E2E_PORT). */
export const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 8790}`

/**
 * The run's headless Chromium (global-setup.ts launches it once) for the tests of a file:
 * connected before them, and after them disconnected, closing the pages they opened. Returns the
 * getter the tests read it with.
 */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await chromium.connect(inject('chromiumWsEndpoint'))
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error('the browser is launched before the tests')
    return browser
  }
}

/**
 * A screenshot of the page as a visitor sees it, for a person to look at: saved as `<name>.png`
 * in the folder E2E_SCREENSHOTS names (`E2E_SCREENSHOTS=/tmp/shots npm run test:e2e`), and
 * skipped otherwise, since encoding full-page PNGs no test reads costs a run about a minute.
 */
export async function reviewShot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS
  if (!folder) return
  await page.screenshot({ path: join(folder, `${name}.png`), fullPage: options.fullPage ?? false })
}

/** Collects console errors and page errors of a page, so tests can assert there are none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** Waits until React has hydrated the document. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 20_000 })
}

/**
 * The search bar's destination combobox, focused and open: on a phone the summary strip's
 * destination opens the search modal first. `label` is the field's name in the site's language.
 */
export async function openDestination(page: Page, label: string, width: number): Promise<Locator> {
  if (width < 768)
    await page
      .getByRole('button', { name: new RegExp(label) })
      .first()
      .click()
  const input = page.getByRole('combobox', { name: label })
  await input.click()
  return input
}
