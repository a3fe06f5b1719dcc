/**
 * npm run bench: serves the built app in workerd (Miniflare configured from
 * wrangler.toml as `wrangler dev` does, local D1 and KV), drives it over
 * loopback with autocannon (one connection, then several) straight at the
 * worker's own socket (the local asset router and entry workers in front of it
 * are simulations sharing the runtime's thread, which production does not
 * have) and prints req/s, latency percentiles and worker CPU per request (from
 * the /proc counters of the workerd processes this run started) beside each
 * budget. Figures are compared with a no-op route served by the same workerd
 * in the same run. API answers carry Server-Timing `d1;desc="queries=N
 * rows=M"`: the table shows the p50 of D1 rows read and the most round trips
 * a request of the scenario made.
 *
 * The server runs on a fresh state directory holding a copy of the local
 * catalogue: KV and the Cache API start empty on every run, so "uncached"
 * scenarios never meet answers a previous run left in KV.
 */
import autocannon from 'autocannon'
import type { Miniflare } from 'miniflare'
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { freePort } from './free-port'
import { type BuiltApp, bundleApp, serveApp } from './built-app'
import { LIGHTHOUSE_BUDGETS, SEARCH_PAGE_JS_KB, lighthouseScores, pageScripts } from './page-budgets'

const PORT = 8793
const BASE = `http://127.0.0.1:${PORT}`
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
/** Routes to run, by name (comma-separated parts of names; the no-op always runs): one budget at a time while working on it. */
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').filter((part) => part !== '')
const LOCALES = ['fr_FR', 'es_ES', 'fr_BE', 'nl_BE', 'nl_NL', 'it_IT'] as const
/** The catalogue `wrangler dev` and the seed use. */
const STATE = '.wrangler/state'
/** D1 rows read by one search, at most (issue 3). */
const SEARCH_ROWS = 5000

type Budget = { p50?: number; cpu: number; rows?: number; roundTrips?: number }
type Scenario = {
  name: string
  budget: Budget
  requests: (i: number) => { method: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> }
}

const json = { 'content-type': 'application/json' }
const cities = (): number[] => {
  const out = execFileSync(
    process.execPath,
    [
      '--no-warnings',
      'node_modules/wrangler/wrangler-dist/cli.js',
      'd1',
      'execute',
      'DB',
      '--local',
      '--json',
      '--command',
      'SELECT DISTINCT city_id AS id FROM hotels ORDER BY city_id LIMIT 400',
    ],
    { encoding: 'utf8' },
  )
  return (JSON.parse(out) as { results: { id: number }[] }[])[0]?.results.map((r) => r.id) ?? []
}

