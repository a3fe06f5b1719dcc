import * as v from 'valibot'
import { NAVIGATION_MAX_DEPTH, navigationDepth } from '../cms/navigation'
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

/** The flows of the search page's top bar, whose Inspirations menu the navigation feeds (booking or gifting). */
export const NavigationFlowSchema = v.picklist(['booking', 'gifting'], 'Expected booking or gifting')
export type NavigationFlow = v.InferOutput<typeof NavigationFlowSchema>

/** GET /api/cms/navigation: the locale and the flow the links lead to (booking unless given). */
export const NavigationQuerySchema = v.object({
  locale: LocaleSchema,
  flow: v.optional(NavigationFlowSchema, 'booking'),
})
export type NavigationQuery = v.InferOutput<typeof NavigationQuerySchema>

/** A navigation link's weekly suggested theme (site-wide §2): the theme, what the suggested weekend offers, and that weekend's page. */
export const WeeklyThemeSchema = v.object({
  themaTitle: v.string(),
  description: v.string(),
  weekendUrl: v.string(),
})
export type WeeklyTheme = v.InferOutput<typeof WeeklyThemeSchema>

/**
 * A navigation link (site-wide §2): its id, label and address, the position of the place it names
 * (destinations), the highlight variant, how many offers it leads to (null when not counted), the
 * weekly suggested theme (the themes entry) and its children.
 */
export type NavigationLink = {
  _id: string
  label: string
  uri: string
  location: { latitude: number; longitude: number } | null
  variant: 'default' | 'highlight'
  count: number | null
  weeklyTheme: WeeklyTheme | null
  children: NavigationLink[]
}

export const NavigationLinkSchema: v.GenericSchema<NavigationLink> = v.object({
  _id: v.string(),
  label: v.string(),
  uri: v.string(),
  location: v.nullable(v.object({ latitude: v.number(), longitude: v.number() })),
  variant: v.picklist(['default', 'highlight']),
  count: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  weeklyTheme: v.nullable(WeeklyThemeSchema),
  children: v.array(v.lazy(() => NavigationLinkSchema)),
})

/** The navigation of a locale and flow: its first-level links, at most four levels deep. */
export const NavigationResponseSchema = v.object({
  locale: LocaleSchema,
  flow: NavigationFlowSchema,
  links: v.pipe(
    v.array(NavigationLinkSchema),
    v.check((links) => navigationDepth(links) <= NAVIGATION_MAX_DEPTH, `Expected at most ${NAVIGATION_MAX_DEPTH} levels`),
  ),
})
export type NavigationResponse = v.InferOutput<typeof NavigationResponseSchema>
