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

/** A link of a promo bar (site-wide §2). */
export const PromoBarLinkSchema = v.object({
  label: v.string(),
  url: v.string(),
  newTab: v.boolean(),
  variation: v.picklist(['default', 'black']),
})
export type PromoBarLink = v.InferOutput<typeof PromoBarLinkSchema>

/** A promo bar: its links, where it shows (page 'all' unless the CMS says otherwise, flow) and its tracking codes. */
export const PromoBarSchema = v.object({
  page: v.string(),
  flow: FlowSchema,
  links: v.array(PromoBarLinkSchema),
  internalCode: v.nullable(v.string()),
  campaign: v.nullable(v.string()),
  category: v.nullable(v.string()),
})
export const PromoBarsResponseSchema = v.array(PromoBarSchema)
export type PromoBarsResponse = v.InferOutput<typeof PromoBarsResponseSchema>

/**
 * An announcement entry (site-wide §3): the banner (content, colorVariation, link.url, flow, page,
 * locale, campaign, category) with its flow and locale, and the same banner in the other locales.
 */
export const AnnouncementEntrySchema = v.object({
  flow: v.string(),
  locale: LocaleSchema,
  announcementBanner: CmsDocumentSchema,
  localizations: v.array(v.object({ locale: LocaleSchema, announcementBanner: CmsDocumentSchema })),
})
export type AnnouncementEntry = v.InferOutput<typeof AnnouncementEntrySchema>

/** Announcement banners by page family (site-wide §3). */
export const AnnouncementResponseSchema = v.object({
  homePages: v.array(AnnouncementEntrySchema),
  searchPages: v.array(AnnouncementEntrySchema),
  productPages: v.array(AnnouncementEntrySchema),
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
