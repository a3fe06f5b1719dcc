import type { NavigationLink, NavigationQuery, NavigationResponse } from '../../../shared/api/cms'
import { destinationTree, navigationLink, weeklyPick, type NavigationPlace } from '../../../shared/cms/navigation'
import { weekendShortcuts } from '../../../shared/date-shortcuts'
import { formatIsoDate, isoWeekIndex, parseIsoDate } from '../../../shared/dates'
import { DEFAULT_CRITERIA, serializeCriteria, type SearchCriteria } from '../../../shared/search/criteria'
import { getSite, giftcardPath, routePath, type Site } from '../../../shared/sites'
import { siteI18n } from '../../i18n/site-i18n'
import type { BookingDays } from './calendar'
import { cityUri, stayUri } from './mappers'

/**
 * The offers a landing page of the flow counts, for its default party of two adults: a published,
 * unexpired offer of an active hotel whose room takes them; booking sells weekends only, gifting
 * also single vouchers. ?1 is today, ?2 the flow.
 */
const OFFER = `h.active = 1 AND s.published = 1 AND (s.expiration_date IS NULL OR s.expiration_date >= ?1)
  AND s.max_adults >= 2 AND 2 <= r.max_adults * ((2 + r.capacity - 1) / r.capacity)
  AND (?2 = 'gifting' OR s.item_category = 'weekend')`

/** Hotels with an offer in each city of a country (?3). */
const CITY_OFFERS = `SELECT h.city_id AS id, COUNT(DISTINCT h.id) AS offers
  FROM hotels h JOIN stays s ON s.hotel_id = h.id JOIN rooms r ON r.id = s.room_id
  WHERE h.country_code = ?3 AND ${OFFER}
  GROUP BY h.city_id`

/** The regions, departments and cities of a country (?2) that have hotels, named in the locale (?1). */
const PLACES = `SELECT p.id, p.kind, n.slug, p.region_id, p.department_id, p.lat, p.lng, n.name
  FROM places p JOIN place_names n ON n.place_id = p.id AND n.locale = ?1
  WHERE p.country_code = ?2 AND p.kind IN ('region', 'department', 'city') AND p.hotel_count > 0`

/** Hotels with an offer of each theme: everywhere (what its landing page lists) and in the country (?3). */
const THEME_OFFERS = `SELECT x.theme_id AS id, COUNT(DISTINCT h.id) AS offers,
    COUNT(DISTINCT CASE WHEN h.country_code = ?3 THEN h.id END) AS local
  FROM stay_themes x JOIN stays s ON s.id = x.stay_id JOIN rooms r ON r.id = s.room_id JOIN hotels h ON h.id = s.hotel_id
  WHERE ${OFFER}
  GROUP BY x.theme_id`

/** The themes in display order, with their name and landing slug in the locale (?1). */
const THEMES = `SELECT t.id, l.label, slug.label AS slug FROM themes t
  JOIN labels l ON l.kind = 'theme' AND l.id = t.id AND l.locale = ?1
  JOIN labels slug ON slug.kind = 'theme_slug' AND slug.id = t.id AND slug.locale = ?1
  ORDER BY t.position`

/** The most popular offer of a theme (?3) in a country (?4), with its text in the locale (?5). */
const THEME_WEEKEND = `SELECT s.id, t.slug, t.description
  FROM stay_themes x JOIN stays s ON s.id = x.stay_id JOIN rooms r ON r.id = s.room_id JOIN hotels h ON h.id = s.hotel_id
  JOIN stay_texts t ON t.stay_id = s.id AND t.locale = ?5
  WHERE x.theme_id = ?3 AND h.country_code = ?4 AND ${OFFER}
  ORDER BY s.popularity DESC, s.id LIMIT 1`

interface PlaceRow {
  id: number
  kind: 'region' | 'department' | 'city'
  slug: string
  region_id: number | null
  department_id: number | null
  lat: number
  lng: number
  name: string
}
interface ThemeRow {
  id: number
  label: string
  slug: string
}

/**
 * The Inspirations menu of a locale and flow (site-wide §2): the country's destinations (region →
 * department → city), the themes with this week's suggested theme, and highlighted entries.
 * Booking links lead to the landing pages, gifting links to the gift search of the same place or theme.
 */
