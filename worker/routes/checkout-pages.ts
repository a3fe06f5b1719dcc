import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { OrderUuidSchema } from '../../shared/api/order-summary'
import { CheckoutPage, type CheckoutPageData } from '../../client/pages/checkout/checkout-page'
import type { AppEnv } from '../env'
import { getOrderSummary } from '../checkout/order-summary'
import { renderPage } from '../render/render-page'
import { renderNotFound } from './pages'

/** A visitor's own page: never kept by a shared cache, never indexed. */
function privatePage(response: Response): Response {
  const headers = new Headers(response.headers)
  headers.set('Cache-Control', 'private, no-store')
  headers.set('X-Robots-Tag', 'noindex, nofollow')
  return new Response(response.body, { status: response.status, headers })
}

function renderCheckout(c: Context<AppEnv>, data: CheckoutPageData | Promise<CheckoutPageData>): Promise<Response> {
  return renderPage(c, { page: 'checkout', Page: CheckoutPage, data }).then(privatePage)
}

/**
 * The booking summary and the confirmation (product-pages.md §2), the same paths on every site.
 * The summary's stay is in the address's hash, which only the browser reads: the worker sends the
 * page's shell and the browser fills it in. The confirmation reads the order by its UUID.
 */
export const checkoutPages = new Hono<AppEnv>({ strict: false })
  .get('/checkout/sum-up', (c) => renderCheckout(c, { view: 'sum-up' }))
  .get('/confirmation/:uuid', async (c) => {
    const uuid = c.req.param('uuid')
    if (!v.is(OrderUuidSchema, uuid)) return privatePage(await renderNotFound(c))
    const order = await getOrderSummary(c, uuid, c.get('site').id)
    if (!order) return privatePage(await renderNotFound(c))
    return renderCheckout(c, { view: 'confirmation', order })
  })
