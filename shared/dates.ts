// The one module converting dates: Temporal.PlainDate inside, ISO YYYY-MM-DD
// at the edges. "Today" and the same-day cut-off depend on the site's time
// zone, never on the machine's.
import { Temporal } from 'temporal-polyfill'
import type { SiteId } from './sites'

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
  return now.toZonedDateTimeISO(timeZone).toPlainDate()
}

/** True when it is 20:00 or later in the time zone (today is no longer bookable). */
export function isAfterCutoff(now: Temporal.Instant, timeZone: string): boolean {
  return now.toZonedDateTimeISO(timeZone).hour >= SAME_DAY_CUTOFF_HOUR
}

/** Date plus a number of days (negative goes back). */
export function addDays(date: Temporal.PlainDate, days: number): Temporal.PlainDate {
  return date.add({ days })
}

/** Whole days from one date to another (negative when `to` is earlier). */
export function diffDays(from: Temporal.PlainDate, to: Temporal.PlainDate): number {
  return from.until(to, { largestUnit: 'day' }).days
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

/** Monday of the week containing the date (weeks start on Monday). */
export function startOfWeek(date: Temporal.PlainDate): Temporal.PlainDate {
  return date.subtract({ days: date.dayOfWeek - 1 })
}

/** A pre-filled stay: check-in, check-out and the message naming it. */
export interface DateShortcut {
  readonly key: string
  readonly messageId: string
  readonly checkin: Temporal.PlainDate
  readonly checkout: Temporal.PlainDate
}

/** Sites offering date shortcuts (behind an experiment). */
export const SHORTCUT_SITES: readonly SiteId[] = ['es_ES', 'fr_FR', 'fr_BE', 'nl_BE']

/**
 * Weekend shortcuts: Saturday check-in, Sunday check-out. The current weekend
 * is the one of the current Monday-based week, hidden on Sunday (its check-in
 * has passed); the next weekend is the one of the following week.
 */
export function weekendShortcuts(today: Temporal.PlainDate): DateShortcut[] {
  const saturday = startOfWeek(today).add({ days: 5 })
  const next = saturday.add({ weeks: 1 })
  const shortcuts: DateShortcut[] = []
  if (today.dayOfWeek !== 7) {
    shortcuts.push({
      key: 'currentWeekend',
      messageId: 'calendar.shortcut.currentWeekend',
      checkin: saturday,
      checkout: saturday.add({ days: 1 }),
    })
  }
  shortcuts.push({ key: 'nextWeekend', messageId: 'calendar.shortcut.nextWeekend', checkin: next, checkout: next.add({ days: 1 }) })
  return shortcuts
}

/** A campaign shortcut as data: ISO check-in and check-out. */
export interface CampaignShortcut {
  readonly key: string
  readonly messageId: string
  readonly checkin: string
  readonly checkout: string
}

const MAY_2024: CampaignShortcut = { key: 'may', messageId: 'calendar.shortcut.mayBridge', checkin: '2024-05-01', checkout: '2024-05-05' }
const ASCENSION_2024: CampaignShortcut = {
  key: 'ascension',
  messageId: 'calendar.shortcut.ascension',
  checkin: '2024-05-08',
  checkout: '2024-05-12',
}
const PENTECOST_2024: CampaignShortcut = {
  key: 'pentecost',
  messageId: 'calendar.shortcut.pentecost',
  checkin: '2024-05-17',
  checkout: '2024-05-19',
}
const PUENTE_DE_MAYO_2024: CampaignShortcut = {
  key: 'puenteDeMayo',
  messageId: 'calendar.shortcut.puenteDeMayo',
  checkin: '2024-05-01',
  checkout: '2024-05-05',
}

/** Campaign shortcuts by site and year (search.md §2.3); it_IT and nl_NL have none. */
export const CAMPAIGN_SHORTCUTS: Readonly<Record<SiteId, Readonly<Record<number, readonly CampaignShortcut[]>>>> = {
  fr_FR: { 2024: [MAY_2024, ASCENSION_2024, PENTECOST_2024] },
  fr_BE: { 2024: [MAY_2024, ASCENSION_2024, PENTECOST_2024] },
  nl_BE: { 2024: [MAY_2024, ASCENSION_2024, PENTECOST_2024] },
  es_ES: { 2024: [PUENTE_DE_MAYO_2024] },
  it_IT: {},
  nl_NL: {},
}

/** Campaign shortcuts of the site for today's year whose check-in is today or later. */
export function campaignShortcuts(siteId: SiteId, today: Temporal.PlainDate): DateShortcut[] {
  const campaigns = CAMPAIGN_SHORTCUTS[siteId][today.year] ?? []
  return campaigns
    .map((c) => ({
      key: c.key,
      messageId: c.messageId,
      checkin: Temporal.PlainDate.from(c.checkin),
      checkout: Temporal.PlainDate.from(c.checkout),
    }))
    .filter((c) => Temporal.PlainDate.compare(c.checkin, today) >= 0)
}

/** All shortcuts offered: none outside SHORTCUT_SITES or without the experiment; weekends then campaigns. */
export function dateShortcuts(siteId: SiteId, today: Temporal.PlainDate, experimentOn: boolean): DateShortcut[] {
  if (!experimentOn || !SHORTCUT_SITES.includes(siteId)) return []
  return [...weekendShortcuts(today), ...campaignShortcuts(siteId, today)]
}
