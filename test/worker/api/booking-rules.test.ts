import { env } from 'cloudflare:test'
import { Temporal } from 'temporal-polyfill'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ProductOffersResponse, QuoteResponse } from '../../../shared/api/product'
import type { StayDetail } from '../../../shared/api/stay-detail'
import { CATALOGUE_TIME_ZONE } from '../../../worker/data/get-catalog'
import { call, json, postJson, type ErrorJson } from './app'
import { bookingOrder, newKey, type OrderBody, ordersWithKey, withCriteria } from './order-requests'

const ORDERS = '/gateway/purchase/orders'
const iso = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10)

/** The seed's first day of availability: the day it was built for, the tests' "today". */
let today = 0

/** The clock at a local time of the catalogue's time zone on a day of the seed. */
function setClock(day: number, time: string) {
  vi.setSystemTime(Temporal.PlainDateTime.from(`${iso(day)}T${time}`).toZonedDateTime(CATALOGUE_TIME_ZONE).epochMilliseconds)
}

beforeAll(async () => {
  const first = await env.DB.prepare('SELECT MIN(day) AS day FROM availability').first<{ day: number }>()
  today = first?.day ?? 0
})
// Every test runs at a chosen hour, never at the wall clock's.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  setClock(today, '12:00')
})
afterEach(() => {
  vi.useRealTimers()
})

/** Conditions of a stay sold for dates and of a free night for 2 adults on a day (?1), for one night. */
const BOOKABLE = `s.published = 1 AND h.active = 1 AND (s.expiration_date IS NULL OR s.expiration_date >= ?2)
  AND s.max_adults >= 2 AND s.min_nights = 1 AND av.day = ?1 AND av.rooms_left > 0 AND av.min_los = 1`

/** The first stay matching extra conditions that is free on a day. */
async function stayFreeOn(day: number, where = "s.item_category = 'weekend'") {
  const sql = `SELECT s.id, s.cancellation_deadline_days AS deadlineDays FROM stays s JOIN hotels h ON h.id = s.hotel_id
    JOIN availability av ON av.stay_id = s.id WHERE ${BOOKABLE} AND ${where} ORDER BY s.id LIMIT 1`
  const row = await env.DB.prepare(sql).bind(day, iso(today)).first<{ id: number; deadlineDays: number | null }>()
  if (!row) throw new Error(`the test seed should have a stay (${where}) free on ${iso(day)}`)
  return row
}

const quote = async (id: number, checkin: string, extra = '') =>
  json<QuoteResponse>(await call(`/api/product/${id}/quote?locale=fr_FR&checkin=${checkin}&nights=1&adult=2${extra}`))
const checkoutNights = async (id: number, checkin: string) =>
  json<number[]>(await call(`/api/weekend/${id}/packageCheckoutNights.json?locale=fr_FR&checkin=${checkin}&adult=2`))

/** A booking order of a stay for one night, at the amount its quote shows now. */
async function orderFor(id: number, checkin: string): Promise<OrderBody> {
  const { body } = await bookingOrder()
  const q = await quote(id, checkin)
  if (!q.bookable) throw new Error(`stay ${id} should be bookable on ${checkin}`)
  return withCriteria(
    { ...body, expectedAmount: q.amountToPay },
    {
      offerId: id,
      activityDaySelections: q.activityDates.map((a) => ({ activityId: a.activityId, date: checkin })),
      travelPeriod: { checkinDate: checkin, checkoutDate: q.reservationCriteria.checkout },
    },
  )
}

describe('same-day cut-off (20:00 in the site time zone)', () => {
  it.each([
    ['19:59', true],
    ['20:00', false],
    ['23:30', false],
  ])('at %s, today is bookable: %s (quote and checkout nights)', async (time, bookable) => {
    const stay = await stayFreeOn(today)
    setClock(today, time)
    const q = await quote(stay.id, iso(today))
    expect(q.bookable).toBe(bookable)
    expect(q.errors.map((e) => e.code)).toEqual(bookable ? [] : ['CHECKIN_IN_THE_PAST'])
    const nights = await checkoutNights(stay.id, iso(today))
    if (bookable) expect(nights).toContain(1)
    else expect(nights).toEqual([])
  })

  it('leaves tomorrow bookable after the cut-off', async () => {
    const stay = await stayFreeOn(today + 1)
    setClock(today, '23:30')
    expect((await quote(stay.id, iso(today + 1))).bookable).toBe(true)
    expect(await checkoutNights(stay.id, iso(today + 1))).toContain(1)
  })

  it("refuses an order for today's check-in from the cut-off, like a past check-in", async () => {
    const stay = await stayFreeOn(today)
    setClock(today, '19:59')
    const body = await orderFor(stay.id, iso(today))
    expect((await postJson(ORDERS, body)).status).toBe(201)
    setClock(today, '20:00')
    const late = { ...body, idempotencyKey: newKey() }
    const res = await postJson(ORDERS, late)
    expect(res.status).toBe(422)
    expect((await json<ErrorJson>(res)).error.code).toBe('CHECKIN_IN_THE_PAST')
    expect(await ordersWithKey(late.idempotencyKey)).toHaveLength(0)
  })
})

