import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { BeneficiaryOrderRequest, GiftSpace } from '../../../shared/api/beneficiary'
import type { OrderSummary } from '../../../shared/api/order-summary'
import type { QuoteResponse } from '../../../shared/api/product'
import type { OrderResponse } from '../../../shared/api/purchase'
import { signGiftToken } from '../../../worker/beneficiary/session'
import { recordPayment } from '../../../worker/data/payments'
import { call, json, seedFacts, type ErrorJson } from './app'
import { paidActivityGift, paidGiftBox, paidGiftcard, paidGiftStay, setValidUntil, type PaidGift } from './gift-vouchers'
import { newKey } from './order-requests'

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** The cookie of a visitor signed in with a gift (as the gift login sets it). */
async function signedIn(gift: Pick<PaidGift, 'orderId'>): Promise<string> {
  return `ww_gift=${await signGiftToken(env, gift.orderId, Math.floor(Date.now() / 1000) + 600)}`
}

const post = (path: string, body: unknown, cookie?: string) =>
  call(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) })

/** What the gift is worth: the giver paid it (cents). */
async function giftValueOf(gift: PaidGift): Promise<number> {
  const row = await env.DB.prepare('SELECT total_amount FROM orders WHERE id = ?1').bind(gift.orderId).first<{ total_amount: number }>()
  return row?.total_amount ?? 0
}

/** Makes the gift worth another amount (to have a stay cost more, or less, than it). */
async function setGiftValue(gift: PaidGift, cents: number): Promise<void> {
  await env.DB.prepare('UPDATE orders SET total_amount = ?1 WHERE id = ?2').bind(cents, gift.orderId).run()
}

/** The quote of the booking as the recipient's page asks for it (price type BENEFICIARY). */
async function beneficiaryQuote(offerId: number, checkin: string, nights: number, giftValue: number): Promise<QuoteResponse> {
  return json<QuoteResponse>(
    await call(
      `/api/product/${offerId}/quote?locale=fr_FR&checkin=${checkin}&nights=${nights}&adult=2&priceType=BENEFICIARY&giftPrice=${giftValue}`,
    ),
  )
}

const buyer: BeneficiaryOrderRequest['buyer'] = {
  email: 'lea.dubois@example.com',
  civility: 'MRS',
  firstName: 'Léa',
  lastName: 'Dubois',
  phoneNumber: '+33 6 11 22 33 44',
  addressLine: '',
  postalCode: '',
  city: '',
  country: 'FR',
}

/** A booking of the gift stay on the seed's bookable night, at the amount its quote shows, its activities on their first day. */
async function booking(
  gift: PaidGift,
  change: Partial<BeneficiaryOrderRequest> = {},
): Promise<{ body: BeneficiaryOrderRequest; quote: QuoteResponse }> {
  const f = await seedFacts()
  const offerId = change.offerId ?? f.stayId
  const checkin = change.travelPeriod?.checkinDate ?? f.checkin
  const nights = change.travelPeriod ? Math.round((Date.parse(change.travelPeriod.checkoutDate) - Date.parse(checkin)) / 86_400_000) : 1
  const quote = await beneficiaryQuote(offerId, checkin, nights, await giftValueOf(gift))
  const body: BeneficiaryOrderRequest = {
    locale: 'fr_FR',
    idempotencyKey: newKey(),
    buyer,
    currency: 'EUR',
    expectedAmount: quote.amountToPay,
    offerId,
    travelPeriod: { checkinDate: checkin, checkoutDate: addDays(checkin, nights) },
    activityDaySelections: quote.activityDates.map((a) => ({ activityId: a.activityId, date: a.dates[0] ?? checkin })),
    ...change,
  }
  return { body, quote }
}

const pay = (body: BeneficiaryOrderRequest, cookie: string, prefix = 'pi_test') =>
  post(
    '/gateway/beneficiary/wallet',
    { ...body, pspAuthorization: { paymentIntentId: `${prefix}_${crypto.randomUUID()}`, paymentMethod: 'apple_pay' } },
    cookie,
  )

async function orderRow(uuid: string) {
  return env.DB.prepare(
    'SELECT id, status, flow, total_amount, gift_order_id, gift_covered_amount, local_tax_amount, checkin_date FROM orders WHERE uuid = ?1',
  )
    .bind(uuid)
    .first<Record<string, unknown>>()
}

async function redemptionsOf(gift: PaidGift) {
  const { results } = await env.DB.prepare('SELECT order_id FROM voucher_redemptions WHERE gift_order_id = ?1')
    .bind(gift.orderId)
    .all<{ order_id: number }>()
  return results
}

