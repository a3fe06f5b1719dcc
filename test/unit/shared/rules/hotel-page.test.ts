import { describe, expect, it } from 'vitest'
import type { Review } from '../../../../shared/api/reviews'
import type { HotelDetail } from '../../../../shared/api/stay-detail'
import {
  cancellationMessages,
  ECO_LABEL_MIN_FACILITIES,
  hasEcoLabel,
  HOTEL_NEARBY_CARDS,
  hotelInfoModals,
  hotelNearbyRequest,
  reviewsToShow,
} from '../../../../shared/rules/hotel-page'

const review = (id: number, positive: string | null): Review => ({
  id,
  locale: 'fr_FR',
  customer: 'Marie L.',
  type: 'couple',
  date: '2026-10-04',
  average: 8.5,
  positive,
  negative: null,
})

describe("the hotel page's reviews block (site-wide.md §9)", () => {
  it.each([
    ['no review', [], []],
    ['reviews with a positive comment, in their order', [review(1, 'Calme'), review(2, 'Accueil')], [1, 2]],
    ['without those with no or a blank positive comment', [review(1, null), review(2, '  '), review(3, 'Vue')], [3]],
    ['at most four', [1, 2, 3, 4, 5, 6].map((id) => review(id, 'Bien')), [1, 2, 3, 4]],
  ])('shows %s', (_case, list, ids) => {
    expect(reviewsToShow(list).map((r) => r.id)).toEqual(ids)
  })
})

const hotel = (overrides: Partial<HotelDetail> = {}): HotelDetail => ({
  id: 1,
  label: 'Hôtel du Lac',
  uri: '/fr-fr/hotel/1',
  stars: 3,
  location: { label: 'Annecy', uri: '/fr-fr/ville/annecy', address: '1 quai du Lac', zipCode: '74000', latitude: 45.9, longitude: 6.13 },
  review: { average: 8.4, count: 12 },
  description: 'Au bord du lac.',
  active: true,
  images: [],
  facilities: [],
  highlightedFacilities: [],
  infoGeneral: [{ code: 'wellness', facilities: [{ code: 'spa', label: 'Spa' }] }],
  ecoFacilities: [],
  checkInOut: { checkIn: '15:00-20:00', checkOut: '11:00' },
  policy: { petsAllowed: false, petsPrice: null, petsMaxWeight: null, petsMaxNumberOfPets: 1 },
  localTax: null,
  importantInfos: [],
  ...overrides,
})

const eco = (count: number) => Array.from({ length: count }, (_, i) => ({ code: `eco${i}`, label: `Action ${i}` }))

describe('the eco label (product-pages.md §9: at 8 eco facilities or more)', () => {
  it('starts at 8', () => {
    expect(ECO_LABEL_MIN_FACILITIES).toBe(8)
  })
  it.each([
    [0, false],
    [7, false],
    [8, true],
    [9, true],
    [14, true],
  ])('a hotel with %i eco facilities: label %s', (count, shown) => {
    expect(hasEcoLabel({ ecoFacilities: eco(count) })).toBe(shown)
  })
})

describe("the hotel's information dialogs: a button only for a dialog with something to say", () => {
  const noLocation = { label: '', uri: '', address: '', zipCode: '', latitude: Number.NaN, longitude: Number.NaN }
  it.each([
    ['a hotel with everything', hotel(), ['gettingThere', 'hours', 'services', 'thingsToKnow']],
    ['no address nor coordinates', hotel({ location: noLocation }), ['hours', 'services', 'thingsToKnow']],
    [
      'no check-in nor check-out hour',
      hotel({ checkInOut: { checkIn: null, checkOut: null } }),
      ['gettingThere', 'services', 'thingsToKnow'],
    ],
    [
      'only a check-out hour',
      hotel({ checkInOut: { checkIn: null, checkOut: '11:00' } }),
      ['gettingThere', 'hours', 'services', 'thingsToKnow'],
    ],
    ['no facility', hotel({ infoGeneral: [] }), ['gettingThere', 'hours', 'thingsToKnow']],
    [
      'a category without facilities',
      hotel({ infoGeneral: [{ code: 'food', facilities: [] }] }),
      ['gettingThere', 'hours', 'thingsToKnow'],
    ],
  ])('%s', (_case, h, modals) => {
    expect(hotelInfoModals(h)).toEqual(modals)
  })
})

describe("the cancellation policies of 'Things to know'", () => {
  const offer = (message: string) => ({
    cancellationPolicy: { cancellable: true, type: 'FLEXIBLE' as const, cancellationDeadline: null, message },
  })
  it('are the distinct sentences of the offers, in their order, without blank ones', () => {
    expect(cancellationMessages([offer('Free until 14 days'), offer(' '), offer('Non refundable'), offer('Free until 14 days')])).toEqual([
      'Free until 14 days',
      'Non refundable',
    ])
  })
  it('are none without offers', () => {
    expect(cancellationMessages([])).toEqual([])
  })
})

describe("the 'Hotels around' carousel's call", () => {
  const around = { id: 7, location: { latitude: 45.9, longitude: 6.13 } }

  it('asks for the nearest other hotels, one offer each, from-prices for two adults without a stay', () => {
    const request = hotelNearbyRequest('fr_FR', around)
    expect(request).toMatchObject({
      locale: 'fr_FR',
      flow: 'booking',
      orderBy: 'distance',
      filters: { lat: 45.9, lng: 6.13 },
      excludedHotelIds: [7],
      limit: HOTEL_NEARBY_CARDS,
      numberOfPackagesPerHotel: 1,
      pax: { adults: 2, children: 0, babies: 0, singleRoom: false },
    })
    expect(request.checkin).toBeUndefined()
    expect(request.nights).toBeUndefined()
  })

  it("asks for the selector's dates and party once it has both dates", () => {
    const pax = { adults: 3, children: 1, babies: 0, singleRoom: true }
    const request = hotelNearbyRequest('nl_BE', around, { checkin: '2026-12-11', checkout: '2026-12-13', pax })
    expect(request).toMatchObject({ locale: 'nl_BE', orderBy: 'distance', excludedHotelIds: [7], checkin: '2026-12-11', nights: 2, pax })
  })

  it('keeps from-prices with a check-in but no check-out', () => {
    const request = hotelNearbyRequest('it_IT', around, {
      checkin: '2026-12-11',
      pax: { adults: 1, children: 0, babies: 0, singleRoom: false },
    })
    expect(request.checkin).toBeUndefined()
    expect(request.nights).toBeUndefined()
  })
})
