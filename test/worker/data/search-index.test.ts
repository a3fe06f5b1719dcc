import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { OffersRequest, OffersRequestInput } from '../../../shared/api/search'
import { OffersRequestSchema } from '../../../shared/api/search'
import { type OffersInput, searchOffers, toOffersInput } from '../../../worker/data/d1-catalog/offers'
import { buildIndexRefresh, indexKeyOf } from '../../../worker/data/d1-catalog/search-index'
import { seedFacts } from '../api/app'
import * as v from 'valibot'

const opts = { imageBase: '' }
let facts: Awaited<ReturnType<typeof seedFacts>>
beforeAll(async () => {
  facts = await seedFacts()
})

const request = (body: Omit<OffersRequestInput, 'locale'>): OffersRequest => v.parse(OffersRequestSchema, { locale: 'fr_FR', ...body })

/** env.DB, recording the SQL of every statement prepared through it. */
function recordingDb(): { db: D1Database; statements: string[] } {
  const statements: string[] = []
  const db = new Proxy(env.DB, {
    get(target, prop) {
      if (prop === 'prepare') {
        return (sql: string) => {
          statements.push(sql)
          return target.prepare(sql)
        }
      }
      const value: unknown = Reflect.get(target, prop)
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value
    },
  })
  return { db, statements }
}

/** Whether a statement holds the index's lean form: no recomputed hotels, no catalogue fallback. */
const isLean = (sql: string) => sql.includes('ix_build') && !sql.includes('ix_recomputed') && !sql.includes('\ncards AS')

/**
 * The search answered from the catalogue tables (no index shape), then from the freshly built
 * index, then again once the isolate knows the shape is fresh (the index alone, in one statement).
 */
async function bothWays(body: Omit<OffersRequestInput, 'locale'>) {
  const input = toOffersInput(request(body), facts.today)
  const key = indexKeyOf(input)
  if (!key) throw new Error('the search should be one the index answers')
  await env.DB.prepare('DELETE FROM search_index_builds').run()
  await env.DB.prepare('DELETE FROM search_hotel_offers').run()
  const defer = vi.fn()
  const fromCatalogue = await searchOffers(env.DB, input, { ...opts, defer })
  expect(defer).toHaveBeenCalledOnce()
  await env.DB.batch(buildIndexRefresh(env.DB, input, key))
  const laterDefer = vi.fn()
  const fromIndex = await searchOffers(env.DB, input, { ...opts, defer: laterDefer })
  expect(laterDefer).not.toHaveBeenCalled()
  const known = recordingDb()
  const fromKnown = await searchOffers(known.db, input, opts)
  expect(known.statements).toHaveLength(1)
  expect(isLean(known.statements[0] ?? '')).toBe(true)
  return { input, key, fromCatalogue, fromIndex, fromKnown }
}

