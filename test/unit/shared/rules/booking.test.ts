import { describe, expect, it } from 'vitest'
import type { CancellationPolicy } from '../../../../shared/api/common'
import {
  cancellationChoices,
  checkoutBlock,
  formatActivityDays,
  keptChoice,
  offeredActivityDays,
  parseActivityDays,
  pickActivityDay,
  priceBanner,
  quoteErrorMessage,
  wantsInsuranceQuote,
} from '../../../../shared/rules/booking'
import { cancellationLabel } from '../../../../shared/rules/cancellation-label'

const flexible: CancellationPolicy = { cancellable: true, type: 'FLEXIBLE', cancellationDeadline: '2026-12-08', message: '' }
const flexibleNoDate: CancellationPolicy = { ...flexible, cancellationDeadline: null }
const locked: CancellationPolicy = { cancellable: false, type: 'NON_CANCELLABLE', cancellationDeadline: null, message: '' }
const activities = [
  { activityId: 8, title: 'Cellar visit', dates: ['2026-12-11', '2026-12-12'] },
  { activityId: 9, title: 'Spa', dates: ['2026-12-12'] },
]

describe('the cancellation label (product-pages.md §4)', () => {
  it.each([
    ['no dates: add your dates', false, flexible, { id: 'booking.cancellation.addDates' }],
    ['dates, cancellable with a deadline', true, flexible, { id: 'booking.cancellation.until', values: { date: '2026-12-08' } }],
    ['dates, cancellable without a deadline', true, flexibleNoDate, { id: 'booking.cancellation.none' }],
    ['dates, not cancellable', true, locked, { id: 'booking.cancellation.none' }],
  ])('%s', (_name, hasDates, policy, expected) => {
    expect(cancellationLabel(hasDates, policy)).toEqual(expected)
  })
})

describe('the cancellation cards (§2, §4)', () => {
  it.each([
    ['cancellable with insurance', flexible, true, ['FLEXIBLE', 'INSURANCE']],
    ['cancellable without insurance', flexible, false, ['FLEXIBLE']],
    ['non-cancellable with insurance', locked, true, ['INSURANCE', 'NON_CANCELLABLE']],
    ['non-cancellable without insurance', locked, false, ['NON_CANCELLABLE']],
  ] as const)('%s', (_name, policy, insurance, expected) => {
    expect(cancellationChoices(policy, insurance)).toEqual(expected)
  })

  it('drops a choice no longer offered (the insurance reset to none)', () => {
    expect(keptChoice('INSURANCE', ['FLEXIBLE'])).toBeUndefined()
    expect(keptChoice('FLEXIBLE', ['FLEXIBLE', 'INSURANCE'])).toBe('FLEXIBLE')
    expect(keptChoice(undefined, ['FLEXIBLE'])).toBeUndefined()
  })

  it('asks the insurance quote only with insurance offered and an amount above 0', () => {
    const quote = { insurance: { available: true, amount: 500 }, amountToPay: 11100, cancellationPolicy: flexible }
    expect(wantsInsuranceQuote(quote)).toBe(true)
    expect(wantsInsuranceQuote({ ...quote, amountToPay: 0 })).toBe(false)
    expect(wantsInsuranceQuote({ ...quote, insurance: { available: false, amount: 0 } })).toBe(false)
  })
})

describe("the quote's error message (§5, §8)", () => {
  const failed = (code: string) => ({ bookable: false, priceInfo: null, errors: [{ code, message: 'x' }] }) as never
  it.each([
    ['PACKAGE_NOT_AVAILABLE_CHECKIN', 'checkout.unavailable.noAvailability'],
    ['NOT_ENOUGH_ROOMS', 'checkout.unavailable.noAvailability'],
    ['MIN_STAY_NOT_REACHED', 'checkout.unavailable.noAvailability'],
    ['PAX_NOT_ALLOWED', 'checkout.unavailable.pax'],
    ['OFFER_NOT_BOOKABLE', 'checkout.unavailable.giftOnly'],
  ])('%s', (code, id) => {
    expect(quoteErrorMessage(failed(code))).toEqual({ id })
  })

  it('is none for a bookable quote with a price, and the generic error without a code', () => {
    expect(quoteErrorMessage({ bookable: true, errors: [], priceInfo: {} as never })).toBeNull()
    expect(quoteErrorMessage({ bookable: true, errors: [], priceInfo: null })).toEqual({ id: 'booking.error.quote' })
  })
})

