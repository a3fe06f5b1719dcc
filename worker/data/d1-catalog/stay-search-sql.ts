import type { SearchFilters, Sort } from '../../../shared/api/search'
import { NEARBY_DEFAULT_DISTANCE } from '../../../shared/rules/distance'
import type { SiteId } from '../../../shared/sites'
import { Params } from './sql'

/** Stay search as the D1 catalogue runs it (dates as day numbers, flow already applied to the party). */
export interface StaySearchInput {
  locale: SiteId
  flow: 'booking' | 'gifting' | 'hotel'
  adults: number
  children: number
  babies: number
  singleRoom: boolean
  checkinDay: number | null
  nights: number | null
  filters: SearchFilters
  todayIso: string
  hotelId: number | null
  excludedHotelIds: readonly number[]
  /** Restricts to the stays of a gift box. */
  boxCode?: string
}

/** Facet groups: each is a flag column of the `m` CTE; a facet's counts ignore its own flag. */
export const FLAGS = ['type', 'env', 'style', 'stars', 'score', 'price', 'fac', 'pets', 'tags'] as const
export type Flag = (typeof FLAGS)[number]

/**
 * Radius (km) around a place that has no containing hotels column (poi, resorts, touristic regions).
 * A point place covers the hotels the catalogue counts as its own (places.hotel_count: within 20 km),
 * inside the 30 km the search fallback widens it to (search §4, WIDENED_RADIUS): at 30 km already,
 * the widened search would only find the hotels the exact search showed.
 */
export const PLACE_RADIUS_KM: Readonly<Record<'poi' | 'skiResort' | 'seaResort' | 'touristicRegion', number>> = {
  poi: 20,
  skiResort: 20,
  seaResort: 20,
  touristicRegion: 60,
}

const KM_PER_DEGREE = 111.195

/** ORDER BY of each sort over the `m` columns; stay_id last so pages never overlap. */
export const SORT_SQL: Readonly<Record<Sort, string>> = {
  // Value for money: price per person per night weighed by the square of the review score (7 when new).
  priceQuality: 'pp * 100.0 / ((COALESCE(score, 7.0) + 1) * (COALESCE(score, 7.0) + 1)) ASC, stay_id ASC',
  distance: 'dist2 ASC, pp ASC, stay_id ASC',
  promo: 'promo DESC, pp ASC, stay_id ASC',
  priceAsc: 'pp ASC, stay_id ASC',
  popularity: 'popularity DESC, stay_id ASC',
  svPriceDesc: 'total DESC, stay_id ASC',
  svPriceAsc: 'total ASC, stay_id ASC',
}

interface Destination {
  where: string[]
  geo: string | null
  radius: { min: number; max: number } | null
}

/** A place's coordinates as a point query (clat, clng), for a search around it. */
export function placeGeoSql(id: number, p: Params): string {
  return `SELECT lat AS clat, lng AS clng FROM places WHERE id = ${p.add(id)}`
}

