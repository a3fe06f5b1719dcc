// Starting state of the calendar and the shortcuts it can offer: pure
// functions of the dates and the rules, unit tested in node.
import { Temporal } from 'temporal-polyfill'
import type { DateShortcut } from '../../../shared/date-shortcuts'
import { diffDays, diffMonths, SAME_DAY_CUTOFF_HOUR } from '../../../shared/dates'
import {
  CALENDAR,
  dayStatus,
  lastBookableMonth,
  type DateRange,
  type Device,
  type SelectabilityContext,
} from '../../../shared/rules/calendar'
import type { CalendarDay } from './calendar'
import type { CalendarContext } from './calendar-format'

/** First bookable day: today, or tomorrow once it is 20:00 in the site's time zone. */
export function firstOpenDay(today: Temporal.PlainDate, hour: number): Temporal.PlainDate {
  return hour >= SAME_DAY_CUTOFF_HOUR ? today.add({ days: 1 }) : today
}

/** Desktop opens on the check-in month, kept inside the pages that can be shown. */
export function initialFirstMonth(range: DateRange, today: Temporal.PlainDate, device: Device): Temporal.PlainYearMonth {
  const min = today.toPlainYearMonth()
  const max = lastBookableMonth(today).subtract({ months: CALENDAR[device].monthsPerPage - 1 })
  const wanted = range.checkin?.toPlainYearMonth() ?? min
  if (Temporal.PlainYearMonth.compare(wanted, min) < 0) return min
  return Temporal.PlainYearMonth.compare(wanted, max) > 0 ? max : wanted
}

/** Mobile shows 3 months in the search bar and on results, 4 on offers, and at least up to the month after the check-in. */
export function initialMonthCount(range: DateRange, today: Temporal.PlainDate, context: CalendarContext): number {
  const base = context === 'offer' ? CALENDAR.mobile.monthsPerPage : CALENDAR.resultsMonthsPerLoad
  const toCheckin = range.checkin ? diffMonths(today.toPlainYearMonth(), range.checkin.toPlainYearMonth()) + 2 : 0
  return Math.min(CALENDAR.lookaheadMonths, Math.max(base, toCheckin))
}

/** The first selectable day of the months (the grid's tab stop when the focused day is not shown). */
export function firstSelectable(
  months: readonly Temporal.PlainYearMonth[],
  statusOf: (day: Temporal.PlainDate) => string,
): string | undefined {
  for (const month of months) {
    for (let d = 1; d <= month.daysInMonth; d++) {
      const day = month.toPlainDate({ day: d })
      if (statusOf(day) === 'selectable') return day.toString()
    }
  }
  return undefined
}

/** Shortcuts whose two days can actually be picked. */
export function usableShortcuts(shortcuts: readonly DateShortcut[], context: SelectabilityContext): DateShortcut[] {
  return shortcuts.filter(
    (s) =>
      dayStatus(s.checkin, { ...context, range: {} }) === 'selectable' &&
      diffDays(s.checkin, s.checkout) > 0 &&
      dayStatus(s.checkout, { ...context, range: { checkin: s.checkin } }) === 'selectable',
  )
}

/**
 * The footer's from-price when the calendar only knows day prices (the search bar: the lowest
 * price per person per night of each check-in day): the chosen check-in's, or else the lowest of
 * the loaded days from the first open day. Null when no loaded day has a price.
 */
export function footerFromPrice(days: ReadonlyMap<string, CalendarDay>, checkin: string | undefined, firstOpen: string): number | null {
  if (checkin !== undefined) return days.get(checkin)?.price ?? null
  let lowest: number | null = null
  for (const [day, { price }] of days) {
    if (price === undefined || day < firstOpen) continue
    if (lowest === null || price < lowest) lowest = price
  }
  return lowest
}
