import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { ReviewsResponse } from '../../shared/api/reviews'
import type { OffersResponse } from '../../shared/api/search'
import { hotelOffersRequest } from '../../shared/rules/hotel-page'
import app from '../../worker/index'
import { escapeHtml } from './page-html'

/** An active hotel of the test seed with published stays and reviews with a positive comment. */
async function hotelWithOffersAndReviews(offset = 0): Promise<{ id: number; label: string }> {
  const row = await env.DB.prepare(
    `SELECT h.id, h.label FROM hotels h
     WHERE h.active = 1
       AND EXISTS (SELECT 1 FROM stays s WHERE s.hotel_id = h.id AND s.published = 1)
       AND EXISTS (SELECT 1 FROM reviews r WHERE r.hotel_id = h.id AND r.positive <> '')
     ORDER BY h.id LIMIT 1 OFFSET ?1`,
  )
    .bind(offset)
    .first<{ id: number; label: string }>()
  if (!row) throw new Error('the test seed has no active hotel with stays and reviews')
  return row
}

/** The hotel's offers as the search answers them with the hotel drawer's parameters. */
async function offersOf(hotelId: number, locale: string): Promise<OffersResponse> {
  const res = await SELF.fetch('http://localhost/api/offers.json', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ locale, hotelId, numberOfPackagesPerHotel: 20, limit: 20 }),
  })
  return (await res.json()) as OffersResponse
}

async function reviewsOf(hotelId: number, locale: string): Promise<ReviewsResponse> {
  return (await (await SELF.fetch(`http://localhost/api/hotel/${hotelId}/reviews.json?locale=${locale}`)).json()) as ReviewsResponse
}

/** A request with a cookie: rendered afresh, never answered from the HTML cache. */
const fresh = { headers: { Cookie: 'test=1' } }

