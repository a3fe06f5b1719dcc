import { env } from 'cloudflare:test'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { QuoteResponseSchema } from '../../../shared/api/product'
import { FACILITY_CATEGORIES, HotelDetailSchema, StayDetailSchema } from '../../../shared/api/stay-detail'
import { call, json, seedFacts, type ErrorJson } from './app'

const iso = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10)
const dayOf = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000)

async function getJson(path: string): Promise<unknown> {
  const res = await call(path)
  expect(res.status, path).toBe(200)
  return res.json()
}

const stayDetail = async (id: number, query = '', locale = 'fr_FR') =>
  v.parse(StayDetailSchema, await getJson(`/api/weekend/${id}/detail.json?locale=${locale}${query}`))

/** Today's day number in the test seed (its first day of availability). */
const seedToday = async () => dayOf((await seedFacts()).today)

describe("the hotel's infoGeneral (product-pages §3 Hotel)", () => {
  /** The hotel with the most facilities, so that several categories show. */
  async function wellEquippedHotel() {
    const row = await env.DB.prepare(
      'SELECT hotel_id AS id, COUNT(*) AS n FROM hotel_facilities GROUP BY hotel_id ORDER BY n DESC, hotel_id LIMIT 1',
    ).first<{ id: number; n: number }>()
    if (!row) throw new Error('the test seed should have hotel facilities')
    return row
  }

  it('groups every facility of the hotel under one category, categories in their order and none empty', async () => {
    const { id, n } = await wellEquippedHotel()
    const hotel = v.parse(HotelDetailSchema, await getJson(`/api/hotels/${id}?locale=fr_FR`))
    expect(hotel.facilities).toHaveLength(n)
    const grouped = hotel.infoGeneral.flatMap((g) => g.facilities)
    expect([...grouped].sort((a, b) => a.code.localeCompare(b.code))).toEqual(
      [...hotel.facilities].sort((a, b) => a.code.localeCompare(b.code)),
    )
    const codes = hotel.infoGeneral.map((g) => g.code)
    expect(codes).toEqual(FACILITY_CATEGORIES.filter((c) => codes.includes(c)))
    expect(codes.length).toBeGreaterThan(1)
    expect(hotel.infoGeneral.every((g) => g.facilities.length > 0)).toBe(true)
  })

  it.each([
    ['wifi', 'general'],
    ['spa', 'wellness'],
    ['pool', 'wellness'],
    ['restaurant', 'food'],
    ['garden', 'leisure'],
    ['kids_club', 'family'],
    ['parking', 'transport'],
    ['elevator', 'accessibility'],
  ])('files the facility %s under %s', async (facility, category) => {
    const row = await env.DB.prepare(
      'SELECT x.hotel_id AS id FROM hotel_facilities x JOIN facilities f ON f.id = x.facility_id WHERE f.key = ?1 ORDER BY x.hotel_id LIMIT 1',
    )
      .bind(facility)
      .first<{ id: number }>()
    if (!row) throw new Error(`the test seed should have a hotel with ${facility}`)
    const hotel = v.parse(HotelDetailSchema, await getJson(`/api/hotels/${row.id}?locale=es_ES`))
    const group = hotel.infoGeneral.find((g) => g.facilities.some((f) => f.code === facility))
    expect(group?.code).toBe(category)
  })

  it("gives the stay detail's hotel the same groups", async () => {
    const f = await seedFacts()
    const detail = await stayDetail(f.stayId)
    const hotel = v.parse(HotelDetailSchema, await getJson(`/api/hotels/${f.hotelId}?locale=fr_FR`))
    expect(detail.hotel.infoGeneral).toEqual(hotel.infoGeneral)
  })
})

