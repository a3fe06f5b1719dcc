import { env } from 'cloudflare:test'
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BoxOffersMapSchema, BoxOffersPageSchema, type Box } from '../../../shared/api/boxes'
import type { FacetsResponse } from '../../../shared/api/facets'
import type { OffersResponse } from '../../../shared/api/search'
import { call, json, postJson, seedFacts, type ErrorJson } from './app'

type BoxOffersPage = v.InferOutput<typeof BoxOffersPageSchema>
type BoxOffersMap = v.InferOutput<typeof BoxOffersMapSchema>

const get = async (path: string) => {
  const res = await call(path)
  expect(res.status, path).toBe(200)
  return json(res)
}
const offersPage = async (path: string) => v.parse(BoxOffersPageSchema, await get(path))
const offersMap = async (path: string) => v.parse(BoxOffersMapSchema, await get(path))

/** Every offer of a box offers call, read page by page (8 a page) until an empty page. */
async function allOffers(path: string): Promise<{ ids: number[]; pages: BoxOffersPage[] }> {
  const pages: BoxOffersPage[] = []
  for (let page = 1; page < 50; page++) {
    const res = await offersPage(`${path}&page=${page}`)
    if (res.exactMatch.length === 0) break
    pages.push(res)
  }
  return { ids: pages.flatMap((p) => p.exactMatch.map((o) => o.id)), pages }
}

interface BoxStay {
  box: string
  stay: number
  hotel: number
  giftPrice: number
}

/** The stays of each published box, as the seed wrote them (every one is published, unexpired, of an active hotel). */
async function boxStays(): Promise<Map<string, BoxStay[]>> {
  const { results } = await env.DB.prepare(
    `SELECT x.box_code AS box, s.id AS stay, s.hotel_id AS hotel, s.gift_price AS giftPrice
     FROM box_stays x JOIN boxes b ON b.code = x.box_code JOIN stays s ON s.id = x.stay_id
     WHERE b.published = 1 ORDER BY x.box_code, s.id`,
  ).all<BoxStay>()
  const byBox = new Map<string, BoxStay[]>()
  for (const r of results) byBox.set(r.box, [...(byBox.get(r.box) ?? []), r])
  return byBox
}

/** A box with a hotel holding several of its stays (the case one offer per hotel got wrong). */
async function boxWithSharedHotel(): Promise<{ code: string; hotel: number; stays: BoxStay[] }> {
  for (const [code, stays] of await boxStays()) {
    const hotel = stays.find((s) => stays.filter((t) => t.hotel === s.hotel).length > 1)?.hotel
    if (hotel !== undefined) return { code, hotel, stays }
  }
  throw new Error('The test seed needs a box with two stays of one hotel')
}

const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b)
const hotelsOf = (stays: readonly BoxStay[]) => new Set(stays.map((s) => s.hotel)).size

