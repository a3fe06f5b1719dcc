import { describe, expect, it } from 'vitest'
import type { SearchCriteria } from '../../../../shared/search/criteria'
import {
  FALLBACK_LIMIT,
  FALLBACK_TABLE,
  fallbackDestinationKind,
  fallbackSearches,
  widenDestination,
  type FallbackDestinationKind,
  type ResolvedDestination,
} from '../../../../shared/search/fallback'
import { needsFallback, resultsInfo } from '../../../../shared/search/results-info'

const D: SearchCriteria = { a: 2, c: 0, b: 0 }
const DATES = { checkin: '2026-12-04', checkout: '2026-12-06', nights: 2 } as const
const lyon: ResolvedDestination = { kind: 'city', id: '69123', lat: 45.76, lng: 4.83, parentRegionId: '84', countryCode: 'FR' }
const rhone: ResolvedDestination = { kind: 'department', id: '69', lat: 45.9, lng: 4.6, parentRegionId: '84', countryCode: 'FR' }
const aura: ResolvedDestination = { kind: 'region', id: '84', countryCode: 'FR' }
const loire: ResolvedDestination = { kind: 'touristicregion', id: 'loire', lat: 47.4, lng: 0.7, countryCode: 'FR' }
const chamonix: ResolvedDestination = { kind: 'skiresort', id: '6001', lat: 45.92, lng: 6.87 }
const cassis: ResolvedDestination = { kind: 'searesort', id: '7011', lat: 43.21, lng: 5.54 }
const around: ResolvedDestination = { kind: 'latlng', lat: 45.76, lng: 4.83 }
const nowhere: ResolvedDestination = { kind: 'none' }

/** Short form of a fallback: destination/dates/category. */
const shape = (criteria: SearchCriteria, destination: ResolvedDestination) =>
  fallbackSearches(criteria, destination).map((f) => `${f.key.destination}/${f.key.dates}/${f.key.category}`)

describe('the fallback table', () => {
  it('has one row per destination kind × dates × category', () => {
    expect(FALLBACK_TABLE).toHaveLength(16)
    const keys = new Set(FALLBACK_TABLE.map((r) => `${r.destination}/${r.dates}/${r.category}`))
    expect(keys.size).toBe(16)
  })

  it.each(FALLBACK_TABLE.map((r) => [`${r.destination}, dates ${r.dates}, category ${r.category}`, r] as const))(
    'row %s only relaxes what is present and never widens coordinates or nothing',
    (_name, row) => {
      for (const steps of row.variants) {
        if (!row.dates) expect(steps).not.toContain('dropDates')
        if (!row.category) expect(steps).not.toContain('dropCategory')
        if (row.destination === 'latitude' || row.destination === 'none') expect(steps).not.toContain('widen')
      }
    },
  )

  it.each<[ResolvedDestination['kind'], FallbackDestinationKind]>([
    ['city', 'other'],
    ['poi', 'other'],
    ['hotel', 'other'],
    ['department', 'other'],
    ['region', 'other'],
    ['country', 'other'],
    ['touristicregion', 'touristic'],
    ['skiresort', 'touristic'],
    ['searesort', 'touristic'],
    ['latlng', 'latitude'],
    ['none', 'none'],
  ])('a %s destination uses the %s rows', (kind, expected) => {
    expect(fallbackDestinationKind({ kind })).toBe(expected)
  })
})