describe('the room of a stay (product-pages §3 Room)', () => {
  async function roomRows(stayId: number, locale: string) {
    const row = await env.DB.prepare(
      `SELECT r.size_m2 AS size, r.capacity, bt.key AS bed, l.label AS bedLabel, rt.bedding, rt.highlights, rt.important_infos AS infos
       FROM stays s JOIN rooms r ON r.id = s.room_id JOIN bed_types bt ON bt.id = r.bed_type_id
       JOIN labels l ON l.kind = 'bed_type' AND l.id = bt.id AND l.locale = ?2
       JOIN room_texts rt ON rt.room_id = r.id AND rt.locale = ?2 WHERE s.id = ?1`,
    )
      .bind(stayId, locale)
      .first<{ size: number; capacity: number; bed: string; bedLabel: string; bedding: string; highlights: string; infos: string }>()
    if (!row) throw new Error(`no room for stay ${stayId}`)
    return row
  }
  const linesOf = (text: string) =>
    text
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '')

  it.each([
    ['fr_FR', 'Superficie', 'Lit', 'Literie', 'Capacité', (n: number) => `Jusqu'à ${n} personnes`],
    ['es_ES', 'Superficie', 'Cama', 'Camas', 'Capacidad', (n: number) => `Hasta ${n} personas`],
    ['it_IT', 'Superficie', 'Letto', 'Letti', 'Capacità', (n: number) => `Fino a ${n} persone`],
    ['nl_BE', 'Oppervlakte', 'Bed', 'Bedden', 'Capaciteit', (n: number) => `Tot ${n} personen`],
  ])(
    '%s: carries its bed type, highlights, important information and a details section',
    async (locale, size, bed, bedding, capacity, upTo) => {
      const f = await seedFacts()
      const rows = await roomRows(f.stayId, locale)
      const room = (await stayDetail(f.stayId, '', locale)).room
      expect(room).toMatchObject({
        size: rows.size,
        capacity: rows.capacity,
        bedding: rows.bedding,
        type: { code: rows.bed, label: rows.bedLabel },
        highlights: linesOf(rows.highlights),
        importantInfos: linesOf(rows.infos),
      })
      expect(room?.highlights.length).toBeGreaterThan(0)
      expect(room?.detailsSection).toEqual([
        { code: 'size', label: size, value: `${rows.size} m²` },
        { code: 'bed', label: bed, value: rows.bedLabel },
        { code: 'bedding', label: bedding, value: rows.bedding },
        { code: 'capacity', label: capacity, value: upTo(rows.capacity) },
      ])
    },
  )
})

describe("the quote's roomsAmountMessage (product-pages §3 Quote)", () => {
  /**
   * A stay whose room holds one person fewer than the most adults and children it takes (a family
   * room: 3 adults and 2 children for 4 places), with two rooms left on a day: that party needs two rooms.
   */
  async function twoRoomStay() {
    const row = await env.DB.prepare(
      `SELECT s.id, av.day, s.max_adults AS adults, r.capacity + 1 - s.max_adults AS children FROM stays s
       JOIN hotels h ON h.id = s.hotel_id JOIN rooms r ON r.id = s.room_id JOIN availability av ON av.stay_id = s.id
       WHERE s.published = 1 AND h.active = 1 AND s.item_category = 'weekend' AND s.min_nights = 1 AND s.max_adults >= 2
         AND r.capacity + 1 - s.max_adults BETWEEN 1 AND s.max_children
         AND av.day >= ?1 + 3 AND av.rooms_left >= 2 AND av.min_los = 1
         AND (s.expiration_date IS NULL OR s.expiration_date >= date(av.day * 86400, 'unixepoch'))
       ORDER BY av.day, s.id LIMIT 1`,
    )
      .bind(await seedToday())
      .first<{ id: number; day: number; adults: number; children: number }>()
    if (!row) throw new Error('the test seed should have a stay whose largest party needs two rooms')
    return row
  }
  const quote = async (id: number, day: number, party: string, locale = 'fr_FR') =>
    v.parse(QuoteResponseSchema, await getJson(`/api/product/${id}/quote?locale=${locale}&checkin=${iso(day)}&nights=1${party}`))

  it.each([
    ['fr_FR', 'Prix pour 2 chambres'],
    ['es_ES', 'Precio para 2 habitaciones'],
    ['it_IT', 'Prezzo per 2 camere'],
    ['nl_NL', 'Prijs voor 2 kamers'],
  ])('%s: says the price is for the two rooms the party needs', async (locale, text) => {
    const stay = await twoRoomStay()
    const q = await quote(stay.id, stay.day, `&adult=${stay.adults}&child=${stay.children}`, locale)
    expect(q.bookable).toBe(true)
    expect(q.priceInfo?.nbRooms).toBe(2)
    expect(q.roomsAmountMessage).toBe(text)
  })

  it('is null when one room holds the party, or without a price', async () => {
    const stay = await twoRoomStay()
    const one = await quote(stay.id, stay.day, '&adult=2')
    expect(one.priceInfo?.nbRooms).toBe(1)
    expect(one.roomsAmountMessage).toBeNull()
    const closed = await quote(stay.id, stay.day + 400, `&adult=${stay.adults}&child=${stay.children}`)
    expect(closed.priceInfo).toBeNull()
    expect(closed.roomsAmountMessage).toBeNull()
  })
})

