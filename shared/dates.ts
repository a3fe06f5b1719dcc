// The one module converting dates: Temporal.PlainDate inside, ISO YYYY-MM-DD
// at the edges. "Today" and the same-day cut-off depend on the site's time
// zone, never on the machine's.
import { Temporal } from 'temporal-polyfill'
import { siteClock } from './site-clock'

/** Hour (site local time) from which today can no longer be booked. */
export const SAME_DAY_CUTOFF_HOUR = 20

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const ISO_YEAR_MONTH = /^\d{4}-\d{2}$/

/** Strict ISO date (YYYY-MM-DD, a real calendar day) to PlainDate, or null. */
export function parseIsoDate(value: unknown): Temporal.PlainDate | null {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return null
  try {
    return Temporal.PlainDate.from(value, { overflow: 'reject' })
  } catch {
    return null
  }
}

/** True when the value is a strict ISO date string. */
export function isIsoDate(value: unknown): value is string {
  return parseIsoDate(value) !== null
}

/** PlainDate to ISO YYYY-MM-DD. */
export function formatIsoDate(date: Temporal.PlainDate): string {
  return date.toString()
}

/** Strict YYYY-MM to PlainYearMonth, or null. */
export function parseYearMonth(value: unknown): Temporal.PlainYearMonth | null {
  if (typeof value !== 'string' || !ISO_YEAR_MONTH.test(value)) return null
  try {
    return Temporal.PlainYearMonth.from(value, { overflow: 'reject' })
  } catch {
    return null
  }
}

/** PlainYearMonth to YYYY-MM (the month parameter of availability calls). */
export function formatYearMonth(month: Temporal.PlainYearMonth): string {
  return month.toString()
}

/** The current instant (injected everywhere else for testability). */
export function nowInstant(): Temporal.Instant {
  return Temporal.Now.instant()
}

/** Today's date in a time zone. */
export function todayIn(timeZone: string, now: Temporal.Instant = nowInstant()): Temporal.PlainDate {
  return Temporal.PlainDate.from(siteClock(timeZone, now.epochMilliseconds).today)
}

/** True when it is 20:00 or later in the time zone (today is no longer bookable). */
export function isAfterCutoff(now: Temporal.Instant, timeZone: string): boolean {
  return siteClock(timeZone, now.epochMilliseconds).hour >= SAME_DAY_CUTOFF_HOUR
}

/** Date plus a number of days (negative goes back). */
export function addDays(date: Temporal.PlainDate, days: number): Temporal.PlainDate {
  return date.add({ days })
}

/** Whole days from one date to another (negative when `to` is earlier). */
export function diffDays(from: Temporal.PlainDate, to: Temporal.PlainDate): number {
  return from.until(to, { largestUnit: 'day' }).days
}

/**
 * The ISO week of a date as one running number (every day from a Monday to the next Sunday
 * shares it, and the next week's is one more), for choices that change once a week.
 */
export function isoWeekIndex(date: Temporal.PlainDate): number {
  // Counted from the Monday 1970-01-05 (read here, not at load: the browser may load Temporal later).
  const monday = date.subtract({ days: date.dayOfWeek - 1 })
  return Math.floor(diffDays(Temporal.PlainDate.from('1970-01-05'), monday) / 7)
}

/** -1, 0 or 1 like a sort comparator. */
export function compareDates(a: Temporal.PlainDate, b: Temporal.PlainDate): number {
  return Temporal.PlainDate.compare(a, b)
}

/** Month of a date. */
export function monthOf(date: Temporal.PlainDate): Temporal.PlainYearMonth {
  return date.toPlainYearMonth()
}

/** Month plus a number of months. */
export function addMonths(month: Temporal.PlainYearMonth, months: number): Temporal.PlainYearMonth {
  return month.add({ months })
}

/** Whole months from one month to another. */
export function diffMonths(from: Temporal.PlainYearMonth, to: Temporal.PlainYearMonth): number {
  return from.until(to, { largestUnit: 'month' }).months
}

/** `count` consecutive months starting at `start`. */
export function monthsFrom(start: Temporal.PlainYearMonth, count: number): Temporal.PlainYearMonth[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) => start.add({ months: i }))
}

/** Every day of a month, first to last. */
export function daysOfMonth(month: Temporal.PlainYearMonth): Temporal.PlainDate[] {
  return Array.from({ length: month.daysInMonth }, (_, i) => month.toPlainDate({ day: i + 1 }))
}
