import * as v from 'valibot'
import { GIFT_BUCKETS } from './stay-detail'
import { GIFT_FORM_LIMITS, validateFromName } from '../rules/gift-form'
import { GIFTCARD_LIMITS } from '../rules/giftcard'
import { int, intParam, IsoDateSchema, LocaleSchema } from './common'
import { GiftCardPaymentItemSchema } from './gift-card'

/** GET /gateway/sub-elements/available-custom-sub-elements */
export const SubElementsQuerySchema = v.object({ locale: LocaleSchema })
export const SubElementSchema = v.object({
  id: v.number(),
  name: v.string(),
  imageUrl: v.nullable(v.string()),
  recommendedByWed: v.boolean(),
  price: v.number(),
  categoryId: v.number(),
})
export const SubElementCategorySchema = v.object({
  id: v.number(),
  description: v.string(),
  name: v.string(),
  singleSelection: v.boolean(),
  elements: v.array(SubElementSchema),
})
export const SubElementsResponseSchema = v.object({ availableCustomSubElements: v.array(SubElementCategorySchema) })
export type SubElementsResponse = v.InferOutput<typeof SubElementsResponseSchema>

/**
 * GET /gateway/purchase/instalments/eligibility (product-pages §9 rules). The cancellation deadline
 * is the deferred payment date: it cannot come after the check-in (nor, checked against today by
 * the route, be past).
 */
export const EligibilityQuerySchema = v.pipe(
  v.object({
    amount: intParam(1, 100_000_000),
    cancellationPolicyType: v.optional(v.picklist(['FLEXIBLE', 'NON_CANCELLABLE', 'INSURANCE'])),
    cancellableUntil: v.optional(IsoDateSchema),
    checkinDate: IsoDateSchema,
    pointOfSale: v.picklist(['fr', 'es', 'be', 'nl', 'it']),
  }),
  v.forward(
    v.partialCheck(
      [['cancellableUntil'], ['checkinDate']],
      (q) => q.cancellableUntil === undefined || q.cancellableUntil <= q.checkinDate,
      'The cancellation deadline cannot be after the check-in date',
    ),
    ['cancellableUntil'],
  ),
)
export type EligibilityQuery = v.InferOutput<typeof EligibilityQuerySchema>
export const PaymentMethodSchema = v.object({
  type: v.picklist(['deferred', '3x', '4x']),
  paymentFee: v.number(),
  installments: v.array(v.object({ date: v.string(), amount: v.number() })),
})
export const EligibilityResponseSchema = v.object({ paymentMethods: v.array(PaymentMethodSchema) })
export type EligibilityResponse = v.InferOutput<typeof EligibilityResponseSchema>

/**
 * Cancellation insurance price: a share of the order amount, rounded up. The spec gives no rate;
 * 4.5 % is the usual price of travel cancellation cover.
 */
export const INSURANCE_RATE_PERMILLE = 45

/** GET /gateway/purchase/insurance/quote */
export const InsuranceQuoteQuerySchema = v.object({
  cancellationType: v.picklist(['FLEXIBLE', 'NON_CANCELLABLE', 'INSURANCE']),
  orderAmount: intParam(1, 100_000_000),
  locale: LocaleSchema,
})
export const InsuranceQuoteResponseSchema = v.object({ id: v.string(), sellPrice: v.number(), hasInsurance: v.boolean() })

/**
 * What posting a physical voucher or box costs (cents): free in the spec's base text. The
 * shipping-cost call answers it and the order of a physical box is priced with it.
 */
export const SHIPPING_AMOUNT = 0

/** GET /gateway/purchase/shipping-cost */
export const ShippingCostQuerySchema = v.object({
  locale: LocaleSchema,
  productType: v.picklist(['SINGLEVOUCHER', 'BOX', 'GIFTCARD']),
  country: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/))),
})
export const ShippingCostResponseSchema = v.object({
  amount: v.number(),
  internationalFee: v.number(),
  internationalShippingFeesPerCountry: v.record(v.string(), v.number()),
})

const Name = v.pipe(v.string(), v.trim(), v.minLength(1, 'Mandatory field'), v.maxLength(80))

export const BuyerSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.email('Email seems incorrect'), v.maxLength(200)),
  civility: v.picklist(['MR', 'MRS', 'OTHER']),
  firstName: Name,
  lastName: Name,
  phoneNumber: v.pipe(v.string(), v.regex(/^[\d\s()+-]{4,30}$/, 'Phone number seems incorrect')),
  addressLine: v.pipe(v.string(), v.maxLength(200)),
  postalCode: v.pipe(v.string(), v.maxLength(20)),
  city: v.pipe(v.string(), v.maxLength(100)),
  country: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
})

