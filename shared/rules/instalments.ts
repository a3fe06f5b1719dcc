// Instalment and pay-later rules (product-pages.md §5 and §9).
import type { Temporal } from 'temporal-polyfill'
import { diffDays } from '../dates'
import type { Cents } from '../money'
import type { Site } from '../sites'

/** Payment methods of the eligibility answer. */
export type InstalmentMethod = 'deferred' | '3x' | '4x'

/** Conditions of a method: days between today and arrival, amount bounds (inclusive, cents), payments. */
export interface InstalmentRule {
  readonly minDaysAhead: number
  readonly minCents?: Cents
  readonly maxCents?: Cents
  readonly payments: number
}

/** Pay later: arrival ≥ 5 days ahead; 3x: ≥ 7 days and 200–2000 €; 4x: ≥ 7 days and 250–2000 €. */
export const INSTALMENT_RULES: Readonly<Record<InstalmentMethod, InstalmentRule>> = {
  deferred: { minDaysAhead: 5, payments: 1 },
  '3x': { minDaysAhead: 7, minCents: 20_000, maxCents: 200_000, payments: 3 },
  '4x': { minDaysAhead: 7, minCents: 25_000, maxCents: 200_000, payments: 4 },
}

/** Pay-later offer experiment: Spanish and Italian sites, 30–2000 €, variation assigned. */
export const PAY_LATER_OFFER = { languages: ['es', 'it'], minCents: 3_000, maxCents: 200_000 } as const

/** Days before check-in of the deferred payment when there is no cancellation deadline. */
export const DEFERRED_DAYS_BEFORE_CHECKIN = 2

/** True when a method is possible for an amount and an arrival date. */
export function isMethodEligible(
  method: InstalmentMethod,
  input: { readonly amountCents: Cents; readonly checkin: Temporal.PlainDate; readonly today: Temporal.PlainDate },
): boolean {
  const rule = INSTALMENT_RULES[method]
  if (diffDays(input.today, input.checkin) < rule.minDaysAhead) return false
  if (rule.minCents !== undefined && input.amountCents < rule.minCents) return false
  if (rule.maxCents !== undefined && input.amountCents > rule.maxCents) return false
  return true
}

/** Methods possible for an amount and an arrival date, in deferred, 3x, 4x order. */
export function eligibleMethods(input: {
  readonly amountCents: Cents
  readonly checkin: Temporal.PlainDate
  readonly today: Temporal.PlainDate
}): InstalmentMethod[] {
  return (Object.keys(INSTALMENT_RULES) as InstalmentMethod[]).filter((m) => isMethodEligible(m, input))
}

/** The pay-later banner shows only on es and it sites, for 30–2000 €, with the experiment variation. */
export function isPayLaterOfferShown(site: Pick<Site, 'language'>, amountCents: Cents, variationAssigned: boolean): boolean {
  return (
    variationAssigned &&
    (PAY_LATER_OFFER.languages as readonly string[]).includes(site.language) &&
    amountCents >= PAY_LATER_OFFER.minCents &&
    amountCents <= PAY_LATER_OFFER.maxCents
  )
}

/** Deferred payment date: the cancellation deadline when there is one, else 2 days before check-in. */
export function deferredPaymentDate(checkin: Temporal.PlainDate, cancellationDeadline?: Temporal.PlainDate | null): Temporal.PlainDate {
  return cancellationDeadline ?? checkin.subtract({ days: DEFERRED_DAYS_BEFORE_CHECKIN })
}

/** One payment of a schedule. */
export interface Instalment {
  readonly date: Temporal.PlainDate
  readonly amountCents: Cents
}

/**
 * Monthly schedule of 3 or 4 payments starting on `firstDate`: the amount is
 * split evenly, the remainder cents and the whole fee go on the first payment.
 */
export function instalmentSchedule(amountCents: Cents, payments: 3 | 4, feeCents: Cents, firstDate: Temporal.PlainDate): Instalment[] {
  const base = Math.floor(amountCents / payments)
  const remainder = amountCents - base * payments
  return Array.from({ length: payments }, (_, i) => ({
    date: firstDate.add({ months: i }),
    amountCents: i === 0 ? base + remainder + feeCents : base,
  }))
}

/** Query of the eligibility call: amount in cents, policy type, deadline, check-in, lower-case point of sale. */
export function eligibilityQuery(input: {
  readonly amountCents: Cents
  readonly cancellationPolicyType: string
  readonly cancellableUntil?: Temporal.PlainDate | null
  readonly checkin: Temporal.PlainDate
  readonly site: Pick<Site, 'pointOfSale'>
}): Record<string, string> {
  return {
    amount: String(input.amountCents),
    cancellationPolicyType: input.cancellationPolicyType,
    ...(input.cancellableUntil ? { cancellableUntil: input.cancellableUntil.toString() } : {}),
    checkinDate: input.checkin.toString(),
    pointOfSale: input.site.pointOfSale.toLowerCase(),
  }
}
