import { Hono, type Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { getSite } from '../../shared/sites'
import { checkGoogleIdToken } from '../care/google-id-token'
import { forgetReturnPath, rememberedReturnPath, sameHostPath } from '../care/return-path'
import { careSignInSettings } from '../care/settings'
import { endCareSession, onCareHost, startCareSession } from '../care/staff-session'
import { googleKey } from '../data/google-keys'
import type { AppEnv } from '../env'
import { siteI18n } from '../i18n/site-i18n'
import { logError } from '../log'
import { parseHosts, resolveSite } from '../middleware/site'
import { renderCareLogin } from '../render/care-login'
import { sizeLimit } from '../middleware/size-limit'

/** Google's post: the ID token (about 1.5 KB), the CSRF token and a few fields. */
const SESSION_BODY_MAX = 16 * 1024

/** Where a sign-in or sign-out ends: the page asked for, else the site chooser. */
const DEFAULT_PAGE = '/'

/** The sign-in's screens speak the language of the page asked for (the /care/ calls belong to no site). */
function speakSiteOf(c: Context<AppEnv>, path: string): void {
  const site = resolveSite(new URL(path, c.req.url), parseHosts(c.env.SITE_HOSTS))?.site ?? getSite('fr_FR')
  c.set('site', site)
  c.set('i18n', siteI18n(site.id))
}

/** The form field's text, or '' (a file or a missing field). */
function field(body: Record<string, unknown>, name: string): string {
  const value = body[name]
  return typeof value === 'string' ? value : ''
}

/**
 * Sign in with Google's login URI (redirect mode) and sign-out, on the customer-care host only.
 * POST /care/session: the g_csrf_token cookie must equal the posted field (double submit: a
 * cross-site form cannot read the cookie to copy it), then the credential must be an ID token of
 * Google for this client, for a verified address of the staff's domain. A refusal answers the
 * login screen (401) with its reason; a sign-in sets the staff session and returns to the page
 * asked for (303). POST /care/sign-out ends the session.
 */
export const careSession = new Hono<AppEnv>()
  .post('/care/session', sizeLimit(SESSION_BODY_MAX), async (c) => {
    if (!onCareHost(c)) return c.notFound()
    const returnTo = rememberedReturnPath(c) ?? DEFAULT_PAGE
    speakSiteOf(c, returnTo)
    const settings = careSignInSettings(c.env)
    if (!settings) return renderCareLogin(c, 'not-configured')
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const csrf = getCookie(c, 'g_csrf_token')
    if (!csrf || csrf !== field(body, 'g_csrf_token')) return renderCareLogin(c, 'csrf')
    const check = await checkGoogleIdToken(field(body, 'credential'), {
      clientId: settings.clientId,
      staffDomain: settings.staffDomain,
      nowSeconds: Math.floor(Date.now() / 1000),
      keyOf: (kid) => googleKey(c.env.CACHE, kid),
    })
    if (!check.ok) {
      if (check.reason === 'keys') logError(c, 'application.server.care-sign-in', new Error("Google's signing keys could not be fetched"))
      return renderCareLogin(c, check.reason)
    }
    await startCareSession(c, settings.secret, check.email)
    forgetReturnPath(c)
    c.header('Cache-Control', 'no-store')
    return c.redirect(returnTo, 303)
  })
  .post('/care/sign-out', sizeLimit(SESSION_BODY_MAX), async (c) => {
    if (!onCareHost(c)) return c.notFound()
    // Another site's form cannot sign staff out (their browser sends its Origin with a post).
    const origin = c.req.header('Origin')
    if (origin !== undefined && origin !== new URL(c.req.url).origin) return c.text('Forbidden', 403)
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    endCareSession(c)
    c.header('Cache-Control', 'no-store')
    return c.redirect(sameHostPath(field(body, 'next'), new URL(c.req.url).origin) ?? DEFAULT_PAGE, 303)
  })
