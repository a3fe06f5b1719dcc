import { atom } from 'jotai'
import { DEFAULT_CRITERIA, type SearchCriteria } from '../../shared/search/criteria'
import { withPax } from '../../shared/search/criteria-edits'
import { paxOf } from '../../shared/search/field-edits'
import { stayDatesOf, withStayDates, type StayDates } from '../../shared/search/search-bar'
import type { Pax } from '../../shared/rules/pax'

/**
 * The criteria the search bar is preparing: read from the URL hash (or the
 * server's criteria on landing pages), edited by the inputs, written to the
 * hash on Search.
 */
export const searchDraftAtom = atom<SearchCriteria>(DEFAULT_CRITERIA)

/** The party of the draft, for the traveller selector (same shape as paxAtom). */
export const draftPaxAtom = atom(
  (get): Pax => paxOf(get(searchDraftAtom)),
  (get, set, pax: Pax) => set(searchDraftAtom, withPax(get(searchDraftAtom), pax)),
)

/** The stay dates of the draft (a full range or none). */
export const draftDatesAtom = atom(
  (get): StayDates => stayDatesOf(get(searchDraftAtom)),
  (get, set, dates: StayDates) => set(searchDraftAtom, withStayDates(get(searchDraftAtom), dates)),
)

/** Where the bar is shown: the inline desktop bar or the mobile modal. */
export type SearchBarPlace = 'bar' | 'modal'

/** Which instance of the date field has its calendar open (the bar and the modal both exist in the page). */
export const calendarOpenAtom = atom<SearchBarPlace | null>(null)

/** Input the mobile modal brings forward when it opens from the summary strip. */
export type ModalFocus = 'destination' | 'dates' | 'theme' | 'travellers'

/** The mobile search modal: closed (null), or open with the input tapped in the strip. */
export const searchModalAtom = atom<{ readonly focus: ModalFocus | null } | null>(null)

/**
 * Forced-dates experiment memory of this page: the calendar was already
 * opened by Search, and the visitor cleared the dates themselves.
 */
export const forcedDatesAtom = atom<{ readonly opened: boolean; readonly cleared: boolean }>({ opened: false, cleared: false })
