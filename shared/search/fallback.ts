// Relaxed searches shown when exact results are fewer than a page
// (search.md §4 "Search fallback", §7, §8). Variants are chosen from a table
// keyed by destination kind × dates present × category (theme) present.
import { DEFAULT_SORT, type SortOrder } from '../rules/sort'
import { WIDENED_RADIUS } from '../rules/distance'
import type { SearchCriteria } from './criteria'
import { DATE_KEYS, clearLocation, omitKeys } from './criteria-edits'

/** Destination of the search as resolved by the catalogue. */
export interface ResolvedDestination {
  readonly kind:
    'city' | 'poi' | 'hotel' | 'department' | 'region' | 'touristicregion' | 'skiresort' | 'searesort' | 'country' | 'latlng' | 'none'
  readonly id?: string
  readonly lat?: number
  readonly lng?: number
  /** Region of a department. */
  readonly parentRegionId?: string
  /** Country of a region or touristic region (the `country` criteria value). */
  readonly countryCode?: string
}

/** Destination kinds of the table. */
export type FallbackDestinationKind = 'touristic' | 'latitude' | 'other' | 'none'

/** A relaxation step. */
export type FallbackStep = 'widen' | 'dropDates' | 'dropCategory'

/** One row of the table. */
export interface FallbackRow {
  readonly destination: FallbackDestinationKind
  readonly dates: boolean
  readonly category: boolean
  readonly variants: readonly (readonly FallbackStep[])[]
}

/**
 * The fallback table. A city or a place near the visitor is worth widening
 * first (30 km around a city is a small change); a touristic area is already
 * wide, so its dates and theme are relaxed before it is widened; searches
 * around coordinates or without destination cannot widen.
 */
export const FALLBACK_TABLE: readonly FallbackRow[] = [
  {
    destination: 'other',
    dates: true,
    category: true,
    variants: [['widen'], ['dropDates'], ['dropCategory'], ['widen', 'dropDates', 'dropCategory']],
  },
  { destination: 'other', dates: true, category: false, variants: [['widen'], ['dropDates'], ['widen', 'dropDates']] },
  { destination: 'other', dates: false, category: true, variants: [['widen'], ['dropCategory'], ['widen', 'dropCategory']] },
  { destination: 'other', dates: false, category: false, variants: [['widen']] },
  { destination: 'touristic', dates: true, category: true, variants: [['dropDates'], ['dropCategory'], ['widen']] },
  { destination: 'touristic', dates: true, category: false, variants: [['dropDates'], ['widen']] },
  { destination: 'touristic', dates: false, category: true, variants: [['dropCategory'], ['widen']] },
  { destination: 'touristic', dates: false, category: false, variants: [['widen']] },
  { destination: 'latitude', dates: true, category: true, variants: [['dropDates'], ['dropCategory'], ['dropDates', 'dropCategory']] },
  { destination: 'latitude', dates: true, category: false, variants: [['dropDates']] },
  { destination: 'latitude', dates: false, category: true, variants: [['dropCategory']] },
  { destination: 'latitude', dates: false, category: false, variants: [] },
  { destination: 'none', dates: true, category: true, variants: [['dropDates'], ['dropCategory'], ['dropDates', 'dropCategory']] },
  { destination: 'none', dates: true, category: false, variants: [['dropDates']] },
  { destination: 'none', dates: false, category: true, variants: [['dropCategory']] },
  { destination: 'none', dates: false, category: false, variants: [] },
]

/** Results fetched per fallback. */
export const FALLBACK_LIMIT = 3

/** What a fallback changed (the spec's fallbackKey). */
export interface FallbackKey {
  readonly destination: 'same' | 'widened' | 'around'
  readonly dates: 'same' | 'removed'
  readonly category: 'same' | 'removed'
  /** Widened place id, or the radius in km for 'around'; null otherwise. */
  readonly value: string | null
  /** 1-based position in the list. */
  readonly order: number
}

/** One relaxed search to run. */
export interface FallbackSearch {
  readonly key: FallbackKey
  readonly criteria: SearchCriteria
  readonly limit: typeof FALLBACK_LIMIT
  readonly sort: SortOrder
  /** Reference point of the distance sort when the destination was widened or is around coordinates. */
  readonly origin: { readonly lat: number; readonly lng: number } | null
  readonly excludeHotelIds: readonly string[]
}

