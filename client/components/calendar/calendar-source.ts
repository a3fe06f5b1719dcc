// Where the search bar's calendar takes its prices from, given the criteria
// being prepared: the search calendar for a destination (a hotel too, so every
// destination shows the same price per person per night), nothing without one.
// React-free, unit tested.
import { PLACE_KEYS, type SearchCriteria } from '../../../shared/search/criteria'
import { paxOf } from '../../../shared/search/field-edits'
import type { Flow } from '../../../shared/sites'
import { PLACE_FILTER_KEYS, toSearchFilters } from '../../pages/search/search-request'

/** The prices of a calendar: a search (its query without locale and months), or none. */
export type CalendarSource = { readonly kind: 'search'; readonly query: string } | null

/**
 * The source of the criteria's calendar. The search query carries what
 * GET /api/search/availabilities.json prices by: flow, party, destination
 * (one place, or lat/lng with the distance when it is active) and theme.
 */
export function calendarSource(criteria: SearchCriteria, flow: Flow): CalendarSource {
  const filters = toSearchFilters(criteria)
  const query = new URLSearchParams({ flow })
  const pax = paxOf(criteria)
  query.set('adult', String(pax.adults))
  query.set('child', String(pax.children))
  query.set('baby', String(pax.babies))
  let destination = false
  for (const key of PLACE_KEYS) {
    const value = key === 'country' ? filters.country : filters[PLACE_FILTER_KEYS[key]]
    if (value === undefined) continue
    query.set(key === 'country' ? 'country' : PLACE_FILTER_KEYS[key], String(value))
    destination = true
  }
  if (filters.lat !== undefined && filters.lng !== undefined) {
    query.set('lat', String(filters.lat))
    query.set('lng', String(filters.lng))
    if (filters.distanceMin !== undefined) query.set('distanceMin', String(filters.distanceMin))
    if (filters.distanceMax !== undefined) query.set('distanceMax', String(filters.distanceMax))
    destination = true
  }
  if (!destination) return null
  if (criteria.theme !== undefined) query.set('theme', String(criteria.theme))
  return { kind: 'search', query: query.toString() }
}
