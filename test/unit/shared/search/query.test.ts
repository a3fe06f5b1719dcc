import { describe, expect, it } from 'vitest'
import { FROM_SEARCH_BAR, newSearchQuery, pageQuery, parseSearchQuery, serializeSearchQuery } from '../../../../shared/search/query'
import { newSearchParams } from '../../../../shared/search/search-bar'

describe('search query string', () => {
  it.each([
    ['an empty query is the booking flow, first page', '', { flow: 'booking' }],
    ['flow, page and from are read', '?flow=gifting&page=3&from=searchBar', { flow: 'gifting', page: 3, from: 'searchBar' }],
    ['an unknown flow falls back to booking', 'flow=gift', { flow: 'booking' }],
    ['page 1 is no page', 'flow=hotel&page=1', { flow: 'hotel' }],
    ['a garbage page is dropped', 'flow=hotel&page=-2', { flow: 'hotel' }],
    ['a garbage from is dropped', 'flow=activity&from=<x>', { flow: 'activity' }],
  ])('%s', (_rule, search, expected) => {
    expect(parseSearchQuery(search)).toEqual(expected)
  })

  it.each([
    [{ flow: 'booking' }, 'flow=booking'],
    [{ flow: 'gifting', page: 2, from: 'searchBar' }, 'flow=gifting&page=2&from=searchBar'],
    [{ flow: 'hotel', page: 1 }, 'flow=hotel'],
  ] as const)('writes %j as %s', (query, expected) => {
    expect(serializeSearchQuery(query)).toBe(expected)
  })

  it.each([
    [
      'a new search drops the page and marks the search bar',
      { flow: 'booking', page: 4 } as const,
      undefined,
      { flow: 'booking', from: FROM_SEARCH_BAR },
    ],
    [
      'a new search may change flow',
      { flow: 'booking', page: 4, from: 'x' } as const,
      'gifting' as const,
      { flow: 'gifting', from: FROM_SEARCH_BAR },
    ],
  ])('%s', (_rule, current, flow, expected) => {
    expect(newSearchQuery(current, flow)).toEqual(expected)
  })

  it('keeps other parameters on a full URLSearchParams', () => {
    expect(newSearchParams(new URLSearchParams('utm_source=mail&page=3&flow=hotel')).toString()).toBe(
      'utm_source=mail&flow=hotel&from=searchBar',
    )
  })

  it.each([
    [3, { flow: 'booking', from: 'searchBar', page: 3 }],
    [1, { flow: 'booking', from: 'searchBar' }],
  ])('going to page %d gives %j', (page, expected) => {
    expect(pageQuery({ flow: 'booking', page: 2, from: 'searchBar' }, page)).toEqual(expected)
  })
})
