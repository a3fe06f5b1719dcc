import { describe, expect, it } from 'vitest'
import {
  addRecentSearch,
  MAX_RECENT_SEARCHES,
  parseRecentSearches,
  parseSavedDates,
  type RecentSearch,
} from '../../../../shared/search/stored-search'

const paris: RecentSearch = { id: '2988507', label: 'Paris', category: 'others', key: 'city', latitude: 48.85, longitude: 2.35 }
const lyon: RecentSearch = { id: '2996944', label: 'Lyon', category: 'others', key: 'city' }
const louvre: RecentSearch = { id: '77', label: 'Louvre', category: 'poi', key: 'poi' }
const hotel: RecentSearch = { id: '12', label: 'Hôtel du Lac', category: 'hotel', key: 'hotel' }

describe('recent searches', () => {
  it('keeps at most 3 (search.md §9)', () => {
    expect(MAX_RECENT_SEARCHES).toBe(3)
  })

  it.each<[string, RecentSearch[], RecentSearch, RecentSearch[]]>([
    ['a first search is kept', [], paris, [paris]],
    ['a new search goes to the front', [paris], lyon, [lyon, paris]],
    ['a search already present moves to the front, once', [lyon, paris, louvre], paris, [paris, lyon, louvre]],
    ['a fourth search pushes the oldest out', [lyon, paris, louvre], hotel, [hotel, lyon, paris]],
    ['the same id under another key is another search', [{ ...lyon, key: 'department' }], lyon, [lyon, { ...lyon, key: 'department' }]],
  ])('%s', (_name, list, item, expected) => {
    expect(addRecentSearch(list, item)).toEqual(expected)
  })

  it.each<[string, string | null, RecentSearch[]]>([
    ['nothing stored', null, []],
    ['not JSON', '{oops', []],
    ['not a list', JSON.stringify({ id: '1' }), []],
    ['valid entries, in order', JSON.stringify([lyon, paris]), [lyon, paris]],
    [
      'invalid entries dropped',
      JSON.stringify([{ id: '1', label: 'X', category: 'city', key: 'city' }, lyon, 'x', { ...paris, key: 'street' }]),
      [lyon],
    ],
    ['an id that is not a hash token dropped', JSON.stringify([{ ...lyon, id: 'a b&c' }, paris]), [paris]],
    ['duplicates dropped', JSON.stringify([lyon, lyon, paris]), [lyon, paris]],
    ['more than 3 cut to 3', JSON.stringify([lyon, paris, louvre, hotel]), [lyon, paris, louvre]],
  ])('reading back: %s', (_name, text, expected) => {
    expect(parseRecentSearches(text)).toEqual(expected)
  })
})

describe('saved dates', () => {
  it.each<[string, string | null, object]>([
    ['nothing stored', null, {}],
    ['garbage', 'nope', {}],
    ['wrong types', JSON.stringify({ checkin: 5 }), {}],
    ['both dates', JSON.stringify({ checkin: '2026-12-05', checkout: '2026-12-06' }), { checkin: '2026-12-05', checkout: '2026-12-06' }],
  ])('%s', (_name, text, expected) => {
    expect(parseSavedDates(text)).toEqual(expected)
  })
})
