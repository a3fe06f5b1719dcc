import { describe, expect, it } from 'vitest'
import {
  CITY_DISTANCE,
  DISTANCE_LIMITS,
  NEARBY_DEFAULT_DISTANCE,
  NEARBY_DISTANCES,
  WIDENED_RADIUS,
  clampDistance,
  clearDistance,
  distanceDefaults,
  distanceDiffersFromDefault,
  isDistanceActive,
  withUserLocation,
} from '../../../../shared/rules/distance'
import { nearbyLabel, toDistanceFilter, toggleIncludeAround, withNearbySearch } from '../../../../shared/rules/distance-edits'
import type { SearchCriteria } from '../../../../shared/search/criteria'
import type { Flow } from '../../../../shared/sites'

const base: SearchCriteria = { a: 2, c: 0, b: 0 }

describe('distance constants', () => {
  it('spans 0 to 300 km, nearby options 100/200/300 with 200 by default, widened radius 30', () => {
    expect(DISTANCE_LIMITS).toEqual({ min: 0, max: 300 })
    expect(NEARBY_DISTANCES).toEqual([100, 200, 300])
    expect(NEARBY_DEFAULT_DISTANCE).toBe(200)
    expect(WIDENED_RADIUS).toEqual({ min: 0, max: 30 })
    expect(CITY_DISTANCE).toEqual({ min: 0, max: 30 })
  })

  it.each([
    ['a value inside is kept', 120, 120],
    ['a value above 300 is clamped to 300', 450, 300],
    ['a negative value is clamped to 0', -5, 0],
    ['NaN counts as 0', Number.NaN, 0],
  ])('%s', (_rule, km, expected) => {
    expect(clampDistance(km)).toBe(expected)
  })

  it('orders and clamps slider values', () => {
    expect(toDistanceFilter(350, 20)).toEqual({ distanceMin: 20, distanceMax: 300 })
  })
})

describe('distance defaults and activity', () => {
  it.each<[string, Flow, Partial<SearchCriteria>, object]>([
    ['booking with lat and lng defaults to 0–200', 'booking', { lat: 48.85, lng: 2.35 }, { distanceMin: 0, distanceMax: 200 }],
    ['gifting with lat and lng defaults to 0–200', 'gifting', { lat: 48.85, lng: 2.35 }, { distanceMin: 0, distanceMax: 200 }],
    ['hotel has no distance default', 'hotel', { lat: 48.85, lng: 2.35 }, {}],
    ['activity has no distance default', 'activity', { lat: 48.85, lng: 2.35 }, {}],
    ['booking without coordinates has no default', 'booking', {}, {}],
    ['booking with lat only has no default', 'booking', { lat: 48.85 }, {}],
  ])('%s', (_rule, flow, coords, expected) => {
    expect(distanceDefaults(flow, coords)).toEqual(expected)
  })

  it.each([
    ['nothing set is inactive', {}, false],
    ['a minimum makes it active', { distanceMin: 10 }, true],
    ['a maximum makes it active', { distanceMax: 100 }, true],
  ])('distance filter: %s', (_rule, filter, expected) => {
    expect(isDistanceActive(filter)).toBe(expected)
  })

  it.each<[string, Flow, Partial<SearchCriteria>, boolean]>([
    ['the default around a location does not count', 'booking', { lat: 1, lng: 2, distanceMin: 0, distanceMax: 200 }, false],
    ['a narrower radius counts', 'booking', { lat: 1, lng: 2, distanceMin: 0, distanceMax: 100 }, true],
    ['no distance without location does not count', 'booking', {}, false],
    ['a location without any distance (the box unticked) does not count', 'booking', { lat: 1, lng: 2 }, false],
    ['a minimum alone around a location counts', 'gifting', { lat: 1, lng: 2, distanceMin: 10 }, true],
    ['a distance in the hotel flow counts', 'hotel', { lat: 1, lng: 2, distanceMin: 0, distanceMax: 200 }, true],
  ])('applied-filter counter: %s', (_rule, flow, extra, expected) => {
    expect(distanceDiffersFromDefault(flow, { ...base, ...extra })).toBe(expected)
  })

  it.each([
    ['ticking "Include offers around" enables the full range', true, {}, { distanceMin: 0, distanceMax: 300 }],
    ['ticking keeps and clamps current values', true, { distanceMin: 20, distanceMax: 500 }, { distanceMin: 20, distanceMax: 300 }],
    ['unticking resets to no minimum and no maximum', false, { distanceMin: 20, distanceMax: 100 }, {}],
  ])('%s', (_rule, checked, current, expected) => {
    expect(toggleIncludeAround(checked, current)).toEqual(expected)
  })
})

describe('user location and nearby search', () => {
  const withPlace: SearchCriteria = { ...base, city: '75056', region: '11', theme: 4, distanceMin: 50 }

  it('a user location clears place fields, sets lat/lng and the city distance', () => {
    expect(withUserLocation(withPlace, 45.76, 4.83)).toEqual({ ...base, theme: 4, lat: 45.76, lng: 4.83, distanceMin: 0, distanceMax: 30 })
  })

  it.each([
    ['uses the chosen option', 100, 100],
    ['falls back to 200 for an unknown option', 150, 200],
  ])('"Travel locally!" %s', (_rule, km, expected) => {
    expect(withNearbySearch(withPlace, 45.76, 4.83, km)).toEqual({
      ...base,
      theme: 4,
      lat: 45.76,
      lng: 4.83,
      distanceMin: 0,
      distanceMax: expected,
    })
  })

  it('clearing the distance keeps everything else', () => {
    expect(clearDistance({ ...base, lat: 1, lng: 2, distanceMin: 0, distanceMax: 30 })).toEqual({ ...base, lat: 1, lng: 2 })
  })

  it.each([
    ['without a city reads "Less than 2h"', undefined, { id: 'destination.nearby' }],
    ['with a city names it', 'Lyon', { id: 'destination.nearby.from', values: { city: 'Lyon' } }],
  ])('the nearby entry %s', (_rule, city, expected) => {
    expect(nearbyLabel(city)).toEqual(expected)
  })
})
