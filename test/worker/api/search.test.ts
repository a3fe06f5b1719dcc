import { describe, expect, it } from 'vitest'
import type { FacetsResponse } from '../../../shared/api/facets'
import { SEARCH_PAGE_SIZE, type OffersResponse } from '../../../shared/api/search'
import { call, json, postJson, seedFacts, type ErrorJson } from './app'

const search = async (body: Record<string, unknown>) => {
  const res = await postJson('/api/offers.json', { locale: 'fr_FR', ...body })
  expect(res.status).toBe(200)
  return json<OffersResponse>(res)
}

describe('POST /api/offers.json', () => {
  it('answers a page of at most 12 cards with the search details', async () => {
    const res = await search({})
    expect(res.results.length).toBeLessThanOrEqual(SEARCH_PAGE_SIZE)
    expect(res.searchDetails.totalCount).toBeGreaterThan(0)
    expect(res.searchDetails.limit).toBe(SEARCH_PAGE_SIZE)
    expect(res.results.every((c) => c.priceType === 'FROM_PRICE')).toBe(true)
    expect(res.results.map((c) => c.index)).toEqual(res.results.map((_, i) => i))
  })

  it('pages without overlap', async () => {
    const first = await search({ limit: 3 })
    const second = await search({ limit: 3, page: 2 })
    const ids = new Set(first.results.map((c) => c.id))
    expect(second.results.some((c) => ids.has(c.id))).toBe(false)
  })

  it('searches a city, with its region and country in the location hierarchy', async () => {
    const facts = await seedFacts()
    const res = await search({ filters: { city: facts.cityId } })
    expect(res.searchDetails.totalCount).toBe(facts.cityHotels)
    expect(res.searchDetails.destination?.kind).toBe('city')
    expect(res.searchDetails.locationHierarchy.map((l) => l.type)).toContain('country')
  })

  it('prices a dated search as a final price for the party', async () => {
    const facts = await seedFacts()
    const res = await search({ hotelId: facts.hotelId, checkin: facts.checkin, nights: 1, numberOfPackagesPerHotel: 20 })
    const card = res.results.find((c) => c.id === facts.stayId)
    expect(card?.priceType).toBe('FINAL_PRICE')
    expect(card?.checkin).toBe(facts.checkin)
    expect(card?.nights).toBe(1)
  })

  it('prices gifts for 2 people without dates', async () => {
    const res = await search({ flow: 'gifting', checkin: '2030-01-01', pax: { adults: 5 } })
    expect(res.results.every((c) => c.priceType === 'GIFT' && c.participants === 2 && c.checkin === null)).toBe(true)
  })

  it('returns every marker on a map search', async () => {
    const res = await search({ limit: 1, performMapSearch: true })
    expect(res.exactMatch.length).toBe(res.searchDetails.totalCount)
    expect(res.exactMatch[0]?.weekend.length).toBeGreaterThan(0)
  })

  it("lists each hotel's matching offers, ascending, on its cards and its map marker", async () => {
    const facts = await seedFacts()
    const criteria = { filters: { city: facts.cityId }, checkin: facts.checkin, nights: 1 }
    // Every matching offer as a card of its own: the offers of each hotel, as the search sees them.
    const all = await search({ ...criteria, numberOfPackagesPerHotel: 50, limit: 100 })
    const expected = new Map<number, number[]>()
    for (const card of all.results)
      expected.set(
        card.hotel.id,
        [...(expected.get(card.hotel.id) ?? []), card.id].sort((a, b) => a - b),
      )
    expect(expected.size).toBeGreaterThan(0)
    const page = await search({ ...criteria, performMapSearch: true })
    for (const card of page.results) expect(card.weekendIds).toEqual(expected.get(card.hotel.id))
    expect(new Map(page.exactMatch.map((m) => [m.id, m.weekend.map((w) => w.id)]))).toEqual(expected)
    const withoutMap = await search(criteria)
    expect(new Map(withoutMap.exactMatch.map((m) => [m.id, m.weekend.map((w) => w.id)]))).toEqual(
      new Map(withoutMap.results.map((c) => [c.hotel.id, expected.get(c.hotel.id)])),
    )
  })

  it('excludes already found hotels in fallback searches', async () => {
    const first = await search({ limit: 3 })
    const hotelIds = first.results.map((c) => c.hotel.id)
    const fallback = await search({ searchProvider: 'catalog', limit: 3, excludedHotelIds: hotelIds })
    expect(fallback.results.some((c) => hotelIds.includes(c.hotel.id))).toBe(false)
    expect(fallback.results.every((c) => c.searchType === 'fallback')).toBe(true)
  })

  it('gives distances around lat/lng, nearest first with the distance sort', async () => {
    const facts = await seedFacts()
    const base = await search({ filters: { city: facts.cityId } })
    const { latitude: lat, longitude: lng } = base.results[0]?.hotel.location ?? { latitude: 48.85, longitude: 2.35 }
    const res = await search({ filters: { lat, lng, distanceMax: 300 }, orderBy: 'distance' })
    const distances = res.results.map((c) => c.distance ?? Infinity)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(distances.every((d) => d <= 300)).toBe(true)
  })

  it('accepts the hotel drawer call: priceAsc for a gift, with the hotel offers', async () => {
    const facts = await seedFacts()
    const res = await search({ type: 'gift', orderBy: 'priceAsc', hotelId: facts.hotelId, numberOfPackagesPerHotel: 20 })
    expect(res.results.length).toBeGreaterThan(0)
    expect(res.results.every((c) => c.hotel.id === facts.hotelId && c.priceType === 'GIFT')).toBe(true)
  })

  it.each([
    ['promo', 'gifting'],
    ['svPriceAsc', 'booking'],
    ['popularity', 'gifting'],
    ['distance', 'booking'],
  ])('refuses sort %s in the %s flow with a 400 naming orderBy', async (orderBy, flow) => {
    const res = await postJson('/api/offers.json', { locale: 'fr_FR', flow, orderBy })
    expect(res.status).toBe(400)
    expect((await json<ErrorJson>(res)).error.field).toBe('orderBy')
  })

  it.each([
    ['not json', 'INVALID_INPUT', undefined],
    [JSON.stringify({ locale: 'xx_XX' }), 'INVALID_INPUT', 'locale'],
    [JSON.stringify({ locale: 'fr_FR', pax: { adults: 0 } }), 'INVALID_INPUT', 'pax.adults'],
    [JSON.stringify({ locale: 'fr_FR', filters: { priceMin: 9000, priceMax: 100 } }), 'INVALID_INPUT', 'filters.priceMin'],
    [JSON.stringify({ locale: 'fr_FR', filters: { lat: 48 } }), 'INVALID_INPUT', 'filters.lng'],
  ])('answers malformed input %s with 400', async (body, code, field) => {
    const res = await call('/api/offers.json', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
    expect(res.status).toBe(400)
    const err = await json<ErrorJson>(res)
    expect(err.error.code).toBe(code)
    expect(err.error.field).toBe(field)
  })
})

describe('GET /api/facets.json', () => {
  const facets = async (qs: string) => {
    const res = await call(`/api/facets.json?locale=fr_FR&${qs}`)
    expect(res.status).toBe(200)
    return json<FacetsResponse>(res)
  }

  it('lists every property kind with labelled values', async () => {
    const res = await facets('withNames=true&propertiesRequested=price,score,facility,stars,style,type,environment,tag')
    expect(res.properties.map((p) => p.propertyType)).toEqual([
      'price',
      'score',
      'facility',
      'stars',
      'style',
      'type',
      'environment',
      'tag',
    ])
    expect(res.properties.every((p) => p.values.every((v) => typeof v.name === 'string' && v.count >= 0))).toBe(true)
  })

  it('agrees with the search: each stars and type value counts what the search finds with it', async () => {
    const all = await facets('')
    const total = (await search({ limit: 1 })).searchDetails.totalCount
    expect(all.totalCount).toBe(total)
    for (const kind of ['stars', 'type'] as const) {
      const prop = all.properties.find((p) => p.propertyType === kind)
      for (const value of prop?.values.filter((v) => v.count > 0).slice(0, 3) ?? []) {
        const filters = kind === 'stars' ? { stars: [Number(value.id)] } : { hotelTypes: [value.id] }
        expect((await search({ limit: 1, filters })).searchDetails.totalCount).toBe(value.count)
      }
    }
  })

  it("ignores a facet's own selection in its counts", async () => {
    const all = await facets('')
    const stars = all.properties.find((p) => p.propertyType === 'stars')
    const chosen = stars?.values.find((v) => v.count > 0)
    const filtered = await facets(`stars=${chosen?.id}`)
    expect(filtered.properties.find((p) => p.propertyType === 'stars')).toEqual(stars)
    expect(filtered.totalCount).toBe(chosen?.count)
  })

  it('reads criteria packed in the filters parameter as if given alone; a key beside it wins', async () => {
    const f = await seedFacts()
    const packed = (criteria: string) => `filters=${encodeURIComponent(criteria)}`
    const alone = await facets(`city=${f.cityId}&stars=3,4`)
    expect(alone.totalCount).toBeLessThan((await facets('')).totalCount)
    expect(await facets(packed(`city=${f.cityId}&stars=3,4`))).toEqual(alone)
    expect(await facets(`${packed(`city=${f.cityId}&stars=1`)}&stars=3,4`)).toEqual(alone)
  })

  it.each([
    ['stars=6', 'stars'],
    [`filters=${encodeURIComponent('stars=6')}`, 'stars'],
    ['locale=xx', 'locale'],
    ['distanceMax=400', 'distanceMax'],
    ['propertiesRequested=colour', 'propertiesRequested'],
    ['minHotelReviewScore=abc', 'minHotelReviewScore'],
  ])('answers %s with a 400 naming %s', async (qs, field) => {
    const res = await call(`/api/facets.json?locale=fr_FR&${qs}`)
    expect(res.status).toBe(400)
    expect((await json<ErrorJson>(res)).error.field).toBe(field)
  })
})
