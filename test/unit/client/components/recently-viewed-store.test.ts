import { describe, expect, it } from 'vitest'
import {
  parseRecentlyViewed,
  RECENTLY_VIEWED_MAX,
  withViewed,
  type RecentlyViewedItem,
} from '../../../../client/components/recently-viewed/recently-viewed-store'

const item = (id: number, type: RecentlyViewedItem['type'] = 'STAY'): RecentlyViewedItem => ({
  id,
  type,
  label: `Offer ${id}`,
  imageUrl: `/images/stay/${id}/640_360`,
  uri: `/fr-fr/sejour/offer-${id}`,
  hotel: { id: 1, label: 'Hôtel' },
  price: { sellPrice: 19_900, refPrice: 24_900, promo: 20, nights: 1 },
})

describe('recently viewed (site-wide §2, §8, §9)', () => {
  it('puts the product seen first, once, newest first', () => {
    expect(withViewed([item(1), item(2)], item(3)).map((i) => i.id)).toEqual([3, 1, 2])
    expect(withViewed([item(1), item(2), item(3)], item(2)).map((i) => i.id)).toEqual([2, 1, 3])
  })

  it('keeps a stay and an activity of the same id apart', () => {
    expect(withViewed([item(7, 'STAY')], item(7, 'ACTIVITY')).map((i) => i.type)).toEqual(['ACTIVITY', 'STAY'])
  })

  it(`keeps the ${RECENTLY_VIEWED_MAX} newest`, () => {
    let list: RecentlyViewedItem[] = []
    for (let id = 1; id <= RECENTLY_VIEWED_MAX + 3; id++) list = withViewed(list, item(id))
    expect(list).toHaveLength(RECENTLY_VIEWED_MAX)
    expect(list[0]?.id).toBe(RECENTLY_VIEWED_MAX + 3)
  })

  it.each([null, '', 'not json', '{"id":1}', '42'])('reads %j as an empty list, silently', (text) => {
    expect(parseRecentlyViewed(text)).toEqual([])
  })

  it('drops stored items that are not whole, and links that leave the site', () => {
    const stored = JSON.stringify([
      item(1),
      { ...item(2), price: { sellPrice: 'cheap' } },
      { ...item(3), uri: 'https://elsewhere.example/' },
      item(4),
    ])
    expect(parseRecentlyViewed(stored).map((i) => i.id)).toEqual([1, 4])
  })
})
