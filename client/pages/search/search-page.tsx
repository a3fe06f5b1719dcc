import { useLingui } from '@lingui/react'
import { useAtomValue, useSetAtom } from 'jotai'
import { useHydrateAtoms } from 'jotai/utils'
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { OffersRequestInput, OffersResponse } from '../../../shared/api/search'
import { SEARCH_PAGE_SIZE } from '../../../shared/api/search-constants'
import { clearFilters, countAppliedFilters } from '../../../shared/rules/filters'
import { serializeCriteria } from '../../../shared/search/criteria'
import { showsFamilyMessage, switchFlow, withFamilyTheme } from '../../../shared/search/criteria-edits'
import { resultsInfo } from '../../../shared/search/results-info'
import { serializeSearchQuery } from '../../../shared/search/query'
import type { SortOrder } from '../../../shared/rules/sort'
import { FLOW_HEADER_MESSAGE, routePath, type Flow } from '../../../shared/sites'
import { island } from '../../app/island'
import { useSite } from '../../app/site-context'
import {
  clientSearchAtom,
  criteriaAtom,
  EMPTY_RESULTS,
  flowAtom,
  navigateSearchAtom,
  pageAtom,
  pathFlowAtom,
  searchQueryAtom,
  searchResultsAtom,
  useSearchLocationSync,
} from '../../atoms/search'
import type { ActivityCity } from '../../components/search-bar/activity-search-form'
import { FilterIcon, MapIcon } from './action-icons'
import { FallbackResults } from './fallback-results'
import { ResultsGrid } from './results-grid'
import { ResultsInfo } from './results-info'
import { criteriaFromRequest, productLinkSuffix } from './search-request'
import type { SearchBanners } from './top-bar'
import { useSearchResults } from './use-search-results'

// Only customer-care staff see this bar.
const CustomerCareBar = lazy(() => import('../../components/layout/customer-care-bar').then((m) => ({ default: m.CustomerCareBar })))
// The map (its dialog, then maplibre) loads when opened.
const MapDialog = lazy(() => import('../../components/map/map-dialog').then((m) => ({ default: m.MapDialog })))
// Every filter at once (modal, or drawer in the new-filters variation): loaded on first opening.
const FilterPanel = lazy(() => import('../../components/filters/filter-panel').then((m) => ({ default: m.FilterPanel })))

// The search bar, the filter dropdowns, the sort and the pagination hydrate when the visitor reaches
// for them: a landing page's results read without their code. They show the criteria, so they load
// at once when the browser owns the search (criteria in the hash, or changed on the page). The bar
// also follows the scroll (its sticky summary).
const onCriteria = { eager: () => window.location.hash.length > 1 }
const SearchBar = island('search-bar', () => import('../../components/search-bar/search-bar').then((m) => m.SearchBar), {
  ...onCriteria,
  scroll: true,
})
const FilterBar = island('filter-bar', () => import('../../components/filters/filter-bar').then((m) => m.FilterBar), onCriteria)
const SortControl = island('sort-control', () => import('./sort-control').then((m) => m.SortControl), onCriteria)
const Pagination = island('pagination', () => import('../../components/pagination/pagination').then((m) => m.Pagination), onCriteria)
const CRITERIA_ISLANDS = [SearchBar, FilterBar, SortControl, Pagination]

// The announcement and the top bar (flow toggle, Inspirations menu, promo links) hydrate when
// reached; the menu fetches its links on first opening.
const TopBar = island('search-top-bar', () => import('./top-bar').then((m) => m.TopBar))

/** No themes (a stable value, like the islands' other props). */
const NO_THEMES: { id: number; label: string }[] = []

/** No city list (a stable value: the activity form reads the address again when its list changes). */
const NO_CITIES: readonly ActivityCity[] = []

/** Search page data: the heading, the request the server answered (landing pages) and its answer. */
export type SearchData = {
  heading: string | null
  flow: Flow
  request: OffersRequestInput | null
  results: OffersResponse | null
  /** Public origin of the site (https://www.…), for the customer-care shareable link. */
  publicOrigin?: string | null
  /** Themes of the search bar's theme select. */
  themes?: { id: number; label: string }[]
  /** Cities of the activity search form (the activity home page's list). */
  activityCities?: readonly ActivityCity[]
  /** The announcement and promo links of the page's flow and, on booking and gifting pages, of the other one. */
  banners?: readonly SearchBanners[]
}

