import { describe, expect, it } from 'vitest'
import type { Suggestion } from '../../../../shared/api/autocomplete'
import { groupSuggestions, placeKeyOf } from '../../../../shared/search/suggestions'

const suggestion = (label: string, category: Suggestion['category'], type: string): Suggestion => ({
  id: label,
  label,
  category,
  type,
  latitude: null,
  longitude: null,
  postalcode: null,
  context: null,
})

describe('the hash key a suggestion sets', () => {
  it.each<[Suggestion['category'], string, string | null]>([
    ['others', 'city', 'city'],
    ['others', 'department', 'department'],
    ['others', 'region', 'region'],
    ['others', 'country', 'country'],
    ['others', 'touristicRegion', 'touristicregion'],
    ['poi', 'poi', 'poi'],
    ['poi', 'skiResort', 'skiresort'],
    ['poi', 'seaResort', 'searesort'],
    ['hotel', 'hotel', 'hotel'],
    ['hotel', 'anything', 'hotel'],
    ['others', 'street', null],
  ])('%s of type %s sets %s', (category, type, key) => {
    expect(placeKeyOf({ category, type })).toBe(key)
  })
})

describe('suggestion groups', () => {
  it('come as places, points of interest, hotels, keeping the order inside a group and leaving empty groups out', () => {
    const list = [
      suggestion('Hôtel A', 'hotel', 'hotel'),
      suggestion('Paris', 'others', 'city'),
      suggestion('Hôtel B', 'hotel', 'hotel'),
      suggestion('Paris-Est', 'others', 'city'),
    ]
    expect(groupSuggestions(list).map((g) => [g.category, g.items.map((s) => s.label)])).toEqual([
      ['others', ['Paris', 'Paris-Est']],
      ['hotel', ['Hôtel A', 'Hôtel B']],
    ])
  })
})
