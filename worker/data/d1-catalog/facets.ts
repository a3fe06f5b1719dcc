import { SCORE_FACET_VALUES, type FacetKind, type FacetProperty, type FacetsResponse } from '../../../shared/api/facets'
import { SCORE_FILTER_OPTIONS } from '../../../shared/rules/score-filter'
import type { SiteId } from '../../../shared/sites'
import { siteI18n } from '../../i18n/site-i18n'
import { buildStayCtes, type Flag, flagsExcept, type StaySearchInput } from './stay-search-sql'
import { parseJsonColumn } from './sql'

/** Price buckets of the price facet, cents per person per night (upper bound exclusive; null = open). */
export const PRICE_BUCKETS: readonly (readonly [number, number | null])[] = [
  [0, 5000],
  [5000, 10000],
  [10000, 15000],
  [15000, 25000],
  [25000, null],
]

const lookupFacet = (table: string, labelKind: string, column: string, flag: Flag, loc: string) => `(
  SELECT json_group_array(json_array(t.key, COALESCE(l.label, t.key), COALESCE(c.n, 0)))
  FROM ${table} t
  LEFT JOIN labels l ON l.kind = '${labelKind}' AND l.id = t.id AND l.locale = ${loc}
  LEFT JOIN (SELECT ${column} AS id, COUNT(DISTINCT hotel_id) AS n FROM m WHERE ${flagsExcept(flag)} GROUP BY ${column}) c ON c.id = t.id
)`

/**
 * One statement: every facet's counts, each ignoring its own selection (counts are hotels, like result cards).
 * CROSS JOIN keeps the matching stays as the outer loop of the facility and tag counts: SQLite would
 * otherwise scan every hotel's facilities and every stay's activities (~20,000 rows) for a city's few stays.
 */
export function buildFacetsSql(input: StaySearchInput): { sql: string; params: unknown[] } {
  const { ctes, p } = buildStayCtes(input)
  const loc = p.name('locale', input.locale)
  const priceCols = PRICE_BUCKETS.map(
    ([lo, hi]) => `COUNT(DISTINCT CASE WHEN pp >= ${lo}${hi === null ? '' : ` AND pp < ${hi}`} THEN hotel_id END)`,
  ).join(', ')
  const sql = `WITH ${ctes}
SELECT
  (SELECT COUNT(DISTINCT hotel_id) FROM m WHERE ${flagsExcept()}) AS total,
  ${lookupFacet('hotel_types', 'hotel_type', 'type_id', 'type', loc)} AS type,
  ${lookupFacet('environments', 'environment', 'env_id', 'env', loc)} AS environment,
  ${lookupFacet('styles', 'style', 'style_id', 'style', loc)} AS style,
  (SELECT json_group_array(json_array(v.column1, (SELECT COUNT(DISTINCT hotel_id) FROM m WHERE ${flagsExcept('stars')} AND stars = v.column1)))
     FROM (VALUES (5), (4), (3), (2), (1)) v) AS stars,
  (SELECT json_group_array(json_array(v.column1, (SELECT COUNT(DISTINCT hotel_id) FROM m WHERE ${flagsExcept('score')} AND score >= v.column1)))
     FROM (VALUES ${SCORE_FACET_VALUES.map((s) => `(${s})`).join(', ')}) v) AS score,
  (SELECT json_array(MIN(pp), MAX(pp), ${priceCols}) FROM m WHERE ${flagsExcept('price')}) AS price,
  (SELECT json_group_array(json_array(t.key, COALESCE(l.label, t.key), t.highlighted, COALESCE(c.n, 0)))
     FROM (SELECT * FROM facilities ORDER BY position) t
     LEFT JOIN labels l ON l.kind = 'facility' AND l.id = t.id AND l.locale = ${loc}
     LEFT JOIN (SELECT x.facility_id AS id, COUNT(DISTINCT m.hotel_id) AS n FROM m CROSS JOIN hotel_facilities x ON x.hotel_id = m.hotel_id
                WHERE ${flagsExcept('fac')} GROUP BY x.facility_id) c ON c.id = t.id) AS facility,
  (SELECT COUNT(DISTINCT hotel_id) FROM m WHERE ${flagsExcept('pets')} AND pets = 1) AS pets,
  (SELECT json_group_array(json_array(t.id, COALESCE(l.label, t.key), g.key, COALESCE(gl.label, g.key), COALESCE(c.n, 0)))
     FROM (SELECT a.* FROM activities a JOIN activity_groups ag ON ag.id = a.group_id ORDER BY ag.position, a.id) t
     JOIN activity_groups g ON g.id = t.group_id
     LEFT JOIN labels l ON l.kind = 'activity' AND l.id = t.id AND l.locale = ${loc}
     LEFT JOIN labels gl ON gl.kind = 'activity_group' AND gl.id = g.id AND gl.locale = ${loc}
     LEFT JOIN (SELECT x.activity_id AS id, COUNT(DISTINCT m.hotel_id) AS n FROM m CROSS JOIN stay_activities x ON x.stay_id = m.stay_id
                WHERE ${flagsExcept('tags')} GROUP BY x.activity_id) c ON c.id = t.id) AS tag`
  return { sql, params: p.values }
}

