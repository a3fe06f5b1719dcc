import { env } from 'cloudflare:test'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { OffersResponseSchema, type OffersResponse, type StayCard } from '../../../shared/api/search'
import { postJson, seedFacts } from './app'

const iso = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10)
const dayOf = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000)

async function search(body: Record<string, unknown>): Promise<OffersResponse> {
  const res = await postJson('/api/offers.json', { locale: 'fr_FR', ...body })
  expect(res.status).toBe(200)
  return v.parse(OffersResponseSchema, await res.json())
}

/** The card of one stay, searched through its hotel (the hotel drawer's call). */
async function cardOf(stay: { id: number; hotelId: number }, body: Record<string, unknown>, locale = 'fr_FR'): Promise<StayCard> {
  const res = await search({ locale, hotelId: stay.hotelId, numberOfPackagesPerHotel: 50, ...body })
  const card = res.results.find((c) => c.id === stay.id)
  if (!card) throw new Error(`stay ${stay.id} should be a card of its hotel's search`)
  return card
}

interface PaxRow {
  adults: number
  children: number
  babies: number
  factor: number
}

/**
 * The prices a card should list, from the catalogue's own rows: each composition of
 * stay_pax_prices the stay and its room accept (and, with dates, that the rooms left can hold),
 * priced night by night with its materialised factor, plus the single-room supplement of a party
 * with children or babies.
 */
async function expectedPrices(stayId: number, nights: readonly { price: number; ref_price: number; rooms_left: number | null }[]) {
  const rule = await env.DB.prepare(
    `SELECT s.max_adults, s.max_children, s.single_room_supplement AS supplement, r.capacity, r.max_adults AS room_adults,
       r.max_children AS room_children FROM stays s JOIN rooms r ON r.id = s.room_id WHERE s.id = ?1`,
  )
    .bind(stayId)
    .first<{ max_adults: number; max_children: number; supplement: number; capacity: number; room_adults: number; room_children: number }>()
  if (!rule) throw new Error(`no stay ${stayId}`)
  const { results } = await env.DB.prepare(
    'SELECT adults, children, babies, price_factor_permille AS factor FROM stay_pax_prices WHERE stay_id = ?1 ORDER BY adults, children, babies',
  )
    .bind(stayId)
    .all<PaxRow>()
  const roomsLeft = nights.some((n) => n.rooms_left === null) ? null : Math.min(...nights.map((n) => n.rooms_left ?? 0))
  return results
    .filter((x) => {
      const rooms = Math.ceil((x.adults + x.children) / rule.capacity)
      return (
        x.adults <= rule.max_adults &&
        x.children <= rule.max_children &&
        x.adults <= rule.room_adults * rooms &&
        x.children <= rule.room_children * rooms &&
        (roomsLeft === null || roomsLeft >= rooms)
      )
    })
    .map((x) => {
      const supplement = x.children + x.babies > 0 ? rule.supplement : 0
      const night = (price: number) => Math.ceil((price * x.factor) / 1000) + supplement
      const sellPrice = nights.reduce((sum, n) => sum + night(n.price), 0)
      const refPrice = nights.reduce((sum, n) => sum + night(n.ref_price), 0)
      return { adults: x.adults, children: x.children, babies: x.babies, sellPrice, refPrice }
    })
}

const pricesOf = (card: StayCard) =>
  card.prices.map(({ adults, children, babies, sellPrice, refPrice }) => ({ adults, children, babies, sellPrice, refPrice }))

