// The sort choices offered (search.md §4): their labels and which are valid for a flow.
import type { Flow } from '../sites'
import { isSortValid, SORT_ORDERS, type SortContext, type SortOrder } from './sort'

/** Message id of each sort label. */
export const SORT_LABEL_MESSAGE: Readonly<Record<SortOrder, string>> = {
  priceQuality: 'sort.priceQuality',
  distance: 'sort.distance',
  promo: 'sort.promo',
  priceAsc: 'sort.priceAsc',
  popularity: 'sort.popularity',
  svPriceDesc: 'sort.svPriceDesc',
  svPriceAsc: 'sort.svPriceAsc',
}

/** The sorts offered in a flow, in display order. */
export function validSorts(flow: Flow, context: SortContext): SortOrder[] {
  return SORT_ORDERS.filter((s) => isSortValid(s, flow, context))
}
