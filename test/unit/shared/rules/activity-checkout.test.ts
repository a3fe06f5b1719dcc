import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { OrderRequestSchema } from '../../../../shared/api/purchase'
import { activityOrderRequest, activityPageHref, activityPrice, activityRefusal } from '../../../../shared/rules/activity-checkout'
import { toBuyer } from '../../../../shared/rules/checkout'

const prices = [
  { adults: 1, barPrice: 2100, sellPrice: 1890, refPrice: 2100, promoPercentageRounded: 10, moneySaved: 210 },
  { adults: 2, barPrice: 4100, sellPrice: 3690, refPrice: 4100, promoPercentageRounded: 10, moneySaved: 410 },
  { adults: 4, barPrice: 8000, sellPrice: 6990, refPrice: 8000, promoPercentageRounded: 13, moneySaved: 1010 },
]

const buyer = toBuyer({
  email: 'anna.martin@example.com',
  civility: 'MRS',
  firstName: 'Anna',
  lastName: 'Martin',
  phoneNumber: '+33 6 12 34 56 78',
  addressLine: '',
  postalCode: '',
  city: '',
  country: 'FR',
})

describe('the price of an activity', () => {
  it.each([
    [1, { activity: 1890, total: 1890 }],
    [2, { activity: 3690, total: 3690 }],
    [4, { activity: 6990, total: 6990 }],
    [3, null],
    [5, null],
  ])('for %i participants is the price of that number, never another number’s', (participants, expected) => {
    expect(activityPrice(prices, participants)).toEqual(expected)
  })

  it.each([
    [true, 2, null],
    [true, 3, 'PAX_NOT_ALLOWED'],
    [false, 2, 'OFFER_NOT_PUBLISHED'],
  ])('published %s, %i participants: refused with %s', (published, participants, code) => {
    expect(activityRefusal({ published, prices }, participants)).toBe(code)
  })
})

describe('the order of an activity', () => {
  const base = { locale: 'fr_BE' as const, idempotencyKey: 'key-12345678', buyer, expectedAmount: 3690 }

  it('of a gift is one the worker accepts, with the customisation trimmed', () => {
    const order = activityOrderRequest({
      ...base,
      request: { kind: 'activity', id: 500003, a: 2, ownUse: false },
      customisation: { fromName: ' Paul ', message: ' Joyeux anniversaire ! ' },
    })
    expect(v.safeParse(OrderRequestSchema, order).success).toBe(true)
    expect(order.items.shortStayItem).toBeUndefined()
    expect(order.items.activityItem).toEqual({
      activityId: 500003,
      participants: 2,
      ownUse: false,
      gift: { fromName: 'Paul', message: 'Joyeux anniversaire !' },
    })
  })

  it('for oneself carries no gift, whatever was typed on another page', () => {
    const order = activityOrderRequest({
      ...base,
      request: { kind: 'activity', id: 500003, a: 1, ownUse: true },
      customisation: { fromName: 'Paul', message: 'Hello' },
    })
    expect(v.safeParse(OrderRequestSchema, order).success).toBe(true)
    expect(order.items.activityItem).toEqual({ activityId: 500003, participants: 1, ownUse: true, gift: null })
  })

  it('leads back to the activity page with its participants', () => {
    expect(activityPageHref('/fr-be/activite/500003', { a: 3 })).toBe('/fr-be/activite/500003#a=3')
  })
})
