// Calendar rules shared by the search bar and the product pages
// (search.md §4, §5, §7, §9; product-pages.md §4, §5, §9).
import { Temporal } from 'temporal-polyfill'
import { addMonths, diffDays, parseIsoDate } from '../dates'
import type { Flow } from '../sites'

/** Calendar constants: paging per device, lookahead, caps and delays. */
export const CALENDAR = {
  mobile: { monthsPerPage: 4, step: 3 },
  desktop: { monthsPerPage: 2, step: 1 },
  /** Months that can be shown and booked, the current one included (availability length 12). */
  lookaheadMonths: 12,
  /** Without availability data, check-out at most this many days after check-in. */
  maxNightsWithoutAvailability: 20,
  /** Delay before the optional auto-close after a full selection. */
  closeDelayMs: 1000,
  /** Results calendar (mobile): months per load and the infinite-scroll trigger distance. */
  resultsMonthsPerLoad: 3,
  infiniteScrollThresholdPx: 200,
} as const

/** Which paging applies. */
export type Device = 'mobile' | 'desktop'

/** A selection in progress or complete. */
export interface DateRange {
  readonly checkin?: Temporal.PlainDate
  readonly checkout?: Temporal.PlainDate
}

/** Everything day selectability depends on. */
export interface SelectabilityContext {
  /** Today in the site's time zone. */
  readonly today: Temporal.PlainDate
  /** It is 20:00 or later in the site's time zone. */
  readonly afterCutoff: boolean
  readonly range: DateRange
  /** ISO days present in the availability list; undefined when there is no availability data. */
  readonly availableDays?: ReadonlySet<string>
  /** Night counts possible from the chosen check-in (fetched after a check-in on product pages). */
  readonly possibleNights?: readonly number[]
  /** Minimum stay of the chosen check-in day (minLos), used when no night list is known. */
  readonly minStay?: number
}

/** Why a day cannot be picked, or 'selectable'. */
export type DayStatus = 'selectable' | 'past' | 'afterCutoff' | 'beyondLookahead' | 'unavailable' | 'beyondMaxNights' | 'nightsNotAllowed'

/**
 * Selectability of one day, rules checked in this order:
 * 1. before today → past; 2. today at or after 20:00 → afterCutoff;
 * 3. after the last day of the 12th month shown (current month + 11) → beyondLookahead;
 * 4. choosing a check-in (no check-in, a full range, or a day on or before the
 *    check-in, which restarts the selection): absent from the availability
 *    list → unavailable;
 * 5. choosing a check-out without availability data: more than 20 days after
 *    check-in → beyondMaxNights;
 * 6. choosing a check-out with possible nights (or a minimum stay): an offset
 *    not in the list (or below the minimum) → nightsNotAllowed.
 */
export function dayStatus(day: Temporal.PlainDate, context: SelectabilityContext): DayStatus {
  const { today, range } = context
  const fromToday = diffDays(today, day)
  if (fromToday < 0) return 'past'
  if (fromToday === 0 && context.afterCutoff) return 'afterCutoff'
  if (Temporal.PlainDate.compare(day, lastBookableDay(today)) > 0) return 'beyondLookahead'

  const checkin = range.checkin
  const choosingCheckout = checkin !== undefined && range.checkout === undefined && diffDays(checkin, day) > 0
  if (!choosingCheckout) {
    if (context.availableDays && !context.availableDays.has(day.toString())) return 'unavailable'
    return 'selectable'
  }
  const offset = diffDays(checkin, day)
  if (!context.availableDays && offset > CALENDAR.maxNightsWithoutAvailability) return 'beyondMaxNights'
  if (context.possibleNights) return context.possibleNights.includes(offset) ? 'selectable' : 'nightsNotAllowed'
  if (context.minStay !== undefined && offset < context.minStay) return 'nightsNotAllowed'
  return 'selectable'
}

/** True when the day can be clicked. */
export function isDaySelectable(day: Temporal.PlainDate, context: SelectabilityContext): boolean {
  return dayStatus(day, context) === 'selectable'
}

/**
 * A click on a day: the first click (or a click after a full range) sets the
 * check-in; a later day sets the check-out; a day on or before the check-in
 * restarts the selection from that day.
 */
export function selectDay(range: DateRange, day: Temporal.PlainDate): DateRange {
  if (range.checkin === undefined || range.checkout !== undefined) return { checkin: day }
  return diffDays(range.checkin, day) > 0 ? { checkin: range.checkin, checkout: day } : { checkin: day }
}

/** Nights of a complete range, else undefined. */
export function rangeNights(range: DateRange): number | undefined {
  return range.checkin && range.checkout ? diffDays(range.checkin, range.checkout) : undefined
}

