import { Hono } from 'hono'
import {
  OrderRequestSchema,
  type OrderResponse,
  WalletPaymentRequestSchema,
  type WalletPaymentResponse,
} from '../../../shared/api/purchase'
import { OrderSummaryQuerySchema, OrderUuidSchema } from '../../../shared/api/order-summary'
import type { AppEnv } from '../../env'
import { notFound } from '../../errors'
import { voucherValidityMonths } from '../../beneficiary/gift'
import { catalogueToday } from '../../data/get-catalog'
import { getOrderSummary } from '../../checkout/order-summary'
import { payOrder } from '../../checkout/pay-order'
import { getPaymentProvider } from '../../checkout/payment-provider'
import { placeOrder } from '../../checkout/place-order'
import { sizeLimit } from '../../middleware/size-limit'
import { param, vJson, vQuery } from '../../validate'

/** Largest order body: a buyer, one stay item, a gift message and a special request fit many times over. */
export const ORDER_BODY_MAX = 16 * 1024

/** Checkout ({frontGateway}/purchase/*): create the order, pay it with a wallet, read it back for its confirmation. */
export const orders = new Hono<AppEnv>()
  .post('/purchase/orders', sizeLimit(ORDER_BODY_MAX), vJson(OrderRequestSchema), async (c) => {
    const { order, created } = await placeOrder(c, c.req.valid('json'))
    const body: OrderResponse = { orderUUID: order.uuid, status: order.status, amount: order.totalAmount }
    return c.json(body, created ? 201 : 200)
  })
  // The spec's vendor wallet call ({frontGateway}/purchase/zeppto) under a generic name.
  .post('/purchase/wallet', sizeLimit(ORDER_BODY_MAX), vJson(WalletPaymentRequestSchema), async (c) => {
    const { pspAuthorization, ...request } = c.req.valid('json')
    const { order } = await placeOrder(c, request)
    const giftCard = !!request.items.giftCardPaymentItem
    // Covered in full by a gift card: confirmed when placed, nothing to pay.
    if (giftCard && order.status === 'PAID' && order.totalAmount === 0) {
      return c.json({ booking: { orderUUID: order.uuid } } satisfies WalletPaymentResponse)
    }
    const db = c.get('d1Meter')?.wrap(c.env.DB) ?? c.env.DB
    const terms = { today: catalogueToday(), voucherValidityMonths: await voucherValidityMonths(c, request), giftOrderId: null, giftCard }
    const paid = await payOrder(db, getPaymentProvider(), order, pspAuthorization, terms)
    const body: WalletPaymentResponse = { booking: { orderUUID: paid.uuid } }
    return c.json(body)
  })
  // The UUID is the key: unguessable, and what the confirmation page's address carries.
  .get('/purchase/orders/:uuid', vQuery(OrderSummaryQuerySchema), async (c) => {
    const uuid = param(c, 'uuid', OrderUuidSchema)
    const summary = await getOrderSummary(c, uuid, c.req.valid('query').locale)
    if (!summary) throw notFound('order')
    c.header('Cache-Control', 'private, no-store')
    return c.json(summary)
  })
