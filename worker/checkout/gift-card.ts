import type { Context } from 'hono'
import { orderItem, type OrderRequest } from '../../shared/api/purchase'
import { acceptsGiftCard, giftCardCover, giftCardRefusal, type Purchase } from '../../shared/rules/gift-card-spend'
import type { AppEnv } from '../env'
import { AppError } from '../errors'
import { voucherValidityMonths } from '../beneficiary/gift'
import { readGiftCard, type GiftCard } from '../beneficiary/gift-card'
import { catalogueToday } from '../data/get-catalog'
import { confirmCoveredByCard } from '../data/gift-cards'
import type { Order } from '../data/orders'
import { countRequest } from '../data/rate-limit'
import { findVoucherByCode } from '../data/vouchers'
import { clientIp } from '../middleware/rate-limit'
import { newVoucher } from './pay-order'

const dbOf = (c: Context<AppEnv>) => c.get('d1Meter')?.wrap(c.env.DB) ?? c.env.DB

/** What an order is, as a card asks. */
export function purchaseOf(request: Pick<OrderRequest, 'items'>): Purchase {
  const bought = orderItem(request)
  if (bought.kind === 'stay') return bought.item.gift ? 'gift' : 'booking'
  return bought.kind
}

/**
 * The card of a code, if it can pay now for this purchase: refused for a gift card's purchase
 * (GIFT_CARD_NOT_ACCEPTED), past a visitor's tries of the minute (RATE_LIMITED, like the gift login),
 * for a code of no card (GIFT_CARD_NOT_FOUND), past its last valid day (GIFT_CARD_EXPIRED) or with
 * nothing left on it (GIFT_CARD_USED_UP).
 */
export async function usableGiftCard(c: Context<AppEnv>, code: string, purchase: Purchase): Promise<GiftCard> {
  if (!acceptsGiftCard(purchase)) throw new AppError(422, 'GIFT_CARD_NOT_ACCEPTED', 'A gift card cannot pay for another gift card')
  const verdict = await countRequest(c, 'gift-card', clientIp(c.req.header('cf-connecting-ip')))
  if (!verdict.allowed) {
    c.header('Retry-After', String(verdict.retryAfter))
    throw new AppError(429, 'RATE_LIMITED', 'Too many requests, try again later')
  }
  const db = dbOf(c)
  const voucher = await findVoucherByCode(db, code)
  const card = voucher ? await readGiftCard(db, voucher) : null
  if (!card) throw new AppError(404, 'GIFT_CARD_NOT_FOUND', 'No gift card has this code')
  const refusal = giftCardRefusal(card, catalogueToday())
  if (refusal === 'expired') throw new AppError(422, 'GIFT_CARD_EXPIRED', `This gift card was valid until ${card.validUntil}`)
  if (refusal === 'usedUp') throw new AppError(409, 'GIFT_CARD_USED_UP', 'Nothing is left on this gift card')
  return card
}

/**
 * The part of a new order its gift card pays (null without a card): the card's balance, at most the
 * order's total. Refused with GIFT_CARD_BALANCE_CHANGED (and the part it pays now) when the checkout
 * showed another part: the card was used since it was applied.
 */
export async function giftCardPart(
  c: Context<AppEnv>,
  request: OrderRequest,
  total: number,
): Promise<{ giftOrderId: number; covered: number } | null> {
  const item = request.items.giftCardPaymentItem
  if (!item) return null
  const card = await usableGiftCard(c, item.code, purchaseOf(request))
  const covered = giftCardCover(card.balance, total)
  if (covered !== item.amount) {
    throw new AppError(
      409,
      'GIFT_CARD_BALANCE_CHANGED',
      'The balance of this gift card has changed since it was applied',
      'items.giftCardPaymentItem.amount',
      covered,
    )
  }
  return { giftOrderId: card.giftOrderId, covered }
}

/**
 * An order its card covers in full is confirmed when placed, with nothing to pay (a gift gets its
 * voucher then, as a payment would give it): the card's part is taken in the same transaction, so
 * an order the card no longer covers is refused (GIFT_CARD_BALANCE_CHANGED) and stays PENDING.
 * Any other order is answered as it is.
 */
export async function confirmIfCardCovers(c: Context<AppEnv>, request: OrderRequest, order: Order): Promise<Order> {
  if (!request.items.giftCardPaymentItem || order.totalAmount !== 0 || order.status === 'PAID') return order
  if (order.status === 'PENDING') {
    const today = catalogueToday()
    const voucher = newVoucher(order, { today, voucherValidityMonths: await voucherValidityMonths(c, request) })
    const paid = await confirmCoveredByCard(dbOf(c), { orderId: order.id, today, now: new Date().toISOString(), ...voucher })
    if (paid) return { ...order, status: 'PAID', voucherCode: voucher.voucherCode }
  }
  throw new AppError(409, 'GIFT_CARD_BALANCE_CHANGED', 'The balance of this gift card no longer covers the order')
}
