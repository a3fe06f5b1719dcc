import type { Context } from 'hono'
import * as v from 'valibot'
import { StaticPageResponseSchema, STATIC_PAGE_SEGMENT } from '../../shared/api/static-page'
import { toContentPageData, type ContentPageData } from '../../shared/cms/static-page'
import type { SiteId } from '../../shared/sites'
import type { AppEnv } from '../env'
import { cachedJson, type CacheStatus } from './cache'
import { ANY_CAMPAIGN, type CacheKeySpec } from './cache-keys'
import { getCatalog } from './get-catalog'

/** The cache entry of a static page's document: one for the gateway call and the page alike. */
export function staticPageCacheSpec(id: string, locale: SiteId): CacheKeySpec {
  return { pageType: 'content', site: locale, campaigns: [ANY_CAMPAIGN], request: { staticPage: id } }
}

/** A static page's document of a locale, through the KV cache (an unknown id is cached as "null" too). */
export function cachedStaticPage(c: Context<AppEnv>, id: string, locale: SiteId): Promise<{ body: string; status: CacheStatus }> {
  return cachedJson(c, staticPageCacheSpec(id, locale), () => getCatalog(c).getStaticPage(id, locale))
}

/**
 * The static content page `id` of the request's site, or null when the CMS has no such document
 * (the site's 404 page). A document stored in a shape that is no page is an error (logged, and the
 * crash page answers), not a missing page.
 */
export async function getContentPageData(c: Context<AppEnv>, id: string): Promise<ContentPageData | null> {
  const site = c.get('site')
  const { body } = await cachedStaticPage(c, id, site.id)
  if (body === 'null') return null
  const page = v.parse(StaticPageResponseSchema, JSON.parse(body))
  const data = toContentPageData(page.content, `${site.pathPrefix}/${STATIC_PAGE_SEGMENT}/${id}`)
  if (!data) throw new Error(`The static page ${id} of ${site.id} is not a page (title and updatedAt are required)`)
  return data
}