describe('box offers list every stay of the box', () => {
  it("pages through every stay of each box, and totalCount is the box's offerCount", async () => {
    const boxes = (await get('/gateway/boxes/search?locale=fr_FR')) as { boxes: Box[] }
    const stays = await boxStays()
    expect(boxes.boxes.length).toBeGreaterThan(0)
    for (const box of boxes.boxes) {
      const expected = (stays.get(box.code) ?? []).map((s) => s.stay)
      const detail = (await get(`/gateway/boxes/${box.code}/product-detail?locale=fr_FR`)) as Box
      const { ids, pages } = await allOffers(`/gateway/boxes/${box.code}/offers?locale=fr_FR`)
      expect(sorted(ids), box.code).toEqual(expected)
      expect(new Set(ids).size, box.code).toBe(ids.length)
      expect(box.offerCount, box.code).toBe(expected.length)
      expect(detail.offerCount, box.code).toBe(expected.length)
      for (const page of pages) expect(page.searchDetails.totalCount, box.code).toBe(expected.length)
    }
  })

  it.each([
    ['numberOfPackagesPerHotel=1', 1],
    ['numberOfPackagesPerHotel=2', 2],
    ['numberOfPackagesPerHotel=20', 20],
    ['no numberOfPackagesPerHotel (20 by default)', 20],
  ])('box-offers with %s lists at most that many stays of each hotel', async (label, perHotel) => {
    const { code, stays } = await boxWithSharedHotel()
    const qs = label.startsWith('no ') ? '' : `&${label}`
    const { ids, pages } = await allOffers(`/gateway/box-offers/${code}?locale=fr_FR${qs}`)
    const byHotel = new Map<number, number>()
    for (const s of stays) byHotel.set(s.hotel, Math.min(perHotel, (byHotel.get(s.hotel) ?? 0) + 1))
    const expectedCount = [...byHotel.values()].reduce((a, b) => a + b, 0)
    expect(ids.length).toBe(expectedCount)
    expect(pages[0]?.searchDetails.totalCount).toBe(expectedCount)
    expect(ids.every((id) => stays.some((s) => s.stay === id))).toBe(true)
    const listedByHotel = new Map<number, number>()
    for (const page of pages) for (const o of page.exactMatch) listedByHotel.set(o.hotel.id, (listedByHotel.get(o.hotel.id) ?? 0) + 1)
    expect(listedByHotel).toEqual(byHotel)
  })

  it('box-offers of one hotel list its stays of the box, up to numberOfPackagesPerHotel', async () => {
    const { code, hotel, stays } = await boxWithSharedHotel()
    const ofHotel = stays.filter((s) => s.hotel === hotel).map((s) => s.stay)
    const all = await offersPage(`/gateway/box-offers/${code}?locale=fr_FR&hotelId=${hotel}`)
    expect(sorted(all.exactMatch.map((o) => o.id))).toEqual(ofHotel)
    const one = await offersPage(`/gateway/box-offers/${code}?locale=fr_FR&hotelId=${hotel}&numberOfPackagesPerHotel=1`)
    expect(one.exactMatch.length).toBe(1)
    expect(one.searchDetails.totalCount).toBe(1)
  })
})

