// The browser side of the search calls (search.md §7), typed by the shared
// schemas. The worker validates every answer's shape against those schemas in
// its tests; the browser does not ship a validator for its own API.
import type { ActivitySearchRequest, ActivitySearchResponse } from '../../../shared/api/activity-only'
import type { FacetsResponse } from '../../../shared/api/facets'
import type { OffersRequest, OffersResponse } from '../../../shared/api/search'

async function postJson<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal,
  })
  if (!response.ok) throw new Error(`${path} answered ${response.status} ${response.statusText}`)
  return (await response.json()) as T
}

/** POST /api/offers.json. */
export function fetchOffers(request: OffersRequest, signal?: AbortSignal): Promise<OffersResponse> {
  return postJson<OffersResponse>('/api/offers.json', request, signal)
}

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
