// Buying an activity-only product (product-pages.md §2 "Activity-only page", §4 "Activity offer
// button", §9 activity voucher validity): its price for the participants, its order and the way
// back to its page. The buyer's details follow the stay checkout's rules (rules/checkout.ts).
import type { ActivityDetail } from '../api/activity-only'
import type { OrderRequest } from '../api/purchase'
import type { ActivityCheckout } from '../checkout/checkout-link'
import type { Cents } from '../money'
import { trimmedGift, type GiftForm } from './gift-form'
import { orderWith, type OrderBase } from './checkout'

/** The activity's price for the request's participants (the total, cents); null when that number has no price. */
export function activityPrice(prices: ActivityDetail['prices'], participants: number): { activity: Cents; total: Cents } | null {
  const price = prices.find((p) => p.adults === participants)
  return price ? { activity: price.sellPrice, total: price.sellPrice } : null
}

/** Why an activity cannot be bought as asked: gone from sale, or no price for that many participants. */
export function activityRefusal(detail: Pick<ActivityDetail, 'published' | 'prices'>, participants: number): string | null {
  if (!detail.published) return 'OFFER_NOT_PUBLISHED'
  return activityPrice(detail.prices, participants) ? null : 'PAX_NOT_ALLOWED'
}

/**
 * The order of an activity (§3 wallet order payload, its activity item): a gift carries the
 * customisation, trimmed; own use carries none.
 */
export function activityOrderRequest(base: OrderBase & { request: ActivityCheckout; customisation: GiftForm }): OrderRequest {
  const { request } = base
  return orderWith(base, {
    insuranceItem: null,
    activityItem: {
      activityId: request.id,
      participants: request.a,
      ownUse: request.ownUse,
      gift: request.ownUse ? null : trimmedGift(base.customisation),
    },
  })
}

/** The activity page with the request's participants in its hash, for 'back to the activity' links. */
export function activityPageHref(activityUri: string, request: Pick<ActivityCheckout, 'a'>): string {
  return `${activityUri}#${new URLSearchParams({ a: String(request.a) }).toString()}`
}
