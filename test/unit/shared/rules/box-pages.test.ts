import { describe, expect, it } from 'vitest'
import {
  appendOffers,
  boxDetailPath,
  firstOffers,
  hasMoreOffers,
  includedLines,
  initialGiftFormat,
  isGiftFormatEnabled,
  type BoxOffer,
  type BoxOffersPage,
} from '../../../../shared/rules/box-pages'
import { getSite } from '../../../../shared/sites'

const offer = (id: number): BoxOffer => ({
  id,
  label: `Stay ${id}`,
  uri: `/fr-fr/sejour/stay-${id}`,
  headwords: [],
  images: [],
  hotel: {
    id,
    label: `Hotel ${id}`,
    uri: `/fr-fr/hotel/${id}`,
    stars: 3,
    review: { average: null, count: 0 },
    location: { label: 'Lyon', uri: '', address: '', zipCode: '', latitude: 45.7, longitude: 4.8 },
  },
  location: { latitude: 45.7, longitude: 4.8 },
})

const page = (ids: number[], pageNumber: number, totalCount: number): BoxOffersPage => ({
  exactMatch: ids.map(offer),
  searchDetails: { totalCount, page: pageNumber, limit: 8 },
})

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

describe('the box detail path', () => {
  it.each([
    ['fr_FR', '/fr-fr/box/p/romance-1/ROMANCE1EBOX'],
    ['nl_BE', '/nl-be/box/p/romance-1/ROMANCE1EBOX'],
    ['it_IT', '/it-it/box/p/romance-1/ROMANCE1EBOX'],
  ] as const)('on %s is %s', (site, path) => {
    expect(boxDetailPath(getSite(site), { slug: 'romance-1', code: 'ROMANCE1EBOX' })).toBe(path)
  })
})

describe('the lines a box includes', () => {
  it('are the newline-separated lines, trimmed, without empty ones', () => {
    expect(includedLines('1 night for 2\r\n\n  Breakfast included \nValid 18 months\n')).toEqual([
      '1 night for 2',
      'Breakfast included',
      'Valid 18 months',
    ])
    expect(includedLines('')).toEqual([])
  })
})

describe('the gift format a box page opens with', () => {
  it.each([
    [undefined, true, 'digital'],
    ['digital', true, 'digital'],
    ['physical', true, 'physical'],
    ['physical', false, 'digital'],
    ['giftcard', true, 'digital'],
    ['PHYSICAL', true, 'digital'],
  ] as const)('giftFormat=%s with the physical voucher flag %s → %s', (param, physical, format) => {
    expect(initialGiftFormat(param, physical)).toBe(format)
  })

  it.each([
    ['digital', true, true],
    ['digital', false, true],
    ['physical', true, true],
    ['physical', false, false],
  ] as const)('%s can be chosen with the physical voucher flag %s: %s', (format, physical, enabled) => {
    expect(isGiftFormatEnabled(format, physical)).toBe(enabled)
  })
})

describe('the stays of a box, page by page', () => {
  it('asks for more while fewer than the total are listed', () => {
    let loaded = firstOffers(page(range(1, 8), 1, 20))
    expect(hasMoreOffers(loaded)).toBe(true)
    loaded = appendOffers(loaded, page(range(9, 16), 2, 20))
    expect(loaded.offers.map((o) => o.id)).toEqual(range(1, 16))
    expect(loaded.page).toBe(2)
    expect(hasMoreOffers(loaded)).toBe(true)
    loaded = appendOffers(loaded, page(range(17, 20), 3, 20))
    expect(loaded.offers).toHaveLength(20)
    expect(hasMoreOffers(loaded)).toBe(false)
  })

  it('stops once a page returns no results, whatever the total said', () => {
    const loaded = appendOffers(firstOffers(page(range(1, 8), 1, 30)), page([], 2, 30))
    expect(loaded.offers).toHaveLength(8)
    expect(hasMoreOffers(loaded)).toBe(false)
  })

  it('has nothing more to ask for a box without stays', () => {
    expect(hasMoreOffers(firstOffers(page([], 1, 0)))).toBe(false)
  })

  it('lists a stay once when the catalogue moved between two pages', () => {
    const loaded = appendOffers(firstOffers(page(range(1, 8), 1, 16)), page(range(8, 15), 2, 16))
    expect(loaded.offers.map((o) => o.id)).toEqual(range(1, 15))
  })
})
