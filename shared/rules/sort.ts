// Sort orders of the results page and their validity per flow (search.md §5);
// the choices offered and their labels are in sort-options.ts.
import type { Flow } from '../sites'

/** The sort orders, as carried in the hash `sort` key and the API orderBy. */
export const SORT_ORDERS = ['priceQuality', 'distance', 'promo', 'priceAsc', 'popularity', 'svPriceDesc', 'svPriceAsc'] as const

/** One sort order. */
export type SortOrder = (typeof SORT_ORDERS)[number]

/** Sort used when none is chosen or the chosen one is not valid. */
export const DEFAULT_SORT: SortOrder = 'priceQuality'

/** What a sort's validity depends on besides the flow. */
export interface SortContext {
  /** Both lat and lng are in the criteria. */
  readonly hasLatLng: boolean
}

/** Flows in which each sort exists; distance additionally needs lat and lng. */
export const SORT_FLOWS: Readonly<Record<SortOrder, readonly Flow[]>> = {
  priceQuality: ['booking', 'gifting', 'activity', 'hotel'],
  distance: ['booking', 'gifting', 'activity', 'hotel'],
  promo: ['booking'],
  priceAsc: ['booking', 'hotel'],
  popularity: ['booking', 'hotel'],
  svPriceDesc: ['gifting'],
  svPriceAsc: ['gifting'],
}

/** Sorts carried over when switching into the gifting flow. */
export const GIFTING_CARRIED_SORTS: readonly SortOrder[] = ['priceQuality', 'distance']

/** True when the value is a known sort order. */
export function isSortOrder(value: unknown): value is SortOrder {
  return typeof value === 'string' && (SORT_ORDERS as readonly string[]).includes(value)
}

/** True when a sort may be used in a flow (distance only with lat and lng). */
export function isSortValid(sort: SortOrder, flow: Flow, context: SortContext): boolean {
  if (sort === 'distance' && !context.hasLatLng) return false
  return SORT_FLOWS[sort].includes(flow)
}

/** The sort to apply: the chosen one when valid, else the default. */
export function effectiveSort(sort: SortOrder | undefined, flow: Flow, context: SortContext): SortOrder {
  return sort !== undefined && isSortValid(sort, flow, context) ? sort : DEFAULT_SORT
}

/**
 * Sort kept when switching flow: kept only if valid in the new flow, and in
 * gifting only priceQuality or distance carry over; otherwise undefined (the
 * default applies).
 */
export function sortAfterFlowSwitch(sort: SortOrder | undefined, toFlow: Flow, context: SortContext): SortOrder | undefined {
  if (sort === undefined) return undefined
  if (toFlow === 'gifting' && !GIFTING_CARRIED_SORTS.includes(sort)) return undefined
  return isSortValid(sort, toFlow, context) ? sort : undefined
}
