import { describe, expect, it } from 'vitest'
import { parseCriteriaHash } from '../../../../../shared/search/criteria'
import type { Flow } from '../../../../../shared/sites'
import {
  criteriaFromRequest,
  productLinkSuffix,
  toFacetsQuery,
  toOffersRequest,
  toSearchFilters,
} from '../../../../../client/pages/search/search-request'

const hash = (text: string) => parseCriteriaHash(text)

describe('the offers.json filters of a hash', () => {
  it.each([
    ['a city becomes a numeric city id', 'city=2988507', { city: 2988507 }],
    ['a touristic region is sent camel-cased', 'touristicregion=12', { touristicRegion: 12 }],
    ['a ski resort is sent camel-cased', 'skiresort=7', { skiResort: 7 }],
    ['a sea resort is sent camel-cased', 'searesort=8', { seaResort: 8 }],
    ['a country is sent upper-case', 'country=fr', { country: 'FR' }],
    ['a non-numeric place id is dropped', 'city=paris', {}],
    ['the theme becomes themeIds', 'theme=39', { themeIds: [39] }],
    ['the score is the minimum review score', 'hotelScore=8', { minHotelReviewScore: 8 }],
    ['pets leave facilities for petsAllowed', 'facilities=spa,pets', { facilities: ['spa'], petsAllowed: true }],
    ['pets alone send no facilities list', 'facilities=pets', { petsAllowed: true }],
    ['activity tags are numeric ids', 'tags=3,x,5', { tags: [3, 5] }],
    ['prices stay in cents', 'priceMin=4000&priceMax=12000', { priceMin: 4000, priceMax: 12000 }],
    [
      'distance goes with the coordinates',
      'lat=48.85&lng=2.35&distanceMin=0&distanceMax=30',
      { lat: 48.85, lng: 2.35, distanceMin: 0, distanceMax: 30 },
    ],
    ['stars and hotel kinds are lists', 'stars=5,4&hotelTypes=castle', { stars: [5, 4], hotelTypes: ['castle'] }],
  ])('%s', (_rule, text, expected) => {
    expect(toSearchFilters(hash(text))).toEqual(expected)
  })
})

describe('the offers.json body', () => {
  it('carries the party, dates, sort, page and the page size', () => {
    const body = toOffersRequest(hash('a=3&c=1&checkin=2026-12-04&nights=2&city=5&sort=priceAsc'), 'booking', 'fr_FR', { page: 3 })
    expect(body).toMatchObject({
      locale: 'fr_FR',
      flow: 'booking',
      orderBy: 'priceAsc',
      pax: { adults: 3, children: 1, babies: 0, singleRoom: true },
      checkin: '2026-12-04',
      nights: 2,
      filters: { city: 5 },
      page: 3,
      limit: 12,
      performMapSearch: false,
      searchProvider: 'default',
    })
    expect(body.type).toBeUndefined()
  })

  it('gifting sends type gift, 2 adults, no dates and the giftable search', () => {
    const body = toOffersRequest(hash('a=4&c=2&checkin=2026-12-04&nights=2'), 'gifting', 'es_ES')
    expect(body).toMatchObject({
      type: 'gift',
      flow: 'gifting',
      pax: { adults: 2, children: 0, babies: 0, singleRoom: false },
      performGiftableSearch: true,
    })
    expect(body.checkin).toBeUndefined()
    expect(body.nights).toBeUndefined()
  })

  it.each<[string, string, Flow, string]>([
    ['distance needs coordinates', 'sort=distance&city=1', 'booking', 'priceQuality'],
    ['distance with coordinates is kept', 'sort=distance&lat=45&lng=5', 'booking', 'distance'],
    ['promo exists only in booking', 'sort=promo', 'gifting', 'priceQuality'],
    ['gift prices exist only in gifting', 'sort=svPriceAsc', 'gifting', 'svPriceAsc'],
    ['no sort is price-quality', '', 'hotel', 'priceQuality'],
  ])('sort: %s', (_rule, text, flow, orderBy) => {
    expect(toOffersRequest(hash(text), flow, 'fr_FR').orderBy).toBe(orderBy)
  })

  it('fallbacks ask the catalogue provider for a few results without the hotels already shown', () => {
    const body = toOffersRequest(hash('city=1'), 'booking', 'fr_FR', { searchProvider: 'catalog', limit: 3, excludedHotelIds: [4, 9] })
    expect(body).toMatchObject({ searchProvider: 'catalog', limit: 3, excludedHotelIds: [4, 9] })
  })

  it('the hotel flow, which has no theme, does not filter by one left in the address', () => {
    expect(toOffersRequest(hash('city=1&theme=39'), 'booking', 'fr_FR').filters.themeIds).toEqual([39])
    expect(toOffersRequest(hash('city=1&theme=39'), 'hotel', 'fr_FR').filters.themeIds).toBeUndefined()
    expect(toFacetsQuery(hash('city=1&theme=39'), 'booking', 'fr_FR').get('theme')).toBe('39')
    expect(toFacetsQuery(hash('city=1&theme=39'), 'hotel', 'fr_FR').has('theme')).toBe(false)
  })

  it('the map asks for every marker', () => {
    expect(toOffersRequest(hash('region=3'), 'booking', 'fr_FR', { performMapSearch: true, limit: 1 })).toMatchObject({
      performMapSearch: true,
      limit: 1,
    })
  })
})

