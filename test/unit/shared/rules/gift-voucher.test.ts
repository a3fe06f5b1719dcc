import { describe, expect, it } from 'vitest'
import {
  arrivalWithinValidity,
  beneficiaryAmounts,
  redemptionNights,
  VOUCHER_VALIDITY_MONTHS,
  voucherStatus,
  voucherValidUntil,
} from '../../../../shared/rules/gift-voucher'

describe('how long a voucher lasts (product-pages §9)', () => {
  it('is 12 months for a gift stay and an activity, 18 for a box and a gift card', () => {
    expect(VOUCHER_VALIDITY_MONTHS).toEqual({ stay: 12, activity: 12, box: 18, giftcard: 18 })
  })

  it.each([
    ['2026-11-24', 12, '2027-11-24'],
    ['2026-11-24', 18, '2028-05-24'],
    ['2027-02-28', 12, '2028-02-28'],
    ['2028-02-29', 12, '2029-02-28'],
    ['2026-08-31', 18, '2028-02-29'],
    ['2026-01-31', 1, '2026-02-28'],
  ])('paid on %s, %i months: valid until %s', (paidOn, months, until) => {
    expect(voucherValidUntil(paidOn, months)).toBe(until)
  })
})

describe("a voucher's state", () => {
  it.each([
    [false, '2027-01-10', '2027-01-09', 'valid'],
    [false, '2027-01-10', '2027-01-10', 'valid'],
    [false, '2027-01-10', '2027-01-11', 'expired'],
    [true, '2027-01-10', '2027-01-09', 'used'],
    [true, '2027-01-10', '2027-06-01', 'used'],
  ] as const)('redeemed %s, valid until %s, on %s: %s', (redeemed, validUntil, today, status) => {
    expect(voucherStatus({ redeemed, validUntil }, today)).toBe(status)
  })

  it.each([
    ['2027-01-09', true],
    ['2027-01-10', true],
    ['2027-01-11', false],
  ])('an arrival on %s, with a voucher valid until 2027-01-10: %s', (checkin, covered) => {
    expect(arrivalWithinValidity(checkin, '2027-01-10')).toBe(covered)
  })
})

describe('the nights of a stay booked with a voucher', () => {
  it.each([
    [1, 1, 1],
    [2, 1, 2],
    [1, 2, 2],
    [2, 3, 3],
  ])('a %i-night voucher, a day whose minimum stay is %i: %i nights', (voucher, minLos, nights) => {
    expect(redemptionNights(voucher, minLos)).toBe(nights)
  })
})

describe('what the recipient pays (price type BENEFICIARY)', () => {
  it.each([
    // stay, gift, tax, tax at the hotel → covered, supplement, tax now, to pay
    { stay: 18_000, giftValue: 20_000, localTax: 0, localTaxAtHotel: false, covered: 18_000, supplement: 0, localTaxNow: 0, toPay: 0 },
    { stay: 20_000, giftValue: 20_000, localTax: 0, localTaxAtHotel: false, covered: 20_000, supplement: 0, localTaxNow: 0, toPay: 0 },
    {
      stay: 23_450,
      giftValue: 20_000,
      localTax: 0,
      localTaxAtHotel: false,
      covered: 20_000,
      supplement: 3_450,
      localTaxNow: 0,
      toPay: 3_450,
    },
    {
      stay: 23_450,
      giftValue: 20_000,
      localTax: 440,
      localTaxAtHotel: true,
      covered: 20_000,
      supplement: 3_450,
      localTaxNow: 0,
      toPay: 3_450,
    },
    {
      stay: 23_450,
      giftValue: 20_000,
      localTax: 440,
      localTaxAtHotel: false,
      covered: 20_000,
      supplement: 3_450,
      localTaxNow: 440,
      toPay: 3_890,
    },
    {
      stay: 18_000,
      giftValue: 20_000,
      localTax: 440,
      localTaxAtHotel: false,
      covered: 18_000,
      supplement: 0,
      localTaxNow: 440,
      toPay: 440,
    },
    { stay: 18_000, giftValue: 0, localTax: 0, localTaxAtHotel: true, covered: 0, supplement: 18_000, localTaxNow: 0, toPay: 18_000 },
  ])(
    'a stay of $stay with a gift of $giftValue and a tax of $localTax (at the hotel: $localTaxAtHotel): pays $toPay',
    ({ stay, giftValue, localTax, localTaxAtHotel, ...expected }) => {
      expect(beneficiaryAmounts({ stay, giftValue, localTax, localTaxAtHotel })).toEqual({ stay, ...expected })
    },
  )
})