describe('the quote for a gift’s recipient (price type BENEFICIARY)', () => {
  it('prices the stay, the part the gift pays and what is left to pay, the local tax on top when charged at booking', async () => {
    const f = await seedFacts()
    const plain = await json<QuoteResponse>(await call(`/api/product/${f.stayId}/quote?locale=fr_FR&checkin=${f.checkin}&nights=1&adult=2`))
    const stay = plain.priceInfo?.sellPrice ?? 0
    const taxNow = plain.localTaxToBePaidAtHotel ? 0 : plain.localTaxTotalAmount
    for (const giftValue of [0, stay - 1_000, stay, stay + 5_000]) {
      const quote = await beneficiaryQuote(f.stayId, f.checkin, 1, giftValue)
      expect(quote.priceInfo).toMatchObject({ sellPrice: stay, priceType: 'BENEFICIARY' })
      expect(quote.giftCoveredAmount).toBe(Math.min(stay, giftValue))
      expect(quote.amountToPay).toBe(Math.max(0, stay - giftValue) + taxNow)
    }
    expect(plain.giftCoveredAmount).toBe(0)
    expect(plain.priceInfo?.priceType).toBe('FINAL_PRICE')
  })

  it('books a stay sold only as a gift for its recipient, and for nobody else', async () => {
    const row = await env.DB.prepare(
      `SELECT av.stay_id, av.day FROM availability av JOIN stays s ON s.id = av.stay_id JOIN hotels h ON h.id = s.hotel_id
       WHERE s.item_category = 'single_voucher' AND s.published = 1 AND h.active = 1 AND s.min_nights = 1 AND s.max_adults >= 2
         AND av.min_los = 1 AND av.rooms_left > 0 AND av.day >= ?1 + 3 ORDER BY av.day LIMIT 1`,
    )
      .bind(Math.round(Date.now() / 86_400_000))
      .first<{ stay_id: number; day: number }>()
    if (!row) throw new Error('the test seed should have a stay sold only as a gift, bookable for two')
    const day = new Date(row.day * 86_400_000).toISOString().slice(0, 10)
    const base = `/api/product/${row.stay_id}/quote?locale=fr_FR&checkin=${day}&nights=1&adult=2`
    expect((await json<QuoteResponse>(await call(base))).errors.map((e) => e.code)).toEqual(['OFFER_NOT_BOOKABLE'])
    expect((await json<QuoteResponse>(await call(`${base}&priceType=BENEFICIARY&giftPrice=0`))).bookable).toBe(true)
  })

  it('refuses an unknown price type naming it', async () => {
    const f = await seedFacts()
    const res = await call(`/api/product/${f.stayId}/quote?locale=fr_FR&checkin=${f.checkin}&nights=1&adult=2&priceType=GIFT`)
    expect(res.status).toBe(400)
    expect((await json<ErrorJson>(res)).error.field).toBe('priceType')
  })
})

