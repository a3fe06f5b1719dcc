import { describe, expect, it } from 'vitest'
import {
  CRITERIA_KEYS,
  DEFAULT_CRITERIA,
  normalizeCriteria,
  parseCriteriaHash,
  serializeCriteria,
  type SearchCriteria,
} from '../../../../shared/search/criteria'
import { parseCriteriaJson } from '../../../../shared/search/criteria-schema'

const D = DEFAULT_CRITERIA

describe('hash parsing, key by key', () => {
  it.each<[string, string, SearchCriteria]>([
    ['an empty hash gives 2 adults, 0 children, 0 babies', '', D],
    ['a leading # is ignored', '#a=3', { ...D, a: 3 }],
    ['pax are read', 'a=1&c=2&b=1&s=1', { a: 1, c: 2, b: 1, s: true }],
    ['21 adults are dropped (default 2)', 'a=21', D],
    ['0 adults are dropped', 'a=0', D],
    ['11 children are dropped', 'c=11', D],
    ['fractional babies are dropped', 'b=1.5', D],
    [
      'dates are read',
      'checkin=2026-12-04&checkout=2026-12-06&nights=2',
      { ...D, checkin: '2026-12-04', checkout: '2026-12-06', nights: 2 },
    ],
    ['night is read as nights', 'night=3', { ...D, nights: 3 }],
    ['an impossible date is dropped', 'checkin=2026-02-30', D],
    ['a checkout without checkin is dropped', 'checkout=2026-12-06', D],
    ['a checkout before checkin is dropped', 'checkin=2026-12-06&checkout=2026-12-04', { ...D, checkin: '2026-12-06' }],
    ['theme is a positive integer', 'theme=39', { ...D, theme: 39 }],
    ['a text theme is dropped', 'theme=spa', D],
    ['lat and lng are read together', 'lat=48.8566&lng=2.3522', { ...D, lat: 48.8566, lng: 2.3522 }],
    ['lat without lng is dropped', 'lat=48.8566', D],
    ['an out-of-range latitude drops both', 'lat=95&lng=2', D],
    [
      'place ids are read',
      'city=75056&poi=eiffel&touristicregion=loire-valley',
      { ...D, city: '75056', poi: 'eiffel', touristicregion: 'loire-valley' },
    ],
    ['a place id with markup is dropped', 'city=<script>', D],
    ['distances are read', 'distanceMin=0&distanceMax=120', { ...D, distanceMin: 0, distanceMax: 120 }],
    ['a distance above 300 is clamped', 'distanceMax=900', { ...D, distanceMax: 300 }],
    ['a negative distance is clamped to 0', 'distanceMin=-4', { ...D, distanceMin: 0 }],
    ['a minimum above the maximum is dropped', 'distanceMin=50&distanceMax=20', { ...D, distanceMax: 20 }],
    ['a known sort is read', 'sort=svPriceAsc', { ...D, sort: 'svPriceAsc' }],
    ['an unknown sort is dropped', 'sort=cheapest', D],
    [
      'lists are comma-separated',
      'hotelTypes=castle,manor&hotelEnvironments=sea&hotelStyles=design',
      { ...D, hotelTypes: ['castle', 'manor'], hotelEnvironments: ['sea'], hotelStyles: ['design'] },
    ],
    ['list garbage items are dropped one by one', 'stars=5,x,9,4,5', { ...D, stars: [5, 4] }],
    ['an all-garbage list is dropped', 'tags=<a>,%20', D],
    ['an encoded comma list is read', 'facilities=spa%2Cpool', { ...D, facilities: ['spa', 'pool'] }],
    ['score and prices are read', 'hotelScore=8&priceMin=4000&priceMax=12000', { ...D, hotelScore: 8, priceMin: 4000, priceMax: 12000 }],
    ['minHotelReviewScore is read as hotelScore', 'minHotelReviewScore=9', { ...D, hotelScore: 9 }],
    ['negative prices are dropped', 'priceMin=-100', D],
    ['petsAllowed accepts true', 'petsAllowed=true', { ...D, petsAllowed: true }],
    ['a boolean garbage value is dropped', 'petsAllowed=maybe', D],
    ['a prototype name as boolean value is dropped', 's=constructor&error=toString', D],
    [
      'gift keys are read',
      'giftFormat=physical&giftNights=2&giftAdults=2&bucket=3',
      { ...D, giftFormat: 'physical', giftNights: 2, giftAdults: 2, bucket: 3 },
    ],
    ['giftAdult is read as giftAdults', 'giftAdult=2', { ...D, giftAdults: 2 }],
    ['an unknown gift format is dropped', 'giftFormat=carrier-pigeon', D],
    ['bucket 4 is dropped', 'bucket=4', D],
    ['upsell and hotelId are read', 'upsell=availability&hotelId=h42', { ...D, upsell: 'availability', hotelId: 'h42' }],
    [
      'activity dates are id:date pairs',
      'activityDates=12:2026-12-05,15:2026-12-06',
      {
        ...D,
        activityDates: [
          { activityId: '12', date: '2026-12-05' },
          { activityId: '15', date: '2026-12-06' },
        ],
      },
    ],
    ['a malformed activity date is dropped', 'activityDates=12:tomorrow,15', D],
    ['error and isLoading flags are read', 'error=1&isLoading=1', { ...D, error: true, isLoading: true }],
    ['unknown keys are dropped', 'utm_source=mail&foo=bar', D],
    ['the first occurrence of a key wins', 'a=3&a=4', { ...D, a: 3 }],
    ['prototype names are ignored', 'constructor=1&__proto__=2&toString=3&hasOwnProperty=4', D],
    ['broken percent escapes never throw', 'a=%E0%A4%A&city=%ZZ', D],
  ])('%s', (_rule, hash, expected) => {
    expect(parseCriteriaHash(hash)).toEqual(expected)
  })

  it('accepts URLSearchParams', () => {
    expect(parseCriteriaHash(new URLSearchParams({ a: '4' }))).toEqual({ ...D, a: 4 })
  })
})

