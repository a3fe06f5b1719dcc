import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import {
  CALENDAR,
  canValidate,
  dayStatus,
  isDaySelectable,
  isSearchReusable,
  keepFutureDates,
  lastBookableDay,
  monthsToLoad,
  pageMonths,
  pagingState,
  rangeNights,
  rangeOnClose,
  searchButtonAction,
  selectDay,
  visibleMonths,
  type DateRange,
  type DayStatus,
  type SelectabilityContext,
} from '../../../../shared/rules/calendar'

const d = (iso: string) => Temporal.PlainDate.from(iso)
const ym = (iso: string) => Temporal.PlainYearMonth.from(iso)
const TODAY = d('2026-11-22')
const available = new Set(['2026-11-22', '2026-11-27', '2026-11-28', '2026-12-04'])
const ctx = (extra: Partial<SelectabilityContext> = {}): SelectabilityContext => ({ today: TODAY, afterCutoff: false, range: {}, ...extra })

describe('day selectability', () => {
  it.each<[string, string, Partial<SelectabilityContext>, DayStatus]>([
    ['a past day is not selectable', '2026-11-21', {}, 'past'],
    ['today before 20:00 is selectable', '2026-11-22', {}, 'selectable'],
    ['today at or after 20:00 is not selectable', '2026-11-22', { afterCutoff: true }, 'afterCutoff'],
    ['tomorrow after 20:00 is selectable', '2026-11-23', { afterCutoff: true }, 'selectable'],
    ['the last day of the 12th month is selectable', '2027-10-31', {}, 'selectable'],
    ['a day past the 12-month lookahead is not selectable', '2027-11-01', {}, 'beyondLookahead'],
    ['without check-in a day absent from availability is not selectable', '2026-11-23', { availableDays: available }, 'unavailable'],
    ['without check-in a day in the availability list is selectable', '2026-11-27', { availableDays: available }, 'selectable'],
    ['without check-in and without availability data any future day is selectable', '2026-11-23', {}, 'selectable'],
    [
      'with a full range a day absent from availability is not selectable',
      '2026-11-23',
      { availableDays: available, range: { checkin: d('2026-11-27'), checkout: d('2026-11-28') } },
      'unavailable',
    ],
    [
      'with a check-in only a check-out absent from availability is selectable',
      '2026-11-29',
      { availableDays: available, range: { checkin: d('2026-11-27') } },
      'selectable',
    ],
    [
      'with a check-in only a day before it restarts and follows availability',
      '2026-11-23',
      { availableDays: available, range: { checkin: d('2026-11-27') } },
      'unavailable',
    ],
    [
      'without availability data a check-out 20 days after check-in is selectable',
      '2026-12-17',
      { range: { checkin: d('2026-11-27') } },
      'selectable',
    ],
    [
      'without availability data a check-out 21 days after check-in is not selectable',
      '2026-12-18',
      { range: { checkin: d('2026-11-27') } },
      'beyondMaxNights',
    ],
    [
      'with availability data the 20-day cap does not apply',
      '2026-12-18',
      { availableDays: available, range: { checkin: d('2026-11-27') } },
      'selectable',
    ],
    [
      'with possible nights an allowed offset is selectable',
      '2026-11-29',
      { range: { checkin: d('2026-11-27') }, possibleNights: [1, 2] },
      'selectable',
    ],
    [
      'with possible nights another offset is not selectable',
      '2026-11-30',
      { range: { checkin: d('2026-11-27') }, possibleNights: [1, 2] },
      'nightsNotAllowed',
    ],
    [
      'an empty night list allows no check-out',
      '2026-11-28',
      { range: { checkin: d('2026-11-27') }, possibleNights: [] },
      'nightsNotAllowed',
    ],
    [
      'with a minimum stay a shorter offset is not selectable',
      '2026-11-28',
      { range: { checkin: d('2026-11-27') }, minStay: 2 },
      'nightsNotAllowed',
    ],
    [
      'with a minimum stay a long enough offset is selectable',
      '2026-11-29',
      { range: { checkin: d('2026-11-27') }, minStay: 2 },
      'selectable',
    ],
    [
      'possible nights win over the minimum stay',
      '2026-11-28',
      { range: { checkin: d('2026-11-27') }, possibleNights: [1], minStay: 2 },
      'selectable',
    ],
  ])('%s', (_rule, day, extra, expected) => {
    expect(dayStatus(d(day), ctx(extra))).toBe(expected)
    expect(isDaySelectable(d(day), ctx(extra))).toBe(expected === 'selectable')
  })

  it('the last bookable day ends the 12th month counting the current one', () => {
    expect(lastBookableDay(TODAY).toString()).toBe('2027-10-31')
  })
})

