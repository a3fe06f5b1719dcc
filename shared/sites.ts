// The six sites and the four flows as data. Everything locale-dependent that
// is not a translation (path prefix, time zone, localised route slugs, point of
// sale) is read from here so worker and client agree.

/** Site id in underscore form, as used in the spec and the API payloads. */
export type SiteId = 'fr_FR' | 'es_ES' | 'fr_BE' | 'nl_BE' | 'nl_NL' | 'it_IT'

/** Language part of a site. */
export type Language = 'fr' | 'es' | 'nl' | 'it'

/** Country (and upper-case point of sale) of a site. */
export type Country = 'FR' | 'ES' | 'BE' | 'NL' | 'IT'

/** Routes whose first path segment is localised. */
export type RouteKey = 'search' | 'activitySearch' | 'stay' | 'hotel' | 'activity' | 'city' | 'theme' | 'boxes' | 'contact'

/** First path segment of each localised route, per language. */
export const ROUTE_SLUGS: Readonly<Record<Language, Readonly<Record<RouteKey, string>>>> = {
  fr: {
    search: 'recherche',
    activitySearch: 'activites',
    stay: 'sejour',
    hotel: 'hotel',
    activity: 'activite',
    city: 'ville',
    theme: 'idee',
    boxes: 'box',
    contact: 'contact',
  },
  es: {
    search: 'busqueda',
    activitySearch: 'actividades',
    stay: 'estancia',
    hotel: 'hotel',
    activity: 'actividad',
    city: 'ciudad',
    theme: 'tema',
    boxes: 'box',
    contact: 'contacto',
  },
  nl: {
    search: 'zoeken',
    activitySearch: 'activiteiten',
    stay: 'verblijf',
    hotel: 'hotel',
    activity: 'activiteit',
    city: 'stad',
    theme: 'thema',
    boxes: 'box',
    contact: 'contact',
  },
  // Italian 'attività' is both singular and plural, so the activity page uses
  // 'esperienza' to stay distinct from the activity search slug.
  it: {
    search: 'ricerca',
    activitySearch: 'attivita',
    stay: 'soggiorno',
    hotel: 'hotel',
    activity: 'esperienza',
    city: 'citta',
    theme: 'tema',
    boxes: 'box',
    contact: 'contatti',
  },
}

/** One localised site. */
export interface Site {
  readonly id: SiteId
  readonly bcp47: string
  readonly language: Language
  readonly country: Country
  readonly pointOfSale: Country
  readonly pathPrefix: string
  readonly timeZone: string
  readonly slugs: Readonly<Record<RouteKey, string>>
}

function site(id: SiteId, language: Language, country: Country, timeZone: string): Site {
  return {
    id,
    bcp47: `${language}-${country}`,
    language,
    country,
    pointOfSale: country,
    pathPrefix: `/${language}-${country.toLowerCase()}`,
    timeZone,
    slugs: ROUTE_SLUGS[language],
  }
}

/** The six sites, in the order the spec lists them. */
export const SITES: readonly Site[] = [
  site('fr_FR', 'fr', 'FR', 'Europe/Paris'),
  site('es_ES', 'es', 'ES', 'Europe/Madrid'),
  site('fr_BE', 'fr', 'BE', 'Europe/Brussels'),
  site('nl_BE', 'nl', 'BE', 'Europe/Brussels'),
  site('nl_NL', 'nl', 'NL', 'Europe/Amsterdam'),
  site('it_IT', 'it', 'IT', 'Europe/Rome'),
]

/** The six site ids. */
export const SITE_IDS: readonly SiteId[] = SITES.map((s) => s.id)

/** True when the value is one of the six site ids. */
export function isSiteId(value: unknown): value is SiteId {
  return typeof value === 'string' && (SITE_IDS as readonly string[]).includes(value)
}

/** The site for an id (total over SiteId). */
export function getSite(id: SiteId): Site {
  const found = SITES.find((s) => s.id === id)
  if (!found) throw new RangeError(`Unknown site id ${String(id)}`)
  return found
}

/** The site whose path prefix starts the pathname (/fr-fr, /fr-fr/...), or null. */
export function findSiteByPath(pathname: string): Site | null {
  const first = `/${pathname.split('/')[1] ?? ''}`.toLowerCase()
  return SITES.find((s) => s.pathPrefix === first) ?? null
}

/** The sites sharing a country; more than one means a language selector is shown. */
export function sitesOfCountry(country: Country): readonly Site[] {
  return SITES.filter((s) => s.country === country)
}

/** Lower-case point of sale, as the instalment eligibility call expects ('fr'). */
export function pointOfSaleParam(site: Site): string {
  return site.pointOfSale.toLowerCase()
}

/** Absolute path of a localised route on a site, e.g. /fr-fr/recherche or /it-it/hotel/42. */
export function routePath(site: Site, route: RouteKey, ...segments: readonly string[]): string {
  const tail = segments.map((s) => `/${encodeURIComponent(s)}`).join('')
  return `${site.pathPrefix}/${site.slugs[route]}${tail}`
}

/** The gift card page (site-wide §2: /giftcard/customization, the same words for all six locales). */
export function giftcardPath(site: Pick<Site, 'pathPrefix'>): string {
  return `${site.pathPrefix}/giftcard/customization`
}

/** 'Check my booking': the booking lookup at the account's trips address (site-wide §2). */
export function bookingLookupPath(site: Pick<Site, 'pathPrefix'>): string {
  return `${site.pathPrefix}/account/trips`
}

/** The route a first path segment names in a language, or null. */
export function routeForSlug(language: Language, slug: string): RouteKey | null {
  const slugs = ROUTE_SLUGS[language]
  const key = (Object.keys(slugs) as RouteKey[]).find((k) => slugs[k] === slug)
  return key ?? null
}

/** The four flows carried in the query string. */
export type Flow = 'booking' | 'gifting' | 'activity' | 'hotel'

/** The four flows, booking first (the default). */
export const FLOWS: readonly Flow[] = ['booking', 'gifting', 'activity', 'hotel']

/** Flow used when the query string carries none or an unknown one. */
export const DEFAULT_FLOW: Flow = 'booking'

/** True when the value is one of the four flows. */
export function isFlow(value: unknown): value is Flow {
  return typeof value === 'string' && (FLOWS as readonly string[]).includes(value)
}

/** Header text message id per flow (search.md §1). */
export const FLOW_HEADER_MESSAGE: Readonly<Record<Flow, string>> = {
  booking: 'flow.booking.header',
  gifting: 'flow.gifting.header',
  activity: 'flow.activity.header',
  hotel: 'flow.hotel.header',
}
