import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { HotelRoomsResponse } from '../../shared/api/hotel-rooms'
import type { OffersResponse } from '../../shared/api/search'
import { hotelOffersRequest } from '../../shared/rules/hotel-page'
import { escapeHtml } from './page-html'

/** The page's markup without React's text separators; `has` says which piece is missing rather than printing the page. */
const pageOf = async (res: Response) => (await res.text()).replace(/<!-- -->/g, '')
const has = (html: string, piece: string) => expect(html.includes(piece), piece).toBe(true)

/** A request with a cookie: rendered afresh, never answered from the HTML cache. */
const fresh = { headers: { Cookie: 'test=1' } }

/** An active hotel of the test seed with published offers in at least two of its rooms. */
async function hotelWithRooms(): Promise<number> {
  const id = await env.DB.prepare(
    `SELECT s.hotel_id FROM stays s JOIN hotels h ON h.id = s.hotel_id WHERE s.published = 1 AND h.active = 1
     GROUP BY s.hotel_id HAVING COUNT(DISTINCT s.room_id) >= 2 ORDER BY s.hotel_id LIMIT 1`,
  ).first<number>('hotel_id')
  if (id === null) throw new Error('the test seed has no hotel with offers in two rooms')
  return id
}

async function getJson<T>(path: string, init?: RequestInit): Promise<T> {
  return (await (await SELF.fetch(`http://localhost${path}`, init)).json()) as T
}

// product-pages.md §2 "room list with offers", §3 Room and room offer.
describe('the hotel page’s room list', () => {
  it.each([
    {
      site: '/fr-fr',
      locale: 'fr_FR',
      details: 'La chambre en détail',
      includes: 'Inclus : ',
      see: "Voir l'offre",
      capacity: 'personnes?',
    },
    {
      site: '/nl-nl',
      locale: 'nl_NL',
      details: 'Kamerdetails',
      includes: 'Inbegrepen: ',
      see: 'Bekijk aanbod',
      capacity: '(persoon|personen)',
    },
  ] as const)(
    'lists on $site each room with an offer, cheapest first, with its facts and its offers',
    async ({ site, locale, details, includes, see, capacity }) => {
      const hotelId = await hotelWithRooms()
      const html = await pageOf(await SELF.fetch(`http://localhost${site}/hotel/${hotelId}`, fresh))
      const { rooms } = await getJson<HotelRoomsResponse>(`/api/hotels/${hotelId}/rooms.json?locale=${locale}`)
      const search = await getJson<OffersResponse>('/api/offers.json', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(hotelOffersRequest(locale, hotelId)),
      })
      const price = new Map(search.results.map((card) => [card.id, card.sellPrice]))
      const cheapest = (offers: { id: number }[]) => Math.min(...offers.map((o) => price.get(o.id) ?? Infinity))
      const listed = rooms.filter((room) => cheapest(room.offers) < Infinity)
      expect(listed.length).toBeGreaterThan(1)

      // Rooms in the page's order: by their cheapest offer.
      const at = (room: (typeof rooms)[number]) => html.indexOf(`id="room-${room.uuid}"`)
      const order = [...listed].sort((a, b) => at(a) - at(b))
      for (const room of listed) expect(at(room)).toBeGreaterThan(0)
      expect(order.map((room) => cheapest(room.offers))).toEqual(listed.map((room) => cheapest(room.offers)).sort((a, b) => a - b))

      for (const room of listed) {
        has(html, `>${escapeHtml(room.label)}</h3>`)
        has(html, `<li>${room.size} m²</li>`)
        expect(new RegExp(`<li>[^<]*${room.capacity} ${capacity}[^<]*</li>`).test(html), room.label).toBe(true)
        has(html, `${escapeHtml(details)}<span class="visually-hidden">: ${escapeHtml(room.label)}</span>`)
        for (const offer of room.offers.filter((o) => price.has(o.id) && o.shortProgramIntroWithoutRoom !== ''))
          has(html, escapeHtml(`${includes}${offer.shortProgramIntroWithoutRoom}`))
      }
      // Every offer of the search under its room, with its link to the stay.
      for (const card of search.results) {
        has(html, `href="${card.uri}" data-id="${card.id}">${escapeHtml(see)}`)
        const room = listed.find((r) => r.offers.some((o) => o.id === card.id))
        expect(room).toBeDefined()
        if (room) expect(html.indexOf(`data-id="${card.id}"`)).toBeGreaterThan(at(room))
      }
    },
  )

  it('leaves out a room whose offers are all withdrawn', async () => {
    const hotelId = await hotelWithRooms()
    const { rooms } = await getJson<HotelRoomsResponse>(`/api/hotels/${hotelId}/rooms.json?locale=fr_FR`)
    const [gone] = rooms
    await env.DB.prepare(`UPDATE stays SET published = 0 WHERE id IN (SELECT value FROM json_each(?1))`)
      .bind(JSON.stringify(gone?.offers.map((o) => o.id) ?? []))
      .run()
    const html = await pageOf(await SELF.fetch(`http://localhost/fr-fr/hotel/${hotelId}`, fresh))
    expect(html.includes(`id="room-${gone?.uuid}"`)).toBe(false)
    has(html, `id="room-${rooms[1]?.uuid}"`)
  })
})
