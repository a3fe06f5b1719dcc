import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { GiftSpace } from '../../../shared/api/beneficiary'
import type { GiftCardApplyResponse } from '../../../shared/api/gift-card'
import type { OrderSummary } from '../../../shared/api/order-summary'
import type { OrderResponse } from '../../../shared/api/purchase'
import { signGiftToken } from '../../../worker/beneficiary/session'
import { call, json, type ErrorJson } from './app'
import { paidGiftcard, paidGiftStay, seededBox, setValidUntil, type PaidGift } from './gift-vouchers'
import { bookingOrder, newKey, type OrderBody } from './order-requests'
import { holdClockInOneRateWindow } from '../rate-window'

let visitors = 0

/** Each call from a visitor of its own (cf-connecting-ip): card look-ups count per visitor and minute. */
function visitor(): string {
  visitors += 1
  return `198.51.100.${visitors % 250}`
}

const post = (path: string, body: unknown, ip = visitor(), cookie?: string) =>
  call(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'cf-connecting-ip': ip, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  })

const apply = (code: string, amountDue: number, purchase = 'booking', ip?: string) =>
  post('/gateway/purchase/gift-cards/apply', { locale: 'fr_FR', code, amountDue, purchase }, ip)

/** The seed's booking with a card paying `amount` of it: the order then expects the rest. */
async function bookingWithCard(card: PaidGift, amount: (total: number) => number): Promise<{ body: OrderBody; total: number }> {
  const { body } = await bookingOrder()
  const total = body.expectedAmount
  const part = amount(total)
  return {
    body: { ...body, expectedAmount: total - part, items: { ...body.items, giftCardPaymentItem: { code: card.code, amount: part } } },
    total,
  }
}

const pay = (body: object, paymentIntentId = `pi_test_${crypto.randomUUID()}`) =>
  post('/gateway/purchase/wallet', { ...body, pspAuthorization: { paymentIntentId, paymentMethod: 'apple_pay' } })

async function spendsOf(card: PaidGift) {
  const { results } = await env.DB.prepare('SELECT order_id, amount FROM gift_card_spends WHERE gift_order_id = ?1 ORDER BY id')
    .bind(card.orderId)
    .all<{ order_id: number; amount: number }>()
  return results
}

async function orderRow(uuid: string) {
  return env.DB.prepare('SELECT id, status, total_amount, gift_order_id, gift_covered_amount, voucher_code FROM orders WHERE uuid = ?1')
    .bind(uuid)
    .first<{
      id: number
      status: string
      total_amount: number
      gift_order_id: number | null
      gift_covered_amount: number
      voucher_code: string | null
    }>()
}

async function balanceOf(card: PaidGift): Promise<number> {
  const row = await env.DB.prepare('SELECT balance FROM gift_card_balances WHERE gift_order_id = ?1')
    .bind(card.orderId)
    .first<{ balance: number }>()
  return row?.balance ?? -1
}

/** The seed booking's price, and a card worth more than it but less than two of it (whole euros). */
async function cardAboveOneBooking(): Promise<{ card: PaidGift; total: number }> {
  const { body } = await bookingOrder()
  const total = body.expectedAmount
  const euros = Math.floor(total / 100) + 20
  if (euros * 100 >= 2 * total || euros > 1000) throw new Error(`the seed booking (${total}) should cost between 40 and 980 €`)
  return { card: await paidGiftcard(euros * 100), total }
}

