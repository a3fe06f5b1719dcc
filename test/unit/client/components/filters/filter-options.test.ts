import { describe, expect, it } from 'vitest'
import type { FacetsResponse } from '../../../../../shared/api/facets'
import type { FilterGroup } from '../../../../../shared/rules/filter-edits'
import { parseCriteriaHash } from '../../../../../shared/search/criteria'
import type { Flow } from '../../../../../shared/sites'
import { groupCount, listOptions, offeredGroups, scoreOptions, starOptions } from '../../../../../client/components/filters/filter-options'

const facets: FacetsResponse = {
  totalCount: 40,
  properties: [
    {
      propertyType: 'facility',
      values: [
        { id: 'spa', name: 'Spa', count: 12 },
        { id: 'pool', name: 'Pool', count: 0 },
        { id: 'pets', name: 'Pets welcome', count: 3 },
      ],
    },
    {
      propertyType: 'score',
      values: [
        { id: '9', name: '9+', count: 0 },
        { id: '8', name: '8+', count: 10 },
      ],
    },
    {
      propertyType: 'stars',
      values: [
        { id: '5', name: '5', count: 0 },
        { id: '4', name: '4', count: 20 },
      ],
    },
    { propertyType: 'tag', values: [{ id: '3', name: 'Canoe', count: 4, group: { id: 'water', name: 'Water' } }] },
  ],
}

describe('filter options from the facets', () => {
  it('disables zero-count options unless chosen, and lists pets among facilities', () => {
    const options = listOptions(facets, 'facilities', { facilities: ['pool'] })
    expect(options.map((o) => [o.value, o.count, o.disabled])).toEqual([
      ['spa', 12, false],
      ['pool', 0, false],
      ['pets', 3, false],
    ])
    expect(listOptions(facets, 'facilities', {}).find((o) => o.value === 'pool')?.disabled).toBe(true)
  })
  it('keeps a chosen option the facets no longer list', () => {
    expect(listOptions(facets, 'hotelTypes', { hotelTypes: ['castle'] })).toEqual([
      { value: 'castle', label: 'castle', count: 0, disabled: false },
    ])
  })
  it('reads a checked pets box from petsAllowed', () => {
    expect(listOptions(facets, 'facilities', { petsAllowed: true }).find((o) => o.value === 'pets')).toMatchObject({ disabled: false })
  })
  it('groups activities', () => {
    expect(listOptions(facets, 'tags', {})[0]).toMatchObject({ value: '3', group: 'Water' })
  })
  it('counts scores and stars, disabling empty ones; nothing is disabled before the facets load', () => {
    expect(scoreOptions(facets, undefined).map((o) => [o.value, o.count, o.disabled])).toEqual([
      [9, 0, true],
      [8, 10, false],
      [7, 0, true],
    ])
    expect(scoreOptions(facets, 9)[0]?.disabled).toBe(false)
    expect(starOptions(facets, []).map((o) => [o.stars, o.disabled])).toEqual([
      [5, true],
      [4, false],
      [3, true],
    ])
    expect(starOptions(null, []).every((o) => !o.disabled && o.count === null)).toBe(true)
  })
})

describe('filter groups', () => {
  it.each<[string, string, Flow, FacetsResponse | null, FilterGroup[]]>([
    [
      'a city offers the distance',
      'city=5',
      'booking',
      facets,
      ['budget', 'score', 'stars', 'facilities', 'activities', 'amenities', 'distance'],
    ],
    ['a region has no distance', 'region=84', 'booking', facets, ['budget', 'score', 'stars', 'facilities', 'activities', 'amenities']],
    [
      'no activity facet, no activities',
      'region=84',
      'gifting',
      { totalCount: 0, properties: [] },
      ['budget', 'score', 'stars', 'facilities', 'amenities'],
    ],
    ['the activity flow filters the budget only', 'a=1', 'activity', null, ['budget']],
  ])('%s', (_rule, text, flow, f, expected) => {
    expect(offeredGroups(parseCriteriaHash(text), flow, f)).toEqual(expected)
  })

  it.each<[string, string, FilterGroup, number]>([
    ['each star counts', 'stars=5,4', 'stars', 2],
    ['pets count as a facility', 'facilities=spa&petsAllowed=1', 'facilities', 2],
    ['a budget counts once', 'priceMin=4000&priceMax=9000', 'budget', 1],
    ['a budget at the defaults counts none', 'priceMin=900', 'budget', 0],
    ['hotel kinds add up', 'hotelTypes=castle&hotelStyles=design,chic', 'amenities', 3],
    ['a score counts once', 'hotelScore=8', 'score', 1],
    ['a distance off the defaults counts once', 'city=3&distanceMin=0&distanceMax=50', 'distance', 1],
  ])('badge: %s', (_rule, text, group, count) => {
    expect(groupCount(parseCriteriaHash(text), group, 'booking')).toBe(count)
  })
})