describe('activity dates of the quote', () => {
  /** A stay with an activity, free on a day three days ahead. */
  async function activityStay() {
    const day = today + 3
    const stay = await stayFreeOn(
      day,
      "s.item_category = 'weekend' AND EXISTS (SELECT 1 FROM stay_program_lines pl WHERE pl.stay_id = s.id AND pl.type = 'ACTIVITY' AND pl.activity_id IS NOT NULL)",
    )
    const [activity] = (await quote(stay.id, iso(day))).activityDates
    if (!activity) throw new Error(`stay ${stay.id} should list an activity`)
    return { id: stay.id, day, activityId: activity.activityId }
  }

  it('accepts a date of one of its nights for an activity of the stay', async () => {
    const s = await activityStay()
    expect((await quote(s.id, iso(s.day), `&activitySelectionList=${s.activityId}:${iso(s.day)}`)).bookable).toBe(true)
  })

  it.each([
    ['a month 13', (a: number) => `${a}:2026-13-45`],
    ['the 30th of February', (a: number) => `${a}:2027-02-30`],
  ])('refuses %s with a 400 naming activitySelectionList', async (_case, selection) => {
    const s = await activityStay()
    const res = await call(
      `/api/product/${s.id}/quote?locale=fr_FR&checkin=${iso(s.day)}&nights=1&activitySelectionList=${selection(s.activityId)}`,
    )
    expect(res.status).toBe(400)
    expect((await json<ErrorJson>(res)).error).toMatchObject({ code: 'INVALID_INPUT', field: 'activitySelectionList' })
  })

  it.each([
    ['an activity the stay does not have', (_a: number, day: number) => `999999999:${iso(day)}`],
    ['the check-out day (not a night)', (a: number, day: number) => `${a}:${iso(day + 1)}`],
    ['a day years later', (a: number) => `${a}:2030-01-01`],
    ['two dates for one activity', (a: number, day: number) => `${a}:${iso(day)},${a}:${iso(day)}`],
  ])('answers not bookable with INVALID_ACTIVITY_DATES for %s', async (_case, selection) => {
    const s = await activityStay()
    const q = await quote(s.id, iso(s.day), `&activitySelectionList=${selection(s.activityId, s.day)}`)
    expect(q.bookable).toBe(false)
    expect(q.errors.map((e) => e.code)).toEqual(['INVALID_ACTIVITY_DATES'])
    expect(q.priceInfo).toBeNull()
  })
})

