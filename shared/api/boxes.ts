import * as v from 'valibot'
import {
  boolParam,
  HotelSummarySchema,
  ImageSchema,
  ImagesBySizeSchema,
  intParam,
  IsoDateSchema,
  LocaleSchema,
  PageModelSchema,
} from './common'
import { FacetsResponseSchema } from './facets'
import { MapMarkerSchema } from './search'

/** Box offers load in pages of 8 (product-pages §4). */
export const BOX_OFFERS_PAGE_SIZE = 8

export const BoxCodeSchema = v.pipe(v.string(), v.regex(/^[A-Z0-9_-]{2,40}$/, 'Expected a box code'))

/** GET /gateway/boxes/search */
export const BoxSearchQuerySchema = v.object({ locale: LocaleSchema })

export const BoxPriceSchema = v.object({ sellPrice: v.number(), referencePrice: v.number(), promo: v.number() })

export const BoxSchema = v.object({
  code: v.string(),
  sku: v.string(),
  slug: v.string(),
  handle: v.string(),
  title: v.string(),
  description: v.string(),
  /** Newline-separated lines, as the CMS writes them. */
  includedContent: v.string(),
  value: v.number(),
  /** Nights and people the box gives (its recipient books that many nights for that many people). */
  nights: v.number(),
  persons: v.number(),
  referencePrice: v.number(),
  price: BoxPriceSchema,
  images: v.object({ main: v.string(), catalog: v.string(), mainBySize: ImagesBySizeSchema }),
  themeIds: v.array(v.number()),
  offerCount: v.number(),
})
export type Box = v.InferOutput<typeof BoxSchema>

export const BoxSearchResponseSchema = v.object({ boxes: v.array(BoxSchema) })

/** GET /gateway/boxes/:code/product-detail */
export const BoxDetailQuerySchema = v.object({ locale: LocaleSchema })

/** The box page's layouts (boxes.page_model). */
export const BOX_PAGE_TEMPLATES = ['standard', 'premium'] as const

/** The box page: the box and its page model, with the layout the catalogue gives its page. */
export const BoxDetailSchema = v.object({
  ...BoxSchema.entries,
  pageModel: v.object({ ...PageModelSchema.entries, template: v.picklist(BOX_PAGE_TEMPLATES) }),
})
export type BoxDetail = v.InferOutput<typeof BoxDetailSchema>

/** Offers per hotel a beneficiary's box-offers call lists when it does not say (product-pages §7), and the most it may ask. */
export const BENEFICIARY_PACKAGES_PER_HOTEL = 20

/**
 * The search criteria of the beneficiary box-offers and box-facets calls (product-pages §7), as
 * query-string values. Each narrows the box's stays; none given lists them all.
 */
const BoxCriteriaEntries = {
  locale: LocaleSchema,
  /** Only the stays bookable from this night for the box's party and nights. */
  checkin: v.optional(IsoDateSchema),
  /** The other name callers give checkin. */
  checkinDate: v.optional(IsoDateSchema),
  hotelId: v.optional(intParam(1, 2_147_483_647)),
  /** Offers listed per hotel; absent: 20 on box-offers, every stay on the box page's carousel. */
  numberOfPackagesPerHotel: v.optional(intParam(1, BENEFICIARY_PACKAGES_PER_HOTEL)),
  /**
   * true keeps the stays whose price for the party is within the box's value (the gift amount,
   * per person and night rounded down to the cent, as the search's price filter compares prices).
   * Vouchers send false; absent is false.
   */
  matchOfferRangePriceWithGiftAmount: v.optional(boolParam),
  /** Accepted as the other calls accept it (CheckinPricesQuerySchema); the catalogue has no affiliate terms. */
  affiliateId: v.optional(v.pipe(v.string(), v.maxLength(64))),
}

type Checkins = { checkin?: string; checkinDate?: string }
// checkin and checkinDate are one criterion: both given must name the same day, and the parsed
// query names it checkin only (one cache key and one upstream parameter for either spelling).
const sameCheckin = (q: Checkins) => q.checkin === undefined || q.checkinDate === undefined || q.checkin === q.checkinDate
const CHECKIN_MISMATCH = 'checkin and checkinDate name different days'
const oneCheckin = <T extends Checkins>({ checkinDate, ...q }: T) => ({ ...q, checkin: q.checkin ?? checkinDate })

/** GET /gateway/boxes/:code/offers and /gateway/box-offers/:code */
export const BoxOffersQuerySchema = v.pipe(
  v.object({
    ...BoxCriteriaEntries,
    page: v.optional(intParam(1, 10_000), '1'),
    limit: v.optional(intParam(1, 100), String(BOX_OFFERS_PAGE_SIZE)),
    /** true answers the map: one point per matching hotel in exactMatch, whatever the page. */
    performMapSearch: v.optional(boolParam),
  }),
  v.forward(v.partialCheck([['checkin'], ['checkinDate']], sameCheckin, CHECKIN_MISMATCH), ['checkinDate']),
  v.transform(oneCheckin),
)
export type BoxOffersQuery = v.InferOutput<typeof BoxOffersQuerySchema>

export const BoxOfferSchema = v.object({
  id: v.number(),
  label: v.string(),
  uri: v.string(),
  headwords: v.array(v.string()),
  images: v.array(ImageSchema),
  hotel: HotelSummarySchema,
  location: v.object({ latitude: v.number(), longitude: v.number() }),
})
const BoxSearchDetailsSchema = v.object({ totalCount: v.number(), page: v.number(), limit: v.number() })

/** A page of the box's offers. */
export const BoxOffersPageSchema = v.object({
  exactMatch: v.array(BoxOfferSchema),
  searchDetails: BoxSearchDetailsSchema,
})
/** performMapSearch=true: every matching hotel as a map point (id, lat/lng, its offers), as POST /api/offers.json answers. */
export const BoxOffersMapSchema = v.object({
  exactMatch: v.array(MapMarkerSchema),
  searchDetails: BoxSearchDetailsSchema,
})
export const BoxOffersResponseSchema = v.union([BoxOffersPageSchema, BoxOffersMapSchema])
export type BoxOffersResponse = v.InferOutput<typeof BoxOffersResponseSchema>

/** GET /gateway/box-facets/:code: the criteria of box-offers (product-pages §7: "same"). */
export const BoxFacetsQuerySchema = v.pipe(
  v.object(BoxCriteriaEntries),
  v.forward(v.partialCheck([['checkin'], ['checkinDate']], sameCheckin, CHECKIN_MISMATCH), ['checkinDate']),
  v.transform(oneCheckin),
)
export type BoxFacetsQuery = v.InferOutput<typeof BoxFacetsQuerySchema>
export const BoxFacetsResponseSchema = FacetsResponseSchema