function destination(input: StaySearchInput, p: Params): Destination {
  const f = input.filters
  const radius = (dflt: number) => ({ min: f.distanceMin ?? 0, max: f.distanceMax ?? dflt })
  const placeGeo = (id: number) => placeGeoSql(id, p)
  if (f.lat !== undefined && f.lng !== undefined) {
    return { where: [], geo: `SELECT ${p.add(f.lat)} AS clat, ${p.add(f.lng)} AS clng`, radius: radius(NEARBY_DEFAULT_DISTANCE) }
  }
  if (f.hotel !== undefined) return { where: [`h.id = ${p.add(f.hotel)}`], geo: null, radius: null }
  if (f.poi !== undefined) return { where: [], geo: placeGeo(f.poi), radius: radius(PLACE_RADIUS_KM.poi) }
  if (f.city !== undefined) {
    // A city with a distance slider becomes a radius around the city centre.
    if (f.distanceMax !== undefined) return { where: [], geo: placeGeo(f.city), radius: radius(f.distanceMax) }
    return { where: [`h.city_id = ${p.add(f.city)}`], geo: null, radius: null }
  }
  if (f.skiResort !== undefined) return { where: [], geo: placeGeo(f.skiResort), radius: radius(PLACE_RADIUS_KM.skiResort) }
  if (f.seaResort !== undefined) return { where: [], geo: placeGeo(f.seaResort), radius: radius(PLACE_RADIUS_KM.seaResort) }
  if (f.touristicRegion !== undefined) {
    return { where: [], geo: placeGeo(f.touristicRegion), radius: radius(PLACE_RADIUS_KM.touristicRegion) }
  }
  if (f.department !== undefined) return { where: [`h.department_id = ${p.add(f.department)}`], geo: null, radius: null }
  if (f.region !== undefined) return { where: [`h.region_id = ${p.add(f.region)}`], geo: null, radius: null }
  if (f.country !== undefined) return { where: [`h.country_code = ${p.add(f.country)}`], geo: null, radius: null }
  return { where: [], geo: null, radius: null }
}

/** Lookup keys → ids test, or '1' when nothing is selected. */
function inKeys(column: string, table: string, keys: readonly string[] | undefined, p: Params): string {
  if (!keys || keys.length === 0) return '1'
  return `${column} IN (SELECT id FROM ${table} WHERE key IN ${p.list(keys)})`
}

/** How a statement embeds the stay search (several searches may share one statement). */
export interface StayCteOptions {
  /** Parameters of the whole statement. */
  p?: Params
  /** Prefix of the CTE names, so one statement can hold several searches. */
  prefix?: string
  /** SQL subquery of hotel ids the search is limited to (`h.id IN <hotelIds>`). */
  hotelIds?: string
  /** SQL subquery of stay ids the search is limited to (`s.id IN <stayIds>`): the search starts from those stays. */
  stayIds?: string
}

/**
 * The CTEs `geo` (optional), `base` (stays bookable for the party, dates and destination, with their price)
 * and `m` (base plus pp, promo and one 0/1 column `f_<flag>` per facet group), without the leading WITH.
 * Offers keep rows where every flag is 1; facets drop one flag at a time.
 *
 * Rows read are what D1 bills and what the search budget counts, so the join order is spelled out:
 * a destination that names hotels (a city, a region, a radius, a list of ids) drives the search from
 * those hotels to their stays and then seeks each night of each stay, which reads a few rows per
 * stay; a search without destination starts from the check-in day's availability (or from the
 * stays when undated) and seeks the other nights only for the stays still in the running.
 */
