import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import {
  fullDateLabel,
  headerMessage,
  leadingBlanks,
  monthTitle,
  rangeFromIso,
  rangeToIso,
  weekdayNames,
  type CalendarContext,
} from '../../../../../client/components/calendar/calendar-format'
import type { DateRange } from '../../../../../shared/rules/calendar'

const d = (iso: string) => Temporal.PlainDate.from(iso)

describe('day and month names', () => {
  it.each([
    ['fr-FR', 'samedi 5 décembre 2026'],
    ['es-ES', 'sábado, 5 de diciembre de 2026'],
    ['nl-NL', 'zaterdag 5 december 2026'],
    ['it-IT', 'sabato 5 dicembre 2026'],
  ])('a day is named by its full date in %s', (bcp47, name) => {
    expect(fullDateLabel(d('2026-12-05'), bcp47)).toBe(name)
  })

  it('a month title starts with a capital', () => {
    expect(monthTitle(Temporal.PlainYearMonth.from('2026-12'), 'fr-FR')).toBe('Décembre 2026')
  })

  it('weeks start on Monday', () => {
    expect(weekdayNames('en-GB').map((w) => w.long)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
  })

  it.each([
    ['2026-06', 0], // starts on a Monday
    ['2026-11', 6], // starts on a Sunday
    ['2026-12', 1], // starts on a Tuesday
  ])('%s has %d empty cells before its first day', (month, blanks) => {
    expect(leadingBlanks(Temporal.PlainYearMonth.from(month))).toBe(blanks)
  })
})

describe('the calendar header (search.md §2.3)', () => {
  const none: DateRange = {}
  const checkin: DateRange = { checkin: d('2026-12-05') }
  const full: DateRange = { checkin: d('2026-12-05'), checkout: d('2026-12-07') }
  it.each<[CalendarContext, DateRange, string]>([
    ['searchBar', none, 'calendar.header.departure'],
    ['results', none, 'calendar.header.results'],
    ['offer', none, 'calendar.header.fill'],
    ['searchBar', checkin, 'calendar.header.return'],
    ['results', checkin, 'calendar.header.return'],
    ['offer', full, 'calendar.header.range'],
    ['results', full, 'calendar.header.range'],
  ])('%s with %o reads %s', (context, range, id) => {
    expect(headerMessage(context, range, 'fr-FR').id).toBe(id)
  })

  it('shows the chosen dates and the nights', () => {
    expect(headerMessage('searchBar', full, 'fr-FR').values).toEqual({ checkin: 'sam. 5 déc.', checkout: 'lun. 7 déc.', nights: 2 })
  })
})

describe('ranges at the edges', () => {
  it.each<[object, object]>([
    [{}, {}],
    [{ checkin: '2026-12-05' }, { checkin: '2026-12-05' }],
    [
      { checkin: '2026-12-05', checkout: '2026-12-06' },
      { checkin: '2026-12-05', checkout: '2026-12-06' },
    ],
    [{ checkin: '2026-12-05', checkout: '2026-12-05' }, { checkin: '2026-12-05' }],
    [{ checkin: '2026-02-30' }, {}],
    [{ checkout: '2026-12-06' }, {}],
  ])('%o reads back as %o', (input, output) => {
    expect(rangeToIso(rangeFromIso(input))).toEqual(output)
  })
})
