import { describe, expect, it } from 'vitest'
import { parseCriteriaHash } from '../../../../../shared/search/criteria'
import { areaCriteria, distanceKm, MAP_ZOOM, nearestMarker, zoomForCriteria } from '../../../../../client/components/map/map-geometry'

describe('map opening zoom', () => {
  it('uses the spec levels', () => expect(MAP_ZOOM).toEqual({ hotel: 14, city: 12, department: 9, region: 8, large: 6 }))
  it.each([
    ['a hotel', 'hotel=4', 14],
    ['a city', 'city=4', 12],
    ['a place of interest', 'poi=4', 12],
    ['a department', 'department=31', 9],
    ['a region', 'region=84', 8],
    ['a touristic region', 'touristicregion=2', 8],
    ['a country', 'country=FR', 6],
    ['no destination', 'a=2', 6],
    ['30 km around a point', 'lat=45&lng=5&distanceMin=0&distanceMax=30', 9],
    ['100 km around a point', 'lat=45&lng=5&distanceMax=100', 8],
    ['300 km around a point', 'lat=45&lng=5&distanceMax=300', 6],
  ])('%s', (_case, text, zoom) => {
    expect(zoomForCriteria(parseCriteriaHash(text))).toBe(zoom)
  })
})

describe('search in this area', () => {
  it('measures great-circle distances', () => {
    expect(distanceKm({ lat: 48.8566, lng: 2.3522 }, { lat: 45.764, lng: 4.8357 })).toBeCloseTo(391.5, 0)
  })
  it('replaces the place by the visible centre and a radius to the nearest edge, keeping the other criteria', () => {
    const next = areaCriteria(parseCriteriaHash('city=5&stars=5&a=3'), { north: 46, south: 44, east: 6, west: 4 })
    expect(next).toMatchObject({ a: 3, stars: [5], lat: 45, lng: 5, distanceMin: 0 })
    expect(next.city).toBeUndefined()
    // 1° of latitude is 111 km; 1° of longitude at 45° is 79 km: the nearest edge wins.
    expect(next.distanceMax).toBe(79)
  })
  it('never asks for more than 300 km', () => {
    expect(areaCriteria(parseCriteriaHash('a=2'), { north: 60, south: 30, east: 30, west: -20 }).distanceMax).toBe(300)
  })
})

describe('keyboard selection of a marker', () => {
  const at = (id: number, x: number, y: number) => ({ id, point: { x, y } })

  it('picks the drawn marker nearest the point', () => {
    const markers = [at(1, 10, 10), at(2, 190, 95), at(3, 300, 300)]
    expect(nearestMarker(markers, { x: 200, y: 100 })?.id).toBe(2)
    expect(nearestMarker(markers, { x: 0, y: 0 })?.id).toBe(1)
  })

  it('keeps the first of two markers at the same distance', () => {
    expect(nearestMarker([at(1, 0, 10), at(2, 0, -10)], { x: 0, y: 0 })?.id).toBe(1)
  })

  it('selects nothing when no marker is drawn', () => {
    expect(nearestMarker([], { x: 0, y: 0 })).toBeNull()
  })
})
