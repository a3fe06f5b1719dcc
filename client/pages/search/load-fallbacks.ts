import type { OffersResponse } from '../../../shared/api/search'
import type { SearchCriteria } from '../../../shared/search/criteria'
import { fallbackSearches } from '../../../shared/search/fallback'
import type { Flow, SiteId } from '../../../shared/sites'
import type { FallbackGroup } from '../../atoms/search'
import { resolveDestination } from './resolved-destination'
import { fetchOffers } from './search-api'
import { toOffersRequest } from './search-request'

/**
 * Relaxed searches run one after the other, each excluding every hotel shown
 * so far (exact results and earlier fallbacks), so no hotel appears twice.
 */
export async function loadFallbacks(
  criteria: SearchCriteria,
  flow: Flow,
  locale: SiteId,
  exact: OffersResponse,
  signal: AbortSignal,
  onGroup: (groups: FallbackGroup[]) => void,
): Promise<void> {
  const seen = exact.results.map((card) => card.hotel.id)
  const groups: FallbackGroup[] = []
  const searches = fallbackSearches(criteria, resolveDestination(criteria, exact.searchDetails), seen.map(String))
  for (const search of searches) {
    const request = toOffersRequest(search.criteria, flow, locale, {
      searchProvider: 'catalog',
      limit: search.limit,
      excludedHotelIds: seen,
    })
    const answer = await fetchOffers(request, signal)
    if (answer.results.length === 0) continue
    seen.push(...answer.results.map((card) => card.hotel.id))
    groups.push({ key: search.key, cards: answer.results })
    onGroup([...groups])
  }
}