describe('applying a gift card at the payment step', () => {
  it('answers what the card holds, what it pays of the amount due and what is left to pay, the code read as typed', async () => {
    const card = await paidGiftcard(5_000)
    for (const [due, covered] of [
      [3_000, 3_000],
      [5_000, 5_000],
      [12_345, 5_000],
    ] as const) {
      const res = await apply(card.code.toLowerCase().replace(/-/g, ' '), due)
      expect(res.status).toBe(200)
      expect(res.headers.get('Cache-Control')).toBe('private, no-store')
      expect(await json<GiftCardApplyResponse>(res)).toEqual({
        code: card.code,
        balance: 5_000,
        covered,
        toPay: due - covered,
        validUntil: card.validUntil,
      })
    }
    // Nothing is taken by applying.
    expect(await spendsOf(card)).toEqual([])
  })

  it.each([
    ['a code of no card', 'ZZZZ-ZZZZ-ZZZZ', 404, 'GIFT_CARD_NOT_FOUND'],
    ['a code that cannot be one', '12-34', 400, 'INVALID_INPUT'],
  ])('refuses %s', async (_case, code, status, errorCode) => {
    const res = await apply(code, 10_000)
    expect(res.status).toBe(status)
    const { error } = await json<ErrorJson>(res)
    expect(error.code).toBe(errorCode)
    if (status === 400) expect(error.field).toBe('code')
  })

  it('refuses the code of a gift stay (used on the gift login), a card past its date and one with nothing left', async () => {
    const stay = await paidGiftStay()
    expect((await json<ErrorJson>(await apply(stay.code, 10_000))).error.code).toBe('GIFT_CARD_NOT_FOUND')

    const expired = await paidGiftcard(5_000)
    await setValidUntil(expired.orderId, '2020-01-31')
    const late = await apply(expired.code, 10_000)
    expect(late.status).toBe(422)
    expect((await json<ErrorJson>(late)).error.code).toBe('GIFT_CARD_EXPIRED')

    const spent = await paidGiftcard(2_000)
    const { body } = await bookingWithCard(spent, () => 2_000)
    expect((await pay(body)).status).toBe(200)
    const empty = await apply(spent.code, 10_000)
    expect(empty.status).toBe(409)
    expect((await json<ErrorJson>(empty)).error.code).toBe('GIFT_CARD_USED_UP')
  })

  it('refuses to pay a gift card with a gift card', async () => {
    const card = await paidGiftcard(5_000)
    const res = await apply(card.code, 3_000, 'giftcard')
    expect(res.status).toBe(422)
    expect((await json<ErrorJson>(res)).error.code).toBe('GIFT_CARD_NOT_ACCEPTED')
  })

  it('refuses an amount due of nothing and an unknown purchase, naming the field', async () => {
    const card = await paidGiftcard(5_000)
    for (const [body, field] of [
      [{ locale: 'fr_FR', code: card.code, amountDue: 0, purchase: 'booking' }, 'amountDue'],
      [{ locale: 'fr_FR', code: card.code, amountDue: 100, purchase: 'hotel' }, 'purchase'],
      [{ locale: 'xx_XX', code: card.code, amountDue: 100, purchase: 'booking' }, 'locale'],
    ] as const) {
      const res = await post('/gateway/purchase/gift-cards/apply', body)
      expect(res.status).toBe(400)
      expect((await json<ErrorJson>(res)).error.field).toBe(field)
    }
  })

  it('counts a visitor’s tries like the gift login: the eleventh of the minute is refused', async () => {
    holdClockInOneRateWindow()
    const ip = '203.0.113.77'
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await apply('ZZZZ-ZZZZ-ZZZZ', 1_000, 'booking', ip)).status)
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true)
    const last = await apply('ZZZZ-ZZZZ-ZZZZ', 1_000, 'booking', ip)
    expect(last.status).toBe(429)
    expect(last.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect((await json<ErrorJson>(last)).error.code).toBe('RATE_LIMITED')
  })
})