/** Validate is enabled only once both dates are chosen. */
export function canValidate(range: DateRange): boolean {
  return range.checkin !== undefined && range.checkout !== undefined
}

/** Closing with only a check-in restores the dates from the address; otherwise the selection stays. */
export function rangeOnClose(current: DateRange, fromAddress: DateRange): DateRange {
  return current.checkin !== undefined && current.checkout === undefined ? fromAddress : current
}

/** Saved dates (ISO) keep only a future stay: check-in today or later, and a check-out after it. */
export function keepFutureDates(saved: { readonly checkin?: string; readonly checkout?: string }, today: Temporal.PlainDate): DateRange {
  const checkin = parseIsoDate(saved.checkin)
  if (!checkin || Temporal.PlainDate.compare(checkin, today) < 0) return {}
  const checkout = parseIsoDate(saved.checkout)
  return checkout && diffDays(checkin, checkout) > 0 ? { checkin, checkout } : { checkin }
}

/**
 * Search reuse check: a search is reused only when checkout = checkin + nights;
 * a gift search ignores dates, so it always matches.
 */
export function isSearchReusable(
  stay: { readonly checkin?: string; readonly checkout?: string; readonly nights?: number },
  flow: Flow,
): boolean {
  if (flow === 'gifting') return true
  const checkin = parseIsoDate(stay.checkin)
  const checkout = parseIsoDate(stay.checkout)
  if (!checkin || !checkout || stay.nights === undefined) return false
  return diffDays(checkin, checkout) === stay.nights
}

/** Months visible from a first month on a device. */
export function visibleMonths(first: Temporal.PlainYearMonth, device: Device): Temporal.PlainYearMonth[] {
  return Array.from({ length: CALENDAR[device].monthsPerPage }, (_, i) => first.add({ months: i }))
}

/** Last month that may be shown: 12 months counting the current one. */
export function lastBookableMonth(today: Temporal.PlainDate): Temporal.PlainYearMonth {
  return addMonths(today.toPlainYearMonth(), CALENDAR.lookaheadMonths - 1)
}

/** Last day that may be picked: the end of the last bookable month. */
export function lastBookableDay(today: Temporal.PlainDate): Temporal.PlainDate {
  const month = lastBookableMonth(today)
  return month.toPlainDate({ day: month.daysInMonth })
}

/**
 * First visible month after paging by the device step, kept between the
 * current month and the last page ending on the last bookable month.
 */
export function pageMonths(
  first: Temporal.PlainYearMonth,
  direction: 1 | -1,
  device: Device,
  today: Temporal.PlainDate,
): Temporal.PlainYearMonth {
  const { monthsPerPage, step } = CALENDAR[device]
  const min = today.toPlainYearMonth()
  const max = lastBookableMonth(today).subtract({ months: monthsPerPage - 1 })
  const next = first.add({ months: direction * step })
  if (Temporal.PlainYearMonth.compare(next, min) < 0) return min
  if (Temporal.PlainYearMonth.compare(next, max) > 0) return Temporal.PlainYearMonth.compare(max, min) < 0 ? min : max
  return next
}

/** Previous is disabled on the current month; next once the last bookable month is visible. */
export function pagingState(
  first: Temporal.PlainYearMonth,
  device: Device,
  today: Temporal.PlainDate,
): { readonly canGoBack: boolean; readonly canGoForward: boolean } {
  const last = first.add({ months: CALENDAR[device].monthsPerPage - 1 })
  return {
    canGoBack: Temporal.PlainYearMonth.compare(first, today.toPlainYearMonth()) > 0,
    canGoForward: Temporal.PlainYearMonth.compare(last, lastBookableMonth(today)) < 0,
  }
}

/** Visible months whose availability is not loaded yet (they trigger a load). */
export function monthsToLoad(visible: readonly Temporal.PlainYearMonth[], loaded: ReadonlySet<string>): Temporal.PlainYearMonth[] {
  return visible.filter((m) => !loaded.has(m.toString()))
}

/** Forced-dates experiment variant. */
export type ForcedDatesVariant = 'off' | 'forced' | 'suggested'

/**
 * What pressing Search does in the forced-dates experiment (booking flow
 * only): without dates the calendar opens instead; the suggested variant does
 * so once, and never after the visitor cleared the dates.
 */
export function searchButtonAction(input: {
  readonly flow: Flow
  readonly hasDates: boolean
  readonly variant: ForcedDatesVariant
  readonly alreadyOpened: boolean
  readonly clearedByVisitor: boolean
}): 'search' | 'openCalendar' {
  if (input.flow !== 'booking' || input.hasDates || input.variant === 'off') return 'search'
  if (input.variant === 'forced') return 'openCalendar'
  return input.alreadyOpened || input.clearedByVisitor ? 'search' : 'openCalendar'
}
