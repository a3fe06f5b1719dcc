// What a search launched from the search bar writes (search.md §2.1, §3, §5):
// the inputs of each flow, the criteria per flow, and the URL of the search.
import * as v from 'valibot'
import type { NearbyCity } from '../api/autocomplete'
import { diffDays, parseIsoDate } from '../dates'
import { ACTIVITY_SEARCH_PARTICIPANTS, changeParticipants, GIFT_PAX } from '../rules/pax'
import { DEFAULT_FLOW, isFlow, routePath, type Flow, type Site } from '../sites'
import { DEFAULT_CRITERIA, serializeCriteria, type SearchCriteria } from './criteria'
import { DATE_KEYS, omitKeys, placeOf, withPax } from './criteria-edits'
import { FROM_SEARCH_BAR } from './query'
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
  /** The party is shown but cannot change (gifting: always GIFT_PAX). */
  readonly fixedParty: boolean
}

/**
 * Inputs per flow: no dates in gifting or activity, no theme in the hotel
 * flow; travellers in every flow, fixed in gifting, where the price is always
 * for 2 adults (GIFT_PAX).
 */
export function searchBarFields(flow: Flow): SearchBarFields {
  return { dates: flow === 'booking' || flow === 'hotel', theme: flow !== 'hotel', travellers: true, fixedParty: flow === 'gifting' }
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
 * The position of a search around a point ('Travel locally!'): lat and lng
 * when no place is set (a place wins over them); null otherwise.
 */
export function nearbySearchPosition(criteria: SearchCriteria): { readonly lat: number; readonly lng: number } | null {
  if (placeOf(criteria) || criteria.lat === undefined || criteria.lng === undefined) return null
  return { lat: criteria.lat, lng: criteria.lng }
}

/** Local storage key of the city last found around a searched position: the results page names it before paint. */
export const NEARBY_CITY_KEY = 'ww.nearbyCity'

/** The city found around a position, named in a locale (the label differs between Belgium's two languages). */
const StoredNearbyCitySchema = v.object({
  locale: v.string(),
  lat: v.number(),
  lng: v.number(),
  // The API's NearbyCity, restated: the browser bundle of the search bar does not carry the API schemas.
  city: v.object({ id: v.number(), label: v.string(), latitude: v.number(), longitude: v.number() }),
})

/** Positions are told apart at the precision asked for (4 decimals, about 10 m). */
const samePosition = (a: number, b: number) => a.toFixed(4) === b.toFixed(4)

/** The stored entry of a city found around a position. */
export function nearbyCityEntry(locale: string, position: { readonly lat: number; readonly lng: number }, city: NearbyCity): string {
  return JSON.stringify({ locale, lat: position.lat, lng: position.lng, city })
}

/** The stored city of that locale and position; undefined when none (malformed, or another locale or position). */
export function storedNearbyCity(
  text: string | null,
  locale: string,
  position: { readonly lat: number; readonly lng: number },
): NearbyCity | undefined {
  if (!text) return undefined
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return undefined
  }
  const entry = v.safeParse(StoredNearbyCitySchema, raw)
  if (!entry.success) return undefined
  const { output } = entry
  return output.locale === locale && samePosition(output.lat, position.lat) && samePosition(output.lng, position.lng)
    ? output.city
    : undefined
}

/**
 * Label of the destination in criteria: the place's label from the recent
 * searches, else the page's label (the results' searchDetails); the
 * 'Travel locally!' text for a search around a position (named after the
 * city found there once known, see nearbyLabel); '' for anywhere.
 */
export function destinationLabelOf(
  criteria: SearchCriteria,
  recent: readonly RecentSearch[],
  pageLabel: string | undefined,
  nearbyText: string,
): string {
  const place = placeOf(criteria)
  if (place) return recent.find((r) => r.key === place.key && r.id === place.id)?.label ?? pageLabel ?? ''
  return nearbySearchPosition(criteria) ? nearbyText : ''
}

/**
 * Same as newSearchQuery on a full URLSearchParams: other parameters (tracking
 * ids and the like) are kept, page is removed, flow and from are set.
 */
export function newSearchParams(current: URLSearchParams, flow?: Flow): URLSearchParams {
  const next = new URLSearchParams(current)
  next.delete('page')
  const currentFlow = next.get('flow')
  next.set('flow', flow ?? (isFlow(currentFlow) ? currentFlow : DEFAULT_FLOW))
  next.set('from', FROM_SEARCH_BAR)
  return next
}