describe('the price banner (§4)', () => {
  const base = { gifting: false, loading: false, hasDates: false, promo: 0, moneySaved: 0 }
  it.each([
    ['hidden in gifting', { ...base, gifting: true, promo: 20 }, { kind: 'hidden' }],
    ['loading', { ...base, loading: true }, { kind: 'loading' }],
    ['dates and a promo: money saved', { ...base, hasDates: true, promo: 20, moneySaved: 1900 }, { kind: 'saved', cents: 1900 }],
    ['no dates and a promo: the discount', { ...base, promo: 25 }, { kind: 'discount', percent: 25 }],
    ['dates without a promo: the default', { ...base, hasDates: true }, { kind: 'default' }],
    ['no dates, no promo: the default', base, { kind: 'default' }],
  ])('%s', (_name, input, expected) => {
    expect(priceBanner(input)).toEqual(expected)
  })
})

describe('activity days (§4: picking a date replaces the earlier one)', () => {
  it('replaces the day of the same activity and keeps the others', () => {
    const days = pickActivityDay([{ activityId: 8, date: '2026-12-11' }], 9, '2026-12-12')
    expect(pickActivityDay(days, 8, '2026-12-12')).toEqual([
      { activityId: 8, date: '2026-12-12' },
      { activityId: 9, date: '2026-12-12' },
    ])
  })

  it('keeps only the days the stay still offers', () => {
    const days = [
      { activityId: 8, date: '2026-12-13' },
      { activityId: 9, date: '2026-12-12' },
      { activityId: 7, date: '2026-12-12' },
    ]
    expect(offeredActivityDays(days, activities)).toEqual([{ activityId: 9, date: '2026-12-12' }])
  })

  it('reads and writes the hash form, dropping bad items and repeated activities', () => {
    expect(parseActivityDays('8:2026-12-11,x,9:2026-12-12,8:2026-12-12')).toEqual([
      { activityId: 8, date: '2026-12-12' },
      { activityId: 9, date: '2026-12-12' },
    ])
    expect(parseActivityDays(null)).toEqual([])
    expect(formatActivityDays([{ activityId: 8, date: '2026-12-11' }])).toBe('8:2026-12-11')
  })
})

describe('the checkout start (§4, §5)', () => {
  const ready = { hasDates: true, offeredActivities: activities, days: [], choice: 'FLEXIBLE' } as const
  it.each([
    ['no dates', { ...ready, hasDates: false }, 'dates'],
    ['an activity without a day', { ...ready, days: [{ activityId: 8, date: '2026-12-11' }] }, 'activities'],
    [
      'every activity dated, no cancellation card',
      {
        ...ready,
        choice: undefined,
        days: [
          { activityId: 8, date: '2026-12-11' },
          { activityId: 9, date: '2026-12-12' },
        ],
      },
      'choice',
    ],
    [
      'a day the stay does not offer counts as none',
      {
        ...ready,
        days: [
          { activityId: 8, date: '2026-12-20' },
          { activityId: 9, date: '2026-12-12' },
        ],
      },
      'activities',
    ],
  ])('%s', (_name, input, expected) => {
    expect(checkoutBlock(input)).toBe(expected)
  })

  it('lets a complete stay through', () => {
    const days = [
      { activityId: 8, date: '2026-12-11' },
      { activityId: 9, date: '2026-12-12' },
    ]
    expect(checkoutBlock({ ...ready, days })).toBeNull()
    expect(checkoutBlock({ ...ready, offeredActivities: [] })).toBeNull()
  })
})
