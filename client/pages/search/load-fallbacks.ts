import type { OffersRequest, OffersResponse } from '../../../shared/api/search'
import type { SearchCriteria } from '../../../shared/search/criteria'
import { fallbackSearches } from '../../../shared/search/fallback'
import type { Flow, SiteId } from '../../../shared/sites'
import type { FallbackGroup } from '../../atoms/search'
import { resolveDestination } from './resolved-destination'
import { toOffersRequest } from './search-request'

/**
 * Relaxed searches run one after the other, each excluding every hotel shown
 * so far (exact results and earlier fallbacks), so no hotel appears twice.
 * `search` answers one offers.json request: the API from the browser, the
 * catalogue itself when the worker renders a landing page.
 */
export async function loadFallbacks(
  criteria: SearchCriteria,
  flow: Flow,
  locale: SiteId,
  exact: OffersResponse,
  search: (request: OffersRequest) => Promise<OffersResponse>,
  onGroup: (groups: FallbackGroup[]) => void = () => undefined,
): Promise<FallbackGroup[]> {
  const seen = exact.results.map((card) => card.hotel.id)
  const groups: FallbackGroup[] = []
  const relaxed = fallbackSearches(criteria, resolveDestination(criteria, exact.searchDetails), seen.map(String))
  for (const fallback of relaxed) {
    const request = toOffersRequest(fallback.criteria, flow, locale, {
      searchProvider: 'catalog',
      limit: fallback.limit,
      excludedHotelIds: seen,
    })
    const answer = await search(request)
    if (answer.results.length === 0) continue
    seen.push(...answer.results.map((card) => card.hotel.id))
    groups.push({ key: fallback.key, cards: answer.results })
    onGroup([...groups])
  }
  return groups
}