export function buildStayCtes(input: StaySearchInput, opts: StayCteOptions = {}): { ctes: string; p: Params; base: string; m: string } {
  const p = opts.p ?? new Params()
  const prefix = opts.prefix ?? ''
  const names = { geo: `${prefix}geo`, base: `${prefix}base`, m: `${prefix}m` }
  const f = input.filters
  const gifting = input.flow === 'gifting'
  // Named per prefix: a statement may hold searches of different inputs.
  const a = p.name(`${prefix}a`, input.adults)
  const c = p.name(`${prefix}c`, input.children)
  const b = p.name(`${prefix}b`, input.babies)
  const persons = Math.max(1, input.adults + input.children)
  const supplement = input.singleRoom ? 's.single_room_supplement' : '0'
  const factor = `(CASE WHEN ${a} = 1 THEN s.single_adult_permille ELSE 1000 + (${a} - 2) * s.extra_adult_permille END + ${c} * s.child_permille + ${b} * s.baby_permille)`
  const roomsNeeded = `((${a} + ${c} + r.capacity - 1) / r.capacity)`
  const dated = !gifting && input.checkinDay !== null && input.nights !== null
  const where: string[] = [
    'h.active = 1',
    's.published = 1',
    `(s.expiration_date IS NULL OR s.expiration_date >= ${p.name(`${prefix}today`, input.todayIso)})`,
    `${a} <= s.max_adults`,
    `${c} <= s.max_children`,
    `${a} <= r.max_adults * ${roomsNeeded}`,
    `${c} <= r.max_children * ${roomsNeeded}`,
  ]
  if (input.flow === 'booking') where.push(`s.item_category = 'weekend'`)
  if (input.flow === 'hotel') {
    // A plain hotel night: a bookable stay whose program holds no activity.
    where.push(`s.item_category = 'weekend'`, 'NOT EXISTS (SELECT 1 FROM stay_activities x WHERE x.stay_id = s.id)')
  }
  if (input.boxCode !== undefined) where.push(`s.id IN (SELECT stay_id FROM box_stays WHERE box_code = ${p.add(input.boxCode)})`)
  if (input.hotelId !== null) where.push(`h.id = ${p.add(input.hotelId)}`)
  if (opts.hotelIds !== undefined) where.push(`h.id IN ${opts.hotelIds}`)
  if (opts.stayIds !== undefined) where.push(`s.id IN ${opts.stayIds}`)
  if (input.excludedHotelIds.length > 0) where.push(`h.id NOT IN ${p.list(input.excludedHotelIds)}`)
  if (f.themeIds && f.themeIds.length > 0) {
    where.push(`EXISTS (SELECT 1 FROM stay_themes x WHERE x.stay_id = s.id AND x.theme_id IN ${p.list(f.themeIds)})`)
  }

  const dest = destination(input, p)
  where.push(...dest.where)
  let geoCte = ''
  let geoJoin = ''
  let dist2 = 'NULL'
  if (dest.geo && dest.radius) {
    // Equirectangular distance around the point.
    geoCte = `${names.geo} AS (${withCosLat(dest.geo)}),`
    geoJoin = `${names.geo} g CROSS JOIN`
    const dy = `((h.lat - g.clat) * ${KM_PER_DEGREE})`
    const dx = `((h.lng - g.clng) * ${KM_PER_DEGREE} * g.k)`
    dist2 = `(${dy} * ${dy} + ${dx} * ${dx})`
    const maxKm = p.add(dest.radius.max)
    // Bounding box first so the hotels_lat_lng index narrows the rows read.
    where.push(
      `h.lat BETWEEN g.clat - ${maxKm} / ${KM_PER_DEGREE} AND g.clat + ${maxKm} / ${KM_PER_DEGREE}`,
      `h.lng BETWEEN g.clng - ${maxKm} / (${KM_PER_DEGREE} * g.k) AND g.clng + ${maxKm} / (${KM_PER_DEGREE} * g.k)`,
      `${dist2} <= ${maxKm} * ${maxKm}`,
    )
    if (dest.radius.min > 0) {
      const minKm = p.add(dest.radius.min)
      where.push(`${dist2} >= ${minKm} * ${minKm}`)
    }
  }

  let nightsExpr: string
  let total: string
  let refTotal: string
  let roomsLeft = 'NULL'
  /** One availability row per night, each found by its primary key (day, stay_id). */
  const nights: string[] = []
  if (gifting) {
    nightsExpr = '1'
    total = 's.gift_price'
    refTotal = 's.gift_ref_price'
  } else if (dated) {
    const n = p.name(`${prefix}n`, input.nights)
    // One parameter for the check-in; each further night is an offset written into the SQL (D1
    // binds at most 100 parameters, and a long stay in a combined statement would pass that).
    const checkin = p.name(`${prefix}d0`, input.checkinDay ?? 0)
    for (let i = 0; i < (input.nights ?? 1); i++) {
      const a = `a${i}`
      nights.push(a)
      where.push(`${a}.day = ${i === 0 ? checkin : `${checkin} + ${i}`}`, `${a}.stay_id = s.id`, `${a}.rooms_left >= ${roomsNeeded}`)
    }
    where.push(`${n} BETWEEN s.min_nights AND s.max_nights`, `a0.min_los <= ${n}`)
    nightsExpr = n
    const sum = (column: string) => sumOf(nights.map((a) => `(${a}.${column} * ${factor} + 999) / 1000 + ${supplement}`))
    total = `(${sum('price')})`
    refTotal = `(${sum('ref_price')})`
    roomsLeft = nights.length === 1 ? 'a0.rooms_left' : `MIN(${nights.map((a) => `${a}.rooms_left`).join(', ')})`
  } else {
    // Without dates: the from-price of the stay's default length (or the requested nights) for the party.
    const n = input.nights === null ? 's.nights_default' : p.name(`${prefix}n`, input.nights)
    if (input.nights !== null) where.push(`${n} BETWEEN s.min_nights AND s.max_nights`)
    nightsExpr = n
    total = `${n} * ((s.base_price * ${factor} + 999) / 1000 + ${supplement})`
    refTotal = `${n} * ((s.base_ref_price * ${factor} + 999) / 1000 + ${supplement})`
  }

  const hotelFlags = hotelFlagConditions(f, p, 'h.id')
  const tagsFlag = f.tags?.length
    ? `EXISTS (SELECT 1 FROM stay_activities x WHERE x.stay_id = s.id AND x.activity_id IN ${p.list(f.tags)})`
    : '1'
  const priceConds: string[] = []
  if (f.priceMin !== undefined) priceConds.push(`pp >= ${p.add(f.priceMin)}`)
  if (f.priceMax !== undefined) priceConds.push(`pp <= ${p.add(f.priceMax)}`)

  // CROSS JOIN fixes the order of the loops (SQLite keeps it); see the comment above for the choice.
  const byHotels = dest.where.length > 0 || geoJoin !== '' || input.hotelId !== null || opts.hotelIds !== undefined
  const stayTables = ['stays s', 'rooms r']
  const from =
    opts.stayIds !== undefined && !byHotels
      ? [...stayTables, 'hotels h', ...nights.map((a) => `availability ${a}`)]
      : byHotels
        ? [`${geoJoin} hotels h`, ...stayTables, ...nights.map((a) => `availability ${a}`)]
        : nights.length > 0
          ? ['availability a0', ...stayTables, 'hotels h', ...nights.slice(1).map((a) => `availability ${a}`)]
          : [...stayTables, 'hotels h']
  const ctes = `${geoCte}
${names.base} AS MATERIALIZED (
  SELECT s.id AS stay_id, h.id AS hotel_id, h.lat AS lat, h.lng AS lng, h.hotel_type_id AS type_id,
    h.environment_id AS env_id, h.style_id AS style_id, h.stars AS stars, h.review_average AS score,
    h.pets_allowed AS pets, s.popularity AS popularity,
    ${nightsExpr} AS nights, ${total} AS total, ${refTotal} AS ref_total, ${roomsLeft} AS rooms_left,
    ${dist2} AS dist2, s.expiration_date AS expires, ${hotelFlags.fac} AS f_fac, ${tagsFlag} AS f_tags
  FROM ${from.join(' CROSS JOIN ')}
  WHERE s.hotel_id = h.id AND r.id = s.room_id
    AND ${allOf(where)}
),
${names.m} AS (
  SELECT *,
    CASE WHEN ${hotelFlags.type} THEN 1 ELSE 0 END AS f_type,
    CASE WHEN ${hotelFlags.env} THEN 1 ELSE 0 END AS f_env,
    CASE WHEN ${hotelFlags.style} THEN 1 ELSE 0 END AS f_style,
    CASE WHEN ${hotelFlags.stars} THEN 1 ELSE 0 END AS f_stars,
    CASE WHEN ${hotelFlags.score} THEN 1 ELSE 0 END AS f_score,
    CASE WHEN ${priceConds.length ? priceConds.join(' AND ') : '1'} THEN 1 ELSE 0 END AS f_price,
    CASE WHEN ${hotelFlags.pets} THEN 1 ELSE 0 END AS f_pets
  FROM (
    SELECT *, (total + nights * ${persons} - 1) / (nights * ${persons}) AS pp,
      CASE WHEN ref_total > total THEN ((ref_total - total) * 100 + ref_total - 1) / ref_total ELSE 0 END AS promo
    FROM ${names.base}
  )
)`
  return { ctes, p, base: names.base, m: names.m }
}

