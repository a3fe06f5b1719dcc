import { describe, expect, it } from 'vitest'
import {
  FILTER_KEYS,
  clearFilters,
  countAppliedFilters,
  facetQuery,
  facilitiesWithPets,
  splitPets,
  type Filters,
} from '../../../../shared/rules/filters'
import { applyFilters, clearFilterGroup, isOptionDisabled, sameFilters } from '../../../../shared/rules/filter-edits'
import type { SearchCriteria } from '../../../../shared/search/criteria'
import type { Flow } from '../../../../shared/sites'

const base: SearchCriteria = { a: 2, c: 0, b: 0, city: '75056', checkin: '2026-12-04', sort: 'promo' }

describe('applied-filters counter', () => {
  it.each<[string, Partial<SearchCriteria>, Flow, number]>([
    ['no filter counts 0', {}, 'booking', 0],
    ['each activity counts', { tags: ['12', '15'] }, 'booking', 2],
    ['each star counts', { stars: [5, 4] }, 'booking', 2],
    ['each facility counts', { facilities: ['spa', 'pool'] }, 'booking', 2],
    ['pets count as a facility', { facilities: ['spa'], petsAllowed: true }, 'booking', 2],
    [
      'each amenity (type, environment, style) counts',
      { hotelTypes: ['castle'], hotelEnvironments: ['sea'], hotelStyles: ['design'] },
      'booking',
      3,
    ],
    ['a score counts once', { hotelScore: 8 }, 'booking', 1],
    ['a budget that differs from the defaults counts once', { priceMin: 4000, priceMax: 12000 }, 'booking', 1],
    ['a budget equal to the defaults does not count', { priceMin: 900, priceMax: 25000 }, 'booking', 0],
    ['a distance that differs from the defaults counts once', { distanceMin: 10, distanceMax: 50 }, 'booking', 1],
    ['the default distance around a location does not count', { lat: 45, lng: 4, distanceMin: 0, distanceMax: 200 }, 'booking', 0],
    ['a location whose distance was unticked does not count', { lat: 45, lng: 4 }, 'booking', 0],
    [
      'everything adds up',
      { tags: ['1'], stars: [3], facilities: ['spa'], hotelTypes: ['b'], hotelScore: 9, priceMax: 10000, distanceMax: 100 },
      'booking',
      7,
    ],
  ])('%s', (_rule, filters, flow, expected) => {
    expect(countAppliedFilters({ ...base, ...filters }, flow)).toBe(expected)
  })
})

describe('pets and facet options', () => {
  it.each([
    ['pets go to petsAllowed', ['spa', 'pets'], { facilities: ['spa'], petsAllowed: true }],
    ['no pets is false', ['spa'], { facilities: ['spa'], petsAllowed: false }],
  ])('%s', (_rule, facilities, expected) => {
    expect(splitPets(facilities)).toEqual(expected)
  })

  it('shows petsAllowed as the pets facility in the UI', () => {
    expect(facilitiesWithPets({ facilities: ['spa'], petsAllowed: true })).toEqual(['spa', 'pets'])
  })

  it.each([
    [0, true],
    [1, false],
  ])('an option with count %d is disabled: %s', (count, expected) => {
    expect(isOptionDisabled({ count })).toBe(expected)
  })
})

