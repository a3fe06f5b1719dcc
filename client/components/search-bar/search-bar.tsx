import { useLingui } from '@lingui/react'
import { useAtomValue } from 'jotai'
import { useHydrateAtoms } from 'jotai/utils'
import { lazy, Suspense } from 'react'
import { DEFAULT_CRITERIA, type SearchCriteria } from '../../../shared/search/criteria'
import type { Flow } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { destinationLabelAtom } from '../../atoms/destination'
import { searchDraftAtom, searchModalAtom } from '../../atoms/search-bar'
import type { ActivityCity } from './activity-search-form'
import { SearchFields } from './search-fields'
import { SearchModal } from './search-modal'
import { SearchStrip } from './search-strip'
import type { SearchTheme } from './theme-select'
import { useSearchBarSync, useSearchSubmit } from './use-search-bar'
import { useStuck } from './use-stuck'
import type { NearbyCity } from './use-destination'

// Activity-only searches have their own form, behind a feature switch: its code stays out of the other flows' pages.
const ActivitySearchForm = lazy(() => import('./activity-search-form').then((m) => ({ default: m.ActivitySearchForm })))

export type SearchBarProps = {
  /** booking (default), gifting, hotel, or activity (the activity form, shown only with flags.activitySearch). */
  flow?: Flow
  /** Themes of the theme select (not shown in the hotel flow, nor when empty). */
  themes?: readonly SearchTheme[]
  /** Results page: the calendar header reads 'Choose your dates to see the right price…'. */
  variant?: 'home' | 'results'
  /** The bar (desktop) or summary strip (mobile) sticks under the site header while the page scrolls. */
  sticky?: boolean
  /** Criteria the server rendered (landing pages), used while the address has no hash. */
  initialCriteria?: SearchCriteria
  /** Label of the place in the criteria (the results' searchDetails.destination), when not a recent search. */
  destinationLabel?: string
  /** Cities of the activity form. */
  activityCities?: readonly ActivityCity[]
  /** A city known for the visitor: 'Travel locally!' reads 'Less than 2h from {city}' and searches around it. */
  nearbyCity?: NearbyCity
}

/**
 * The search bar (search.md §2.1): an inline bar on desktop; on mobile a
 * summary strip opening a full-screen modal. Criteria go to the URL hash,
 * flow and from=searchBar to the query.
 */
export function SearchBar(props: SearchBarProps) {
  const { flags } = useSite()
  const flow = props.flow ?? 'booking'
  if (flow === 'activity') {
    return flags.activitySearch ? (
      <Suspense fallback={null}>
        <ActivitySearchForm cities={props.activityCities ?? []} themes={props.themes ?? []} />
      </Suspense>
    ) : null
  }
  return <StaySearchBar {...props} flow={flow} />
}

function StaySearchBar({
  flow,
  themes = [],
  variant = 'home',
  sticky = false,
  initialCriteria,
  destinationLabel,
  nearbyCity,
}: SearchBarProps & { flow: Flow }) {
  const { _ } = useLingui()
  // Server and first browser render agree on these; the hash is read after hydration.
  useHydrateAtoms([
    [searchDraftAtom, initialCriteria ?? DEFAULT_CRITERIA],
    [destinationLabelAtom, destinationLabel ?? ''],
  ] as const)
  useSearchBarSync({
    flow,
    ...(initialCriteria ? { initialCriteria } : {}),
    ...(destinationLabel !== undefined ? { destinationLabel } : {}),
    ...(nearbyCity ? { nearbyCityLabel: nearbyCity.label } : {}),
  })
  const submit = useSearchSubmit(flow)
  const modal = useAtomValue(searchModalAtom)
  const context = variant === 'results' ? 'results' : 'searchBar'
  const city = nearbyCity ? { nearbyCity } : {}
  const { anchor, stuck, anchorStyle, barStyle } = useStuck(sticky)

  return (
    <div className="search-bar-anchor" ref={anchor} style={anchorStyle}>
      <div className={`search-bar${stuck ? ' search-bar--stuck' : ''}`} data-flow={flow} style={barStyle}>
        <form
          className="search-bar__desktop"
          role="search"
          aria-label={_('searchBar.label')}
          onSubmit={(e) => {
            e.preventDefault()
            submit('bar')
          }}
        >
          <SearchFields place="bar" flow={flow} themes={themes} context={context} {...city} />
        </form>
        <SearchStrip flow={flow} themes={themes} hidden={modal !== null} />
        {modal ? (
          <SearchModal flow={flow} themes={themes} context={context} focus={modal.focus} onSubmit={() => submit('modal')} {...city} />
        ) : null}
      </div>
    </div>
  )
}