describe('serialisation', () => {
  const full: SearchCriteria = {
    isLoading: true,
    tags: ['12'],
    a: 2,
    c: 1,
    b: 0,
    s: true,
    checkin: '2026-12-04',
    checkout: '2026-12-06',
    nights: 2,
    theme: 39,
    city: '69123',
    sort: 'priceQuality',
    stars: [5, 4],
    priceMax: 12000,
    activityDates: [{ activityId: '12', date: '2026-12-05' }],
  }

  it('writes keys in the fixed spec order, skipping defaults and false', () => {
    expect(serializeCriteria(full)).toBe(
      'a=2&c=1&s=1&checkin=2026-12-04&checkout=2026-12-06&nights=2&theme=39&city=69123&sort=priceQuality&stars=5,4&priceMax=12000&tags=12&activityDates=12:2026-12-05&isLoading=1',
    )
  })

  it.each([
    ['always writes adults', D, 'a=2'],
    ['omits zero children and babies', { ...D, c: 0, b: 0 }, 'a=2'],
    ['omits false booleans', { ...D, petsAllowed: false, s: false }, 'a=2'],
    ['omits empty lists', { ...D, stars: [] }, 'a=2'],
    ['escapes reserved characters but keeps commas', { ...D, hotelTypes: ['a', 'b'] }, 'a=2&hotelTypes=a,b'],
    ['can write night for the booking summary', { ...D, nights: 3 }, 'a=2&night=3'],
  ] as const)('%s', (_rule, criteria, expected) => {
    const nightKey = expected.includes('night=') ? 'night' : 'nights'
    expect(serializeCriteria(criteria, { nightKey })).toBe(expected)
  })

  it('round-trips through the parser', () => {
    expect(parseCriteriaHash(serializeCriteria(full))).toEqual(full)
  })

  it('knows every key of search.md §3', () => {
    const spec =
      'a c b s checkin checkout nights theme lat lng city hotel region department country poi skiresort searesort touristicregion distanceMin distanceMax sort hotelTypes hotelEnvironments hotelStyles stars hotelScore priceMin priceMax facilities tags petsAllowed giftFormat giftNights giftAdults bucket upsell hotelId activityDates error isLoading'
    for (const key of spec.split(' ')) expect(CRITERIA_KEYS).toContain(key)
  })
})

describe('normalised cache key', () => {
  it.each([
    ['key order does not matter', 'city=1&a=2&theme=4', 'theme=4&a=2&city=1'],
    ['list order and duplicates do not matter', 'stars=3,5,4&tags=b,a', 'tags=a,b,b&stars=5,4,3'],
    ['defaults written or not are the same', 'a=2&c=0&b=0', ''],
    ['transient flags are ignored', 'a=2&error=1&isLoading=1', 'a=2'],
    ['night and nights are the same', 'night=2', 'nights=2'],
  ])('%s', (_rule, x, y) => {
    expect(normalizeCriteria(parseCriteriaHash(x))).toBe(normalizeCriteria(parseCriteriaHash(y)))
  })

  it('sorts numeric lists numerically', () => {
    expect(normalizeCriteria(parseCriteriaHash('stars=5,3,4'))).toBe('a=2&stars=3,4,5')
  })

  it('different criteria give different keys', () => {
    expect(normalizeCriteria(parseCriteriaHash('a=2'))).not.toBe(normalizeCriteria(parseCriteriaHash('a=3')))
  })
})

describe('JSON criteria schema', () => {
  it.each([
    ['fills defaults', {}, D],
    [
      'accepts a valid object',
      { a: 3, stars: [5], checkin: '2026-12-04', sort: 'distance' },
      { ...D, a: 3, stars: [5], checkin: '2026-12-04', sort: 'distance' },
    ],
    ['rejects a bad date', { checkin: '04/12/2026' }, null],
    ['rejects 21 adults', { a: 21 }, null],
    ['rejects an unknown sort', { sort: 'random' }, null],
    ['rejects a non-object', 'a=2', null],
  ])('%s', (_rule, input, expected) => {
    expect(parseCriteriaJson(input)).toEqual(expected)
  })
})
