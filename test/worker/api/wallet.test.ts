import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { OrderResponse, WalletPaymentResponse } from '../../../shared/api/purchase'
import { TEST_DECLINED_PREFIX } from '../../../worker/checkout/payment-provider'
import { json, postJson, type ErrorJson } from './app'
import { bookingOrder, giftOrder, newKey, type OrderBody, ordersWithKey } from './order-requests'

const WALLET = '/gateway/purchase/wallet'

type Method = 'apple_pay' | 'google_pay'
const pay = (order: OrderBody, paymentIntentId: string, paymentMethod: Method = 'apple_pay') =>
  postJson(WALLET, { ...order, pspAuthorization: { paymentIntentId, paymentMethod } })

/** Payment rows of an order, oldest first. */
async function paymentsOf(orderUUID: string) {
  const { results } = await env.DB.prepare(
    `SELECT p.psp, p.payment_intent_id, p.payment_method, p.status, p.amount, p.error_code
     FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.uuid = ?1 ORDER BY p.id`,
  )
    .bind(orderUUID)
    .all<Record<string, unknown>>()
  return results
}

const intent = (prefix = 'pi_test') => `${prefix}_${crypto.randomUUID()}`

describe('POST /gateway/purchase/wallet', () => {
  it('pays a booking: the order is PAID, the payment SUCCEEDED, the answer names the booking', async () => {
    const { body, quote } = await bookingOrder()
    const pi = intent()
    const res = await pay(body, pi, 'google_pay')
    expect(res.status).toBe(200)
    const { booking } = await json<WalletPaymentResponse>(res)
    const [order] = await ordersWithKey(body.idempotencyKey)
    expect(order).toMatchObject({ uuid: booking.orderUUID, status: 'PAID', total_amount: quote.amountToPay, voucher_code: null })
    expect(await paymentsOf(booking.orderUUID)).toEqual([
      {
        psp: 'test',
        payment_intent_id: pi,
        payment_method: 'google_pay',
        status: 'SUCCEEDED',
        amount: quote.amountToPay,
        error_code: null,
      },
    ])
  })

  it('pays the order created before by /orders with the same idempotency key', async () => {
    const { body } = await bookingOrder()
    const created = await json<OrderResponse>(await postJson('/gateway/purchase/orders', body))
    const res = await pay(body, intent())
    expect(res.status).toBe(200)
    expect((await json<WalletPaymentResponse>(res)).booking.orderUUID).toBe(created.orderUUID)
    expect(await ordersWithKey(body.idempotencyKey)).toHaveLength(1)
  })

  it('gives a paid gift a voucher code for the beneficiary', async () => {
    const body = await giftOrder()
    const res = await pay(body, intent())
    expect(res.status).toBe(200)
    const [order] = await ordersWithKey(body.idempotencyKey)
    expect(order).toMatchObject({
      status: 'PAID',
      flow: 'gifting',
      voucher_code: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
    })
  })

  it('answers 402 PAYMENT_DECLINED on a declined payment, keeps the order PENDING, and lets another payment succeed', async () => {
    const { body } = await bookingOrder()
    const declined = await pay(body, intent(TEST_DECLINED_PREFIX))
    expect(declined.status).toBe(402)
    expect((await json<ErrorJson>(declined)).error.code).toBe('PAYMENT_DECLINED')
    const [pending] = await ordersWithKey(body.idempotencyKey)
    expect(pending).toMatchObject({ status: 'PENDING' })
    const uuid = String(pending?.uuid)
    expect(await paymentsOf(uuid)).toMatchObject([{ status: 'FAILED', error_code: 'PAYMENT_DECLINED' }])

    const retried = await pay(body, intent())
    expect(retried.status).toBe(200)
    expect((await ordersWithKey(body.idempotencyKey))[0]).toMatchObject({ status: 'PAID' })
    expect((await paymentsOf(uuid)).map((p) => p.status)).toEqual(['FAILED', 'SUCCEEDED'])
  })

  it('answers the same intent sent twice with its first outcome and records one payment', async () => {
    const { body } = await bookingOrder()
    const pi = intent()
    const [a, b] = await Promise.all([pay(body, pi), pay(body, pi)])
    expect([a.status, b.status]).toEqual([200, 200])
    const { booking } = await json<WalletPaymentResponse>(a)
    expect((await json<WalletPaymentResponse>(b)).booking.orderUUID).toBe(booking.orderUUID)
    expect(await paymentsOf(booking.orderUUID)).toHaveLength(1)

    const declinedPi = intent(TEST_DECLINED_PREFIX)
    const other = await bookingOrder()
    expect((await pay(other.body, declinedPi)).status).toBe(402)
    expect((await pay(other.body, declinedPi)).status).toBe(402)
  })

  it('refuses another payment of a paid order with 409 ORDER_ALREADY_PAID', async () => {
    const { body } = await bookingOrder()
    const first = await pay(body, intent())
    expect(first.status).toBe(200)
    const { booking } = await json<WalletPaymentResponse>(first)
    const second = await pay(body, intent())
    expect(second.status).toBe(409)
    expect((await json<ErrorJson>(second)).error.code).toBe('ORDER_ALREADY_PAID')
    expect(await paymentsOf(booking.orderUUID)).toHaveLength(1)
  })

  it('refuses a payment intent already used for another order', async () => {
    const pi = intent()
    expect((await pay((await bookingOrder()).body, pi)).status).toBe(200)
    const res = await pay((await bookingOrder()).body, pi)
    expect(res.status).toBe(409)
    expect((await json<ErrorJson>(res)).error.code).toBe('PAYMENT_INTENT_REUSED')
  })

  it('refuses a price mismatch before any payment', async () => {
    const { body, quote } = await bookingOrder()
    const res = await pay({ ...body, expectedAmount: quote.amountToPay + 1 }, intent())
    expect(res.status).toBe(409)
    expect((await json<ErrorJson>(res)).error).toMatchObject({ code: 'PRICE_CHANGED', amount: quote.amountToPay })
    expect(await ordersWithKey(body.idempotencyKey)).toHaveLength(0)
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['an empty payment intent', { paymentIntentId: '', paymentMethod: 'apple_pay' }, 'pspAuthorization.paymentIntentId'],
    ['a method that is not a wallet', { paymentIntentId: 'pi_1', paymentMethod: 'card' }, 'pspAuthorization.paymentMethod'],
  ])('refuses %s with a 400 naming the field', async (_case, pspAuthorization, field) => {
    const { body } = await bookingOrder(newKey())
    const res = await postJson(WALLET, { ...body, pspAuthorization })
    expect(res.status).toBe(400)
    expect((await json<ErrorJson>(res)).error).toMatchObject({ code: 'INVALID_INPUT', field })
    expect(await ordersWithKey(body.idempotencyKey)).toHaveLength(0)
  })

  it('refuses a body without the authorisation', async () => {
    const { body } = await bookingOrder()
    const res = await postJson(WALLET, body)
    expect(res.status).toBe(400)
    expect((await json<ErrorJson>(res)).error.field).toBe('pspAuthorization')
  })
})
