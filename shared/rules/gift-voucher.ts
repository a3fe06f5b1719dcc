// Using a gift (site-wide.md §1 beneficiaries, product-pages.md §3 price type BENEFICIARY and the
// gift calendar's statuses, §9 gift validity): how long a voucher lasts, whether it can still be
// used, and what the recipient pays when the stay chosen costs more than the gift covers.
import { Temporal } from 'temporal-polyfill'
import type { Cents } from '../money'
import { BOX_VALIDITY_MONTHS } from './box-pages'
import { GIFTCARD_VALIDITY_MONTHS } from './giftcard'

/** What a voucher code was bought for. */
export type GiftKind = 'stay' | 'box' | 'activity' | 'giftcard'

/** A gift stay's voucher is valid 12 months (product-pages §9); an activity's says its own (12 by default). */
export const STAY_VOUCHER_VALIDITY_MONTHS = 12

/** Months a voucher of each kind lasts from the day it was paid; an activity's catalogue may say otherwise. */
export const VOUCHER_VALIDITY_MONTHS: Readonly<Record<GiftKind, number>> = {
  stay: STAY_VOUCHER_VALIDITY_MONTHS,
  box: BOX_VALIDITY_MONTHS,
  activity: 12,
  giftcard: GIFTCARD_VALIDITY_MONTHS,
}

/**
 * The last day a voucher can be used, printed on it: the day it was paid plus its months
 * (31 January + 1 month is 28 or 29 February). An arrival on that day is still covered.
 */
export function voucherValidUntil(paidOn: string, months: number): string {
  return Temporal.PlainDate.from(paidOn).add({ months }).toString()
}

/** A voucher's state for its recipient: still to use, used for a booking, or past its date. */
export type VoucherStatus = 'valid' | 'used' | 'expired'

/** Used wins over expired: a voucher that paid for a booking says so after its date too. */
export function voucherStatus(voucher: { redeemed: boolean; validUntil: string }, today: string): VoucherStatus {
  if (voucher.redeemed) return 'used'
  return voucher.validUntil < today ? 'expired' : 'valid'
}

/** An arrival the voucher covers: not after its last valid day. */
export function arrivalWithinValidity(checkin: string, validUntil: string): boolean {
  return checkin <= validUntil
}

/**
 * Nights of a stay booked with a voucher from an arrival day: the voucher's, or the longer
 * minimum stay of that day (the gift calendar prices that many, and says what they add).
 */
export function redemptionNights(voucherNights: number, dayMinLos: number): number {
  return Math.max(voucherNights, dayMinLos)
}

/** What a booking made with a gift costs its recipient. */
export interface BeneficiaryAmounts {
  /** The stay's price for the gift's party and dates. */
  stay: Cents
  /** The part of it the gift pays: its value at most. */
  covered: Cents
  /** What the stay costs beyond the gift (the calendar's supplement). */
  supplement: Cents
  /** Local tax charged with the booking (0 when the hotel takes it on site). */
  localTaxNow: Cents
  /** Charged now: the supplement and the local tax charged at booking; 0 confirms without payment. */
  toPay: Cents
}

/**
 * The price type BENEFICIARY: the gift's value pays the stay up to that value; the recipient pays
 * the supplement, and the local tax when the product charges it at booking (a tax paid at the hotel
 * is paid there, not now).
 */
export function beneficiaryAmounts(input: {
  stay: Cents
  giftValue: Cents
  localTax: Cents
  localTaxAtHotel: boolean
}): BeneficiaryAmounts {
  const covered = Math.min(input.stay, Math.max(0, input.giftValue))
  const supplement = input.stay - covered
  const localTaxNow = input.localTaxAtHotel ? 0 : input.localTax
  return { stay: input.stay, covered, supplement, localTaxNow, toPay: supplement + localTaxNow }
}