/** The facet groups that are properties of the hotel, not of the stay. */
export type HotelFlag = 'type' | 'env' | 'style' | 'stars' | 'score' | 'pets' | 'fac'

/**
 * Conditions of the hotel-level filters ('1' when unset), over the columns type_id, env_id,
 * style_id, stars, score and pets; facilities are looked up by `hotelId`.
 */
export function hotelFlagConditions(f: SearchFilters, p: Params, hotelId: string): Record<HotelFlag, string> {
  const facKeys = (f.facilities ?? []).filter((k) => k !== 'pets')
  return {
    type: inKeys('type_id', 'hotel_types', f.hotelTypes, p),
    env: inKeys('env_id', 'environments', f.hotelEnvironments, p),
    style: inKeys('style_id', 'styles', f.hotelStyles, p),
    stars: f.stars?.length ? `stars IN ${p.list(f.stars)}` : '1',
    score: f.minHotelReviewScore !== undefined ? `score >= ${p.add(f.minHotelReviewScore)}` : '1',
    pets: f.petsAllowed || (f.facilities ?? []).includes('pets') ? 'pets = 1' : '1',
    // The hotels with any of the facilities, listed once per statement (hotel_facilities_facility).
    fac: facKeys.length
      ? `${hotelId} IN (SELECT x.hotel_id FROM hotel_facilities x WHERE x.facility_id IN (SELECT id FROM facilities WHERE key IN ${p.list(facKeys)}))`
      : '1',
  }
}

