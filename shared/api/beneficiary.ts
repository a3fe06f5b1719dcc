import * as v from 'valibot'
import { ImageSchema, int, IsoDateSchema, LocaleSchema } from './common'
import { BuyerSchema, TravelPeriodSchema } from './purchase'

/** What a gift is, as its recipient sees it once signed in with its code (GET /gateway/beneficiary/gift and the gift's page). */
export const GiftSpaceSchema = v.object({
  /** The code as printed, 'XXXX-XXXX-XXXX'. */
  code: v.string(),
  kind: v.picklist(['stay', 'box', 'activity', 'giftcard']),
  /** A gift card is 'used' once nothing is left on it. */
  status: v.picklist(['valid', 'used', 'expired']),
  /** The last day the gift can be used (an arrival on that day is covered). */
  validUntil: IsoDateSchema,
  /** What the gift pays for (cents): the gift stay's price, the box's value, the activity's, the card's amount. */
  value: v.number(),
  /** People the gift is for (2 for a stay or a box, the activity's participants; 0 for a gift card). */
  people: v.number(),
  /** Nights of a gift stay or a box; null otherwise. */
  nights: v.nullable(v.number()),
  /** The giver's name and message, as printed on the voucher ('' when none). */
  fromName: v.string(),
  message: v.string(),
  stay: v.nullable(
    v.object({
      id: v.number(),
      label: v.string(),
      uri: v.string(),
      hotel: v.string(),
      address: v.string(),
      image: v.nullable(ImageSchema),
    }),
  ),
  box: v.nullable(v.object({ code: v.string(), title: v.string(), image: v.nullable(v.string()), includedContent: v.string() })),
  activity: v.nullable(
    v.object({
      id: v.number(),
      label: v.string(),
      uri: v.string(),
      centre: v.string(),
      address: v.string(),
      image: v.nullable(ImageSchema),
    }),
  ),
  /** A gift card's balance left and its uses so far, oldest first (null for the other gifts). */
  card: v.nullable(
    v.object({
      balance: v.number(),
      uses: v.array(
        v.object({
          /** The day the order it paid for was confirmed. */
          date: IsoDateSchema,
          reference: v.string(),
          /** A dated stay, a gift stay, an activity or a box. */
          what: v.picklist(['booking', 'gift', 'activity', 'box']),
          /** The product's name ('' when the catalogue no longer has it). */
          label: v.string(),
          checkinDate: v.nullable(IsoDateSchema),
          checkoutDate: v.nullable(IsoDateSchema),
          amount: v.number(),
        }),
      ),
    }),
  ),
  /** The booking the gift paid for, once used. */
  booking: v.nullable(
    v.object({ reference: v.string(), orderUUID: v.string(), checkinDate: v.nullable(v.string()), checkoutDate: v.nullable(v.string()) }),
  ),
})
export type GiftSpace = v.InferOutput<typeof GiftSpaceSchema>

/** Longest special request of a booking (the order's limit). */
const SPECIAL_REQUEST_MAX = 500

/**
 * POST /gateway/beneficiary/orders: a stay booked with the signed-in recipient's gift (the gift is
 * the session's, never the body's). The party is the gift's; the recipient gives their own details,
 * the arrival and departure, a day for each activity of the stay, and the amount shown to pay.
 */
export const BeneficiaryOrderRequestSchema = v.object({
  locale: LocaleSchema,
  idempotencyKey: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,100}$/)),
  buyer: BuyerSchema,
  currency: v.literal('EUR'),
  /** What the recipient was shown to pay (cents): 0 when the gift covers everything. */
  expectedAmount: int(0, 100_000_000),
  offerId: int(1, 2_147_483_647),
  travelPeriod: TravelPeriodSchema,
  activityDaySelections: v.optional(v.array(v.object({ activityId: int(1, 2_147_483_647), date: IsoDateSchema })), []),
  specialRequest: v.optional(v.pipe(v.string(), v.maxLength(SPECIAL_REQUEST_MAX))),
})
export type BeneficiaryOrderRequest = v.InferOutput<typeof BeneficiaryOrderRequestSchema>

/** POST /gateway/beneficiary/wallet: the booking plus the wallet's authorisation of what is left to pay. */
export const BeneficiaryWalletRequestSchema = v.object({
  ...BeneficiaryOrderRequestSchema.entries,
  pspAuthorization: v.object({
    paymentIntentId: v.pipe(v.string(), v.minLength(1, 'Mandatory field'), v.maxLength(200)),
    paymentMethod: v.picklist(['apple_pay', 'google_pay']),
  }),
})
export type BeneficiaryWalletRequest = v.InferOutput<typeof BeneficiaryWalletRequestSchema>

/**
 * Refusals of a booking with a gift, besides the order's (PRICE_CHANGED, the quote's codes):
 * signed out, the gift used or past its date, dates after it, a stay the gift does not cover,
 * fewer nights than it gives.
 */
export const BENEFICIARY_ERROR_CODES = [
  'UNAUTHORIZED',
  'VOUCHER_ALREADY_USED',
  'VOUCHER_EXPIRED',
  'DATES_AFTER_VALIDITY',
  'OFFER_NOT_IN_GIFT',
  'NIGHTS_BELOW_GIFT',
  'GIFT_NOT_BOOKABLE',
] as const
