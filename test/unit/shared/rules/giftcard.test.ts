import { describe, expect, it } from 'vitest'
import { giftcardPath, getSite } from '../../../../shared/sites'
import {
  amountChoiceOf,
  chosenAmount,
  DEFAULT_GIFTCARD_AMOUNT,
  giftcardPageHref,
  giftcardPrice,
  initialGiftcardAmount,
  isGiftcardAmount,
  parseGiftcardAmount,
} from '../../../../shared/rules/giftcard'
import { giftcardOrderRequest } from '../../../../shared/rules/giftcard-checkout'

const RANGE = { min: 20, max: 1000 }

describe('a gift card’s other amount, as typed', () => {
  it.each<[string, number]>([
    ['75', 75],
    [' 75 ', 75],
    ['75 €', 75],
    ['€ 75', 75],
    ['75,00', 75],
    ['75.00', 75],
    ['20', 20],
    ['1000', 1000],
    ['1 000', 1000],
  ])('reads %j as %i euros', (typed, euros) => {
    expect(parseGiftcardAmount(typed)).toEqual({ euros, error: null })
  })

  it.each<[string, string]>([
    ['', 'giftcard.amount.error.empty'],
    ['   ', 'giftcard.amount.error.empty'],
    ['12,5', 'giftcard.amount.error.whole'],
    ['75.50', 'giftcard.amount.error.whole'],
    ['-50', 'giftcard.amount.error.whole'],
    ['cent', 'giftcard.amount.error.whole'],
    ['0', 'giftcard.amount.error.range'],
    ['19', 'giftcard.amount.error.range'],
    ['1001', 'giftcard.amount.error.range'],
    ['99999999', 'giftcard.amount.error.whole'],
  ])('refuses %j with %s, naming the range', (typed, id) => {
    expect(parseGiftcardAmount(typed)).toEqual({ euros: null, error: { id, values: RANGE } })
  })
})

describe('the amount a gift card page opens with', () => {
  it.each<[string | undefined, number]>([
    [undefined, DEFAULT_GIFTCARD_AMOUNT],
    ['200', 200],
    ['75', 75],
    ['19', DEFAULT_GIFTCARD_AMOUNT],
    ['5000', DEFAULT_GIFTCARD_AMOUNT],
    ['50.5', DEFAULT_GIFTCARD_AMOUNT],
    ['abc', DEFAULT_GIFTCARD_AMOUNT],
  ])('is %s → %i', (param, euros) => {
    expect(initialGiftcardAmount(param)).toBe(euros)
  })

  it('is a preset when it is one, else the other amount holding it', () => {
    expect(amountChoiceOf(150)).toEqual({ kind: 'preset', euros: 150 })
    expect(amountChoiceOf(75)).toEqual({ kind: 'other', text: '75' })
    expect(chosenAmount({ kind: 'preset', euros: 300 })).toEqual({ euros: 300, error: null })
    expect(chosenAmount({ kind: 'other', text: '5' }).error?.id).toBe('giftcard.amount.error.range')
  })

  it('holds whole euros within the limits only', () => {
    expect([19, 20, 1000, 1001, 50.5].map(isGiftcardAmount)).toEqual([false, true, true, false, false])
  })
})

describe('a gift card’s price', () => {
  it('is its amount as an e-card, whatever the shipping cost', () => {
    expect(giftcardPrice(10_000, 'digital', 490)).toEqual({ giftcard: 10_000, shipping: 0, total: 10_000 })
  })

  it('adds the shipping cost when posted', () => {
    expect(giftcardPrice(10_000, 'physical', 490)).toEqual({ giftcard: 10_000, shipping: 490, total: 10_490 })
  })
})

describe('the gift card page’s address', () => {
  it('is the same words on every site, under its prefix', () => {
    expect(giftcardPath(getSite('fr_FR'))).toBe('/fr-fr/giftcard/customization')
    expect(giftcardPath(getSite('nl_BE'))).toBe('/nl-be/giftcard/customization')
    expect(giftcardPath(getSite('it_IT'))).toBe('/it-it/giftcard/customization')
  })

  it('opens with a card’s amount in euros and its format on the way back from the summary', () => {
    expect(giftcardPageHref(getSite('es_ES'), { amount: 15_000, giftFormat: 'physical' })).toBe(
      '/es-es/giftcard/customization?amount=150&giftFormat=physical',
    )
  })
})

describe('a gift card’s order', () => {
  it('carries the gift card item with its amount in cents, format and trimmed customisation, and nothing else', () => {
    const buyer = {
      email: 'anna@example.com',
      civility: 'MRS' as const,
      firstName: 'Anna',
      lastName: 'Martin',
      phoneNumber: '0612345678',
      addressLine: '',
      postalCode: '',
      city: '',
      country: 'FR',
    }
    const order = giftcardOrderRequest({
      locale: 'fr_FR',
      idempotencyKey: 'key-12345678',
      buyer,
      expectedAmount: 7_500,
      request: { kind: 'giftcard', amount: 7_500, giftFormat: 'digital' },
      customisation: { fromName: ' Paul ', message: ' Joyeux anniversaire ! ' },
    })
    expect(order).toEqual({
      locale: 'fr_FR',
      idempotencyKey: 'key-12345678',
      buyer,
      currency: 'EUR',
      expectedAmount: 7_500,
      items: {
        insuranceItem: null,
        promotionCodeItem: null,
        giftcardItem: { amount: 7_500, format: 'digital', gift: { fromName: 'Paul', message: 'Joyeux anniversaire !' } },
      },
    })
  })
})
