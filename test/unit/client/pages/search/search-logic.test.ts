import { describe, expect, it } from 'vitest'
import type { SearchDetails } from '../../../../../shared/api/search'
import { parseCriteriaHash } from '../../../../../shared/search/criteria'
import type { FallbackKey } from '../../../../../shared/search/fallback'
import type { Flow, SiteId } from '../../../../../shared/sites'
import { readSearchLocation, searchHref } from '../../../../../client/atoms/search'
import { shareableUrl } from '../../../../../client/components/layout/customer-care-bar'
import { fallbackLabelIds } from '../../../../../client/pages/search/fallback-results'
import { promoSlots, type PromoSlot } from '../../../../../client/pages/search/promo-slots'
import { resolveDestination } from '../../../../../client/pages/search/resolved-destination'

const details = (over: Partial<SearchDetails>): SearchDetails => ({
  totalCount: 2,
  page: 1,
  limit: 12,
  pageCount: 1,
  checkin: null,
  night: null,
  adult: 2,
  child: 0,
  baby: 0,
  hotelId: null,
  orderBy: 'priceQuality',
  theme: null,
  destination: null,
  location: null,
  locationHierarchy: [],
  ...over,
})

describe('the destination the fallbacks widen', () => {
  const hierarchy: SearchDetails['locationHierarchy'] = [
    { id: 'FR', label: 'France', type: 'country' },
    { id: 84, label: 'Occitanie', type: 'region' },
  ]
  it.each([
    ['coordinates search around a point', 'lat=43.6&lng=1.44', null, { kind: 'latlng', lat: 43.6, lng: 1.44 }],
    ['no place is no destination', 'a=2', null, { kind: 'none' }],
    [
      'a city keeps its coordinates',
      'city=5',
      details({ location: { latitude: 43.6, longitude: 1.44 } }),
      { kind: 'city', id: '5', lat: 43.6, lng: 1.44 },
    ],
    [
      'a department knows its region',
      'department=31',
      details({ locationHierarchy: hierarchy }),
      { kind: 'department', id: '31', parentRegionId: '84' },
    ],
    ['a region knows its country', 'region=84', details({ locationHierarchy: hierarchy }), { kind: 'region', id: '84', countryCode: 'FR' }],
  ])('%s', (_rule, text, searchDetails, expected) => {
    expect(resolveDestination(parseCriteriaHash(text), searchDetails)).toEqual(expected)
  })
})

describe('in-grid promo blocks', () => {
  const slots = (cardCount: number, flow: Flow, siteId: SiteId, customerCare = false, boxes = true): PromoSlot[] =>
    promoSlots({ cardCount, flow, siteId, customerCare, flags: { boxes } })
  it.each<[string, PromoSlot[], PromoSlot[]]>([
    [
      'booking: a banner after the first row, the single voucher two rows later',
      slots(12, 'booking', 'fr_FR'),
      [
        { block: 'targetedBanner', after: 3 },
        { block: 'singleVoucher', after: 9 },
      ],
    ],
    [
      'gifting: the banner then the gift stays',
      slots(12, 'gifting', 'nl_NL'),
      [
        { block: 'targetedBanner', after: 3 },
        { block: 'giftStay', after: 9 },
      ],
    ],
    ['Italian gets no gift blocks, gift boxes included', slots(12, 'booking', 'it_IT'), [{ block: 'targetedBanner', after: 3 }]],
    [
      'Italian gifting without the boxes flag keeps only the banner',
      slots(20, 'gifting', 'it_IT', false, false),
      [{ block: 'targetedBanner', after: 3 }],
    ],
    ['customer care sees none', slots(12, 'booking', 'fr_FR', true), []],
    ['never after the last card', slots(3, 'booking', 'fr_FR'), []],
    [
      'a long page gets more',
      slots(16, 'booking', 'es_ES'),
      [
        { block: 'targetedBanner', after: 3 },
        { block: 'singleVoucher', after: 9 },
        { block: 'giftCard', after: 15 },
      ],
    ],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toEqual(expected)
  })
})

describe('the address of a search', () => {
  const here = { pathname: '/fr-fr/recherche', search: '?flow=booking&page=3&gclid=abc' }
  it('drops the page on a new search and keeps other parameters', () => {
    expect(searchHref(here, parseCriteriaHash('a=2&stars=5'), {})).toBe('/fr-fr/recherche?flow=booking&gclid=abc#a=2&stars=5')
  })
  it('writes the page from 2', () => {
    expect(searchHref(here, parseCriteriaHash('a=2'), { page: 2 })).toBe('/fr-fr/recherche?flow=booking&gclid=abc&page=2#a=2')
    expect(searchHref(here, parseCriteriaHash('a=2'), { page: 1 })).toBe('/fr-fr/recherche?flow=booking&gclid=abc#a=2')
  })
  it('switches flow and path', () => {
    expect(
      searchHref({ pathname: '/fr-fr/ville/paris-1', search: '' }, parseCriteriaHash('city=1'), {
        flow: 'gifting',
        pathname: '/fr-fr/recherche',
      }),
    ).toBe('/fr-fr/recherche?flow=gifting#a=2&city=1')
  })
  it('reads criteria, query and whether the hash held any', () => {
    expect(readSearchLocation('?flow=gifting&page=2', '#a=2&city=4')).toEqual({
      criteria: { a: 2, c: 0, b: 0, city: '4' },
      query: { flow: 'gifting', page: 2 },
      hasCriteria: true,
    })
    expect(readSearchLocation('', '').hasCriteria).toBe(false)
  })
})

describe('the customer-care shareable link', () => {
  it.each([
    [
      'replaces the customer-care host with the public one',
      'https://care.weekend.fr/fr-fr/recherche?flow=booking#a=2&city=4',
      'https://www.weekend.fr',
      'https://www.weekend.fr/fr-fr/recherche?flow=booking#a=2&city=4',
    ],
    [
      "drops the customer-care host's port: the public site answers on its own",
      'http://care.weekend.fr:8821/nl-nl/zoeken?flow=booking&page=2#a=2&stars=4',
      'https://www.weekend.nl',
      'https://www.weekend.nl/nl-nl/zoeken?flow=booking&page=2#a=2&stars=4',
    ],
    [
      'keeps the public origin’s own port',
      'https://care.weekend.fr/nl-be/zoeken#a=2',
      'https://www.weekend.be:8443',
      'https://www.weekend.be:8443/nl-be/zoeken#a=2',
    ],
    [
      'keeps the address without a known public origin',
      'http://127.0.0.1:8787/fr-fr/recherche#a=2',
      null,
      'http://127.0.0.1:8787/fr-fr/recherche#a=2',
    ],
  ])('%s', (_rule, href, origin, expected) => {
    expect(shareableUrl(href, origin)).toBe(expected)
  })
})

describe('fallback group titles', () => {
  const key = (over: Partial<FallbackKey>): FallbackKey => ({
    destination: 'same',
    dates: 'same',
    category: 'same',
    value: null,
    order: 1,
    ...over,
  })
  it.each([
    ['around a city', key({ destination: 'around', value: '30' }), ['fallback.around']],
    ['a wider place', key({ destination: 'widened', value: '84' }), ['fallback.widened']],
    ['other dates and themes', key({ dates: 'removed', category: 'removed' }), ['fallback.otherDates', 'fallback.otherThemes']],
    [
      'around coordinates without a radius only names what else changed',
      key({ destination: 'around', dates: 'removed' }),
      ['fallback.otherDates'],
    ],
  ])('%s', (_rule, k, ids) => {
    expect(fallbackLabelIds(k).map((p) => p.id)).toEqual(ids)
  })
})
