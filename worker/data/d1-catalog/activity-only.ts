import type { ActivityCard, ActivityDetail, ActivitySearchRequest, ActivitySearchResponse } from '../../../shared/api/activity-only'
import type { ImagesResponse } from '../../../shared/api/stay-detail'
import { CITY_DISTANCE, NEARBY_DEFAULT_DISTANCE } from '../../../shared/rules/distance'
import { promoPercent } from '../../../shared/rules/promo'
import type { SiteId } from '../../../shared/sites'
import { activityUri, cardImageUrl, cityUri, type MapOptions, toImages, toImagesBySize } from './mappers'
import { toActivityPageModel } from './page-model'
import { lines, Params, parseJsonColumn } from './sql'
import { PLACE_RADIUS_KM, placeGeoSql, withCosLat } from './stay-search-sql'

const KM_PER_DEGREE = 111.195

/**
 * A destination that is a point with a radius, as the stay search reads it: a hotel (its own
 * position, a point of interest's radius), a point of interest, a resort or a touristic region.
 * A city too: a day out is found in the city and around it (its city distance, 30 km), where
 * the venues are, rather than only within its limits. The coordinates come from the catalogue.
 */
function pointDestination(f: ActivitySearchRequest['filters'], p: Params): { geo: string; max: number } | null {
  const place = (id: number) => placeGeoSql(id, p)
  const point =
    f.hotel !== undefined
      ? { geo: `SELECT lat AS clat, lng AS clng FROM hotels WHERE id = ${p.add(f.hotel)}`, radius: PLACE_RADIUS_KM.poi }
      : f.poi !== undefined
        ? { geo: place(f.poi), radius: PLACE_RADIUS_KM.poi }
        : f.skiResort !== undefined
          ? { geo: place(f.skiResort), radius: PLACE_RADIUS_KM.skiResort }
          : f.seaResort !== undefined
            ? { geo: place(f.seaResort), radius: PLACE_RADIUS_KM.seaResort }
            : f.touristicRegion !== undefined
              ? { geo: place(f.touristicRegion), radius: PLACE_RADIUS_KM.touristicRegion }
              : f.city !== undefined
                ? { geo: place(f.city), radius: CITY_DISTANCE.max }
                : null
  if (!point) return null
  return { geo: withCosLat(point.geo), max: f.distanceMax ?? point.radius }
}

interface PriceJson {
  adults: number
  bar: number
  sell: number
  ref: number
}

const toPrices = (json: string) =>
  parseJsonColumn<PriceJson[]>(json, []).map((p) => ({
    adults: p.adults,
    barPrice: p.bar,
    sellPrice: p.sell,
    refPrice: p.ref,
    promoPercentageRounded: promoPercent(p.sell, p.ref),
    moneySaved: Math.max(0, p.ref - p.sell),
  }))

const PRICES_JSON = `(SELECT json_group_array(json_object('adults', x.adults, 'bar', x.bar_price, 'sell', x.sell_price, 'ref', x.ref_price))
  FROM (SELECT * FROM activity_only_prices WHERE product_id = a.id ORDER BY adults) x)`

const ORDER: Readonly<Record<string, string>> = {
  priceQuality: 'pp ASC, popularity DESC, id ASC',
  priceAsc: 'pp ASC, id ASC',
  popularity: 'popularity DESC, id ASC',
  distance: 'dist2 ASC, id ASC',
}

