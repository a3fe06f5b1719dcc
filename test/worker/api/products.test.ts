import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { AutocompleteResponse } from '../../../shared/api/autocomplete'
import type { HotelAvailabilitiesResponse } from '../../../shared/api/availability'
import type { QuoteResponse } from '../../../shared/api/product'
import type { ReviewsResponse } from '../../../shared/api/reviews'
import type { StayDetail } from '../../../shared/api/stay-detail'
import { normalize } from '../../../worker/data/seed/text'
import { call, json, postJson, seedFacts, type ErrorJson } from './app'

describe('offer calls', () => {
  it('GET detail.json answers the offer priced for the dates', async () => {
    const f = await seedFacts()
    const res = await call(`/api/weekend/${f.stayId}/detail.json?locale=fr_FR&checkin=${f.checkin}&night=1&adult=2`)
    expect(res.status).toBe(200)
    const detail = await json<StayDetail>(res)
    expect(detail.id).toBe(f.stayId)
    expect(detail.hotel.id).toBe(f.hotelId)
    expect(detail.price?.priceType).toBe('FINAL_PRICE')
    expect(detail.programLines.length).toBeGreaterThan(0)
  })

  // Every night of a dated search is a condition of its own: long stays once passed SQLite's limit
  // on an expression's depth (100) and answered 500.
  it.each([7, 8, 20, 26, 30])(
    'answers a dated search of %i nights in the booking and hotel flows, with and without destination',
    async (nights) => {
      const f = await seedFacts()
      for (const flow of ['booking', 'hotel'] as const) {
        for (const filters of [{}, { city: f.cityId }]) {
          const res = await postJson('/api/offers.json', { locale: 'fr_FR', flow, pax: { adults: 2 }, checkin: f.checkin, nights, filters })
          expect(res.status, `${flow} ${JSON.stringify(filters)}`).toBe(200)
        }
      }
      const drawer = await postJson('/api/offers.json', {
        locale: 'fr_FR',
        orderBy: 'priceAsc',
        pax: { adults: 2, children: 0, babies: 0 },
        checkin: f.checkin,
        nights,
        hotelId: f.hotelId,
        numberOfPackagesPerHotel: 20,
        searchProvider: 'default',
      })
      expect(drawer.status).toBe(200)
      const facets = await call(`/api/facets.json?locale=fr_FR&checkin=${f.checkin}&nights=${nights}&propertiesRequested=price,stars`)
      expect(facets.status).toBe(200)
      const detail = await call(`/api/weekend/${f.stayId}/detail.json?locale=fr_FR&checkin=${f.checkin}&night=${nights}&adult=2`)
      expect(detail.status).toBe(200)
    },
  )

  it('GET detail.json carries the discount code the offer applies by itself, and null without one', async () => {
    const rows = await env.DB.prepare(
      `SELECT s.id, s.auto_discount_code AS code, s.auto_discount_percent AS value FROM stays s JOIN hotels h ON h.id = s.hotel_id
       WHERE s.published = 1 AND h.active = 1 ORDER BY (s.auto_discount_code IS NULL), s.id LIMIT 1`,
    ).all<{ id: number; code: string | null; value: number | null }>()
    const discounted = rows.results[0]
    expect(discounted?.code).toBeTruthy()
    const detail = await json<StayDetail>(await call(`/api/weekend/${discounted?.id}/detail.json?locale=fr_FR`))
    expect(detail.autoDiscount).toEqual({ code: discounted?.code, value: discounted?.value })
    const f = await seedFacts()
    const plain = await env.DB.prepare('SELECT auto_discount_code AS code FROM stays WHERE id = ?1')
      .bind(f.stayId)
      .first<{ code: string | null }>()
    const other = await json<StayDetail>(await call(`/api/weekend/${f.stayId}/detail.json?locale=fr_FR`))
    expect(other.autoDiscount).toEqual(plain?.code ? expect.objectContaining({ code: plain.code }) : null)
  })

  it('GET packageCheckoutNights.json lists bookable night counts including 1 on a bookable day', async () => {
    const f = await seedFacts()
    const res = await call(
      `/api/weekend/${f.stayId}/packageCheckoutNights.json?locale=fr_FR&checkin=${f.checkin}&adult=2&child=0&baby=0&multiOffer=true&client=msite`,
    )
    expect(res.status).toBe(200)
    expect(await json<number[]>(res)).toContain(1)
  })

  it('GET quote answers bookable with price info, tax and insurance', async () => {
    const f = await seedFacts()
    const quote = await json<QuoteResponse>(await call(`/api/product/${f.stayId}/quote?locale=fr_FR&checkin=${f.checkin}&nights=1&adult=2`))
    expect(quote.bookable).toBe(true)
    expect(quote.priceInfo?.sellPrice).toBeGreaterThan(0)
    expect(quote.insurance.amount).toBeGreaterThan(0)
    expect(quote.reservationCriteria.checkout > quote.reservationCriteria.checkin).toBe(true)
  })

  it('GET quote reports PACKAGE_NOT_AVAILABLE_CHECKIN on a closed day', async () => {
    const f = await seedFacts()
    if (!f.closed) throw new Error('the test seed should have a closed day')
    const quote = await json<QuoteResponse>(
      await call(`/api/product/${f.closed.stayId}/quote?locale=fr_FR&checkin=${f.closed.checkin}&nights=1`),
    )
    expect(quote.bookable).toBe(false)
    expect(quote.errors.map((e) => e.code)).toContain('PACKAGE_NOT_AVAILABLE_CHECKIN')
  })

  it('GET product offers keys the hotel offers by id', async () => {
    const f = await seedFacts()
    const offers = await json<Record<string, { weekendId: number }>>(
      await call(`/api/product/${f.stayId}/offers?locale=fr_FR&checkin=${f.checkin}&nights=1`),
    )
    expect(offers[String(f.stayId)]?.weekendId).toBe(f.stayId)
  })

  it('GET availabilities.json answers days of the month window with the best price of each month', async () => {
    const f = await seedFacts()
    const res = await json<HotelAvailabilitiesResponse>(await call(`/api/hotels/${f.hotelId}/availabilities.json?locale=fr_FR&length=12`))
    expect(res.days.length).toBeGreaterThan(0)
    expect(res.requestedMonths[0]).toBe(f.today.slice(0, 7))
    expect(Object.keys(res.bestPriceOfTheMonth).length).toBeGreaterThan(0)
  })

  it('GET packageCheckinPrices.json answers per day minLos and displayTotalPrice', async () => {
    const f = await seedFacts()
    const res = await json<{ days: { day: string; minLos: number; displayTotalPrice: number }[] }>(
      await call(
        `/api/redeem/weekend/${f.stayId}/packageCheckinPrices.json?locale=fr_FR&month=${f.checkin.slice(0, 7)}&adult=2&child=0&baby=0`,
      ),
    )
    expect(res.days.find((d) => d.day === f.checkin)?.displayTotalPrice).toBeGreaterThan(0)
  })

  it.each([
    ['/api/weekend/abc/detail.json?locale=fr_FR', 400, 'id'],
    ['/api/weekend/999999999/detail.json?locale=fr_FR', 404, undefined],
    ['/api/product/1/quote?locale=fr_FR&checkin=2026-13-01&nights=1', 400, 'checkin'],
    ['/api/product/1/quote?locale=fr_FR&nights=1', 400, 'checkin'],
    ['/api/hotels/1/availabilities.json?locale=fr_FR&month=2026-1', 400, 'month'],
  ])('%s → %i', async (path, status, field) => {
    const res = await call(path)
    expect(res.status).toBe(status)
    expect((await json<ErrorJson>(res)).error.field).toBe(field)
  })
})

