import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import {
  addDays,
  addMonths,
  compareDates,
  daysOfMonth,
  diffDays,
  diffMonths,
  formatIsoDate,
  formatYearMonth,
  isAfterCutoff,
  isIsoDate,
  monthsFrom,
  parseIsoDate,
  parseYearMonth,
  todayIn,
} from '../../../shared/dates'
import { CAMPAIGN_SHORTCUTS, campaignShortcuts, dateShortcuts, startOfWeek, weekendShortcuts } from '../../../shared/date-shortcuts'
import type { SiteId } from '../../../shared/sites'

const date = (iso: string) => Temporal.PlainDate.from(iso)
const instant = (iso: string) => Temporal.Instant.from(iso)
const shortcutDates = (list: { key: string; checkin: Temporal.PlainDate; checkout: Temporal.PlainDate }[]) =>
  list.map((s) => [s.key, s.checkin.toString(), s.checkout.toString()])

describe('ISO conversions', () => {
  it.each([
    ['2026-11-22', '2026-11-22'],
    ['2028-02-29', '2028-02-29'],
    ['2026-02-29', null],
    ['2026-13-01', null],
    ['2026-1-5', null],
    ['2026-11-22T10:00', null],
    ['', null],
    [null, null],
    [20261122, null],
  ])('parseIsoDate(%j) gives %s', (input, expected) => {
    expect(parseIsoDate(input)?.toString() ?? null).toBe(expected)
    expect(isIsoDate(input)).toBe(expected !== null)
  })

  it('formats a date back to ISO', () => {
    expect(formatIsoDate(date('2027-01-05'))).toBe('2027-01-05')
  })

  it.each([
    ['2026-11', '2026-11'],
    ['2026-00', null],
    ['2026-11-01', null],
  ])('parseYearMonth(%j) gives %s', (input, expected) => {
    const parsed = parseYearMonth(input)
    expect(parsed ? formatYearMonth(parsed) : null).toBe(expected)
  })
})

describe('today and the 20:00 cut-off in the site time zone', () => {
  it.each([
    ['late UTC evening is already tomorrow in Paris', '2026-11-22T23:30:00Z', 'Europe/Paris', '2026-11-23'],
    ['early UTC morning is still today in Madrid', '2026-11-22T00:30:00Z', 'Europe/Madrid', '2026-11-22'],
    ['summer time shifts Rome by two hours', '2026-07-01T22:30:00Z', 'Europe/Rome', '2026-07-02'],
  ])('%s', (_rule, now, zone, expected) => {
    expect(todayIn(zone, instant(now)).toString()).toBe(expected)
  })

  it.each([
    ['19:59 in Paris is before the cut-off', '2026-11-22T18:59:00Z', 'Europe/Paris', false],
    ['20:00 in Paris is at the cut-off', '2026-11-22T19:00:00Z', 'Europe/Paris', true],
    ['23:00 in Amsterdam is after the cut-off', '2026-11-22T22:00:00Z', 'Europe/Amsterdam', true],
    ['19:00 UTC in summer is 21:00 in Brussels', '2026-07-01T19:00:00Z', 'Europe/Brussels', true],
    ['midnight is before the cut-off', '2026-11-22T23:00:00Z', 'Europe/Rome', false],
  ])('%s', (_rule, now, zone, expected) => {
    expect(isAfterCutoff(instant(now), zone)).toBe(expected)
  })
})

