// Result filters (search.md §4, §5, §7): the filter keys, the counter, pets,
// clearing them from the hash, the facet refresh query. What the filter
// controls do to a draft is in filter-edits.ts.
import type { Flow } from '../sites'
import type { SearchCriteria } from '../search/criteria'
import { omitKeys } from '../search/criteria-edits'
import { distanceDiffersFromDefault, isDistanceActive } from './distance'
import { isPriceFilterActive } from './price-slider'

/** Hash keys that are filters (sort is not one). */
export const FILTER_KEYS = [
  'distanceMin',
  'distanceMax',
  'hotelTypes',
  'hotelEnvironments',
  'hotelStyles',
  'stars',
  'hotelScore',
  'priceMin',
  'priceMax',
  'facilities',
  'tags',
  'petsAllowed',
] as const

/** One filter key. */
export type FilterKey = (typeof FILTER_KEYS)[number]

/** The filter part of the criteria. */
export type Filters = Pick<SearchCriteria, FilterKey>

/** The facility value sent as the separate petsAllowed boolean, never in facilities. */
export const PETS_FACILITY = 'pets'

/** Facilities chosen in the UI split into the list sent and the petsAllowed flag. */
export function splitPets(facilities: readonly string[]): { readonly facilities: string[]; readonly petsAllowed: boolean } {
  return { facilities: facilities.filter((f) => f !== PETS_FACILITY), petsAllowed: facilities.includes(PETS_FACILITY) }
}

/** Facilities as the UI checks them: the list plus 'pets' when petsAllowed. */
export function facilitiesWithPets(filters: Filters): string[] {
  const list = (filters.facilities ?? []).filter((f) => f !== PETS_FACILITY)
  const pets = filters.petsAllowed === true || (filters.facilities ?? []).includes(PETS_FACILITY)
  return pets ? [...list, PETS_FACILITY] : list
}

/**
 * Applied-filters counter: one per chosen activity, star, facility (pets
 * included) and amenity, plus one for a score, one for a budget that differs
 * from the defaults and one for a distance that differs from the defaults.
 */
export function countAppliedFilters(criteria: SearchCriteria, flow: Flow): number {
  const length = (list: readonly unknown[] | undefined): number => list?.length ?? 0
  return (
    length(criteria.tags) +
    length(criteria.stars) +
    facilitiesWithPets(criteria).length +
    length(criteria.hotelTypes) +
    length(criteria.hotelEnvironments) +
    length(criteria.hotelStyles) +
    (criteria.hotelScore !== undefined ? 1 : 0) +
    (isPriceFilterActive(criteria, flow) ? 1 : 0) +
    (distanceDiffersFromDefault(flow, criteria) ? 1 : 0)
  )
}

/** Clears every filter key (sort, destination, dates and pax stay). */
export function clearFilters(criteria: SearchCriteria): SearchCriteria {
  return omitKeys(criteria, FILTER_KEYS)
}

/**
 * Query of the facet refresh call: comma lists, pets out of facilities into
 * petsAllowed, price keys prefixed singleVoucher in gifting, distance and
 * lat/lng only when the distance filter is active.
 */
export function facetQuery(criteria: SearchCriteria, flow: Flow, includeActivities: boolean): Record<string, string> {
  const query: Record<string, string> = {}
  const list = (name: string, values: readonly (string | number)[] | undefined): void => {
    if (values && values.length > 0) query[name] = values.join(',')
  }
  list('hotelType', criteria.hotelTypes)
  list('hotelEnvironment', criteria.hotelEnvironments)
  list('hotelStyle', criteria.hotelStyles)
  list('stars', criteria.stars)
  if (criteria.hotelScore !== undefined) query.minHotelReviewScore = String(criteria.hotelScore)
  const pricePrefix = flow === 'gifting' ? 'singleVoucherPrice' : 'price'
  if (criteria.priceMin !== undefined) query[`${pricePrefix}Min`] = String(criteria.priceMin)
  if (criteria.priceMax !== undefined) query[`${pricePrefix}Max`] = String(criteria.priceMax)
  const { facilities, petsAllowed } = splitPets(facilitiesWithPets(criteria))
  list('facilities', facilities)
  if (petsAllowed) query.petsAllowed = 'true'
  if (isDistanceActive(criteria)) {
    if (criteria.distanceMin !== undefined) query.distanceMin = String(criteria.distanceMin)
    if (criteria.distanceMax !== undefined) query.distanceMax = String(criteria.distanceMax)
    if (criteria.lat !== undefined && criteria.lng !== undefined) {
      query.lat = String(criteria.lat)
      query.lng = String(criteria.lng)
    }
  }
  list('tags', criteria.tags)
  if (includeActivities) query.includeActivities = 'true'
  return query
}
