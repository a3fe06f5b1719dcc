import type { Context } from 'hono'
import * as v from 'valibot'
import { StaticPageIdSchema } from '../../shared/api/static-page'
import { ContentPage } from '../../client/pages/content/content-page'
import type { AppEnv } from '../env'
import { getContentPageData } from '../data/static-page'
import { renderPage } from '../render/render-page'

/**
 * GET /{site}/content/{id}: the static content page of that id in the site's language, or null
 * where the site's 404 page is due (an id that is no slug, or that the CMS does not hold).
 */
export async function contentPage(c: Context<AppEnv>, id: string): Promise<Response | null> {
  if (!v.is(StaticPageIdSchema, id)) return null
  const data = await getContentPageData(c, id)
  if (!data) return null
  return renderPage(c, { page: 'content', Page: ContentPage, data })
}
