// What the distance slider and 'Travel locally!' do to the criteria (search.md §4).
import type { Message } from '../message'
import type { SearchCriteria } from '../search/criteria'
import { clearLocation } from '../search/criteria-edits'
import { clampDistance, DISTANCE_LIMITS, NEARBY_DEFAULT_DISTANCE, NEARBY_DISTANCES, type DistanceFilter } from './distance'

/**
 * "Include offers around" box: ticking enables the slider with the clamped
 * current values (0–300 when none); unticking resets to no minimum and no maximum.
 */
export function toggleIncludeAround(checked: boolean, current: DistanceFilter): DistanceFilter {
  if (!checked) return {}
  return {
    distanceMin: clampDistance(current.distanceMin ?? DISTANCE_LIMITS.min),
    distanceMax: clampDistance(current.distanceMax ?? DISTANCE_LIMITS.max),
  }
}

/** Slider values to the filter, each clamped to 0–300 and ordered min ≤ max. */
export function toDistanceFilter(min: number, max: number): Required<DistanceFilter> {
  const a = clampDistance(min)
  const b = clampDistance(max)
  return { distanceMin: Math.min(a, b), distanceMax: Math.max(a, b) }
}

/** "Travel locally!" chosen with a distance from the select: around lat/lng up to that distance. */
export function withNearbySearch(criteria: SearchCriteria, lat: number, lng: number, km: number = NEARBY_DEFAULT_DISTANCE): SearchCriteria {
  const distance = (NEARBY_DISTANCES as readonly number[]).includes(km) ? km : NEARBY_DEFAULT_DISTANCE
  return { ...clearLocation(criteria), lat, lng, distanceMin: DISTANCE_LIMITS.min, distanceMax: distance }
}

/** Label of the "Travel locally!" entry: 'Less than 2h', or 'Less than 2h from {city}' once a city is known. */
export function nearbyLabel(city?: string): Message {
  return city ? { id: 'destination.nearby.from', values: { city } } : { id: 'destination.nearby' }
}
