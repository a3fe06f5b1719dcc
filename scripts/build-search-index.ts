// Builds ahead of time the search index of 0100_search.sql in the LOCAL database that `wrangler dev`
// reads (searches build missing shapes on first use anyway; this spares the first visitors the slow
// answer). Run it after seeding. Shapes already built today from the same catalogue are skipped.
// Usage:
//   npx tsx scripts/build-search-index.ts [--days=N] [--nights=1,2,3] [--persist-to=DIR]
//   --days        check-in days from today (default: every day of the catalogue's availability)
//   --nights      dated lengths to build (default 1,2,3)
//   --persist-to  state directory (default .wrangler/state/v3, the one `wrangler dev` uses)
import { setTimeout as sleep } from 'node:timers/promises'
import { getPlatformProxy } from 'wrangler'
import type { OffersRequest } from '../shared/api/search'
import { toOffersInput } from '../worker/data/d1-catalog/offers'
import { buildIndexRefresh, indexKeyOf } from '../worker/data/d1-catalog/search-index'
import { fromDay, toDay } from '../worker/data/d1-catalog/sql'
import { catalogueToday } from '../worker/data/get-catalog'

const args = process.argv.slice(2)
const option = (name: string): string | undefined => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const persistTo = option('persist-to')
const nightsList = (option('nights') ?? '1,2,3').split(',').map(Number)

const proxy = await getPlatformProxy<{ DB: D1Database }>({ configPath: 'wrangler.toml', persist: persistTo ? { path: persistTo } : true })
const db = proxy.env.DB

/** The search whose shape is built: default party, no destination, default sort. */
function request(flow: OffersRequest['flow'], checkin?: string, nights?: number): OffersRequest {
  return {
    locale: 'fr_FR',
    flow,
    orderBy: 'priceQuality',
    searchProvider: 'default',
    pax: { adults: 2, children: 0, babies: 0, singleRoom: false },
    ...(checkin ? { checkin, nights } : {}),
    filters: {},
    page: 1,
    limit: 12,
    performMapSearch: false,
    performGiftableSearch: flow === 'gifting',
    numberOfPackagesPerHotel: 1,
    excludedHotelIds: [],
  }
}

/** Another process (wrangler dev, tests) may hold the database for a moment. */
async function withRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work()
    } catch (error) {
      if (attempt >= 5 || !/SQLITE_BUSY|locked/i.test(String(error))) throw error
      await sleep(200 * attempt)
    }
  }
}

try {
  const today = catalogueToday()
  const last = await db.prepare('SELECT MAX(day) AS day FROM availability').first<{ day: number | null }>()
  const lastDay = Math.min(last?.day ?? toDay(today), toDay(today) + Number(option('days') ?? '366') - 1)
  const requests: OffersRequest[] = [request('booking'), request('gifting'), request('hotel')]
  for (let day = toDay(today); day <= lastDay; day++) {
    for (const nights of nightsList) requests.push(request('booking', fromDay(day), nights))
  }
  const started = performance.now()
  let built = 0
  for (const [i, req] of requests.entries()) {
    const input = toOffersInput(req, today)
    const key = indexKeyOf(input)
    if (!key) continue
    const results = await withRetry(() => db.batch(buildIndexRefresh(db, input, key)))
    if ((results[4]?.meta.changes ?? 0) > 0) built++
    if ((i + 1) % 100 === 0) console.log(`${i + 1}/${requests.length} shapes (${((performance.now() - started) / 1000).toFixed(0)} s)`)
  }
  console.log(
    `Search index: ${built} shapes built, ${requests.length - built} already fresh (${((performance.now() - started) / 1000).toFixed(0)} s).`,
  )
} finally {
  await proxy.dispose()
}
