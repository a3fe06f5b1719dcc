import type { SearchFilters, Sort } from '../../../shared/api/search'
import type { OffersInput } from './offers'
import { buildStayCtes, hotelFlagConditions, SORT_SQL, type StaySearchInput } from './stay-search-sql'
import { Params, toDay } from './sql'

/*
 * The search index of 0100_search.sql: one row per hotel for a search shape without destination
 * and with the default party, so that such a search reads about two rows per hotel instead of
 * several per stay. See the migration for why and how it stays exact.
 */

/** A search shape the index holds: day 0 = no dates, nights 0 = each stay's default length. */
export interface IndexKey {
  flow: StaySearchInput['flow']
  day: number
  nights: number
  sort: Sort
}

/** Columns of an index row after its key, in table order. */
const ROW_COLUMNS =
  'hotel_id, stay_id, pp, promo, popularity, total, score, lat, lng, type_id, env_id, style_id, stars, pets, offers, ids, valid_until'

/** Destination filters: any of them makes a search use the catalogue tables (it reads few hotels). */
const DESTINATION_FILTERS: readonly (keyof SearchFilters)[] = [
  'lat',
  'lng',
  'hotel',
  'poi',
  'city',
  'skiResort',
  'seaResort',
  'touristicRegion',
  'department',
  'region',
  'country',
  'distanceMin',
  'distanceMax',
]

/** Filters on the stays themselves: the index keeps one offer per hotel, so it cannot apply them. */
const STAY_FILTERS: readonly (keyof SearchFilters)[] = ['priceMin', 'priceMax']

/** The catalogue the index rows come from: the seed's bookkeeping rows (rewritten by every load). */
const CATALOGUE_IDENTITY = `(SELECT group_concat(key || '=' || value, ';') FROM (SELECT key, value FROM catalogue_meta
  WHERE key IN ('seed_version', 'seed', 'start_date', 'hotels', 'stays') ORDER BY key))`

/** The index shape answering `input`, or null when the search must read the catalogue tables. */
export function indexKeyOf(input: OffersInput): IndexKey | null {
  const f = input.filters
  const defaultParty = input.adults === 2 && input.children === 0 && input.babies === 0 && !input.singleRoom
  if (
    !defaultParty ||
    input.sort === 'distance' ||
    input.hotelId !== null ||
    input.boxCode !== undefined ||
    input.packagesPerHotel !== 1 ||
    DESTINATION_FILTERS.some((k) => f[k] !== undefined) ||
    STAY_FILTERS.some((k) => f[k] !== undefined) ||
    (f.themeIds?.length ?? 0) > 0 ||
    (f.tags?.length ?? 0) > 0
  ) {
    return null
  }
  return { flow: input.flow, day: input.checkinDay ?? 0, nights: input.nights ?? 0, sort: input.sort }
}

/**
 * Check-in days whose shape this isolate saw built today from the current catalogue, per flow,
 * nights and sort. A search of a shape known fresh reads only the index (see buildIndexCtes): a
 * shape built today has no row past its valid_until, and needs no fallback to the catalogue tables
 * in the same statement. Learnt from the searches' own answers (freshDaysSql), so it costs no
 * round trip; a shape that disappears since (a reseed) is noticed by the search and forgotten.
 */
const freshShapes = new Map<string, { today: string; days: Set<number> }>()

const comboOf = (key: IndexKey): string => `${key.flow}|${key.nights}|${key.sort}`

/** The days known fresh for `key`'s flow, nights and sort today, or null when this isolate has not learnt them yet. */
function freshDaysOf(key: IndexKey, today: string): Set<number> | null {
  const known = freshShapes.get(comboOf(key))
  return known && known.today === today ? known.days : null
}

/** Forgets the shapes this isolate knows fresh, for a catalogue replaced under it (a reseed in the same isolate). */
export function forgetFreshShapes(): void {
  freshShapes.clear()
}

/** True when this isolate knows `key`'s shape was built today from the current catalogue. */
export function isKnownFresh(key: IndexKey, today: string): boolean {
  return freshDaysOf(key, today)?.has(key.day) ?? false
}

/** Whether a search of `key` should also learn the fresh days of its flow, nights and sort. */
export function needsFreshDays(key: IndexKey, today: string): boolean {
  return freshDaysOf(key, today) === null
}

/** Records days seen fresh today: every fresh day of the combination (`days`), or one more. */
export function noteFresh(key: IndexKey, today: string, days?: readonly number[]): void {
  const known = freshDaysOf(key, today)
  if (days) freshShapes.set(comboOf(key), { today, days: new Set([...(known ?? []), ...days]) })
  else known?.add(key.day)
}

/** Forgets `key`'s shape (found missing or not fresh by a search that expected it). */
export function forgetFresh(key: IndexKey, today: string): void {
  freshDaysOf(key, today)?.delete(key.day)
}

