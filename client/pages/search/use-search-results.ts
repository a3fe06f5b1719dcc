import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { useEffect } from 'react'
import { SEARCH_PAGE_SIZE, type OffersResponse } from '../../../shared/api/search'
import { normalizeCriteria, type SearchCriteria } from '../../../shared/search/criteria'
import { fallbackSearches, needsFallback } from '../../../shared/search/fallback'
import type { Flow, SiteId } from '../../../shared/sites'
import {
  clientSearchAtom,
  criteriaAtom,
  facetsAtom,
  facetsKeyOf,
  flowAtom,
  pageAtom,
  searchResultsAtom,
  type FallbackGroup,
  type SearchResults,
} from '../../atoms/search'
import { resolveDestination } from './resolved-destination'
import { fetchActivities, fetchFacets, fetchOffers, isAbort } from './search-api'
import { toActivityRequest, toFacetsQuery, toOffersRequest } from './search-request'

/**
 * Relaxed searches run one after the other, each excluding every hotel shown
 * so far (exact results and earlier fallbacks), so no hotel appears twice.
 */
async function loadFallbacks(
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

/**
 * Runs the search of the current criteria, flow and page when the browser
 * owns it (otherwise the server-rendered results stay), then its fallbacks
 * when the exact results do not fill a page, and refreshes the facets.
 */
export function useSearchResults(locale: SiteId): void {
  const criteria = useAtomValue(criteriaAtom)
  const flow = useAtomValue(flowAtom)
  const page = useAtomValue(pageAtom)
  const client = useAtomValue(clientSearchAtom)
  const setResults = useSetAtom(searchResultsAtom)
  const setFacets = useSetAtom(facetsAtom)
  const store = useStore()
  const facetsKey = flow === 'activity' ? '' : facetsKeyOf(criteria, flow)
  const key = `${flow}|${page}|${normalizeCriteria(criteria)}`

  useEffect(() => {
    const controller = new AbortController()
    const { signal } = controller
    const update = (change: (state: SearchResults) => SearchResults) => {
      if (!signal.aborted) setResults(change)
    }
    const run = async () => {
      if (flow === 'activity') {
        if (!client) return
        update((s) => ({ ...s, status: 'loading' }))
        const activities = await fetchActivities(toActivityRequest(criteria, locale, page), signal)
        update(() => ({ status: 'idle', response: null, activities, fallbacks: [], loadingFallbacks: false }))
        window.scrollTo({ top: 0 })
        return
      }
      let exact: OffersResponse | null
      if (client) {
        update((s) => ({ ...s, status: 'loading' }))
        const answer = await fetchOffers(toOffersRequest(criteria, flow, locale, { page }), signal)
        exact = answer
        update(() => ({ status: 'idle', response: answer, activities: null, fallbacks: [], loadingFallbacks: false }))
        // A new search starts at the top of the page (search.md §4).
        window.scrollTo({ top: 0 })
      } else {
        exact = store.get(searchResultsAtom).response
      }
      if (!exact || page > 1 || !needsFallback(exact.searchDetails.totalCount, SEARCH_PAGE_SIZE)) return
      update((s) => ({ ...s, loadingFallbacks: true }))
      await loadFallbacks(criteria, flow, locale, exact, signal, (groups) => update((s) => ({ ...s, fallbacks: groups })))
      update((s) => ({ ...s, loadingFallbacks: false }))
    }
    run().catch((error: unknown) => {
      if (isAbort(error)) return
      update((s) => ({ ...s, status: 'error', loadingFallbacks: false }))
    })
    return () => controller.abort()
    // The key names the search; criteria, flow and page are read through it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, client, locale, setResults, store])

  useEffect(() => {
    if (flow === 'activity') return
    const controller = new AbortController()
    fetchFacets(toFacetsQuery(criteria, flow, locale), controller.signal)
      .then((facets) => setFacets({ key: facetsKey, facets, error: false }))
      .catch((error: unknown) => {
        if (isAbort(error)) return
        console.error(error)
        setFacets({ key: facetsKey, facets: null, error: true })
      })
    return () => controller.abort()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [facetsKey, locale, setFacets])
}
