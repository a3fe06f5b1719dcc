// Buying a gift box (product-pages.md §2 "Gift box detail page", §4 "Box: Offer opens the format
// drawer…", §9 delivery and validity): its price in the chosen format, its order and the way back
// to its page. The buyer's details follow the stay checkout's rules (rules/checkout.ts): a posted
// box needs the buyer's postal address, as a posted gift voucher does.
import type { OrderRequest } from '../api/purchase'
import type { BoxCheckout } from '../checkout/checkout-link'
import type { Cents } from '../money'
import { orderWith, type OrderBase } from './checkout'
import { trimmedGift, type GiftForm } from './gift-form'

/** A box's price: its sell price, plus the shipping cost when it is posted (free when 0). */
export function boxPrice(
  sellPrice: Cents,
  format: BoxCheckout['giftFormat'],
  shipping: Cents,
): { box: Cents; shipping: Cents; total: Cents } {
  const delivery = format === 'physical' ? shipping : 0
  return { box: sellPrice, shipping: delivery, total: sellPrice + delivery }
}

/** The order of a box (§3 wallet order payload, its box item): the code, the format and the customisation, trimmed. */
export function boxOrderRequest(base: OrderBase & { request: BoxCheckout; customisation: GiftForm }): OrderRequest {
  return orderWith(base, {
    insuranceItem: null,
    boxItem: {
      code: base.request.code,
      format: base.request.giftFormat,
      gift: trimmedGift(base.customisation),
    },
  })
}
