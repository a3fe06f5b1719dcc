import * as v from 'valibot'
import { CmsDocumentSchema, type CmsDocument } from '../../../shared/api/cms'
import type { StaticPageResponse } from '../../../shared/api/static-page'
import type { SiteId } from '../../../shared/sites'

/** The CMS kind of the static content pages, keyed by their id. */
export const STATIC_PAGE_KIND = 'static_page'

const STATIC_PAGE = `SELECT json FROM cms_content WHERE locale = ?1 AND kind = '${STATIC_PAGE_KIND}' AND key = ?2 LIMIT 1`

/** Reads the authored JSON of a document; a row that is not a JSON object is no document. */
function toDocument(json: string): CmsDocument | null {
  const parsed = v.safeParse(CmsDocumentSchema, JSON.parse(json))
  return parsed.success ? parsed.output : null
}

/** The static page `id` of a locale, whatever its flow, or null when the CMS has none. */
export async function getStaticPage(db: D1Database, id: string, locale: SiteId): Promise<StaticPageResponse | null> {
  const row = await db.prepare(STATIC_PAGE).bind(locale, id).first<{ json: string }>()
  const content = row ? toDocument(row.json) : null
  return content ? { id, locale, content } : null
}
