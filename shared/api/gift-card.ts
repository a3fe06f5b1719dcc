import * as v from 'valibot'
import { GIFT_CODE_INPUT_MAX, normalizeGiftCode } from '../rules/gift-code'
import { int, IsoDateSchema, LocaleSchema } from './common'

/**
 * A gift card's code as the checkout sends it: as printed or as typed (case, spaces and dashes are
 * ignored, O/I/L read as 0/1, the gift login's rule), read as printed, 'XXXX-XXXX-XXXX'.
 */
export const GiftCardCodeSchema = v.pipe(
  v.string(),
  v.maxLength(GIFT_CODE_INPUT_MAX, 'A gift card code has 12 letters and digits'),
  v.check((text) => normalizeGiftCode(text) !== null, 'A gift card code has 12 letters and digits'),
  v.transform((text) => normalizeGiftCode(text) ?? text),
)

/** What an order is, as the card asks: a dated stay, a gift stay, an activity, a box, or a gift card (which a card does not buy). */
export const PurchaseSchema = v.picklist(['booking', 'gift', 'activity', 'box', 'giftcard'])

/**
 * POST /gateway/purchase/gift-cards/apply: the checkout's 'Apply' of a gift card's code for the
 * amount due now (cents, the order's total before the card).
 */
export const GiftCardApplyRequestSchema = v.object({
  locale: LocaleSchema,
  code: GiftCardCodeSchema,
  amountDue: int(1, 100_000_000),
  purchase: PurchaseSchema,
})
export type GiftCardApplyRequest = v.InferOutput<typeof GiftCardApplyRequestSchema>

/** The card applied: its code as printed, what it holds, what it pays of the amount due, what is left to pay, its last valid day. */
export const GiftCardApplyResponseSchema = v.object({
  code: v.string(),
  balance: v.number(),
  covered: v.number(),
  toPay: v.number(),
  validUntil: IsoDateSchema,
})
export type GiftCardApplyResponse = v.InferOutput<typeof GiftCardApplyResponseSchema>

/**
 * The gift card paying an order (the price's `giftcards`): its code and the part of the order's
 * total it pays as the checkout showed it (cents). The order's expectedAmount is then what is left
 * to pay with the wallet, 0 when the card covers everything.
 */
export const GiftCardPaymentItemSchema = v.object({
  code: GiftCardCodeSchema,
  amount: int(1, 100_000_000),
})
export type GiftCardPaymentItem = v.InferOutput<typeof GiftCardPaymentItemSchema>

/**
 * Refusals of a gift card, besides INVALID_INPUT (400, a code that cannot be one) and RATE_LIMITED
 * (429): no card with this code (a gift stay's or a box's code included: those are used on the gift
 * login), past its last valid day, nothing left on it, its balance changed since it was applied
 * (another order used it; `amount` is what it pays now), or an order a card does not pay for.
 */
export const GIFT_CARD_ERROR_CODES = [
  'GIFT_CARD_NOT_FOUND',
  'GIFT_CARD_EXPIRED',
  'GIFT_CARD_USED_UP',
  'GIFT_CARD_BALANCE_CHANGED',
  'GIFT_CARD_NOT_ACCEPTED',
] as const
export type GiftCardErrorCode = (typeof GIFT_CARD_ERROR_CODES)[number]