/**
 * A column listing, as JSON, the check-in days of `key`'s flow, nights and sort built today from
 * the current catalogue (one pass over the builds of the flow, about a thousand small rows).
 */
export function freshDaysSql(key: IndexKey, p: Params, today: string): string {
  return `(SELECT json_group_array(day) FROM search_index_builds WHERE flow = ${p.name('ix_flow', key.flow)} AND nights = ${p.name('ix_nights', key.nights)}
    AND sort = ${p.name('ix_sort', key.sort)} AND built_on >= ${p.name('ix_today', today)} AND catalogue = ${CATALOGUE_IDENTITY})`
}

/** SQL condition selecting one shape's rows (parameters named, so repeated uses bind once). */
function keyCondition(key: IndexKey, p: Params): string {
  return `flow = ${p.name('ix_flow', key.flow)} AND day = ${p.name('ix_day', key.day)} AND nights = ${p.name('ix_nights', key.nights)} AND sort = ${p.name('ix_sort', key.sort)}`
}

/**
 * The index rows of `input`'s shape computed from the catalogue tables: per hotel, its first offer
 * in the sort with the hotel's count of offers, their ids and earliest expiration. Hotel filters
 * and excluded hotels are left out: they are applied when the rows are read.
 */
function indexRowsSql(input: OffersInput, p: Params, prefix: string, hotelIds?: string): { ctes: string; select: string } {
  const unfiltered: OffersInput = { ...input, filters: {}, excludedHotelIds: [] }
  const { ctes, m } = buildStayCtes(unfiltered, { p, prefix, ...(hotelIds !== undefined ? { hotelIds } : {}) })
  const select = `SELECT ${ROW_COLUMNS} FROM (
    SELECT *, ROW_NUMBER() OVER (PARTITION BY hotel_id ORDER BY ${SORT_SQL[input.sort]}) AS rk,
      COUNT(*) OVER (PARTITION BY hotel_id) AS offers,
      json_group_array(stay_id) OVER (PARTITION BY hotel_id ORDER BY stay_id ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS ids,
      MIN(expires) OVER (PARTITION BY hotel_id) AS valid_until
    FROM ${m}
  ) WHERE rk = 1`
  return { ctes, select }
}

/** CTEs reading the index for an eligible search, and the SQL of its state. */
export interface IndexCtes {
  /**
   * `ix_build` (the shape's build row), `ix_agg` (count, markers) and `ix_page` (the page's hotel
   * ids; for a shape known fresh, with each hotel's first offer, its count of offers and their ids),
   * with helpers.
   */
  ctes: string
  /** 'fresh' when built today, 'old' when built before (still exact), NULL when the shape is not built. */
  state: string
}

/**
 * The index side of a search. Hotels whose index row is still valid are read from the index, and
 * hotels with an offer expired since the build are recomputed from the catalogue tables; both
 * then pass the hotel filters. `ix_agg` counts them (with the markers of every hotel for a map
 * search): the one pass over all the shape's rows. `ix_page` takes the page's hotels: the index
 * is stored in sort order, so the valid rows are read from the top, just as many as the pages up
 * to this one need, and only those and the recomputed rows are sorted (sorting reads each sorted
 * row once more, so sorting every hotel would double the rows read).
 *
 * With `fresh` (the shape is known built today, see isKnownFresh) the shape is only used if it was
 * built today and has no row past its valid_until, which a shape built today never has: nothing
 * needs recomputing, and the statement is about half as long for SQLite to prepare. Without hotel
 * filters, its count is then the shape's last position, so it reads only the page's rows.
 */
