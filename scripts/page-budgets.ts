/**
 * Browser-side budgets of the search page (issue budgets, printed by npm run bench and
 * npm run lighthouse): the JavaScript a visitor downloads before any interaction, measured in
 * Debian's Chromium, and the Lighthouse mobile scores.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { brotliCompressSync } from 'node:zlib'
import { CHROME_FLAGS, CHROME_PATH, launchChromium } from './chromium'

/** JavaScript of the search page before the map opens, brotli (KB of 1,024 bytes). */
export const SEARCH_PAGE_JS_KB = 80
export const LIGHTHOUSE_BUDGETS = { performance: 98, accessibility: 95 } as const

/**
 * Every script the page loads until the network is idle, without any interaction (a phone-sized
 * viewport and a desktop one: each loads what its layout shows), with the brotli size of each.
 */
export async function pageScripts(url: string, viewport: { width: number; height: number }): Promise<{ file: string; brotli: number }[]> {
  const browser = await launchChromium()
  try {
    const page = await browser.newPage({ viewport })
    const scripts: Promise<{ file: string; brotli: number }>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      scripts.push(response.body().then((body) => ({ file: new URL(response.url()).pathname, brotli: brotliCompressSync(body).length })))
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.waitForSelector('html[data-hydrated="true"]')
    // Blocks rendered once visible, and idle work, get their chance to load.
    await page.waitForTimeout(1000)
    await page.waitForLoadState('networkidle')
    return Promise.all(scripts)
  } finally {
    await browser.close()
  }
}

/** Lighthouse mobile scores (0-100) and the audits that cost the most. */
export async function lighthouseScores(
  url: string,
): Promise<{ scores: Record<keyof typeof LIGHTHOUSE_BUDGETS, number>; failing: string[] }> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      onlyCategories: Object.keys(LIGHTHOUSE_BUDGETS),
      formFactor: 'mobile',
    })
    if (!result) throw new Error('Lighthouse returned no result')
    const { categories, audits } = result.lhr
    const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100)
    const failing = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 0.9 && ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode))
      .map((a) => `${a.id}: ${a.displayValue ?? a.score}`)
    return { scores: { performance: score('performance'), accessibility: score('accessibility') }, failing }
  } finally {
    chrome.kill()
  }
}
