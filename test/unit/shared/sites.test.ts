import { describe, expect, it } from 'vitest'
import { Temporal } from 'temporal-polyfill'
import {
  DEFAULT_FLOW,
  FLOWS,
  ROUTE_SLUGS,
  SITES,
  SITE_IDS,
  findSiteByPath,
  getSite,
  isFlow,
  isSiteId,
  pointOfSaleParam,
  routeForSlug,
  routePath,
  sitesOfCountry,
  type Language,
  type SiteId,
} from '../../../shared/sites'

describe('sites', () => {
  it.each<[SiteId, string, string, string, string, string]>([
    ['fr_FR', 'fr-FR', 'fr', 'FR', '/fr-fr', 'Europe/Paris'],
    ['es_ES', 'es-ES', 'es', 'ES', '/es-es', 'Europe/Madrid'],
    ['fr_BE', 'fr-BE', 'fr', 'BE', '/fr-be', 'Europe/Brussels'],
    ['nl_BE', 'nl-BE', 'nl', 'BE', '/nl-be', 'Europe/Brussels'],
    ['nl_NL', 'nl-NL', 'nl', 'NL', '/nl-nl', 'Europe/Amsterdam'],
    ['it_IT', 'it-IT', 'it', 'IT', '/it-it', 'Europe/Rome'],
  ])('site %s has BCP47 %s, language %s, country %s, prefix %s and zone %s', (id, bcp47, language, country, prefix, zone) => {
    const site = getSite(id)
    expect(site).toMatchObject({ id, bcp47, language, country, pointOfSale: country, pathPrefix: prefix, timeZone: zone })
    expect(() => new Intl.NumberFormat(site.bcp47)).not.toThrow()
    expect(() => Temporal.Now.zonedDateTimeISO(site.timeZone)).not.toThrow()
  })

  it('lists exactly six sites in spec order', () => {
    expect(SITE_IDS).toEqual(['fr_FR', 'es_ES', 'fr_BE', 'nl_BE', 'nl_NL', 'it_IT'])
    expect(SITES).toHaveLength(6)
  })

  it.each([
    ['fr_FR', true],
    ['nl_BE', true],
    ['fr-FR', false],
    ['de_DE', false],
    [42, false],
    [undefined, false],
  ])('isSiteId(%j) is %s', (value, expected) => {
    expect(isSiteId(value)).toBe(expected)
  })

  it.each([
    ['/fr-fr', 'fr_FR'],
    ['/nl-be/zoeken', 'nl_BE'],
    ['/IT-IT/ricerca', 'it_IT'],
    ['/de-de/x', null],
    ['/', null],
  ])('the pathname %s belongs to site %s', (path, expected) => {
    expect(findSiteByPath(path)?.id ?? null).toBe(expected)
  })

  it('offers a language choice only in Belgium', () => {
    expect(sitesOfCountry('BE').map((s) => s.id)).toEqual(['fr_BE', 'nl_BE'])
    expect(sitesOfCountry('FR')).toHaveLength(1)
  })

  it('gives the eligibility call a lower-case point of sale', () => {
    expect(pointOfSaleParam(getSite('es_ES'))).toBe('es')
    expect(pointOfSaleParam(getSite('nl_BE'))).toBe('be')
  })

  it.each<[Language, string, string, string, string, string, string, string]>([
    ['fr', 'recherche', 'activites', 'sejour', 'activite', 'ville', 'idee', 'contact'],
    ['es', 'busqueda', 'actividades', 'estancia', 'actividad', 'ciudad', 'tema', 'contacto'],
    ['nl', 'zoeken', 'activiteiten', 'verblijf', 'activiteit', 'stad', 'thema', 'contact'],
    ['it', 'ricerca', 'attivita', 'soggiorno', 'esperienza', 'citta', 'tema', 'contatti'],
  ])('language %s has localised slugs', (language, search, activitySearch, stay, activity, city, theme, contact) => {
    expect(ROUTE_SLUGS[language]).toEqual({ search, activitySearch, stay, hotel: 'hotel', activity, city, theme, boxes: 'box', contact })
  })

  it.each(Object.keys(ROUTE_SLUGS) as Language[])('slugs of language %s are all distinct, so a slug names one route', (language) => {
    const slugs = Object.values(ROUTE_SLUGS[language])
    expect(new Set(slugs).size).toBe(slugs.length)
  })

  it.each([
    ['fr_FR', 'search', [], '/fr-fr/recherche'],
    ['nl_BE', 'city', ['gent'], '/nl-be/stad/gent'],
    ['it_IT', 'hotel', ['42'], '/it-it/hotel/42'],
    ['es_ES', 'theme', ['spa y bienestar'], '/es-es/tema/spa%20y%20bienestar'],
  ] as const)('route path on %s for %s %j is %s', (id, route, segments, expected) => {
    expect(routePath(getSite(id), route, ...segments)).toBe(expected)
  })

  it.each([
    ['fr', 'ville', 'city'],
    ['es', 'ciudad', 'city'],
    ['nl', 'thema', 'theme'],
    ['it', 'attivita', 'activitySearch'],
    ['it', 'esperienza', 'activity'],
    ['fr', 'ciudad', null],
  ] as const)('in %s the slug %s names route %s', (language, slug, expected) => {
    expect(routeForSlug(language, slug)).toBe(expected)
  })

  it('has four flows with booking as default', () => {
    expect(FLOWS).toEqual(['booking', 'gifting', 'activity', 'hotel'])
    expect(DEFAULT_FLOW).toBe('booking')
    expect(isFlow('gifting')).toBe(true)
    expect(isFlow('gift')).toBe(false)
  })
})
