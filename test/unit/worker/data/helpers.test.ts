import { describe, expect, it } from 'vitest'
import { mergeSuggestions } from '../../../../worker/data/d1-catalog/autocomplete'
import { imageTemplate, toDistanceKm } from '../../../../worker/data/d1-catalog/mappers'
import { fromDay, Params, toDay } from '../../../../worker/data/d1-catalog/sql'
import { flagsExcept } from '../../../../worker/data/d1-catalog/stay-search-sql'
import { toSearchParams } from '../../../../worker/data/http-catalog'
import type { Suggestion } from '../../../../shared/api/autocomplete'

const s = (id: number, category: Suggestion['category']): Suggestion => ({
  id,
  label: String(id),
  category,
  type: category,
  latitude: null,
  longitude: null,
  postalcode: null,
  context: null,
})

describe('sql helpers', () => {
  it('converts ISO dates to catalogue day numbers and back', () => {
    expect(toDay('1970-01-02')).toBe(1)
    expect(fromDay(toDay('2026-11-22'))).toBe('2026-11-22')
  })
  it('binds a named value once and casts integers', () => {
    const p = new Params()
    expect(p.name('a', 2)).toBe('CAST(?1 AS INTEGER)')
    expect(p.name('a', 2)).toBe('CAST(?1 AS INTEGER)')
    expect(p.add('x')).toBe('?2')
    expect(p.list([1, 2])).toBe('(SELECT value FROM json_each(?3))')
    expect(p.values).toEqual([2, 'x', '[1,2]'])
  })
  it('drops exactly one facet flag', () => {
    expect(flagsExcept('stars')).not.toContain('f_stars')
    expect(flagsExcept('stars')).toContain('f_type = 1')
  })
})

describe('mappers', () => {
  it('derives the k-th image from the template', () => {
    expect(imageTemplate('/images/stay/12/{size}', 0, '')).toBe('/images/stay/12/{size}')
    expect(imageTemplate('/images/stay/12/{size}', 2, 'https://img.example')).toBe('https://img.example/images/stay/12-2/{size}')
  })
  it('rounds distances to one decimal', () => {
    expect(toDistanceKm(100)).toBe(10)
    expect(toDistanceKm(null)).toBeNull()
  })
})

describe('autocomplete merge', () => {
  it('gives each category a share and lends unused room to the others', () => {
    const places = [...Array.from({ length: 20 }, (_, i) => s(i, 'others')), s(100, 'poi')]
    const merged = mergeSuggestions(places, [s(200, 'hotel')], 9)
    expect(merged).toHaveLength(9)
    expect(merged.filter((x) => x.category === 'poi')).toHaveLength(1)
    expect(merged.filter((x) => x.category === 'hotel')).toHaveLength(1)
  })
})

describe('proxy query strings', () => {
  it('writes lists as comma lists and drops undefined', () => {
    expect(toSearchParams({ locale: 'fr_FR', stars: [4, 5], x: undefined, petsAllowed: true }).toString()).toBe(
      'locale=fr_FR&stars=4%2C5&petsAllowed=true',
    )
  })
})
