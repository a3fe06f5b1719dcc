import { describe, expect, it } from 'vitest'
import { Temporal } from 'temporal-polyfill'
import { hotelOffersRequest } from '../../../../shared/rules/hotel-page'
import {
  DEFAULT_HOTEL_STAY,
  hotelStayNights,
  parseHotelStayHash,
  serializeHotelStayHash,
  wantsOffersAnchor,
  type HotelStay,
} from '../../../../shared/rules/hotel-stay'

const pax = (adults: number, children = 0, babies = 0) => ({ adults, children, babies, singleRoom: children + babies > 0 })
const today = Temporal.PlainDate.from('2026-11-24')

describe("the hotel page's hash (product-pages.md §2: checkin, checkout, nights, a, c, b)", () => {
  it.each<[string, string, HotelStay]>([
    ['an empty hash: no dates, two adults', '', DEFAULT_HOTEL_STAY],
    [
      'dates and a party',
      '#checkin=2026-12-05&checkout=2026-12-07&a=3&c=1&b=1',
      { checkin: '2026-12-05', checkout: '2026-12-07', pax: pax(3, 1, 1) },
    ],
    ['no leading #', 'checkin=2026-12-05&checkout=2026-12-06', { checkin: '2026-12-05', checkout: '2026-12-06', pax: pax(2) }],
    [
      'the check-out from nights when absent',
      '#checkin=2026-12-05&nights=3',
      { checkin: '2026-12-05', checkout: '2026-12-08', pax: pax(2) },
    ],
    [
      'the check-out winning over nights',
      '#checkin=2026-12-05&checkout=2026-12-06&nights=3',
      { checkin: '2026-12-05', checkout: '2026-12-06', pax: pax(2) },
    ],
    [
      'nights when the check-out is not after the check-in',
      '#checkin=2026-12-05&checkout=2026-12-05&nights=2',
      { checkin: '2026-12-05', checkout: '2026-12-07', pax: pax(2) },
    ],
    ['no dates for a lone check-in', '#checkin=2026-12-05', DEFAULT_HOTEL_STAY],
    ['no dates for a lone check-out', '#checkout=2026-12-05', DEFAULT_HOTEL_STAY],
    ['no dates for an invalid day', '#checkin=2026-02-30&checkout=2026-03-02', DEFAULT_HOTEL_STAY],
    ['no dates past 30 nights', '#checkin=2026-12-05&checkout=2027-01-05', DEFAULT_HOTEL_STAY],
    ['no dates for 0 or 31 nights', '#checkin=2026-12-05&nights=31', DEFAULT_HOTEL_STAY],
    ['no dates before today', '#checkin=2026-11-23&checkout=2026-11-25', DEFAULT_HOTEL_STAY],
    ['today as check-in', '#checkin=2026-11-24&checkout=2026-11-25', { checkin: '2026-11-24', checkout: '2026-11-25', pax: pax(2) }],
    ['the defaults for counters outside the limits', '#a=0&c=11&b=-1', DEFAULT_HOTEL_STAY],
    ['the defaults for counters that are not integers', '#a=2.5&c=x&b=', DEFAULT_HOTEL_STAY],
    ['the limits themselves', '#a=20&c=10&b=10', { pax: pax(20, 10, 10) }],
    ['one adult', '#a=1', { pax: pax(1) }],
  ])('reads %s', (_case, hash, stay) => {
    expect(parseHotelStayHash(hash, today)).toEqual(stay)
  })

  it('keeps past dates when no today is given (comparing hashes)', () => {
    expect(parseHotelStayHash('#checkin=2020-01-01&nights=1').checkin).toBe('2020-01-01')
  })

  it.each<[string, HotelStay, string, string]>([
    ['the party alone without dates', DEFAULT_HOTEL_STAY, '', 'a=2&c=0&b=0'],
    [
      'dates with their nights',
      { checkin: '2026-12-05', checkout: '2026-12-08', pax: pax(3, 1) },
      '',
      'checkin=2026-12-05&checkout=2026-12-08&nights=3&a=3&c=1&b=0',
    ],
    ['no lone check-in', { checkin: '2026-12-05', pax: pax(2) }, '', 'a=2&c=0&b=0'],
    ['the other keys after its own', { pax: pax(1) }, '#anchor=products&a=4', 'a=1&c=0&b=0&anchor=products'],
    ['no dates left over when they are cleared', { pax: pax(2) }, '#checkin=2026-12-05&checkout=2026-12-06&nights=1&a=2', 'a=2&c=0&b=0'],
  ])('writes %s', (_case, stay, previous, hash) => {
    expect(serializeHotelStayHash(stay, previous)).toBe(hash)
  })

  it('reads back what it writes', () => {
    const stay: HotelStay = { checkin: '2026-12-31', checkout: '2027-01-02', pax: pax(4, 2, 1) }
    expect(parseHotelStayHash(serializeHotelStayHash(stay, '#anchor=products'), today)).toEqual(stay)
  })

  it.each([
    ['#anchor=products', true],
    ['anchor=products&checkin=2026-12-05', true],
    ['#a=2&anchor=products', true],
    ['#products', true],
    ['#anchor=reviews', false],
    ['#offers', false],
    ['', false],
  ])('%s scrolls to the offers: %s', (hash, wanted) => {
    expect(wantsOffersAnchor(hash)).toBe(wanted)
  })

  it('counts the nights of a full stay only', () => {
    expect(hotelStayNights({ checkin: '2026-12-05', checkout: '2026-12-08', pax: pax(2) })).toBe(3)
    expect(hotelStayNights({ checkin: '2026-12-05', pax: pax(2) })).toBeUndefined()
  })
})

describe("the hotel page's offers search", () => {
  it('asks for 20 offers of the hotel for two adults without dates', () => {
    expect(hotelOffersRequest('fr_FR', 1001)).toMatchObject({
      hotelId: 1001,
      numberOfPackagesPerHotel: 20,
      pax: pax(2),
      flow: 'booking',
    })
    expect(hotelOffersRequest('fr_FR', 1001)).not.toHaveProperty('checkin')
  })

  it('prices them for the chosen dates and party', () => {
    const request = hotelOffersRequest('nl_NL', 1001, { checkin: '2026-12-05', checkout: '2026-12-07', pax: pax(3, 1) })
    expect(request).toMatchObject({
      locale: 'nl_NL',
      hotelId: 1001,
      checkin: '2026-12-05',
      nights: 2,
      pax: pax(3, 1),
      numberOfPackagesPerHotel: 20,
    })
  })

  it('prices them for a party without dates', () => {
    const request = hotelOffersRequest('fr_FR', 1001, { pax: pax(1) })
    expect(request.pax).toEqual(pax(1))
    expect(request).not.toHaveProperty('checkin')
  })
})