export const GiftSchema = v.object({
  // Text only, by the gift form's rule (shared/rules/gift-form, the one the browser applies: it lets
  // "Anne & Paul" through, which the contact form's name rule would not), with the same message.
  fromName: v.pipe(
    v.string(),
    v.maxLength(GIFT_FORM_LIMITS.fromName, `The field is limited to ${GIFT_FORM_LIMITS.fromName} characters`),
    v.check((s) => validateFromName(s, { required: false }) === null, 'Only text is expected'),
  ),
  message: v.pipe(v.string(), v.maxLength(180, 'The field is limited to 180 characters')),
  format: v.picklist(['digital', 'physical']),
  sleeve: v.optional(v.number()),
  /** Nights of the voucher (its price depends on them); one when not given. */
  nights: v.optional(int(1, 30), 1),
  /** The voucher's rate (product-pages §9 gift buckets: 1 Essential, 2 Serenity, 3 Liberty); the standard one when not given. */
  bucket: v.optional(v.picklist(GIFT_BUCKETS)),
})

/** Stay dates of a booking: the check-out comes after the check-in. */
export const TravelPeriodSchema = v.pipe(
  v.object({ checkinDate: IsoDateSchema, checkoutDate: IsoDateSchema }),
  v.forward(
    v.partialCheck(
      [['checkinDate'], ['checkoutDate']],
      (p) => p.checkoutDate > p.checkinDate,
      'The check-out date must be after the check-in date',
    ),
    ['checkoutDate'],
  ),
)

/** A stay, dated for a booking or as a gift voucher (product-pages §3 wallet order payload). */
export const ShortStayItemSchema = v.pipe(
  v.object({
    gift: v.optional(v.nullable(GiftSchema)),
    reservationCriteria: v.object({
      offerId: int(1, 2_147_483_647),
      activityDaySelections: v.optional(v.array(v.object({ activityId: int(1, 2_147_483_647), date: IsoDateSchema })), []),
      pax: v.object({ numberOfAdults: int(1, 20), numberOfChildren: int(0, 10), numberOfBabies: int(0, 10) }),
      travelPeriod: v.optional(v.nullable(TravelPeriodSchema)),
      minisiteId: v.optional(v.nullable(int(1, 2_147_483_647))),
    }),
    specialRequest: v.optional(v.pipe(v.string(), v.maxLength(500))),
  }),
  // A booking has travel dates; a gift has none (the beneficiary picks them when redeeming).
  v.forward(
    v.partialCheck(
      [['gift'], ['reservationCriteria', 'travelPeriod']],
      (item) => !!item.gift || !!item.reservationCriteria.travelPeriod,
      'Please choose your travel dates.',
    ),
    ['reservationCriteria', 'travelPeriod'],
  ),
  v.forward(
    v.partialCheck(
      [['gift'], ['reservationCriteria', 'travelPeriod']],
      (item) => !item.gift || !item.reservationCriteria.travelPeriod,
      'A gift has no travel dates: the beneficiary chooses them',
    ),
    ['reservationCriteria', 'travelPeriod'],
  ),
)

/** The customisation of an activity voucher: always an e-voucher, so only 'From' and 'Your message'. */
export const ActivityGiftSchema = v.object({ fromName: GiftSchema.entries.fromName, message: GiftSchema.entries.message })

/**
 * An activity-only product for a number of participants (product-pages §2 "Activity-only page"):
 * a voucher the recipient books a date with later, or bought for oneself (own use), which carries
 * no gift message.
 */
export const ActivityItemSchema = v.pipe(
  v.object({
    activityId: int(1, 2_147_483_647),
    participants: int(1, 20),
    ownUse: v.boolean(),
    gift: v.optional(v.nullable(ActivityGiftSchema)),
  }),
  v.forward(
    v.partialCheck([['ownUse'], ['gift']], (item) => !item.ownUse || !item.gift, 'An activity bought for oneself carries no gift message'),
    ['gift'],
  ),
)

/**
 * A gift box (product-pages §2 "Gift box detail page"): its code, the format the drawer chose (an
 * e-voucher by e-mail, or posted) and the gift's customisation, 'From' and 'Your message'.
 */
export const BoxItemSchema = v.object({
  // The box code rule of shared/api/boxes (BoxCodeSchema), not imported: that module carries the search schemas.
  code: v.pipe(v.string(), v.regex(/^[A-Z0-9_-]{2,40}$/, 'Expected a box code')),
  format: v.picklist(['digital', 'physical']),
  gift: v.optional(v.nullable(ActivityGiftSchema)),
})

/** Why a gift card amount is refused (the schema holds it in cents). */
const GIFTCARD_RANGE = `The amount of a gift card is a whole number of euros from ${GIFTCARD_LIMITS.min} to ${GIFTCARD_LIMITS.max}`

/**
 * A gift card (product-pages "Gift-card customisation page"): its amount in cents (whole euros
 * within the card's limits), its format (an e-card by e-mail, or posted) and the gift's
 * customisation, 'From' and 'Your message'.
 */
