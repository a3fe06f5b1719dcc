import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { OrderSummarySchema } from '../../../shared/api/order-summary'
import { SHIPPING_AMOUNT, type GiftcardItemSchema, type OrderRequestSchema, type OrderResponse } from '../../../shared/api/purchase'
import { GIFTCARD_LIMITS, GIFTCARD_VALIDITY_MONTHS } from '../../../shared/rules/giftcard'
import { call, json, postJson, type ErrorJson } from './app'
import { newKey, ordersWithKey } from './order-requests'

const ORDERS = '/gateway/purchase/orders'

type GiftcardOrderBody = Omit<v.InferInput<typeof OrderRequestSchema>, 'items'> & {
  items: { insuranceItem: null; promotionCodeItem: null; giftcardItem: v.InferInput<typeof GiftcardItemSchema> }
}

/** A gift card of `amount` cents, digital unless told, at its price. */
function giftcardOrder(amount = 15_000, format: 'digital' | 'physical' = 'digital'): GiftcardOrderBody {
  return {
    locale: 'nl_BE',
    idempotencyKey: newKey(),
    buyer: {
      email: 'anna.martin@example.com',
      civility: 'MRS',
      firstName: 'Anna',
      lastName: 'Martin',
      phoneNumber: '+32 470 12 34 56',
      addressLine: 'Kerkstraat 12',
      postalCode: '9000',
      city: 'Gent',
      country: 'BE',
    },
    currency: 'EUR',
    expectedAmount: amount + (format === 'physical' ? SHIPPING_AMOUNT : 0),
    items: {
      insuranceItem: null,
      promotionCodeItem: null,
      giftcardItem: { amount, format, gift: { fromName: 'Paul', message: 'Proficiat!' } },
    },
  }
}

const withCard = (body: GiftcardOrderBody, change: Partial<GiftcardOrderBody['items']['giftcardItem']>): GiftcardOrderBody => ({
  ...body,
  idempotencyKey: newKey(),
  items: { ...body.items, giftcardItem: { ...body.items.giftcardItem, ...change } },
})

const flags = (value: Record<string, unknown>) => ({ FLAGS: JSON.stringify(value) })

