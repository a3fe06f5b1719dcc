import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SORT_ORDERS } from '../../../shared/rules/sort'
import { call, postJson } from './app'

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined })
const anyNumber = fc.oneof(fc.integer({ min: -1000, max: 100_000 }), fc.double({ noNaN: false }), fc.constant(0))
const anyValue = fc.oneof(
  anyNumber,
  fc.string({ maxLength: 12 }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer({ min: -5, max: 50 }), { maxLength: 4 }),
)

const criteria = fc.record(
  {
    locale: fc.oneof(fc.constantFrom('fr_FR', 'es_ES', 'fr_BE', 'nl_BE', 'nl_NL', 'it_IT'), fc.string({ maxLength: 6 })),
    flow: maybe(fc.oneof(fc.constantFrom('booking', 'gifting', 'activity', 'hotel'), fc.string({ maxLength: 6 }))),
    orderBy: maybe(fc.oneof(fc.constantFrom(...SORT_ORDERS), anyValue)),
    checkin: maybe(
      fc.oneof(
        fc.date({ min: new Date('2025-01-01'), max: new Date('2028-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
        fc.string({ maxLength: 10 }),
      ),
    ),
    nights: maybe(anyNumber),
    page: maybe(anyNumber),
    limit: maybe(anyNumber),
    pax: maybe(fc.record({ adults: maybe(anyNumber), children: maybe(anyNumber), babies: maybe(anyNumber), singleRoom: maybe(anyValue) })),
    filters: maybe(
      fc.record(
        {
          city: maybe(anyNumber),
          region: maybe(anyNumber),
          country: maybe(fc.constantFrom('FR', 'ES', 'XX', 'fr')),
          poi: maybe(anyNumber),
          lat: maybe(fc.double({ min: -100, max: 100, noNaN: true })),
          lng: maybe(fc.double({ min: -200, max: 200, noNaN: true })),
          distanceMin: maybe(anyNumber),
          distanceMax: maybe(anyNumber),
          stars: maybe(fc.array(fc.integer({ min: -1, max: 7 }), { maxLength: 5 })),
          hotelTypes: maybe(fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 })),
          minHotelReviewScore: maybe(anyNumber),
          priceMin: maybe(anyNumber),
          priceMax: maybe(anyNumber),
          facilities: maybe(fc.array(fc.constantFrom('pets', 'pool', 'spa', '??'), { maxLength: 3 })),
          petsAllowed: maybe(anyValue),
          tags: maybe(fc.array(fc.integer({ min: -1, max: 100 }), { maxLength: 3 })),
          themeIds: maybe(fc.array(fc.integer({ min: -1, max: 100 }), { maxLength: 2 })),
        },
        { requiredKeys: [] },
      ),
    ),
    excludedHotelIds: maybe(fc.array(fc.integer({ min: -1, max: 10_000 }), { maxLength: 5 })),
    performMapSearch: maybe(anyValue),
  },
  { requiredKeys: ['locale'] },
)

const toQuery = (c: Record<string, unknown>) => {
  const params = new URLSearchParams()
  const flat = { ...c, ...(typeof c.filters === 'object' && c.filters ? c.filters : {}) }
  for (const [k, v] of Object.entries(flat)) {
    if (v === undefined || k === 'filters' || k === 'pax') continue
    params.set(k === 'hotelTypes' ? 'hotelType' : k, Array.isArray(v) ? v.join(',') : String(v))
  }
  return params.toString()
}

describe('random criteria never cause a server error', () => {
  it('POST /api/offers.json answers 200 or 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(criteria, async (c) => {
        const res = await postJson('/api/offers.json', c)
        expect(res.status, JSON.stringify(c)).toBeLessThan(500)
      }),
      { numRuns: 60 },
    )
  })
  it('GET /api/facets.json answers 200 or 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(criteria, async (c) => {
        const res = await call(`/api/facets.json?${toQuery(c)}`)
        expect(res.status, toQuery(c)).toBeLessThan(500)
      }),
      { numRuns: 60 },
    )
  })
})
