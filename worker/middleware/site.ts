import type { MiddlewareHandler } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import * as v from 'valibot'
import { findSiteByPath, getSite, isSiteId, type Site } from '../../shared/sites'
import type { AppEnv } from '../env'
import { siteI18n } from '../i18n/site-i18n'

const HostsSchema = v.record(v.string(), v.string())

/** The last SITE_HOSTS read and its map: the variable is the same on every request of an isolate. */
let parsedHosts: { json: string | undefined; hosts: Record<string, string> } | null = null

/** The production host → site map from SITE_HOSTS ("BE" marks Belgium's two-language host). */
export function parseHosts(json: string | undefined): Record<string, string> {
  if (parsedHosts && parsedHosts.json === json) return parsedHosts.hosts
  let hosts: Record<string, string> = {}
  try {
    const result = v.safeParse(HostsSchema, JSON.parse(json ?? '{}'))
    if (result.success) hosts = result.output
  } catch {
    // not JSON: no host is mapped
  }
  parsedHosts = { json, hosts }
  return hosts
}

/** Where a request's site comes from: a path prefix (/fr-fr), Belgium's /fr or /nl, or the host. */
export function resolveSite(url: URL, hosts: Record<string, string>): { site: Site; base: string } | null {
  const byPath = findSiteByPath(url.pathname)
  if (byPath) return { site: byPath, base: byPath.pathPrefix }
  const mapped = hosts[url.hostname]
  if (mapped === 'BE') {
    const first = url.pathname.split('/')[1]
    if (first === 'fr') return { site: getSite('fr_BE'), base: '/fr' }
    if (first === 'nl') return { site: getSite('nl_BE'), base: '/nl' }
    return null
  }
  if (mapped && isSiteId(mapped)) return { site: getSite(mapped), base: '' }
  return null
}

/** The public origin of a site from the production host map (https://host or https://host/nl for Belgium), or null. */
export function publicOriginOf(site: Site, hosts: Record<string, string>): string | null {
  for (const [host, value] of Object.entries(hosts)) {
    if (value === site.id) return `https://${host}`
    if (value === 'BE' && site.country === 'BE') return `https://${host}/${site.language}`
  }
  return null
}

/**
 * Sets the request's site and its site's Lingui instance (customer-care mode is careGate's).
 * Requests outside any site fall through to the next handler.
 */
export function siteMiddleware(): MiddlewareHandler<AppEnv> {
  return async function siteResolver(c, next) {
    const url = new URL(c.req.url)
    const resolved = resolveSite(url, parseHosts(c.env.SITE_HOSTS))
    const site = resolved?.site ?? getSite('fr_FR')
    c.set('site', site)
    if (resolved) c.set('siteBase', resolved.base)
    c.set('i18n', siteI18n(site.id))
    if (resolved && site.country === 'BE' && getCookie(c, 'lastLanguage') !== site.language) {
      setCookie(c, 'lastLanguage', site.language, { path: '/', maxAge: 31_536_000, sameSite: 'Lax' })
    }
    await next()
  }
}
