import { describe, expect, it } from 'vitest'
import type { OrderResponse } from '../../../shared/api/purchase'
import { OrderSummarySchema, type OrderSummary } from '../../../shared/api/order-summary'
import * as v from 'valibot'
import { call, json, postJson, type ErrorJson } from './app'
import { bookingOrder, giftOrder } from './order-requests'

const pay = (body: object) =>
  postJson('/gateway/purchase/wallet', {
    ...body,
    pspAuthorization: { paymentIntentId: `pi_test_${crypto.randomUUID()}`, paymentMethod: 'apple_pay' },
  })

describe('GET /gateway/purchase/orders/:uuid', () => {
  it('reads back a placed booking: its number, amounts, dates, party and activity days, the stay described in the asked language', async () => {
    const { body, quote } = await bookingOrder()
    const placed = await json<OrderResponse>(await postJson('/gateway/purchase/orders', body))
    const res = await call(`/gateway/purchase/orders/${placed.orderUUID}?locale=it_IT`)
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
    const order = v.parse(OrderSummarySchema, await res.json())
    const criteria = body.items.shortStayItem.reservationCriteria
    expect(order).toMatchObject({
      orderUUID: placed.orderUUID,
      reference: expect.stringMatching(/^\d{8}$/),
      status: 'PENDING',
      flow: 'booking',
      locale: 'fr_FR',
      totalAmount: quote.amountToPay,
      insuranceAmount: 0,
      checkinDate: quote.reservationCriteria.checkin,
      checkoutDate: quote.reservationCriteria.checkout,
      nights: 1,
      pax: { adults: 2, children: 0, babies: 0 },
      buyer: { firstName: 'Anna', maskedEmail: 'a•••@example.com' },
      gift: null,
    })
    expect(order.stay).toMatchObject({ id: criteria.offerId, uri: expect.stringMatching(/^\/it-it\//) })
    expect(order.activities.map((a) => a.activityId)).toEqual(criteria.activityDaySelections?.map((s) => s.activityId))
    for (const activity of order.activities) expect(activity.title).not.toBe('')
  })

  it('reads a paid gift with its customisation and its voucher, never the buyer’s address', async () => {
    const body = await giftOrder()
    const paid = await pay(body)
    expect(paid.status).toBe(200)
    const { booking } = await json<{ booking: { orderUUID: string } }>(paid)
    const res = await call(`/gateway/purchase/orders/${booking.orderUUID}`)
    const order = await json<OrderSummary>(res)
    expect(order).toMatchObject({
      status: 'PAID',
      flow: 'gifting',
      checkinDate: null,
      // The voucher's nights (one unless the gift names more); the beneficiary picks the dates.
      nights: 1,
      gift: { format: 'digital', fromName: 'Paul', message: 'Happy birthday!' },
    })
    expect(order.voucher).toEqual({ code: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/), validUntil: expect.any(String) })
    expect(JSON.stringify(order)).not.toContain('anna.martin@example.com')
  })

  it.each([
    ['an unknown order', '00000000-0000-4000-8000-000000000000', 404, 'NOT_FOUND'],
    ['an id that is no UUID', 'not-a-uuid', 400, 'INVALID_INPUT'],
  ])('answers %s with %i', async (_case, uuid, status, code) => {
    const res = await call(`/gateway/purchase/orders/${uuid}`)
    expect(res.status).toBe(status)
    expect((await json<ErrorJson>(res)).error.code).toBe(code)
  })

  it('refuses an unknown locale with a 400', async () => {
    const { body } = await bookingOrder()
    const placed = await json<OrderResponse>(await postJson('/gateway/purchase/orders', body))
    expect((await call(`/gateway/purchase/orders/${placed.orderUUID}?locale=en_GB`)).status).toBe(400)
  })
})
