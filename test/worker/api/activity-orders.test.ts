import { env } from 'cloudflare:test'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { OrderSummarySchema } from '../../../shared/api/order-summary'
import type { OrderResponse } from '../../../shared/api/purchase'
import { call, json, postJson, type ErrorJson } from './app'
import { activityOrder, type ActivityOrderBody, bookingOrder, newKey, ordersWithKey, publishedActivity } from './order-requests'

const ORDERS = '/gateway/purchase/orders'

type ActivityItem = ActivityOrderBody['items']['activityItem']

/** The order with some of its activity item changed (a new idempotency key: another order). */
const withItem = (body: ActivityOrderBody, change: Partial<ActivityItem>): ActivityOrderBody => ({
  ...body,
  idempotencyKey: newKey(),
  items: { ...body.items, activityItem: { ...body.items.activityItem, ...change } },
})

const pay = (body: object) =>
  postJson('/gateway/purchase/wallet', {
    ...body,
    pspAuthorization: { paymentIntentId: `pi_test_${crypto.randomUUID()}`, paymentMethod: 'google_pay' },
  })

describe('POST /gateway/purchase/orders with an activity', () => {
  it('creates a PENDING activity order at the catalogue price for its participants', async () => {
    const body = await activityOrder()
    const res = await postJson(ORDERS, body)
    expect(res.status).toBe(201)
    expect(await json<OrderResponse>(res)).toMatchObject({ status: 'PENDING', amount: body.expectedAmount })
    expect((await ordersWithKey(body.idempotencyKey))[0]).toMatchObject({
      flow: 'activity',
      product_type: 'ACTIVITY',
      product_id: String(body.items.activityItem.activityId),
      total_amount: body.expectedAmount,
      insurance_amount: 0,
      checkin_date: null,
      checkout_date: null,
      voucher_code: null,
    })
  })

  it.each([1, 2])('prices each participant count at its own price (%i)', async (participants) => {
    const activity = await publishedActivity()
    const price = activity.prices.find((p) => p.adults === participants)
    if (!price) throw new Error(`the activity should have a price for ${participants}`)
    const body = withItem(await activityOrder({ ownUse: true }), { participants })
    const res = await postJson(ORDERS, { ...body, expectedAmount: price.sellPrice })
    expect(res.status).toBe(201)
    expect((await json<OrderResponse>(res)).amount).toBe(price.sellPrice)
  })

  it('refuses an expected amount that is not the price with PRICE_CHANGED and the price', async () => {
    const body = await activityOrder()
    const res = await postJson(ORDERS, { ...body, expectedAmount: body.expectedAmount - 100 })
    expect(res.status).toBe(409)
    expect((await json<ErrorJson & { error: { amount?: number } }>(res)).error).toMatchObject({
      code: 'PRICE_CHANGED',
      amount: body.expectedAmount,
    })
    expect(await ordersWithKey(body.idempotencyKey)).toHaveLength(0)
  })

  it('refuses a number of participants without a price with PAX_NOT_ALLOWED', async () => {
    const activity = await publishedActivity()
    const unpriced = Math.max(...activity.prices.map((p) => p.adults)) + 1
    const res = await postJson(ORDERS, withItem(await activityOrder(), { participants: unpriced }))
    expect(res.status).toBe(422)
    expect((await json<ErrorJson>(res)).error.code).toBe('PAX_NOT_ALLOWED')
  })

  it('refuses an unknown activity with OFFER_NOT_FOUND', async () => {
    const res = await postJson(ORDERS, withItem(await activityOrder(), { activityId: 999_999_999 }))
    expect(res.status).toBe(404)
    expect((await json<ErrorJson>(res)).error.code).toBe('OFFER_NOT_FOUND')
  })

  it('refuses an unpublished activity with OFFER_NOT_PUBLISHED', async () => {
    const body = await activityOrder()
    await env.DB.prepare('UPDATE activity_only_products SET published = 0 WHERE id = ?1').bind(body.items.activityItem.activityId).run()
    const res = await postJson(ORDERS, body)
    expect(res.status).toBe(422)
    expect((await json<ErrorJson>(res)).error.code).toBe('OFFER_NOT_PUBLISHED')
    expect(await ordersWithKey(body.idempotencyKey)).toHaveLength(0)
  })

  it('refuses a cancellation insurance with INSURANCE_NOT_AVAILABLE', async () => {
    const body = await activityOrder()
    const res = await postJson(ORDERS, { ...body, items: { ...body.items, insuranceItem: { id: 'INS-1', amount: 500 } } })
    expect(res.status).toBe(422)
    expect((await json<ErrorJson>(res)).error.code).toBe('INSURANCE_NOT_AVAILABLE')
  })

  type Mutate = (body: ActivityOrderBody) => unknown
  const ITEM = 'items.activityItem'
  it.each<[string, Mutate, string]>([
    ['no participant', (b) => withItem(b, { participants: 0 }), `${ITEM}.participants`],
    ['more than 20 participants', (b) => withItem(b, { participants: 21 }), `${ITEM}.participants`],
    ['an activity id that is no number', (b) => withItem(b, { activityId: '12' as unknown as number }), `${ITEM}.activityId`],
    ['no own-use choice', (b) => withItem(b, { ownUse: undefined as unknown as boolean }), `${ITEM}.ownUse`],
    ['a gift message on an activity for oneself', (b) => withItem(b, { ownUse: true }), `${ITEM}.gift`],
    ['a sender name that is not text', (b) => withItem(b, { gift: { fromName: 'Paul :)', message: '' } }), `${ITEM}.gift.fromName`],
    ['a message over 180 characters', (b) => withItem(b, { gift: { fromName: 'Paul', message: 'a'.repeat(181) } }), `${ITEM}.gift.message`],
    ['neither a stay nor an activity', (b) => ({ ...b, items: { insuranceItem: null, promotionCodeItem: null } }), 'items'],
  ])('refuses %s with a 400 naming the field', async (_case, mutate, field) => {
    const body = await activityOrder()
    const res = await postJson(ORDERS, mutate(body))
    expect(res.status).toBe(400)
    expect((await json<ErrorJson>(res)).error).toMatchObject({ code: 'INVALID_INPUT', field })
  })

  it('refuses an order holding both a stay and an activity with a 400 naming the items', async () => {
    const { body: stay } = await bookingOrder()
    const activity = await activityOrder()
    const res = await postJson(ORDERS, { ...stay, items: { ...stay.items, activityItem: activity.items.activityItem } })
    expect(res.status).toBe(400)
    expect((await json<ErrorJson>(res)).error).toMatchObject({ code: 'INVALID_INPUT', field: 'items' })
    expect(await ordersWithKey(stay.idempotencyKey)).toHaveLength(0)
  })
})