describe('apply and clear', () => {
  it.each<[string, Filters, SearchCriteria]>([
    ['set filters are written', { stars: [5], hotelScore: 8 }, { ...base, stars: [5], hotelScore: 8 }],
    ['unset filter keys are removed', { stars: [] }, base],
    ['pets move out of facilities', { facilities: ['pets', 'spa'] }, { ...base, facilities: ['spa'], petsAllowed: true }],
    ['only pets leaves no facilities', { facilities: ['pets'] }, { ...base, petsAllowed: true }],
    ['petsAllowed false is removed', { petsAllowed: false }, base],
  ])('applying: %s', (_rule, filters, expected) => {
    expect(applyFilters({ ...base, stars: [3], tags: ['9'], distanceMax: 50 }, filters)).toEqual(expected)
  })

  it('clearing removes every filter key and keeps the rest', () => {
    const all = { ...base, stars: [5], tags: ['1'], priceMin: 4000, petsAllowed: true, distanceMin: 0, distanceMax: 20, hotelScore: 8 }
    const cleared = clearFilters(all)
    expect(cleared).toEqual(base)
    for (const key of FILTER_KEYS) expect(cleared).not.toHaveProperty(key)
  })

  it.each([
    ['budget', { ...base, priceMin: 100, stars: [5] }, { ...base, stars: [5] }],
    ['facilities', { ...base, facilities: ['spa'], petsAllowed: true, stars: [5] }, { ...base, stars: [5] }],
    ['distance', { ...base, distanceMin: 1, distanceMax: 5 }, base],
  ] as const)('resetting the %s group removes only it', (group, criteria, expected) => {
    expect(clearFilterGroup(criteria, group)).toEqual(expected)
  })
})

describe('a filter equal to the URL launches no search', () => {
  it.each<[string, Filters, Filters, boolean]>([
    ['identical filters are equal', { stars: [5, 4] }, { stars: [5, 4] }, true],
    ['list order does not matter', { stars: [4, 5], tags: ['b', 'a'] }, { stars: [5, 4], tags: ['a', 'b'] }, true],
    ['an empty list equals no list', { facilities: [] }, {}, true],
    ['pets as facility equals petsAllowed', { facilities: ['pets'] }, { petsAllowed: true }, true],
    ['a different score differs', { hotelScore: 8 }, { hotelScore: 9 }, false],
    ['an added star differs', { stars: [5] }, { stars: [5, 4] }, false],
  ])('%s', (_rule, a, b, expected) => {
    expect(sameFilters(a, b)).toBe(expected)
  })
})

describe('facet refresh query', () => {
  const criteria: SearchCriteria = {
    ...base,
    hotelTypes: ['castle', 'bb'],
    stars: [5, 4],
    hotelScore: 8,
    priceMin: 4000,
    priceMax: 12000,
    facilities: ['spa', 'pets'],
    tags: ['12'],
    lat: 45.1,
    lng: 4.2,
  }

  it.each<[string, Flow, Partial<SearchCriteria>, Record<string, string>]>([
    [
      'booking sends comma lists, price keys and pets apart; no distance when inactive',
      'booking',
      {},
      {
        hotelType: 'castle,bb',
        stars: '5,4',
        minHotelReviewScore: '8',
        priceMin: '4000',
        priceMax: '12000',
        facilities: 'spa',
        petsAllowed: 'true',
        tags: '12',
      },
    ],
    [
      'gifting uses the single-voucher price keys',
      'gifting',
      {},
      {
        hotelType: 'castle,bb',
        stars: '5,4',
        minHotelReviewScore: '8',
        singleVoucherPriceMin: '4000',
        singleVoucherPriceMax: '12000',
        facilities: 'spa',
        petsAllowed: 'true',
        tags: '12',
      },
    ],
    [
      'an active distance sends distance and lat/lng',
      'booking',
      { distanceMax: 50 },
      {
        hotelType: 'castle,bb',
        stars: '5,4',
        minHotelReviewScore: '8',
        priceMin: '4000',
        priceMax: '12000',
        facilities: 'spa',
        petsAllowed: 'true',
        distanceMax: '50',
        lat: '45.1',
        lng: '4.2',
        tags: '12',
      },
    ],
  ])('%s', (_rule, flow, extra, expected) => {
    expect(facetQuery({ ...criteria, ...extra }, flow, false)).toEqual(expected)
  })

  it('asks for activities when requested', () => {
    expect(facetQuery(base, 'booking', true)).toEqual({ includeActivities: 'true' })
  })
})
