import { describe, expect, it } from 'vitest'
import { DEFAULT_CRITERIA, parseCriteriaHash, type SearchCriteria } from '../../../../shared/search/criteria'
import {
  activitySearchCriteria,
  destinationLabelOf,
  searchBarCriteria,
  searchBarFields,
  searchBarUrl,
  stayDatesOf,
  withStayDates,
} from '../../../../shared/search/search-bar'
import { getSite, type Flow } from '../../../../shared/sites'

const fr = getSite('fr_FR')
const es = getSite('es_ES')
const draft: SearchCriteria = { a: 3, c: 1, b: 0, s: true, city: '42', theme: 7, checkin: '2026-12-05', checkout: '2026-12-07', nights: 2 }

describe('inputs of the bar per flow (search.md §2.1)', () => {
  it.each<[Flow, boolean, boolean, boolean, boolean]>([
    ['booking', true, true, true, false],
    ['hotel', true, false, true, false],
    ['gifting', false, true, true, true],
    ['activity', false, true, true, false],
  ])('%s: dates %s, theme %s, travellers %s, fixed party %s', (flow, dates, theme, travellers, fixedParty) => {
    expect(searchBarFields(flow)).toEqual({ dates, theme, travellers, fixedParty })
  })
})

describe('stay dates in criteria', () => {
  it.each<[string, SearchCriteria, object]>([
    ['none', DEFAULT_CRITERIA, {}],
    [
      'checkin and checkout',
      { ...DEFAULT_CRITERIA, checkin: '2026-12-05', checkout: '2026-12-06' },
      { checkin: '2026-12-05', checkout: '2026-12-06' },
    ],
    ['checkin and nights', { ...DEFAULT_CRITERIA, checkin: '2026-12-05', nights: 3 }, { checkin: '2026-12-05', checkout: '2026-12-08' }],
    ['a lone checkin', { ...DEFAULT_CRITERIA, checkin: '2026-12-05' }, { checkin: '2026-12-05' }],
  ])('read: %s', (_name, criteria, expected) => {
    expect(stayDatesOf(criteria)).toEqual(expected)
  })

  it('a full range writes checkin, checkout and nights, so checkout = checkin + nights', () => {
    expect(withStayDates(DEFAULT_CRITERIA, { checkin: '2026-12-30', checkout: '2027-01-02' })).toEqual({
      ...DEFAULT_CRITERIA,
      checkin: '2026-12-30',
      checkout: '2027-01-02',
      nights: 3,
    })
  })

  it.each<[string, object]>([
    ['no dates', {}],
    ['a lone check-in', { checkin: '2026-12-05' }],
    ['a check-out before the check-in', { checkin: '2026-12-05', checkout: '2026-12-04' }],
  ])('%s removes the dates', (_name, dates) => {
    expect(withStayDates(draft, dates)).toEqual({ a: 3, c: 1, b: 0, s: true, city: '42', theme: 7 })
  })
})

describe('criteria of a search from the bar', () => {
  it.each<[Flow, SearchCriteria]>([
    ['booking', draft],
    ['hotel', { a: 3, c: 1, b: 0, s: true, city: '42', checkin: '2026-12-05', checkout: '2026-12-07', nights: 2 }],
    ['gifting', { a: 2, c: 0, b: 0, city: '42', theme: 7 }],
  ])('%s', (flow, expected) => {
    expect(searchBarCriteria(draft, flow)).toEqual(expected)
  })

  it.each<[string, Parameters<typeof activitySearchCriteria>[0], SearchCriteria]>([
    ['all destinations, 2 participants', { participants: 2 }, { a: 2, c: 0, b: 0 }],
    ['a city, a theme, 1 participant', { city: '42', theme: 3, participants: 1 }, { a: 1, c: 0, b: 0, city: '42', theme: 3 }],
    ['3 participants is out of range', { participants: 3 }, { a: 1, c: 0, b: 0 }],
  ])('activity form: %s', (_name, input, expected) => {
    expect(activitySearchCriteria(input)).toEqual(expected)
  })
})

describe('URL of a search from the bar', () => {
  it('goes from the home page to the search route with flow, from=searchBar and the criteria in the hash', () => {
    const url = searchBarUrl(fr, 'booking', draft, { pathname: '/fr-fr/', search: '?utm_source=x' })
    expect(url).toBe(
      '/fr-fr/recherche?flow=booking&from=searchBar#a=3&c=1&s=1&checkin=2026-12-05&checkout=2026-12-07&nights=2&theme=7&city=42',
    )
    expect(parseCriteriaHash(url.split('#')[1] ?? '')).toEqual(draft)
  })

  it('on the search route, drops page and keeps the other parameters', () => {
    const url = searchBarUrl(es, 'gifting', DEFAULT_CRITERIA, { pathname: '/es-es/busqueda', search: '?flow=booking&page=4&utm_source=x' })
    expect(url).toBe('/es-es/busqueda?flow=gifting&utm_source=x&from=searchBar#a=2')
  })

  it('the activity flow goes to the activity search route', () => {
    expect(searchBarUrl(fr, 'activity', { a: 1, c: 0, b: 0 }, { pathname: '/fr-fr/', search: '' })).toBe(
      '/fr-fr/activites?flow=activity&from=searchBar#a=1',
    )
  })
})

describe('the destination label', () => {
  const recent = [{ id: '42', label: 'Lyon', category: 'others' as const, key: 'city' as const }]
  it.each<[string, SearchCriteria, string | undefined, string]>([
    ['a remembered place', { ...DEFAULT_CRITERIA, city: '42' }, 'Lyon (page)', 'Lyon'],
    ['another place: the page label', { ...DEFAULT_CRITERIA, city: '43' }, 'Grenoble', 'Grenoble'],
    ['an unknown place without page label', { ...DEFAULT_CRITERIA, region: '42' }, undefined, ''],
    ['a search around a position', { ...DEFAULT_CRITERIA, lat: 45.7, lng: 4.8 }, undefined, 'Less than 2h'],
    ['anywhere', DEFAULT_CRITERIA, undefined, ''],
  ])('%s', (_name, criteria, pageLabel, expected) => {
    expect(destinationLabelOf(criteria, recent, pageLabel, 'Less than 2h')).toBe(expected)
  })
})
