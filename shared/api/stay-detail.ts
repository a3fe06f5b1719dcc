import * as v from 'valibot'
import {
  AutoDiscountSchema,
  boolParam,
  CancellationPolicySchema,
  HotelSummarySchema,
  ImageSchema,
  ImagesBySizeSchema,
  intParam,
  IsoDateSchema,
  LocaleSchema,
  PageModelSchema,
  PaxQueryEntries,
} from './common'
import { PriceSchema } from './search'

/** GET /api/weekend/:id/detail.json query. Without checkin the price is a from-price. */
export const StayDetailQuerySchema = v.object({
  locale: LocaleSchema,
  client: v.optional(v.string()),
  checkin: v.optional(IsoDateSchema),
  night: v.optional(intParam(1, 30)),
  ...PaxQueryEntries,
  fetchPageModel: v.optional(boolParam),
  minisite: v.optional(intParam(1, 2_147_483_647)),
  gift: v.optional(boolParam),
})
export type StayDetailQuery = v.InferOutput<typeof StayDetailQuerySchema>

export const ProgramLineSchema = v.object({
  activityId: v.nullable(v.number()),
  type: v.picklist(['ROOM', 'BREAKFAST', 'DINNER', 'ACTIVITY', 'EXTRA']),
  title: v.string(),
  icon: v.nullable(v.string()),
  quantity: v.number(),
  detailList: v.array(v.string()),
  whyList: v.array(v.string()),
  mustKnowList: v.array(v.string()),
  menu: v.array(v.string()),
  /** Minutes; null for room and breakfast. */
  duration: v.nullable(v.number()),
  where: v.nullable(v.string()),
  how: v.nullable(v.string()),
  schedules: v.nullable(v.string()),
  repeated: v.boolean(),
  displayPax: v.number(),
  activityParticipantsLabel: v.string(),
})
export type ProgramLine = v.InferOutput<typeof ProgramLineSchema>

export const LocalTaxSchema = v.object({
  amount: v.number(),
  currency: v.literal('EUR'),
  toBePaidAtHotel: v.boolean(),
  type: v.picklist(['BOOKING_PERCENTAGE', 'PER_PERSON_PER_NIGHT']),
  percentage: v.nullable(v.number()),
})

/** Categories of a hotel's facilities (infoGeneral), in the order the hotel lists them. */
export const FACILITY_CATEGORIES = ['general', 'wellness', 'food', 'leisure', 'family', 'transport', 'accessibility'] as const
export type FacilityCategory = (typeof FACILITY_CATEGORIES)[number]

export const FacilitySchema = v.object({ code: v.string(), label: v.string() })

export const HotelDetailSchema = v.object({
  ...HotelSummarySchema.entries,
  description: v.string(),
  active: v.boolean(),
  images: v.array(ImageSchema),
  facilities: v.array(v.object({ code: v.string(), label: v.string() })),
  highlightedFacilities: v.array(v.object({ code: v.string(), label: v.string() })),
  /** The facilities grouped by category (spec product-pages §3 Hotel: infoGeneral); no empty category. */
  infoGeneral: v.array(v.object({ code: v.picklist(FACILITY_CATEGORIES), facilities: v.array(FacilitySchema) })),
  ecoFacilities: v.array(v.object({ code: v.string(), label: v.string() })),
  checkInOut: v.object({ checkIn: v.nullable(v.string()), checkOut: v.nullable(v.string()) }),
  policy: v.object({
    petsAllowed: v.boolean(),
    petsPrice: v.nullable(v.number()),
    petsMaxWeight: v.nullable(v.number()),
    petsMaxNumberOfPets: v.number(),
  }),
  localTax: v.nullable(LocalTaxSchema),
  importantInfos: v.array(v.string()),
})
export type HotelDetail = v.InferOutput<typeof HotelDetailSchema>

/** The lines of a room's details section, in order. */
export const ROOM_DETAIL_CODES = ['size', 'bed', 'bedding', 'capacity'] as const

export const RoomSchema = v.object({
  uuid: v.string(),
  label: v.string(),
  /** m². */
  size: v.nullable(v.number()),
  /** The bed (spec product-pages §3 Room: type). */
  type: v.object({ code: v.string(), label: v.string() }),
  bedding: v.nullable(v.string()),
  /** Most occupants (adults and children; a baby in a cot does not count). */
  capacity: v.number(),
  description: v.string(),
  highlights: v.array(v.string()),
  /** The room's facts as labelled lines in the site's language. */
  detailsSection: v.array(v.object({ code: v.picklist(ROOM_DETAIL_CODES), label: v.string(), value: v.string() })),
  importantInfos: v.array(v.string()),
  images: v.array(ImageSchema),
})