describe('booking a stay with a gift', () => {
  it('answers 401 to a visitor not signed in with a gift', async () => {
    const gift = await paidGiftStay()
    const { body } = await booking(gift)
    for (const cookie of [undefined, 'ww_gift=v1.1.1.abc']) {
      const res = await post('/gateway/beneficiary/orders', body, cookie)
      expect(res.status).toBe(401)
      expect((await json<ErrorJson>(res)).error.code).toBe('UNAUTHORIZED')
    }
    expect((await call('/gateway/beneficiary/gift')).status).toBe(401)
  })

  it.each([
    [
      'a check-out before the check-in',
      { travelPeriod: { checkinDate: '2027-03-10', checkoutDate: '2027-03-09' } },
      'travelPeriod.checkoutDate',
    ],
    ['an e-mail address that is none', { buyer: { ...buyer, email: 'lea@' } }, 'buyer.email'],
    ['no offer', { offerId: 0 }, 'offerId'],
    ['a negative amount', { expectedAmount: -1 }, 'expectedAmount'],
  ])('refuses %s with a 400 naming the field', async (_case, change, field) => {
    const gift = await paidGiftStay()
    const { body } = await booking(gift)
    const res = await post('/gateway/beneficiary/orders', { ...body, ...change }, await signedIn(gift))
    expect(res.status).toBe(400)
    const { error } = await json<ErrorJson>(res)
    expect(error.code).toBe('INVALID_INPUT')
    expect(error.field).toBe(field)
  })

  it('confirms at once, without payment, a stay the gift covers: the order records the gift, the voucher is used', async () => {
    const gift = await paidGiftStay()
    await setGiftValue(gift, 1_000_000)
    const cookie = await signedIn(gift)
    const { body, quote } = await booking(gift)
    const taxNow = quote.localTaxToBePaidAtHotel ? 0 : quote.localTaxTotalAmount
    expect(body.expectedAmount).toBe(taxNow)
    // The seed's stay has its local tax paid at the hotel: nothing is left to pay.
    expect(taxNow).toBe(0)
    const res = await post('/gateway/beneficiary/orders', body, cookie)
    expect(res.status).toBe(201)
    const placed = await json<OrderResponse>(res)
    expect(placed).toMatchObject({ status: 'PAID', amount: 0 })
    expect(await orderRow(placed.orderUUID)).toMatchObject({
      status: 'PAID',
      flow: 'booking',
      total_amount: 0,
      gift_order_id: gift.orderId,
      gift_covered_amount: quote.priceInfo?.sellPrice,
      checkin_date: body.travelPeriod.checkinDate,
    })
    expect(await redemptionsOf(gift)).toHaveLength(1)
    const summary = await json<OrderSummary>(await call(`/gateway/purchase/orders/${placed.orderUUID}`))
    expect(summary).toMatchObject({ status: 'PAID', totalAmount: 0, giftUse: { covered: quote.priceInfo?.sellPrice }, voucher: null })
    const space = await json<GiftSpace>(await call('/gateway/beneficiary/gift?locale=fr_FR', { headers: { cookie } }))
    expect(space).toMatchObject({ status: 'used', booking: { orderUUID: placed.orderUUID, checkinDate: body.travelPeriod.checkinDate } })
    // The same booking sent again (a double click, a lost answer) is the same order.
    const again = await post('/gateway/beneficiary/orders', body, cookie)
    expect(again.status).toBe(200)
    expect((await json<OrderResponse>(again)).orderUUID).toBe(placed.orderUUID)
  })

  it('has the recipient pay, with the wallet, only what the gift does not cover, and uses the voucher with the payment', async () => {
    const gift = await paidGiftStay()
    await setGiftValue(gift, 1_000)
    const cookie = await signedIn(gift)
    const { body, quote } = await booking(gift)
    const stay = quote.priceInfo?.sellPrice ?? 0
    const taxNow = quote.localTaxToBePaidAtHotel ? 0 : quote.localTaxTotalAmount
    expect(body.expectedAmount).toBe(stay - 1_000 + taxNow)
    const placed = await json<OrderResponse>(await post('/gateway/beneficiary/orders', body, cookie))
    expect(placed).toMatchObject({ status: 'PENDING', amount: stay - 1_000 + taxNow })
    // Placed but not paid: the voucher is still free.
    expect(await redemptionsOf(gift)).toHaveLength(0)

    const declined = await pay(body, cookie, 'pi_declined')
    expect(declined.status).toBe(402)
    expect(await redemptionsOf(gift)).toHaveLength(0)

    const paid = await pay(body, cookie)
    expect(paid.status).toBe(200)
    expect(await orderRow(placed.orderUUID)).toMatchObject({
      status: 'PAID',
      total_amount: stay - 1_000 + taxNow,
      gift_covered_amount: 1_000,
    })
    expect((await redemptionsOf(gift)).map((r) => r.order_id)).toEqual([(await orderRow(placed.orderUUID))?.id])
  })

  it('claims the voucher only for an intent of this booking: one recorded for another order takes nothing', async () => {
    const gift = await paidGiftStay()
    await setGiftValue(gift, 1_000)
    const cookie = await signedIn(gift)
    const { body } = await booking(gift)
    const placed = await json<OrderResponse>(await post('/gateway/beneficiary/orders', body, cookie))
    const order = await orderRow(placed.orderUUID)
    // The giver's own payment of the gift: its intent belongs to the gift's order.
    const other = await env.DB.prepare('SELECT psp, payment_intent_id FROM payments WHERE order_id = ?1')
      .bind(gift.orderId)
      .first<{ psp: string; payment_intent_id: string }>()
    expect(other).not.toBeNull()
    // Recorded as a race past the intent's lookup would: the intent is another order's.
    const payment = await recordPayment(env.DB, {
      orderId: order?.id as number,
      psp: other!.psp,
      paymentIntentId: other!.payment_intent_id,
      paymentMethod: 'apple_pay',
      amount: placed.amount,
      authorized: true,
      errorCode: null,
      voucherCode: null,
      voucherValidUntil: null,
      giftOrderId: gift.orderId,
      now: new Date().toISOString(),
    })
    expect(payment.orderId).toBe(gift.orderId)
    expect(await redemptionsOf(gift)).toHaveLength(0)
    expect(await orderRow(placed.orderUUID)).toMatchObject({ status: 'PENDING' })
    // Its own payment then gets the voucher.
    expect((await pay(body, cookie)).status).toBe(200)
    expect((await redemptionsOf(gift)).map((r) => r.order_id)).toEqual([order?.id])
  })

  it('lets one booking use a voucher, even sent from two tabs at once: covered in full', async () => {
    const gift = await paidGiftStay()
    await setGiftValue(gift, 1_000_000)
    const cookie = await signedIn(gift)
    const first = (await booking(gift)).body
    expect(first.expectedAmount).toBe(0)
    const second = { ...first, idempotencyKey: newKey(), buyer: { ...buyer, firstName: 'Marc' } }
    const answers = await Promise.all([
      post('/gateway/beneficiary/orders', first, cookie),
      post('/gateway/beneficiary/orders', second, cookie),
    ])
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409])
    const refused = answers.find((r) => r.status === 409)
    expect((await json<ErrorJson>(refused ?? new Response('{}'))).error.code).toBe('VOUCHER_ALREADY_USED')
    expect(await redemptionsOf(gift)).toHaveLength(1)
    const { results } = await env.DB.prepare("SELECT status FROM orders WHERE gift_order_id = ?1 AND status = 'PAID'")
      .bind(gift.orderId)
      .all()
    expect(results).toHaveLength(1)
    // And afterwards, from any tab.
    const later = await post('/gateway/beneficiary/orders', { ...first, idempotencyKey: newKey() }, cookie)
    expect(later.status).toBe(409)
    expect((await json<ErrorJson>(later)).error.code).toBe('VOUCHER_ALREADY_USED')
  })

  it('lets one booking use a voucher, even paid from two tabs at once: with something to pay', async () => {
    const gift = await paidGiftStay()
    await setGiftValue(gift, 1_000)
    const cookie = await signedIn(gift)
    const first = (await booking(gift)).body
    const second = { ...first, idempotencyKey: newKey(), buyer: { ...buyer, firstName: 'Marc' } }
    // Both placed before either is paid: each tab has its order.
    expect((await post('/gateway/beneficiary/orders', first, cookie)).status).toBe(201)
    expect((await post('/gateway/beneficiary/orders', second, cookie)).status).toBe(201)
    const answers = await Promise.all([pay(first, cookie), pay(second, cookie)])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    const refused = answers.find((r) => r.status === 409)
    expect((await json<ErrorJson>(refused ?? new Response('{}'))).error.code).toBe('VOUCHER_ALREADY_USED')
    expect(await redemptionsOf(gift)).toHaveLength(1)
    const { results } = await env.DB.prepare("SELECT status FROM orders WHERE gift_order_id = ?1 AND status = 'PAID'")
      .bind(gift.orderId)
      .all()
    expect(results).toHaveLength(1)
  })

  it('refuses an expired gift, and an arrival after its last valid day', async () => {
    const gift = await paidGiftStay()
    const cookie = await signedIn(gift)
    const { body } = await booking(gift)
    await setValidUntil(gift.orderId, addDays(body.travelPeriod.checkinDate, -1))
    // Valid until the day before the arrival: past today, so expired, or the arrival comes after it.
    const res = await post('/gateway/beneficiary/orders', body, cookie)
    expect(res.status).toBe(422)
    expect(['VOUCHER_EXPIRED', 'DATES_AFTER_VALIDITY']).toContain((await json<ErrorJson>(res)).error.code)

    await setValidUntil(gift.orderId, '2020-01-01')
    const expired = await post('/gateway/beneficiary/orders', { ...body, idempotencyKey: newKey() }, cookie)
    expect(expired.status).toBe(422)
    expect((await json<ErrorJson>(expired)).error.code).toBe('VOUCHER_EXPIRED')

    const f = await seedFacts()
    await setValidUntil(gift.orderId, f.today)
    const later = await post('/gateway/beneficiary/orders', { ...body, idempotencyKey: newKey() }, cookie)
    expect(later.status).toBe(422)
    expect((await json<ErrorJson>(later)).error.code).toBe('DATES_AFTER_VALIDITY')
  })

  it('refuses another stay than the gift’s, fewer nights than it gives, and an amount that is not the price', async () => {
    const gift = await paidGiftStay()
    const cookie = await signedIn(gift)
    const { body, quote } = await booking(gift)
    const other = await env.DB.prepare("SELECT id FROM stays WHERE id <> ?1 AND published = 1 AND item_category = 'weekend' LIMIT 1")
      .bind(body.offerId)
      .first<{ id: number }>()
    const elsewhere = await post('/gateway/beneficiary/orders', { ...body, offerId: other?.id }, cookie)
    expect(elsewhere.status).toBe(422)
    expect((await json<ErrorJson>(elsewhere)).error.code).toBe('OFFER_NOT_IN_GIFT')

    const changed = await post('/gateway/beneficiary/orders', { ...body, expectedAmount: body.expectedAmount + 100 }, cookie)
    expect(changed.status).toBe(409)
    expect(await json<ErrorJson & { error: { amount: number } }>(changed)).toMatchObject({
      error: { code: 'PRICE_CHANGED', amount: quote.amountToPay },
    })

    // A gift of two nights is not one night.
    await env.DB.prepare("UPDATE orders SET payload = json_set(payload, '$.items.shortStayItem.gift.nights', 2) WHERE id = ?1")
      .bind(gift.orderId)
      .run()
    const short = await post('/gateway/beneficiary/orders', { ...body, idempotencyKey: newKey() }, cookie)
    expect(short.status).toBe(422)
    expect((await json<ErrorJson>(short)).error.code).toBe('NIGHTS_BELOW_GIFT')
  })

  it('asks for a day for each activity of the stay', async () => {
    const gift = await paidGiftStay()
    const { body } = await booking(gift)
    // The seed's stay has an activity.
    expect(body.activityDaySelections.length).toBeGreaterThan(0)
    const res = await post('/gateway/beneficiary/orders', { ...body, activityDaySelections: [] }, await signedIn(gift))
    expect(res.status).toBe(422)
    expect((await json<ErrorJson>(res)).error.code).toBe('INVALID_ACTIVITY_DATES')
  })

  it('books one of a box’s stays with the box, and no stay outside it', async () => {
    const gift = await paidGiftBox()
    const cookie = await signedIn(gift)
    const offers = await json<{ exactMatch: { id: number }[] }>(await call(`/gateway/box-offers/${gift.box.code}?locale=fr_FR&limit=100`))
    const inBox = new Set(offers.exactMatch.map((o) => o.id))
    // A night of one of the box's stays bookable for two.
    const row = await env.DB.prepare(
      `SELECT av.stay_id, av.day FROM availability av JOIN stays s ON s.id = av.stay_id
       WHERE av.stay_id IN (SELECT value FROM json_each(?1)) AND av.day >= ?2 + 3 AND av.rooms_left > 0 AND av.min_los <= ?3
         AND s.min_nights <= ?3 AND s.max_nights >= ?3 ORDER BY av.day, av.stay_id LIMIT 1`,
    )
      .bind(JSON.stringify([...inBox]), Math.round(Date.now() / 86_400_000), gift.box.nights)
      .first<{ stay_id: number; day: number }>()
    expect(row).not.toBeNull()
    const checkin = new Date((row?.day ?? 0) * 86_400_000).toISOString().slice(0, 10)
    const period = { checkinDate: checkin, checkoutDate: addDays(checkin, gift.box.nights) }
    const quote = await beneficiaryQuote(row?.stay_id ?? 0, checkin, gift.box.nights, gift.box.value)
    const { body } = await booking(gift, { offerId: row?.stay_id ?? 0, travelPeriod: period, expectedAmount: quote.amountToPay })
    // Asked first: a booking that the box covers in full uses the gift up at once.
    const outside = await env.DB.prepare(`SELECT id FROM stays WHERE published = 1 AND id NOT IN (SELECT value FROM json_each(?1)) LIMIT 1`)
      .bind(JSON.stringify([...inBox]))
      .first<{ id: number }>()
    const refused = await post('/gateway/beneficiary/orders', { ...body, idempotencyKey: newKey(), offerId: outside?.id }, cookie)
    expect(refused.status).toBe(422)
    expect((await json<ErrorJson>(refused)).error.code).toBe('OFFER_NOT_IN_GIFT')

    const placed = await post('/gateway/beneficiary/orders', { ...body, expectedAmount: quote.amountToPay }, cookie)
    expect(placed.status).toBe(201)
  })

  it('books no dates with an activity voucher or a gift card', async () => {
    for (const gift of [await paidActivityGift(), await paidGiftcard()]) {
      const stayGift = await paidGiftStay()
      const { body } = await booking(stayGift)
      const res = await post('/gateway/beneficiary/orders', body, await signedIn(gift))
      expect(res.status).toBe(422)
      expect((await json<ErrorJson>(res)).error.code).toBe('GIFT_NOT_BOOKABLE')
    }
  })
})
