import type {
  AutocompleteQuery,
  AutocompleteResponse,
  NearbyCity,
  RecommendedAutocompleteQuery,
  Suggestion,
} from '../../../shared/api/autocomplete'
import type { SiteId } from '../../../shared/sites'
import { normalize } from '../seed/text'
import { PLACE_KIND_TO_API } from './search-details'

// A name matches when it starts with the term or one of its later words does (name_words); names
// that start with it come first. Both lookups are index range scans on the normalized forms.
const PLACE_PREFIX = `
WITH hits AS (
  SELECT place_id AS id, 1 AS starts FROM place_names WHERE locale = ?1 AND normalized >= ?2 AND normalized < ?3
  UNION ALL
  SELECT ref_id, 0 FROM name_words WHERE kind = 'place' AND locale = ?1 AND tail >= ?2 AND tail < ?3
),
best AS (SELECT id, MAX(starts) AS starts FROM hits GROUP BY id)
SELECT p.id, p.kind, p.country_code, pn.name, p.lat, p.lng, p.postal_code, COALESCE(rn.name, cn.name) AS context
FROM best
JOIN places p ON p.id = best.id
JOIN place_names pn ON pn.place_id = p.id AND pn.locale = ?1
LEFT JOIN place_names rn ON rn.place_id = p.region_id AND rn.locale = ?1 AND p.region_id <> p.id
LEFT JOIN place_names cn ON cn.place_id = p.country_id AND cn.locale = ?1 AND p.country_id <> p.id
ORDER BY best.starts DESC, pn.normalized = ?2 DESC, p.hotel_count DESC, p.population DESC, p.id
LIMIT ?4`

const HOTEL_PREFIX = `
WITH hits AS (
  SELECT id, 1 AS starts FROM hotels WHERE label_normalized >= ?2 AND label_normalized < ?3
  UNION ALL
  SELECT ref_id, 0 FROM name_words WHERE kind = 'hotel' AND locale = '' AND tail >= ?2 AND tail < ?3
),
best AS (SELECT id, MAX(starts) AS starts FROM hits GROUP BY id)
SELECT h.id, h.label AS name, h.lat, h.lng, h.zip_code AS postal_code, cn.name AS context
FROM best
JOIN hotels h ON h.id = best.id
LEFT JOIN place_names cn ON cn.place_id = h.city_id AND cn.locale = ?1
WHERE h.active = 1
ORDER BY best.starts DESC, h.label_normalized = ?2 DESC, h.review_count DESC, h.id
LIMIT ?4`

interface PlaceRow {
  id: number
  kind: string
  country_code: string
  name: string
  lat: number
  lng: number
  postal_code: string | null
  context: string | null
}
interface HotelRow {
  id: number
  name: string
  lat: number
  lng: number
  postal_code: string | null
  context: string | null
}

const POI_KINDS = new Set(['poi', 'ski_resort', 'seaside_resort'])

/** A place row as a suggestion; a country's id is its ISO code, the value the search filter takes. */
export function toPlaceSuggestion(row: PlaceRow): Suggestion {
  return {
    id: row.kind === 'country' ? row.country_code : row.id,
    label: row.name,
    category: POI_KINDS.has(row.kind) ? 'poi' : 'others',
    type: PLACE_KIND_TO_API[row.kind] ?? row.kind,
    latitude: row.lat,
    longitude: row.lng,
    postalcode: row.postal_code,
    context: row.context,
  }
}

function toHotelSuggestion(row: HotelRow): Suggestion {
  return {
    id: row.id,
    label: row.name,
    category: 'hotel',
    type: 'hotel',
    latitude: row.lat,
    longitude: row.lng,
    postalcode: row.postal_code,
    context: row.context,
  }
}

/**
 * Merges the categories so each gets a fair share of maxResults (others, then poi, then hotels),
 * the unused share going to the others.
 */
export function mergeSuggestions(places: Suggestion[], hotels: Suggestion[], max: number): Suggestion[] {
  const groups = [places.filter((s) => s.category === 'others'), places.filter((s) => s.category === 'poi'), hotels]
  const share = Math.ceil(max / groups.length)
  const taken = groups.map((g) => g.slice(0, share))
  let room = max - taken.reduce((n, g) => n + g.length, 0)
  groups.forEach((g, i) => {
    const extra = g.slice(share, share + Math.max(0, room))
    room -= extra.length
    taken[i]?.push(...extra)
  })
  return taken.flat().slice(0, max)
}

