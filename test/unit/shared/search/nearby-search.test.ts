import { describe, expect, it } from 'vitest'
import type { NearbyCity } from '../../../../shared/api/autocomplete'
import { DEFAULT_CRITERIA, parseCriteriaHash, type SearchCriteria } from '../../../../shared/search/criteria'
import { destinationLabelOf, nearbyCityEntry, nearbySearchPosition, storedNearbyCity } from '../../../../shared/search/search-bar'

const lyon: NearbyCity = { id: 2996944, label: 'Lyon', latitude: 45.74846, longitude: 4.84671 }
const here = { lat: 45.764, lng: 4.8357 }

describe("the position of a 'Travel locally!' search (search.md §2.2)", () => {
  it('is the lat and lng of the hash when no place is set', () => {
    expect(nearbySearchPosition(parseCriteriaHash('a=2&lat=45.764&lng=4.8357&distanceMin=0&distanceMax=200'))).toEqual(here)
  })
  it.each<[string, SearchCriteria]>([
    ['no position', { ...DEFAULT_CRITERIA }],
    ['a latitude only', { ...DEFAULT_CRITERIA, lat: 45.7 }],
    ['a place, which wins over the position', { ...DEFAULT_CRITERIA, city: '2996944', lat: 45.7, lng: 4.8 }],
  ])('is null with %s', (_, criteria) => {
    expect(nearbySearchPosition(criteria)).toBeNull()
  })
})

describe('the destination label of the criteria', () => {
  it("is the 'Travel locally!' text given (named after the city once known) for a search around a position", () => {
    expect(destinationLabelOf({ ...DEFAULT_CRITERIA, lat: 45.764, lng: 4.8357 }, [], undefined, 'Less than 2h from Lyon')).toBe(
      'Less than 2h from Lyon',
    )
  })
  it('is the place, not the position, when both are set', () => {
    expect(destinationLabelOf({ ...DEFAULT_CRITERIA, city: '1', lat: 45.764, lng: 4.8357 }, [], 'Paris', 'Less than 2h')).toBe('Paris')
  })
  it('is empty for anywhere', () => {
    expect(destinationLabelOf({ ...DEFAULT_CRITERIA }, [], undefined, 'Less than 2h')).toBe('')
  })
})

describe('the city remembered for a searched position', () => {
  const entry = nearbyCityEntry('fr_FR', here, lyon)

  it('is read back for the same locale and position (to the 4 decimals asked for)', () => {
    expect(storedNearbyCity(entry, 'fr_FR', here)).toEqual(lyon)
    expect(storedNearbyCity(entry, 'fr_FR', { lat: 45.76401, lng: 4.83571 })).toEqual(lyon)
  })
  it('is not used for another position or locale (Belgium names its cities in two languages)', () => {
    expect(storedNearbyCity(entry, 'fr_FR', { lat: 45.77, lng: 4.8357 })).toBeUndefined()
    expect(storedNearbyCity(nearbyCityEntry('fr_BE', here, lyon), 'nl_BE', here)).toBeUndefined()
  })
  it.each([null, '', '{', '[]', '{"locale":"fr_FR","lat":45.764,"lng":4.8357}', '{"locale":"fr_FR","lat":"x","lng":4.8357,"city":{}}'])(
    'is undefined for a missing or malformed entry: %s',
    (text) => {
      expect(storedNearbyCity(text, 'fr_FR', here)).toBeUndefined()
    },
  )
})
