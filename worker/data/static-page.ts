import type { Context } from 'hono'
import * as v from 'valibot'
import { StaticPageResponseSchema, STATIC_PAGE_SEGMENT } from '../../shared/api/static-page'
import { LEGAL_PAGE_KEYS, type LegalPageId } from '../../shared/cms/legal-pages'
import { toContentPageData, type ContentPageData } from '../../shared/cms/static-page'
import type { Site, SiteId } from '../../shared/sites'
import type { I18n } from '@lingui/core'
import type { AppEnv } from '../env'
import { cachedJson, cachedText, isCachedNull, type CachedJson } from './cache'
import { ANY_CAMPAIGN, type CacheKeySpec } from './cache-keys'
import { getCatalog } from './get-catalog'

/** The cache entry of a static page's document: one for the gateway call and the page alike. */
export function staticPageCacheSpec(id: string, locale: SiteId): CacheKeySpec {
  return { pageType: 'content', site: locale, campaigns: [ANY_CAMPAIGN], request: { staticPage: id } }
}

/** A static page's document of a locale, through the KV cache (an unknown id is cached as "null" too). */
export function cachedStaticPage(c: Context<AppEnv>, id: string, locale: SiteId): Promise<CachedJson> {
  return cachedJson(c, staticPageCacheSpec(id, locale), () => getCatalog(c).getStaticPage(id, locale))
}

/** A legal page's id: its /content/{id} path moves to its path in the site's language. */
export const isLegalPage = (id: string): id is LegalPageId => Object.hasOwn(LEGAL_PAGE_KEYS, id)

/** A static page's path on a site: a legal page's in the site's language, any other under /content/. */
export function staticPagePath(site: Site, i18n: I18n, id: string): string {
  return isLegalPage(id)
    ? `${site.pathPrefix}/${i18n._(`legalPath.${LEGAL_PAGE_KEYS[id]}`)}`
    : `${site.pathPrefix}/${STATIC_PAGE_SEGMENT}/${id}`
}

/** The legal page whose path in the site's language (its Lingui instance) is this first path segment, if any. */
export function legalPageOf(i18n: I18n, segment: string): LegalPageId | null {
  const ids = Object.keys(LEGAL_PAGE_KEYS) as LegalPageId[]
  return ids.find((id) => i18n._(`legalPath.${LEGAL_PAGE_KEYS[id]}`) === segment) ?? null
}

/**
 * The static content page `id` of the request's site, or null when the CMS has no such document
 * (the site's 404 page). A document stored in a shape that is no page is an error (logged, and the
 * crash page answers), not a missing page.
 */
export async function getContentPageData(c: Context<AppEnv>, id: string): Promise<ContentPageData | null> {
  const site = c.get('site')
  const cached = await cachedStaticPage(c, id, site.id)
  if (isCachedNull(cached)) return null
  const page = v.parse(StaticPageResponseSchema, JSON.parse(cachedText(cached)))
  const data = toContentPageData(page.content, staticPagePath(site, c.var.i18n, id))
  if (!data) throw new Error(`The static page ${id} of ${site.id} is not a page (title and updatedAt are required)`)
  return data
}
