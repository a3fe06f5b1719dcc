import { describe, expect, it } from 'vitest'
import {
  autoDiscountBadge,
  displayedPromo,
  formatPromo,
  isPromoShown,
  priceBannerKind,
  promoPercent,
  type PromoContext,
} from '../../../../shared/rules/promo'

describe('promo percentage', () => {
  it.each([
    ['is 100 − sell/ref × 100', 7500, 10000, 25],
    ['is rounded up', 6666, 10000, 34],
    ['stays exact when the quotient is exact', 9000, 10000, 10],
    ['rounds a tiny discount up to 1', 9999, 10000, 1],
    ['clamps a negative discount to 0', 12000, 10000, 0],
    ['is 0 without a reference price', 5000, 0, 0],
    ['is 100 for a free product', 0, 10000, 100],
  ])('%s (sell %d, ref %d → %d)', (_rule, sell, ref, expected) => {
    expect(promoPercent(sell, ref)).toBe(expected)
  })

  it.each<[string, PromoContext, number, boolean]>([
    ['boxes need more than 5%', 'box', 5, false],
    ['boxes show 6%', 'box', 6, true],
    ['activity results show at least 5%', 'activityResults', 5, true],
    ['activity results hide 4%', 'activityResults', 4, false],
    ['offer lists show at least 10%', 'offerList', 10, true],
    ['offer lists hide 9%', 'offerList', 9, false],
    ['cards show any discount', 'card', 1, true],
    ['cards hide 0%', 'card', 0, false],
  ])('%s', (_rule, context, percent, shown) => {
    expect(isPromoShown(percent, context)).toBe(shown)
  })

  it.each<[string, number, number, PromoContext, number]>([
    ['a box with reference above sell and 10% shows 10', 9000, 10000, 'box', 10],
    ['a box at 5% shows 0', 9500, 10000, 'box', 0],
    ['a box whose reference does not exceed sell shows 0', 10000, 10000, 'box', 0],
    ['an offer list item at 9% shows 0', 9100, 10000, 'offerList', 0],
    ['an activity result at 5% shows 5', 9500, 10000, 'activityResults', 5],
  ])('%s', (_rule, sell, ref, context, expected) => {
    expect(displayedPromo(sell, ref, context)).toBe(expected)
  })

  it('is displayed as -N%', () => {
    expect(formatPromo(25)).toBe('-25%')
  })

  it.each([
    [
      'shows the auto-discount value',
      { code: 'EXTRA10', value: 10 },
      true,
      { id: 'promo.autoDiscount', values: { discount: 10, code: 'EXTRA10' } },
    ],
    ['shows nothing when the experiment is off', { code: 'EXTRA10', value: 10 }, false, null],
    ['shows nothing without a discount', null, true, null],
    ['shows nothing for a zero value', { code: 'X', value: 0 }, true, null],
  ])('auto-discount badge %s', (_rule, discount, enabled, expected) => {
    expect(autoDiscountBadge(discount, enabled)).toEqual(expected)
  })

  it.each([
    ['is hidden in gifting', { gifting: true, loading: false, hasDates: true, promoPercent: 20 }, 'hidden'],
    ['shows a loader while loading', { gifting: false, loading: true, hasDates: true, promoPercent: 20 }, 'loading'],
    ['shows money saved with dates and a promo', { gifting: false, loading: false, hasDates: true, promoPercent: 20 }, 'moneySaved'],
    [
      'shows the percent without dates and with a promo',
      { gifting: false, loading: false, hasDates: false, promoPercent: 20 },
      'discountPercent',
    ],
    ['shows the default message without promo', { gifting: false, loading: false, hasDates: true, promoPercent: 0 }, 'default'],
  ])('price banner %s', (_rule, input, expected) => {
    expect(priceBannerKind(input)).toBe(expected)
  })
})
