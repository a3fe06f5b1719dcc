import type { Context } from 'hono'
import * as v from 'valibot'
import { BoxCodeSchema } from '../../shared/api/boxes'
import { parseFlags } from '../../shared/flags'
import { boxDetailPath, initialGiftFormat, type BoxPageData } from '../../shared/rules/box-pages'
import { describes } from '../../shared/rules/structured-data'
import { BoxPage } from '../../client/pages/box/box-page'
import type { AppEnv } from '../env'
import { findBoxBySlug, getBoxList, getFirstBoxOffers } from '../data/box-pages'
import { getCatalog } from '../data/get-catalog'
import { logError } from '../log'
import { renderPage } from '../render/render-page'

// Each handler answers null where the site's 404 page is due (routes/pages.tsx renders it).

/** The box pages exist only while the boxes toggle is on (site-wide §2, router). */
export function boxPagesEnabled(c: Context<AppEnv>): boolean {
  return parseFlags(c.env.FLAGS).boxes
}

/** 'Oops, something went wrong' in place of the content (site-wide §8): the list or the detail call failed. */
function renderBoxError(c: Context<AppEnv>, location: string, error: unknown): Promise<Response> {
  logError(c, location, error)
  return renderPage(c, { page: 'box', Page: BoxPage, data: { view: 'error' } satisfies BoxPageData, status: 503 })
}

/** GET /{site}/box: the banner and every published box of the site. */
export async function boxListPage(c: Context<AppEnv>): Promise<Response> {
  let boxes
  try {
    boxes = await getBoxList(getCatalog(c), c.get('site').id)
  } catch (error) {
    return renderBoxError(c, 'box.list', error)
  }
  return renderPage(c, { page: 'box', Page: BoxPage, data: { view: 'list', boxes } satisfies BoxPageData, metaTags: true })
}

/**
 * GET /{site}/box/p/{slug}/{code}: the box, then its first stays as they come (streamed). The
 * code names the box (the slug is for people and crawlers); the giftFormat search parameter
 * chooses the format the page opens with.
 */
export async function boxDetailPage(c: Context<AppEnv>, code: string): Promise<Response | null> {
  if (!v.is(BoxCodeSchema, code)) return null
  const site = c.get('site')
  const catalog = getCatalog(c)
  let box
  try {
    box = await catalog.getBox(code, site.id)
  } catch (error) {
    return renderBoxError(c, 'box.detail', error)
  }
  if (!box) return null
  const format = initialGiftFormat(c.req.query('giftFormat'), parseFlags(c.env.FLAGS).physicalVoucher)
  const data = getFirstBoxOffers(catalog, box.code, site.id, (location, error) => logError(c, location, error)).then(
    (offers): BoxPageData => ({ view: 'detail', box, offers, format }),
  )
  return renderPage(c, { page: 'box', Page: BoxPage, data, metaTags: describes(box.pageModel.description) })
}

/**
 * GET /{site}/box/{slug}, the address the gifting home and older links use: a permanent redirect
 * to the box's detail page, its query kept.
 */
export async function boxSlugRedirect(c: Context<AppEnv>, slug: string): Promise<Response | null> {
  let box
  try {
    box = await findBoxBySlug(getCatalog(c), c.get('site').id, slug)
  } catch (error) {
    return renderBoxError(c, 'box.detail', error)
  }
  if (!box) return null
  return c.redirect(`${boxDetailPath(c.get('site'), box)}${new URL(c.req.url).search}`, 301)
}
