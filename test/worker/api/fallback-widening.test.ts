import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { OffersResponse } from '../../../shared/api/search'
import { DEFAULT_CRITERIA, type SearchCriteria } from '../../../shared/search/criteria'
import { fallbackSearches } from '../../../shared/search/fallback'
import { resolveDestination } from '../../../client/pages/search/resolved-destination'
import { toOffersRequest } from '../../../client/pages/search/search-request'
import { json, postJson } from './app'

const offers = async (body: unknown): Promise<OffersResponse> => {
  const res = await postJson('/api/offers.json', body)
  expect(res.status).toBe(200)
  return json<OffersResponse>(res)
}

/**
 * The widened fallback of a search run as the search page runs it (search §4, §7): the exact search,
 * then the table's widening of its destination, limited to 3 results and excluding every hotel found.
 */
async function widenedFallback(criteria: SearchCriteria): Promise<{ found: number[]; widened: number[] }> {
  const exact = await offers({ ...toOffersRequest(criteria, 'booking', 'fr_FR'), performMapSearch: true })
  const found = exact.exactMatch.map((marker) => marker.id)
  const widen = fallbackSearches(criteria, resolveDestination(criteria, exact.searchDetails), found.map(String)).find(
    (search) => search.key.destination === 'around',
  )
  expect(widen?.criteria.distanceMax).toBe(30)
  if (!widen) return { found, widened: [] }
  const request = toOffersRequest(widen.criteria, 'booking', 'fr_FR', {
    searchProvider: 'catalog',
    limit: widen.limit,
    excludedHotelIds: found,
  })
  return { found, widened: (await offers(request)).results.map((card) => card.hotel.id) }
}

describe('the widened fallback of a place searched by radius', () => {
  it.each<[string, 'poi' | 'skiresort' | 'searesort', string]>([
    ['a point of interest', 'poi', 'poi'],
    ['a ski resort', 'skiresort', 'ski_resort'],
    ['a seaside resort', 'searesort', 'seaside_resort'],
  ])('finds, around %s, hotels its exact search did not', async (_place, key, kind) => {
    // Places with a hotel within about 30 km (a box of ±0.3° of latitude and ±0.45° of longitude).
    const { results } = await env.DB.prepare(
      `SELECT p.id FROM places p WHERE p.kind = ?1
         AND EXISTS (SELECT 1 FROM hotels h WHERE h.active = 1 AND ABS(h.lat - p.lat) < 0.3 AND ABS(h.lng - p.lng) < 0.45)
       ORDER BY p.id`,
    )
      .bind(kind)
      .all<{ id: number }>()
    expect(results.length).toBeGreaterThan(0)
    let widenedSomewhere = false
    for (const { id } of results) {
      const { found, widened } = await widenedFallback({ ...DEFAULT_CRITERIA, [key]: String(id) })
      expect(widened.filter((hotel) => found.includes(hotel))).toEqual([])
      if (widened.length > 0) widenedSomewhere = true
    }
    expect(widenedSomewhere).toBe(true)
  })
})
