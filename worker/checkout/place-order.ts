import type { Context } from 'hono'
import { orderItem, type OrderRequest } from '../../shared/api/purchase'
import { parseFlags } from '../../shared/flags'
import type { AppEnv } from '../env'
import { customerOf } from '../account/session'
import { AppError } from '../errors'
import { getCatalog } from '../data/get-catalog'
import { findOrderByKey, insertOrder, type NewOrder, type Order } from '../data/orders'
import { confirmIfCardCovers, giftCardPart } from './gift-card'
import { priceOrder } from './price-order'
import { isMinisiteOf } from '../data/minisites'

/** A key already used for another request is refused: it must not silently answer someone else's order. */
function sameRequest(order: Order, payload: string): Order {
  if (order.payload !== payload) {
    throw new AppError(409, 'IDEMPOTENCY_KEY_REUSED', 'This idempotency key was used for another order')
  }
  return order
}

/** What the order row names as its product: a stay (and its partner minisite), an activity-only product, a box (its code) or a gift card. */
function productOf(request: OrderRequest): Pick<NewOrder, 'productType' | 'productId' | 'minisiteId'> {
  const bought = orderItem(request)
  if (bought.kind === 'activity') return { productType: 'ACTIVITY', productId: String(bought.item.activityId), minisiteId: null }
  if (bought.kind === 'box') return { productType: 'BOX', productId: bought.item.code, minisiteId: null }
  // A card is no catalogue product: its amount (cents) names it.
  if (bought.kind === 'giftcard') return { productType: 'GIFTCARD', productId: String(bought.item.amount), minisiteId: null }
  const criteria = bought.item.reservationCriteria
  return { productType: 'STAY', productId: String(criteria.offerId), minisiteId: criteria.minisiteId ?? null }
}

/**
 * The order of a checkout attempt: the one its idempotency key already created (a double submit,
 * a retry), else a new PENDING order priced from the catalogue. An existing order is answered as it
 * is, without repricing: the stay it holds must not be refused because prices moved since.
 * A gift card pays its part (worker/checkout/gift-card): an order it covers in full is confirmed now.
 */
export async function placeOrder(c: Context<AppEnv>, request: OrderRequest): Promise<{ order: Order; created: boolean }> {
  const db = c.get('d1Meter')?.wrap(c.env.DB) ?? c.env.DB
  const payload = JSON.stringify(request)
  const existing = await findOrderByKey(db, request.idempotencyKey)
  if (existing) return { order: await confirmIfCardCovers(c, request, sameRequest(existing, payload)), created: false }
  const price = await priceOrder(getCatalog(c), request, { physicalVoucher: parseFlags(c.env.FLAGS).physicalVoucher })
  const card = await giftCardPart(c, request, price.totalAmount)
  const product = productOf(request)
  const placed = await insertOrder(db, {
    uuid: crypto.randomUUID(),
    idempotencyKey: request.idempotencyKey,
    locale: request.locale,
    flow: price.flow,
    ...product,
    // A partner minisite the site does not have (any more) is not recorded; the booking goes on.
    minisiteId: product.minisiteId !== null && (await isMinisiteOf(db, product.minisiteId, request.locale)) ? product.minisiteId : null,
    buyerEmail: request.buyer.email,
    currency: request.currency,
    expectedAmount: request.expectedAmount,
    // What the wallet pays: the card's part comes off (0 when the card covers everything).
    totalAmount: price.totalAmount - (card?.covered ?? 0),
    insuranceAmount: price.insuranceAmount,
    discountAmount: 0,
    localTaxAmount: price.localTaxAmount,
    checkinDate: price.checkinDate,
    checkoutDate: price.checkoutDate,
    payload,
    // Placed signed in: the order is the account's (its trips).
    customerId: (await customerOf(c))?.id ?? null,
    giftOrderId: card?.giftOrderId ?? null,
    giftCoveredAmount: card?.covered ?? 0,
    now: new Date().toISOString(),
  })
  // Two submits raced past the lookup: the loser reads the winner's order.
  const order = placed.created ? placed.order : sameRequest(placed.order, payload)
  return { order: await confirmIfCardCovers(c, request, order), created: placed.created }
}
