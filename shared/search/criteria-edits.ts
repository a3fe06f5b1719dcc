// Edits of the search criteria that the spec names as transitions: flow
// switch, destination cleared, family theme, pax (search.md §2.5 and §4); the
// search bar's own edits are in field-edits.ts.
import { parseIsoDate } from '../dates'
import type { Flow } from '../sites'
import { GIFT_PAX, type Pax } from '../rules/pax'
import { sortAfterFlowSwitch } from '../rules/sort'
import { DEFAULT_CRITERIA, PLACE_KEYS, type CriteriaKey, type PlaceKey, type SearchCriteria } from './criteria'

type Mutable = { -readonly [K in CriteriaKey]?: SearchCriteria[K] }

/** Theme id of family stays. */
export const FAMILY_THEME_ID = 39

/** Keys of the stay dates. */
export const DATE_KEYS: readonly CriteriaKey[] = ['checkin', 'checkout', 'nights']

/** Keys reset when the destination input gains focus: places, coordinates, distance. */
export const LOCATION_KEYS: readonly CriteriaKey[] = [...PLACE_KEYS, 'lat', 'lng', 'distanceMin', 'distanceMax']

/** Criteria without the given keys (a, c and b fall back to their defaults). */
export function omitKeys(criteria: SearchCriteria, keys: readonly CriteriaKey[]): SearchCriteria {
  const out: Mutable = { ...criteria }
  for (const key of keys) delete out[key]
  return { ...DEFAULT_CRITERIA, ...out } as SearchCriteria
}

/** Number of nights: nights when given, else checkout − checkin, else undefined. */
export function stayNights(criteria: SearchCriteria): number | undefined {
  if (criteria.nights !== undefined) return criteria.nights
  const checkin = parseIsoDate(criteria.checkin)
  const checkout = parseIsoDate(criteria.checkout)
  return checkin && checkout ? checkin.until(checkout).days : undefined
}

/** Criteria with a party written back (s only when true). */
export function withPax(criteria: SearchCriteria, pax: Pax): SearchCriteria {
  return { ...omitKeys(criteria, ['s']), a: pax.adults, c: pax.children, b: pax.babies, ...(pax.singleRoom ? { s: true } : {}) }
}

/** True when lat and lng are both set. */
export function hasLatLng(criteria: SearchCriteria): boolean {
  return criteria.lat !== undefined && criteria.lng !== undefined
}

/** The place key set in the criteria, if any (first in PLACE_KEYS order). */
export function placeOf(criteria: SearchCriteria): { readonly key: PlaceKey; readonly id: string } | null {
  for (const key of PLACE_KEYS) {
    const id = criteria[key]
    if (id !== undefined) return { key, id }
  }
  return null
}

/** Location filters reset (destination input focused). */
export function clearLocation(criteria: SearchCriteria): SearchCriteria {
  return omitKeys(criteria, LOCATION_KEYS)
}

/**
 * Criteria after switching flow on the results page: switching to activity
 * clears the criteria; gifting drops dates and forces 2/0/0; hotel, which has
 * no theme, drops it; the sort is kept only when valid for the new flow (search.md §2.5).
 */
export function switchFlow(criteria: SearchCriteria, toFlow: Flow): SearchCriteria {
  if (toFlow === 'activity') return DEFAULT_CRITERIA
  const sort = sortAfterFlowSwitch(criteria.sort, toFlow, { hasLatLng: hasLatLng(criteria) })
  let next = omitKeys(criteria, ['sort'])
  if (toFlow === 'gifting') next = withPax(omitKeys(next, DATE_KEYS), GIFT_PAX)
  if (toFlow === 'hotel') next = omitKeys(next, ['theme'])
  return sort !== undefined ? { ...next, sort } : next
}

/**
 * The family message shows when children or babies travel and the theme is
 * not family. Gifting always prices 2 adults, 0 children, 0 babies and the
 * activity flow counts participants only: children left in the hash are not
 * part of those searches, so the message stays hidden there. The hotel flow
 * has no theme for its family link to set.
 */
export function showsFamilyMessage(criteria: SearchCriteria, flow: Flow = 'booking'): boolean {
  if (flow !== 'booking') return false
  return (criteria.c > 0 || criteria.b > 0) && criteria.theme !== FAMILY_THEME_ID
}

/** Criteria of the family link: theme 39. */
export function withFamilyTheme(criteria: SearchCriteria): SearchCriteria {
  return { ...criteria, theme: FAMILY_THEME_ID }
}
