import { useLingui } from '@lingui/react'
import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { useEffect } from 'react'
import { Temporal } from 'temporal-polyfill'
import { keepFutureDates, searchButtonAction } from '../../../shared/rules/calendar'
import { NEARBY_DISTANCES } from '../../../shared/rules/distance'
import { nearbyLabel } from '../../../shared/rules/distance-edits'
import { DEFAULT_CRITERIA, parseCriteriaHash, serializeCriteria, type SearchCriteria } from '../../../shared/search/criteria'
import {
  destinationLabelOf,
  hasStayDates,
  searchBarCriteria,
  searchBarFields,
  searchBarUrl,
  stayDatesOf,
  withStayDates,
} from '../../../shared/search/search-bar'
import { parseRecentSearches, parseSavedDates, RECENT_SEARCHES_KEY, SAVED_DATES_KEY } from '../../../shared/search/stored-search'
import type { Flow } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { destinationLabelAtom, nearbyDistanceAtom, recentSearchesAtom } from '../../atoms/destination'
import { calendarOpenAtom, forcedDatesAtom, searchDraftAtom, searchModalAtom, type SearchBarPlace } from '../../atoms/search-bar'
import { rangeToIso } from '../calendar/calendar-format'
import { readStorage } from './browser-storage'

type SyncOptions = { flow: Flow; initialCriteria?: SearchCriteria; destinationLabel?: string; nearbyCityLabel?: string }

/**
 * Keeps the draft in step with the address after hydration and on every
 * hash change: the hash criteria (or the server's on a landing page without
 * a hash), saved future dates when there are neither, the recent searches.
 */
export function useSearchBarSync({ flow, initialCriteria, destinationLabel, nearbyCityLabel }: SyncOptions): void {
  const { i18n } = useLingui()
  const { today } = useSite()
  const setDraft = useSetAtom(searchDraftAtom)
  const setLabel = useSetAtom(destinationLabelAtom)
  const setRecent = useSetAtom(recentSearchesAtom)
  const setDistance = useSetAtom(nearbyDistanceAtom)
  const initialHash = initialCriteria ? serializeCriteria(initialCriteria) : ''
  const nearby = nearbyLabel(nearbyCityLabel)
  const nearbyText = i18n._(nearby.id, nearby.values)

  useEffect(() => {
    const sync = () => {
      const recent = parseRecentSearches(readStorage(RECENT_SEARCHES_KEY))
      const hash = window.location.hash.replace(/^#/, '')
      let criteria = hash ? parseCriteriaHash(hash) : initialHash ? parseCriteriaHash(initialHash) : DEFAULT_CRITERIA
      // Saved dates fill a bar that has no criteria of its own (the home page); a search in the hash,
      // or the results a landing page shows, are described as they are.
      if (!hash && !initialHash && searchBarFields(flow).dates && !hasStayDates(stayDatesOf(criteria))) {
        const saved = keepFutureDates(parseSavedDates(readStorage(SAVED_DATES_KEY)), Temporal.PlainDate.from(today))
        if (saved.checkin && saved.checkout) criteria = withStayDates(criteria, rangeToIso(saved))
      }
      setRecent(recent)
      setDraft(criteria)
      setLabel(destinationLabelOf(criteria, recent, destinationLabel, nearbyText))
      if (criteria.distanceMax !== undefined && (NEARBY_DISTANCES as readonly number[]).includes(criteria.distanceMax))
        setDistance(criteria.distanceMax)
    }
    sync()
    window.addEventListener('hashchange', sync)
    return () => window.removeEventListener('hashchange', sync)
  }, [flow, initialHash, destinationLabel, nearbyText, today, setDraft, setLabel, setRecent, setDistance])
}

/**
 * Search: in the booking flow of the forced-dates experiment, a search
 * without dates opens the calendar instead (once for 'suggested', never after
 * the visitor cleared the dates); otherwise it goes to the search route with
 * the criteria in the hash.
 */
export function useSearchSubmit(flow: Flow): (place: SearchBarPlace) => void {
  const { site, flags } = useSite()
  const store = useStore()
  const setCalendar = useSetAtom(calendarOpenAtom)
  const setForced = useSetAtom(forcedDatesAtom)
  const setModal = useSetAtom(searchModalAtom)
  const forced = useAtomValue(forcedDatesAtom)

  return (place) => {
    const draft = store.get(searchDraftAtom)
    const action = searchButtonAction({
      flow,
      hasDates: hasStayDates(stayDatesOf(draft)),
      variant: flags.forcedDates,
      alreadyOpened: forced.opened,
      clearedByVisitor: forced.cleared,
    })
    if (action === 'openCalendar') {
      setForced((state) => ({ ...state, opened: true }))
      setCalendar(place)
      return
    }
    setModal(null)
    window.location.assign(searchBarUrl(site, flow, searchBarCriteria(draft, flow), window.location))
  }
}