describe('POST /gateway/purchase/orders with a gift card', () => {
  it.each([
    [GIFTCARD_LIMITS.min * 100, 'digital'],
    [15_000, 'physical'],
    [GIFTCARD_LIMITS.max * 100, 'digital'],
  ] as const)(
    'creates a PENDING gift card order of %i cents (%s) at its amount, a gift of product type GIFTCARD',
    async (amount, format) => {
      const body = giftcardOrder(amount, format)
      const res = await postJson(ORDERS, body)
      expect(res.status).toBe(201)
      expect(await json<OrderResponse>(res)).toMatchObject({ status: 'PENDING', amount: body.expectedAmount })
      expect((await ordersWithKey(body.idempotencyKey))[0]).toMatchObject({
        flow: 'gifting',
        product_type: 'GIFTCARD',
        product_id: String(amount),
        total_amount: body.expectedAmount,
        insurance_amount: 0,
        checkin_date: null,
        voucher_code: null,
      })
    },
  )

  type Mutate = (body: GiftcardOrderBody) => unknown
  const ITEM = 'items.giftcardItem'
  it.each<[string, Mutate, string]>([
    ['an amount under the minimum', (b) => withCard(b, { amount: GIFTCARD_LIMITS.min * 100 - 100 }), `${ITEM}.amount`],
    ['an amount over the maximum', (b) => withCard(b, { amount: GIFTCARD_LIMITS.max * 100 + 100 }), `${ITEM}.amount`],
    ['an amount with cents', (b) => withCard(b, { amount: 5050 }), `${ITEM}.amount`],
    ['an amount that is no number', (b) => withCard(b, { amount: '150' as unknown as number }), `${ITEM}.amount`],
    ['an unknown format', (b) => withCard(b, { format: 'paper' as 'digital' }), `${ITEM}.format`],
    ['a message over 180 characters', (b) => withCard(b, { gift: { fromName: 'Paul', message: 'a'.repeat(181) } }), `${ITEM}.gift.message`],
  ])('refuses %s with a 400 naming the field', async (_case, mutate, field) => {
    const body = mutate(giftcardOrder()) as GiftcardOrderBody
    const res = await postJson(ORDERS, body)
    expect(res.status).toBe(400)
    expect((await json<ErrorJson>(res)).error).toMatchObject({ code: 'INVALID_INPUT', field })
    expect(await ordersWithKey(body.idempotencyKey)).toHaveLength(0)
  })

  it('refuses an expected amount that is not the card’s price with PRICE_CHANGED and the price', async () => {
    const body = giftcardOrder(10_000)
    const res = await postJson(ORDERS, { ...body, expectedAmount: 9_000 })
    expect(res.status).toBe(409)
    expect((await json<ErrorJson & { error: { amount?: number } }>(res)).error).toMatchObject({ code: 'PRICE_CHANGED', amount: 10_000 })
  })

  it('refuses a cancellation insurance with INSURANCE_NOT_AVAILABLE', async () => {
    const body = giftcardOrder()
    const res = await postJson(ORDERS, { ...body, items: { ...body.items, insuranceItem: { id: 'INS-1', amount: 500 } } })
    expect(res.status).toBe(422)
    expect((await json<ErrorJson>(res)).error.code).toBe('INSURANCE_NOT_AVAILABLE')
  })

  it.each(['giftcard', 'box'] as const)(
    'refuses a posted %s while the physical-voucher flag is off, and takes the e-card',
    async (kind) => {
      const posted =
        kind === 'giftcard'
          ? giftcardOrder(15_000, 'physical')
          : {
              ...giftcardOrder(15_000, 'physical'),
              items: { insuranceItem: null, promotionCodeItem: null, boxItem: { code: 'ANY-EBOX', format: 'physical' } },
            }
      const refused = await postJson(ORDERS, posted, flags({ physicalVoucher: false }))
      expect(refused.status).toBe(422)
      expect((await json<ErrorJson>(refused)).error).toMatchObject({
        code: 'PHYSICAL_FORMAT_UNAVAILABLE',
        message: 'Victim of its success, the physical format is coming back soon!',
      })
      expect(await ordersWithKey(posted.idempotencyKey)).toHaveLength(0)
      const digital = giftcardOrder(15_000, 'digital')
      expect((await postJson(ORDERS, digital, flags({ physicalVoucher: false }))).status).toBe(201)
    },
  )
})

describe('paying a gift card and reading it back', () => {
  it('pays a posted card, gives it a voucher code and reads back its amount, format, validity and message', async () => {
    const body = giftcardOrder(25_000, 'physical')
    const paid = await postJson('/gateway/purchase/wallet', {
      ...body,
      pspAuthorization: { paymentIntentId: `pi_test_${crypto.randomUUID()}`, paymentMethod: 'google_pay' },
    })
    expect(paid.status).toBe(200)
    const { booking } = await json<{ booking: { orderUUID: string } }>(paid)
    const [row] = await ordersWithKey(body.idempotencyKey)
    expect(row).toMatchObject({ status: 'PAID', voucher_code: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/) })

    const res = await call(`/gateway/purchase/orders/${booking.orderUUID}`)
    expect(res.status).toBe(200)
    const order = v.parse(OrderSummarySchema, await res.json())
    expect(order).toMatchObject({
      status: 'PAID',
      flow: 'gifting',
      totalAmount: body.expectedAmount,
      stay: null,
      activity: null,
      box: null,
      giftcard: { amount: 25_000, format: 'physical', validityMonths: GIFTCARD_VALIDITY_MONTHS },
      gift: { format: 'physical', fromName: 'Paul', message: 'Proficiat!' },
    })
    // The buyer hands the voucher over: its code and last valid day are on the confirmation.
    expect(order.voucher).toEqual({ code: row?.voucher_code, validUntil: row?.voucher_valid_until })
  })
})