describe('the search index (searches without destination)', () => {
  it.each<[string, () => Omit<OffersRequestInput, 'locale'>]>([
    ['undated, default sort', () => ({})],
    ['undated, page 2', () => ({ page: 2 })],
    ['dated one night', () => ({ checkin: facts.checkin, nights: 1 })],
    ['dated two nights, page 2', () => ({ checkin: facts.checkin, nights: 2, page: 2 })],
    ['dated, price ascending', () => ({ checkin: facts.checkin, nights: 1, orderBy: 'priceAsc' })],
    ['dated, promo', () => ({ checkin: facts.checkin, nights: 1, orderBy: 'promo' })],
    ['dated, popularity, page 3 of 5', () => ({ checkin: facts.checkin, nights: 1, orderBy: 'popularity', page: 3, limit: 5 })],
    ['dated, map search', () => ({ checkin: facts.checkin, nights: 1, performMapSearch: true })],
    ['hotel filters', () => ({ filters: { stars: [3, 4], minHotelReviewScore: 7 } })],
    ['facilities and pets', () => ({ filters: { facilities: ['pool', 'pets'] } })],
    ['excluded hotels (fallback)', () => ({ checkin: facts.checkin, nights: 1, limit: 3, excludedHotelIds: [facts.hotelId] })],
    ['gifting, by price descending', () => ({ flow: 'gifting', type: 'gift', orderBy: 'svPriceDesc' })],
    ['hotel flow, dated', () => ({ flow: 'hotel', checkin: facts.checkin, nights: 1 })],
  ])('answers %s exactly as the catalogue tables do', async (_name, body) => {
    const { fromCatalogue, fromIndex, fromKnown } = await bothWays(body())
    expect(fromCatalogue.exactMatches).toBeGreaterThan(0)
    expect(fromIndex).toEqual(fromCatalogue)
    expect(fromKnown).toEqual(fromCatalogue)
  })

  it('recomputes a hotel whose offer expired since the build, ignoring its index row', async () => {
    const { input, fromCatalogue } = await bothWays({ checkin: facts.checkin, nights: 1 })
    // A row past its valid_until, and wrong in every other way: first in the sort, absurd price.
    await env.DB.prepare(
      `UPDATE search_hotel_offers SET valid_until = '2000-01-01', pp = 0, total = 0, offers = 99, ids = '[1]' WHERE position = (SELECT MAX(position) FROM search_hotel_offers)`,
    ).run()
    expect(await searchOffers(env.DB, input, opts)).toEqual(fromCatalogue)
  })

  it('serves a shape built on an earlier day and rebuilds it after the response', async () => {
    const { input, fromCatalogue } = await bothWays({ checkin: facts.checkin, nights: 1, orderBy: 'priceAsc' })
    await env.DB.prepare(`UPDATE search_index_builds SET built_on = '2000-01-01'`).run()
    const defer = vi.fn()
    expect(await searchOffers(env.DB, input, { ...opts, defer })).toEqual(fromCatalogue)
    expect(defer).toHaveBeenCalledOnce()
  })

  it('ignores a shape built from another catalogue (after a reseed)', async () => {
    const { input, fromCatalogue } = await bothWays({ page: 1 })
    await env.DB.prepare(`UPDATE search_hotel_offers SET pp = 0, total = 0`).run()
    await env.DB.prepare(`UPDATE search_index_builds SET catalogue = 'another seed'`).run()
    // The isolate knew the shape fresh: its lean statement finds nothing, and the search asks again.
    const first = recordingDb()
    expect(await searchOffers(first.db, input, opts)).toEqual(fromCatalogue)
    expect(first.statements.map(isLean)).toEqual([true, false])
    // Forgotten since: one statement, with the catalogue tables as fallback.
    const next = recordingDb()
    expect(await searchOffers(next.db, input, opts)).toEqual(fromCatalogue)
    expect(next.statements.map(isLean)).toEqual([false])
  })

  it('learns the fresh shapes of a flow, nights and sort from one search, then reads the index alone for them', async () => {
    // Three nights: a combination no other test searches, so this isolate knows nothing of it yet.
    const nextDay = new Date(Date.parse(`${facts.checkin}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
    const inputs = [facts.checkin, nextDay].map((checkin) => toOffersInput(request({ checkin, nights: 3 }), facts.today))
    for (const input of inputs) {
      const key = indexKeyOf(input)
      if (!key) throw new Error('the search should be one the index answers')
      await env.DB.batch(buildIndexRefresh(env.DB, input, key))
    }
    const [first, second] = inputs as [OffersInput, OffersInput]
    const learning = recordingDb()
    const fromLearning = await searchOffers(learning.db, first, opts)
    expect(learning.statements.map(isLean)).toEqual([false])
    // The first search listed both days as fresh: the other day goes straight to the index.
    const known = recordingDb()
    expect(await searchOffers(known.db, first, opts)).toEqual(fromLearning)
    await searchOffers(known.db, second, opts)
    expect(known.statements.map(isLean)).toEqual([true, true])
  })

  it.each<[string, Partial<OffersRequestInput>]>([
    ['a destination', { filters: { city: 1 } }],
    ['another party', { pax: { adults: 1 } }],
    ['a price filter', { filters: { priceMax: 10_000 } }],
    ['a theme', { filters: { themeIds: [39] } }],
    ['activity tags', { filters: { tags: [1] } }],
    ['several offers per hotel', { numberOfPackagesPerHotel: 3 }],
    ['a hotel drawer', { hotelId: 1 }],
  ])('leaves searches with %s to the catalogue tables', (_name, body) => {
    expect(indexKeyOf(toOffersInput(request(body), '2026-11-23'))).toBeNull()
  })
})