describe('variants chosen by the table', () => {
  const cases: [string, SearchCriteria, ResolvedDestination, string[]][] = [
    [
      'city + dates + theme: widen, drop dates, drop theme, all three',
      { ...D, city: '69123', ...DATES, theme: 4 },
      lyon,
      ['around/same/same', 'same/removed/same', 'same/same/removed', 'around/removed/removed'],
    ],
    [
      'city + dates: widen, drop dates, both',
      { ...D, city: '69123', ...DATES },
      lyon,
      ['around/same/same', 'same/removed/same', 'around/removed/same'],
    ],
    [
      'city + theme: widen, drop theme, both',
      { ...D, city: '69123', theme: 4 },
      lyon,
      ['around/same/same', 'same/same/removed', 'around/same/removed'],
    ],
    ['city alone: widen', { ...D, city: '69123' }, lyon, ['around/same/same']],
    [
      'department + dates: region, drop dates, both',
      { ...D, department: '69', ...DATES },
      rhone,
      ['widened/same/same', 'same/removed/same', 'widened/removed/same'],
    ],
    [
      'touristic + dates + theme: drop dates, drop theme, widen',
      { ...D, touristicregion: 'loire', ...DATES, theme: 4 },
      loire,
      ['same/removed/same', 'same/same/removed', 'widened/same/same'],
    ],
    [
      'ski resort + dates: drop dates, then 30 km around it',
      { ...D, skiresort: '6001', ...DATES },
      chamonix,
      ['same/removed/same', 'around/same/same'],
    ],
    [
      'seaside resort + theme: drop theme, then 30 km around it',
      { ...D, searesort: '7011', theme: 4 },
      cassis,
      ['same/same/removed', 'around/same/same'],
    ],
    ['ski resort alone: 30 km around it', { ...D, skiresort: '6001' }, chamonix, ['around/same/same']],
    [
      'around coordinates + dates + theme: never widened',
      { ...D, lat: 45.76, lng: 4.83, ...DATES, theme: 4 },
      around,
      ['around/removed/same', 'around/same/removed', 'around/removed/removed'],
    ],
    ['around coordinates + dates: drop dates', { ...D, lat: 45.76, lng: 4.83, ...DATES }, around, ['around/removed/same']],
    ['around coordinates + theme: drop theme', { ...D, lat: 45.76, lng: 4.83, theme: 4 }, around, ['around/same/removed']],
    ['around coordinates alone: nothing to relax', { ...D, lat: 45.76, lng: 4.83 }, around, []],
    [
      'no destination + dates + theme: drop dates, theme, both',
      { ...D, ...DATES, theme: 4 },
      nowhere,
      ['same/removed/same', 'same/same/removed', 'same/removed/removed'],
    ],
    ['no destination + dates: drop dates', { ...D, ...DATES }, nowhere, ['same/removed/same']],
    ['no destination + theme: drop theme', { ...D, theme: 4 }, nowhere, ['same/same/removed']],
    ['nothing at all: no fallback', D, nowhere, []],
    [
      'a country cannot widen: its widening variants are skipped',
      { ...D, country: 'FR', ...DATES },
      { kind: 'country', id: 'FR' },
      ['same/removed/same'],
    ],
    ['a city without coordinates cannot widen', { ...D, city: 'x', theme: 4 }, { kind: 'city', id: 'x' }, ['same/same/removed']],
  ]

  it.each(cases)('%s', (_rule, criteria, destination, expected) => {
    expect(shape(criteria, destination)).toEqual(expected)
  })

  it('has a case for every row of the table', () => {
    const rowOf = ([, criteria, destination]: (typeof cases)[number]) =>
      `${fallbackDestinationKind(destination)}/${criteria.checkin !== undefined}/${criteria.theme !== undefined}`
    expect(new Set(cases.map(rowOf))).toEqual(new Set(FALLBACK_TABLE.map((r) => `${r.destination}/${r.dates}/${r.category}`)))
  })
})

describe('destination widening', () => {
  it.each<[string, SearchCriteria, ResolvedDestination, object]>([
    [
      'a city becomes 30 km around its coordinates',
      { ...D, city: '69123' },
      lyon,
      { criteria: { ...D, lat: 45.76, lng: 4.83, distanceMin: 0, distanceMax: 30 }, destination: 'around', value: '30' },
    ],
    [
      'a point of interest becomes 30 km around it',
      { ...D, poi: 'fourviere' },
      { kind: 'poi', lat: 45.76, lng: 4.82 },
      { criteria: { ...D, lat: 45.76, lng: 4.82, distanceMin: 0, distanceMax: 30 }, destination: 'around' },
    ],
    [
      'a ski resort becomes 30 km around it',
      { ...D, skiresort: '6001' },
      chamonix,
      { criteria: { ...D, lat: 45.92, lng: 6.87, distanceMin: 0, distanceMax: 30 }, destination: 'around', value: '30' },
    ],
    [
      'a seaside resort becomes 30 km around it',
      { ...D, searesort: '7011' },
      cassis,
      { criteria: { ...D, lat: 43.21, lng: 5.54, distanceMin: 0, distanceMax: 30 }, destination: 'around', value: '30' },
    ],
    [
      'a department becomes its region',
      { ...D, department: '69' },
      rhone,
      { criteria: { ...D, region: '84' }, destination: 'widened', value: '84' },
    ],
    [
      'a region becomes the country',
      { ...D, region: '84' },
      aura,
      { criteria: { ...D, country: 'FR' }, destination: 'widened', value: 'FR' },
    ],
    [
      'a touristic region becomes the country',
      { ...D, touristicregion: 'loire' },
      loire,
      { criteria: { ...D, country: 'FR' }, destination: 'widened', value: 'FR' },
    ],
  ])('%s', (_rule, criteria, destination, expected) => {
    expect(widenDestination(criteria, destination)).toMatchObject(expected)
  })

  it.each<[string, ResolvedDestination]>([
    ['a country', { kind: 'country', id: 'FR' }],
    ['a department without region', { kind: 'department', id: '69' }],
    ['coordinates', around],
  ])('%s cannot be widened', (_rule, destination) => {
    expect(widenDestination(D, destination)).toBeNull()
  })
})