/** Activity-only products for a participant count, destination, theme, tags and per-person price. */
export async function searchActivityOnly(
  db: D1Database,
  req: ActivitySearchRequest,
  todayIso: string,
  opts: MapOptions,
): Promise<ActivitySearchResponse> {
  const p = new Params()
  const f = req.filters
  const n = p.name('n', req.participants)
  const loc = p.name('loc', req.locale)
  const where = [
    'a.published = 1',
    `(a.expiration_date IS NULL OR a.expiration_date >= ${p.add(todayIso)})`,
    `${n} BETWEEN a.participants_min AND a.participants_max`,
  ]
  let dist2 = 'NULL'
  const point = f.lat !== undefined && f.lng !== undefined ? null : pointDestination(f, p)
  if (point) {
    dist2 = `(((a.lat - g.clat) * ${KM_PER_DEGREE}) * ((a.lat - g.clat) * ${KM_PER_DEGREE}) + ((a.lng - g.clng) * ${KM_PER_DEGREE} * g.k) * ((a.lng - g.clng) * ${KM_PER_DEGREE} * g.k))`
    where.push(`${dist2} <= ${p.add(point.max * point.max)}`)
    if (f.distanceMin) where.push(`${dist2} >= ${p.add(f.distanceMin * f.distanceMin)}`)
  } else if (f.lat !== undefined && f.lng !== undefined) {
    const k = Math.cos((f.lat * Math.PI) / 180)
    const lat = p.add(f.lat)
    const lng = p.add(f.lng)
    const max = f.distanceMax ?? NEARBY_DEFAULT_DISTANCE
    const dy = `((a.lat - ${lat}) * ${KM_PER_DEGREE})`
    const dx = `((a.lng - ${lng}) * ${KM_PER_DEGREE * k})`
    dist2 = `(${dy} * ${dy} + ${dx} * ${dx})`
    where.push(`${dist2} <= ${p.add(max * max)}`)
    if (f.distanceMin) where.push(`${dist2} >= ${p.add(f.distanceMin * f.distanceMin)}`)
  } else if (f.department !== undefined) where.push(`a.department_id = ${p.add(f.department)}`)
  else if (f.region !== undefined) where.push(`a.region_id = ${p.add(f.region)}`)
  else if (f.country !== undefined) where.push(`a.country_code = ${p.add(f.country)}`)
  if (f.themeIds?.length) where.push(`a.theme_id IN ${p.list(f.themeIds)}`)
  if (f.tags?.length) where.push(`a.activity_id IN ${p.list(f.tags)}`)
  const priceWhere: string[] = []
  if (f.priceMin !== undefined) priceWhere.push(`pp >= ${p.add(f.priceMin)}`)
  if (f.priceMax !== undefined) priceWhere.push(`pp <= ${p.add(f.priceMax)}`)
  const page = Math.max(1, req.page)
  const order = ORDER[req.orderBy] ?? ORDER.priceQuality
  const sql = `WITH ${point ? `g AS (${point.geo}), ` : ''}m AS MATERIALIZED (
  SELECT a.id, a.popularity, ${dist2} AS dist2, (pr.sell_price + ${n} - 1) / ${n} AS pp
  FROM activity_only_products a ${point ? 'CROSS JOIN g ' : ''}JOIN activity_only_prices pr ON pr.product_id = a.id AND pr.adults = ${n}
  WHERE ${where.join(' AND ')}
), f AS (SELECT * FROM m ${priceWhere.length ? `WHERE ${priceWhere.join(' AND ')}` : ''}),
pg AS (SELECT * FROM f ORDER BY ${order} LIMIT ${p.add(req.limit)} OFFSET ${p.add((page - 1) * req.limit)})
SELECT (SELECT COUNT(*) FROM f) AS total,
  (SELECT json_group_array(json_object('id', a.id, 'slug', a.slug, 'pp', pg.pp, 'image_template', a.image_template,
      'image_count', a.image_count, 'label', t.label, 'activity_id', a.activity_id, 'activity', al.label,
      'centre_id', c.id, 'centre', c.label, 'stars', c.stars, 'address', c.address, 'zip', c.zip_code, 'lat', c.lat, 'lng', c.lng,
      'city_id', c.city_id, 'city', pn.name, 'city_slug', pn.slug, 'prices', json(${PRICES_JSON})))
   FROM pg JOIN activity_only_products a ON a.id = pg.id
   JOIN activity_centres c ON c.id = a.activity_centre_id
   LEFT JOIN activity_only_texts t ON t.product_id = a.id AND t.locale = ${loc}
   LEFT JOIN labels al ON al.kind = 'activity' AND al.id = a.activity_id AND al.locale = ${loc}
   LEFT JOIN place_names pn ON pn.place_id = c.city_id AND pn.locale = ${loc}) AS page,
  (SELECT json_group_array(id) FROM pg) AS ids`
  const row = await db
    .prepare(sql)
    .bind(...p.values)
    .first<{ total: number; page: string; ids: string }>()
  const order_ = parseJsonColumn<number[]>(row?.ids, [])
  const cards = parseJsonColumn<CardJson[]>(row?.page, []).map((r) => toActivityCard(r, req.locale, opts))
  cards.sort((x, y) => order_.indexOf(x.id) - order_.indexOf(y.id))
  return { results: cards, totalCount: row?.total ?? 0, page, limit: req.limit }
}

interface CardJson {
  id: number
  slug: string
  pp: number
  image_template: string
  image_count: number
  label: string | null
  activity_id: number
  activity: string | null
  centre_id: number
  centre: string
  stars: number | null
  address: string
  zip: string
  lat: number
  lng: number
  city_id: number
  city: string | null
  city_slug: string | null
  prices: PriceJson[]
}

