// What a search launched from the search bar writes (search.md §2.1, §3, §5):
// the inputs of each flow, the criteria per flow, and the URL of the search.
import { diffDays, parseIsoDate } from '../dates'
import { ACTIVITY_SEARCH_PARTICIPANTS, changeParticipants, GIFT_PAX } from '../rules/pax'
import { routePath, type Flow, type Site } from '../sites'
import { DEFAULT_CRITERIA, serializeCriteria, type SearchCriteria } from './criteria'
import { DATE_KEYS, hasLatLng, omitKeys, placeOf, withPax } from './criteria-edits'
import { newSearchParams } from './query'
import type { RecentSearch } from './stored-search'

/** Stay dates as ISO strings; a check-out is only present with an earlier check-in. */
export interface StayDates {
  readonly checkin?: string
  readonly checkout?: string
}

/** Inputs of the bar in a flow. */
export interface SearchBarFields {
  readonly dates: boolean
  readonly theme: boolean
  readonly travellers: boolean
}

/**
 * Inputs per flow: no dates in gifting or activity, no theme in the hotel
 * flow; no traveller selector in gifting, where the price is always for 2
 * adults (GIFT_PAX), so choosing a party would change nothing.
 */
export function searchBarFields(flow: Flow): SearchBarFields {
  return { dates: flow === 'booking' || flow === 'hotel', theme: flow !== 'hotel', travellers: flow !== 'gifting' }
}

/** The stay dates of criteria: the check-out is the checkout key, else check-in plus nights. */
export function stayDatesOf(criteria: SearchCriteria): StayDates {
  const checkin = parseIsoDate(criteria.checkin)
  if (!checkin) return {}
  const checkout = parseIsoDate(criteria.checkout) ?? (criteria.nights !== undefined ? checkin.add({ days: criteria.nights }) : null)
  return checkout && diffDays(checkin, checkout) > 0
    ? { checkin: checkin.toString(), checkout: checkout.toString() }
    : { checkin: checkin.toString() }
}

/** True when both dates are set. */
export function hasStayDates(dates: StayDates): boolean {
  return dates.checkin !== undefined && dates.checkout !== undefined
}

/**
 * Criteria with stay dates written: checkin, checkout and nights for a full
 * range (so the search reuse check, checkout = checkin + nights, holds); any
 * other input removes the dates.
 */
export function withStayDates(criteria: SearchCriteria, dates: StayDates): SearchCriteria {
  const base = omitKeys(criteria, DATE_KEYS)
  const checkin = parseIsoDate(dates.checkin)
  const checkout = parseIsoDate(dates.checkout)
  if (!checkin || !checkout) return base
  const nights = diffDays(checkin, checkout)
  return nights > 0 ? { ...base, checkin: checkin.toString(), checkout: checkout.toString(), nights } : base
}

/** Criteria of a search from the bar: gifting drops the dates and prices 2 adults; the hotel flow drops the theme. */
export function searchBarCriteria(draft: SearchCriteria, flow: Flow): SearchCriteria {
  let criteria = draft
  if (!searchBarFields(flow).dates) criteria = omitKeys(criteria, DATE_KEYS)
  if (!searchBarFields(flow).theme) criteria = omitKeys(criteria, ['theme'])
  if (flow === 'gifting') criteria = withPax(criteria, GIFT_PAX)
  return criteria
}

/** Input of the activity search form. */
export interface ActivitySearchInput {
  /** City id; absent means 'All destinations'. */
  readonly city?: string
  readonly theme?: number
  readonly participants: number
}

/** Criteria of the activity search form: a city or all destinations, a theme, 1 or 2 participants (as adults). */
export function activitySearchCriteria(input: ActivitySearchInput): SearchCriteria {
  const participants = changeParticipants(ACTIVITY_SEARCH_PARTICIPANTS.min, input.participants, ACTIVITY_SEARCH_PARTICIPANTS)
  return {
    ...DEFAULT_CRITERIA,
    a: participants,
    ...(input.city ? { city: input.city } : {}),
    ...(input.theme !== undefined ? { theme: input.theme } : {}),
  }
}

/**
 * URL of a new search: the flow's search route; the query sets flow and
 * from=searchBar and drops page, keeping other parameters only when already
 * on that route; the criteria in the hash.
 */
export function searchBarUrl(
  site: Site,
  flow: Flow,
  criteria: SearchCriteria,
  current: { readonly pathname: string; readonly search: string },
): string {
  const path = routePath(site, flow === 'activity' ? 'activitySearch' : 'search')
  const params = newSearchParams(new URLSearchParams(current.pathname === path ? current.search : ''), flow)
  return `${path}?${params.toString()}#${serializeCriteria(criteria)}`
}

/**
 * Label of the destination in criteria: the place's label from the recent
 * searches, else the page's label (the results' searchDetails); the
 * 'Travel locally!' text for a search around a position; '' for anywhere.
 */
export function destinationLabelOf(
  criteria: SearchCriteria,
  recent: readonly RecentSearch[],
  pageLabel: string | undefined,
  nearbyText: string,
): string {
  const place = placeOf(criteria)
  if (place) return recent.find((r) => r.key === place.key && r.id === place.id)?.label ?? pageLabel ?? ''
  return hasLatLng(criteria) ? nearbyText : ''
}
