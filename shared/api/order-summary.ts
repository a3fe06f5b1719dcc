import * as v from 'valibot'
import { ImageSchema, LocaleSchema } from './common'

/** GET /gateway/purchase/orders/:uuid query: the language of the stay's texts (default: the order's). */
export const OrderSummaryQuerySchema = v.object({ locale: v.optional(LocaleSchema) })

/** An order's id in its address: the UUID the order was created with. */
export const OrderUuidSchema = v.pipe(v.string(), v.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/))

export const ORDER_STATUSES = ['PENDING', 'PAID', 'FAILED', 'CANCELLED'] as const

/**
 * What the confirmation page shows of an order: what was bought, for whom and for how much. The
 * UUID is the only key, so the answer holds nothing a stranger holding the link should not see:
 * the buyer's e-mail is masked. A paid gift's voucher (its code and validity) is shown: the buyer
 * hands it over, and the link, an unguessable UUID, or the booking lookup (booking number, e-mail
 * address, rate limited) are the buyer's own.
 */
export const OrderSummarySchema = v.object({
  orderUUID: v.string(),
  /** The 8-digit booking number customer care asks for (site-wide §5 Booking_ID__c). */
  reference: v.string(),
  status: v.picklist(ORDER_STATUSES),
  flow: v.picklist(['booking', 'gifting', 'activity']),
  locale: LocaleSchema,
  /** Cents. */
  totalAmount: v.number(),
  insuranceAmount: v.number(),
  /** Local tax included in the total (0 when it is paid at the hotel). */
  localTaxAmount: v.number(),
  buyer: v.object({ firstName: v.string(), maskedEmail: v.string() }),
  /** The stay as the catalogue describes it now; null when it has gone from the catalogue. */
  stay: v.nullable(v.object({ id: v.number(), label: v.string(), uri: v.string(), hotel: v.string(), image: v.nullable(ImageSchema) })),
  /** The activity-only product of an activity order, as the catalogue describes it now (null for a stay). */
  activity: v.nullable(
    v.object({
      id: v.number(),
      /** Empty when the activity has gone from the catalogue. */
      label: v.string(),
      uri: v.string(),
      centre: v.string(),
      image: v.nullable(ImageSchema),
      participants: v.number(),
      ownUse: v.boolean(),
      validityMonths: v.number(),
    }),
  ),
  /** The gift box of a box order, as the catalogue describes it now (null for a stay or an activity). */
  box: v.nullable(
    v.object({
      code: v.string(),
      /** Empty when the box has gone from the catalogue. */
      title: v.string(),
      image: v.nullable(v.string()),
      includedContent: v.string(),
      format: v.picklist(['digital', 'physical']),
      validityMonths: v.number(),
    }),
  ),
  /** The gift card of a gift card order (null otherwise): its amount in cents, its format and how long it can be spent. */
  giftcard: v.nullable(
    v.object({
      amount: v.number(),
      format: v.picklist(['digital', 'physical']),
      validityMonths: v.number(),
    }),
  ),
  checkinDate: v.nullable(v.string()),
  checkoutDate: v.nullable(v.string()),
  nights: v.nullable(v.number()),
  pax: v.object({ adults: v.number(), children: v.number(), babies: v.number() }),
  activities: v.array(v.object({ activityId: v.number(), title: v.string(), date: v.string() })),
  /** A booking made with a gift voucher: the part of the stay's price the gift paid (cents); null otherwise. */
  giftUse: v.nullable(v.object({ covered: v.number() })),
  /**
   * An order paid all or partly with a gift card (the price's `giftcards`): the card's code with its
   * first eight symbols hidden ('••••-••••-4TBH': the confirmation must not hand the card to whoever
   * reads it) and the part it paid (cents); null otherwise. totalAmount is then what the wallet paid.
   */
  giftCard: v.nullable(v.object({ maskedCode: v.string(), amount: v.number() })),
  /** A paid gift's voucher: the code its recipient signs in with, and the last day it can be used (null otherwise). */
  voucher: v.nullable(v.object({ code: v.string(), validUntil: v.string() })),
  /** A gift's customisation (an activity voucher is always digital; a box or a gift card has the format it was bought in). */
  gift: v.nullable(v.object({ format: v.picklist(['digital', 'physical']), fromName: v.string(), message: v.string() })),
})
export type OrderSummary = v.InferOutput<typeof OrderSummarySchema>

/** 8 digits from the order's row id: short enough to read out on the phone. */
export function orderReference(orderId: number): string {
  return String(10_000_000 + (orderId % 90_000_000))
}

/** 'XXXX-XXXX-4TBH' → '••••-••••-4TBH': enough to recognise one's card, not enough to spend it. */
export function maskGiftCode(code: string): string {
  return `••••-••••-${code.slice(-4)}`
}

/** 'anna.martin@example.com' → 'a•••@example.com': enough for the buyer to recognise it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '•••'
  return `${email[0]}•••${email.slice(at)}`
}