describe('packageCheckoutNights.json length (product-pages §7)', () => {
  /** A stay bookable for 1, 2 and 3 nights from a day. */
  async function longStay() {
    const row = await env.DB.prepare(
      `SELECT s.id, a.day FROM stays s JOIN hotels h ON h.id = s.hotel_id
       JOIN availability a ON a.stay_id = s.id JOIN availability b ON b.stay_id = s.id AND b.day = a.day + 1
       JOIN availability c ON c.stay_id = s.id AND c.day = a.day + 2
       WHERE s.published = 1 AND h.active = 1 AND s.item_category = 'weekend' AND s.min_nights = 1 AND s.max_nights >= 3
         AND s.max_adults >= 2 AND a.day >= ?1 + 3 AND a.min_los = 1 AND a.rooms_left > 0 AND b.rooms_left > 0 AND c.rooms_left > 0
         AND (s.expiration_date IS NULL OR s.expiration_date >= date(c.day * 86400, 'unixepoch'))
       ORDER BY a.day, s.id LIMIT 1`,
    )
      .bind(await seedToday())
      .first<{ id: number; day: number }>()
    if (!row) throw new Error('the test seed should have a stay bookable for three nights')
    return row
  }
  const nights = (id: number, day: number, extra = '') =>
    call(`/api/weekend/${id}/packageCheckoutNights.json?locale=fr_FR&checkin=${iso(day)}&adult=2&multiOffer=true&client=msite${extra}`)

  it('leaves out the stays longer than length nights', async () => {
    const stay = await longStay()
    const all = await json<number[]>(await nights(stay.id, stay.day))
    expect(all.slice(0, 3)).toEqual([1, 2, 3])
    expect(await json<number[]>(await nights(stay.id, stay.day, '&length=2'))).toEqual([1, 2])
    expect(await json<number[]>(await nights(stay.id, stay.day, '&length=1'))).toEqual([1])
    expect(await json<number[]>(await nights(stay.id, stay.day, '&length=30'))).toEqual(all)
  })

  it.each(['0', '31', 'two', '-1'])('refuses length=%s with a 400 naming length', async (length) => {
    const stay = await longStay()
    const res = await nights(stay.id, stay.day, `&length=${length}`)
    expect(res.status).toBe(400)
    expect((await json<ErrorJson>(res)).error).toMatchObject({ code: 'INVALID_INPUT', field: 'length' })
  })
})

