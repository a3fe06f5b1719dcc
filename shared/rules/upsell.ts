// Upsells (extras) on the stay page (product-pages.md §2 "Booking steps", §3 Upsell, §4 "Upsell
// add/remove"): the offers of the same room with lines added or taken away. Choosing one shows a
// message, then goes to that offer after UPSELL_NAVIGATION_DELAY_MS, keeping the visitor's dates and
// party; in gifting they show only for a 1-night gift.
import type { Upsell } from '../api/stay-detail'

/** How long the add/remove message shows before the page goes to the other offer (§5). */
export const UPSELL_NAVIGATION_DELAY_MS = 500

/** Whether the stay page offers its upsells: always when booking, and for a 1-night gift only when gifting. */
export function upsellsShown(flow: 'booking' | 'gifting', giftNights: number | null): boolean {
  return flow === 'booking' || giftNights === 1
}

/**
 * What choosing the upsell changes the price by, in cents for 2 people: the 1-night gift voucher's
 * difference when gifting; when booking, the difference over the chosen nights, or per night
 * before any are chosen. Null when the other offer is not sold that way (a gift of 1 night, or the
 * chosen length): it is not offered then.
 */
export function upsellPrice(
  upsell: Pick<Upsell, 'priceDifference' | 'priceDifferencePerLos' | 'giftPriceDifference'>,
  flow: 'booking' | 'gifting',
  nights: number | null,
): { amount: number; nights: number | null } | null {
  if (flow === 'gifting') return upsell.giftPriceDifference === null ? null : { amount: upsell.giftPriceDifference, nights: 1 }
  if (nights === null) return { amount: upsell.priceDifference, nights: null }
  const los = upsell.priceDifferencePerLos.find((p) => p.nights === nights)
  return los ? { amount: los.amount, nights: los.nights } : null
}

/** The hash keys that belong to one offer only: the other offer's activities are not this one's. */
const OFFER_ONLY_KEYS = ['activityDates']

/**
 * The address of the upsell's page with the visitor's flow (query) and choices (hash: dates,
 * party, gift set-up), without what belongs to this offer only.
 */
export function upsellHref(uri: string, search: string, hash: string): string {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  for (const key of OFFER_ONLY_KEYS) params.delete(key)
  const rest = params.toString()
  return `${uri}${search}${rest ? `#${rest}` : ''}`
}

/** The extra's name: its lines' titles, joined. */
export function upsellName(upsell: Pick<Upsell, 'programLines'>, join: string): string {
  return upsell.programLines
    .map((line) => line.title)
    .filter((title) => title !== '')
    .join(join)
}
