import { describe, expect, it } from 'vitest'
import { addressOf, mapPlace } from '../../../../../client/components/map/map-place'

const hotel = (location: Partial<{ address: string; zipCode: string; label: string; latitude: number; longitude: number }>) => ({
  label: 'Hôtel du Lac',
  location: { label: 'Annecy', uri: '', address: '1 quai du Lac', zipCode: '74000', latitude: 45.9, longitude: 6.13, ...location },
})

describe("a hotel's address on one line", () => {
  it.each([
    { location: {}, want: '1 quai du Lac, 74000 Annecy' },
    { location: { address: '' }, want: '74000 Annecy' },
    { location: { zipCode: '' }, want: '1 quai du Lac, Annecy' },
    { location: { address: '', zipCode: '', label: '' }, want: '' },
  ])('$want', ({ location, want }) => {
    expect(addressOf(hotel(location))).toBe(want)
  })
})

describe('a hotel as the place of a map', () => {
  it('is its name, address and position', () => {
    expect(mapPlace(hotel({}))).toEqual({ name: 'Hôtel du Lac', address: '1 quai du Lac, 74000 Annecy', latitude: 45.9, longitude: 6.13 })
  })

  it.each([
    { name: 'no position (0, 0)', latitude: 0, longitude: 0 },
    { name: 'a latitude out of range', latitude: 91, longitude: 6 },
    { name: 'a longitude out of range', latitude: 45, longitude: -181 },
    { name: 'a position that is not a number', latitude: Number.NaN, longitude: 6 },
  ])('has no map with $name', ({ latitude, longitude }) => {
    expect(mapPlace(hotel({ latitude, longitude }))).toBeNull()
  })

  it('has a map on the equator or the meridian', () => {
    expect(mapPlace(hotel({ latitude: 0, longitude: 6 }))).not.toBeNull()
    expect(mapPlace(hotel({ latitude: 45, longitude: 0 }))).not.toBeNull()
  })
})