interface FacetsRow {
  total: number
  type: string
  environment: string
  style: string
  stars: string
  score: string
  price: string
  facility: string
  pets: number
  tag: string
}

/**
 * Names of the score buckets in a locale: the words of the search page's score filter (Superb, Very good,
 * Pleasant), read from the same Lingui messages, once per locale. Score buckets have no catalogue labels, unlike the other facets.
 */
const scoreNamesByLocale = new Map<SiteId, ReadonlyMap<number, string>>()
function scoreFacetNames(locale: SiteId): ReadonlyMap<number, string> {
  let names = scoreNamesByLocale.get(locale)
  if (!names) {
    const i18n = siteI18n(locale)
    names = new Map(SCORE_FILTER_OPTIONS.map((option) => [option.value, i18n._(option.messageId)]))
    scoreNamesByLocale.set(locale, names)
  }
  return names
}

/** Facets of a stay search; `kinds` limits the properties returned. */
export async function searchFacets(db: D1Database, input: StaySearchInput, kinds: readonly FacetKind[]): Promise<FacetsResponse> {
  const { sql, params } = buildFacetsSql(input)
  const row = await db
    .prepare(sql)
    .bind(...params)
    .first<FacetsRow>()
  if (!row) throw new Error('facets query returned no row')
  const lookup = (json: string): FacetProperty['values'] =>
    parseJsonColumn<[string, string, number][]>(json, []).map(([id, name, count]) => ({ id, name, count }))
  const facilities = parseJsonColumn<[string, string, number, number][]>(row.facility, []).map(([id, name, highlighted, count]) => ({
    id,
    name,
    highlighted: highlighted === 1,
    count: id === 'pets' ? row.pets : count,
  }))
  const [min, max, ...buckets] = parseJsonColumn<(number | null)[]>(row.price, [])
  const scoreNames = scoreFacetNames(input.locale)
  const all: Record<FacetKind, FacetProperty> = {
    type: { propertyType: 'type', values: lookup(row.type) },
    environment: { propertyType: 'environment', values: lookup(row.environment) },
    style: { propertyType: 'style', values: lookup(row.style) },
    stars: {
      propertyType: 'stars',
      values: parseJsonColumn<[number, number][]>(row.stars, []).map(([s, count]) => ({ id: String(s), name: String(s), count })),
    },
    score: {
      propertyType: 'score',
      values: parseJsonColumn<[number, number][]>(row.score, []).map(([s, count]) => ({
        id: String(s),
        name: scoreNames.get(s) ?? String(s),
        count,
      })),
    },
    price: {
      propertyType: 'price',
      values: PRICE_BUCKETS.map(([lo, hi], i) => ({
        id: hi === null ? `${lo}-` : `${lo}-${hi}`,
        name: hi === null ? `${lo / 100}+` : `${lo / 100}-${hi / 100}`,
        count: buckets[i] ?? 0,
      })),
      ...(typeof min === 'number' ? { min } : {}),
      ...(typeof max === 'number' ? { max } : {}),
    },
    facility: { propertyType: 'facility', values: facilities.map(({ id, name, count }) => ({ id, name, count })) },
    highlighted: {
      propertyType: 'highlighted',
      values: facilities.filter((f) => f.highlighted).map(({ id, name, count }) => ({ id, name, count })),
    },
    tag: {
      propertyType: 'tag',
      values: parseJsonColumn<[number, string, string, string, number][]>(row.tag, []).map(([id, name, gid, gname, count]) => ({
        id: String(id),
        name,
        count,
        group: { id: gid, name: gname },
      })),
    },
  }
  return { totalCount: row.total, properties: kinds.map((k) => all[k]) }
}
