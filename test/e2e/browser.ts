import { chromium, type Browser, type Page } from 'playwright-core'

/** Base URL of the app served for the end-to-end tests. */
export const BASE = 'http://127.0.0.1:8790'

/** Launches Debian's Chromium headless, with the flags this machine needs. */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
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
