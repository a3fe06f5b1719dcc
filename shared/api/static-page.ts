import * as v from 'valibot'
import { CmsDocumentSchema } from './cms'
import { LocaleSchema } from './common'

/**
 * Static content pages (site-wide §2 "static content page"): the terms of sale, terms of use, data
 * protection, cookies and partner sign-up documents the footer links to, authored in the CMS per
 * locale and served at /{site}/content/{id}.
 */

/** The path segment of the static content pages, before the document's id. */
export const STATIC_PAGE_SEGMENT = 'content'

/** A document id: a lowercase slug ('terms-of-sale'), short enough for a path. */
export const StaticPageIdSchema = v.pipe(
  v.string(),
  v.maxLength(60, 'Expected at most 60 characters'),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a lowercase slug'),
)

/** GET /gateway/content/static-page/{id}: the locale of the document. */
export const StaticPageQuerySchema = v.object({ locale: LocaleSchema })
export type StaticPageQuery = v.InferOutput<typeof StaticPageQuerySchema>

/** A static page as the CMS holds it: its id, its locale and the authored document, passed through. */
export const StaticPageResponseSchema = v.object({
  id: StaticPageIdSchema,
  locale: LocaleSchema,
  content: CmsDocumentSchema,
})
export type StaticPageResponse = v.InferOutput<typeof StaticPageResponseSchema>
