import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ActivitySearchRequestSchema } from '../../../../shared/api/activity-only'
import { FacetsQuerySchema, facetsQueryToCriteria } from '../../../../shared/api/facets'
import { QuoteQuerySchema } from '../../../../shared/api/product'
import { ReviewsQuerySchema } from '../../../../shared/api/reviews'
import { OffersRequestSchema, SEARCH_PAGE_SIZE } from '../../../../shared/api/search'
import { AutocompleteQuerySchema } from '../../../../shared/api/autocomplete'
import { ContactRequestSchema, LogRequestSchema } from '../../../../shared/api/logs'

describe('offers request', () => {
  it('defaults to 2 adults, priceQuality, page 1 and the page size', () => {
    const out = v.parse(OffersRequestSchema, { locale: 'fr_FR' })
    expect(out).toMatchObject({
      flow: 'booking',
      orderBy: 'priceQuality',
      page: 1,
      limit: SEARCH_PAGE_SIZE,
      pax: { adults: 2, children: 0, babies: 0 },
    })
  })
  it.each([
    [{ locale: 'de_DE' }, 'locale'],
    [{ locale: 'fr_FR', orderBy: 'cheapest' }, 'orderBy'],
    [{ locale: 'fr_FR', checkin: '2026-02-30' }, 'checkin'],
    [{ locale: 'fr_FR', pax: { adults: 21 } }, 'pax.adults'],
    [{ locale: 'fr_FR', filters: { distanceMax: 301 } }, 'filters.distanceMax'],
    [{ locale: 'fr_FR', filters: { stars: [6] } }, 'filters.stars.0'],
    [{ locale: 'fr_FR', limit: 0 }, 'limit'],
    [{ locale: 'fr_FR', searchCriterias: { city: 'Paris' } }, 'searchCriterias.city'],
  ])('refuses %j at %s', (input, field) => {
    const res = v.safeParse(OffersRequestSchema, input)
    expect(res.success).toBe(false)
    if (!res.success) expect(res.issues[0].path?.map((p) => p.key).join('.')).toBe(field)
  })
})

describe("landing pages' top-results calls", () => {
  it('read searchCriterias as filters, filters winning where both set a key, and drop the hash', () => {
    const out = v.parse(OffersRequestSchema, {
      locale: 'fr_FR',
      hash: 'paris-weekend',
      searchCriterias: { city: 2988507, stars: [4] },
      filters: { stars: [5] },
    })
    expect(out.filters).toEqual({ city: 2988507, stars: [5] })
    expect(out).not.toHaveProperty('searchCriterias')
    expect(out).not.toHaveProperty('hash')
  })

  it('read them in the activity-only search too', () => {
    const out = v.parse(ActivitySearchRequestSchema, { locale: 'fr_FR', page: 0, searchCriterias: { city: 2988507 } })
    expect(out.filters).toEqual({ city: 2988507 })
  })
})

describe('facets query', () => {
  it('reads comma lists and maps the gifting price bounds', () => {
    const q = v.parse(FacetsQuerySchema, {
      locale: 'fr_FR',
      flow: 'gifting',
      stars: '4,5',
      hotelType: 'castle',
      singleVoucherPriceMax: '9000',
      petsAllowed: 'true',
    })
    const c = facetsQueryToCriteria(q)
    expect(c.filters).toEqual({ stars: [4, 5], hotelTypes: ['castle'], priceMax: 9000, petsAllowed: true })
  })
  it('refuses an unknown property kind', () => {
    expect(v.safeParse(FacetsQuerySchema, { locale: 'fr_FR', propertiesRequested: 'price,colour' }).success).toBe(false)
  })
})

describe('other queries', () => {
  it('caps autocomplete at 30 results', () => {
    expect(v.safeParse(AutocompleteQuerySchema, { locale: 'fr_FR', term: 'pa', maxResults: '31' }).success).toBe(false)
    expect(v.parse(AutocompleteQuerySchema, { locale: 'fr_FR', term: 'pa' }).maxResults).toBe(30)
  })
  it('parses activity selections of a quote', () => {
    const q = v.parse(QuoteQuerySchema, {
      locale: 'fr_FR',
      checkin: '2026-12-01',
      nights: '2',
      activitySelectionList: '5:2026-12-01,7:2026-12-02',
    })
    expect(q.activitySelectionList).toEqual([
      { activityId: 5, date: '2026-12-01' },
      { activityId: 7, date: '2026-12-02' },
    ])
    expect(q.adult).toBe(2)
  })
  it.each(['DATE_DESC', 'DATE_ASC', 'SCORE_DESC', 'SCORE_ASC'])('accepts review sort %s', (sort) => {
    expect(v.safeParse(ReviewsQuerySchema, { locale: 'fr_FR', sort }).success).toBe(true)
  })
  it('truncates log messages to 256 characters', () => {
    expect(v.parse(LogRequestSchema, { level: 'ERROR', location: 'x', message: 'a'.repeat(300) }).message).toHaveLength(256)
  })
  it('needs a booking id unless the reason is offer information', () => {
    const form = {
      locale: 'fr_FR',
      contact_reason: 'cancel',
      requestType: 't',
      requestSubtype: 's',
      name: 'Ana',
      email: 'a@b.fr',
      phone: '+33 1 23',
      description: 'x',
    }
    expect(v.safeParse(ContactRequestSchema, form).success).toBe(false)
    expect(v.safeParse(ContactRequestSchema, { ...form, contact_reason: 'avv_info' }).success).toBe(true)
    expect(v.safeParse(ContactRequestSchema, { ...form, Booking_ID__c: '12345678' }).success).toBe(true)
  })
})
