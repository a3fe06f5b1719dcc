// What the filter controls do to a draft (search.md §4, §5): the filter keys of
// some criteria, applying a draft, resetting a group, comparing two drafts, disabled options.
import { normalizeCriteria, DEFAULT_CRITERIA, type SearchCriteria } from '../search/criteria'
import { omitKeys } from '../search/criteria-edits'
import { clearFilters, facilitiesWithPets, FILTER_KEYS, splitPets, type FilterKey, type Filters } from './filters'

/** Filter groups as the UI shows them; each can be reset on its own. */
export const FILTER_GROUPS = {
  activities: ['tags'],
  stars: ['stars'],
  facilities: ['facilities', 'petsAllowed'],
  // "Amenities" in the counter are the hotel type, environment and style choices.
  amenities: ['hotelTypes', 'hotelEnvironments', 'hotelStyles'],
  score: ['hotelScore'],
  budget: ['priceMin', 'priceMax'],
  distance: ['distanceMin', 'distanceMax'],
} as const satisfies Record<string, readonly FilterKey[]>

/** One filter group. */
export type FilterGroup = keyof typeof FILTER_GROUPS

/** The filter keys of some criteria. */
export function filtersOf(criteria: Filters): Filters {
  const out: Record<string, unknown> = {}
  for (const key of FILTER_KEYS) if (criteria[key] !== undefined) out[key] = criteria[key]
  return out as Filters
}

/** A facet option with a zero count is disabled (activities, amenities, stars, scores, facilities). */
export function isOptionDisabled(option: { readonly count: number }): boolean {
  return !(option.count > 0)
}

/**
 * Applies filters: every filter key is removed from the criteria, then only the
 * set ones are written back (empty lists count as unset; 'pets' moves from
 * facilities to petsAllowed; petsAllowed false is unset).
 */
export function applyFilters(criteria: SearchCriteria, filters: Filters): SearchCriteria {
  const out: Record<string, unknown> = { ...clearFilters(criteria) }
  const split = splitPets(facilitiesWithPets(filters))
  for (const key of FILTER_KEYS) {
    const value = key === 'facilities' ? split.facilities : key === 'petsAllowed' ? split.petsAllowed : filters[key]
    if (value === undefined || value === false) continue
    if (Array.isArray(value) && value.length === 0) continue
    out[key] = value
  }
  return out as unknown as SearchCriteria
}

/** Resets one filter group (a dropdown's Reset or Clear). */
export function clearFilterGroup(criteria: SearchCriteria, group: FilterGroup): SearchCriteria {
  return omitKeys(criteria, FILTER_GROUPS[group])
}

/** True when two filter sets mean the same search (then no new search is launched). */
export function sameFilters(a: Filters, b: Filters): boolean {
  return normalizeCriteria(applyFilters(DEFAULT_CRITERIA, a)) === normalizeCriteria(applyFilters(DEFAULT_CRITERIA, b))
}
