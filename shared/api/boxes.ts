import * as v from 'valibot'
import { HotelSummarySchema, ImageSchema, ImagesBySizeSchema, intParam, LocaleSchema } from './common'
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

/** GET /gateway/boxes/:code/offers and /gateway/box-offers/:code */
export const BoxOffersQuerySchema = v.object({
  locale: LocaleSchema,
  page: v.optional(intParam(1, 10_000), '1'),
  limit: v.optional(intParam(1, 100), String(BOX_OFFERS_PAGE_SIZE)),
  performMapSearch: v.optional(v.picklist(['true', 'false'])),
  hotelId: v.optional(intParam(1, 2_147_483_647)),
})
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
export const BoxOffersResponseSchema = v.object({
  exactMatch: v.array(BoxOfferSchema),
  markers: v.array(MapMarkerSchema),
  searchDetails: v.object({ totalCount: v.number(), page: v.number(), limit: v.number() }),
})
export type BoxOffersResponse = v.InferOutput<typeof BoxOffersResponseSchema>

/** GET /gateway/box-facets/:code */
export const BoxFacetsQuerySchema = v.object({ locale: LocaleSchema })
export const BoxFacetsResponseSchema = FacetsResponseSchema
