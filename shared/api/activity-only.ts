import * as v from 'valibot'
import { HotelSummarySchema, ImageSchema, ImagesBySizeSchema, int, LocaleSchema, PageModelSchema } from './common'
import { LandingCriteriaEntries, SearchFiltersSchema, SortSchema, withLandingCriteria } from './search'

/** Activity-only products per activity centre (spec search §7). */
export const ACTIVITY_PACKAGES_PER_HOTEL = 20

/** POST /api/search/activity-only.json body. */
export const ActivitySearchRequestSchema = v.pipe(
  v.object({
    locale: LocaleSchema,
    /** Participants 1 to 2 in the activity search form; the stepper allows up to 20. */
    participants: v.optional(int(1, 20), 2),
    filters: v.optional(SearchFiltersSchema, {}),
    orderBy: v.optional(SortSchema, 'priceQuality'),
    numberOfPackagesPerHotel: v.optional(int(1, 50), ACTIVITY_PACKAGES_PER_HOTEL),
    /** Page number from 0 (as the landing top-results call sends page 0) or 1: both mean the first page. */
    page: v.optional(int(0, 10_000), 1),
    limit: v.optional(int(1, 100), 12),
    ...LandingCriteriaEntries,
  }),
  v.transform(withLandingCriteria),
)
export type ActivitySearchRequest = v.InferOutput<typeof ActivitySearchRequestSchema>

export const ActivityPriceSchema = v.object({
  adults: v.number(),
  barPrice: v.number(),
  sellPrice: v.number(),
  refPrice: v.number(),
  promoPercentageRounded: v.number(),
  moneySaved: v.number(),
})

export const ActivityCardSchema = v.object({
  id: v.number(),
  label: v.string(),
  uri: v.string(),
  imageUrl: v.string(),
  images: v.array(ImageSchema),
  hotel: HotelSummarySchema,
  prices: v.array(ActivityPriceSchema),
  /** Per-person price for the requested participants (cents). */
  pricePerPerson: v.number(),
  tags: v.array(v.object({ id: v.number(), label: v.string() })),
})
export type ActivityCard = v.InferOutput<typeof ActivityCardSchema>

export const ActivitySearchResponseSchema = v.object({
  results: v.array(ActivityCardSchema),
  totalCount: v.number(),
  page: v.number(),
  limit: v.number(),
})
export type ActivitySearchResponse = v.InferOutput<typeof ActivitySearchResponseSchema>

/** GET /api/activity-only/weekend/:id/detail.json */
export const ActivityDetailQuerySchema = v.object({ locale: LocaleSchema })

export const ActivityDetailSchema = v.object({
  id: v.number(),
  label: v.string(),
  description: v.string(),
  uri: v.string(),
  published: v.boolean(),
  images: v.array(ImageSchema),
  imagesBySize: ImagesBySizeSchema,
  prices: v.array(ActivityPriceSchema),
  minParticipants: v.number(),
  maxParticipants: v.number(),
  validityMonths: v.number(),
  importantInformation: v.array(v.string()),
  activities: v.array(
    v.object({
      id: v.number(),
      title: v.string(),
      description: v.string(),
      univers: v.nullable(v.string()),
      schedules: v.nullable(v.string()),
      importantInformation: v.array(v.string()),
      activityCenter: v.object({
        id: v.number(),
        label: v.string(),
        uri: v.string(),
        star: v.number(),
        address: v.string(),
        zipCode: v.string(),
        city: v.string(),
        latitude: v.number(),
        longitude: v.number(),
      }),
    }),
  ),
  breadCrumb: v.array(v.object({ label: v.string(), uri: v.string() })),
  pageModel: PageModelSchema,
})
export type ActivityDetail = v.InferOutput<typeof ActivityDetailSchema>