describe('criteria of a server-rendered landing page', () => {
  it('reads the place, theme and party back from the request', () => {
    expect(
      criteriaFromRequest({ filters: { city: 42, themeIds: [39] }, pax: { adults: 2, children: 0, babies: 0, singleRoom: false } }),
    ).toEqual({
      a: 2,
      c: 0,
      b: 0,
      city: '42',
      theme: 39,
    })
    expect(criteriaFromRequest(null)).toEqual({ a: 2, c: 0, b: 0 })
  })
})

describe('the facets.json query', () => {
  it('names the filters as the facet call does, with destination, party and dates', () => {
    const query = toFacetsQuery(
      hash('a=2&city=5&theme=39&checkin=2026-12-04&nights=2&stars=5,4&facilities=spa,pets&hotelScore=8'),
      'booking',
      'fr_FR',
    )
    expect(Object.fromEntries(query)).toMatchObject({
      locale: 'fr_FR',
      flow: 'booking',
      orderBy: 'priceQuality',
      withNames: 'true',
      city: '5',
      theme: '39',
      adult: '2',
      checkin: '2026-12-04',
      nights: '2',
      stars: '5,4',
      facilities: 'spa',
      petsAllowed: 'true',
      minHotelReviewScore: '8',
      includeActivities: 'true',
    })
    expect(query.get('propertiesRequested')?.split(',')).toEqual(
      expect.arrayContaining(['price', 'score', 'facility', 'stars', 'style', 'type', 'environment', 'tag']),
    )
  })

  it('gifting sends single-voucher prices and no party nor dates', () => {
    const query = toFacetsQuery(hash('priceMin=4000&priceMax=9000&checkin=2026-12-04&nights=1'), 'gifting', 'fr_FR')
    expect(query.get('singleVoucherPriceMin')).toBe('4000')
    expect(query.get('singleVoucherPriceMax')).toBe('9000')
    expect(query.has('priceMin')).toBe(false)
    expect(query.has('checkin')).toBe(false)
    expect(query.has('adult')).toBe(false)
  })
})

describe('the product link of a result', () => {
  it.each<[string, string, Flow, string]>([
    [
      'booking keeps the party and dates in the hash',
      'a=2&c=1&checkin=2026-12-04&nights=2&stars=5',
      'booking',
      '#a=2&c=1&checkin=2026-12-04&nights=2',
    ],
    ['gifting names the flow and drops the dates', 'a=2&checkin=2026-12-04&nights=2', 'gifting', '?flow=gifting#a=2'],
  ])('%s', (_rule, text, flow, expected) => {
    expect(productLinkSuffix(hash(text), flow)).toBe(expected)
  })
})
