/**
 * Lighthouse (mobile) on the search page of a running server (npm start), in
 * Debian's Chromium: prints the performance and accessibility scores beside
 * their budgets (98 and 95) and the audits that fail.
 * Usage: npx tsx scripts/lighthouse.ts [URL]
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const url = process.argv[2] ?? 'http://127.0.0.1:8787/fr-fr/ville/paris'
const BUDGETS = { performance: 98, accessibility: 95 } as const

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})
try {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', onlyCategories: Object.keys(BUDGETS), formFactor: 'mobile' })
  if (!result) throw new Error('Lighthouse returned no result')
  const { categories, audits } = result.lhr
  for (const [name, budget] of Object.entries(BUDGETS)) {
    const score = Math.round((categories[name]?.score ?? 0) * 100)
    console.log(`${name.padEnd(14)} ${score} (budget ≥${budget}) ${score >= budget ? 'ok' : 'OVER'}`)
  }
  for (const audit of Object.values(audits)) {
    if (audit.score !== null && audit.score < 0.9 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) {
      console.log(`  - ${audit.id}: ${audit.displayValue ?? audit.score}`)
    }
  }
} finally {
  chrome.kill()
}
