import { env } from 'cloudflare:test'
import { Temporal } from 'temporal-polyfill'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AvailabilityDay, HotelAvailabilitiesResponse, SearchAvailabilitiesResponse } from '../../../shared/api/availability'
import type { OffersResponse, SearchFilters } from '../../../shared/api/search'
import { SEARCH_CALENDAR_ROWS } from '../../../worker/data/d1-catalog/search-calendar'
import { call, json, postJson, seedFacts, type ErrorJson } from './app'

let facts: Awaited<ReturnType<typeof seedFacts>>
/** The city with the most stays that take a child. */
let familyCity: number
/** A city of the catalogue without hotels. */
let emptyCity: number
beforeAll(async () => {
  facts = await seedFacts()
  const row = await env.DB.prepare(
    `SELECT h.city_id AS id FROM stays s JOIN rooms r ON r.id = s.room_id JOIN hotels h ON h.id = s.hotel_id
     WHERE s.item_category = 'weekend' AND s.published = 1 AND h.active = 1 AND s.max_children >= 1 AND r.max_children >= 1
     GROUP BY 1 ORDER BY COUNT(*) DESC, 1 LIMIT 1`,
  ).first<{ id: number }>()
  if (!row) throw new Error('The test seed needs stays that take children')
  familyCity = row.id
  const empty = await env.DB.prepare(
    `SELECT p.id FROM places p WHERE p.kind = 'city' AND NOT EXISTS (SELECT 1 FROM hotels h WHERE h.city_id = p.id) ORDER BY p.id LIMIT 1`,
  ).first<{ id: number }>()
  if (!empty) throw new Error('The test seed needs a city without hotels')
  emptyCity = empty.id
})

type Party = { adult: number; child: number; baby: number }
const TWO_ADULTS: Party = { adult: 2, child: 0, baby: 0 }

function calendarPath(query: Record<string, string | number>): string {
  const params = new URLSearchParams({ locale: 'fr_FR' })
  for (const [key, value] of Object.entries(query)) params.set(key, String(value))
  return `/api/search/availabilities.json?${params.toString()}`
}

async function calendar(query: Record<string, string | number>): Promise<{ res: Response; body: SearchAvailabilitiesResponse }> {
  const res = await call(calendarPath(query))
  expect(res.status).toBe(200)
  return { res, body: await json<SearchAvailabilitiesResponse>(res) }
}

/** Round trips and rows read announced by Server-Timing. */
function d1Timing(res: Response): { queries: number; rows: number } {
  const match = /queries=(\d+) rows=(\d+)/.exec(res.headers.get('Server-Timing') ?? '')
  if (!match) throw new Error(`no d1 Server-Timing: ${res.headers.get('Server-Timing')}`)
  return { queries: Number(match[1]), rows: Number(match[2]) }
}

/** What offers.json shows first, sorted by price, for a check-in and a length: its price per person per night, or null. */
async function cheapest(
  filters: SearchFilters,
  checkin: string,
  nights: number,
  party: Party = TWO_ADULTS,
  flow: 'booking' | 'hotel' = 'booking',
): Promise<number | null> {
  const res = await postJson('/api/offers.json', {
    locale: 'fr_FR',
    flow,
    orderBy: 'priceAsc',
    pax: { adults: party.adult, children: party.child, babies: party.baby },
    checkin,
    nights,
    filters,
    limit: 1,
  })
  expect(res.status).toBe(200)
  return (await json<OffersResponse>(res)).results[0]?.price.pricePerNight ?? null
}

/** A few days spread over the list (the first, the last and some between). */
function sample(days: readonly AvailabilityDay[], count = 4): AvailabilityDay[] {
  if (days.length <= count) return [...days]
  return Array.from({ length: count }, (_, i) => days[Math.round((i * (days.length - 1)) / (count - 1))]).filter(
    (d): d is AvailabilityDay => d !== undefined,
  )
}

/** Each day's price is what the search shows first for its shortest stay, and no shorter stay is found. */
async function expectAgreesWithSearch(
  days: readonly AvailabilityDay[],
  filters: SearchFilters,
  party: Party = TWO_ADULTS,
  flow: 'booking' | 'hotel' = 'booking',
): Promise<void> {
  for (const day of sample(days)) {
    expect(await cheapest(filters, day.day, day.minLos, party, flow), day.day).toBe(day.amount)
    if (day.minLos > 1) expect(await cheapest(filters, day.day, day.minLos - 1, party, flow), day.day).toBeNull()
  }
}