/** The gift rates (price buckets): 1 Essential (the standard rate), 2 Serenity, 3 Liberty (§9). */
export const GIFT_BUCKETS = [1, 2, 3] as const
export type GiftBucket = (typeof GIFT_BUCKETS)[number]

/**
 * The gift voucher of the stay for 2 people for a number of nights, cents: its standard rate
 * (bucket 1), its price at each rate (sellPrices: a higher rate leaves more dates without a
 * supplement), and the availability upsell, the next rate (upsellAvailabilityPrice, and
 * extraUpsellAvailabilityAmount above the standard rate; null without one).
 */
export const GiftPriceSchema = v.object({
  nights: v.number(),
  sellPrice: v.number(),
  refPrice: v.number(),
  sellPrices: v.optional(v.array(v.object({ bucket: v.picklist(GIFT_BUCKETS), sellPrice: v.number(), refPrice: v.number() })), []),
  upsellAvailabilityPrice: v.optional(v.nullable(v.number()), null),
  extraUpsellAvailabilityAmount: v.optional(v.nullable(v.number()), null),
})
export type GiftPrice = v.InferOutput<typeof GiftPriceSchema>

/**
 * Another offer of the same room of the hotel whose program is this one's with lines added (an
 * extra to add) or taken away (an extra to remove), spec product-pages §3 Upsell. Differences are in
 * cents for 2 people: priceDifference per night, priceDifferencePerLos per length of stay both
 * offers are sold for, giftPriceDifference for the 1-night gift voucher (null when either is not
 * sold for 1 night).
 */
export const UpsellSchema = v.object({
  id: v.number(),
  label: v.string(),
  uri: v.string(),
  /** True when this stay already has the extra (choosing the upsell removes it). */
  included: v.boolean(),
  priceDifference: v.number(),
  priceDifferencePerLos: v.array(v.object({ nights: v.number(), amount: v.number() })),
  giftPriceDifference: v.nullable(v.number()),
  /** The lines added (or removed): their titles in the site's language. */
  programLines: v.array(
    v.object({ type: ProgramLineSchema.entries.type, activityId: v.nullable(v.number()), title: v.string(), quantity: v.number() }),
  ),
  activityIds: v.array(v.number()),
  imagesBySize: ImagesBySizeSchema,
})
export type Upsell = v.InferOutput<typeof UpsellSchema>

export const StayDetailSchema = v.object({
  id: v.number(),
  label: v.string(),
  uri: v.string(),
  published: v.boolean(),
  headwords: v.array(v.string()),
  description: v.string(),
  images: v.array(ImageSchema),
  imagesBySize: ImagesBySizeSchema,
  hotel: HotelDetailSchema,
  room: v.nullable(RoomSchema),
  programLines: v.array(ProgramLineSchema),
  price: v.nullable(PriceSchema),
  /** Possible stay lengths and the minimum stay (nights). */
  nights: v.number(),
  minNights: v.number(),
  maxNights: v.number(),
  giftable: v.boolean(),
  /**
   * The gift voucher's price for each length of stay it is sold for (within minNights and
   * maxNights), shortest first (spec product-pages §3 single voucher priceList).
   */
  giftPrices: v.optional(v.array(GiftPriceSchema), []),
  themes: v.array(v.object({ id: v.number(), label: v.string() })),
  expiration: v.nullable(v.string()),
  lastMinute: v.boolean(),
  availableRooms: v.nullable(v.number()),
  marketingLabels: v.array(v.object({ label: v.string() })),
  targetedLabel: v.nullable(v.string()),
  cancellationPolicy: CancellationPolicySchema,
  autoDiscount: v.nullable(AutoDiscountSchema),
  /** Whether the offer's rooms come live from the hotel's channel manager (its id), as the search's cards say. */
  connectivity: v.optional(v.boolean(), false),
  channelManagerId: v.optional(v.nullable(v.string()), null),
  /** Extras to add or remove: the offers of the same room with more or fewer program lines. */
  upsells: v.optional(v.array(UpsellSchema), []),
  /** Other published offers of the same hotel. */
  weekend: v.array(v.object({ id: v.number(), label: v.string() })),
  breadcrumb: v.array(v.object({ label: v.string(), uri: v.string() })),
  importantInfos: v.array(v.string()),
  /** The page's head (title, description, canonical, robots, breadcrumb): only when asked with fetchPageModel=true. */
  pageModel: v.nullable(PageModelSchema),
})
export type StayDetail = v.InferOutput<typeof StayDetailSchema>

/** GET /api/activities/:id/images.json */
export const ImagesQuerySchema = v.object({ locale: LocaleSchema })
export const ImagesResponseSchema = v.object({ images: v.array(ImageSchema) })
export type ImagesResponse = v.InferOutput<typeof ImagesResponseSchema>
