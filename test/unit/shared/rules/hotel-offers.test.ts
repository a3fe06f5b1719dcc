import { describe, expect, it } from 'vitest'
import type { StayCard } from '../../../../shared/api/search'
import { OTHER_OFFERS_PACKAGES, hotelOffersRequest, hotelOffersTitle, otherOffers } from '../../../../shared/rules/hotel-offers'
import { DEFAULT_CRITERIA, type SearchCriteria } from '../../../../shared/search/criteria'

const dated: SearchCriteria = { a: 3, c: 1, b: 0, checkin: '2026-12-11', checkout: '2026-12-13', city: '7', theme: 4, stars: [4] }

// product-pages.md §7 'offers for hotel drawer': locale, order by priceAsc, pax, checkin, nights, hotelId,
// packages per hotel, search provider, type gift when gifting (2 adults, 0 children, 0 babies).
describe("the hotel offers drawer's call", () => {
  it('asks for the hotel’s offers cheapest first for the party and dates of the booking search, without its filters', () => {
    expect(hotelOffersRequest('fr_FR', 'booking', dated, 42)).toEqual({
      locale: 'fr_FR',
      flow: 'booking',
      orderBy: 'priceAsc',
      searchProvider: 'default',
      pax: { adults: 3, children: 1, babies: 0, singleRoom: true },
      checkin: '2026-12-11',
      nights: 2,
      filters: {},
      page: 1,
      limit: OTHER_OFFERS_PACKAGES,
      performMapSearch: false,
      performGiftableSearch: false,
      hotelId: 42,
      numberOfPackagesPerHotel: OTHER_OFFERS_PACKAGES,
      excludedHotelIds: [],
    })
  })

  it('asks for gift prices for 2 adults and no dates in gifting', () => {
    const request = hotelOffersRequest('es_ES', 'gifting', dated, 42)
    expect(request).toMatchObject({ flow: 'gifting', type: 'gift', orderBy: 'svPriceAsc', performGiftableSearch: true })
    expect(request.pax).toEqual({ adults: 2, children: 0, babies: 0, singleRoom: false })
    expect(request.checkin).toBeUndefined()
    expect(request.nights).toBeUndefined()
  })

  it('has no dates without a check-in, and keeps the hotel flow', () => {
    const request = hotelOffersRequest('nl_NL', 'hotel', DEFAULT_CRITERIA, 9)
    expect(request).toMatchObject({ flow: 'hotel', orderBy: 'priceAsc', hotelId: 9 })
    expect(request.checkin).toBeUndefined()
    expect(request.pax).toEqual({ adults: 2, children: 0, babies: 0, singleRoom: false })
  })
})

describe("the hotel offers drawer's heading", () => {
  it.each([
    { flow: 'booking', criteria: dated, id: 'hotelOffers.countForDates' },
    { flow: 'booking', criteria: DEFAULT_CRITERIA, id: 'hotelOffers.count' },
    { flow: 'gifting', criteria: dated, id: 'hotelOffers.count' },
    { flow: 'hotel', criteria: dated, id: 'hotelOffers.count' },
  ] as const)("says 'for your dates' only with dates in the booking flow ($flow, $id)", ({ flow, criteria, id }) => {
    expect(hotelOffersTitle(3, flow, criteria)).toEqual({ id, values: { count: 3 } })
  })
})

describe('the other offers of a hotel', () => {
  it("are the hotel's offers but the stay's own", () => {
    const cards = [{ id: 1 }, { id: 2 }, { id: 3 }] as StayCard[]
    expect(otherOffers(cards, 2).map((c) => c.id)).toEqual([1, 3])
    expect(otherOffers([{ id: 2 }] as StayCard[], 2)).toEqual([])
  })
})
