// The browser side of the search calls (search.md §7), typed by the shared
// schemas. The worker validates every answer's shape against those schemas in
// its tests; the browser does not ship a validator for its own API.
import type { ActivitySearchRequest, ActivitySearchResponse } from '../../../shared/api/activity-only'
import type { FacetsResponse } from '../../../shared/api/facets'
import { fetchOffers, postJson } from '../../lib/offers-api'

export { fetchOffers }

/** POST /api/search/activity-only.json. */
export function fetchActivities(request: ActivitySearchRequest, signal?: AbortSignal): Promise<ActivitySearchResponse> {
  return postJson<ActivitySearchResponse>('/api/search/activity-only.json', request, signal)
}

/** GET /api/facets.json; a failed call throws 'Error fetching facets' with the status text (search.md §8). */
export async function fetchFacets(query: URLSearchParams, signal?: AbortSignal): Promise<FacetsResponse> {
  const response = await fetch(`/api/facets.json?${query.toString()}`, { headers: { accept: 'application/json' }, signal })
  if (!response.ok) throw new Error(`Error fetching facets: ${response.statusText || response.status}`)
  return (await response.json()) as FacetsResponse
}

/** True for the rejection of an aborted fetch (a newer search replaced it). */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}