describe('selection transitions', () => {
  const r = (checkin?: string, checkout?: string): DateRange => ({
    ...(checkin ? { checkin: d(checkin) } : {}),
    ...(checkout ? { checkout: d(checkout) } : {}),
  })
  it.each<[string, DateRange, string, DateRange]>([
    ['the first click sets the check-in', r(), '2026-11-27', r('2026-11-27')],
    ['a later date sets the check-out', r('2026-11-27'), '2026-11-29', r('2026-11-27', '2026-11-29')],
    ['the same date restarts from it', r('2026-11-27'), '2026-11-27', r('2026-11-27')],
    ['an earlier date restarts from it', r('2026-11-27'), '2026-11-25', r('2026-11-25')],
    ['a click after a full range starts a new selection', r('2026-11-27', '2026-11-29'), '2026-12-04', r('2026-12-04')],
  ])('%s', (_rule, range, day, expected) => {
    expect(selectDay(range, d(day))).toEqual(expected)
  })

  it.each<[DateRange, boolean, number | undefined]>([
    [{}, false, undefined],
    [{ checkin: d('2026-11-27') }, false, undefined],
    [{ checkin: d('2026-11-27'), checkout: d('2026-11-29') }, true, 2],
  ])('range %j: validate enabled %s, nights %s', (range, enabled, nights) => {
    expect(canValidate(range)).toBe(enabled)
    expect(rangeNights(range)).toBe(nights)
  })

  it.each([
    [
      'closing with a check-in only restores the address dates',
      { checkin: d('2026-11-27') },
      { checkin: d('2026-12-04'), checkout: d('2026-12-05') },
      { checkin: d('2026-12-04'), checkout: d('2026-12-05') },
    ],
    [
      'closing with a full range keeps it',
      { checkin: d('2026-11-27'), checkout: d('2026-11-28') },
      {},
      { checkin: d('2026-11-27'), checkout: d('2026-11-28') },
    ],
    ['closing with nothing keeps nothing', {}, { checkin: d('2026-12-04') }, {}],
  ])('%s', (_rule, current, fromAddress, expected) => {
    expect(rangeOnClose(current, fromAddress)).toEqual(expected)
  })
})

describe('saved dates and search reuse', () => {
  it.each([
    ['a future stay is kept', { checkin: '2026-12-04', checkout: '2026-12-06' }, { checkin: '2026-12-04', checkout: '2026-12-06' }],
    ['a stay starting today is kept', { checkin: '2026-11-22', checkout: '2026-11-23' }, { checkin: '2026-11-22', checkout: '2026-11-23' }],
    ['a past check-in drops both dates', { checkin: '2026-11-20', checkout: '2026-11-24' }, {}],
    ['a check-out not after check-in is dropped', { checkin: '2026-12-04', checkout: '2026-12-04' }, { checkin: '2026-12-04' }],
    ['garbage is dropped', { checkin: 'tomorrow' }, {}],
  ])('%s', (_rule, saved, expected) => {
    const kept = keepFutureDates(saved, TODAY)
    expect({
      ...(kept.checkin ? { checkin: kept.checkin.toString() } : {}),
      ...(kept.checkout ? { checkout: kept.checkout.toString() } : {}),
    }).toEqual(expected)
  })

  it.each([
    ['checkout equal to checkin plus nights is reusable', { checkin: '2026-12-04', checkout: '2026-12-06', nights: 2 }, 'booking', true],
    ['a mismatch is not reusable', { checkin: '2026-12-04', checkout: '2026-12-06', nights: 1 }, 'booking', false],
    ['missing nights is not reusable', { checkin: '2026-12-04', checkout: '2026-12-06' }, 'hotel', false],
    ['a gift search ignores dates', { checkin: '2026-12-04', checkout: '2026-12-06', nights: 5 }, 'gifting', true],
  ] as const)('%s', (_rule, stay, flow, expected) => {
    expect(isSearchReusable(stay, flow)).toBe(expected)
  })
})

