import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import type { Box } from '../../../shared/api/boxes'
import { OrderSummarySchema } from '../../../shared/api/order-summary'
import { SHIPPING_AMOUNT, type BoxItemSchema, type OrderRequestSchema, type OrderResponse } from '../../../shared/api/purchase'
import { BOX_VALIDITY_MONTHS } from '../../../shared/rules/box-pages'
import { call, json, postJson, type ErrorJson } from './app'
import { activityOrder, newKey, ordersWithKey } from './order-requests'

const ORDERS = '/gateway/purchase/orders'

type BoxOrderBody = Omit<v.InferInput<typeof OrderRequestSchema>, 'items'> & {
  items: { insuranceItem: null; promotionCodeItem: null; boxItem: v.InferInput<typeof BoxItemSchema> }
}

/** A box of the test seed, as the box list gives it. */
async function seededBox(): Promise<Box> {
  const { boxes } = await json<{ boxes: Box[] }>(await call('/gateway/boxes/search?locale=fr_FR'))
  const box = boxes[0]
  if (!box) throw new Error('the test seed should have a box')
  return box
}

/** A box offered as a gift, digital unless told, at its catalogue price. */
async function boxOrder(format: 'digital' | 'physical' = 'digital'): Promise<BoxOrderBody> {
  const box = await seededBox()
  return {
    locale: 'fr_FR',
    idempotencyKey: newKey(),
    buyer: {
      email: 'anna.martin@example.com',
      civility: 'MRS',
      firstName: 'Anna',
      lastName: 'Martin',
      phoneNumber: '+33 6 12 34 56 78',
      addressLine: '12 rue des Lilas',
      postalCode: '75011',
      city: 'Paris',
      country: 'FR',
    },
    currency: 'EUR',
    expectedAmount: box.price.sellPrice + (format === 'physical' ? SHIPPING_AMOUNT : 0),
    items: {
      insuranceItem: null,
      promotionCodeItem: null,
      boxItem: { code: box.code, format, gift: { fromName: 'Paul', message: 'Joyeux anniversaire !' } },
    },
  }
}

const withBox = (body: BoxOrderBody, change: Partial<BoxOrderBody['items']['boxItem']>): BoxOrderBody => ({
  ...body,
  idempotencyKey: newKey(),
  items: { ...body.items, boxItem: { ...body.items.boxItem, ...change } },
})

const pay = (body: object) =>
  postJson('/gateway/purchase/wallet', {
    ...body,
    pspAuthorization: { paymentIntentId: `pi_test_${crypto.randomUUID()}`, paymentMethod: 'apple_pay' },
  })

