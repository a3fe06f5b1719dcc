// Search results state (DESIGN.md §5): the criteria live in the URL hash and
// the flow and page in the query; these atoms mirror them. The server seeds
// them from the landing page it rendered; in the browser the hash, once read,
// takes over and every change writes the address back (history.pushState).
import { atom, useSetAtom, useStore } from 'jotai'
import { useEffect } from 'react'
import type { ActivitySearchResponse } from '../../shared/api/activity-only'
import type { FacetsResponse } from '../../shared/api/facets'
import type { OffersResponse, StayCard } from '../../shared/api/search'
import {
  DEFAULT_CRITERIA,
  normalizeCriteria,
  parseCriteriaHash,
  serializeCriteria,
  type SearchCriteria,
} from '../../shared/search/criteria'
import type { FallbackKey } from '../../shared/search/fallback'
import { parseSearchQuery, type SearchQuery } from '../../shared/search/query'
import { DEFAULT_FLOW, type Flow } from '../../shared/sites'

/** Criteria of the current search (hash). */
export const criteriaAtom = atom<SearchCriteria>(DEFAULT_CRITERIA)

/** Flow, page and from of the current search (query string). */
export const searchQueryAtom = atom<SearchQuery>({ flow: DEFAULT_FLOW })

/** A flow the pathname fixes (the activity search has its own path), or null when the query says. */
export const pathFlowAtom = atom<Flow | null>(null)

/** The flow of the results page. */
export const flowAtom = atom<Flow>((get) => get(searchQueryAtom).flow)

/** The 1-based results page. */
export const pageAtom = atom<number>((get) => get(searchQueryAtom).page ?? 1)

/**
 * True once the browser decided the search itself (the hash holds criteria,
 * a page was asked for, or the visitor changed something): results then come
 * from offers.json instead of the server-rendered landing data.
 */
export const clientSearchAtom = atom(false)

/** One relaxed search that found something (search.md §4 "Search fallback"). */
export interface FallbackGroup {
  readonly key: FallbackKey
  readonly cards: readonly StayCard[]
}

/** Results of the current search and of its fallbacks. */
export interface SearchResults {
  readonly status: 'idle' | 'loading' | 'error'
  readonly response: OffersResponse | null
  readonly activities: ActivitySearchResponse | null
  readonly fallbacks: readonly FallbackGroup[]
  readonly loadingFallbacks: boolean
}

/** No search answered yet. */
export const EMPTY_RESULTS: SearchResults = { status: 'idle', response: null, activities: null, fallbacks: [], loadingFallbacks: false }

export const searchResultsAtom = atom<SearchResults>(EMPTY_RESULTS)

/** Facet counts of some criteria (key: facetsKeyOf), null until loaded; error when the call failed. */
export const facetsAtom = atom<{ readonly key: string; readonly facets: FacetsResponse | null; readonly error: boolean } | null>(null)

/** What facet counts depend on: the flow and the criteria (not the page). */
export function facetsKeyOf(criteria: SearchCriteria, flow: Flow): string {
  return `${flow}|${normalizeCriteria(criteria)}`
}

/** The address of a search: the criteria (hash), query and whether the hash held anything. */
export interface SearchLocation {
  readonly criteria: SearchCriteria
  readonly query: SearchQuery
  readonly hasCriteria: boolean
}

/** Reads the search from an address (location.search and location.hash). */
export function readSearchLocation(search: string, hash: string): SearchLocation {
  const raw = hash.replace(/^#/, '')
  return { criteria: parseCriteriaHash(raw), query: parseSearchQuery(search), hasCriteria: raw.trim() !== '' }
}

/** A change of the search; unset parts stay as they are (the page is dropped unless given). */
export interface SearchChange {
  readonly criteria?: SearchCriteria
  readonly flow?: Flow
  readonly page?: number
  /** Another pathname (a flow switch from a landing page leads to the search route). */
  readonly pathname?: string
}

/**
 * The address after a change: other query parameters (tracking ids) kept, flow
 * set, page written only from 2 and dropped on any new search, criteria in the hash.
 */
export function searchHref(current: { pathname: string; search: string }, criteria: SearchCriteria, change: SearchChange): string {
  const params = new URLSearchParams(current.search)
  params.delete('page')
  if (change.flow !== undefined) params.set('flow', change.flow)
  if (change.page !== undefined && change.page >= 2) params.set('page', String(change.page))
  const query = params.toString()
  return `${change.pathname ?? current.pathname}${query ? `?${query}` : ''}#${serializeCriteria(criteria)}`
}

/** Applies a change: writes the address (one history entry) and the atoms; the results follow. */
export const navigateSearchAtom = atom(null, (get, set, change: SearchChange) => {
  const criteria = change.criteria ?? get(criteriaAtom)
  const href = searchHref(window.location, criteria, change)
  const oldURL = window.location.href
  window.history.pushState(null, '', href)
  // pushState fires no event; the search bar listens to hashchange to follow the criteria.
  if (window.location.href !== oldURL) window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: window.location.href }))
  const next = readSearchLocation(window.location.search, window.location.hash)
  const pathFlow = get(pathFlowAtom)
  set(criteriaAtom, next.criteria)
  set(searchQueryAtom, pathFlow ? { ...next.query, flow: pathFlow } : next.query)
  set(clientSearchAtom, true)
})

/** Sets the atoms from an address read by readSearchLocation. */
export const syncSearchLocationAtom = atom(null, (get, set, next: SearchLocation) => {
  const pathFlow = get(pathFlowAtom)
  set(criteriaAtom, next.criteria)
  set(searchQueryAtom, pathFlow ? { ...next.query, flow: pathFlow } : next.query)
  set(clientSearchAtom, true)
})

/**
 * Keeps the atoms in step with the address: after hydration the hash takes
 * over when it holds criteria or a page is asked for (or when the server
 * rendered no results), then every hashchange and back/forward re-reads it.
 * Coming back to the page's own address with no hash at all (history back to
 * a city landing page) shows the search the server rendered there again; the
 * search's own addresses always carry a hash, even an empty one.
 */
export function useSearchLocationSync(serverRendered: boolean): void {
  const sync = useSetAtom(syncSearchLocationAtom)
  const store = useStore()
  useEffect(() => {
    const rendered = { pathname: window.location.pathname, criteria: store.get(criteriaAtom) }
    const read = (): SearchLocation => {
      const next = readSearchLocation(window.location.search, window.location.hash)
      const ownAddress = serverRendered && window.location.pathname === rendered.pathname && !window.location.href.includes('#')
      return ownAddress && next.query.page === undefined ? { ...next, criteria: rendered.criteria } : next
    }
    const first = read()
    if (first.hasCriteria || first.query.page !== undefined || !serverRendered) sync(first)
    const onChange = () => sync(read())
    window.addEventListener('hashchange', onChange)
    window.addEventListener('popstate', onChange)
    return () => {
      window.removeEventListener('hashchange', onChange)
      window.removeEventListener('popstate', onChange)
    }
  }, [serverRendered, store, sync])
}