describe('reviews', () => {
  it('pages by 10 with the locale first and the criteria details', async () => {
    const f = await seedFacts()
    if (!f.reviewedHotel) throw new Error('the test seed should have a reviewed hotel')
    const res = await json<ReviewsResponse>(
      await call(`/api/hotel/${f.reviewedHotel.id}/reviews.json?locale=fr_FR&withOtherLanguageFallback=true&sort=SCORE_DESC`),
    )
    expect(res.list.length).toBe(Math.min(10, f.reviewedHotel.n))
    expect(res.totalCount).toBe(f.reviewedHotel.n)
    expect(res.details.map((d) => d.label)).toEqual(['welcoming', 'comfort', 'cleanliness', 'food', 'localization', 'priceQualityRatio'])
    const inLocale = res.list.filter((r) => r.locale === 'fr_FR')
    expect(res.list.slice(0, inLocale.length)).toEqual(inLocale)
  })
  it('refuses an unknown sort', async () => {
    const res = await call('/api/hotel/1/reviews.json?locale=fr_FR&sort=BEST')
    expect(res.status).toBe(400)
    expect((await json<ErrorJson>(res)).error.field).toBe('sort')
  })
})

describe('autocomplete', () => {
  it('matches a prefix regardless of case and accents', async () => {
    const f = await seedFacts()
    if (!f.accentedPlace) throw new Error('the test seed should have a city whose name has accents')
    const term = f.accentedPlace.normalized.slice(0, 4).toUpperCase()
    const res = await json<AutocompleteResponse>(
      await call(`/api/autocomplete-geonames.json?locale=fr_FR&term=${encodeURIComponent(term)}&maxResults=30`),
    )
    expect(res.suggestions.map((s) => s.label)).toContain(f.accentedPlace.name)
    expect(res.suggestions.length).toBeLessThanOrEqual(30)
  })
  it('finds a hotel and a place from a later word of their names, after the names that start with it', async () => {
    const autocomplete = async (term: string) =>
      (
        await json<AutocompleteResponse>(
          await call(`/api/autocomplete-geonames.json?locale=fr_FR&term=${encodeURIComponent(term)}&maxResults=30`),
        )
      ).suggestions
    // A hotel whose label's last word starts no hotel label: the term is a later word.
    const hotels = await env.DB.prepare('SELECT id, label, label_normalized FROM hotels WHERE active = 1 ORDER BY id').all<{
      id: number
      label: string
      label_normalized: string
    }>()
    const starts = (word: string) => hotels.results.some((h) => h.label_normalized.startsWith(word))
    const hotel = hotels.results.find((h) => {
      const last = h.label_normalized.split(' ').at(-1) ?? ''
      return last.length > 3 && !starts(last)
    })
    expect(hotel).toBeDefined()
    const term = hotel!.label_normalized.split(' ').at(-1)!.toUpperCase()
    const found = await autocomplete(term)
    expect(found.filter((s) => s.category === 'hotel').map((s) => s.id)).toContain(hotel!.id)

    // A place named in several words: found from its second word, and a place that starts with
    // that word comes before it.
    const place = await env.DB.prepare(
      "SELECT place_id AS id, name, normalized FROM place_names WHERE locale = 'fr_FR' AND normalized LIKE '% %' AND length(normalized) - length(replace(normalized, ' ', '')) = 1 AND length(substr(normalized, instr(normalized, ' ') + 1)) > 3 ORDER BY place_id LIMIT 1",
    ).first<{ id: number; name: string; normalized: string }>()
    expect(place).not.toBeNull()
    const second = place!.normalized.split(' ')[1]!
    const labels = (await autocomplete(second)).filter((s) => s.category !== 'hotel').map((s) => s.label)
    expect(labels).toContain(place!.name)
    const startsWithIt = labels.findIndex((label) => normalize(label).startsWith(second))
    if (startsWithIt >= 0) expect(startsWithIt).toBeLessThan(labels.indexOf(place!.name))
  })
  it('refuses more than 30 results', async () => {
    expect((await call('/api/autocomplete-geonames.json?locale=fr_FR&term=pa&maxResults=31')).status).toBe(400)
  })
})