describe('POST /gateway/purchase/orders with a gift box', () => {
  it.each(['digital', 'physical'] as const)(
    'creates a PENDING %s box order at the catalogue price, a gift of product type BOX',
    async (format) => {
      const body = await boxOrder(format)
      const res = await postJson(ORDERS, body)
      expect(res.status).toBe(201)
      expect(await json<OrderResponse>(res)).toMatchObject({ status: 'PENDING', amount: body.expectedAmount })
      expect((await ordersWithKey(body.idempotencyKey))[0]).toMatchObject({
        flow: 'gifting',
        product_type: 'BOX',
        product_id: body.items.boxItem.code,
        total_amount: body.expectedAmount,
        insurance_amount: 0,
        checkin_date: null,
        voucher_code: null,
      })
    },
  )

  it('refuses an expected amount that is not the price with PRICE_CHANGED and the price', async () => {
    const body = await boxOrder()
    const res = await postJson(ORDERS, { ...body, expectedAmount: body.expectedAmount + 100 })
    expect(res.status).toBe(409)
    expect((await json<ErrorJson & { error: { amount?: number } }>(res)).error).toMatchObject({
      code: 'PRICE_CHANGED',
      amount: body.expectedAmount,
    })
    expect(await ordersWithKey(body.idempotencyKey)).toHaveLength(0)
  })

  it('refuses an unknown box with OFFER_NOT_FOUND', async () => {
    const res = await postJson(ORDERS, withBox(await boxOrder(), { code: 'NOSUCHBOX-EBOX' }))
    expect(res.status).toBe(404)
    expect((await json<ErrorJson>(res)).error.code).toBe('OFFER_NOT_FOUND')
  })

  it('refuses a cancellation insurance with INSURANCE_NOT_AVAILABLE', async () => {
    const body = await boxOrder()
    const res = await postJson(ORDERS, { ...body, items: { ...body.items, insuranceItem: { id: 'INS-1', amount: 500 } } })
    expect(res.status).toBe(422)
    expect((await json<ErrorJson>(res)).error.code).toBe('INSURANCE_NOT_AVAILABLE')
  })

  type Mutate = (body: BoxOrderBody) => unknown
  const ITEM = 'items.boxItem'
  it.each<[string, Mutate, string]>([
    ['a code that is no box code', (b) => withBox(b, { code: 'not a code!' }), `${ITEM}.code`],
    ['no code', (b) => withBox(b, { code: undefined as unknown as string }), `${ITEM}.code`],
    ['an unknown format', (b) => withBox(b, { format: 'paper' as 'digital' }), `${ITEM}.format`],
    ['a sender name that is not text', (b) => withBox(b, { gift: { fromName: 'Paul :)', message: '' } }), `${ITEM}.gift.fromName`],
    ['a message over 180 characters', (b) => withBox(b, { gift: { fromName: 'Paul', message: 'a'.repeat(181) } }), `${ITEM}.gift.message`],
  ])('refuses %s with a 400 naming the field', async (_case, mutate, field) => {
    const res = await postJson(ORDERS, mutate(await boxOrder()))
    expect(res.status).toBe(400)
    expect((await json<ErrorJson>(res)).error).toMatchObject({ code: 'INVALID_INPUT', field })
  })

  it('refuses an order holding both a box and an activity with a 400 naming the items', async () => {
    const body = await boxOrder()
    const activity = await activityOrder()
    const res = await postJson(ORDERS, { ...body, items: { ...body.items, activityItem: activity.items.activityItem } })
    expect(res.status).toBe(400)
    expect((await json<ErrorJson>(res)).error).toMatchObject({ code: 'INVALID_INPUT', field: 'items' })
    expect(await ordersWithKey(body.idempotencyKey)).toHaveLength(0)
  })
})

describe('paying a gift box and reading it back', () => {
  it('pays a physical box, gives it a voucher code and reads back the box, its format and the message', async () => {
    const body = await boxOrder('physical')
    const paid = await pay(body)
    expect(paid.status).toBe(200)
    const { booking } = await json<{ booking: { orderUUID: string } }>(paid)
    const [row] = await ordersWithKey(body.idempotencyKey)
    expect(row).toMatchObject({ status: 'PAID', voucher_code: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/) })

    const res = await call(`/gateway/purchase/orders/${booking.orderUUID}?locale=nl_NL`)
    expect(res.status).toBe(200)
    const order = v.parse(OrderSummarySchema, await res.json())
    expect(order).toMatchObject({
      status: 'PAID',
      flow: 'gifting',
      totalAmount: body.expectedAmount,
      stay: null,
      activity: null,
      checkinDate: null,
      nights: null,
      gift: { format: 'physical', fromName: 'Paul', message: 'Joyeux anniversaire !' },
      box: { code: body.items.boxItem.code, format: 'physical', validityMonths: BOX_VALIDITY_MONTHS },
    })
    expect(order.box?.title).not.toBe('')
    expect(order.box?.image).toEqual(expect.any(String))
    // The buyer hands the voucher over: its code and last valid day are on the confirmation.
    expect(order.voucher).toEqual({ code: row?.voucher_code, validUntil: row?.voucher_valid_until })
  })
})
