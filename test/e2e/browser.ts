import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchChromium } from '../../scripts/chromium'

/** Base URL of the app served for the end-to-end tests. */
export const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 8790}`

/**
 * One headless Chromium for the tests of a file: launched before them, closed after. Returns the
 * getter the tests read it with.
 */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error('the browser is launched before the tests')
    return browser
  }
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
