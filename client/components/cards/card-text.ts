// What a result card says, as message ids and amounts (search.md §2.5, §4
// "Price type", §9): kept apart from the markup so the rules are tested alone.
import type { PriceType } from '../../../shared/api/common'
import type { StayCard } from '../../../shared/api/search'
import { ceilToEuro, pricePerNight, type Cents } from '../../../shared/money'
import type { Message } from '../../../shared/message'
import type { Flow } from '../../../shared/sites'

/** Label of the price: a from-price, a final price (dates chosen) or the gift price for 2 people. */
export const PRICE_TYPE_MESSAGE: Readonly<Record<PriceType, string>> = {
  FROM_PRICE: 'card.price.from',
  FINAL_PRICE: 'card.price.final',
  GIFT: 'card.price.gift',
  BENEFICIARY: 'card.price.beneficiary',
}

/**
 * Button text: 'See activity' in the activity flow, 'View {count} offers'
 * when the hotel has more offers, 'See gift' in gifting, else 'See offer'.
 */
export function ctaMessage(card: Pick<StayCard, 'hasMoreOffers' | 'weekendIds'>, flow: Flow): Message {
  if (flow === 'activity') return { id: 'card.cta.activity' }
  if (card.hasMoreOffers && card.weekendIds.length > 1) return { id: 'card.cta.offers', values: { count: card.weekendIds.length } }
  if (flow === 'gifting') return { id: 'card.cta.gift' }
  return { id: 'card.cta.offer' }
}

/** Per-night price shown under a stay's total: the total divided by the nights, rounded up to the euro; null for one night. */
export function nightlyPrice(totalCents: Cents, nights: number): Cents | null {
  return nights > 1 ? ceilToEuro(pricePerNight(totalCents, nights)) : null
}

/** Minimum-stay label, shown when the minimum number of nights exceeds 1. */
export function minimumStayMessage(card: Pick<StayCard, 'nights' | 'priceType'>): Message | null {
  return card.priceType === 'FROM_PRICE' && card.nights > 1 ? { id: 'card.minimumStay', values: { count: card.nights } } : null
}
