import { describe, expect, it } from 'vitest'
import { accountPath, safeOrigin, signInHref } from '../../../shared/account-paths'
import { getSite } from '../../../shared/sites'

const fr = getSite('fr_FR')
const nl = getSite('nl_BE')

describe('the sign-in origin (no open redirect)', () => {
  it.each([
    ['/fr-fr/', '/fr-fr/'],
    ['/fr-fr', '/fr-fr'],
    ['/fr-fr/recherche?flow=gifting', '/fr-fr/recherche?flow=gifting'],
    ['/fr-fr/recherche?flow=gifting#cityId=2988507', '/fr-fr/recherche?flow=gifting#cityId=2988507'],
    ['/fr-fr/sejour/spa-et-diner-100123?flow=booking', '/fr-fr/sejour/spa-et-diner-100123?flow=booking'],
    ['/fr-fr/account/trips', '/fr-fr/account/trips'],
    ['/fr-fr/a/../recherche', '/fr-fr/recherche'],
  ])('keeps %s, a page of the site', (origin, kept) => {
    expect(safeOrigin(fr, origin)).toBe(kept)
  })

  it.each([
    [null],
    [undefined],
    [''],
    ['https://evil.example/fr-fr/'],
    ['http://localhost/fr-fr/'],
    ['//evil.example/fr-fr/'],
    ['///evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/fr-fr\\..\\..\\evil'],
    ['/fr-fr/\t/evil.example'],
    ['/fr-fr/\n'],
    ['javascript:alert(1)'],
    ['fr-fr/recherche'],
    ['/es-es/busqueda'],
    ['/fr-be/'],
    ['/fr-frx/'],
    ['/fr-fr/../es-es/'],
    ['/fr-fr/%2e%2e/es-es/'],
    ['/fr-fr/account/signin?origin=/fr-fr/'],
    ['/fr-fr/account/signout'],
    [`/fr-fr/${'a'.repeat(2001)}`],
  ])('sends %j to the home page instead', (origin) => {
    expect(safeOrigin(fr, origin)).toBe('/fr-fr/')
  })

  it("is another site's home for that site", () => {
    expect(safeOrigin(nl, '/fr-be/')).toBe('/nl-be/')
    expect(safeOrigin(nl, '/nl-be/zoeken')).toBe('/nl-be/zoeken')
  })

  it('travels encoded in the sign-in address', () => {
    expect(signInHref(fr, '/fr-fr/recherche?flow=gifting&page=2')).toBe(
      '/fr-fr/account/signin?origin=%2Ffr-fr%2Frecherche%3Fflow%3Dgifting%26page%3D2',
    )
    expect(accountPath(nl, 'profile')).toBe('/nl-be/account/settings/profile')
    expect(accountPath(nl, 'trips')).toBe('/nl-be/account/trips')
    expect(accountPath(nl, 'wishlist')).toBe('/nl-be/account/wishlist')
  })
})
