import { env } from 'cloudflare:test'
import { Temporal } from 'temporal-polyfill'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { HotelAvailabilitiesResponse } from '../../../shared/api/availability'
import { CATALOGUE_TIME_ZONE } from '../../../worker/data/get-catalog'
import { call, json, postJson, seedFacts, type ErrorJson } from './app'
import { giftOrder, type OrderBody, ordersWithKey } from './order-requests'

/** The seed's first day of availability (ISO): the day it was built for, the tests' "today". */
let today = ''
const plus = (days: number) => Temporal.PlainDate.from(today).add({ days }).toString()

beforeAll(async () => {
  const first = await env.DB.prepare('SELECT MIN(day) AS day FROM availability').first<{ day: number }>()
  today = new Date((first?.day ?? 0) * 86_400_000).toISOString().slice(0, 10)
})
// Noon of the seed's day in the catalogue's time zone, whatever the wall clock says.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Temporal.PlainDateTime.from(`${today}T12:00`).toZonedDateTime(CATALOGUE_TIME_ZONE).epochMilliseconds)
})
afterEach(() => {
  vi.useRealTimers()
})

describe('month window of the calendar calls (12 months ahead)', () => {
  const next = (month: string) => Temporal.PlainYearMonth.from(month).add({ months: 1 }).toString()
  /** The three calendars by month, with the last month each answers for (its maxMonth). */
  const calendars = async () => {
    const f = await seedFacts()
    const paths = [
      (month: string) => `/api/hotels/${f.hotelId}/availabilities.json?locale=fr_FR&month=${month}`,
      (month: string) => `/api/redeem/weekend/${f.stayId}/packageCheckinPrices.json?locale=fr_FR&month=${month}`,
      (month: string) => `/api/search/availabilities.json?locale=fr_FR&city=${f.cityId}&month=${month}`,
    ]
    return Promise.all(
      paths.map(async (path) => ({ path, last: (await json<HotelAvailabilitiesResponse>(await call(path(today.slice(0, 7))))).maxMonth })),
    )
  }

  it.each([
    ['the month after the last one', (last: string) => next(last)],
    ['a month years ahead', () => '9999-12'],
  ])('refuses %s with a 400 naming month', async (_case, month) => {
    for (const { path, last } of await calendars()) {
      const res = await call(path(month(last)))
      expect(res.status, path(month(last))).toBe(400)
      expect((await json<ErrorJson>(res)).error).toMatchObject({ code: 'INVALID_INPUT', field: 'month' })
    }
  })

  it('answers the last month, and clamps a month before the window to the current one', async () => {
    for (const { path, last } of await calendars()) {
      const atEnd = await call(path(last))
      expect(atEnd.status, path(last)).toBe(200)
      expect((await json<HotelAvailabilitiesResponse>(atEnd)).requestedMonths).toEqual([last])
      const before = await json<HotelAvailabilitiesResponse>(await call(path('2020-01')))
      expect(before.requestedMonths[0]).toBe(today.slice(0, 7))
    }
  })
})

describe('instalment eligibility: the cancellation deadline', () => {
  const eligibility = (cancellableUntil: string) =>
    call(
      `/gateway/purchase/instalments/eligibility?amount=30000&pointOfSale=fr&checkinDate=${plus(30)}&cancellableUntil=${cancellableUntil}`,
    )

  it.each([
    ['after the check-in', () => plus(31)],
    ['before today', () => plus(-1)],
  ])('is refused %s with a 400 naming cancellableUntil', async (_case, date) => {
    const res = await eligibility(date())
    expect(res.status).toBe(400)
    expect((await json<ErrorJson>(res)).error).toMatchObject({ code: 'INVALID_INPUT', field: 'cancellableUntil' })
  })

  it.each([
    ['today', () => plus(0)],
    ['the check-in day', () => plus(30)],
  ])('is the deferred payment date when it is %s', async (_case, date) => {
    const res = await eligibility(date())
    expect(res.status).toBe(200)
    const body = await json<{ paymentMethods: { type: string; installments: { date: string }[] }[] }>(res)
    expect(body.paymentMethods.find((m) => m.type === 'deferred')?.installments[0]?.date).toBe(date())
  })
})

describe('gift sender name (fromName) of an order', () => {
  const withFromName = (body: OrderBody, fromName: string): OrderBody => {
    const item = body.items.shortStayItem
    if (!item.gift) throw new Error('a gift order has a gift')
    return { ...body, items: { ...body.items, shortStayItem: { ...item, gift: { ...item.gift, fromName } } } }
  }

  it.each(['Bob123<script>', 'Anne 2', 'Paul :)'])('refuses "%s" with a 400: Only text is expected', async (name) => {
    const body = withFromName(await giftOrder(), name)
    const res = await postJson('/gateway/purchase/orders', body)
    expect(res.status).toBe(400)
    const { error } = await json<ErrorJson>(res)
    expect(error).toMatchObject({ code: 'INVALID_INPUT', field: 'items.shortStayItem.gift.fromName' })
    expect(error.message).toContain('Only text is expected')
    expect(await ordersWithKey(body.idempotencyKey)).toHaveLength(0)
  })

  it.each(['', 'Anne & Paul', "Zoë O'Brien-Núñez"])('accepts "%s", as the gift form does', async (name) => {
    const res = await postJson('/gateway/purchase/orders', withFromName(await giftOrder(), name))
    expect(res.status).toBe(201)
  })
})
