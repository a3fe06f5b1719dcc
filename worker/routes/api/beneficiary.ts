import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { BeneficiaryOrderRequestSchema, BeneficiaryWalletRequestSchema } from '../../../shared/api/beneficiary'
import { LocaleSchema } from '../../../shared/api/common'
import type { OrderResponse, WalletPaymentResponse } from '../../../shared/api/purchase'
import { isSiteId, type SiteId } from '../../../shared/sites'
import type { AppEnv } from '../../env'
import { AppError } from '../../errors'
import { readGift, type Gift } from '../../beneficiary/gift'
import { placeRedemption } from '../../beneficiary/redeem'
import { giftSessionOf } from '../../beneficiary/session'
import { payOrder } from '../../checkout/pay-order'
import { getPaymentProvider } from '../../checkout/payment-provider'
import { catalogueToday } from '../../data/get-catalog'
import { findVoucherByOrderId } from '../../data/vouchers'
import { sizeLimit } from '../../middleware/size-limit'
import { vJson, vQuery } from '../../validate'
import { ORDER_BODY_MAX } from './orders'

/** GET /gateway/beneficiary/gift query: the language of the gift's texts (default: the one it was bought in). */
const GiftQuerySchema = v.object({ locale: v.optional(LocaleSchema) })

/** The signed-in recipient's gift, described in `locale` (the gift's own by default); 401 without a valid sign-in. */
async function sessionGift(c: Context<AppEnv>, locale: SiteId | undefined): Promise<Gift> {
  const giftOrderId = await giftSessionOf(c)
  const voucher = giftOrderId === null ? null : await findVoucherByOrderId(c.env.DB, giftOrderId)
  if (!voucher) throw new AppError(401, 'UNAUTHORIZED', 'Sign in with the code of your gift')
  return readGift(c, voucher, locale ?? (isSiteId(voucher.locale) ? voucher.locale : 'fr_FR'))
}

/**
 * The gift recipient's calls ({frontGateway}/beneficiary/*), for the visitor signed in with a gift's
 * code (the cookie of the gift login): the gift, and a stay booked with it, confirmed at once when
 * the gift covers it, or paid with the wallet for what it does not cover.
 */
export const beneficiary = new Hono<AppEnv>()
  .get('/beneficiary/gift', vQuery(GiftQuerySchema), async (c) => {
    const { space } = await sessionGift(c, c.req.valid('query').locale)
    c.header('Cache-Control', 'private, no-store')
    return c.json(space)
  })
  .post('/beneficiary/orders', sizeLimit(ORDER_BODY_MAX), vJson(BeneficiaryOrderRequestSchema), async (c) => {
    const request = c.req.valid('json')
    const { terms } = await sessionGift(c, request.locale)
    const { order, created } = await placeRedemption(c, terms, request)
    const body: OrderResponse = { orderUUID: order.uuid, status: order.status, amount: order.totalAmount }
    return c.json(body, created ? 201 : 200)
  })
  .post('/beneficiary/wallet', sizeLimit(ORDER_BODY_MAX), vJson(BeneficiaryWalletRequestSchema), async (c) => {
    const { pspAuthorization, ...request } = c.req.valid('json')
    const { terms } = await sessionGift(c, request.locale)
    const { order } = await placeRedemption(c, terms, request)
    // Covered in full: confirmed when placed, nothing to pay.
    if (order.status === 'PAID' && order.totalAmount === 0)
      return c.json({ booking: { orderUUID: order.uuid } } satisfies WalletPaymentResponse)
    const db = c.get('d1Meter')?.wrap(c.env.DB) ?? c.env.DB
    const paid = await payOrder(db, getPaymentProvider(), order, pspAuthorization, {
      today: catalogueToday(),
      voucherValidityMonths: 0,
      giftOrderId: terms.giftOrderId,
    })
    const body: WalletPaymentResponse = { booking: { orderUUID: paid.uuid } }
    return c.json(body)
  })
