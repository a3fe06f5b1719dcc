import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { OrderResponse } from '../../../shared/api/purchase'
import type { StayDetail } from '../../../shared/api/stay-detail'
import { call, json, postJson, seedFacts, type ErrorJson } from './app'
import { bookingOrder, giftOrder, newKey, type OrderBody, ordersWithKey, withCriteria } from './order-requests'

const ORDERS = '/gateway/purchase/orders'

describe('POST /gateway/purchase/orders', () => {
  it('creates a PENDING order at the amount the server computes from the catalogue', async () => {
    const { body, quote } = await bookingOrder()
    const res = await postJson(ORDERS, body)
    expect(res.status).toBe(201)
    const order = await json<OrderResponse>(res)
    expect(order).toEqual({ orderUUID: expect.stringMatching(/^[0-9a-f-]{36}$/), status: 'PENDING', amount: quote.amountToPay })
    const [row] = await ordersWithKey(body.idempotencyKey)
    expect(row).toMatchObject({
      uuid: order.orderUUID,
      status: 'PENDING',
      flow: 'booking',
      product_type: 'STAY',
      product_id: String(body.items.shortStayItem.reservationCriteria.offerId),
      buyer_email: 'anna.martin@example.com',
      total_amount: quote.amountToPay,
      expected_amount: quote.amountToPay,
      insurance_amount: 0,
      checkin_date: quote.reservationCriteria.checkin,
      checkout_date: quote.reservationCriteria.checkout,
      voucher_code: null,
    })
  })

  it('answers a double submit with the same order, and creates only one', async () => {
    const { body } = await bookingOrder()
    const [first, second] = await Promise.all([postJson(ORDERS, body), postJson(ORDERS, body)])
    expect([first.status, second.status].sort()).toEqual([200, 201])
    const a = await json<OrderResponse>(first)
    const b = await json<OrderResponse>(second)
    expect(b.orderUUID).toBe(a.orderUUID)
    const third = await postJson(ORDERS, body)
    expect(third.status).toBe(200)
    expect((await json<OrderResponse>(third)).orderUUID).toBe(a.orderUUID)
    expect(await ordersWithKey(body.idempotencyKey)).toHaveLength(1)
  })

  it('refuses an idempotency key reused for another order', async () => {
    const { body } = await bookingOrder()
    expect((await postJson(ORDERS, body)).status).toBe(201)
    const res = await postJson(ORDERS, { ...body, buyer: { ...body.buyer, email: 'someone.else@example.com' } })
    expect(res.status).toBe(409)
    expect((await json<ErrorJson>(res)).error.code).toBe('IDEMPOTENCY_KEY_REUSED')
  })

  it('refuses an expected amount that differs from the catalogue with PRICE_CHANGED and the new amount', async () => {
    const { body, quote } = await bookingOrder()
    const res = await postJson(ORDERS, { ...body, expectedAmount: quote.amountToPay - 100 })
    expect(res.status).toBe(409)
    const { error } = await json<ErrorJson & { error: { amount?: number } }>(res)
    expect(error).toMatchObject({ code: 'PRICE_CHANGED', amount: quote.amountToPay })
    expect(await ordersWithKey(body.idempotencyKey)).toHaveLength(0)
  })

  it('adds the cancellation insurance of the quote when the insured option is chosen', async () => {
    const { body, quote } = await bookingOrder()
    const insured: OrderBody = {
      ...body,
      expectedAmount: quote.amountToPay + quote.insurance.amount,
      items: { ...body.items, insuranceItem: { id: 'INS-1', amount: quote.insurance.amount } },
    }
    const res = await postJson(ORDERS, insured)
    expect(res.status).toBe(201)
    expect((await json<OrderResponse>(res)).amount).toBe(quote.amountToPay + quote.insurance.amount)
    expect((await ordersWithKey(body.idempotencyKey))[0]).toMatchObject({ insurance_amount: quote.insurance.amount })
  })

  it('refuses dates the offer cannot be booked on with the quote error code', async () => {
    const f = await seedFacts()
    if (!f.closed) throw new Error('the test seed should have a closed day')
    const { body } = await bookingOrder()
    const closedDay = new Date(`${f.closed.checkin}T00:00:00Z`)
    const checkout = new Date(closedDay.getTime() + 86_400_000).toISOString().slice(0, 10)
    const res = await postJson(
      ORDERS,
      withCriteria(body, {
        offerId: f.closed.stayId,
        activityDaySelections: [],
        travelPeriod: { checkinDate: f.closed.checkin, checkoutDate: checkout },
      }),
    )
    expect(res.status).toBe(422)
    expect((await json<ErrorJson>(res)).error.code).toBe('PACKAGE_NOT_AVAILABLE_CHECKIN')
    expect(await ordersWithKey(body.idempotencyKey)).toHaveLength(0)
  })

  it('refuses an unknown offer with OFFER_NOT_FOUND', async () => {
    const { body } = await bookingOrder()
    const criteria = { ...body.items.shortStayItem.reservationCriteria, offerId: 999_999_999 }
    const res = await postJson(ORDERS, {
      ...body,
      items: { ...body.items, shortStayItem: { ...body.items.shortStayItem, reservationCriteria: criteria } },
    })
    expect(res.status).toBe(404)
    expect((await json<ErrorJson>(res)).error.code).toBe('OFFER_NOT_FOUND')
  })

  it('refuses an expired offer with OFFER_NOT_PUBLISHED', async () => {
    const expired = await env.DB.prepare(
      `SELECT s.id FROM stays s JOIN hotels h ON h.id = s.hotel_id WHERE s.published = 0 OR h.active = 0 OR s.expiration_date < ?1 ORDER BY s.id LIMIT 1`,
    )
      .bind(new Date().toISOString().slice(0, 10))
      .first<{ id: number }>()
    if (!expired) throw new Error('the test seed should have an unpublished or expired stay')
    const body = await giftOrder()
    const criteria = { ...body.items.shortStayItem.reservationCriteria, offerId: expired.id }
    const res = await postJson(ORDERS, {
      ...body,
      items: { ...body.items, shortStayItem: { ...body.items.shortStayItem, reservationCriteria: criteria } },
    })
    expect(res.status).toBe(422)
    expect((await json<ErrorJson>(res)).error.code).toBe('OFFER_NOT_PUBLISHED')
  })

  it("prices a gift at its voucher's price for the nights it names", async () => {
    const body = await giftOrder()
    const criteria = body.items.shortStayItem.reservationCriteria
    const detail = await json<StayDetail>(await call(`/api/weekend/${criteria.offerId}/detail.json?locale=fr_FR&gift=true`))
    const longer = detail.giftPrices.filter((p) => p.nights > 1).at(-1)
    if (!longer) throw new Error('the seed stay should sell a gift voucher of more than one night')
    const gift = { ...body.items.shortStayItem.gift!, nights: longer.nights }
    const asked = (expectedAmount: number) => ({
      ...body,
      idempotencyKey: newKey(),
      expectedAmount,
      items: { ...body.items, shortStayItem: { ...body.items.shortStayItem, gift } },
    })
    const res = await postJson(ORDERS, asked(longer.sellPrice))
    expect(res.status).toBe(201)
    expect((await json<OrderResponse>(res)).amount).toBe(longer.sellPrice)
    // The one-night price for a longer voucher is a changed price, not a cheaper order.
    const cheaper = await postJson(ORDERS, asked(body.expectedAmount))
    expect(cheaper.status).toBe(409)
    expect((await json<ErrorJson>(cheaper)).error.code).toBe('PRICE_CHANGED')
  })

  it("prices a gift at the rate it names (the availability upsell's, customer care's)", async () => {
    const body = await giftOrder()
    const criteria = body.items.shortStayItem.reservationCriteria
    const detail = await json<StayDetail>(await call(`/api/weekend/${criteria.offerId}/detail.json?locale=fr_FR&gift=true`))
    const rates = detail.giftPrices.find((p) => p.nights === 1)!.sellPrices
    for (const bucket of [2, 3] as const) {
      const price = rates.find((r) => r.bucket === bucket)!.sellPrice
      const gift = { ...body.items.shortStayItem.gift!, bucket }
      const asked = (expectedAmount: number) => ({
        ...body,
        idempotencyKey: newKey(),
        expectedAmount,
        items: { ...body.items, shortStayItem: { ...body.items.shortStayItem, gift } },
      })
      const res = await postJson(ORDERS, asked(price))
      expect(res.status).toBe(201)
      expect((await json<OrderResponse>(res)).amount).toBe(price)
      // The standard rate's price for a higher rate is a changed price.
      const cheaper = await postJson(ORDERS, asked(body.expectedAmount))
      expect(cheaper.status).toBe(409)
    }
    const unknown = await postJson(ORDERS, {
      ...body,
      idempotencyKey: newKey(),
      items: { ...body.items, shortStayItem: { ...body.items.shortStayItem, gift: { ...body.items.shortStayItem.gift!, bucket: 4 } } },
    })
    expect(unknown.status).toBe(400)
  })

  it('prices a gift without dates at the gifting price, for 2 people', async () => {
    const body = await giftOrder()
    const res = await postJson(ORDERS, body)
    expect(res.status).toBe(201)
    expect((await json<OrderResponse>(res)).amount).toBe(body.expectedAmount)
    expect((await ordersWithKey(body.idempotencyKey))[0]).toMatchObject({ flow: 'gifting', checkin_date: null, voucher_code: null })

    const criteria = body.items.shortStayItem.reservationCriteria
    const forThree = { ...criteria, pax: { ...criteria.pax, numberOfAdults: 3 } }
    const refused = await postJson(ORDERS, {
      ...body,
      idempotencyKey: newKey(),
      items: { ...body.items, shortStayItem: { ...body.items.shortStayItem, reservationCriteria: forThree } },
    })
    expect(refused.status).toBe(422)
    expect((await json<ErrorJson>(refused)).error.code).toBe('PAX_NOT_ALLOWED')
  })

  it('refuses a stay whose activities have no date', async () => {
    const { body, quote } = await bookingOrder()
    const criteria = body.items.shortStayItem.reservationCriteria
    const selections = quote.activityDates.length > 0 ? [] : [{ activityId: 1, date: criteria.travelPeriod?.checkinDate ?? '' }]
    const res = await postJson(ORDERS, {
      ...body,
      items: {
        ...body.items,
        shortStayItem: { ...body.items.shortStayItem, reservationCriteria: { ...criteria, activityDaySelections: selections } },
      },
    })
    expect(res.status).toBe(422)
    expect((await json<ErrorJson>(res)).error.code).toBe('INVALID_ACTIVITY_DATES')
  })

  type Mutate = (body: OrderBody) => unknown
  const CRITERIA = 'items.shortStayItem.reservationCriteria'
  it.each<[string, Mutate, string]>([
    ['a missing buyer email', (b) => ({ ...b, buyer: { ...b.buyer, email: undefined } }), 'buyer.email'],
    ['an invalid buyer email', (b) => ({ ...b, buyer: { ...b.buyer, email: 'anna@' } }), 'buyer.email'],
    ['a currency other than EUR', (b) => ({ ...b, currency: 'USD' }), 'currency'],
    ['an amount in euros with decimals', (b) => ({ ...b, expectedAmount: 120.5 }), 'expectedAmount'],
    ['a short idempotency key', (b) => ({ ...b, idempotencyKey: 'abc' }), 'idempotencyKey'],
    [
      'no adult',
      (b) => withCriteria(b, { pax: { numberOfAdults: 0, numberOfChildren: 0, numberOfBabies: 0 } }),
      `${CRITERIA}.pax.numberOfAdults`,
    ],
    ['a booking without dates', (b) => withCriteria(b, { travelPeriod: null }), `${CRITERIA}.travelPeriod`],
    [
      'a gift with dates',
      (b) => ({
        ...b,
        items: { ...b.items, shortStayItem: { ...b.items.shortStayItem, gift: { fromName: 'Paul', message: '', format: 'digital' } } },
      }),
      `${CRITERIA}.travelPeriod`,
    ],
    [
      'a check-out before the check-in',
      (b) => withCriteria(b, { travelPeriod: { checkinDate: '2026-12-10', checkoutDate: '2026-12-09' } }),
      `${CRITERIA}.travelPeriod.checkoutDate`,
    ],
    [
      'an impossible date',
      (b) => withCriteria(b, { travelPeriod: { checkinDate: '2026-02-30', checkoutDate: '2026-03-02' } }),
      `${CRITERIA}.travelPeriod.checkinDate`,
    ],
  ])('refuses %s with a 400 naming the field', async (_case, mutate, field) => {
    const { body } = await bookingOrder()
    const res = await postJson(ORDERS, mutate(body))
    expect(res.status).toBe(400)
    expect((await json<ErrorJson>(res)).error).toMatchObject({ code: 'INVALID_INPUT', field })
    expect(await ordersWithKey(body.idempotencyKey)).toHaveLength(0)
  })

  it('refuses a body that is not JSON with a 400', async () => {
    const res = await call(ORDERS, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"locale":' })
    expect(res.status).toBe(400)
  })
})