export async function getNavigation(db: D1Database, q: NavigationQuery, days: BookingDays): Promise<NavigationResponse> {
  const site = getSite(q.locale)
  const i18n = siteI18n(q.locale)
  const [cityRows, placeRows, themeOfferRows, themeRows] = await db.batch([
    db.prepare(CITY_OFFERS).bind(days.todayIso, q.flow, site.country),
    db.prepare(PLACES).bind(q.locale, site.country),
    db.prepare(THEME_OFFERS).bind(days.todayIso, q.flow, site.country),
    db.prepare(THEMES).bind(q.locale),
  ])
  const cities = (cityRows?.results ?? []) as { id: number; offers: number }[]
  const places = (placeRows?.results ?? []) as PlaceRow[]
  const themeOffers = new Map(((themeOfferRows?.results ?? []) as { id: number; offers: number; local: number }[]).map((r) => [r.id, r]))
  const themes = ((themeRows?.results ?? []) as ThemeRow[]).filter((t) => (themeOffers.get(t.id)?.offers ?? 0) > 0)

  const search = routePath(site, 'search')
  const searchOf = (criteria: Partial<SearchCriteria>) =>
    `${search}${q.flow === 'gifting' ? '?flow=gifting' : ''}#${serializeCriteria({ ...DEFAULT_CRITERIA, ...criteria })}`
  const slugs = new Map(places.map((p) => [p.id, p.slug]))
  const uriOf = (place: NavigationPlace) =>
    place.kind === 'city' && q.flow === 'booking'
      ? cityUri(q.locale, place.id, slugs.get(place.id) ?? '')
      : searchOf({ [place.kind]: String(place.id) })
  const destinations = destinationTree({
    places: places.map(toNavigationPlace),
    offers: new Map(cities.map((c) => [c.id, c.offers])),
    uriOf,
    compare: new Intl.Collator(site.bcp47).compare,
  })

  // This week's theme is one of those the country offers, in the themes' order.
  const today = parseIsoDate(days.todayIso)
  const local = themes.filter((t) => (themeOffers.get(t.id)?.local ?? 0) > 0)
  const suggested = today ? weeklyPick(local, isoWeekIndex(today)) : null
  const weekend = suggested
    ? await db
        .prepare(THEME_WEEKEND)
        .bind(days.todayIso, q.flow, suggested.id, site.country, q.locale)
        .first<{ id: number; slug: string; description: string }>()
    : null
  const flowQuery = q.flow === 'gifting' ? '?flow=gifting' : ''
  const themeLinks = themes.map((t) =>
    navigationLink({
      _id: `theme-${t.id}`,
      label: t.label,
      uri: q.flow === 'booking' ? routePath(site, 'theme', `${t.slug}-${t.id}`) : searchOf({ theme: t.id }),
      count: themeOffers.get(t.id)?.offers ?? 0,
    }),
  )

  const links: NavigationLink[] = []
  if (destinations.length > 0)
    links.push(
      navigationLink(
        {
          _id: 'destinations',
          label: i18n._('navigation.destinations'),
          uri: `${search}${flowQuery}`,
          count: destinations.reduce((sum, region) => sum + (region.count ?? 0), 0),
        },
        destinations,
      ),
    )
  if (themeLinks.length > 0)
    links.push(
      navigationLink(
        {
          _id: 'themes',
          label: i18n._('navigation.themes'),
          // Every theme at once: the ideas page in booking, the gift search in gifting.
          uri: q.flow === 'booking' ? routePath(site, 'theme') : `${search}${flowQuery}`,
          count: null,
          weeklyTheme:
            suggested && weekend
              ? {
                  themaTitle: suggested.label,
                  description: weekend.description,
                  weekendUrl: `${stayUri(q.locale, weekend.id, weekend.slug)}${flowQuery}`,
                }
              : null,
        },
        themeLinks,
      ),
    )
  links.push(...highlights(site, q, days, searchOf))
  return { locale: q.locale, flow: q.flow, links }
}

function toNavigationPlace(row: PlaceRow): NavigationPlace {
  return {
    id: row.id,
    kind: row.kind,
    regionId: row.region_id,
    departmentId: row.department_id,
    name: row.name,
    lat: row.lat,
    lng: row.lng,
  }
}

/**
 * The highlighted entries: in booking, this weekend's stays (the calendar's weekend shortcut from
 * the first day a stay may start: Saturday to Sunday of this week, or of the next one on a Sunday)
 * and the gift ideas; in gifting, the gift card.
 */
function highlights(
  site: Site,
  q: NavigationQuery,
  days: BookingDays,
  searchOf: (criteria: Partial<SearchCriteria>) => string,
): NavigationLink[] {
  const i18n = siteI18n(q.locale)
  const highlight = (_id: string, label: string, uri: string) => navigationLink({ _id, label, uri, count: null, variant: 'highlight' })
  if (q.flow === 'gifting') return [highlight('giftcard', i18n._('navigation.giftcard'), giftcardPath(site))]
  const first = parseIsoDate(days.firstCheckinIso)
  const [weekend] = first ? weekendShortcuts(first) : []
  return [
    ...(weekend
      ? [
          highlight(
            'this-weekend',
            i18n._('navigation.thisWeekend'),
            searchOf({ checkin: formatIsoDate(weekend.checkin), checkout: formatIsoDate(weekend.checkout), nights: 1 }),
          ),
        ]
      : []),
    highlight('gift-ideas', i18n._('navigation.giftIdeas'), `${routePath(site, 'search')}?flow=gifting`),
  ]
}
