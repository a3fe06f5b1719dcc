import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { useEffect } from 'react'
import type { OffersResponse } from '../../../shared/api/search'
import { SEARCH_PAGE_SIZE } from '../../../shared/api/search-constants'
import { normalizeCriteria } from '../../../shared/search/criteria'
import { needsFallback } from '../../../shared/search/results-info'
import type { SiteId } from '../../../shared/sites'
import {
  clientSearchAtom,
  criteriaAtom,
  facetsAtom,
  facetsKeyOf,
  flowAtom,
  pageAtom,
  searchResultsAtom,
  type SearchResults,
} from '../../atoms/search'
import { fetchActivities, fetchFacets, fetchOffers, isAbort } from './search-api'
import { toActivityRequest, toFacetsQuery, toOffersRequest } from './search-request'

/**
 * Results once a search failed: a failed search must not leave the previous
 * search's cards and count under the error message; a failed fallback keeps
 * the exact results of its own search, which did arrive.
 */
export function resultsAfterFailure(state: SearchResults, exactAnswered: boolean): SearchResults {
  return exactAnswered
    ? { ...state, status: 'error', loadingFallbacks: false }
    : { status: 'error', response: null, activities: null, fallbacks: [], loadingFallbacks: false }
}

/** The relaxed searches' code, fetched only when exact results do not fill a page. */
const fallbackModule = () => import('./load-fallbacks')

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
    // Until this search's own answer arrives, the results on screen are the previous search's.
    let answered = !client
    const run = async () => {
      if (flow === 'activity') {
        if (!client) return
        update((s) => ({ ...s, status: 'loading' }))
        const activities = await fetchActivities(toActivityRequest(criteria, locale, page), signal)
        answered = true
        update(() => ({ status: 'idle', response: null, activities, fallbacks: [], loadingFallbacks: false }))
        window.scrollTo({ top: 0 })
        return
      }
      let exact: OffersResponse | null
      if (client) {
        update((s) => ({ ...s, status: 'loading' }))
        const answer = await fetchOffers(toOffersRequest(criteria, flow, locale, { page }), signal)
        exact = answer
        answered = true
        update(() => ({ status: 'idle', response: answer, activities: null, fallbacks: [], loadingFallbacks: false }))
        // A new search starts at the top of the page (search.md §4).
        window.scrollTo({ top: 0 })
      } else {
        exact = store.get(searchResultsAtom).response
      }
      if (!exact || page > 1 || !needsFallback(exact.searchDetails.totalCount, SEARCH_PAGE_SIZE)) return
      update((s) => ({ ...s, loadingFallbacks: true }))
      const { loadFallbacks } = await fallbackModule()
      await loadFallbacks(criteria, flow, locale, exact, signal, (groups) => update((s) => ({ ...s, fallbacks: groups })))
      update((s) => ({ ...s, loadingFallbacks: false }))
    }
    run().catch((error: unknown) => {
      if (isAbort(error)) return
      update((s) => resultsAfterFailure(s, answered))
    })
    return () => controller.abort()
    // The key names the search; criteria, flow and page are read through it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, client, locale, setResults, store])

  useEffect(() => {
    if (flow === 'activity') return
    // The address read after hydration may already have replaced this render's criteria: the
    // render that follows asks for their facets, a call for these would be thrown away.
    if (facetsKeyOf(store.get(criteriaAtom), store.get(flowAtom)) !== facetsKey) return
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
  }, [facetsKey, locale, setFacets, store])
}