describe('box-offers and box-facets criteria', () => {
  /** A check-in within the next weeks on which some stays of a box cannot be booked for the box's nights. */
  async function dayWithClosedStays(): Promise<{ code: string; nights: number; value: number; checkin: string; open: number[] }> {
    const f = await seedFacts()
    const stays = await boxStays()
    const boxes = await env.DB.prepare('SELECT code, nights, value FROM boxes WHERE published = 1 ORDER BY position').all<{
      code: string
      nights: number
      value: number
    }>()
    for (let offset = 3; offset < 40; offset++) {
      const checkin = new Date(Date.parse(`${f.today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10)
      for (const box of boxes.results) {
        const ofBox = stays.get(box.code) ?? []
        if (ofBox.length < 3) continue
        // What POST /api/offers.json finds bookable that night for 2 adults and the box's nights.
        const search = await postJson('/api/offers.json', {
          locale: 'fr_FR',
          pax: { adults: 2, children: 0, babies: 0 },
          checkin,
          nights: box.nights,
          limit: 500,
          numberOfPackagesPerHotel: 50,
        })
        const found = new Set((await json<OffersResponse>(search)).results.map((c) => c.id))
        const open = ofBox.filter((s) => found.has(s.stay)).map((s) => s.stay)
        if (open.length > 0 && open.length < ofBox.length) return { ...box, checkin, open }
      }
    }
    throw new Error('The test seed needs a day on which a box has both bookable and closed stays')
  }

  it('lists with checkin or checkinDate the stays offers.json finds bookable from that night for the box', async () => {
    const { code, checkin, open } = await dayWithClosedStays()
    for (const name of ['checkin', 'checkinDate']) {
      const { ids, pages } = await allOffers(`/gateway/box-offers/${code}?locale=fr_FR&${name}=${checkin}`)
      expect(sorted(ids), name).toEqual(sorted(open))
      expect(pages[0]?.searchDetails.totalCount, name).toBe(open.length)
    }
    const same = await offersPage(`/gateway/box-offers/${code}?locale=fr_FR&checkin=${checkin}&checkinDate=${checkin}`)
    expect(same.searchDetails.totalCount).toBe(open.length)
  })

  it('keeps with matchOfferRangePriceWithGiftAmount=true the stays within the gift amount, and all of them with false', async () => {
    const stays = await boxStays()
    const boxes = await env.DB.prepare('SELECT code, value FROM boxes WHERE published = 1').all<{ code: string; value: number }>()
    // A box whose value leaves some of its stays out (gift prices are for 2 people: compared per person, to the cent).
    const box = boxes.results.find((b) => {
      const ofBox = stays.get(b.code) ?? []
      return ofBox.some((s) => s.giftPrice <= b.value) && ofBox.some((s) => s.giftPrice > b.value)
    })
    if (!box) throw new Error('The test seed needs a box with stays above its value')
    const ofBox = stays.get(box.code) ?? []
    const within = ofBox.filter((s) => Math.ceil(s.giftPrice / 2) <= Math.floor(box.value / 2)).map((s) => s.stay)
    expect(within.length).toBeGreaterThan(0)
    expect(within.length).toBeLessThan(ofBox.length)
    const matched = await allOffers(`/gateway/box-offers/${box.code}?locale=fr_FR&matchOfferRangePriceWithGiftAmount=true`)
    expect(sorted(matched.ids)).toEqual(within)
    const unmatched = await allOffers(`/gateway/box-offers/${box.code}?locale=fr_FR&matchOfferRangePriceWithGiftAmount=false`)
    expect(sorted(unmatched.ids)).toEqual(ofBox.map((s) => s.stay))
  })

  it('accepts an affiliate id without changing the offers', async () => {
    const { code } = await boxWithSharedHotel()
    const plain = await offersPage(`/gateway/box-offers/${code}?locale=fr_FR`)
    expect(await offersPage(`/gateway/box-offers/${code}?locale=fr_FR&affiliateId=partner-42`)).toEqual(plain)
  })

  it('gives facets that agree with the offers for the same criteria', async () => {
    const { code, checkin } = await dayWithClosedStays()
    const hotel = (await boxStays()).get(code)?.[0]?.hotel
    for (const criteria of [
      '',
      `checkin=${checkin}`,
      `checkinDate=${checkin}`,
      `hotelId=${hotel}`,
      'matchOfferRangePriceWithGiftAmount=true',
      'numberOfPackagesPerHotel=1&affiliateId=partner-42',
    ]) {
      const facets = (await get(`/gateway/box-facets/${code}?locale=fr_FR&${criteria}`)) as FacetsResponse
      const { pages } = await allOffers(`/gateway/box-offers/${code}?locale=fr_FR&${criteria}`)
      const hotels = new Map(pages.flatMap((p) => p.exactMatch.map((o) => [o.hotel.id, o.hotel.stars] as const)))
      // Facet counts are hotels, as the map's points are.
      expect(facets.totalCount, criteria).toBe(hotels.size)
      const stars = facets.properties.find((p) => p.propertyType === 'stars')
      for (const value of stars?.values ?? []) {
        expect(value.count, `${criteria} stars ${value.id}`).toBe([...hotels.values()].filter((s) => String(s) === value.id).length)
      }
    }
  })

  it.each([
    ['checkin=not-a-date', 'checkin'],
    ['checkin=2026-02-30', 'checkin'],
    ['checkinDate=tomorrow', 'checkinDate'],
    ['checkin=2030-01-01&checkinDate=2030-01-02', 'checkinDate'],
    ['hotelId=abc', 'hotelId'],
    ['numberOfPackagesPerHotel=abc', 'numberOfPackagesPerHotel'],
    ['numberOfPackagesPerHotel=0', 'numberOfPackagesPerHotel'],
    ['numberOfPackagesPerHotel=21', 'numberOfPackagesPerHotel'],
    ['matchOfferRangePriceWithGiftAmount=maybe', 'matchOfferRangePriceWithGiftAmount'],
    [`affiliateId=${'a'.repeat(65)}`, 'affiliateId'],
  ])('answers %s with a 400 naming %s, on box-offers and box-facets', async (qs, field) => {
    const { code } = await boxWithSharedHotel()
    for (const path of [`/gateway/box-offers/${code}`, `/gateway/box-facets/${code}`, `/gateway/boxes/${code}/offers`]) {
      const res = await call(`${path}?locale=fr_FR&${qs}`)
      expect(res.status, path).toBe(400)
      const err = await json<ErrorJson>(res)
      expect(err.error.code, path).toBe('INVALID_INPUT')
      expect(err.error.field, path).toBe(field)
    }
  })
})

describe('box map search', () => {
  it('answers every hotel of the box as a map point in exactMatch, whatever the page', async () => {
    const stays = await boxStays()
    // A box with more hotels than a page of 8 offers.
    const [code, ofBox] = [...stays].find(([, s]) => hotelsOf(s) > 8) ?? []
    if (!code || !ofBox) throw new Error('The test seed needs a box with more than 8 hotels')
    const map = await offersMap(`/gateway/boxes/${code}/offers?locale=fr_FR&performMapSearch=true`)
    const expected = new Map<number, number[]>()
    for (const s of ofBox) expected.set(s.hotel, [...(expected.get(s.hotel) ?? []), s.stay])
    expect(new Map(map.exactMatch.map((m) => [m.id, m.weekend.map((w) => w.id)]))).toEqual(expected)
    expect(map.searchDetails.totalCount).toBe(ofBox.length)
    // Each point is its hotel's position, as the offers give it.
    const { pages } = await allOffers(`/gateway/boxes/${code}/offers?locale=fr_FR`)
    for (const offer of pages.flatMap((p) => p.exactMatch)) {
      expect(map.exactMatch.find((m) => m.id === offer.hotel.id)?.location).toEqual(offer.location)
    }
  })

  it('gives the map points of the beneficiary criteria on box-offers', async () => {
    const { code, hotel } = await boxWithSharedHotel()
    const map: BoxOffersMap = await offersMap(`/gateway/box-offers/${code}?locale=fr_FR&performMapSearch=true&hotelId=${hotel}`)
    expect(map.exactMatch.map((m) => m.id)).toEqual([hotel])
    expect(map.exactMatch[0]?.weekend.length).toBeGreaterThan(1)
  })
})

describe('box calls in proxy mode', () => {
  const UPSTREAM = { UPSTREAM_API_URL: 'https://upstream.example' }
  afterEach(() => vi.restoreAllMocks())

  it('forwards the criteria of box-facets and box-offers, the beneficiary default included', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ totalCount: 0, properties: [] }))
    const facets = await call('/gateway/box-facets/CASTLE1EBOX?locale=it_IT&checkinDate=2030-01-02&hotelId=7', {}, UPSTREAM)
    expect(facets.status).toBe(200)
    const facetsUrl = new URL(String(spy.mock.calls[0]?.[0]))
    expect(facetsUrl.pathname).toBe('/gateway/box-facets/CASTLE1EBOX')
    expect(Object.fromEntries(facetsUrl.searchParams)).toEqual({ locale: 'it_IT', checkin: '2030-01-02', hotelId: '7' })
    spy.mockResolvedValue(Response.json({ exactMatch: [], searchDetails: { totalCount: 0, page: 1, limit: 8 } }))
    expect((await call('/gateway/box-offers/CASTLE1EBOX?locale=it_IT&matchOfferRangePriceWithGiftAmount=1', {}, UPSTREAM)).status).toBe(200)
    const offersUrl = new URL(String(spy.mock.calls[1]?.[0]))
    expect(offersUrl.searchParams.get('numberOfPackagesPerHotel')).toBe('20')
    expect(offersUrl.searchParams.get('matchOfferRangePriceWithGiftAmount')).toBe('true')
  })

  it("accepts the upstream's map answer", async () => {
    const map = {
      exactMatch: [{ id: 3, location: { latitude: 45.1, longitude: 5.7 }, weekend: [{ id: 30 }, { id: 31 }] }],
      searchDetails: { totalCount: 2, page: 1, limit: 8 },
    }
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(map))
    const res = await call('/gateway/boxes/CASTLE1EBOX/offers?locale=nl_BE&performMapSearch=true', {}, UPSTREAM)
    expect(res.status).toBe(200)
    expect(await json(res)).toEqual(map)
  })
})
