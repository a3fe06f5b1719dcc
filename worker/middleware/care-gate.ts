import type { MiddlewareHandler } from 'hono'
import { rememberReturnPath } from '../care/return-path'
import { onCareHost, staffSessionOf } from '../care/staff-session'
import type { AppEnv } from '../env'
import { renderCareLogin } from '../render/care-login'

/**
 * Customer-care mode (captcha skipped, gift cards at every rate, the care bar…) is for signed-in
 * staff only. On the customer-care host a request with a valid staff session runs in that mode;
 * without one, every page answers the login screen (401), before the HTML cache, so no page of
 * the host is ever served to someone who is not signed in. The sign-in and sign-out calls under
 * /care/ pass. Other hosts are never in customer-care mode.
 */
export function careGate(): MiddlewareHandler<AppEnv> {
  return async function careGateMiddleware(c, next) {
    if (!onCareHost(c)) {
      c.set('customerCare', false)
      return next()
    }
    const staff = await staffSessionOf(c)
    c.set('customerCare', staff !== null)
    if (staff !== null || c.req.path.startsWith('/care/')) return next()
    // The page asked for is where sign-in comes back to (a form's post comes back to its page).
    const url = new URL(c.req.url)
    rememberReturnPath(c, c.req.method === 'GET' ? `${url.pathname}${url.search}` : url.pathname)
    return renderCareLogin(c, null)
  }
}