describe('cancellation deadline already past', () => {
  const NON_CANCELLABLE = {
    cancellable: false,
    type: 'NON_CANCELLABLE',
    cancellationDeadline: null,
    message: 'Non échangeable et non remboursable',
  }

  it('is reported non-cancellable by the quote, the product offers and the detail', async () => {
    const stay = await stayFreeOn(today + 1, "s.item_category = 'weekend' AND s.cancellable = 1 AND s.cancellation_deadline_days >= 2")
    const checkin = iso(today + 1)
    expect((await quote(stay.id, checkin)).cancellationPolicy).toEqual(NON_CANCELLABLE)
    const offers = await json<ProductOffersResponse>(await call(`/api/product/${stay.id}/offers?locale=fr_FR&checkin=${checkin}&nights=1`))
    expect(offers[String(stay.id)]?.cancellationPolicy).toEqual(NON_CANCELLABLE)
    const detail = await json<StayDetail>(await call(`/api/weekend/${stay.id}/detail.json?locale=fr_FR&checkin=${checkin}&night=1&adult=2`))
    expect(detail.price).not.toBeNull()
    expect(detail.cancellationPolicy).toEqual(NON_CANCELLABLE)
  })

  it('stays flexible while the deadline is today', async () => {
    const stay = await stayFreeOn(today + 1, "s.item_category = 'weekend' AND s.cancellable = 1 AND s.cancellation_deadline_days >= 2")
    const checkin = iso(today + (stay.deadlineDays ?? 0))
    const deadline = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${iso(today)}T00:00:00Z`),
    )
    expect((await quote(stay.id, checkin)).cancellationPolicy).toEqual({
      cancellable: true,
      type: 'FLEXIBLE',
      cancellationDeadline: iso(today),
      message: `Modification gratuite jusqu'au ${deadline}, remboursement partiel en cas d'annulation.`,
    })
  })
})

describe('offers the calendar and the quote must not sell', () => {
  /** A stay matching `where` with a free night for 2 at least three days ahead. */
  async function stayWithNights(where: string, order: 'ASC' | 'DESC' = 'ASC') {
    const sql = `SELECT s.id, av.day FROM stays s JOIN hotels h ON h.id = s.hotel_id JOIN availability av ON av.stay_id = s.id
      WHERE ${where} AND av.day >= ?1 + 3 AND av.rooms_left > 0 AND av.min_los = 1 AND s.min_nights = 1 AND s.max_adults >= 2
      ORDER BY s.id ${order}, av.day LIMIT 1`
    const row = await env.DB.prepare(sql).bind(today).first<{ id: number; day: number }>()
    if (!row) throw new Error(`the test seed should have a stay (${where}) with availability`)
    return { ...row, restore: async () => undefined }
  }

  it.each<[string, () => Promise<{ id: number; day: number; restore: () => Promise<unknown> }>]>([
    ['unpublished', () => stayWithNights('s.published = 0 AND h.active = 1')],
    ['of an inactive hotel', () => stayWithNights('h.active = 0')],
    [
      'expired',
      async () => {
        // The seed ends a stay's availability at its expiry: this one expired yesterday with nights left.
        const stay = await stayWithNights(
          "s.published = 1 AND h.active = 1 AND s.expiration_date IS NULL AND s.item_category = 'weekend'",
          'DESC',
        )
        const expire = (date: string | null) =>
          env.DB.prepare('UPDATE stays SET expiration_date = ?2 WHERE id = ?1').bind(stay.id, date).run()
        await expire(iso(today - 1))
        return { ...stay, restore: () => expire(null) }
      },
    ],
  ])('a stay %s has no checkout nights and no check-in day, as its quote has no price', async (_case, pick) => {
    const stay = await pick()
    try {
      const checkin = iso(stay.day)
      expect((await quote(stay.id, checkin)).errors.map((e) => e.code)).toContain('OFFER_NOT_PUBLISHED')
      const nights = await call(`/api/weekend/${stay.id}/packageCheckoutNights.json?locale=fr_FR&checkin=${checkin}&adult=2`)
      expect(nights.status).toBe(200)
      expect(await json<number[]>(nights)).toEqual([])
      const prices = await call(`/api/redeem/weekend/${stay.id}/packageCheckinPrices.json?locale=fr_FR&month=${checkin.slice(0, 7)}`)
      expect(prices.status).toBe(200)
      expect(await json<{ days: unknown[]; bestPriceOfTheMonth: object }>(prices)).toMatchObject({ days: [], bestPriceOfTheMonth: {} })
    } finally {
      await stay.restore()
    }
  })

  it('refuses a gift-only stay for dates with OFFER_NOT_BOOKABLE, in the quote and in an order', async () => {
    const day = today + 3
    const stay = await stayFreeOn(day, "s.item_category = 'single_voucher'")
    const q = await quote(stay.id, iso(day))
    expect(q.bookable).toBe(false)
    expect(q.errors.map((e) => e.code)).toEqual(['OFFER_NOT_BOOKABLE'])
    const { body } = await bookingOrder()
    const gifted = withCriteria(body, {
      offerId: stay.id,
      activityDaySelections: [],
      travelPeriod: { checkinDate: iso(day), checkoutDate: iso(day + 1) },
    })
    const res = await postJson(ORDERS, gifted)
    expect(res.status).toBe(422)
    expect((await json<ErrorJson>(res)).error.code).toBe('OFFER_NOT_BOOKABLE')
  })
})