describe('stay cards: prices by pax composition (search §3)', () => {
  it('prices a dated card for each composition the catalogue stores that the stay accepts, from the nights of the dates', async () => {
    const facts = await seedFacts()
    const card = await cardOf({ id: facts.stayId, hotelId: facts.hotelId }, { checkin: facts.checkin, nights: 1 })
    const night = await env.DB.prepare('SELECT price, ref_price, rooms_left FROM availability WHERE day = ?1 AND stay_id = ?2')
      .bind(dayOf(facts.checkin), facts.stayId)
      .first<{ price: number; ref_price: number; rooms_left: number }>()
    if (!night) throw new Error('the bookable day has an availability row')
    const expected = await expectedPrices(facts.stayId, [night])
    expect(expected.length).toBeGreaterThan(1)
    expect(pricesOf(card)).toEqual(expected)
    // The searched party's composition is the card's own price.
    const twoAdults = card.prices.find((p) => p.adults === 2 && p.children === 0 && p.babies === 0)
    expect(twoAdults).toMatchObject({
      sellPrice: card.price.sellPrice,
      refPrice: card.price.refPrice,
      pricePerNight: card.price.pricePerNight,
    })
  })

  it('adds up every night of a longer stay for each composition', async () => {
    const run = await env.DB.prepare(
      `SELECT s.id, s.hotel_id AS hotelId, a.day FROM stays s JOIN hotels h ON h.id = s.hotel_id
       JOIN availability a ON a.stay_id = s.id JOIN availability b ON b.stay_id = s.id AND b.day = a.day + 1
       WHERE s.published = 1 AND h.active = 1 AND s.item_category = 'weekend' AND s.min_nights <= 2 AND s.max_nights >= 2
         AND s.max_adults >= 2 AND a.day >= ?1 + 3 AND a.rooms_left > 0 AND b.rooms_left > 0 AND a.min_los <= 2 AND a.price <> b.price
         AND (s.expiration_date IS NULL OR s.expiration_date >= date(b.day * 86400, 'unixepoch'))
       ORDER BY a.day, s.id LIMIT 1`,
    )
      .bind(dayOf((await seedFacts()).today))
      .first<{ id: number; hotelId: number; day: number }>()
    if (!run) throw new Error('the test seed should have a stay bookable for two nights at two prices')
    const card = await cardOf(run, { checkin: iso(run.day), nights: 2 })
    const { results: nights } = await env.DB.prepare(
      'SELECT price, ref_price, rooms_left FROM availability WHERE day IN (?1, ?1 + 1) AND stay_id = ?2',
    )
      .bind(run.day, run.id)
      .all<{ price: number; ref_price: number; rooms_left: number }>()
    expect(pricesOf(card)).toEqual(await expectedPrices(run.id, nights))
    expect(card.prices.every((p) => p.pricePerNight === Math.ceil(p.sellPrice / (2 * Math.max(1, p.adults + p.children))))).toBe(true)
  })

  it("prices an undated card from the stay's from-price for its default nights", async () => {
    const facts = await seedFacts()
    const card = await cardOf({ id: facts.stayId, hotelId: facts.hotelId }, {})
    const stay = await env.DB.prepare(
      'SELECT base_price AS price, base_ref_price AS ref_price, nights_default AS nights FROM stays WHERE id = ?1',
    )
      .bind(facts.stayId)
      .first<{ price: number; ref_price: number; nights: number }>()
    if (!stay) throw new Error('no stay')
    const nights = Array.from({ length: stay.nights }, () => ({ price: stay.price, ref_price: stay.ref_price, rooms_left: null }))
    expect(card.nights).toBe(stay.nights)
    expect(pricesOf(card)).toEqual(await expectedPrices(facts.stayId, nights))
  })

  it('gives a gift card its one composition: 2 people at the gift price', async () => {
    const res = await search({ flow: 'gifting', limit: 5 })
    expect(res.results.length).toBeGreaterThan(0)
    for (const card of res.results) {
      expect(pricesOf(card)).toEqual([{ adults: 2, children: 0, babies: 0, sellPrice: card.sellPrice, refPrice: card.refPrice }])
    }
  })
})

