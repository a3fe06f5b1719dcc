// Map rules that need no map library (search.md §2.5, site-wide.md §2
// "Maps"): the opening zoom per kind of destination and the search area of
// 'Search in this area'.
import type { SearchCriteria } from '../../../shared/search/criteria'
import { clearLocation, hasLatLng, placeOf } from '../../../shared/search/criteria-edits'
import { DISTANCE_LIMITS, clampDistance } from '../../../shared/rules/distance'

/** Zoom levels: a hotel 14, a city 12, a department 9, a region 8, anything larger 6. */
export const MAP_ZOOM = { hotel: 14, city: 12, department: 9, region: 8, large: 6 } as const

/** Opening zoom for the destination of the criteria (a radius around a point picks the level that holds it). */
export function zoomForCriteria(criteria: SearchCriteria): number {
  if (hasLatLng(criteria)) {
    const radius = criteria.distanceMax ?? DISTANCE_LIMITS.max
    if (radius <= 5) return MAP_ZOOM.city
    if (radius <= 60) return MAP_ZOOM.department
    if (radius <= 120) return MAP_ZOOM.region
    return MAP_ZOOM.large
  }
  switch (placeOf(criteria)?.key) {
    case 'hotel':
      return MAP_ZOOM.hotel
    case 'city':
    case 'poi':
    case 'skiresort':
    case 'searesort':
      return MAP_ZOOM.city
    case 'department':
      return MAP_ZOOM.department
    case 'region':
    case 'touristicregion':
      return MAP_ZOOM.region
    default:
      return MAP_ZOOM.large
  }
}

const EARTH_RADIUS_KM = 6371

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Visible bounds of the map, in degrees. */
export interface Bounds {
  readonly north: number
  readonly south: number
  readonly east: number
  readonly west: number
}

/**
 * 'Search in this area': the place fields give way to the centre of the
 * visible map and a radius reaching its nearest edge (whole km, 1 to 300),
 * so the results are the hotels one sees.
 */
export function areaCriteria(criteria: SearchCriteria, bounds: Bounds): SearchCriteria {
  const center = { lat: (bounds.north + bounds.south) / 2, lng: (bounds.east + bounds.west) / 2 }
  const toEdge = Math.min(
    distanceKm(center, { lat: bounds.north, lng: center.lng }),
    distanceKm(center, { lat: center.lat, lng: bounds.east }),
  )
  const radius = Math.max(1, clampDistance(Math.ceil(toEdge)))
  const round = (n: number) => Math.round(n * 1e5) / 1e5
  return {
    ...clearLocation(criteria),
    lat: round(center.lat),
    lng: round(center.lng),
    distanceMin: DISTANCE_LIMITS.min,
    distanceMax: radius,
  }
}

/** A point on the screen, in px. */
export interface ScreenPoint {
  readonly x: number
  readonly y: number
}

/**
 * The marker a keyboard press on the map selects: of the markers drawn on
 * screen, the one nearest the given point (the centre of the view); null when
 * none is drawn.
 */
export function nearestMarker<T extends { readonly point: ScreenPoint }>(markers: readonly T[], to: ScreenPoint): T | null {
  let best: T | null = null
  let bestDistance = Infinity
  for (const marker of markers) {
    const distance = Math.hypot(marker.point.x - to.x, marker.point.y - to.y)
    if (distance < bestDistance) {
      best = marker
      bestDistance = distance
    }
  }
  return best
}
