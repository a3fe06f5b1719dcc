import * as v from 'valibot'
import { CancellationPolicySchema, intParam, IsoDateSchema, LocaleSchema, PaxQueryEntries, PriceTypeSchema } from './common'
import { ProgramLineSchema } from './stay-detail'

const ProductQueryEntries = {
  locale: LocaleSchema,
  checkin: v.optional(IsoDateSchema),
  nights: v.optional(intParam(1, 30)),
  ...PaxQueryEntries,
  minisite: v.optional(intParam(1, 2_147_483_647)),
}

/** GET /api/product/:id/offers query: the hotel's offers for the same dates and party. */
export const ProductOffersQuerySchema = v.object(ProductQueryEntries)
export type ProductOffersQuery = v.InferOutput<typeof ProductOffersQuerySchema>

export const PriceInfoSchema = v.object({
  sellPrice: v.number(),
  refPrice: v.number(),
  promoPercentageRounded: v.number(),
  moneySaved: v.number(),
  priceType: PriceTypeSchema,
  nbRooms: v.number(),
  nights: v.number(),
  pricePerNight: v.number(),
})
export type PriceInfo = v.InferOutput<typeof PriceInfoSchema>

export const ProductOfferSchema = v.object({
  weekendId: v.number(),
  label: v.string(),
  roomLabel: v.nullable(v.string()),
  nights: v.number(),
  available: v.boolean(),
  priceInfo: v.nullable(PriceInfoSchema),
  cancellationPolicy: CancellationPolicySchema,
})
/** Keyed by offer id. */
export const ProductOffersResponseSchema = v.record(v.string(), ProductOfferSchema)
export type ProductOffersResponse = v.InferOutput<typeof ProductOffersResponseSchema>

/** Activity date choices: "activityId:YYYY-MM-DD" comma list, each date a real calendar day. */
export const ActivitySelectionListSchema = v.pipe(
  v.string(),
  v.transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter((x) => x !== ''),
  ),
  v.maxLength(20),
  v.array(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,10}:\d{4}-\d{2}-\d{2}$/, 'Expected activityId:YYYY-MM-DD'),
      v.transform((s) => {
        const [activityId, date] = s.split(':') as [string, string]
        return { activityId: Number(activityId), date }
      }),
      v.object({ activityId: v.number(), date: IsoDateSchema }),
    ),
  ),
)

/** GET /api/product/:id/quote query. */
export const QuoteQuerySchema = v.object({
  ...ProductQueryEntries,
  checkin: IsoDateSchema,
  nights: intParam(1, 30),
  activitySelectionList: v.optional(ActivitySelectionListSchema),
  /**
   * BENEFICIARY prices the stay for a gift's recipient (product-pages §3 price types): a stay sold
   * only as a gift can be booked with its voucher, and the gift's value (giftPrice, cents) pays for
   * it first, so that amountToPay is only what the gift does not cover.
   */
  priceType: v.optional(v.picklist(['FINAL_PRICE', 'BENEFICIARY'])),
  giftPrice: v.optional(intParam(0, 100_000_000)),
})
export type QuoteQuery = v.InferOutput<typeof QuoteQuerySchema>

export const QUOTE_ERROR_CODES = [
  'PACKAGE_NOT_AVAILABLE_CHECKIN',
  'MIN_STAY_NOT_REACHED',
  'NOT_ENOUGH_ROOMS',
  'PAX_NOT_ALLOWED',
  'OFFER_NOT_PUBLISHED',
  'CHECKIN_IN_THE_PAST',
  'NIGHTS_NOT_ALLOWED',
  /** An activity date names no activity of the stay, or a day that is not one of its nights. */
  'INVALID_ACTIVITY_DATES',
  /** The stay is sold as a gift only (not a dated booking product). */
  'OFFER_NOT_BOOKABLE',
] as const

export const QuoteResponseSchema = v.object({
  bookable: v.boolean(),
  errors: v.array(v.object({ code: v.picklist(QUOTE_ERROR_CODES), message: v.string() })),
  priceInfo: v.nullable(PriceInfoSchema),
  localTaxTotalAmount: v.number(),
  localTaxToBePaidAtHotel: v.boolean(),
  /** Charged now: the stay, and its local tax unless the hotel takes it; with price type BENEFICIARY, less the gift's value. */
  amountToPay: v.number(),
  /** Price type BENEFICIARY: the part of the stay's price the gift pays (cents); 0 otherwise. */
  giftCoveredAmount: v.optional(v.number(), 0),
  insurance: v.object({ available: v.boolean(), amount: v.number() }),
  cancellationPolicy: CancellationPolicySchema,
  programLineList: v.array(ProgramLineSchema),
  flashDeal: v.boolean(),
  /** "Price for 2 rooms" in the site's language when the party needs more than one room for the price shown, else null. */
  roomsAmountMessage: v.nullable(v.string()),
  /** Rooms left at these dates (the UI shows it at 3 or fewer). */
  roomsLeft: v.nullable(v.number()),
  reservationCriteria: v.object({
    offerId: v.number(),
    checkin: v.string(),
    checkout: v.string(),
    nights: v.number(),
    adult: v.number(),
    child: v.number(),
    baby: v.number(),
  }),
  activityDates: v.array(v.object({ activityId: v.number(), title: v.string(), dates: v.array(v.string()) })),
})
export type QuoteResponse = v.InferOutput<typeof QuoteResponseSchema>

/** One activity's chosen date (quote query, order payload). */
export interface ActivitySelection {
  activityId: number
  date: string
}

/**
 * Activity dates the stay accepts: each names one of its activities, at most once, on one of
 * that activity's dates (the quote checks this; an order also needs every activity chosen).
 */
export function activitySelectionsFit(selections: readonly ActivitySelection[], offered: QuoteResponse['activityDates']): boolean {
  const ids = new Set(selections.map((s) => s.activityId))
  if (ids.size !== selections.length) return false
  return selections.every((s) => offered.some((a) => a.activityId === s.activityId && a.dates.includes(s.date)))
}