/**
 * Prefix search over place names (request locale) and hotel names, from their first word or any
 * later one, insensitive to case and accents.
 */
export async function autocomplete(db: D1Database, q: AutocompleteQuery): Promise<AutocompleteResponse> {
  const prefix = normalize(q.term)
  if (prefix === '') return { suggestions: [] }
  // Normalised text is [a-z0-9 ] only, so prefix + '~' bounds the range and both scans use an index.
  const args = [q.locale, prefix, `${prefix}~`, q.maxResults]
  const [places, hotels] = await db.batch<PlaceRow | HotelRow>([
    db.prepare(PLACE_PREFIX).bind(...args),
    db.prepare(HOTEL_PREFIX).bind(...args),
  ])
  return {
    suggestions: mergeSuggestions(
      ((places?.results ?? []) as PlaceRow[]).map(toPlaceSuggestion),
      ((hotels?.results ?? []) as HotelRow[]).map(toHotelSuggestion),
      q.maxResults,
    ),
  }
}

const RECOMMENDED = `
WITH src AS (
  SELECT s.id FROM stays s
  WHERE s.published = 1 AND (
    ?2 = 'ALL'
    OR (?2 = 'BOX' AND s.id IN (SELECT stay_id FROM box_stays WHERE box_code = ?3))
    OR (?2 = 'THEME' AND s.id IN (SELECT stay_id FROM stay_themes WHERE theme_id = CAST(?3 AS INTEGER))))
),
cities AS (
  SELECT h.city_id AS id, COUNT(*) AS n FROM src JOIN stays s ON s.id = src.id JOIN hotels h ON h.id = s.hotel_id
  WHERE h.active = 1 GROUP BY h.city_id
)
SELECT p.id, p.kind, p.country_code, pn.name, p.lat, p.lng, p.postal_code, rn.name AS context
FROM cities c
JOIN places p ON p.id = c.id
JOIN place_names pn ON pn.place_id = p.id AND pn.locale = ?1
LEFT JOIN place_names rn ON rn.place_id = p.region_id AND rn.locale = ?1
WHERE ?4 = '' OR (pn.normalized >= ?4 AND pn.normalized < ?4 || '~')
  OR p.id IN (SELECT ref_id FROM name_words WHERE kind = 'place' AND locale = ?1 AND tail >= ?4 AND tail < ?4 || '~')
ORDER BY c.n DESC, p.population DESC, p.id
LIMIT ?5`

/** Cities holding offers of a box or theme (or of the whole catalogue), most offers first. */
export async function recommendedAutocomplete(db: D1Database, q: RecommendedAutocompleteQuery): Promise<AutocompleteResponse> {
  const type = q.catalogSourceCode ? q.catalogSourceType : 'ALL'
  const { results } = await db
    .prepare(RECOMMENDED)
    .bind(q.locale, type, q.catalogSourceCode ?? '', normalize(q.q), q.maxResults)
    .all<PlaceRow>()
  return { suggestions: results.map(toPlaceSuggestion) }
}

const KM_PER_DEGREE = 111.195

const NEARBY_CITY = `
SELECT p.id, pn.name, p.lat, p.lng,
  ((p.lat - ?2) * ?6) * ((p.lat - ?2) * ?6) + ((p.lng - ?3) * ?7) * ((p.lng - ?3) * ?7) AS dist2
FROM places p
JOIN place_names pn ON pn.place_id = p.id AND pn.locale = ?1
WHERE p.kind = 'city' AND p.lat BETWEEN ?2 - ?4 AND ?2 + ?4 AND p.lng BETWEEN ?3 - ?5 AND ?3 + ?5
ORDER BY dist2, p.population DESC
LIMIT 1`

/** The catalogue's city nearest to a position, within `maxKm`, named for the site; null when none is that close. */
export async function nearbyCity(db: D1Database, locale: SiteId, lat: number, lng: number, maxKm: number): Promise<NearbyCity | null> {
  const kmPerLng = KM_PER_DEGREE * Math.max(Math.cos((lat * Math.PI) / 180), 0.01)
  const row = await db
    .prepare(NEARBY_CITY)
    .bind(locale, lat, lng, maxKm / KM_PER_DEGREE, maxKm / kmPerLng, KM_PER_DEGREE, kmPerLng)
    .first<{ id: number; name: string; lat: number; lng: number; dist2: number }>()
  if (!row || row.dist2 > maxKm * maxKm) return null
  return { id: row.id, label: row.name, latitude: row.lat, longitude: row.lng }
}
