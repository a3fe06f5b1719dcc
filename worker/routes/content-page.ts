import type { Context } from 'hono'
import * as v from 'valibot'
import { StaticPageIdSchema } from '../../shared/api/static-page'
import { describes } from '../../shared/rules/structured-data'
import type { IdeasPageData } from '../../shared/cms/ideas'
import { routePath } from '../../shared/sites'
import { ContentPage } from '../../client/pages/content/content-page'
import type { AppEnv } from '../env'
import { cachedJson, cachedText } from '../data/cache'
import { getIdeasPageData } from '../data/ideas'
import { catalogueToday, getCatalog } from '../data/get-catalog'
import { findMinisite, getMinisitePageData } from '../data/minisites'
import { getContentPageData } from '../data/static-page'
import { logError } from '../log'
import { renderPage } from '../render/render-page'

/**
 * GET /{site}/content/{id}: the static content page of that id in the site's language, or null
 * where the site's 404 page is due (an id that is no slug, or that the CMS does not hold).
 */
export async function contentPage(c: Context<AppEnv>, id: string): Promise<Response | null> {
  if (!v.is(StaticPageIdSchema, id)) return null
  const data = await getContentPageData(c, id)
  if (!data) return null
  return renderPage(c, { page: 'content', Page: ContentPage, data, metaTags: describes(data.seo.description) })
}

/**
 * GET /{site}/{theme path} (idee, tema, thema without a theme): the ideas page, read through the
 * cache (KV, the isolate's memory in front). A catalogue that cannot be read gives the page's
 * error message in place of the ideas, not a crash.
 */
export function ideasPage(c: Context<AppEnv>): Promise<Response> {
  const site = c.get('site')
  const uri = routePath(site, 'theme')
  const data = cachedJson(c, { pageType: 'landing', site: site.id, request: 'ideas' }, () => getIdeasPageData(c.env.DB, site, uri))
    .then((cached) => JSON.parse(cachedText(cached)) as IdeasPageData)
    .catch((error: unknown): IdeasPageData => {
      logError(c, 'ideas', error)
      return { kind: 'ideas', uri, sections: [], regions: [], failed: true }
    })
  return renderPage(c, { page: 'content', Page: ContentPage, data, metaTags: true })
}

/**
 * GET /{site}/{minisite slug}: a partner's minisite (site-wide §1 "minisite pages, matched against
 * a list of minisite urls"), on the site of its locale; null where the site's 404 page is due.
 */
export async function minisitePage(c: Context<AppEnv>, slug: string): Promise<Response | null> {
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) return null
  const site = c.get('site')
  const db = c.get('d1Meter')?.wrap(c.env.DB) ?? c.env.DB
  const row = await findMinisite(db, site, slug)
  if (!row) return null
  const data = getMinisitePageData(getCatalog(c), db, {
    site,
    row,
    uri: `${site.pathPrefix}/${slug}`,
    todayIso: catalogueToday(),
    images: { imageBase: c.env.IMAGE_BASE_URL ?? '' },
    onError: (error) => logError(c, 'minisite.stays', error),
  })
  return renderPage(c, { page: 'content', Page: ContentPage, data, metaTags: true })
}
