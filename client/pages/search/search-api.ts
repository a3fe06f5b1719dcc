// The browser side of the search calls (search.md §7). Answers are parsed by
// the shared schemas: the API is outside input like any other.
import * as v from 'valibot'
import { ActivitySearchResponseSchema, type ActivitySearchRequest, type ActivitySearchResponse } from '../../../shared/api/activity-only'
import { FacetsResponseSchema, type FacetsResponse } from '../../../shared/api/facets'
import { OffersResponseSchema, type OffersRequest, type OffersResponse } from '../../../shared/api/search'

async function postJson<T>(path: string, body: unknown, schema: v.GenericSchema<unknown, T>, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal,
  })
  if (!response.ok) throw new Error(`${path} answered ${response.status} ${response.statusText}`)
  return v.parse(schema, await response.json())
}

/** POST /api/offers.json. */
export function fetchOffers(request: OffersRequest, signal?: AbortSignal): Promise<OffersResponse> {
  return postJson('/api/offers.json', request, OffersResponseSchema, signal)
}

/** POST /api/search/activity-only.json. */
export function fetchActivities(request: ActivitySearchRequest, signal?: AbortSignal): Promise<ActivitySearchResponse> {
  return postJson('/api/search/activity-only.json', request, ActivitySearchResponseSchema, signal)
}

/** GET /api/facets.json; a failed call throws 'Error fetching facets' with the status text (search.md §8). */
export async function fetchFacets(query: URLSearchParams, signal?: AbortSignal): Promise<FacetsResponse> {
  const response = await fetch(`/api/facets.json?${query.toString()}`, { headers: { accept: 'application/json' }, signal })
  if (!response.ok) throw new Error(`Error fetching facets: ${response.statusText || response.status}`)
  return v.parse(FacetsResponseSchema, await response.json())
}

/** True for the rejection of an aborted fetch (a newer search replaced it). */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}
