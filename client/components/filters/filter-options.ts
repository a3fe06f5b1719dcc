// Filter options as the UI lists them, built from the facets of the server
// (search.md §3 "Filter facets", §5): zero-count options are disabled unless
// chosen (so they can still be unticked); score and star options are fixed
// lists with counts from their facet.
import type { FacetKind, FacetsResponse } from '../../../shared/api/facets'
import { facilitiesWithPets, type Filters } from '../../../shared/rules/filters'
import { FILTER_GROUPS, isOptionDisabled, type FilterGroup } from '../../../shared/rules/filter-edits'
import { distanceDiffersFromDefault } from '../../../shared/rules/distance'
import { isPriceFilterActive } from '../../../shared/rules/price-slider'
import { SCORE_FILTER_OPTIONS, STAR_OPTIONS } from '../../../shared/rules/score-filter'
import type { SearchCriteria } from '../../../shared/search/criteria'
import { hasLatLng } from '../../../shared/search/criteria-edits'
import type { Flow } from '../../../shared/sites'

/** One checkable option. */
export interface FilterOption {
  readonly value: string
  readonly label: string
  readonly count: number | null
  readonly disabled: boolean
  /** Activity group of a tag option. */
  readonly group?: string
}

/** Filter list keys whose options come from a facet kind. */
export type ListKey = 'facilities' | 'tags' | 'hotelTypes' | 'hotelEnvironments' | 'hotelStyles'

/** Facet kind behind each list filter. */
export const LIST_FACET: Readonly<Record<ListKey, FacetKind>> = {
  facilities: 'facility',
  tags: 'tag',
  hotelTypes: 'type',
  hotelEnvironments: 'environment',
  hotelStyles: 'style',
}

/** Count of a facet value, or null when the facets are not loaded or lack it. */
function countOf(facets: FacetsResponse | null, kind: FacetKind, id: string): number | null {
  if (!facets) return null
  const property = facets.properties.find((p) => p.propertyType === kind)
  if (!property) return null
  return property.values.find((v) => v.id === id)?.count ?? 0
}

const disabledUnlessChosen = (count: number | null, chosen: boolean) => !chosen && count !== null && isOptionDisabled({ count })

/** The values chosen in a list filter (facilities include 'pets' when petsAllowed). */
export function chosenValues(filters: Filters, key: ListKey): readonly string[] {
  return key === 'facilities' ? facilitiesWithPets(filters) : (filters[key] ?? [])
}

/** Options of a list filter from its facet, chosen ones kept even when the facet no longer lists them. */
export function listOptions(facets: FacetsResponse | null, key: ListKey, filters: Filters): FilterOption[] {
  const chosen = chosenValues(filters, key)
  const property = facets?.properties.find((p) => p.propertyType === LIST_FACET[key])
  const options: FilterOption[] = (property?.values ?? []).map((value) => ({
    value: value.id,
    label: value.name,
    count: value.count,
    disabled: disabledUnlessChosen(value.count, chosen.includes(value.id)),
    ...(value.group ? { group: value.group.name } : {}),
  }))
  for (const value of chosen) {
    if (!options.some((o) => o.value === value)) options.push({ value, label: value, count: facets ? 0 : null, disabled: false })
  }
  return options
}

/** Score options (9 Superb, 8 Very good, 7 Pleasant) with the count of each. */
export function scoreOptions(facets: FacetsResponse | null, chosen: number | undefined) {
  return SCORE_FILTER_OPTIONS.map((option) => {
    const count = countOf(facets, 'score', String(option.value))
    return { ...option, count, disabled: disabledUnlessChosen(count, chosen === option.value) }
  })
}

/** Star options (5, 4, 3) with the count of each. */
export function starOptions(facets: FacetsResponse | null, chosen: readonly number[]) {
  return STAR_OPTIONS.map((stars) => {
    const count = countOf(facets, 'stars', String(stars))
    return { stars, count, disabled: disabledUnlessChosen(count, chosen.includes(stars)) }
  })
}

/** True when the destination is a point a distance can be measured from (coordinates, city, place of interest, resort). */
export function hasDistanceOrigin(criteria: SearchCriteria): boolean {
  return (
    hasLatLng(criteria) ||
    criteria.city !== undefined ||
    criteria.poi !== undefined ||
    criteria.skiresort !== undefined ||
    criteria.searesort !== undefined ||
    criteria.touristicregion !== undefined
  )
}

/**
 * The filter groups offered, in display order: budget, score, stars,
 * facilities, activities (when the facets list some), hotel kinds, and the
 * distance when the destination has a point to measure from. The activity
 * flow filters the budget only: facets describe stays, not activities.
 */
export function offeredGroups(criteria: SearchCriteria, flow: Flow, facets: FacetsResponse | null): FilterGroup[] {
  if (flow === 'activity') return ['budget']
  const groups: FilterGroup[] = ['budget', 'score', 'stars', 'facilities']
  const tags = facets?.properties.find((p) => p.propertyType === 'tag')
  if (!facets || (tags && tags.values.length > 0) || (criteria.tags?.length ?? 0) > 0) groups.push('activities')
  groups.push('amenities')
  if (hasDistanceOrigin(criteria)) groups.push('distance')
  return groups
}

/** Number of choices of one group (the dropdown button's badge), counted like the applied-filters counter. */
export function groupCount(criteria: SearchCriteria, group: FilterGroup, flow: Flow): number {
  if (group === 'budget') return isPriceFilterActive(criteria, flow) ? 1 : 0
  if (group === 'distance') return distanceDiffersFromDefault(flow, criteria) ? 1 : 0
  if (group === 'score') return criteria.hotelScore !== undefined ? 1 : 0
  if (group === 'facilities') return facilitiesWithPets(criteria).length
  return FILTER_GROUPS[group].reduce((sum, key) => {
    const value = criteria[key]
    return sum + (Array.isArray(value) ? value.length : 0)
  }, 0)
}

/** Message id of each group's title. */
export const GROUP_TITLE: Readonly<Record<FilterGroup, string>> = {
  budget: 'filters.budget',
  score: 'filters.score',
  stars: 'filters.stars',
  facilities: 'filters.facilities',
  activities: 'filters.activities',
  amenities: 'filters.hotel',
  distance: 'filters.distance',
}
