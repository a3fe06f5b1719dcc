import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import {
  firstOpenDay,
  firstSelectable,
  footerFromPrice,
  initialFirstMonth,
  initialMonthCount,
  usableShortcuts,
} from '../../../../../client/components/calendar/calendar-state'
import type { CalendarContext } from '../../../../../client/components/calendar/calendar-format'
import { dateShortcuts } from '../../../../../shared/date-shortcuts'
import { dayStatus, type DateRange, type Device } from '../../../../../shared/rules/calendar'

const d = (iso: string) => Temporal.PlainDate.from(iso)
const m = (iso: string) => Temporal.PlainYearMonth.from(iso)
const today = d('2026-11-22') // a Sunday

describe('where the calendar opens', () => {
  it.each<[number, string]>([
    [10, '2026-11-22'],
    [19, '2026-11-22'],
    [20, '2026-11-23'], // the 20:00 cut-off
    [23, '2026-11-23'],
  ])('at %d:00 the first open day is %s', (hour, day) => {
    expect(firstOpenDay(today, hour).toString()).toBe(day)
  })

  it.each<[string, DateRange, Device, string]>([
    ['no dates: the current month', {}, 'desktop', '2026-11'],
    ['the check-in month', { checkin: d('2027-02-13') }, 'desktop', '2027-02'],
    ['a past check-in: the current month', { checkin: d('2026-09-01') }, 'desktop', '2026-11'],
    ['a check-in in the last month: the last full page', { checkin: d('2027-10-20') }, 'desktop', '2027-09'],
    ['mobile pages hold 4 months', { checkin: d('2027-10-20') }, 'mobile', '2027-07'],
  ])('desktop first month, %s', (_name, range, device, month) => {
    expect(initialFirstMonth(range, today, device).toString()).toBe(month)
  })

  it.each<[CalendarContext, DateRange, number]>([
    ['searchBar', {}, 3],
    ['results', {}, 3],
    ['offer', {}, 4],
    ['searchBar', { checkin: d('2027-03-06') }, 6], // up to the month after the check-in
    ['searchBar', { checkin: d('2027-10-30') }, 12], // never past the 12-month lookahead
  ])('mobile list in %s with %o starts with %d months', (context, range, count) => {
    expect(initialMonthCount(range, today, context)).toBe(count)
  })
})

describe('the tab stop of the grid', () => {
  const context = { today, afterCutoff: false, range: {} }
  it('is the first selectable day of the visible months', () => {
    expect(firstSelectable([m('2026-11'), m('2026-12')], (day) => dayStatus(day, context))).toBe('2026-11-22')
    expect(firstSelectable([m('2026-11')], (day) => dayStatus(day, { ...context, afterCutoff: true }))).toBe('2026-11-23')
  })
  it('is absent when nothing can be picked', () => {
    expect(firstSelectable([m('2026-10')], (day) => dayStatus(day, context))).toBeUndefined()
  })
})

describe('date shortcuts offered', () => {
  it('on a Sunday only next weekend is offered (the current one is hidden)', () => {
    const offered = usableShortcuts(dateShortcuts('fr_FR', today, true), { today, afterCutoff: false, range: {} })
    expect(offered.map((s) => [s.key, s.checkin.toString(), s.checkout.toString()])).toEqual([['nextWeekend', '2026-11-28', '2026-11-29']])
  })

  it('a weekend whose days are not available is left out', () => {
    const saturday = d('2026-11-28')
    const offered = usableShortcuts(dateShortcuts('es_ES', d('2026-11-23'), true), {
      today: d('2026-11-23'),
      afterCutoff: false,
      range: {},
      availableDays: new Set([saturday.add({ weeks: 1 }).toString(), saturday.add({ days: 8 }).toString()]),
    })
    expect(offered.map((s) => s.key)).toEqual(['nextWeekend'])
  })

  it('none without the experiment or on it_IT', () => {
    expect(dateShortcuts('fr_FR', today, false)).toEqual([])
    expect(dateShortcuts('it_IT', today, true)).toEqual([])
  })
})

describe("the footer's from-price (search bar: day prices only)", () => {
  const days = new Map([
    ['2026-11-22', { price: 3000 }],
    ['2026-11-23', { price: 6200 }],
    ['2026-11-24', { price: 5100, minLos: 2 }],
    ['2026-11-25', {}],
  ])
  it.each<[string, string | undefined, string, number | null]>([
    ['the chosen check-in', '2026-11-23', '2026-11-23', 6200],
    ['a check-in without a price', '2026-11-25', '2026-11-23', null],
    ['the lowest loaded day from the first open day', undefined, '2026-11-23', 5100],
    ['days before the first open day left out', undefined, '2026-11-22', 3000],
  ])('%s', (_name, checkin, firstOpen, expected) => {
    expect(footerFromPrice(days, checkin, firstOpen)).toBe(expected)
  })
  it('is null when no day is priced', () => {
    expect(footerFromPrice(new Map(), undefined, '2026-11-23')).toBeNull()
  })
})
