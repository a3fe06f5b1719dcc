// What the fallback table needs to know about the searched destination, read
// from the criteria and the searchDetails the catalogue answered with.
import type { SearchDetails } from '../../../shared/api/search'
import type { SearchCriteria } from '../../../shared/search/criteria'
import { hasLatLng, placeOf } from '../../../shared/search/criteria-edits'
import type { ResolvedDestination } from '../../../shared/search/fallback'

/**
 * The destination of a search: lat/lng first (a search around a point), then
 * the place key of the hash, with the coordinates, the region of a department
 * and the country of a region taken from searchDetails.
 */
export function resolveDestination(criteria: SearchCriteria, details: SearchDetails | null): ResolvedDestination {
  if (hasLatLng(criteria)) return { kind: 'latlng', lat: criteria.lat, lng: criteria.lng }
  const place = placeOf(criteria)
  if (!place) return { kind: 'none' }
  const location = details?.location
  const hierarchy = details?.locationHierarchy ?? []
  const region = hierarchy.find((h) => h.type === 'region')
  const country = hierarchy.find((h) => h.type === 'country')
  return {
    kind: place.key,
    id: place.id,
    ...(location ? { lat: location.latitude, lng: location.longitude } : {}),
    ...(region && place.key === 'department' ? { parentRegionId: String(region.id) } : {}),
    ...(country && (place.key === 'region' || place.key === 'touristicregion') ? { countryCode: String(country.id) } : {}),
  }
}