function scenarios(cityIds: number[]): Scenario[] {
  // The criteria of "uncached" scenarios are the digits of i in a mixed radix (city, locale, day,
  // nights, page...), so no two requests of a run ask the same thing and KV never answers them.
  const n = Math.max(1, cityIds.length)
  const day = (k: number) => new Date(Date.now() + (10 + (k % 199)) * 86_400_000).toISOString().slice(0, 10)
  const search = (i: number, vary: boolean) => {
    const rest = Math.floor(i / (6 * n))
    return JSON.stringify({
      locale: LOCALES[vary ? Math.floor(i / n) % 6 : 0],
      flow: 'booking',
      filters: { city: cityIds[vary ? i % n : 0] },
      pax: { adults: 2 },
      ...(vary && rest % 2 === 0 ? { checkin: day(Math.floor(rest / 2)), nights: 1 + (Math.floor(rest / 398) % 2) } : {}),
      page: 1,
    })
  }
  const cityDated = (i: number) =>
    JSON.stringify({
      locale: LOCALES[Math.floor(i / n) % 6],
      flow: 'booking',
      filters: { city: cityIds[i % n] },
      pax: { adults: 2 },
      checkin: day(Math.floor(i / (6 * n))),
      nights: 1 + (Math.floor(i / (6 * n * 199)) % 3),
    })
  const nationwideDated = (i: number) =>
    JSON.stringify({
      locale: LOCALES[i % 6],
      flow: 'booking',
      pax: { adults: 2 },
      checkin: day(Math.floor(i / 6)),
      nights: 1 + (Math.floor(i / (6 * 199)) % 3),
      page: 1 + (Math.floor(i / (6 * 199 * 3)) % 5),
    })
  const uncached = { p50: 6, cpu: 3, rows: SEARCH_ROWS, roundTrips: 1 }
  return [
    { name: 'no-op', budget: { cpu: 3 }, requests: () => ({ method: 'GET', path: '/healthz' }) },
    {
      name: 'search (uncached)',
      budget: uncached,
      requests: (i) => ({ method: 'POST', path: '/api/offers.json', body: search(i, true), headers: json }),
    },
    {
      name: 'search city dated (uncached)',
      budget: uncached,
      requests: (i) => ({ method: 'POST', path: '/api/offers.json', body: cityDated(i), headers: json }),
    },
    {
      name: 'search nationwide dated (uncached)',
      budget: uncached,
      requests: (i) => ({ method: 'POST', path: '/api/offers.json', body: nationwideDated(i), headers: json }),
    },
    {
      name: 'search (KV cached)',
      budget: { p50: 2, cpu: 3, roundTrips: 0 },
      requests: () => ({ method: 'POST', path: '/api/offers.json', body: search(0, false), headers: json }),
    },
    {
      name: 'facets',
      budget: { cpu: 3, roundTrips: 1 },
      requests: (i) => ({
        method: 'GET',
        path: `/api/facets.json?locale=fr_FR&city=${cityIds[i % 20]}&propertiesRequested=price,score,facility,stars,style,type,environment,tag`,
      }),
    },
    {
      name: 'autocomplete',
      budget: { cpu: 3 },
      requests: (i) => ({
        method: 'GET',
        path: `/api/autocomplete-geonames.json?locale=${LOCALES[i % 6]}&term=${['par', 'bar', 'rom', 'ams', 'bru', 'lyo', 'mil', 'val'][i % 8]}&maxResults=30`,
      }),
    },
    // A visitor with a cookie: the page is rendered on every request (the render budget).
    {
      name: 'search page render',
      budget: { cpu: 1 },
      requests: () => ({ method: 'GET', path: '/fr-fr/recherche', headers: { cookie: 'bench=1' } }),
    },
    // An anonymous visitor: answered from the HTML cache after the first request.
    { name: 'search page (HTML cache)', budget: { cpu: 3 }, requests: () => ({ method: 'GET', path: '/fr-fr/recherche' }) },
  ]
}

/**
 * The workerd processes this run started (other servers on the machine are not counted). Local
 * D1, KV and the Cache API run inside the worker's runtime, so their CPU is in the figures too.
 */
function workerdProcesses(root: number): number[] {
  const parent = new Map<number, number>()
  for (const d of readdirSync('/proc').filter((x) => /^\d+$/.test(x))) {
    try {
      const ppid = Number(readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]?.split(' ')[1])
      parent.set(Number(d), ppid)
    } catch {
      // exited
    }
  }
  const descends = (pid: number): boolean => {
    for (let p = parent.get(pid); p !== undefined && p > 1; p = parent.get(p)) if (p === root) return true
    return false
  }
  return [...parent.keys()].filter((pid) => {
    try {
      return descends(pid) && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('workerd')
    } catch {
      return false // exited
    }
  })
}

/** CPU time (ms) the workerd processes used so far: utime + stime from /proc. */
function cpuMs(pids: number[]): number {
  const tick = 1000 / 100
  return pids.reduce((sum, pid) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
      return sum + (Number(fields[11]) + Number(fields[12])) * tick
    } catch {
      return sum
    }
  }, 0)
}

/** Request counter over the whole run, so varied criteria never repeat between passes. */
let counter = 0

const TIMING = /queries=(\d+) rows=(\d+)/

function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? null
}

