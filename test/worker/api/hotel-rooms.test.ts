import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import { HotelRoomsResponseSchema, type HotelRoomsResponse } from '../../../shared/api/hotel-rooms'
import { call, json } from './app'

const UPSTREAM = { UPSTREAM_API_URL: 'https://upstream.example' }

afterEach(() => vi.restoreAllMocks())

/** A hotel of the test seed with published offers in at least two of its rooms. */
async function hotelWithRooms(): Promise<number> {
  const id = await env.DB.prepare(
    `SELECT hotel_id FROM stays WHERE published = 1 GROUP BY hotel_id HAVING COUNT(DISTINCT room_id) >= 2 ORDER BY hotel_id LIMIT 1`,
  ).first<number>('hotel_id')
  if (id === null) throw new Error('the test seed has no hotel with offers in two rooms')
  return id
}

/** The hotel's rooms holding published offers, and those offers, as the catalogue has them. */
async function catalogueRooms(hotelId: number): Promise<{ uuid: string; offers: number[] }[]> {
  const { results } = await env.DB.prepare(
    `SELECT r.uuid, s.id FROM rooms r JOIN stays s ON s.room_id = r.id AND s.published = 1
     WHERE r.hotel_id = ?1 ORDER BY r.position, r.id, s.position_in_hotel`,
  )
    .bind(hotelId)
    .all<{ uuid: string; id: number }>()
  const rooms: { uuid: string; offers: number[] }[] = []
  for (const row of results) {
    const last = rooms.at(-1)
    if (last?.uuid === row.uuid) last.offers.push(row.id)
    else rooms.push({ uuid: row.uuid, offers: [row.id] })
  }
  return rooms
}

/** Round trips to D1 announced by Server-Timing. */
const d1Queries = (res: Response) => Number(/queries=(\d+)/.exec(res.headers.get('Server-Timing') ?? '')?.[1] ?? NaN)

// product-pages.md §2 "room list with offers", §3 Room and room offer.
describe('GET /api/hotels/:hotelId/rooms.json', () => {
  it('answers the hotel’s rooms that have an offer on sale, each with its offers, in one D1 round trip', async () => {
    const hotelId = await hotelWithRooms()
    const res = await call(`/api/hotels/${hotelId}/rooms.json?locale=fr_FR`)
    expect(res.status).toBe(200)
    expect(res.headers.get('X-Cache')).toBe('MISS')
    expect(d1Queries(res)).toBe(1)
    const body = v.parse(HotelRoomsResponseSchema, await res.json())
    expect(body.rooms.map((r) => ({ uuid: r.uuid, offers: r.offers.map((o) => o.id) }))).toEqual(await catalogueRooms(hotelId))
    for (const room of body.rooms) {
      expect(room.label).not.toBe('')
      expect(room.size).toBeGreaterThan(0)
      expect(room.capacity).toBeGreaterThan(0)
      expect(room.type.label).not.toBe('')
      expect(room.imageUrl).toBe(room.images[0]?.template.replace('{size}', '640_360'))
      expect(room.detailsSection.map((l) => l.code)).toEqual(['size', 'bed', ...(room.bedding ? ['bedding'] : []), 'capacity'])
    }
    // Each offer's programme without the room is its text in the site's language.
    const offer = body.rooms[0]?.offers[0]
    const intro = await env.DB.prepare(`SELECT short_program_intro FROM stay_texts WHERE stay_id = ?1 AND locale = 'fr_FR'`)
      .bind(offer?.id)
      .first<string>('short_program_intro')
    expect(offer?.shortProgramIntroWithoutRoom).toBe(intro)
  })

  it('names the rooms and beds in the site’s language', async () => {
    const hotelId = await hotelWithRooms()
    const fr = await json<HotelRoomsResponse>(await call(`/api/hotels/${hotelId}/rooms.json?locale=fr_FR`))
    const nl = await json<HotelRoomsResponse>(await call(`/api/hotels/${hotelId}/rooms.json?locale=nl_NL`))
    const label = await env.DB.prepare(
      `SELECT rt.label FROM room_texts rt JOIN rooms r ON r.id = rt.room_id WHERE r.uuid = ?1 AND rt.locale = 'nl_NL'`,
    )
      .bind(nl.rooms[0]?.uuid)
      .first<string>('label')
    expect(nl.rooms[0]?.label).toBe(label)
    expect(nl.rooms[0]?.type.label).not.toBe(fr.rooms[0]?.type.label)
    expect(nl.rooms[0]?.detailsSection[0]?.label).toBe('Oppervlakte')
  })

  it('leaves out a room whose offers are all withdrawn, and answers 404 for an unknown hotel', async () => {
    const hotelId = await hotelWithRooms()
    const [first, ...rest] = await catalogueRooms(hotelId)
    await env.DB.prepare(`UPDATE stays SET published = 0 WHERE id IN (SELECT value FROM json_each(?1))`)
      .bind(JSON.stringify(first?.offers ?? []))
      .run()
    const body = await json<HotelRoomsResponse>(await call(`/api/hotels/${hotelId}/rooms.json?locale=es_ES`))
    expect(body.rooms.map((r) => r.uuid)).toEqual(rest.map((r) => r.uuid))
    expect((await call('/api/hotels/987654321/rooms.json?locale=fr_FR')).status).toBe(404)
    expect((await call(`/api/hotels/${hotelId}/rooms.json?locale=xx_XX`)).status).toBe(400)
  })

  it('forwards the call to the upstream in proxy mode and validates its answer', async () => {
    const hotelId = await hotelWithRooms()
    const local = await json<HotelRoomsResponse>(await call(`/api/hotels/${hotelId}/rooms.json?locale=it_IT`))
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(local))
    // Another site than the local answer's, which the cache holds.
    const res = await call(`/api/hotels/${hotelId}/rooms.json?locale=fr_BE`, {}, UPSTREAM)
    expect(res.status).toBe(200)
    expect(await json<HotelRoomsResponse>(res)).toEqual(local)
    expect(String(spy.mock.calls[0]?.[0])).toBe(`https://upstream.example/api/hotels/${hotelId}/rooms.json?locale=fr_BE`)

    // A room without its offers is not the shape the page reads: refused as a bad upstream answer.
    vi.restoreAllMocks()
    const broken = { rooms: local.rooms.map(({ offers: _offers, ...room }) => room) }
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(broken))
    expect((await call(`/api/hotels/${hotelId}/rooms.json?locale=nl_BE`, {}, UPSTREAM)).status).toBe(502)
  })
})
