import { env } from 'cloudflare:test'
import type { Box } from '../../../shared/api/boxes'
import type { OrderSummary } from '../../../shared/api/order-summary'
import { call, json, postJson } from './app'
import { activityOrder, giftOrder, newKey } from './order-requests'

/** A paid gift: its order and the voucher code its recipient signs in with. */
export interface PaidGift {
  uuid: string
  orderId: number
  code: string
  validUntil: string
}

const buyer = {
  email: 'anna.martin@example.com',
  civility: 'MRS',
  firstName: 'Anna',
  lastName: 'Martin',
  phoneNumber: '+33 6 12 34 56 78',
  addressLine: '12 rue des Lilas',
  postalCode: '75011',
  city: 'Paris',
  country: 'FR',
}

/** Pays an order with the test wallet and reads its voucher back. */
async function payGift(body: object): Promise<PaidGift> {
  const res = await postJson('/gateway/purchase/wallet', {
    ...body,
    pspAuthorization: { paymentIntentId: `pi_test_${crypto.randomUUID()}`, paymentMethod: 'apple_pay' },
  })
  if (res.status !== 200) throw new Error(`the gift should be paid: ${res.status} ${await res.text()}`)
  const { booking } = await json<{ booking: { orderUUID: string } }>(res)
  const summary = await json<OrderSummary>(await call(`/gateway/purchase/orders/${booking.orderUUID}?locale=fr_FR`))
  const row = await env.DB.prepare('SELECT id FROM orders WHERE uuid = ?1').bind(booking.orderUUID).first<{ id: number }>()
  if (!summary.voucher || !row) throw new Error('a paid gift has a voucher')
  return { uuid: booking.orderUUID, orderId: row.id, code: summary.voucher.code, validUntil: summary.voucher.validUntil }
}

/** A paid gift stay (the seed's first bookable stay, one night for two). */
export async function paidGiftStay(): Promise<PaidGift> {
  return payGift(await giftOrder())
}

/** The test seed's first box. */
export async function seededBox(): Promise<Box> {
  const { boxes } = await json<{ boxes: Box[] }>(await call('/gateway/boxes/search?locale=fr_FR'))
  const box = boxes.find((b) => b.offerCount > 0)
  if (!box) throw new Error('the test seed should have a box with stays')
  return box
}

/** A paid gift box. */
export async function paidGiftBox(): Promise<PaidGift & { box: Box }> {
  const box = await seededBox()
  const gift = await payGift({
    locale: 'fr_FR',
    idempotencyKey: newKey(),
    buyer,
    currency: 'EUR',
    expectedAmount: box.price.sellPrice,
    items: {
      insuranceItem: null,
      promotionCodeItem: null,
      boxItem: { code: box.code, format: 'digital', gift: { fromName: 'Paul', message: 'Pour toi' } },
    },
  })
  return { ...gift, box }
}

/** A paid activity voucher, offered. */
export async function paidActivityGift(): Promise<PaidGift> {
  return payGift(await activityOrder())
}

/** A paid gift card of 150 € (or of `amount` cents, whole euros). */
export async function paidGiftcard(amount = 15_000): Promise<PaidGift> {
  return payGift({
    locale: 'fr_FR',
    idempotencyKey: newKey(),
    buyer,
    currency: 'EUR',
    expectedAmount: amount,
    items: { insuranceItem: null, promotionCodeItem: null, giftcardItem: { amount, format: 'digital', gift: null } },
  })
}

/** Moves a voucher's last valid day (to make it expire). */
export async function setValidUntil(orderId: number, day: string): Promise<void> {
  await env.DB.prepare('UPDATE orders SET voucher_valid_until = ?1 WHERE id = ?2').bind(day, orderId).run()
}