async function run(s: Scenario, connections: number, pids: number[], url: string) {
  const rows: number[] = []
  let roundTrips: number | null = null
  const before = cpuMs(pids)
  const result = await autocannon({
    url,
    connections,
    duration: SECONDS,
    requests: [
      {
        setupRequest: (req) => Object.assign(req, s.requests(counter++)),
        onResponse: (_status, _body, _context, headers) => {
          const name = Object.keys(headers ?? {}).find((k) => k.toLowerCase() === 'server-timing')
          const timing = TIMING.exec(String(name ? (headers as Record<string, unknown> | undefined)?.[name] : ''))
          if (!timing) return
          roundTrips = Math.max(roundTrips ?? 0, Number(timing[1]))
          rows.push(Number(timing[2]))
        },
      },
    ],
  })
  const cpu = (cpuMs(pids) - before) / Math.max(1, result.requests.total)
  return { result, cpu, rowsP50: percentile(rows, 50), roundTrips }
}

/**
 * What the run serves, apart from the working tree: the worker bundled once, as deployed, the
 * built assets copied, and a config pointing at them, so that edits during a run change nothing
 * it measures. The state directory is the run's own, with d1/ a copy of the local catalogue: KV
 * and the Cache API start empty.
 */
function snapshot(): BuiltApp & { state: string } {
  const app = bundleApp('bench-', { copyAssets: true })
  const state = join(app.dir, 'state')
  mkdirSync(join(state, 'v3'), { recursive: true })
  // A copy, not a link: two workerd processes on one SQLite file fail with SQLITE_BUSY, and
  // the server of `npm start` may be running beside the bench.
  cpSync(resolve(STATE, 'v3', 'd1'), join(state, 'v3', 'd1'), { recursive: true })
  return { ...app, state }
}

/** The search page a visitor lands on (a city landing page, rendered with its results). */
const SEARCH_PAGE = '/fr-fr/ville/paris'

/** The search page in Chromium: JavaScript loaded before any interaction, and Lighthouse mobile. */
async function browserBudgets(): Promise<void> {
  console.log(`\nSearch page ${SEARCH_PAGE} in Chromium`)
  for (const viewport of [
    { width: 360, height: 780 },
    { width: 1280, height: 900 },
  ]) {
    const scripts = await pageScripts(BASE + SEARCH_PAGE, viewport)
    const kb = scripts.reduce((sum, s) => sum + s.brotli, 0) / 1024
    const verdict = kb <= SEARCH_PAGE_JS_KB ? 'ok' : 'OVER'
    console.log(
      `  JavaScript at ${viewport.width} px: ${scripts.length} files, ${kb.toFixed(1)} KB brotli (≤${SEARCH_PAGE_JS_KB}) ${verdict}`,
    )
  }
  // Lighthouse's scores move from run to run on a busy machine: three runs, judged on the median.
  const runs = []
  for (let i = 0; i < 3; i++) runs.push(await lighthouseScores(BASE + SEARCH_PAGE))
  for (const [name, budget] of Object.entries(LIGHTHOUSE_BUDGETS)) {
    const scores = runs.map((r) => r.scores[name as keyof typeof LIGHTHOUSE_BUDGETS])
    const median = [...scores].sort((a, b) => a - b)[1] ?? 0
    console.log(`  Lighthouse mobile ${name}: median ${median} of ${scores.join(', ')} (≥${budget}) ${median >= budget ? 'ok' : 'OVER'}`)
  }
  for (const audit of runs[1]?.failing ?? []) console.log(`    - ${audit}`)
}

/**
 * The app in workerd through Miniflare, configured from the snapshot's wrangler.toml the way
 * `wrangler dev` configures it (same bindings, assets, compatibility and catalogue), less its
 * local dev tools. Visitors' requests (the browser budgets) come in on PORT through the local
 * asset router; the load goes to a socket of the worker's own, as production hands requests to
 * the worker itself: the local router and entry workers are simulations, JavaScript isolates on
 * the runtime's one thread, and they alone put a hello-world worker's p99 at 8 connections from
 * about 5 ms to about 30 ms on a 2-core machine.
 */
async function serve(served: BuiltApp & { state: string }): Promise<{ mf: Miniflare; url: string }> {
  const direct = await freePort()
  const mf = await serveApp(served, { port: PORT, persistTo: join(served.state, 'v3'), directPort: direct })
  return { mf, url: `http://127.0.0.1:${direct}` }
}