const month = () => facts.checkin.slice(0, 7)

describe('GET /api/search/availabilities.json', () => {
  it.each([
    ['two adults', TWO_ADULTS],
    ['one adult', { adult: 1, child: 0, baby: 0 }],
    ['two adults and a child', { adult: 2, child: 1, baby: 0 }],
    ['a family', { adult: 2, child: 1, baby: 1 }],
  ])('prices each check-in day of a city as the search does for its shortest stay (%s)', async (_name, party) => {
    const { body } = await calendar({ city: familyCity, month: month(), length: 1, ...party })
    expect(body.pricedByDay).toBe(true)
    expect(body.requestedMonths).toEqual([month()])
    expect(body).toMatchObject(party)
    expect(body.days.length).toBeGreaterThan(0)
    expect(body.days.every((d) => d.day.startsWith(month()) && d.price === (d.amount / 100).toFixed(2))).toBe(true)
    await expectAgreesWithSearch(body.days, { city: familyCity }, party)
  })

  it.each<[string, () => { city: number; adult?: number; child?: number }]>([
    ['a party no stay of the city takes', () => ({ city: facts.cityId, adult: 20, child: 10 })],
    ['a place without hotels', () => ({ city: emptyCity })],
  ])('answers %s without days, leaving every day to the search', async (_name, query) => {
    const q = query()
    const { body } = await calendar({ ...q, month: month(), length: 1 })
    expect(body.pricedByDay).toBe(false)
    expect(body.days).toEqual([])
    expect(await cheapest({ city: q.city }, facts.checkin, 1, { adult: q.adult ?? 2, child: q.child ?? 0, baby: 0 })).toBeNull()
  })

  it('prices a hotel destination on the days its hotel calendar offers', async () => {
    const { body } = await calendar({ hotel: facts.hotelId, month: month(), length: 2 })
    const hotel = await json<HotelAvailabilitiesResponse>(
      await call(`/api/hotels/${facts.hotelId}/availabilities.json?locale=fr_FR&month=${month()}&length=2`),
    )
    expect(body.pricedByDay).toBe(true)
    expect(body.requestedMonths).toEqual(hotel.requestedMonths)
    expect(body.days.map((d) => d.day)).toEqual(hotel.days.map((d) => d.day))
    expect(body.days.map((d) => d.day)).toContain(facts.checkin)
    await expectAgreesWithSearch(body.days, { hotel: facts.hotelId })
  })

  it('follows the theme and the hotel flow, as the search does', async () => {
    const themed = await env.DB.prepare(
      `SELECT x.theme_id AS theme, h.city_id AS city FROM stay_themes x JOIN stays s ON s.id = x.stay_id JOIN hotels h ON h.id = s.hotel_id
       WHERE s.item_category = 'weekend' AND s.published = 1 AND h.active = 1 GROUP BY 1, 2 ORDER BY COUNT(*) DESC, 1, 2 LIMIT 1`,
    ).first<{ theme: number; city: number }>()
    const plain = await env.DB.prepare(
      `SELECT h.city_id AS city FROM stays s JOIN hotels h ON h.id = s.hotel_id
       WHERE s.item_category = 'weekend' AND s.published = 1 AND h.active = 1 AND NOT EXISTS (SELECT 1 FROM stay_activities x WHERE x.stay_id = s.id)
       GROUP BY 1 ORDER BY COUNT(*) DESC, 1 LIMIT 1`,
    ).first<{ city: number }>()
    if (!themed || !plain) throw new Error('The test seed needs themed stays and plain hotel nights')

    const byTheme = await calendar({ city: themed.city, theme: themed.theme, month: month(), length: 1 })
    expect(byTheme.body.days.length).toBeGreaterThan(0)
    await expectAgreesWithSearch(byTheme.body.days, { city: themed.city, themeIds: [themed.theme] })

    const hotelFlow = await calendar({ city: plain.city, flow: 'hotel', month: month(), length: 1 })
    expect(hotelFlow.body.days.length).toBeGreaterThan(0)
    await expectAgreesWithSearch(hotelFlow.body.days, { city: plain.city }, TWO_ADULTS, 'hotel')
  })

  it('prices a last day of the window whose minimum stay runs into the next month', async () => {
    // A three-night minimum stay from the last day of a month, on stays of a hotel that allow it.
    const next = Temporal.PlainYearMonth.from(month()).add({ months: 1 })
    const last = next.toPlainDate({ day: next.daysInMonth }).toString()
    const lastDay = Math.round(Date.parse(`${last}T00:00:00Z`) / 86_400_000)
    const hotel = await env.DB.prepare(
      `SELECT s.hotel_id AS id FROM stays s JOIN hotels h ON h.id = s.hotel_id
       WHERE s.item_category = 'weekend' AND s.published = 1 AND h.active = 1 AND s.max_nights >= 3 AND s.max_adults >= 2 AND s.hotel_id <> ?2
         AND (SELECT COUNT(*) FROM availability a WHERE a.stay_id = s.id AND a.day BETWEEN ?1 AND ?1 + 2 AND a.rooms_left > 0) = 3
       ORDER BY s.hotel_id LIMIT 1`,
    )
      .bind(lastDay, facts.hotelId)
      .first<{ id: number }>()
    if (!hotel) throw new Error('The test seed needs a hotel bookable three nights from the end of a month')
    await env.DB.prepare('UPDATE availability SET min_los = 3 WHERE day = ?1 AND stay_id IN (SELECT id FROM stays WHERE hotel_id = ?2)')
      .bind(lastDay, hotel.id)
      .run()
    const { body } = await calendar({ hotel: hotel.id, month: next.toString(), length: 1 })
    const day = body.days.find((d) => d.day === last)
    expect(day?.minLos).toBe(3)
    await expectAgreesWithSearch(day ? [day] : [], { hotel: hotel.id })
  })

  it('reads at most 5,000 rows for a city, answering fewer months when a year would read more', async () => {
    const { res, body } = await calendar({ city: facts.cityId, length: 12 })
    const first = d1Timing(res)
    expect(first.rows).toBeLessThanOrEqual(SEARCH_CALENDAR_ROWS)
    expect(body.pricedByDay).toBe(true)
    expect(body.requestedMonths.length).toBeGreaterThanOrEqual(1)
    expect(body.requestedMonths.length).toBeLessThan(12)
    expect(body.days.every((d) => body.requestedMonths.includes(d.day.slice(0, 7)))).toBe(true)
    // The rest is asked for from nextMonth.
    if (!body.nextMonth) throw new Error('a partial answer names the next month')
    const next = await calendar({ city: facts.cityId, month: body.nextMonth, length: 12 })
    expect(next.body.requestedMonths[0]).toBe(body.nextMonth)
    expect(d1Timing(next.res).rows).toBeLessThanOrEqual(SEARCH_CALENDAR_ROWS)
  })

  it('answers from KV the second time', async () => {
    const query = { city: facts.cityId, month: month(), length: 2, adult: 1 }
    const miss = await call(calendarPath(query))
    expect(miss.headers.get('X-Cache')).toBe('MISS')
    expect(d1Timing(miss).queries).toBeGreaterThan(0)
    const hit = await call(calendarPath(query))
    expect(hit.headers.get('X-Cache')).toBe('HIT')
    expect(d1Timing(hit)).toEqual({ queries: 0, rows: 0 })
    expect(await hit.json()).toEqual(await miss.json())
  })

  it.each([
    ['no destination', {}],
    ['a country', { country: 'FR' }],
  ])('answers %s without days and without reading the catalogue', async (_name, query) => {
    const { res, body } = await calendar({ ...query, length: 2 })
    expect(body.pricedByDay).toBe(false)
    expect(body.days).toEqual([])
    expect(body.requestedMonths).toHaveLength(2)
    expect(d1Timing(res).queries).toBe(0)
  })

  it.each([
    [{ month: '2026-13' }, 'month'],
    [{ length: '13' }, 'length'],
    [{ length: '0' }, 'length'],
    [{ adult: '0' }, 'adult'],
    [{ child: '11' }, 'child'],
    [{ flow: 'gifting' }, 'flow'],
    [{ flow: 'activity' }, 'flow'],
    [{ city: 'paris' }, 'city'],
    [{ country: 'fr' }, 'country'],
    [{ theme: '1,x' }, 'theme'],
    [{ lat: '48.8' }, 'lng'],
    [{ lat: '48.8', lng: '2.3', distanceMin: '50', distanceMax: '20' }, 'distanceMin'],
    [{ lat: '91', lng: '2.3' }, 'lat'],
    [{ locale: 'fr' }, 'locale'],
  ])('refuses %j naming %s', async (query, field) => {
    const res = await call(calendarPath({ city: 1, ...query }))
    expect(res.status).toBe(400)
    expect((await json<ErrorJson>(res)).error.field).toBe(field)
  })
})