describe('the hotel page', () => {
  it.each([
    {
      site: '/fr-fr',
      locale: 'fr_FR',
      nav: ['À propos', 'Offres', 'Avis'],
      offers: 'Nos offres dans cet hôtel',
      readAll: 'Lire tous les avis',
    },
    {
      site: '/nl-nl',
      locale: 'nl_NL',
      nav: ['Over', 'Aanbiedingen', 'Beoordelingen'],
      offers: 'Onze aanbiedingen in dit hotel',
      readAll: 'Alle beoordelingen lezen',
    },
  ])(
    'answers $site/hotel/{id} with the hotel, its offers and its reviews in the site language',
    async ({ site, locale, nav, offers, readAll }) => {
      const hotel = await hotelWithOffersAndReviews()
      const res = await SELF.fetch(`http://localhost${site}/hotel/${hotel.id}`)
      expect(res.status).toBe(200)
      const html = await res.text()
      expect(html).toContain(`<h1 class="product__title">${escapeHtml(hotel.label)}</h1>`)
      expect(html).toMatch(
        new RegExp(`<title>${escapeHtml(hotel.label).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, [^<]+ \\| Wanderweek</title>`),
      )
      for (const [anchor, text] of [
        ['about', nav[0]],
        ['offers', nav[1]],
        ['reviews', nav[2]],
      ] as const) {
        expect(html).toContain(`<a href="#${anchor}">${escapeHtml(text ?? '')}</a>`)
        expect(html).toContain(`id="${anchor}"`)
      }
      expect(html).toContain(escapeHtml(offers))
      const search = await offersOf(hotel.id, locale)
      expect(search.results.length).toBeGreaterThan(0)
      for (const card of search.results) {
        expect(html).toContain(`href="${card.uri}"`)
        expect(html).toContain(escapeHtml(card.label))
      }
      const reviews = await reviewsOf(hotel.id, locale)
      const positive = reviews.list.find((r) => r.positive)?.positive ?? ''
      expect(html).toContain(escapeHtml(positive))
      expect(html).toContain(escapeHtml(readAll))
    },
  )

  it('shows at most four reviews, each with a positive comment', async () => {
    const hotel = await hotelWithOffersAndReviews(1)
    const html = await (await SELF.fetch(`http://localhost/fr-fr/hotel/${hotel.id}`)).text()
    expect((html.match(/<li class="hotel-review">/g) ?? []).length).toBeGreaterThan(0)
    expect((html.match(/<li class="hotel-review">/g) ?? []).length).toBeLessThanOrEqual(4)
  })

  it('invites the first review, and gives the phone hours when the hotel has no offer', async () => {
    const hotel = await hotelWithOffersAndReviews(2)
    await env.DB.batch([
      env.DB.prepare('DELETE FROM reviews WHERE hotel_id = ?1').bind(hotel.id),
      env.DB.prepare('UPDATE stays SET published = 0 WHERE hotel_id = ?1').bind(hotel.id),
    ])
    const res = await SELF.fetch(`http://localhost/it-it/hotel/${hotel.id}`, fresh)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Sii il primo a provare questa nuovissima esperienza!')
    expect(html).toContain('Spiacenti, al momento non abbiamo offerte per questo hotel.')
    expect(html).toContain('dal lunedì al venerdì dalle 10 alle 21, il sabato e la domenica dalle 10 alle 19')
    expect(html).not.toContain('<li class="hotel-review">')
  })

  it('is left out of search engines in production when the hotel is inactive, and only then', async () => {
    const hotel = await hotelWithOffersAndReviews(3)
    // Outside production every page is noindex: ask as the production worker does.
    const production = async () => {
      const res = await app.request(`http://localhost/fr-fr/hotel/${hotel.id}`, fresh, { ...env, PRODUCTION: 'true' })
      expect(res.status).toBe(200)
      const html = await res.text()
      expect(html).toContain(escapeHtml(hotel.label))
      return html.match(/<meta name="robots"[^>]*>/g)
    }
    expect(await production()).toBeNull()
    await env.DB.prepare('UPDATE hotels SET active = 0 WHERE id = ?1').bind(hotel.id).run()
    expect(await production()).toEqual(['<meta name="robots" content="noindex, follow"/>'])
  })

  /** Gives the hotel exactly `count` eco facilities (the first ones of the catalogue). */
  async function setEcoFacilities(hotelId: number, count: number): Promise<void> {
    await env.DB.prepare('DELETE FROM hotel_eco_facilities WHERE hotel_id = ?1').bind(hotelId).run()
    await env.DB.prepare(
      'INSERT INTO hotel_eco_facilities (hotel_id, eco_facility_id) SELECT ?1, id FROM eco_facilities ORDER BY id LIMIT ?2',
    )
      .bind(hotelId, count)
      .run()
  }

  it.each([
    { count: 8, shown: true },
    { count: 9, shown: true },
    { count: 7, shown: false },
    { count: 0, shown: false },
  ])('shows the eco-label message with $count eco facilities: $shown', async ({ count, shown }) => {
    const hotel = await hotelWithOffersAndReviews(4)
    await setEcoFacilities(hotel.id, count)
    const html = await (await SELF.fetch(`http://localhost/fr-fr/hotel/${hotel.id}`, fresh)).text()
    expect(html).toContain(escapeHtml(hotel.label))
    expect(html.includes('class="eco-label"')).toBe(shown)
    expect(html.includes(escapeHtml(`Cet hôtel mène ${count} actions concrètes pour préserver l'environnement.`))).toBe(shown)
    expect(html.includes('>Voir les actions écoresponsables</button>')).toBe(shown)
  })

  it('says the eco label in the site language, with a button opening the eco actions', async () => {
    const hotel = await hotelWithOffersAndReviews(4)
    await setEcoFacilities(hotel.id, 8)
    const html = await (await SELF.fetch(`http://localhost/nl-nl/hotel/${hotel.id}`, fresh)).text()
    expect(html).toContain('Een milieubewust hotel')
    expect(html).toContain('Dit hotel neemt 8 concrete maatregelen om het milieu te beschermen.')
    expect(html).toMatch(
      /<button type="button" class="button eco-label__button" aria-haspopup="dialog" aria-expanded="false">Bekijk de milieumaatregelen<\/button>/,
    )
  })

  it('offers the information dialogs that have something to say, and the gallery with its lightbox button', async () => {
    const hotel = await hotelWithOffersAndReviews(5)
    const images = await env.DB.prepare('SELECT image_count FROM hotels WHERE id = ?1').bind(hotel.id).first<number>('image_count')
    const button = (label: string) => `aria-haspopup="dialog" aria-expanded="false">${escapeHtml(label)}</button>`
    let html = await (await SELF.fetch(`http://localhost/fr-fr/hotel/${hotel.id}`, fresh)).text()
    for (const label of ["Comment s'y rendre", 'Horaires', 'Services et équipements', 'Bon à savoir']) expect(html).toContain(button(label))
    // Every photo is in the page (the phones' swiped row); wide screens show the first four and the button.
    expect((html.match(/<li class="hotel-gallery__item">/g) ?? []).length).toBe(images)
    expect(html).toContain(`aria-haspopup="dialog">Voir les ${images} photos</button>`)
    // The page's own stylesheet is in its head.
    expect(html).toMatch(/<style data-href="\/assets\/[^"/]+\/hotel\.css">[^<]*\.hotel-gallery__track\{/)

    // Without any facility, no 'Services and equipment' dialog.
    await env.DB.prepare('DELETE FROM hotel_facilities WHERE hotel_id = ?1').bind(hotel.id).run()
    html = await (await SELF.fetch(`http://localhost/fr-fr/hotel/${hotel.id}`, fresh)).text()
    expect(html).not.toContain(button('Services et équipements'))
    expect(html).toContain(button('Bon à savoir'))
  })

  it("answers the date and traveller selector's search with the hotel's offers priced for those dates and party", async () => {
    const hotel = await hotelWithOffersAndReviews()
    const stay = { checkin: '', checkout: '', pax: { adults: 1, children: 0, babies: 0, singleRoom: false } }
    // The first of the next 60 days with an offer for one adult and one night.
    for (let i = 1; i <= 60 && stay.checkin === ''; i++) {
      const day = new Date(Date.now() + i * 86_400_000).toISOString().slice(0, 10)
      const next = new Date(Date.now() + (i + 1) * 86_400_000).toISOString().slice(0, 10)
      const res = await SELF.fetch('http://localhost/api/offers.json', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(hotelOffersRequest('fr_FR', hotel.id, { ...stay, checkin: day, checkout: next })),
      })
      expect(res.status).toBe(200)
      const body = (await res.json()) as OffersResponse
      if (body.results.length === 0) continue
      Object.assign(stay, { checkin: day, checkout: next })
      for (const card of body.results) {
        expect(card.hotel.id).toBe(hotel.id)
        expect(card).toMatchObject({ participants: 1, nights: 1 })
        expect(card.price.priceType).toBe('FINAL_PRICE')
      }
    }
    expect(stay.checkin).not.toBe('')
  })

  it.each([
    ['/fr-fr/hotel/999999999', 'Oups !'],
    ['/nl-nl/hotel/999999999', 'Oeps!'],
    ['/es-es/hotel/sin-id', '¡Vaya!'],
  ])('answers %s with the 404 page of the site', async (path, title) => {
    const res = await SELF.fetch(`http://localhost${path}`)
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).toContain(escapeHtml(title))
    expect(html).toContain('noindex')
  })
})