/** Table kind of a resolved destination. */
export function fallbackDestinationKind(destination: ResolvedDestination): FallbackDestinationKind {
  switch (destination.kind) {
    case 'touristicregion':
    case 'skiresort':
    case 'searesort':
      return 'touristic'
    case 'latlng':
      return 'latitude'
    case 'none':
      return 'none'
    default:
      return 'other'
  }
}

/** The table row for a destination kind and the presence of dates and category. */
export function fallbackRow(kind: FallbackDestinationKind, dates: boolean, category: boolean): FallbackRow {
  const row = FALLBACK_TABLE.find((r) => r.destination === kind && r.dates === dates && r.category === category)
  if (!row) throw new Error(`Fallback table has no row for ${kind}/${dates}/${category}`)
  return row
}

interface Widening {
  readonly criteria: SearchCriteria
  readonly destination: 'widened' | 'around'
  readonly value: string
}

/**
 * Destination widening: a city, point of interest, hotel or resort becomes a
 * 30 km radius around its coordinates; a department becomes its region; a
 * region or touristic region becomes its country. Null when not possible.
 * The exact search of a point of interest or resort must reach less far than
 * 30 km (the catalogue's place radius), or this finds only hotels already shown.
 */
export function widenDestination(criteria: SearchCriteria, destination: ResolvedDestination): Widening | null {
  const base = clearLocation(criteria)
  switch (destination.kind) {
    case 'city':
    case 'poi':
    case 'hotel':
    case 'skiresort':
    case 'searesort':
      if (destination.lat === undefined || destination.lng === undefined) return null
      return {
        criteria: { ...base, lat: destination.lat, lng: destination.lng, distanceMin: WIDENED_RADIUS.min, distanceMax: WIDENED_RADIUS.max },
        destination: 'around',
        value: String(WIDENED_RADIUS.max),
      }
    case 'department':
      return destination.parentRegionId
        ? { criteria: { ...base, region: destination.parentRegionId }, destination: 'widened', value: destination.parentRegionId }
        : null
    case 'region':
    case 'touristicregion':
      return destination.countryCode
        ? { criteria: { ...base, country: destination.countryCode }, destination: 'widened', value: destination.countryCode }
        : null
    default:
      return null
  }
}

/**
 * The ordered relaxed searches for some criteria: rows picked from the table,
 * impossible widenings skipped, each limited to 3 results and excluding the
 * hotels already found; widened or around destinations sort by distance.
 */
export function fallbackSearches(
  criteria: SearchCriteria,
  destination: ResolvedDestination,
  foundHotelIds: readonly string[] = [],
): FallbackSearch[] {
  const hasDates = criteria.checkin !== undefined
  const hasCategory = criteria.theme !== undefined
  const kind = fallbackDestinationKind(destination)
  const origin = destination.lat !== undefined && destination.lng !== undefined ? { lat: destination.lat, lng: destination.lng } : null
  const around = kind === 'latitude' && origin !== null
  const searches: FallbackSearch[] = []
  for (const steps of fallbackRow(kind, hasDates, hasCategory).variants) {
    let next = criteria
    let widening: Widening | null = null
    if (steps.includes('widen')) {
      widening = widenDestination(criteria, destination)
      if (!widening) continue
      next = widening.criteria
    }
    if (steps.includes('dropDates')) next = omitKeys(next, DATE_KEYS)
    if (steps.includes('dropCategory')) next = omitKeys(next, ['theme'])
    const byDistance = widening !== null || around
    const sort: SortOrder = byDistance ? 'distance' : (criteria.sort ?? DEFAULT_SORT)
    searches.push({
      key: {
        destination: widening?.destination ?? (around ? 'around' : 'same'),
        dates: steps.includes('dropDates') ? 'removed' : 'same',
        category: steps.includes('dropCategory') ? 'removed' : 'same',
        value: widening?.value ?? null,
        order: searches.length + 1,
      },
      criteria: { ...omitKeys(next, ['sort']), sort },
      limit: FALLBACK_LIMIT,
      sort,
      origin: byDistance ? origin : null,
      excludeHotelIds: [...new Set(foundHotelIds)],
    })
  }
  return searches
}
