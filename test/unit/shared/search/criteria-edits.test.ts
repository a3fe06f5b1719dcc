import { describe, expect, it } from 'vitest'
import type { SearchCriteria } from '../../../../shared/search/criteria'
import {
  FAMILY_THEME_ID,
  clearLocation,
  hasLatLng,
  omitKeys,
  placeOf,
  showsFamilyMessage,
  stayNights,
  switchFlow,
  withFamilyTheme,
  withPax,
} from '../../../../shared/search/criteria-edits'
import { paxOf, withLocationOf, withPlace } from '../../../../shared/search/field-edits'
import type { Flow } from '../../../../shared/sites'

const D: SearchCriteria = { a: 2, c: 0, b: 0 }
const search: SearchCriteria = {
  a: 3,
  c: 1,
  b: 0,
  s: true,
  checkin: '2026-12-04',
  checkout: '2026-12-06',
  nights: 2,
  city: '69123',
  theme: 4,
  sort: 'promo',
  stars: [5],
}

describe('flow switch on the results page', () => {
  it.each<[string, SearchCriteria, Flow, SearchCriteria]>([
    ['switching to activity clears the criteria', search, 'activity', D],
    [
      'switching to gifting drops dates, forces 2/0/0 and drops promo',
      search,
      'gifting',
      { a: 2, c: 0, b: 0, city: '69123', theme: 4, stars: [5] },
    ],
    ['switching to hotel drops promo and the theme but keeps dates and pax', search, 'hotel', { ...omitKeys(search, ['sort', 'theme']) }],
    ['switching to gifting keeps priceQuality', { ...D, sort: 'priceQuality' }, 'gifting', { ...D, sort: 'priceQuality' }],
    [
      'switching to gifting keeps distance with coordinates',
      { ...D, lat: 1, lng: 2, sort: 'distance' },
      'gifting',
      { ...D, lat: 1, lng: 2, sort: 'distance' },
    ],
    ['switching to booking keeps popularity', { ...D, sort: 'popularity' }, 'booking', { ...D, sort: 'popularity' }],
  ])('%s', (_rule, criteria, flow, expected) => {
    expect(switchFlow(criteria, flow)).toEqual(expected)
  })
})

describe('family theme', () => {
  it.each([
    ['children without family theme show the message', { ...D, c: 1 }, true],
    ['babies without family theme show the message', { ...D, b: 1, theme: 4 }, true],
    ['the family theme hides it', { ...D, c: 1, theme: 39 }, false],
    ['adults only hide it', D, false],
  ])('%s', (_rule, criteria, expected) => {
    expect(showsFamilyMessage(criteria)).toBe(expected)
  })

  it.each([
    ['booking', true],
    ['hotel', false],
    ['gifting', false],
    ['activity', false],
  ] as const)('children in the hash of the %s flow: message shown %s', (flow, expected) => {
    expect(showsFamilyMessage({ ...D, c: 1 }, flow)).toBe(expected)
    expect(showsFamilyMessage({ ...D, b: 2, theme: 4 }, flow)).toBe(expected)
  })

  it('the family link sets theme 39', () => {
    expect(withFamilyTheme({ ...D, theme: 4 })).toEqual({ ...D, theme: FAMILY_THEME_ID })
    expect(FAMILY_THEME_ID).toBe(39)
  })
})

describe('destination and pax edits', () => {
  it('focusing the destination resets every location filter', () => {
    expect(clearLocation({ ...D, city: '1', poi: '2', lat: 1, lng: 2, distanceMin: 0, distanceMax: 30, theme: 4 })).toEqual({
      ...D,
      theme: 4,
    })
  })

  it('leaving the destination without a choice puts back the location its focus cleared, and only it', () => {
    const before: SearchCriteria = { ...D, city: '1', distanceMin: 0, distanceMax: 30, theme: 4 }
    const edited: SearchCriteria = { ...clearLocation(before), a: 3, theme: 7 }
    expect(withLocationOf(edited, before)).toEqual({ ...D, city: '1', distanceMin: 0, distanceMax: 30, a: 3, theme: 7 })
    expect(withLocationOf({ ...D, region: '84' }, { ...D, lat: 1, lng: 2 })).toEqual({ ...D, lat: 1, lng: 2 })
  })

  it('choosing a place replaces the previous one', () => {
    expect(withPlace({ ...D, city: '1', lat: 1, lng: 2 }, 'region', '84')).toEqual({ ...D, region: '84' })
    expect(placeOf({ ...D, region: '84' })).toEqual({ key: 'region', id: '84' })
    expect(placeOf(D)).toBeNull()
  })

  it.each([
    ['reads the party and forces the single room with children', { ...D, c: 1 }, { adults: 2, children: 1, babies: 0, singleRoom: true }],
    ['keeps an explicit single room', { ...D, s: true }, { adults: 2, children: 0, babies: 0, singleRoom: true }],
  ])('paxOf %s', (_rule, criteria, expected) => {
    expect(paxOf(criteria)).toEqual(expected)
  })

  it('writes a party back, s only when true', () => {
    expect(withPax({ ...D, s: true }, { adults: 1, children: 0, babies: 0, singleRoom: false })).toEqual({ a: 1, c: 0, b: 0 })
  })

  it.each([
    ['nights when given', { ...D, nights: 3, checkin: '2026-12-04', checkout: '2026-12-05' }, 3],
    ['checkout minus checkin otherwise', { ...D, checkin: '2026-12-04', checkout: '2026-12-06' }, 2],
    ['nothing without dates', D, undefined],
  ])('stay nights are %s', (_rule, criteria, expected) => {
    expect(stayNights(criteria)).toBe(expected)
  })

  it('needs both coordinates', () => {
    expect(hasLatLng({ ...D, lat: 1, lng: 2 })).toBe(true)
    expect(hasLatLng({ ...D, lat: 1 })).toBe(false)
  })
})