export function buildIndexCtes(input: OffersInput, key: IndexKey, p: Params, limit: number, offset: number, fresh = false): IndexCtes {
  const k = keyCondition(key, p)
  const today = p.name('ix_today', input.todayIso)
  const flags = hotelFlagConditions(input.filters, p, 'r.hotel_id')
  const excluded = input.excludedHotelIds.length > 0 ? `r.hotel_id NOT IN ${p.list(input.excludedHotelIds)}` : '1'
  const kept = `${Object.values(flags).join(' AND ')} AND ${excluded}`
  const sort = SORT_SQL[input.sort]
  const markers = input.mapSearch ? `, json_group_array(json_array(hotel_id, lat, lng, json(ids)) ORDER BY hotel_id) AS markers` : ''
  const build = `SELECT built_on FROM search_index_builds WHERE ${k} AND catalogue = ${CATALOGUE_IDENTITY}`
  const valid = (validity: string) => `ix_valid AS NOT MATERIALIZED (
  SELECT ${ROW_COLUMNS} FROM search_hotel_offers r
  WHERE ${k}${validity} AND EXISTS (SELECT 1 FROM ix_build) AND ${kept}
  ORDER BY position
)`
  const state = `(SELECT CASE WHEN built_on >= ${today} THEN 'fresh' ELSE 'old' END FROM ix_build)`
  if (fresh) {
    // Every row of the shape counts (no hotel filter, no excluded hotel, no markers wanted): the
    // positions run from 1 without gaps, so the last one is the count, found in one index seek.
    const everyRow = Object.values(flags).every((c) => c === '1') && input.excludedHotelIds.length === 0 && !input.mapSearch
    const ctes = `ix_build AS MATERIALIZED (
  ${build} AND built_on >= ${today}
    AND NOT EXISTS (SELECT 1 FROM search_hotel_offers WHERE ${k} AND valid_until < ${today})
),
${valid('')},
ix_agg AS MATERIALIZED (${everyRow ? `SELECT COALESCE(MAX(position), 0) AS total FROM search_hotel_offers WHERE ${k}` : `SELECT COUNT(*) AS total${markers} FROM ix_valid`}),
ix_page AS MATERIALIZED (
  SELECT hotel_id, stay_id, offers, ids FROM (SELECT * FROM ix_valid LIMIT ${p.add(offset + limit)})
  ORDER BY ${sort} LIMIT ${p.add(limit)} OFFSET ${p.add(offset)}
)`
    return { ctes, state }
  }
  const stale = indexRowsSql(input, p, 'st_', '(SELECT hotel_id FROM ix_stale)')
  const ctes = `ix_build AS MATERIALIZED (
  ${build}
),
ix_stale AS MATERIALIZED (
  SELECT hotel_id FROM search_hotel_offers WHERE ${k} AND valid_until < ${today} AND EXISTS (SELECT 1 FROM ix_build)
),
${stale.ctes},
ix_recomputed AS MATERIALIZED (SELECT * FROM (${stale.select}) r WHERE ${kept}),
${valid(` AND (valid_until IS NULL OR valid_until >= ${today})`)},
ix_agg AS MATERIALIZED (
  SELECT COUNT(*) AS total${markers} FROM (SELECT * FROM ix_valid UNION ALL SELECT * FROM ix_recomputed)
),
ix_page AS MATERIALIZED (
  SELECT hotel_id FROM (
    SELECT * FROM (SELECT * FROM ix_valid LIMIT ${p.add(offset + limit)})
    UNION ALL
    SELECT * FROM ix_recomputed
  )
  ORDER BY ${sort} LIMIT ${p.add(limit)} OFFSET ${p.add(offset)}
)`
  return { ctes, state }
}

/** The shape's key as SQL values, in table order. */
function keyValues(key: IndexKey, p: Params): string {
  return `${p.name('ix_flow', key.flow)}, ${p.name('ix_day', key.day)}, ${p.name('ix_nights', key.nights)}, ${p.name('ix_sort', key.sort)}`
}

/**
 * The statements (one batch, one transaction) that build `input`'s shape, unless it was already
 * built today from the same catalogue. They first drop the shapes of past check-in days and of
 * other catalogues.
 */
export function buildIndexRefresh(db: D1Database, input: OffersInput, key: IndexKey): D1PreparedStatement[] {
  // Each statement binds exactly its own parameters.
  const statement = (build: (p: Params) => string): D1PreparedStatement => {
    const p = new Params()
    const sql = build(p)
    return db.prepare(sql).bind(...p.values)
  }
  const builtToday = (p: Params) =>
    `EXISTS (SELECT 1 FROM search_index_builds WHERE ${keyCondition(key, p)} AND catalogue = ${CATALOGUE_IDENTITY} AND built_on >= ${p.name('ix_today', input.todayIso)})`
  const outdated = (p: Params) => `(day > 0 AND day < ${p.add(toDay(input.todayIso))}) OR catalogue <> ${CATALOGUE_IDENTITY}`
  return [
    statement(
      (p) =>
        `DELETE FROM search_hotel_offers WHERE (flow, day, nights, sort) IN (SELECT flow, day, nights, sort FROM search_index_builds WHERE ${outdated(p)})`,
    ),
    statement((p) => `DELETE FROM search_index_builds WHERE ${outdated(p)}`),
    statement((p) => `DELETE FROM search_hotel_offers WHERE ${keyCondition(key, p)} AND NOT ${builtToday(p)}`),
    statement((p) => {
      const rows = indexRowsSql(input, p, 'b_')
      return `WITH ${rows.ctes} INSERT INTO search_hotel_offers (flow, day, nights, sort, position, ${ROW_COLUMNS})
        SELECT ${keyValues(key, p)}, ROW_NUMBER() OVER (ORDER BY ${SORT_SQL[input.sort]}), * FROM (${rows.select})
        WHERE NOT ${builtToday(p)}`
    }),
    statement(
      (p) => `INSERT OR REPLACE INTO search_index_builds (flow, day, nights, sort, catalogue, built_on)
        SELECT ${keyValues(key, p)}, ${CATALOGUE_IDENTITY}, ${p.name('ix_today', input.todayIso)} WHERE NOT ${builtToday(p)}`,
    ),
  ]
}
