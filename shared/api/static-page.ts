import * as v from 'valibot'
import { CmsDocumentSchema } from './cms'
import { PRESS_ROOM_PAGE } from '../cms/press-room'
import { LocaleSchema } from './common'

/**
 * Static content pages (site-wide §2 "static content page"): the terms of sale, terms of use, data
 * protection, cookies and partner sign-up documents the footer links to, authored in the CMS per
 * locale and served at /{site}/content/{id}.
 */

/** The path segment of the static content pages, before the document's id. */
export const STATIC_PAGE_SEGMENT = 'content'

/**
 * The legal pages the footer links to: their document id and the key of their path in the site's
 * language (message `legalPath.{key}`: '/fr-fr/conditions-generales-de-vente',
 * '/nl-nl/algemene-verkoopvoorwaarden'). Their paths differ per locale (site-wide §2); the
 * /content/{id} form moves there.
 */
export const LEGAL_PAGE_KEYS = {
  'terms-of-sale': 'termsOfSale',
  'terms-of-use': 'termsOfUse',
  'data-protection': 'dataProtection',
  cookies: 'cookies',
  'partner-signup': 'partners',
  [PRESS_ROOM_PAGE]: 'pressRoom',
} as const
export type LegalPageId = keyof typeof LEGAL_PAGE_KEYS

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
