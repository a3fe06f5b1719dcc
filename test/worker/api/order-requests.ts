import { env } from 'cloudflare:test'
import type * as v from 'valibot'
import type { QuoteResponse } from '../../../shared/api/product'
import type { ActivityDetail } from '../../../shared/api/activity-only'
import type { ActivityItemSchema, OrderRequestSchema, ShortStayItemSchema } from '../../../shared/api/purchase'
import type { StayDetail } from '../../../shared/api/stay-detail'
import { call, json, seedFacts } from './app'

type AnyOrderBody = v.InferInput<typeof OrderRequestSchema>
type Items = AnyOrderBody['items']

/** An order of a stay (a booking or a gift stay). */
export type OrderBody = Omit<AnyOrderBody, 'items'> & {
  items: Omit<Items, 'shortStayItem' | 'activityItem'> & { shortStayItem: v.InferInput<typeof ShortStayItemSchema> }
}

/** An order of an activity-only product. */
export type ActivityOrderBody = Omit<AnyOrderBody, 'items'> & {
  items: Omit<Items, 'shortStayItem' | 'activityItem'> & { activityItem: v.InferInput<typeof ActivityItemSchema> }
}

/** A fresh idempotency key: every test places its own orders. */
export const newKey = () => `test-${crypto.randomUUID()}`

type ReservationCriteria = OrderBody['items']['shortStayItem']['reservationCriteria']

/** The order with some of its reservation criteria changed. */
export function withCriteria(body: OrderBody, change: Partial<ReservationCriteria>): OrderBody {
  const item = body.items.shortStayItem
  return { ...body, items: { ...body.items, shortStayItem: { ...item, reservationCriteria: { ...item.reservationCriteria, ...change } } } }
}

const buyer: OrderBody['buyer'] = {
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

/** A one-night booking of the seed's first bookable stay for 2 adults, at the amount its quote shows. */
export async function bookingOrder(idempotencyKey = newKey()): Promise<{ body: OrderBody; quote: QuoteResponse }> {
  const f = await seedFacts()
  const res = await call(`/api/product/${f.stayId}/quote?locale=fr_FR&checkin=${f.checkin}&nights=1&adult=2`)
  const quote = await json<QuoteResponse>(res)
  if (!quote.bookable) throw new Error('the seed stay should be bookable')
  const body: OrderBody = {
    locale: 'fr_FR',
    idempotencyKey,
    buyer,
    currency: 'EUR',
    expectedAmount: quote.amountToPay,
    items: {
      insuranceItem: null,
      promotionCodeItem: null,
      shortStayItem: {
        gift: null,
        reservationCriteria: {
          offerId: f.stayId,
          activityDaySelections: quote.activityDates.map((a) => ({ activityId: a.activityId, date: a.dates[0] ?? f.checkin })),
          pax: { numberOfAdults: 2, numberOfChildren: 0, numberOfBabies: 0 },
          travelPeriod: { checkinDate: quote.reservationCriteria.checkin, checkoutDate: quote.reservationCriteria.checkout },
          minisiteId: null,
        },
      },
    },
  }
  return { body, quote }
}

/** A gift voucher of the same stay at the price the gifting flow shows. */
export async function giftOrder(idempotencyKey = newKey()): Promise<OrderBody> {
  const f = await seedFacts()
  const detail = await json<StayDetail>(await call(`/api/weekend/${f.stayId}/detail.json?locale=fr_FR&gift=true`))
  if (detail.price?.priceType !== 'GIFT') throw new Error('the seed stay should have a gift price')
  const { body } = await bookingOrder(idempotencyKey)
  const criteria = body.items.shortStayItem.reservationCriteria
  return {
    ...body,
    expectedAmount: detail.price.sellPrice,
    items: {
      ...body.items,
      shortStayItem: {
        gift: { fromName: 'Paul', message: 'Happy birthday!', format: 'digital' },
        reservationCriteria: { ...criteria, activityDaySelections: [], travelPeriod: null },
      },
    },
  }
}

/** A published activity-only product of the test seed with prices for more than one number of participants. */
export async function publishedActivity(): Promise<ActivityDetail> {
  const row = await env.DB.prepare(
    `SELECT a.id FROM activity_only_products a WHERE a.published = 1 AND (a.expiration_date IS NULL OR a.expiration_date >= ?1)
      AND (SELECT COUNT(*) FROM activity_only_prices p WHERE p.product_id = a.id) > 1 ORDER BY a.id LIMIT 1`,
  )
    .bind(new Date().toISOString().slice(0, 10))
    .first<{ id: number }>()
  if (!row) throw new Error('the test seed should have a published activity priced for several participant counts')
  return json<ActivityDetail>(await call(`/api/activity-only/weekend/${row.id}/detail.json?locale=fr_FR`))
}

/** An activity bought for its largest priced number of participants, as a gift (default) or for oneself. */
export async function activityOrder(options: { ownUse?: boolean; idempotencyKey?: string } = {}): Promise<ActivityOrderBody> {
  const activity = await publishedActivity()
  const price = activity.prices.at(-1)
  if (!price) throw new Error('the activity should have a price')
  const ownUse = options.ownUse ?? false
  return {
    locale: 'fr_FR',
    idempotencyKey: options.idempotencyKey ?? newKey(),
    buyer,
    currency: 'EUR',
    expectedAmount: price.sellPrice,
    items: {
      insuranceItem: null,
      promotionCodeItem: null,
      activityItem: {
        activityId: activity.id,
        participants: price.adults,
        ownUse,
        gift: ownUse ? null : { fromName: 'Paul', message: 'Bon anniversaire !' },
      },
    },
  }
}

/** Rows of the orders table for an idempotency key. */
export async function ordersWithKey(key: string) {
  const { results } = await env.DB.prepare('SELECT * FROM orders WHERE idempotency_key = ?1').bind(key).all<Record<string, unknown>>()
  return results
}