/**
 * The search results page (search.md §2.5): search bar, flow toggle, action
 * bar (filters, map, sort), results with promo blocks, info messages and
 * fallbacks, pagination. Landing pages arrive with results rendered on the
 * server; a hash with criteria makes the browser search on its own.
 */
export function SearchPage({ data }: { data: SearchData }) {
  const { _, i18n } = useLingui()
  const { site, customerCare } = useSite()
  // Stable across renders: the search bar is an island, re-rendered only when its props change.
  const initialCriteria = useMemo(() => criteriaFromRequest(data.request), [data.request])
  useHydrateAtoms([
    [criteriaAtom, initialCriteria],
    [searchQueryAtom, { flow: data.flow }],
    [pathFlowAtom, data.flow === 'activity' ? data.flow : null],
    [searchResultsAtom, { ...EMPTY_RESULTS, response: data.results }],
  ] as const)
  useSearchLocationSync(data.results !== null)
  useSearchResults(site.id)

  const criteria = useAtomValue(criteriaAtom)
  const flow = useAtomValue(flowAtom)
  const page = useAtomValue(pageAtom)
  const query = useAtomValue(searchQueryAtom)
  const client = useAtomValue(clientSearchAtom)
  const results = useAtomValue(searchResultsAtom)
  const navigate = useSetAtom(navigateSearchAtom)
  const onSort = useCallback((sort: SortOrder) => navigate({ criteria: { ...criteria, sort } }), [criteria, navigate])
  // Stable, so the top bar island keeps its server HTML until reached: it reads the criteria of the moment.
  const latestCriteria = useRef(criteria)
  useEffect(() => {
    latestCriteria.current = criteria
  })
  const searchPath = routePath(site, 'search')
  const onSwitchFlow = useCallback(
    (to: Flow) => navigate({ criteria: switchFlow(latestCriteria.current, to), flow: to, pathname: searchPath }),
    [navigate, searchPath],
  )
  useEffect(() => {
    if (client) for (const part of CRITERIA_ISLANDS) part.start()
  }, [client])
  const [panel, setPanel] = useState(false)
  const [map, setMap] = useState(false)

  const response = results.response
  const details = response?.searchDetails ?? null
  const cards = response?.results ?? []
  const activities = results.activities?.results ?? []
  const total = flow === 'activity' ? (results.activities?.totalCount ?? 0) : (details?.totalCount ?? 0)
  const pageCount = flow === 'activity' ? Math.ceil(total / SEARCH_PAGE_SIZE) : (details?.pageCount ?? 0)
  const answered = flow === 'activity' ? results.activities !== null : response !== null
  const heading = client || !data.heading ? headingOf(details, flow, _, i18n) : data.heading
  const linkSuffix = productLinkSuffix(criteria, flow)
  const info =
    answered || results.status === 'error'
      ? resultsInfo({
          flow,
          error: results.status === 'error',
          loadingFallbacks: results.loadingFallbacks,
          exactCount: flow === 'activity' ? activities.length : cards.length,
          fallbackCount: results.fallbacks.reduce((n, g) => n + g.cards.length, 0),
        })
      : ({ kind: 'none' } as const)
  const resultsNotice = <ResultsInfo info={info} onRemoveFilters={() => navigate({ criteria: clearFilters(criteria) })} />
  // With exact results on screen, the notice (and its loader) introduces the suggestions under them
  // rather than pushing the results down once the suggestions arrive.
  const exactFirst = results.status !== 'error' && (flow === 'activity' ? activities.length : cards.length) > 0
  const filterCount = countAppliedFilters(criteria, flow)
  const pageHref = useCallback(
    (n: number) => `?${serializeSearchQuery({ ...query, page: n })}#${serializeCriteria(criteria)}`,
    [query, criteria],
  )
  const onPage = useCallback((n: number) => navigate({ page: n }), [navigate])
  const giftingHref = `${routePath(site, 'search')}?flow=gifting#${serializeCriteria(switchFlow(criteria, 'gifting'))}`
  const banners = data.banners?.find((b) => b.flow === flow)

  return (
    <>
      <title>{i18n._('search.titleWith', { heading })}</title>
      {customerCare ? (
        <Suspense fallback={null}>
          <CustomerCareBar publicOrigin={data.publicOrigin ?? null} address={`${flow}|${page}|${serializeCriteria(criteria)}`} />
        </Suspense>
      ) : null}
      <TopBar flow={flow} banners={banners} onSwitch={onSwitchFlow} />
      <section className="search-header">
        <div className="container">
          <SearchBar
            flow={flow}
            variant="results"
            sticky
            themes={data.themes ?? NO_THEMES}
            activityCities={data.activityCities ?? NO_CITIES}
            {...(data.request ? { initialCriteria } : {})}
            {...(details?.destination ? { destinationLabel: details.destination.label } : {})}
          />
        </div>
      </section>
      <div className="container results-page">
        <header className="results-page__header">
          <h1 id="results-heading" className="results__heading">
            {heading}
          </h1>
          {heading !== _(FLOW_HEADER_MESSAGE[flow]) ? <p className="results-page__flow">{_(FLOW_HEADER_MESSAGE[flow])}</p> : null}
        </header>

        <div className="action-bar">
          <button
            type="button"
            className="chip action-bar__button"
            aria-haspopup="dialog"
            aria-expanded={panel}
            onClick={() => setPanel(true)}
          >
            <FilterIcon /> {_('filters.button')}
            {filterCount > 0 ? (
              <span className="count-badge" aria-label={i18n._('filters.applied', { count: filterCount })}>
                {filterCount}
              </span>
            ) : null}
          </button>
          <div className="action-bar__filters only-desktop">
            <FilterBar />
          </div>
          {flow !== 'activity' ? (
            <button
              type="button"
              className="chip action-bar__button"
              aria-haspopup="dialog"
              aria-expanded={map}
              onClick={() => setMap(true)}
            >
              <MapIcon /> {_('map.button')}
            </button>
          ) : null}
          <SortControl criteria={criteria} flow={flow} onSort={onSort} />
        </div>

        <section className="results" aria-labelledby="results-heading" aria-busy={results.status === 'loading'}>
          {answered ? (
            // The count heads the result cards (their titles are h3), keeping the heading order.
            <h2 className="results__count" aria-live="polite">
              {i18n._(flow === 'activity' ? 'search.activityCount' : 'search.count', { count: total })}
            </h2>
          ) : null}
          {showsFamilyMessage(criteria, flow) ? (
            <p className="family-message">
              {_('family.message')}{' '}
              <a
                href={`?${serializeSearchQuery({ flow })}#${serializeCriteria(withFamilyTheme(criteria))}`}
                onClick={(e) => {
                  e.preventDefault()
                  navigate({ criteria: withFamilyTheme(criteria) })
                }}
              >
                {_('family.link')}
              </a>
            </p>
          ) : null}
          {exactFirst ? null : resultsNotice}
          {!answered && results.status !== 'error' ? <ResultsSkeleton /> : null}
          <ResultsGrid
            cards={cards}
            activities={activities}
            adults={criteria.a}
            theme={criteria.theme}
            flow={flow}
            linkSuffix={linkSuffix}
            giftingHref={giftingHref}
          />
          {exactFirst ? resultsNotice : null}
          <FallbackResults groups={results.fallbacks} flow={flow} linkSuffix={linkSuffix} />
          <Pagination page={page} pageCount={pageCount} hrefOf={pageHref} onPage={onPage} />
        </section>
      </div>
      {panel ? (
        <Suspense fallback={<div className="overlay" aria-busy="true" />}>
          <FilterPanel onClose={() => setPanel(false)} />
        </Suspense>
      ) : null}
      {map ? (
        <Suspense fallback={<div className="overlay" aria-busy="true" />}>
          <MapDialog
            criteria={criteria}
            flow={flow}
            locale={site.id}
            center={details?.location ?? null}
            linkSuffix={linkSuffix}
            onSearchArea={(next) => navigate({ criteria: next })}
            onClose={() => setMap(false)}
          />
        </Suspense>
      ) : null}
    </>
  )
}

/** Heading of a search the browser ran: its destination, else its theme, else the text of the flow. */
function headingOf(
  details: OffersResponse['searchDetails'] | null,
  flow: Flow,
  _: (id: string) => string,
  i18n: { _: (id: string, values: Record<string, string>) => string },
): string {
  if (details?.destination) return i18n._('search.cityHeading', { city: details.destination.label })
  if (details?.theme) return i18n._('search.themeHeading', { theme: details.theme.label })
  return _(FLOW_HEADER_MESSAGE[flow])
}

function ResultsSkeleton() {
  return (
    <div className="results-grid" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className="skeleton__card" />
      ))}
    </div>
  )
}
