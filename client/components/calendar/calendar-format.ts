// Texts of the calendar that depend only on dates and the locale: day names,
// month titles and which header message applies. React-free so it is unit
// tested in node.
import { Temporal } from 'temporal-polyfill'
import type { Message } from '../../../shared/message'
import { diffDays, parseIsoDate } from '../../../shared/dates'
import type { DateRange } from '../../../shared/rules/calendar'

/** Where the calendar is used: the search bar (home), the results page, or an offer page with a price. */
export type CalendarContext = 'searchBar' | 'results' | 'offer'

/** Full date, the accessible name of a day: 'samedi 5 décembre 2026'. */
export function fullDateLabel(day: Temporal.PlainDate, bcp47: string): string {
  return day.toLocaleString(bcp47, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
}

/** Short date of the header and the date field: 'sam. 5 déc.'. */
export function shortDateLabel(day: Temporal.PlainDate, bcp47: string): string {
  return day.toLocaleString(bcp47, { weekday: 'short', day: 'numeric', month: 'short' })
}

/** Date of the date field and the summary strip: '5 déc.'. */
export function compactDateLabel(day: Temporal.PlainDate, bcp47: string): string {
  return day.toLocaleString(bcp47, { day: 'numeric', month: 'short' })
}

/** Month title with a capital: 'Décembre 2026'. */
export function monthTitle(month: Temporal.PlainYearMonth, bcp47: string): string {
  // PlainYearMonth only formats with its own calendar; the first day formats with any.
  const text = month.toPlainDate({ day: 1 }).toLocaleString(bcp47, { month: 'long', year: 'numeric' })
  return text.charAt(0).toLocaleUpperCase(bcp47) + text.slice(1)
}

/** Weekday names Monday first (weeks start on Monday): short for column heads, long for their abbr. */
export function weekdayNames(bcp47: string): { readonly short: string; readonly long: string }[] {
  const monday = Temporal.PlainDate.from('2024-01-01')
  return Array.from({ length: 7 }, (_, i) => {
    const day = monday.add({ days: i })
    return { short: day.toLocaleString(bcp47, { weekday: 'short' }), long: day.toLocaleString(bcp47, { weekday: 'long' }) }
  })
}

/** Empty cells before the 1st of the month in a Monday-first week. */
export function leadingBlanks(month: Temporal.PlainYearMonth): number {
  return month.toPlainDate({ day: 1 }).dayOfWeek - 1
}

/**
 * Header of the calendar (search.md §2.3): the chosen dates; without dates
 * 'Choose your dates to see the right price…' on results, 'Fill your dates to
 * get a final price' on offers, 'Choose a departure date' in the search bar;
 * with a check-in only, the check-in and a prompt for the return date.
 */
export function headerMessage(context: CalendarContext, range: DateRange, bcp47: string): Message {
  const { checkin, checkout } = range
  if (checkin && checkout) {
    return {
      id: 'calendar.header.range',
      values: { checkin: shortDateLabel(checkin, bcp47), checkout: shortDateLabel(checkout, bcp47), nights: diffDays(checkin, checkout) },
    }
  }
  if (checkin) return { id: 'calendar.header.return', values: { checkin: shortDateLabel(checkin, bcp47) } }
  if (context === 'results') return { id: 'calendar.header.results' }
  if (context === 'offer') return { id: 'calendar.header.fill' }
  return { id: 'calendar.header.departure' }
}

/** A date range from ISO strings (invalid ones dropped, a check-out only after the check-in). */
export function rangeFromIso(dates: { readonly checkin?: string; readonly checkout?: string }): DateRange {
  const checkin = parseIsoDate(dates.checkin)
  const checkout = parseIsoDate(dates.checkout)
  if (!checkin) return {}
  return checkout && diffDays(checkin, checkout) > 0 ? { checkin, checkout } : { checkin }
}

/** ISO strings of a range (the form atoms and the URL hold). */
export function rangeToIso(range: DateRange): { checkin?: string; checkout?: string } {
  return {
    ...(range.checkin ? { checkin: range.checkin.toString() } : {}),
    ...(range.checkout ? { checkout: range.checkout.toString() } : {}),
  }
}