describe("a stay's gift voucher prices (product-pages §3 single voucher priceList, §9)", () => {
  /** A published stay whose minimum stay is 2 nights, so that its 1-night voucher is left out. */
  async function twoNightStay() {
    const row = await env.DB.prepare(
      `SELECT s.id, s.min_nights AS min, s.max_nights AS max FROM stays s JOIN hotels h ON h.id = s.hotel_id
       WHERE s.published = 1 AND h.active = 1 AND s.min_nights = 2 ORDER BY s.id LIMIT 1`,
    ).first<{ id: number; min: number; max: number }>()
    if (!row) throw new Error('the test seed should have a stay of 2 nights at least')
    return row
  }

  async function voucherRows(stayId: number) {
    const { results } = await env.DB.prepare(
      `SELECT g.nights, g.sell_price AS sellPrice, g.ref_price AS refPrice FROM stay_gift_prices g JOIN stays s ON s.id = g.stay_id
       WHERE g.stay_id = ?1 AND g.bucket = 1 AND g.nights BETWEEN s.min_nights AND s.max_nights ORDER BY g.nights`,
    )
      .bind(stayId)
      .all<{ nights: number; sellPrice: number; refPrice: number }>()
    return results
  }

  it('lists the standard voucher of each length the stay is sold for, shortest first', async () => {
    const f = await seedFacts()
    const detail = await stayDetail(f.stayId)
    expect(detail.giftPrices.map((p) => p.nights)).toEqual([1, 2, 3])
    expect(detail.giftPrices.map(({ nights, sellPrice, refPrice }) => ({ nights, sellPrice, refPrice }))).toEqual(
      await voucherRows(f.stayId),
    )
  })

  it('gives each length its price at every rate, and the next rate as the availability upsell', async () => {
    const f = await seedFacts()
    const detail = await stayDetail(f.stayId)
    const { results } = await env.DB.prepare(
      'SELECT nights, bucket, sell_price AS sellPrice, ref_price AS refPrice FROM stay_gift_prices WHERE stay_id = ?1 ORDER BY nights, bucket',
    )
      .bind(f.stayId)
      .all<{ nights: number; bucket: number; sellPrice: number; refPrice: number }>()
    for (const voucher of detail.giftPrices) {
      const rows = results.filter((r) => r.nights === voucher.nights)
      expect(voucher.sellPrices).toEqual(rows.map(({ bucket, sellPrice, refPrice }) => ({ bucket, sellPrice, refPrice })))
      const [standard, next] = [rows.find((r) => r.bucket === 1)!, rows.find((r) => r.bucket === 2)!]
      expect(voucher.upsellAvailabilityPrice).toBe(next.sellPrice)
      expect(voucher.extraUpsellAvailabilityAmount).toBe(next.sellPrice - standard.sellPrice)
    }
    expect(detail.giftPrices[0]?.sellPrices.map((p) => p.bucket)).toEqual([1, 2, 3])
  })

  it("leaves out the lengths below the stay's minimum stay", async () => {
    const stay = await twoNightStay()
    const detail = await stayDetail(stay.id)
    expect(detail.giftPrices.map((p) => p.nights)[0]).toBe(2)
    expect(detail.giftPrices.map(({ nights, sellPrice, refPrice }) => ({ nights, sellPrice, refPrice }))).toEqual(
      await voucherRows(stay.id),
    )
  })

  it('prices a gift for more nights with the voucher of that length, and a gift for 1 night as before', async () => {
    const f = await seedFacts()
    const one = await stayDetail(f.stayId, '&gift=true')
    const oneNight = await stayDetail(f.stayId, '&gift=true&night=1')
    const two = await stayDetail(f.stayId, '&gift=true&night=2')
    const voucher = two.giftPrices.find((p) => p.nights === 2)
    expect(one.price?.priceType).toBe('GIFT')
    expect(oneNight.price).toEqual(one.price)
    expect(two.price).toMatchObject({ priceType: 'GIFT', sellPrice: voucher?.sellPrice, refPrice: voucher?.refPrice })
    expect(two.price?.pricePerNight).toBe(Math.ceil((voucher?.sellPrice ?? 0) / 4))
  })

  it('has no gift price for a length the voucher is not sold for', async () => {
    const f = await seedFacts()
    expect((await stayDetail(f.stayId, '&gift=true&night=9')).price).toBeNull()
  })
})

