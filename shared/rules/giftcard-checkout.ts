// Buying a gift card (product-pages.md "Gift-card customisation page"): its order. Its price and
// amounts are the page's rules (rules/giftcard.ts); the buyer's details follow the stay checkout's
// rules (rules/checkout.ts): a posted card needs the buyer's postal address, as a posted box does.
import type { OrderRequest } from '../api/purchase'
import type { GiftcardCheckout } from '../checkout/checkout-link'
import { orderWith, type OrderBase } from './checkout'
import { trimmedGift, type GiftForm } from './gift-form'

/** The order of a card (§3 wallet order payload, its gift card item): the amount in cents, the format and the customisation, trimmed. */
export function giftcardOrderRequest(base: OrderBase & { request: GiftcardCheckout; customisation: GiftForm }): OrderRequest {
  return orderWith(base, {
    insuranceItem: null,
    giftcardItem: { amount: base.request.amount, format: base.request.giftFormat, gift: trimmedGift(base.customisation) },
  })
}
