import * as v from 'valibot'
import { boolParam, intParam, LocaleSchema } from './common'

/** Reviews page size (product-pages §9). */
export const REVIEWS_PAGE_SIZE = 10
export const REVIEW_SORTS = ['DATE_DESC', 'DATE_ASC', 'SCORE_DESC', 'SCORE_ASC'] as const
/** The languages reviews are written in (product-pages §9): the reviews modal's language choices. */
export const REVIEW_LANGUAGES = ['fr_FR', 'es_ES', 'it_IT', 'nl_NL'] as const
export type ReviewLanguage = (typeof REVIEW_LANGUAGES)[number]
export type ReviewSort = (typeof REVIEW_SORTS)[number]
export const REVIEW_CRITERIA = ['welcoming', 'comfort', 'cleanliness', 'food', 'localization', 'priceQualityRatio'] as const

/** GET /api/hotel/:hotelId/reviews.json query. */
export const ReviewsQuerySchema = v.object({
  locale: LocaleSchema,
  client: v.optional(v.string()),
  /** When true (default), reviews in other languages follow those in the requested locale. */
  withOtherLanguageFallback: v.optional(boolParam, 'true'),
  /** Page number from 1. */
  page: v.optional(intParam(1, 10_000), '1'),
  sort: v.optional(v.picklist(REVIEW_SORTS, 'Unknown review sort'), 'DATE_DESC'),
})
export type ReviewsQuery = v.InferOutput<typeof ReviewsQuerySchema>

export const ReviewSchema = v.object({
  id: v.number(),
  locale: v.string(),
  customer: v.string(),
  type: v.string(),
  date: v.string(),
  average: v.number(),
  positive: v.nullable(v.string()),
  negative: v.nullable(v.string()),
})
export type Review = v.InferOutput<typeof ReviewSchema>

export const ReviewsResponseSchema = v.object({
  list: v.array(ReviewSchema),
  /** Reviews of the hotel across languages. */
  totalCount: v.number(),
  /** Reviews in the requested locale. */
  localeCount: v.number(),
  page: v.number(),
  pageSize: v.number(),
  hasMore: v.boolean(),
  score: v.nullable(v.number()),
  details: v.array(v.object({ label: v.picklist(REVIEW_CRITERIA), score: v.number() })),
})
export type ReviewsResponse = v.InferOutput<typeof ReviewsResponseSchema>
