import { Temporal } from 'temporal-polyfill'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { calendarSource } from '../../../../../client/components/calendar/calendar-source'
import { searchAvailabilitiesUrl } from '../../../../../client/components/calendar/use-availability'
import { SearchAvailabilitiesQuerySchema } from '../../../../../shared/api/availability'
import { parseCriteriaHash } from '../../../../../shared/search/criteria'
import type { Flow } from '../../../../../shared/sites'

const party = 'adult=2&child=0&baby=0'

describe('where the search bar calendar takes its prices from', () => {
  it.each<[string, string, Flow, ReturnType<typeof calendarSource>]>([
    ['no destination: none', 'a=2', 'booking', null],
    ['a hotel', 'hotel=1001&a=2', 'booking', { kind: 'search', query: 'flow=booking&adult=2&child=0&baby=0&hotel=1001' }],
    ['a city', 'city=2988507', 'booking', { kind: 'search', query: `flow=booking&${party}&city=2988507` }],
    ['a point of interest', 'poi=8035', 'booking', { kind: 'search', query: `flow=booking&${party}&poi=8035` }],
    ['a department', 'department=2028', 'booking', { kind: 'search', query: `flow=booking&${party}&department=2028` }],
    ['a region', 'region=101', 'booking', { kind: 'search', query: `flow=booking&${party}&region=101` }],
    ['a country', 'country=fr', 'booking', { kind: 'search', query: `flow=booking&${party}&country=FR` }],
    ['a touristic region', 'touristicregion=5003', 'booking', { kind: 'search', query: `flow=booking&${party}&touristicRegion=5003` }],
    ['a ski resort', 'skiresort=6007', 'booking', { kind: 'search', query: `flow=booking&${party}&skiResort=6007` }],
    ['a seaside resort', 'searesort=7001', 'booking', { kind: 'search', query: `flow=booking&${party}&seaResort=7001` }],
    ['lat/lng without distance', 'lat=48.85&lng=2.35', 'booking', { kind: 'search', query: `flow=booking&${party}&lat=48.85&lng=2.35` }],
    [
      'lat/lng with a distance',
      'lat=48.85&lng=2.35&distanceMax=100',
      'booking',
      { kind: 'search', query: `flow=booking&${party}&lat=48.85&lng=2.35&distanceMax=100` },
    ],
    [
      'the party, the flow and the theme',
      'city=2988507&a=1&c=1&b=1&theme=39',
      'hotel',
      { kind: 'search', query: 'flow=hotel&adult=1&child=1&baby=1&city=2988507&theme=39' },
    ],
  ])('%s', (_name, hash, flow, expected) => {
    expect(calendarSource(parseCriteriaHash(hash), flow)).toEqual(expected)
  })

  it('asks the search calendar what its schema accepts', () => {
    const source = calendarSource(parseCriteriaHash('city=2988507&a=2&c=1&theme=39'), 'booking')
    if (source?.kind !== 'search') throw new Error('a city is priced by the search calendar')
    const url = new URL(searchAvailabilitiesUrl(source.query, 'fr_FR', Temporal.PlainYearMonth.from('2027-01'), 2), 'http://localhost')
    expect(url.pathname).toBe('/api/search/availabilities.json')
    const query = v.parse(SearchAvailabilitiesQuerySchema, Object.fromEntries(url.searchParams))
    expect(query).toMatchObject({ locale: 'fr_FR', month: '2027-01', length: 2, adult: 2, child: 1, city: 2988507, theme: [39] })
  })
})