export const GiftcardItemSchema = v.object({
  amount: v.pipe(
    v.number(),
    v.integer(GIFTCARD_RANGE),
    v.minValue(GIFTCARD_LIMITS.min * 100, GIFTCARD_RANGE),
    v.maxValue(GIFTCARD_LIMITS.max * 100, GIFTCARD_RANGE),
    v.multipleOf(100, GIFTCARD_RANGE),
  ),
  format: v.picklist(['digital', 'physical']),
  gift: v.optional(v.nullable(ActivityGiftSchema)),
})

/** The item kinds of an order; it holds exactly one. */
const ITEM_KINDS = ['shortStayItem', 'activityItem', 'boxItem', 'giftcardItem'] as const

/** POST /gateway/purchase/orders body (product-pages §3 wallet order payload): one stay, one activity, one box or one gift card. */
export const OrderRequestSchema = v.object({
  locale: LocaleSchema,
  idempotencyKey: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,100}$/)),
  buyer: BuyerSchema,
  currency: v.literal('EUR'),
  expectedAmount: int(0, 100_000_000),
  items: v.pipe(
    v.object({
      insuranceItem: v.optional(v.nullable(v.object({ id: v.string(), amount: int(0, 100_000_000) }))),
      promotionCodeItem: v.optional(v.nullable(v.object({ code: v.pipe(v.string(), v.maxLength(40)) }))),
      shortStayItem: v.optional(ShortStayItemSchema),
      activityItem: v.optional(ActivityItemSchema),
      boxItem: v.optional(BoxItemSchema),
      giftcardItem: v.optional(GiftcardItemSchema),
      /** A gift card paying all or part of the order (not an item bought): expectedAmount is then what is left to pay. */
      giftCardPaymentItem: v.optional(v.nullable(GiftCardPaymentItemSchema)),
    }),
    v.check(
      (items) => ITEM_KINDS.filter((kind) => !!items[kind]).length === 1,
      'An order holds exactly one item: a stay, an activity, a box or a gift card',
    ),
  ),
})
export type OrderRequest = v.InferOutput<typeof OrderRequestSchema>
export type ShortStayItem = v.InferOutput<typeof ShortStayItemSchema>
export type ActivityItem = v.InferOutput<typeof ActivityItemSchema>
export type BoxItem = v.InferOutput<typeof BoxItemSchema>
export type GiftcardItem = v.InferOutput<typeof GiftcardItemSchema>

/** The one item of a valid order: its stay, its activity, its box or its gift card. */
export function orderItem(
  order: Pick<OrderRequest, 'items'>,
):
  | { kind: 'stay'; item: ShortStayItem }
  | { kind: 'activity'; item: ActivityItem }
  | { kind: 'box'; item: BoxItem }
  | { kind: 'giftcard'; item: GiftcardItem } {
  const { shortStayItem, activityItem, boxItem, giftcardItem } = order.items
  if (activityItem) return { kind: 'activity', item: activityItem }
  if (boxItem) return { kind: 'box', item: boxItem }
  if (giftcardItem) return { kind: 'giftcard', item: giftcardItem }
  if (shortStayItem) return { kind: 'stay', item: shortStayItem }
  throw new Error('an order holds a stay, an activity, a box or a gift card')
}
export const OrderResponseSchema = v.object({ orderUUID: v.string(), status: v.string(), amount: v.number() })
export type OrderResponse = v.InferOutput<typeof OrderResponseSchema>

/** POST /gateway/purchase/wallet body: the order plus the PSP authorisation. */
export const WalletPaymentRequestSchema = v.object({
  ...OrderRequestSchema.entries,
  pspAuthorization: v.object({
    paymentIntentId: v.pipe(v.string(), v.minLength(1, 'Mandatory field'), v.maxLength(200)),
    paymentMethod: v.picklist(['apple_pay', 'google_pay']),
  }),
})
export type WalletPaymentRequest = v.InferOutput<typeof WalletPaymentRequestSchema>
export const WalletPaymentResponseSchema = v.object({ booking: v.object({ orderUUID: v.string() }) })
export type WalletPaymentResponse = v.InferOutput<typeof WalletPaymentResponseSchema>

/**
 * Codes of the order and payment rejections, besides INVALID_INPUT (400) and the quote's
 * QUOTE_ERROR_CODES for an offer that is not bookable. PRICE_CHANGED carries the new amount.
 */
export const ORDER_ERROR_CODES = [
  'OFFER_NOT_FOUND',
  'PRICE_CHANGED',
  'INVALID_ACTIVITY_DATES',
  'INSURANCE_NOT_AVAILABLE',
  'PROMOTION_CODE_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
  'PAYMENT_DECLINED',
  'PAYMENT_INTENT_REUSED',
  'ORDER_ALREADY_PAID',
  'ORDER_NOT_PAYABLE',
  'PHYSICAL_FORMAT_UNAVAILABLE',
  'RATE_NOT_AVAILABLE',
] as const
export type OrderErrorCode = (typeof ORDER_ERROR_CODES)[number]