describe('fallback searches', () => {
  const criteria: SearchCriteria = { ...D, city: '69123', ...DATES, theme: 4, sort: 'promo', stars: [4] }
  const searches = fallbackSearches(criteria, lyon, ['h1', 'h2', 'h1'])

  it('each fetches 3 results and excludes the hotels already found', () => {
    for (const s of searches) {
      expect(s.limit).toBe(FALLBACK_LIMIT)
      expect(s.limit).toBe(3)
      expect(s.excludeHotelIds).toEqual(['h1', 'h2'])
    }
  })

  it('numbers the fallbacks in order', () => {
    expect(searches.map((s) => s.key.order)).toEqual([1, 2, 3, 4])
  })

  it.each([
    ['a widened destination sorts by distance from the original place', 0, 'distance', { lat: 45.76, lng: 4.83 }],
    ['an unchanged destination keeps the chosen sort', 1, 'promo', null],
  ])('%s', (_rule, index, sort, origin) => {
    expect(searches[index]?.sort).toBe(sort)
    expect(searches[index]?.criteria.sort).toBe(sort)
    expect(searches[index]?.origin).toEqual(origin)
  })

  it('removes dates and theme but keeps other filters', () => {
    const last = searches[3]?.criteria
    expect(last).toEqual({ ...D, lat: 45.76, lng: 4.83, distanceMin: 0, distanceMax: 30, stars: [4], sort: 'distance' })
  })

  it('searches around coordinates sort by distance', () => {
    const [first] = fallbackSearches({ ...D, lat: 45.76, lng: 4.83, ...DATES }, around)
    expect(first?.sort).toBe('distance')
    expect(first?.criteria).toEqual({ ...D, lat: 45.76, lng: 4.83, sort: 'distance' })
  })

  it.each([
    [5, 20, true],
    [20, 20, false],
  ])('%d exact results for a page of %d need fallbacks: %s', (exact, size, expected) => {
    expect(needsFallback(exact, size)).toBe(expected)
  })
})

describe('results info line', () => {
  const base = { flow: 'booking', error: false, loadingFallbacks: false, exactCount: 0, fallbackCount: 0 } as const
  it.each([
    ['a fetch error says something went wrong', { error: true }, { kind: 'message', message: { id: 'search.error' } }],
    ['a loader shows while fallbacks load', { loadingFallbacks: true, exactCount: 3 }, { kind: 'loading' }],
    [
      'few exact results with fallbacks show the suggestion notice',
      { exactCount: 3, fallbackCount: 2 },
      { kind: 'message', message: { id: 'search.fallback.some' } },
    ],
    ['no exact result with fallbacks says so', { fallbackCount: 2 }, { kind: 'message', message: { id: 'search.fallback.noExact' } }],
    [
      'nothing at all offers to remove all filters',
      {},
      { kind: 'message', message: { id: 'search.noResults' }, action: { id: 'search.removeAllFilters' } },
    ],
    ['enough exact results show nothing', { exactCount: 20 }, { kind: 'none' }],
    ['no activity has its own message', { flow: 'activity' }, { kind: 'message', message: { id: 'search.noActivity' } }],
  ] as const)('%s', (_rule, extra, expected) => {
    expect(resultsInfo({ ...base, ...extra })).toEqual(expected)
  })
})