function toActivityCard(r: CardJson, locale: SiteId, opts: MapOptions): ActivityCard {
  const label = r.label ?? r.slug
  return {
    id: r.id,
    label,
    uri: activityUri(locale, r.id),
    imageUrl: cardImageUrl(r.image_template, opts),
    images: toImages(r.image_template, r.image_count, label, opts),
    hotel: {
      id: r.centre_id,
      label: r.centre,
      uri: r.city_slug ? cityUri(locale, r.city_id, r.city_slug) : '',
      stars: r.stars ?? 0,
      review: { average: null, count: 0 },
      location: {
        label: r.city ?? '',
        uri: r.city_slug ? cityUri(locale, r.city_id, r.city_slug) : '',
        address: r.address,
        zipCode: r.zip,
        latitude: r.lat,
        longitude: r.lng,
      },
    },
    prices: toPrices(JSON.stringify(r.prices)),
    pricePerPerson: r.pp,
    tags: [{ id: r.activity_id, label: r.activity ?? '' }],
  }
}

const DETAIL = `SELECT a.*, t.label, t.description, t.important_information, t.composition, t.schedules, t.univers,
  al.label AS activity_label, c.id AS centre_id, c.label AS centre, c.stars, c.address, c.zip_code, c.lat AS c_lat, c.lng AS c_lng,
  pn.name AS city, pn.slug AS city_slug, ${PRICES_JSON} AS prices
FROM activity_only_products a
JOIN activity_centres c ON c.id = a.activity_centre_id
LEFT JOIN activity_only_texts t ON t.product_id = a.id AND t.locale = ?2
LEFT JOIN labels al ON al.kind = 'activity' AND al.id = a.activity_id AND al.locale = ?2
LEFT JOIN place_names pn ON pn.place_id = c.city_id AND pn.locale = ?2
WHERE a.id = ?1`

interface DetailRow {
  id: number
  slug: string
  city_id: number
  activity_id: number
  participants_min: number
  participants_max: number
  validity_months: number
  expiration_date: string | null
  published: number
  image_template: string
  image_count: number
  label: string | null
  description: string | null
  important_information: string | null
  composition: string | null
  schedules: string | null
  univers: string | null
  activity_label: string | null
  centre_id: number
  centre: string
  stars: number | null
  address: string
  zip_code: string
  c_lat: number
  c_lng: number
  city: string | null
  city_slug: string | null
  prices: string
}

export async function getActivityOnlyDetail(
  db: D1Database,
  id: number,
  locale: SiteId,
  todayIso: string,
  opts: MapOptions,
): Promise<ActivityDetail | null> {
  const r = await db.prepare(DETAIL).bind(id, locale).first<DetailRow>()
  if (!r) return null
  const label = r.label ?? r.slug
  const cityLink = r.city_slug ? cityUri(locale, r.city_id, r.city_slug) : ''
  const detail: Omit<ActivityDetail, 'pageModel'> = {
    id: r.id,
    label,
    description: r.description ?? '',
    uri: activityUri(locale, r.id),
    published: r.published === 1 && (r.expiration_date === null || r.expiration_date >= todayIso),
    images: toImages(r.image_template, r.image_count, label, opts),
    imagesBySize: toImagesBySize(r.image_template, opts),
    prices: toPrices(r.prices),
    minParticipants: r.participants_min,
    maxParticipants: r.participants_max,
    validityMonths: r.validity_months,
    importantInformation: lines(r.important_information),
    activities: [
      {
        id: r.activity_id,
        title: r.activity_label ?? label,
        description: [r.description ?? '', ...lines(r.composition)].filter((x) => x !== '').join('\n'),
        univers: r.univers,
        schedules: r.schedules,
        importantInformation: lines(r.important_information),
        activityCenter: {
          id: r.centre_id,
          label: r.centre,
          uri: cityLink,
          star: r.stars ?? 0,
          address: r.address,
          zipCode: r.zip_code,
          city: r.city ?? '',
          latitude: r.c_lat,
          longitude: r.c_lng,
        },
      },
    ],
    breadCrumb: [...(cityLink ? [{ label: r.city ?? '', uri: cityLink }] : []), { label, uri: activityUri(locale, r.id) }],
  }
  return { ...detail, pageModel: toActivityPageModel(detail, locale) }
}

export async function getActivityImages(db: D1Database, id: number, locale: SiteId, opts: MapOptions): Promise<ImagesResponse | null> {
  const r = await db
    .prepare(
      `SELECT a.image_template, a.image_count, COALESCE(t.label, a.slug) AS label FROM activity_only_products a
      LEFT JOIN activity_only_texts t ON t.product_id = a.id AND t.locale = ?2 WHERE a.id = ?1`,
    )
    .bind(id, locale)
    .first<{ image_template: string; image_count: number; label: string }>()
  return r ? { images: toImages(r.image_template, r.image_count, r.label, opts) } : null
}
