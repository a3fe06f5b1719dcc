import { describe, expect, it } from 'vitest'
import { getSite } from '../../../../shared/sites'
import { htmlBucket } from '../../../../worker/data/cache-keys'
import { htmlPageOf } from '../../../../worker/middleware/html-cache'
import { clientIp } from '../../../../worker/middleware/rate-limit'

describe('what the HTML cache stores', () => {
  const fr = getSite('fr_FR')
  it.each([
    ['/', { pageType: 'home' }],
    ['', { pageType: 'home' }],
    ['/recherche', { pageType: 'search' }],
    ['/ville/paris-2988507', { pageType: 'landing' }],
    ['/ville/paris', { pageType: 'landing' }],
    ['/ville/Paris!', null],
    ['/idee/en-famille-39', { pageType: 'landing' }],
    ['/sejour/spa-et-diner-100123', { pageType: 'product', products: ['stay:100123'] }],
    ['/sejour/sans-identifiant', null],
    ['/activite/degustation-de-vins-500002', { pageType: 'activity', products: ['activity:500002'] }],
    ['/activite/sans-identifiant', null],
    ['/hotel/1065', { pageType: 'hotel', products: ['hotel:1065'] }],
    ['/hotel/sans-identifiant', null],
    ['/content/terms-of-sale', { pageType: 'content' }],
    ['/content/Terms_Of_Sale', null],
    ['/content/terms-of-sale/more', null],
    // Legal pages under their French paths; the Dutch one is no page here.
    ['/conditions-generales-de-vente', { pageType: 'content' }],
    ['/protection-des-donnees', { pageType: 'content' }],
    ['/algemene-verkoopvoorwaarden', null],
    // The contact page shows the result of a submit (?ref=) and of a reason (?reason=): never stored.
    ['/contact', null],
    ['/inconnu', null],
    ['/recherche/en/trop', null],
  ])('classifies %s on the French site', (rest, expected) => {
    expect(htmlPageOf(fr, rest)).toEqual(expected)
  })

  it('changes the bucket with the flags and with the hour, not within the hour', () => {
    const at = (iso: string) => new Date(iso)
    expect(htmlBucket('{"a":1}', at('2026-11-23T10:05:00Z'))).toBe(htmlBucket('{"a":1}', at('2026-11-23T10:55:00Z')))
    expect(htmlBucket('{"a":1}', at('2026-11-23T10:05:00Z'))).not.toBe(htmlBucket('{"a":1}', at('2026-11-23T11:05:00Z')))
    expect(htmlBucket('{"a":1}', at('2026-11-23T10:05:00Z'))).not.toBe(htmlBucket('{"a":2}', at('2026-11-23T10:05:00Z')))
  })
})

describe('the client a request is rate-limited as', () => {
  it.each([
    [undefined, 'local'],
    ['', 'local'],
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8::1', '2001:db8::1'],
    ['not an address; DROP', 'invalid'],
    ['1'.repeat(100), 'invalid'],
  ])('keys %s as %s', (header, client) => {
    expect(clientIp(header)).toBe(client)
  })
})
