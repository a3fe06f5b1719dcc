import type { MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import { toInlineJson } from '../../client/app/boot'
import { STATIC_PAGE_SEGMENT, StaticPageIdSchema } from '../../shared/api/static-page'
import { routeForSlug, type Site } from '../../shared/sites'
import { getCachedHtml, putCachedHtml } from '../data/cache'
import { legalPageOf } from '../data/static-page'
import { siteI18n } from '../i18n/site-i18n'
import { htmlBucket, type HtmlKeyParts } from '../data/cache-keys'
import type { AppEnv } from '../env'
import { CLIENT_BUILD } from '../render/assets'
import { setResponseHeaders } from './response-headers'

/*
 * Nonces and cached pages. A page's scripts carry the request's CSP nonce; replaying a stored page
 * as is would send the old nonce in the HTML while the CSP header carries a fresh one, and the
 * browser would refuse every script. Serving the stored page with the CSP of its old nonce instead
 * would make that nonce public and long-lived (anyone fetching the page learns the value that
 * authorises scripts for every visitor served the copy), which is what a nonce exists to prevent.
 * So the stored copy holds a placeholder where the nonce was, and each hit gets the fresh nonce of
 * its own request, the one securityHeaders puts in the CSP. The boot data's request id gets the
 * same treatment so that a client error logged from a cached page names the request that served it.
 */
const NONCE_TOKEN = '__html-cache-nonce__'
const REQUEST_ID_TOKEN = '__html-cache-request-id__'

/** The request id as it appears in the boot JSON. */
const bootRequestId = (id: string) => `"requestId":${toInlineJson(id)}`

/** "spa-et-diner-100123" → "100123": product paths end with the id. */
const TRAILING_ID = /^(?:[a-z0-9-]*-)?(\d{1,10})$/
/** A landing page's slug, clean ('paris') or with its id ('paris-2988507'). */
const LANDING_SLUG = /^[a-z0-9-]{1,120}$/

/** What an anonymous page under a site is, from its path below the site's base; null when it is no cacheable page. */
export function htmlPageOf(site: Site, rest: string): Pick<HtmlKeyParts, 'pageType' | 'products'> | null {
  const segments = rest.split('/').filter((s) => s !== '')
  if (segments.length === 0) return { pageType: 'home' }
  const route = routeForSlug(site.language, segments[0] ?? '')
  if (segments.length === 1) {
    if (route === 'search') return { pageType: 'search' }
    // A legal page under its path in the site's language ('/fr-fr/conditions-generales-de-vente').
    return route === null && legalPageOf(siteI18n(site.id), segments[0] ?? '') ? { pageType: 'content' } : null
  }
  const segment = segments[1] ?? ''
  if (segments.length > 2) return null
  if (segments[0] === STATIC_PAGE_SEGMENT) return v.is(StaticPageIdSchema, segment) ? { pageType: 'content' } : null
  if (route === 'city' || route === 'theme') return LANDING_SLUG.test(segment) ? { pageType: 'landing' } : null
  const id = TRAILING_ID.exec(segment)?.[1]
  if (route === 'stay' && id !== undefined) return { pageType: 'product', products: [`stay:${id}`] }
  if (route === 'activity' && id !== undefined) return { pageType: 'activity', products: [`activity:${id}`] }
  if (route === 'hotel' && id !== undefined) return { pageType: 'hotel', products: [`hotel:${id}`] }
  return null
}

/** Path and sorted query: the same page asked with its parameters in another order is one entry. */
function pathAndQuery(url: URL): string {
  const params = [...url.searchParams.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return params.length ? `${url.pathname}?${new URLSearchParams(params).toString()}` : url.pathname
}

/**
 * Cache API cache of anonymous pages (DESIGN §6): a GET without a Cookie header, outside
 * customer-care mode, is answered from the cache when a copy exists for its site, path, query,
 * experiment bucket and purge generations (X-Cache: HIT); otherwise it is rendered, answered
 * (X-Cache: MISS) and stored after the response when it is a 200 without Set-Cookie and no error
 * was logged while it was produced (a render error, a block whose data failed to load). Requests
 * with cookies are rendered every time (X-Cache: BYPASS).
 */
export function htmlCache(): MiddlewareHandler<AppEnv> {
  return async function htmlCacheMiddleware(c, next) {
    if (c.req.method !== 'GET') return next()
    // The site as siteMiddleware resolved it, before this one.
    const base = c.get('siteBase')
    if (base === undefined) return next()
    const site = c.get('site')
    const url = new URL(c.req.url)
    const page = htmlPageOf(site, url.pathname.slice(base.length))
    if (!page) return next()
    if (c.req.header('Cookie') || c.get('customerCare')) {
      await next()
      setResponseHeaders(c, [['X-Cache', 'BYPASS']])
      return
    }
    const parts: HtmlKeyParts = {
      build: CLIENT_BUILD,
      site: site.id,
      path: pathAndQuery(url),
      bucket: htmlBucket(c.env.FLAGS, new Date()),
      ...page,
    }
    const nonce = c.get('nonce')
    const requestId = c.get('requestId')
    const { key, hit } = await getCachedHtml(c.env.CACHE, parts)
    if (hit) {
      const html = hit.html.replaceAll(NONCE_TOKEN, nonce).replaceAll(bootRequestId(REQUEST_ID_TOKEN), bootRequestId(requestId))
      const headers = new Headers(hit.headers)
      // The stored copy is public for the Cache API; browsers still revalidate the page.
      headers.set('Cache-Control', 'private, no-cache')
      headers.delete('Content-Length')
      return c.body(html, 200, Object.fromEntries(headers))
    }
    await next()
    c.res = putCachedHtml(c, key, c.res, (html) =>
      c.get('degraded') ? null : html.replaceAll(nonce, NONCE_TOKEN).replaceAll(bootRequestId(requestId), bootRequestId(REQUEST_ID_TOKEN)),
    )
  }
}
