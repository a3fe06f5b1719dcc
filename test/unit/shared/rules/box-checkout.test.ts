import { describe, expect, it } from 'vitest'
import { boxOrderRequest, boxPrice } from '../../../../shared/rules/box-checkout'

const buyer = {
  email: 'anna@example.com',
  civility: 'MRS' as const,
  firstName: 'Anna',
  lastName: 'Martin',
  phoneNumber: '0612345678',
  addressLine: '1 rue Haute',
  postalCode: '75001',
  city: 'Paris',
  country: 'FR',
}

describe('a gift box’s price', () => {
  it('is its sell price in the digital format, whatever the shipping cost', () => {
    expect(boxPrice(9990, 'digital', 490)).toEqual({ box: 9990, shipping: 0, total: 9990 })
  })

  it('adds the shipping cost when posted', () => {
    expect(boxPrice(9990, 'physical', 490)).toEqual({ box: 9990, shipping: 490, total: 10480 })
    expect(boxPrice(9990, 'physical', 0)).toEqual({ box: 9990, shipping: 0, total: 9990 })
  })
})

describe('a gift box’s order', () => {
  it('carries the box item with its code, format and trimmed customisation, and nothing else', () => {
    const order = boxOrderRequest({
      locale: 'nl_BE',
      idempotencyKey: 'key-12345678',
      buyer,
      expectedAmount: 10480,
      request: { kind: 'box', code: 'GASTRONOMY-EBOX', giftFormat: 'physical' },
      customisation: { fromName: ' Paul ', message: ' Proficiat! ' },
    })
    expect(order).toEqual({
      locale: 'nl_BE',
      idempotencyKey: 'key-12345678',
      buyer,
      currency: 'EUR',
      expectedAmount: 10480,
      items: {
        insuranceItem: null,
        promotionCodeItem: null,
        boxItem: { code: 'GASTRONOMY-EBOX', format: 'physical', gift: { fromName: 'Paul', message: 'Proficiat!' } },
      },
    })
  })
})