describe('paying an order with a gift card', () => {
  it('takes part of a booking with the card and the rest with the wallet; the card pays a second booking with what is left; then it is used up', async () => {
    const { card, total } = await cardAboveOneBooking()
    const value = (Math.floor(total / 100) + 20) * 100
    // First booking: the card covers all of it, confirmed without any payment.
    const first = await bookingWithCard(card, (t) => t)
    expect(first.body.expectedAmount).toBe(0)
    const placed = await post('/gateway/purchase/orders', first.body)
    expect(placed.status).toBe(201)
    const firstOrder = await json<OrderResponse>(placed)
    expect(firstOrder).toMatchObject({ status: 'PAID', amount: 0 })
    expect(await orderRow(firstOrder.orderUUID)).toMatchObject({
      status: 'PAID',
      total_amount: 0,
      gift_order_id: card.orderId,
      gift_covered_amount: total,
    })
    expect(await balanceOf(card)).toBe(value - total)
    // The wallet call of the same order answers it, with nothing charged.
    const walletAgain = await pay(first.body)
    expect(walletAgain.status).toBe(200)
    expect((await json<{ booking: { orderUUID: string } }>(walletAgain)).booking.orderUUID).toBe(firstOrder.orderUUID)
    const { n } = (await env.DB.prepare('SELECT count(*) AS n FROM payments WHERE order_id = ?1')
      .bind((await orderRow(firstOrder.orderUUID))?.id ?? 0)
      .first<{ n: number }>()) ?? { n: -1 }
    expect(n).toBe(0)

    // Second booking: what is left, less than the booking, the wallet pays the rest.
    const left = value - total
    expect(left).toBeGreaterThan(0)
    expect(left).toBeLessThan(total)
    const answer = await json<GiftCardApplyResponse>(await apply(card.code, total))
    expect(answer).toMatchObject({ balance: left, covered: left, toPay: total - left })
    const second = await bookingWithCard(card, () => left)
    const pending = await json<OrderResponse>(await post('/gateway/purchase/orders', second.body))
    expect(pending).toMatchObject({ status: 'PENDING', amount: total - left })
    // Placing takes nothing: the card's part is taken when the payment succeeds.
    expect(await balanceOf(card)).toBe(left)
    const paid = await pay(second.body)
    expect(paid.status).toBe(200)
    expect(await orderRow(pending.orderUUID)).toMatchObject({ status: 'PAID', total_amount: total - left, gift_covered_amount: left })
    expect((await spendsOf(card)).map((s) => s.amount)).toEqual([total, left])
    expect(await balanceOf(card)).toBe(0)

    // The confirmation shows the card's part, its code hidden but its last four symbols.
    const summary = await json<OrderSummary>(await call(`/gateway/purchase/orders/${pending.orderUUID}`))
    expect(summary).toMatchObject({
      status: 'PAID',
      totalAmount: total - left,
      giftUse: null,
      giftCard: { maskedCode: `••••-••••-${card.code.slice(-4)}`, amount: left },
    })
    expect(JSON.stringify(summary)).not.toContain(card.code)

    // The recipient's page: the card used up, its two uses.
    const cookie = `ww_gift=${await signGiftToken(env, card.orderId, Math.floor(Date.now() / 1000) + 600)}`
    const space = await json<GiftSpace>(await call('/gateway/beneficiary/gift?locale=fr_FR', { headers: { cookie } }))
    expect(space.status).toBe('used')
    expect(space.card?.balance).toBe(0)
    expect(space.card?.uses.map((u) => [u.what, u.amount])).toEqual([
      ['booking', total],
      ['booking', left],
    ])
    expect(space.card?.uses[0]?.label).not.toBe('')
    expect((await json<ErrorJson>(await apply(card.code, total))).error.code).toBe('GIFT_CARD_USED_UP')
  })

  it('refuses an order showing another part than the card pays now, with the part it pays', async () => {
    const card = await paidGiftcard(2_000)
    const { body } = await bookingWithCard(card, () => 1_500)
    const res = await post('/gateway/purchase/orders', body)
    expect(res.status).toBe(409)
    const { error } = await json<ErrorJson & { error: { amount?: number } }>(res)
    expect(error).toMatchObject({ code: 'GIFT_CARD_BALANCE_CHANGED', amount: 2_000 })
  })

  it('refuses a gift card paid with a gift card', async () => {
    const card = await paidGiftcard(5_000)
    const order = {
      locale: 'fr_FR',
      idempotencyKey: newKey(),
      buyer: (await bookingOrder()).body.buyer,
      currency: 'EUR',
      expectedAmount: 0,
      items: {
        insuranceItem: null,
        promotionCodeItem: null,
        giftcardItem: { amount: 5_000, format: 'digital', gift: null },
        giftCardPaymentItem: { code: card.code, amount: 5_000 },
      },
    }
    const res = await post('/gateway/purchase/orders', order)
    expect(res.status).toBe(422)
    expect((await json<ErrorJson>(res)).error.code).toBe('GIFT_CARD_NOT_ACCEPTED')
    expect(await spendsOf(card)).toEqual([])
  })

  it('refuses a malformed card code in an order, naming the field', async () => {
    const card = await paidGiftcard(2_000)
    const { body } = await bookingWithCard(card, () => 2_000)
    const res = await post('/gateway/purchase/orders', {
      ...body,
      items: { ...body.items, giftCardPaymentItem: { code: 'nope', amount: 2_000 } },
    })
    expect(res.status).toBe(400)
    expect((await json<ErrorJson>(res)).error.field).toBe('items.giftCardPaymentItem.code')
  })

  it('lets two payments racing for one card take no more than its balance: the late one is refused and its order stays unpaid', async () => {
    const card = await paidGiftcard(2_000)
    const a = await bookingWithCard(card, () => 2_000)
    const b = await bookingWithCard(card, () => 2_000)
    // Both are placed while the card still holds 20 €: placing takes nothing.
    const [placedA, placedB] = await Promise.all([post('/gateway/purchase/orders', a.body), post('/gateway/purchase/orders', b.body)])
    expect([placedA.status, placedB.status]).toEqual([201, 201])
    const results = await Promise.all([pay(a.body), pay(b.body)])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    const refused = results.find((r) => r.status === 409)
    expect((await json<ErrorJson>(refused ?? new Response('{}'))).error.code).toBe('GIFT_CARD_BALANCE_CHANGED')
    expect(await spendsOf(card)).toHaveLength(1)
    expect(await balanceOf(card)).toBe(0)
    const statuses = [
      (await orderRow((await json<OrderResponse>(placedA)).orderUUID))?.status,
      (await orderRow((await json<OrderResponse>(placedB)).orderUUID))?.status,
    ]
    expect(statuses.sort()).toEqual(['PAID', 'PENDING'])
  })

  it('lets two orders the card covers in full, confirmed at once, take no more than its balance', async () => {
    const { card, total } = await cardAboveOneBooking()
    const a = await bookingWithCard(card, (t) => t)
    const b = await bookingWithCard(card, (t) => t)
    const results = await Promise.all([post('/gateway/purchase/orders', a.body), post('/gateway/purchase/orders', b.body)])
    expect(results.map((r) => r.status).sort()).toEqual([201, 409])
    const refused = results.find((r) => r.status === 409)
    expect((await json<ErrorJson>(refused ?? new Response('{}'))).error.code).toBe('GIFT_CARD_BALANCE_CHANGED')
    expect((await spendsOf(card)).map((s) => s.amount)).toEqual([total])
  })

  it('answers the same intent sent twice with the same outcome: one payment, one use', async () => {
    const card = await paidGiftcard(2_000)
    const { body } = await bookingWithCard(card, () => 2_000)
    const intent = `pi_test_${crypto.randomUUID()}`
    const first = await pay(body, intent)
    const second = await pay(body, intent)
    expect([first.status, second.status]).toEqual([200, 200])
    const uuid = (await json<{ booking: { orderUUID: string } }>(first)).booking.orderUUID
    expect((await json<{ booking: { orderUUID: string } }>(second)).booking.orderUUID).toBe(uuid)
    expect(await spendsOf(card)).toHaveLength(1)
    const { n } = (await env.DB.prepare('SELECT count(*) AS n FROM payments WHERE payment_intent_id = ?1')
      .bind(intent)
      .first<{ n: number }>()) ?? {
      n: -1,
    }
    expect(n).toBe(1)
    // The same order sent again is the same order, already paid.
    const again = await post('/gateway/purchase/orders', body)
    expect(again.status).toBe(200)
    expect(await json<OrderResponse>(again)).toMatchObject({ orderUUID: uuid, status: 'PAID' })
  })

  it('leaves the card as it was when the wallet declines, and refuses it once past its date', async () => {
    const card = await paidGiftcard(2_000)
    const { body } = await bookingWithCard(card, () => 2_000)
    const declined = await pay(body, `pi_declined_${crypto.randomUUID()}`)
    expect(declined.status).toBe(402)
    expect(await balanceOf(card)).toBe(2_000)
    // Placed (PENDING), then the card's date passes before the payment.
    await setValidUntil(card.orderId, '2020-01-31')
    const late = await pay(body)
    expect(late.status).toBe(422)
    expect((await json<ErrorJson>(late)).error.code).toBe('GIFT_CARD_EXPIRED')
    expect(await spendsOf(card)).toEqual([])
  })

  it('gives a gift box the card pays in full its voucher, as a payment would', async () => {
    const box = await seededBox()
    const card = await paidGiftcard(Math.min(100_000, Math.ceil(box.price.sellPrice / 100) * 100 + 1_000))
    const order = {
      locale: 'fr_FR',
      idempotencyKey: newKey(),
      buyer: (await bookingOrder()).body.buyer,
      currency: 'EUR',
      expectedAmount: 0,
      items: {
        insuranceItem: null,
        promotionCodeItem: null,
        boxItem: { code: box.code, format: 'digital', gift: null },
        giftCardPaymentItem: { code: card.code, amount: box.price.sellPrice },
      },
    }
    const res = await post('/gateway/purchase/orders', order)
    expect(res.status).toBe(201)
    const placed = await json<OrderResponse>(res)
    expect(placed.status).toBe('PAID')
    const summary = await json<OrderSummary>(await call(`/gateway/purchase/orders/${placed.orderUUID}`))
    expect(summary.voucher?.code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/)
    expect(summary.giftCard?.amount).toBe(box.price.sellPrice)
  })
})
