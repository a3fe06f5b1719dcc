import * as v from 'valibot'
import { FlowSchema, LocaleSchema } from './common'

/**
 * CMS content is authored JSON (cms_content.json); the API types the envelope (locale, flow, kind)
 * and passes the authored document through. Renderers validate the fields they use and sanitise markup.
 */

/** GET /api/cms/homepage, /api/cms/promoBars and the gateway content blocks: locale and optional flow. */
export const CmsQuerySchema = v.object({
  locale: LocaleSchema,
  flow: v.optional(FlowSchema, 'booking'),
})
export type CmsQuery = v.InferOutput<typeof CmsQuerySchema>

/** An authored document. */
export const CmsDocumentSchema = v.record(v.string(), v.unknown())
export type CmsDocument = v.InferOutput<typeof CmsDocumentSchema>

export const CmsHomepageSchema = v.object({
  locale: LocaleSchema,
  /** The flow served: booking when the CMS has nothing for the requested flow. */
  flow: FlowSchema,
  content: CmsDocumentSchema,
})
export type CmsHomepage = v.InferOutput<typeof CmsHomepageSchema>

/** Promo bars: one per flow (page 'all' unless the CMS says otherwise). */
export const PromoBarsResponseSchema = v.array(v.object({ flow: FlowSchema, page: v.string(), content: CmsDocumentSchema }))
export type PromoBarsResponse = v.InferOutput<typeof PromoBarsResponseSchema>

/** Announcement banners by page family (site-wide §3). */
export const AnnouncementResponseSchema = v.object({
  homePages: v.array(CmsDocumentSchema),
  searchPages: v.array(CmsDocumentSchema),
  productPages: v.array(CmsDocumentSchema),
})
export type AnnouncementResponse = v.InferOutput<typeof AnnouncementResponseSchema>

/** Gift block: the gift links of the locale and its cards. */
export const GiftBlockResponseSchema = v.object({
  locale: LocaleSchema,
  links: v.nullable(CmsDocumentSchema),
  items: v.array(CmsDocumentSchema),
})
export type GiftBlockResponse = v.InferOutput<typeof GiftBlockResponseSchema>

export const BoxBlockResponseSchema = v.object({ locale: LocaleSchema, content: CmsDocumentSchema })
export type BoxBlockResponse = v.InferOutput<typeof BoxBlockResponseSchema>

export const TargetedBannerResponseSchema = v.array(CmsDocumentSchema)
export type TargetedBannerResponse = v.InferOutput<typeof TargetedBannerResponseSchema>