describe('stay cards: the cancellation policy in words', () => {
  /** A cancellable stay and a check-in whose deadline is still ahead (bookable for 2 adults, one night). */
  async function cancellableStay() {
    const today = dayOf((await seedFacts()).today)
    const row = await env.DB.prepare(
      `SELECT s.id, s.hotel_id AS hotelId, s.cancellation_deadline_days AS days, av.day FROM stays s JOIN hotels h ON h.id = s.hotel_id
       JOIN availability av ON av.stay_id = s.id
       WHERE s.published = 1 AND h.active = 1 AND s.item_category = 'weekend' AND s.cancellable = 1 AND s.min_nights = 1
         AND s.max_adults >= 2 AND av.rooms_left > 0 AND av.min_los = 1 AND av.day - s.cancellation_deadline_days >= ?1 + 2
         AND (s.expiration_date IS NULL OR s.expiration_date >= date(av.day * 86400, 'unixepoch'))
       ORDER BY av.day, s.id LIMIT 1`,
    )
      .bind(today)
      .first<{ id: number; hotelId: number; days: number; day: number }>()
    if (!row) throw new Error('the test seed should have a cancellable stay')
    return row
  }

  const longDate = (date: string, bcp47: string) =>
    new Intl.DateTimeFormat(bcp47, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    )

  it.each([
    ['fr_FR', 'fr-FR', (d: string) => `Modification gratuite jusqu'au ${d}, remboursement partiel en cas d'annulation.`],
    ['es_ES', 'es-ES', (d: string) => `Modificación gratuita hasta el ${d}, reembolso parcial si cancelas.`],
    ['it_IT', 'it-IT', (d: string) => `Modifica gratuita fino al ${d}, rimborso parziale in caso di annullamento.`],
    ['nl_NL', 'nl-NL', (d: string) => `Gratis wijzigen tot ${d}, gedeeltelijke terugbetaling bij annulering.`],
  ])('%s: a dated card names its deadline day in the site language', async (locale, bcp47, text) => {
    const stay = await cancellableStay()
    const card = await cardOf(stay, { checkin: iso(stay.day), nights: 1 }, locale)
    const deadline = iso(stay.day - stay.days)
    expect(card.cancellationPolicy).toEqual({
      cancellable: true,
      type: 'FLEXIBLE',
      cancellationDeadline: deadline,
      message: text(longDate(deadline, bcp47)),
    })
  })

  it.each([
    ['fr_FR', (n: number) => `Modification gratuite jusqu'à ${n} jours avant l'arrivée, remboursement partiel en cas d'annulation.`],
    ['nl_BE', (n: number) => `Gratis wijzigen tot ${n} dagen voor aankomst, gedeeltelijke terugbetaling bij annulering.`],
  ])('%s: an undated card says how many days before arrival it can be changed', async (locale, text) => {
    const stay = await cancellableStay()
    const card = await cardOf(stay, {}, locale)
    expect(card.cancellationPolicy).toMatchObject({ cancellable: true, cancellationDeadline: null, message: text(stay.days) })
  })

  it('says a non-cancellable stay is non-refundable', async () => {
    const row = await env.DB.prepare(
      `SELECT s.id, s.hotel_id AS hotelId FROM stays s JOIN hotels h ON h.id = s.hotel_id
       WHERE s.published = 1 AND h.active = 1 AND s.item_category = 'weekend' AND s.cancellable = 0 AND s.max_adults >= 2
       ORDER BY s.id LIMIT 1`,
    ).first<{ id: number; hotelId: number }>()
    if (!row) throw new Error('the test seed should have a non-cancellable stay')
    const fr = await cardOf(row, {}, 'fr_FR')
    const it = await cardOf(row, {}, 'it_IT')
    expect(fr.cancellationPolicy).toEqual({
      cancellable: false,
      type: 'NON_CANCELLABLE',
      cancellationDeadline: null,
      message: 'Non échangeable et non remboursable',
    })
    expect(it.cancellationPolicy.message).toBe('Non modificabile e non rimborsabile')
  })
})