/** SQL condition "every flag but the excluded ones is 1". */
export function flagsExcept(...excluded: Flag[]): string {
  const kept = FLAGS.filter((f) => !excluded.includes(f))
  return kept.map((f) => `f_${f} = 1`).join(' AND ')
}

/**
 * Conditions joined by AND. SQLite refuses an expression more than 100 levels deep, and a chain of
 * ANDs is as deep as it is long: a long stay (three conditions per night) would pass that, so a
 * long list is nested in balanced halves. SQLite splits nested ANDs back into the same terms, so
 * the plan is the same.
 */
export function allOf(conditions: readonly string[]): string {
  if (conditions.length <= 32) return conditions.join('\n    AND ')
  const half = Math.ceil(conditions.length / 2)
  return `(${allOf(conditions.slice(0, half))})\n    AND (${allOf(conditions.slice(half))})`
}

/** Terms added up, nested in balanced halves past a few nights for the same reason as allOf. */
export function sumOf(terms: readonly string[]): string {
  if (terms.length <= 4) return terms.join(' + ')
  const half = Math.ceil(terms.length / 2)
  return `(${sumOf(terms.slice(0, half))}) + (${sumOf(terms.slice(half))})`
}

/**
 * A point (a query of clat and clng) with k, the cosine of its latitude that scales a longitude
 * difference to kilometres: by its Taylor series, since D1 may lack math functions (error < 1e-5
 * below 60° of latitude).
 */
export function withCosLat(pointSql: string): string {
  return `SELECT clat, clng, 1 - r2 / 2 + r2 * r2 / 24 - r2 * r2 * r2 / 720 AS k FROM (SELECT clat, clng, (clat * 0.017453292519943295) * (clat * 0.017453292519943295) AS r2 FROM (${pointSql}))`
}
