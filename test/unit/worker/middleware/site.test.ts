import { describe, expect, it } from 'vitest'
import { getSite } from '../../../../shared/sites'
import { publicOriginOf, resolveSite } from '../../../../worker/middleware/site'

const HOSTS = { 'www.weekend.fr': 'fr_FR', 'www.weekend.be': 'BE', 'www.weekend.it': 'it_IT' }

describe('resolveSite', () => {
  it.each([
    ['http://localhost/fr-fr/recherche', 'fr_FR', '/fr-fr'],
    ['http://localhost/NL-BE/', 'nl_BE', '/nl-be'],
    ['http://www.weekend.be/nl/zoeken', 'nl_BE', '/nl'],
    ['http://www.weekend.be/fr/', 'fr_BE', '/fr'],
    ['http://www.weekend.it/ricerca', 'it_IT', ''],
    ['http://www.weekend.it/es-es/', 'es_ES', '/es-es'],
  ])('%s is the %s site under %s', (url, site, base) => {
    expect(resolveSite(new URL(url), HOSTS)).toEqual({ site: getSite(site as 'fr_FR'), base })
  })

  it.each(['http://localhost/', 'http://www.weekend.be/', 'http://localhost/xx-yy/'])('%s belongs to no site', (url) => {
    expect(resolveSite(new URL(url), HOSTS)).toBeNull()
  })
})

describe('publicOriginOf', () => {
  it.each([
    ['fr_FR', 'https://www.weekend.fr'],
    ['nl_BE', 'https://www.weekend.be/nl'],
    ['fr_BE', 'https://www.weekend.be/fr'],
    ['it_IT', 'https://www.weekend.it'],
    ['es_ES', null],
  ])('the public origin of %s is %s', (site, origin) => {
    expect(publicOriginOf(getSite(site as 'fr_FR'), HOSTS)).toBe(origin)
  })
})