describe('paying an activity and reading it back', () => {
  it('pays a gift activity, gives it a voucher code and reads back the activity, participants, amount and message', async () => {
    const body = await activityOrder()
    const paid = await pay(body)
    expect(paid.status).toBe(200)
    const { booking } = await json<{ booking: { orderUUID: string } }>(paid)
    const [row] = await ordersWithKey(body.idempotencyKey)
    expect(row).toMatchObject({ status: 'PAID', voucher_code: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/) })

    const res = await call(`/gateway/purchase/orders/${booking.orderUUID}?locale=es_ES`)
    expect(res.status).toBe(200)
    const order = v.parse(OrderSummarySchema, await res.json())
    const item = body.items.activityItem
    expect(order).toMatchObject({
      status: 'PAID',
      flow: 'activity',
      totalAmount: body.expectedAmount,
      stay: null,
      checkinDate: null,
      nights: null,
      activities: [],
      gift: { format: 'digital', fromName: 'Paul', message: 'Bon anniversaire !' },
    })
    expect(order.activity).toMatchObject({
      id: item.activityId,
      participants: item.participants,
      ownUse: false,
      validityMonths: 12,
      uri: expect.stringMatching(/^\/es-es\/actividad\//),
      image: expect.objectContaining({ template: expect.any(String) }),
    })
    expect(order.activity?.label).not.toBe('')
    expect(order.activity?.centre).not.toBe('')
    // The buyer hands the voucher over: its code and last valid day are on the confirmation.
    expect(order.voucher).toEqual({ code: row?.voucher_code, validUntil: row?.voucher_valid_until })
  })

  it('reads back an activity bought for oneself, without a gift', async () => {
    const body = await activityOrder({ ownUse: true })
    const placed = await json<OrderResponse>(await postJson(ORDERS, body))
    const order = v.parse(OrderSummarySchema, await (await call(`/gateway/purchase/orders/${placed.orderUUID}`)).json())
    expect(order).toMatchObject({ flow: 'activity', status: 'PENDING', gift: null, activity: { ownUse: true } })
  })
})
