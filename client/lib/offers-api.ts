// The browser side of offers.json (search.md §7, product-pages.md §7), typed by the shared schemas:
// the search, its fallbacks and map, and a hotel's other offers. The worker validates every
// answer's shape against those schemas in its tests; the browser ships no validator for its own API.
import type { OffersRequest, OffersResponse } from '../../shared/api/search'

/** POSTs JSON and reads the JSON answer; a non-OK answer throws with its status. */
export async function postJson<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
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