describe('the stay detail: upsells (product-pages §3 Upsell)', () => {
  type Pair = { base: number; upsell: number; room: number }
  /** Two published offers of one room, the second's program lines being the first's and more (by type, activity and quantity). */
  async function upsellPair(): Promise<Pair> {
    const row = await env.DB.prepare(
      `WITH keyed AS (SELECT stay_id, type || ':' || COALESCE(activity_id, '') || ':' || quantity AS k FROM stay_program_lines)
       SELECT a.id AS base, b.id AS upsell, a.room_id AS room FROM stays a JOIN stays b ON b.room_id = a.room_id AND b.hotel_id = a.hotel_id AND b.id <> a.id
       WHERE a.published = 1 AND b.published = 1
         AND NOT EXISTS (SELECT 1 FROM keyed x WHERE x.stay_id = a.id AND x.k NOT IN (SELECT k FROM keyed y WHERE y.stay_id = b.id))
         AND (SELECT COUNT(*) FROM keyed WHERE stay_id = b.id) > (SELECT COUNT(*) FROM keyed WHERE stay_id = a.id)
       ORDER BY a.id, b.id LIMIT 1`,
    ).first<Pair>()
    if (!row) throw new Error('the test seed should have two offers of one room, one with more in its program')
    return row
  }
  const stayRow = (id: number) =>
    env.DB.prepare('SELECT base_price, gift_price, min_nights, max_nights FROM stays WHERE id = ?1')
      .bind(id)
      .first<{ base_price: number; gift_price: number; min_nights: number; max_nights: number }>()

  it('offers the richer offer of the same room as an extra to add, priced by the difference for 2 people', async () => {
    const { base, upsell } = await upsellPair()
    const [a, b] = [await stayRow(base), await stayRow(upsell)]
    const detail = await stayDetail(base)
    const offered = detail.upsells.find((u) => u.id === upsell)
    expect(offered).toBeDefined()
    expect(offered?.included).toBe(false)
    expect(offered?.priceDifference).toBe(b!.base_price - a!.base_price)
    // The 1-night gift voucher's difference, when both are sold for 1 night.
    expect(offered?.giftPriceDifference).toBe(a!.min_nights === 1 && b!.min_nights === 1 ? b!.gift_price - a!.gift_price : null)
    const from = Math.max(a!.min_nights, b!.min_nights)
    expect(offered?.priceDifferencePerLos[0]).toEqual({ nights: from, amount: (b!.base_price - a!.base_price) * from })
    expect(offered?.uri).toMatch(new RegExp(`^/fr-fr/sejour/.+-${upsell}$`))
    // The lines added are the richer offer's lines the base lacks, with their French titles.
    const upsellDetail = await stayDetail(upsell)
    const baseKeys = detail.programLines.map((l) => `${l.type}:${l.activityId}:${l.quantity}`)
    const added = upsellDetail.programLines.filter((l) => !baseKeys.includes(`${l.type}:${l.activityId}:${l.quantity}`))
    expect(offered?.programLines).toEqual(
      added.map((l) => ({ type: l.type, activityId: l.activityId, quantity: l.quantity, title: l.title })),
    )
    expect(offered?.programLines.every((l) => l.title !== '')).toBe(true)
  })

  it('offers the poorer offer from the richer one as an extra to remove, and nothing from another room', async () => {
    const { base, upsell, room } = await upsellPair()
    const detail = await stayDetail(upsell)
    const removable = detail.upsells.find((u) => u.id === base)
    expect(removable?.included).toBe(true)
    expect(removable?.priceDifference).toBeLessThanOrEqual(0)
    const { results } = await env.DB.prepare('SELECT id FROM stays WHERE room_id = ?1').bind(room).all<{ id: number }>()
    const sameRoom = results.map((r) => r.id)
    expect(detail.upsells.every((u) => sameRoom.includes(u.id))).toBe(true)
  })

  it('words the extras in the locale asked', async () => {
    const { base, upsell } = await upsellPair()
    const nl = (await stayDetail(base, '', 'nl_NL')).upsells.find((u) => u.id === upsell)
    const upsellNl = await stayDetail(upsell, '', 'nl_NL')
    expect(nl?.programLines.map((l) => l.title).every((t) => upsellNl.programLines.some((l) => l.title === t))).toBe(true)
    expect(nl?.uri).toMatch(/^\/nl-nl\//)
  })
})
