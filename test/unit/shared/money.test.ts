import { describe, expect, it } from 'vitest'
import {
  ceilToEuro,
  centsToEuros,
  eurosToCents,
  formatPrice,
  isCents,
  moneySaved,
  pricePerNight,
  pricePerNightInEuros,
  pricePerPerson,
} from '../../../shared/money'

// ICU versions differ on which no-break space they use (U+00A0 or U+202F);
// the digits, separators and symbol placement are what matters here.
const plainSpaces = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ')

describe('money', () => {
  it.each([
    [12, 1200],
    [12.5, 1250],
    [0.1 + 0.2, 30],
    [0, 0],
  ])('%d euros are %d cents', (euros, cents) => {
    expect(eurosToCents(euros)).toBe(cents)
  })

  it('turns cents back into euros', () => {
    expect(centsToEuros(1250)).toBe(12.5)
  })

  it.each([
    [1200, true],
    [0, true],
    [-1, false],
    [12.5, false],
    ['12', false],
  ])('isCents(%j) is %s', (value, expected) => {
    expect(isCents(value)).toBe(expected)
  })

  it.each([
    [123400, 'fr-FR', {}, `1 234 €`],
    [123450, 'fr-FR', {}, `1 234,50 €`],
    [9900, 'es-ES', {}, `99 €`],
    [123400, 'nl-NL', {}, `€ 1.234`],
    [123450, 'nl-BE', {}, `€ 1.234,50`],
    [9950, 'it-IT', { decimals: 0 }, `100 €`],
    [9900, 'fr-BE', { decimals: 2 }, `99,00 €`],
  ])('formats %d cents for %s (%j) as %s', (cents, bcp47, options, expected) => {
    expect(plainSpaces(formatPrice(cents, bcp47, options))).toBe(expected)
  })

  it.each([
    ['the total divided by nights', 30000, 2, 15000],
    ['rounded up to the cent', 10000, 3, 3334],
    ['a single night', 9999, 1, 9999],
    ['zero nights counted as one', 5000, 0, 5000],
  ])('per-night price is %s', (_rule, total, nights, expected) => {
    expect(pricePerNight(total, nights)).toBe(expected)
  })

  it.each([
    [10000, 3, 34],
    [20000, 2, 100],
    [20001, 2, 101],
  ])('per-night difference of %d cents over %d nights is %d whole euros, rounded up', (total, nights, euros) => {
    expect(pricePerNightInEuros(total, nights)).toBe(euros)
  })

  it('divides an activity price by the number of adults, rounded up', () => {
    expect(pricePerPerson(10001, 2)).toBe(5001)
  })

  it.each([
    [101, 200],
    [100, 100],
    [0, 0],
  ])('%d cents rounded up to the euro are %d cents', (cents, expected) => {
    expect(ceilToEuro(cents)).toBe(expected)
  })

  it.each([
    [8000, 10000, 2000],
    [12000, 10000, 0],
  ])('money saved selling at %d against %d is %d', (sell, ref, expected) => {
    expect(moneySaved(sell, ref)).toBe(expected)
  })
})
