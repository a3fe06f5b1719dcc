/**
 * Lighthouse (mobile) on the search page of a running server (npm start), in
 * Debian's Chromium: prints the performance and accessibility scores beside
 * their budgets and the audits that fail. npm run bench prints the same on its own server.
 * Usage: npx tsx scripts/lighthouse.ts [URL]
 */
import { LIGHTHOUSE_BUDGETS, lighthouseScores } from './page-budgets'

const url = process.argv[2] ?? 'http://127.0.0.1:8787/fr-fr/ville/paris'
const { scores, failing } = await lighthouseScores(url)
for (const [name, budget] of Object.entries(LIGHTHOUSE_BUDGETS)) {
  const score = scores[name as keyof typeof LIGHTHOUSE_BUDGETS]
  console.log(`${name.padEnd(14)} ${score} (budget ≥${budget}) ${score >= budget ? 'ok' : 'OVER'}`)
}
for (const audit of failing) console.log(`  - ${audit}`)