async function main(): Promise<void> {
  const served = snapshot()
  const { mf, url } = await serve(served)
  try {
    const pids = workerdProcesses(process.pid)
    if (pids.length === 0) throw new Error('found no workerd process of the bench server')
    console.log(`Load sent to the worker's own socket (${url}); visitors' requests to ${BASE} go through the local asset router`)
    const list = scenarios(cities()).filter((s) => ONLY.length === 0 || s.name === 'no-op' || ONLY.some((part) => s.name.includes(part)))
    const rows: string[][] = []
    let noopP99 = 0
    let noopP50 = 0
    let noopCpu = 0
    for (const connections of [1, 8]) {
      for (const s of list) {
        await run(s, connections, pids, url) // warm-up pass fills caches and JITs
        const { result, cpu, rowsP50, roundTrips } = await run(s, connections, pids, url)
        const p50 = result.latency.p50
        const p99 = result.latency.p99
        if (s.name === 'no-op') {
          noopP99 = p99
          noopP50 = p50
          noopCpu = cpu
        }
        const errors = result.non2xx + result.errors
        const b = s.budget
        // Budgets hold for the worker's own work: what a route costs beyond the no-op served by the
        // same runtime in the same run (on a slow machine the runtime's per-request cost alone can
        // exceed a budget; both figures are printed).
        const common =
          p99 <= noopP99 + 10 &&
          errors === 0 &&
          (b.rows === undefined || (rowsP50 ?? Infinity) <= b.rows) &&
          (b.roundTrips === undefined || (roundTrips ?? 0) <= b.roundTrips)
        const ok = common && (b.p50 === undefined || connections > 1 || p50 - noopP50 <= b.p50) && cpu - noopCpu <= b.cpu
        const okAbsolute = common && (b.p50 === undefined || connections > 1 || p50 <= b.p50) && cpu <= b.cpu
        rows.push([
          s.name,
          String(connections),
          result.requests.average.toFixed(0),
          `${p50} ms`,
          `${result.latency.average.toFixed(1)} ms`,
          s.name === 'no-op' ? '-' : `${p50 - noopP50} ms${b.p50 && connections === 1 ? ` (≤${b.p50})` : ''}`,
          `${result.latency.p90} ms`,
          `${p99} ms (≤${noopP99 + 10})`,
          `${cpu.toFixed(2)} ms`,
          s.name === 'no-op' ? '-' : `${(cpu - noopCpu).toFixed(2)} ms (≤${b.cpu})`,
          rowsP50 === null ? '-' : `${rowsP50}${b.rows ? ` (≤${b.rows})` : ''}`,
          roundTrips === null ? '-' : `${roundTrips}${b.roundTrips !== undefined ? ` (≤${b.roundTrips})` : ''}`,
          String(errors),
          ok ? 'ok' : 'OVER',
          okAbsolute ? 'ok' : 'OVER',
        ])
      }
    }
    const head = [
      'route',
      'conns',
      'req/s',
      'p50',
      'mean',
      'p50 - no-op',
      'p90',
      'p99',
      'CPU/req',
      'CPU - no-op',
      'D1 rows p50',
      'D1 trips max',
      'errors',
      'budget',
      'absolute',
    ]
    const widths = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]?.length ?? 0)))
    const line = (r: string[]) => r.map((x, c) => x.padEnd(widths[c] ?? 0)).join(' | ')
    console.log(line(head))
    console.log(widths.map((w) => '-'.repeat(w)).join('-|-'))
    for (const r of rows) console.log(line(r))
    // Each connection always has one request in flight, so a route's mean latency is connections ÷
    // req/s (Little's law): with every request, local D1 and KV included, on the runtime's one
    // thread, that is the route's time on the thread times the connections queued for it.
    console.log("mean: connections ÷ req/s (Little's law), each connection always having one request in flight")
    if (ONLY.length === 0) await browserBudgets()
  } finally {
    await mf.dispose()
    // Removes the run's bundle, catalogue copy, KV and cache.
    setTimeout(() => rmSync(served.dir, { recursive: true, force: true }), 1000)
  }
}

await main()
