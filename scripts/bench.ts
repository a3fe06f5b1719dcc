/**
 * npm run bench: serves the built app in workerd (wrangler dev, local D1 and
 * KV), drives it over loopback with autocannon (one connection, then several)
 * and prints req/s, latency percentiles and worker CPU per request (from the
 * workerd process's /proc counters) beside each budget. Figures are compared
 * with a no-op route served by the same workerd in the same run.
 */
import autocannon from 'autocannon'
import { execFileSync, spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

const PORT = 8793
const BASE = `http://127.0.0.1:${PORT}`
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const LOCALES = ['fr_FR', 'es_ES', 'fr_BE', 'nl_BE', 'nl_NL', 'it_IT'] as const

type Scenario = {
  name: string
  budget: { p50?: number; cpu: number }
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
  const day = (i: number) => new Date(Date.now() + (10 + (i % 200)) * 86_400_000).toISOString().slice(0, 10)
  const search = (i: number, vary: boolean) =>
    JSON.stringify({
      locale: LOCALES[i % LOCALES.length],
      flow: 'booking',
      filters: { city: cityIds[(vary ? i : 0) % cityIds.length] },
      pax: { adults: 2 },
      ...(vary && i % 2 === 0 ? { checkin: day(i), nights: 1 + (i % 2) } : {}),
      page: 1 + (vary ? i % 2 : 0),
    })
  return [
    { name: 'no-op', budget: { cpu: 3 }, requests: () => ({ method: 'GET', path: '/healthz' }) },
    {
      name: 'search (uncached)',
      budget: { p50: 6, cpu: 3 },
      requests: (i) => ({
        method: 'POST',
        path: '/api/offers.json',
        body: search(i, true),
        headers: { ...json, 'cache-control': 'no-cache' },
      }),
    },
    {
      name: 'search (KV cached)',
      budget: { p50: 2, cpu: 3 },
      requests: () => ({ method: 'POST', path: '/api/offers.json', body: search(0, false), headers: json }),
    },
    {
      name: 'facets',
      budget: { cpu: 3 },
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
    { name: 'search page render', budget: { cpu: 1 }, requests: () => ({ method: 'GET', path: '/fr-fr/recherche' }) },
  ]
}

function workerdPids(): number[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return readFileSync(`/proc/${d}/cmdline`, 'utf8').includes('workerd')
      } catch {
        return false
      }
    })
    .map(Number)
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

async function run(s: Scenario, connections: number, pids: number[]) {
  const before = cpuMs(pids)
  const result = await autocannon({
    url: BASE,
    connections,
    duration: SECONDS,
    requests: [{ setupRequest: (req) => Object.assign(req, s.requests(counter++)) }],
  })
  const cpu = (cpuMs(pids) - before) / Math.max(1, result.requests.total)
  return { result, cpu }
}

async function main(): Promise<void> {
  const server = spawn(
    process.execPath,
    [
      '--no-warnings',
      'node_modules/wrangler/wrangler-dist/cli.js',
      'dev',
      '--port',
      String(PORT),
      '--ip',
      '127.0.0.1',
      '--log-level',
      'error',
    ],
    {
      stdio: 'ignore',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
      detached: true,
    },
  )
  try {
    for (let t = 0; t < 240; t++) {
      try {
        if ((await fetch(`${BASE}/healthz`)).ok) break
      } catch {
        // starting
      }
      await new Promise((r) => setTimeout(r, 500))
    }
    const pids = workerdPids()
    const list = scenarios(cities())
    const rows: string[][] = []
    let noopP99 = 0
    for (const connections of [1, 8]) {
      for (const s of list) {
        await run(s, connections, pids) // warm-up pass fills caches and JITs
        const { result, cpu } = await run(s, connections, pids)
        const p50 = result.latency.p50
        const p99 = result.latency.p99
        if (s.name === 'no-op') noopP99 = p99
        const errors = result.non2xx + result.errors
        const ok =
          (s.budget.p50 === undefined || connections > 1 || p50 <= s.budget.p50) &&
          cpu <= s.budget.cpu &&
          p99 <= noopP99 + 10 &&
          errors === 0
        rows.push([
          s.name,
          String(connections),
          result.requests.average.toFixed(0),
          `${p50} ms${s.budget.p50 && connections === 1 ? ` (≤${s.budget.p50})` : ''}`,
          `${result.latency.p90} ms`,
          `${p99} ms (≤${noopP99 + 10})`,
          `${cpu.toFixed(2)} ms (≤${s.budget.cpu})`,
          String(errors),
          ok ? 'ok' : 'OVER',
        ])
      }
    }
    const head = ['route', 'conns', 'req/s', 'p50', 'p90', 'p99', 'CPU/req', 'errors', 'budget']
    const widths = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]?.length ?? 0)))
    const line = (r: string[]) => r.map((x, c) => x.padEnd(widths[c] ?? 0)).join(' | ')
    console.log(line(head))
    console.log(widths.map((w) => '-'.repeat(w)).join('-|-'))
    for (const r of rows) console.log(line(r))
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM')
  }
}

await main()