describe('month paging', () => {
  it('has the spec constants', () => {
    expect(CALENDAR.mobile).toEqual({ monthsPerPage: 4, step: 3 })
    expect(CALENDAR.desktop).toEqual({ monthsPerPage: 2, step: 1 })
    expect(CALENDAR.lookaheadMonths).toBe(12)
    expect(CALENDAR.closeDelayMs).toBe(1000)
    expect(CALENDAR.maxNightsWithoutAvailability).toBe(20)
  })

  it.each([
    ['mobile', '2026-11', ['2026-11', '2026-12', '2027-01', '2027-02']],
    ['desktop', '2026-11', ['2026-11', '2026-12']],
  ] as const)('on %s from %s the visible months are %j', (device, first, expected) => {
    expect(visibleMonths(ym(first), device).map(String)).toEqual(expected)
  })

  it.each([
    ['desktop moves forward one month', '2026-11', 1, 'desktop', '2026-12'],
    ['mobile moves forward three months', '2026-11', 1, 'mobile', '2027-02'],
    ['going back stops at the current month', '2026-12', -1, 'mobile', '2026-11'],
    ['desktop stops where the last page ends on the 12th month', '2027-09', 1, 'desktop', '2027-09'],
    ['mobile stops where the last page ends on the 12th month', '2027-05', 1, 'mobile', '2027-07'],
  ] as const)('%s', (_rule, first, direction, device, expected) => {
    expect(pageMonths(ym(first), direction, device, TODAY).toString()).toBe(expected)
  })

  it.each([
    ['the current month disables previous', '2026-11', 'desktop', { canGoBack: false, canGoForward: true }],
    ['a later month enables previous', '2026-12', 'desktop', { canGoBack: true, canGoForward: true }],
    ['the last page disables next', '2027-09', 'desktop', { canGoBack: true, canGoForward: false }],
  ] as const)('%s', (_rule, first, device, expected) => {
    expect(pagingState(ym(first), device, TODAY)).toEqual(expected)
  })

  it('loads the visible months that are not loaded yet', () => {
    expect(monthsToLoad(visibleMonths(ym('2026-12'), 'mobile'), new Set(['2026-12', '2027-01'])).map(String)).toEqual([
      '2027-02',
      '2027-03',
    ])
  })
})

describe('forced-dates experiment', () => {
  const base = { flow: 'booking', hasDates: false, variant: 'forced', alreadyOpened: false, clearedByVisitor: false } as const
  it.each([
    ['forced variant without dates opens the calendar', {}, 'openCalendar'],
    ['forced variant with dates searches', { hasDates: true }, 'search'],
    ['outside booking it searches', { flow: 'gifting' }, 'search'],
    ['experiment off searches', { variant: 'off' }, 'search'],
    ['suggested variant opens the calendar once', { variant: 'suggested' }, 'openCalendar'],
    ['suggested variant searches after opening once', { variant: 'suggested', alreadyOpened: true }, 'search'],
    ['suggested variant searches when the visitor cleared the dates', { variant: 'suggested', clearedByVisitor: true }, 'search'],
  ] as const)('%s', (_rule, extra, expected) => {
    expect(searchButtonAction({ ...base, ...extra })).toBe(expected)
  })
})