describe('day and month arithmetic', () => {
  it.each([
    ['2026-11-22', 10, '2026-12-02'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s plus %d days is %s', (from, days, expected) => {
    expect(addDays(date(from), days).toString()).toBe(expected)
  })

  it.each([
    ['2026-11-22', '2026-11-24', 2],
    ['2026-11-24', '2026-11-22', -2],
    ['2026-12-31', '2027-01-01', 1],
  ])('from %s to %s is %d days', (a, b, expected) => {
    expect(diffDays(date(a), date(b))).toBe(expected)
  })

  it('compares dates like a sort comparator', () => {
    expect([date('2026-12-01'), date('2026-11-30')].sort(compareDates).map(String)).toEqual(['2026-11-30', '2026-12-01'])
  })

  it('iterates months across a year end', () => {
    expect(monthsFrom(Temporal.PlainYearMonth.from('2026-11'), 4).map(String)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02'])
    expect(addMonths(Temporal.PlainYearMonth.from('2026-11'), 12).toString()).toBe('2027-11')
    expect(diffMonths(Temporal.PlainYearMonth.from('2026-11'), Temporal.PlainYearMonth.from('2028-01'))).toBe(14)
  })

  it('lists every day of a month', () => {
    const days = daysOfMonth(Temporal.PlainYearMonth.from('2028-02'))
    expect(days).toHaveLength(29)
    expect(days[0]?.toString()).toBe('2028-02-01')
    expect(days.at(-1)?.toString()).toBe('2028-02-29')
  })

  it.each([
    ['a Monday is its own week start', '2026-11-23', '2026-11-23'],
    ['a Sunday belongs to the week started the Monday before', '2026-11-22', '2026-11-16'],
    ['a Saturday belongs to the week started that Monday', '2026-11-28', '2026-11-23'],
  ])('%s', (_rule, day, monday) => {
    expect(startOfWeek(date(day)).toString()).toBe(monday)
  })
})

describe('weekend shortcuts', () => {
  it.each([
    [
      'on Monday the current weekend is the coming Saturday–Sunday',
      '2026-11-23',
      [
        ['currentWeekend', '2026-11-28', '2026-11-29'],
        ['nextWeekend', '2026-12-05', '2026-12-06'],
      ],
    ],
    [
      'on Friday the current weekend is the next day',
      '2026-11-27',
      [
        ['currentWeekend', '2026-11-28', '2026-11-29'],
        ['nextWeekend', '2026-12-05', '2026-12-06'],
      ],
    ],
    [
      'on Saturday the current weekend starts today',
      '2026-11-28',
      [
        ['currentWeekend', '2026-11-28', '2026-11-29'],
        ['nextWeekend', '2026-12-05', '2026-12-06'],
      ],
    ],
    ['on Sunday the current weekend is hidden', '2026-11-22', [['nextWeekend', '2026-11-28', '2026-11-29']]],
  ])('%s', (_rule, today, expected) => {
    expect(shortcutDates(weekendShortcuts(date(today)))).toEqual(expected)
  })
})

describe('campaign shortcuts', () => {
  it.each<[SiteId, string[]]>([
    ['fr_FR', ['may', 'ascension', 'pentecost']],
    ['fr_BE', ['may', 'ascension', 'pentecost']],
    ['nl_BE', ['may', 'ascension', 'pentecost']],
    ['es_ES', ['puenteDeMayo']],
    ['it_IT', []],
    ['nl_NL', []],
  ])('in 2024 %s has %j', (site, keys) => {
    expect((CAMPAIGN_SHORTCUTS[site][2024] ?? []).map((c) => c.key)).toEqual(keys)
  })

  it.each([
    ['1–5 May', 'may', '2024-05-01', '2024-05-05'],
    ['Ascension 8–12 May', 'ascension', '2024-05-08', '2024-05-12'],
    ['Pentecost 17–19 May', 'pentecost', '2024-05-17', '2024-05-19'],
  ])('the French campaign %s is data', (_name, key, checkin, checkout) => {
    expect(CAMPAIGN_SHORTCUTS.fr_FR[2024]?.find((c) => c.key === key)).toMatchObject({ checkin, checkout })
  })

  it('offers only campaigns of the current year that have not started', () => {
    expect(shortcutDates(campaignShortcuts('fr_FR', date('2024-05-06')))).toEqual([
      ['ascension', '2024-05-08', '2024-05-12'],
      ['pentecost', '2024-05-17', '2024-05-19'],
    ])
    expect(campaignShortcuts('fr_FR', date('2026-11-22'))).toEqual([])
  })
})

describe('date shortcuts offered', () => {
  it.each<[string, SiteId, boolean, string[]]>([
    [
      'fr_FR with the experiment gets weekends and campaigns',
      'fr_FR',
      true,
      ['currentWeekend', 'nextWeekend', 'may', 'ascension', 'pentecost'],
    ],
    ['es_ES with the experiment gets weekends and Puente de Mayo', 'es_ES', true, ['currentWeekend', 'nextWeekend', 'puenteDeMayo']],
    [
      'nl_BE with the experiment gets weekends and campaigns',
      'nl_BE',
      true,
      ['currentWeekend', 'nextWeekend', 'may', 'ascension', 'pentecost'],
    ],
    ['fr_FR without the experiment gets nothing', 'fr_FR', false, []],
    ['it_IT never gets shortcuts', 'it_IT', true, []],
    ['nl_NL never gets shortcuts', 'nl_NL', true, []],
  ])('%s', (_rule, site, experiment, keys) => {
    expect(dateShortcuts(site, date('2024-04-29'), experiment).map((s) => s.key)).toEqual(keys)
  })
})
