// The stay page's booking steps (product-pages.md §2 "Booking steps", §4, §5, §8, §9): the
// cancellation cards, the price banner, the quote's error message, the activity days and
// what the checkout start asks before it leaves the page.
import type { CancellationPolicy } from '../api/common'
import type { QuoteResponse } from '../api/product'
import type { ActivityDay, CancellationChoice } from '../checkout/checkout-link'
import { message, type Message } from '../message'
import { unavailableMessage } from './checkout'

/**
 * The cancellation cards offered, in the spec's order: flexible (included) when the policy is
 * cancellable, the insurance when it can be bought, non-cancellable when the policy is not.
 */
export function cancellationChoices(policy: CancellationPolicy, insuranceAvailable: boolean): CancellationChoice[] {
  const choices: CancellationChoice[] = []
  if (policy.cancellable) choices.push('FLEXIBLE')
  if (insuranceAvailable) choices.push('INSURANCE')
  if (!policy.cancellable) choices.push('NON_CANCELLABLE')
  return choices
}

/** A choice the cards no longer offer (the dates changed the policy, the insurance went) is dropped. */
export function keptChoice(choice: CancellationChoice | undefined, offered: readonly CancellationChoice[]): CancellationChoice | undefined {
  return choice && offered.includes(choice) ? choice : undefined
}

/** Whether the insurance quote is asked for: insurance offered, a stay amount above 0 and a cancellation type. */
export function wantsInsuranceQuote(quote: Pick<QuoteResponse, 'insurance' | 'amountToPay' | 'cancellationPolicy'>): boolean {
  return quote.insurance.available && quote.amountToPay > 0 && Boolean(quote.cancellationPolicy.type)
}

/**
 * The message of a quote that cannot be booked (§5, §8): the summary's words for its code (no
 * availability for the dates and party, travellers the stay does not take…), 'Quote error' for an
 * answer without a code or a price.
 */
export function quoteErrorMessage(quote: Pick<QuoteResponse, 'bookable' | 'errors' | 'priceInfo'>): Message | null {
  if (quote.bookable && quote.priceInfo) return null
  const code = quote.errors[0]?.code
  return code === undefined ? message('booking.error.quote') : unavailableMessage(code)
}

/** The price banner (§4): hidden in gifting; loading; money saved with dates, the discount without; else the default. */
export type PriceBanner =
  | { readonly kind: 'hidden' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'saved'; readonly cents: number }
  | { readonly kind: 'discount'; readonly percent: number }
  | { readonly kind: 'default' }

export function priceBanner(input: {
  readonly gifting: boolean
  readonly loading: boolean
  readonly hasDates: boolean
  readonly promo: number
  readonly moneySaved: number
}): PriceBanner {
  if (input.gifting) return { kind: 'hidden' }
  if (input.loading) return { kind: 'loading' }
  if (input.hasDates && input.promo > 0 && input.moneySaved > 0) return { kind: 'saved', cents: input.moneySaved }
  if (!input.hasDates && input.promo > 0) return { kind: 'discount', percent: input.promo }
  return { kind: 'default' }
}

/** Picking a day of an activity replaces the day chosen earlier for it. */
export function pickActivityDay(days: readonly ActivityDay[], activityId: number, date: string): ActivityDay[] {
  return [...days.filter((d) => d.activityId !== activityId), { activityId, date }].sort((x, y) => x.activityId - y.activityId)
}

/** The chosen days the stay still offers (new dates can leave some out). */
export function offeredActivityDays(days: readonly ActivityDay[], offered: QuoteResponse['activityDates']): ActivityDay[] {
  return days.filter((d) => offered.some((a) => a.activityId === d.activityId && a.dates.includes(d.date)))
}

/** What the checkout start asks for, in order: dates, then every activity's day, then a cancellation card. */
export type CheckoutBlock = 'dates' | 'activities' | 'choice'

export const CHECKOUT_BLOCK_MESSAGES: Readonly<Record<CheckoutBlock, string>> = {
  dates: 'booking.error.dates',
  activities: 'booking.error.activities',
  choice: 'booking.error.choice',
}

/** The first thing missing before checkout, or null when the stay can go to the summary. */
export function checkoutBlock(input: {
  readonly hasDates: boolean
  readonly offeredActivities: QuoteResponse['activityDates']
  readonly days: readonly ActivityDay[]
  readonly choice: CancellationChoice | undefined
}): CheckoutBlock | null {
  if (!input.hasDates) return 'dates'
  const chosen = offeredActivityDays(input.days, input.offeredActivities)
  if (input.offeredActivities.some((a) => !chosen.some((d) => d.activityId === a.activityId))) return 'activities'
  if (!input.choice) return 'choice'
  return null
}

/** The hash's activityDates ('8:2026-12-11,9:2026-12-12'), read leniently: bad items are dropped. */
export function parseActivityDays(value: string | null): ActivityDay[] {
  if (!value) return []
  const days: ActivityDay[] = []
  for (const item of value.split(',')) {
    const match = /^(\d{1,9}):(\d{4}-\d{2}-\d{2})$/.exec(item.trim())
    if (match) days.push({ activityId: Number(match[1]), date: match[2]! })
  }
  return days.reduce<ActivityDay[]>((kept, d) => pickActivityDay(kept, d.activityId, d.date), [])
}

/** The activity days as the hash and the quote's activitySelectionList write them. */
export function formatActivityDays(days: readonly ActivityDay[]): string {
  return days.map((d) => `${d.activityId}:${d.date}`).join(',')
}
