import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { OrderUuidSchema } from '../../shared/api/order-summary'
import { CheckoutPage, type CheckoutPageData, type LookupOutcome } from '../../client/pages/checkout/checkout-page'
import { LOOKUP_LIMITS, orderIdOfReference, validateLookup, type LookupValues } from '../../shared/rules/booking-lookup'
import type { AppEnv } from '../env'
import { giftSessionOf } from '../beneficiary/session'
import { getOrderSummary } from '../checkout/order-summary'
import { findPaidOrderUuid } from '../data/orders'
import { countRequest } from '../data/rate-limit'
import { findVoucherByOrderId } from '../data/vouchers'
import { clientIp } from '../middleware/rate-limit'
import { sizeLimit } from '../middleware/size-limit'
import { privatePage } from '../render/private-page'
import { renderPage } from '../render/render-page'
import { renderNotFound } from './pages'

/** Largest lookup form: two short fields, url-encoded. */
const LOOKUP_BODY_MAX = 4 * 1024

/** The posted number and address, cut to their limits; a body that cannot be read is an empty form. */
async function readLookup(c: Context<AppEnv>): Promise<LookupValues> {
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
  const field = (name: keyof LookupValues) => {
    const value = body[name]
    return typeof value === 'string' ? value.trim().slice(0, LOOKUP_LIMITS[name]) : ''
  }
  return { bookingNumber: field('bookingNumber'), email: field('email') }
}

/**
 * The code of the gift card its recipient is signed in with (the gift login's cookie), for the
 * summary's gift card field; null for anyone else (no cookie: no read).
 */
async function signedInGiftCard(c: Context<AppEnv>): Promise<string | null> {
  const giftOrderId = await giftSessionOf(c)
  const voucher = giftOrderId === null ? null : await findVoucherByOrderId(c.env.DB, giftOrderId)
  return voucher?.productType === 'GIFTCARD' ? voucher.code : null
}

function renderCheckout(c: Context<AppEnv>, data: CheckoutPageData | Promise<CheckoutPageData>): Promise<Response> {
  return renderPage(c, { page: 'checkout', Page: CheckoutPage, data }).then(privatePage)
}

/**
 * The booking summary and the confirmation (product-pages.md §2), the same paths on every site, and
 * the booking lookup ('Check my booking', site-wide §2): a booking's number and e-mail address lead
 * to its confirmation, which says what was booked; a wrong pair, or too many tries in a minute,
 * shows the form again with why.
 * The summary's stay is in the address's hash, which only the browser reads: the worker sends the
 * page's shell and the browser fills it in. The confirmation reads the order by its UUID.
 */
export const checkoutPages = new Hono<AppEnv>({ strict: false })
  .get('/checkout/sum-up', async (c) => renderCheckout(c, { view: 'sum-up', giftCardCode: await signedInGiftCard(c) }))
  .get('/account/trips', (c) => renderCheckout(c, { view: 'lookup', values: { bookingNumber: '', email: '' }, errors: {}, outcome: null }))
  .post('/account/trips', sizeLimit(LOOKUP_BODY_MAX), async (c) => {
    const values = await readLookup(c)
    const errors = validateLookup(values)
    const page = (outcome: LookupOutcome) => renderCheckout(c, { view: 'lookup', values, errors, outcome })
    if (Object.keys(errors).length > 0) return page(null)
    const verdict = await countRequest(c, 'booking-lookup', clientIp(c.req.header('cf-connecting-ip')))
    if (!verdict.allowed) return page('tooMany')
    const id = orderIdOfReference(values.bookingNumber)
    const uuid = id === null ? null : await findPaidOrderUuid(c.env.DB, id, values.email)
    if (!uuid) return page('notFound')
    return c.redirect(`${c.get('site').pathPrefix}/confirmation/${uuid}`, 303)
  })
  .get('/confirmation/:uuid', async (c) => {
    const uuid = c.req.param('uuid')
    if (!v.is(OrderUuidSchema, uuid)) return privatePage(await renderNotFound(c))
    const order = await getOrderSummary(c, uuid, c.get('site').id)
    if (!order) return privatePage(await renderNotFound(c))
    return renderCheckout(c, { view: 'confirmation', order })
  })
