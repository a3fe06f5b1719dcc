import { chromium, type Browser, type BrowserServer } from 'playwright-core'

/** Debian's Chromium, headless, with the flags this machine needs: for the end-to-end tests, the bench and Lighthouse. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** Launches that Chromium through Playwright. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS })
}

/** Launches that Chromium as a server other processes connect to (chromium.connect with its wsEndpoint). */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROME_PATH, args: CHROME_FLAGS })
}
