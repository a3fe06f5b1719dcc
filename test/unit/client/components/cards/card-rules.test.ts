import { describe, expect, it } from 'vitest'
import type { Flow } from '../../../../../shared/sites'
import { ctaMessage, minimumStayMessage, nightlyPrice, PRICE_TYPE_MESSAGE } from '../../../../../client/components/cards/card-text'
import { activityPrice } from '../../../../../client/components/cards/activity-price'
import { SLIDE_MS, stepIndex, swipeTarget } from '../../../../../client/components/cards/carousel-swipe'
import { parseWishlist, toggleWishlistItem, type WishlistItem } from '../../../../../client/components/cards/wishlist-store'

describe('card button text', () => {
  it.each<[string, Flow, boolean, number[], string, object | undefined]>([
    ['booking', 'booking', false, [1], 'card.cta.offer', undefined],
    ['hotel', 'hotel', false, [1], 'card.cta.offer', undefined],
    ['gifting', 'gifting', false, [1], 'card.cta.gift', undefined],
    ['activity', 'activity', true, [1, 2], 'card.cta.activity', undefined],
    ['a hotel with more offers', 'booking', true, [1, 2, 3], 'card.cta.offers', { count: 3 }],
    ['more offers in gifting too', 'gifting', true, [1, 2], 'card.cta.offers', { count: 2 }],
  ])('%s', (_case, flow, hasMoreOffers, weekendIds, id, values) => {
    expect(ctaMessage({ hasMoreOffers, weekendIds }, flow)).toEqual(values ? { id, values } : { id })
  })
})

describe('card prices', () => {
  it('labels each price type', () => {
    expect(PRICE_TYPE_MESSAGE).toEqual({
      FROM_PRICE: 'card.price.from',
      FINAL_PRICE: 'card.price.final',
      GIFT: 'card.price.gift',
      BENEFICIARY: 'card.price.beneficiary',
    })
  })
  it.each([
    ['one night shows no per-night line', 25_000, 1, null],
    ['two nights halve the total', 25_000, 2, 12_500],
    ['the per-night price is rounded up to the euro', 25_001, 2, 12_600],
    ['three nights', 30_000, 3, 10_000],
  ])('%s', (_rule, total, nights, expected) => {
    expect(nightlyPrice(total, nights)).toBe(expected)
  })
  it('shows the minimum stay only on a from-price above one night', () => {
    expect(minimumStayMessage({ nights: 2, priceType: 'FROM_PRICE' })).toEqual({ id: 'card.minimumStay', values: { count: 2 } })
    expect(minimumStayMessage({ nights: 1, priceType: 'FROM_PRICE' })).toBeNull()
    expect(minimumStayMessage({ nights: 2, priceType: 'FINAL_PRICE' })).toBeNull()
  })
  it('divides an activity price by the adults of the party', () => {
    const prices = [
      { adults: 1, barPrice: 6000, sellPrice: 5000, refPrice: 6000, promoPercentageRounded: 17, moneySaved: 1000 },
      { adults: 2, barPrice: 12000, sellPrice: 9001, refPrice: 12000, promoPercentageRounded: 25, moneySaved: 2999 },
    ]
    expect(activityPrice({ prices }, 2)).toEqual({ perPerson: 4501, refPerPerson: 6000 })
    expect(activityPrice({ prices }, 1)).toEqual({ perPerson: 5000, refPerPerson: 6000 })
    expect(activityPrice({ prices }, 4)).toEqual({ perPerson: 5000, refPerPerson: 6000 })
    expect(activityPrice({ prices: [] }, 2)).toBeNull()
  })
})

describe('card carousel', () => {
  it('slides in 300 ms', () => expect(SLIDE_MS).toBe(300))
  it.each([
    ['a drag shorter than a sixth of the width snaps back', 0, 5, -49, 300, 0],
    ['exactly a sixth snaps back', 0, 5, -50, 300, 0],
    ['past a sixth to the left goes to the next image', 0, 5, -51, 300, 1],
    ['past a sixth to the right goes to the previous image', 2, 5, 60, 300, 1],
    ['the first image stays first', 0, 5, 200, 300, 0],
    ['the last image stays last', 4, 5, -200, 300, 4],
    ['one image never moves', 0, 1, -200, 300, 0],
  ])('%s', (_rule, index, count, dx, width, expected) => {
    expect(swipeTarget(index, count, dx, width)).toBe(expected)
  })
  it('buttons wrap around', () => {
    expect(stepIndex(4, 5, 1)).toBe(0)
    expect(stepIndex(0, 5, -1)).toBe(4)
  })
})

describe('wishlist in local storage', () => {
  const item: WishlistItem = {
    id: 7,
    type: 'stay',
    label: 'Spa',
    headwords: [],
    imageUrl: '/i.svg',
    uri: '/s/7',
    hotel: { id: 1, label: 'H' },
  }
  it('reads garbage as an empty list', () => {
    expect(parseWishlist(null)).toEqual([])
    expect(parseWishlist('{nope')).toEqual([])
    expect(parseWishlist('[{"id":"x"}]')).toEqual([])
    expect(parseWishlist(JSON.stringify([item, { ...item, id: 8, hotel: { id: 1 } }]))).toEqual([])
    expect(parseWishlist(JSON.stringify([{ ...item, type: 'box' }]))).toEqual([])
  })
  it('reads back what it stored', () => {
    expect(parseWishlist(JSON.stringify([item, { ...item, id: 8, type: 'activity' }]))).toEqual([
      item,
      { ...item, id: 8, type: 'activity' },
    ])
  })
  it('adds at the front, and removes on a second toggle', () => {
    const other = { ...item, id: 8 }
    const once = toggleWishlistItem([other], item)
    expect(once.map((i) => i.id)).toEqual([7, 8])
    expect(toggleWishlistItem(once, item).map((i) => i.id)).toEqual([8])
  })
  it('keeps a stay and an activity with the same id apart', () => {
    expect(toggleWishlistItem([item], { ...item, type: 'activity' })).toHaveLength(2)
  })
})