describe('activity-only, boxes, CMS and purchase helpers', () => {
  it('searches and details activity-only products', async () => {
    const f = await seedFacts()
    const res = await postJson('/api/search/activity-only.json', { locale: 'fr_FR', participants: 2, page: 0 })
    expect(res.status).toBe(200)
    if (f.activityId === null) throw new Error('the test seed should have an activity-only product')
    const detail = await call(`/api/activity-only/weekend/${f.activityId}/detail.json?locale=fr_FR`)
    expect(detail.status).toBe(200)
    expect((await call(`/api/activities/${f.activityId}/images.json?locale=fr_FR`)).status).toBe(200)
  })
  it('lists boxes and their offers and facets', async () => {
    const f = await seedFacts()
    expect((await call('/gateway/boxes/search?locale=fr_FR')).status).toBe(200)
    if (f.boxCode === null) throw new Error('the test seed should have a published box')
    expect((await call(`/gateway/boxes/${f.boxCode}/product-detail?locale=fr_FR`)).status).toBe(200)
    const offers = await json<{ exactMatch: unknown[]; searchDetails: { limit: number } }>(
      await call(`/gateway/boxes/${f.boxCode}/offers?locale=fr_FR&page=1`),
    )
    expect(offers.searchDetails.limit).toBe(8)
    expect(offers.exactMatch.length).toBeLessThanOrEqual(8)
    expect((await call(`/gateway/box-facets/${f.boxCode}?locale=fr_FR`)).status).toBe(200)
    expect((await call('/gateway/boxes/nope!/product-detail?locale=fr_FR')).status).toBe(400)
  })
  it('serves CMS blocks and gift options', async () => {
    for (const path of [
      '/api/cms/promoBars?locale=fr_FR',
      '/gateway/cms/announcementBanner?locale=fr_FR',
      '/gateway/content/giftBlock?locale=fr_FR',
      '/content/targetedBanner.json?locale=fr_FR',
      '/gateway/sub-elements/available-custom-sub-elements?locale=fr_FR',
    ]) {
      expect((await call(path)).status, path).toBe(200)
    }
    expect((await call('/api/cms/homepage?locale=zz')).status).toBe(400)
  })
  it.each([
    [200_00, 10, ['deferred', '3x']],
    [300_00, 10, ['deferred', '3x', '4x']],
    [300_00, 6, ['deferred']],
    [300_00, 4, []],
  ])('instalment eligibility for %i cents, %i days ahead → %j', async (amount, days, methods) => {
    const checkin = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
    const res = await json<{ paymentMethods: { type: string }[] }>(
      await call(
        `/gateway/purchase/instalments/eligibility?amount=${amount}&checkinDate=${checkin}&pointOfSale=fr&cancellationPolicyType=FLEXIBLE`,
      ),
    )
    expect(res.paymentMethods.map((m) => m.type)).toEqual(methods)
  })
})
