import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import {
  deferredPaymentDate,
  eligibilityQuery,
  eligibleMethods,
  instalmentSchedule,
  isMethodEligible,
  isPayLaterOfferShown,
  type InstalmentMethod,
} from '../../../../shared/rules/instalments'
import { getSite, type Language } from '../../../../shared/sites'

const d = (iso: string) => Temporal.PlainDate.from(iso)
const TODAY = d('2026-11-22')

describe('instalment eligibility', () => {
  it.each<[string, InstalmentMethod, number, string, boolean]>([
    ['pay later needs arrival 5 days ahead', 'deferred', 10000, '2026-11-27', true],
    ['pay later refuses arrival 4 days ahead', 'deferred', 10000, '2026-11-26', false],
    ['3x accepts 7 days ahead and 200 €', '3x', 20000, '2026-11-29', true],
    ['3x refuses 6 days ahead', '3x', 50000, '2026-11-28', false],
    ['3x refuses 199.99 €', '3x', 19999, '2026-12-20', false],
    ['3x accepts 2000 €', '3x', 200000, '2026-12-20', true],
    ['3x refuses 2000.01 €', '3x', 200001, '2026-12-20', false],
    ['4x refuses 249.99 €', '4x', 24999, '2026-12-20', false],
    ['4x accepts 250 € 7 days ahead', '4x', 25000, '2026-11-29', true],
    ['4x refuses 2000.01 €', '4x', 200001, '2026-12-20', false],
  ])('%s', (_rule, method, amountCents, checkin, expected) => {
    expect(isMethodEligible(method, { amountCents, checkin: d(checkin), today: TODAY })).toBe(expected)
  })

  it.each([
    [22000, '2026-12-20', ['deferred', '3x']],
    [30000, '2026-12-20', ['deferred', '3x', '4x']],
    [30000, '2026-11-28', ['deferred']],
    [30000, '2026-11-23', []],
  ])('%d cents arriving %s allow %j', (amountCents, checkin, expected) => {
    expect(eligibleMethods({ amountCents, checkin: d(checkin), today: TODAY })).toEqual(expected)
  })
})

describe('pay-later offer', () => {
  it.each<[string, Language, number, boolean, boolean]>([
    ['shows in Spanish within 30–2000 €', 'es', 3000, true, true],
    ['shows in Italian at 2000 €', 'it', 200000, true, true],
    ['hides in French', 'fr', 10000, true, false],
    ['hides in Dutch', 'nl', 10000, true, false],
    ['hides below 30 €', 'es', 2999, true, false],
    ['hides above 2000 €', 'it', 200001, true, false],
    ['hides without the experiment variation', 'es', 10000, false, false],
  ])('%s', (_rule, language, amount, assigned, expected) => {
    expect(isPayLaterOfferShown({ language }, amount, assigned)).toBe(expected)
  })
})

describe('payment dates and schedules', () => {
  it.each([
    ['the cancellation deadline when there is one', '2026-12-20', '2026-12-10', '2026-12-10'],
    ['2 days before check-in otherwise', '2026-12-20', null, '2026-12-18'],
  ])('the deferred payment date is %s', (_rule, checkin, deadline, expected) => {
    expect(deferredPaymentDate(d(checkin), deadline ? d(deadline) : null).toString()).toBe(expected)
  })

  it.each([
    [
      '3 monthly payments, the first with the fee',
      30000,
      3,
      450,
      [
        ['2026-11-22', 10450],
        ['2026-12-22', 10000],
        ['2027-01-22', 10000],
      ],
    ],
    [
      '4 payments, remainder cents on the first',
      25001,
      4,
      0,
      [
        ['2026-11-22', 6251],
        ['2026-12-22', 6250],
        ['2027-01-22', 6250],
        ['2027-02-22', 6250],
      ],
    ],
  ] as const)('%s', (_rule, amount, payments, fee, expected) => {
    const schedule = instalmentSchedule(amount, payments, fee, TODAY)
    expect(schedule.map((p) => [p.date.toString(), p.amountCents])).toEqual(expected)
    expect(schedule.reduce((sum, p) => sum + p.amountCents, 0)).toBe(amount + fee)
  })

  it('builds the eligibility query with a lower-case point of sale', () => {
    expect(
      eligibilityQuery({
        amountCents: 30000,
        cancellationPolicyType: 'FLEXIBLE',
        cancellableUntil: d('2026-12-10'),
        checkin: d('2026-12-20'),
        site: getSite('it_IT'),
      }),
    ).toEqual({
      amount: '30000',
      cancellationPolicyType: 'FLEXIBLE',
      cancellableUntil: '2026-12-10',
      checkinDate: '2026-12-20',
      pointOfSale: 'it',
    })
  })
})
