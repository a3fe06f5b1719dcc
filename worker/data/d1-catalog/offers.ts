import type { OffersRequest, OffersResponse, SearchDetails, StayCard } from '../../../shared/api/search'
import { promoPercent } from '../../../shared/rules/promo'
import type { SiteId } from '../../../shared/sites'
import {
  autoDiscountOf,
  cardImageUrl,
  type MapOptions,
  stayUri,
  toCancellationPolicy,
  toDistanceKm,
  toHotelSummary,
  toImages,
  type StayCardColumns,
} from './mappers'
import {
  buildIndexCtes,
  buildIndexRefresh,
  forgetFresh,
  freshDaysSql,
  type IndexKey,
  indexKeyOf,
  isKnownFresh,
  needsFreshDays,
  noteFresh,
} from './search-index'
import { type PartyRuleRow, paxPrices, toPaxPrice } from './pricing'
import { buildStayCtes, flagsExcept, SORT_SQL, type StaySearchInput } from './stay-search-sql'
import { lines, Params, parseJsonColumn, toDay } from './sql'
import { buildSearchDetailsSql, toSearchDetails, type SearchDetailsRow } from './search-details'

/** One page row as built by json_object in OFFERS_PAGE_COLUMNS. */
interface CardRow extends StayCardColumns {
  stay_id: number
  idx: number
  hotel_offers: number
  total: number
  ref_total: number
  nights: number
  pp: number
  rooms_left: number | null
  dist2: number | null
  marketing: string[]
  /** What prices the stay for other parties: its party rule and its from-price. */
  rule: PartyRuleRow & { base_price: number; base_ref_price: number }
  /** With dates, each night's 2-adult [price, ref_price]. */
  night_prices: [number, number][] | null
}

const PAGE_OBJECT = `json_object(
  'stay_id', pg.stay_id, 'idx', pg.idx, 'hotel_offers', pg.hotel_offers, 'total', pg.total, 'ref_total', pg.ref_total,
  'nights', pg.nights, 'pp', pg.pp, 'rooms_left', pg.rooms_left, 'dist2', pg.dist2,
  'item_category', s.item_category, 'priority_stress', s.priority_stress, 'stress', s.stress,
  'last_minute', s.last_minute, 'expiration_date', s.expiration_date, 'cancellable', s.cancellable,
  'cancellation_type', s.cancellation_type, 'cancellation_deadline_days', s.cancellation_deadline_days,
  'auto_discount_code', s.auto_discount_code, 'auto_discount_percent', s.auto_discount_percent,
  'connectivity', s.connectivity, 'image_template', s.image_template, 'image_count', s.image_count,
  'slug', COALESCE(st.slug, s.slug), 'city_id', h.city_id, 'label', st.label, 'headwords', st.headwords,
  'hotel_id', h.id, 'hotel_label', h.label, 'stars', h.stars, 'review_average', h.review_average,
  'review_count', h.review_count, 'address', h.address, 'zip_code', h.zip_code, 'lat', h.lat, 'lng', h.lng,
  'channel_manager_id', h.channel_manager_id, 'city_name', pn.name, 'city_slug', pn.slug,
  'marketing', json((SELECT json_group_array(l.label) FROM stay_marketing_labels x
     CROSS JOIN labels l ON l.kind = 'marketing_label' AND l.id = x.marketing_label_id AND l.locale = ?LOC
     WHERE x.stay_id = s.id)),
  'rule', json_object('single_adult_permille', s.single_adult_permille, 'extra_adult_permille', s.extra_adult_permille,
    'child_permille', s.child_permille, 'baby_permille', s.baby_permille, 'single_room_supplement', s.single_room_supplement,
    'max_adults', s.max_adults, 'max_children', s.max_children, 'room_capacity', r.capacity, 'room_max_adults', r.max_adults,
    'room_max_children', r.max_children, 'base_price', s.base_price, 'base_ref_price', s.base_ref_price),
  'night_prices', json(?NIGHTS)
)`

/** Everything searchOffers needs to run one stay search. */
export interface OffersInput extends StaySearchInput {
  sort: OffersRequest['orderBy']
  page: number
  limit: number
  packagesPerHotel: number
  mapSearch: boolean
}

/** Request → search input: gifting forces 2 adults and no dates; dates need both checkin and nights. */
export function toOffersInput(req: OffersRequest, todayIso: string): OffersInput {
  const gifting = req.flow === 'gifting' || req.type === 'gift'
  const pax = gifting ? { adults: 2, children: 0, babies: 0, singleRoom: false } : req.pax
  return {
    locale: req.locale,
    flow: gifting ? 'gifting' : req.flow === 'hotel' ? 'hotel' : 'booking',
    adults: pax.adults,
    children: pax.children,
    babies: pax.babies,
    singleRoom: pax.singleRoom || pax.children + pax.babies > 0,
    checkinDay: gifting || !req.checkin ? null : toDay(req.checkin),
    nights: gifting ? null : (req.nights ?? (req.checkin ? 1 : null)),
    filters: req.filters,
    todayIso,
    hotelId: req.hotelId ?? null,
    excludedHotelIds: req.excludedHotelIds,
    sort: req.orderBy,
    page: req.page,
    limit: req.limit,
    packagesPerHotel: req.hotelId !== undefined ? Math.max(req.numberOfPackagesPerHotel, 50) : req.numberOfPackagesPerHotel,
    mapSearch: req.performMapSearch,
  }
}

/**
 * A card's nights as a JSON array of 2-adult [price, ref_price], read again for the page's stays
 * only (one seek per night and card): the other parties' prices are computed from them. The days
 * come as one JSON list: a list of day expressions (IN (d, d + 1, ...)) made the statement of a
 * 7-night search deeper than SQLite's limit on an expression tree.
 */
function nightPricesSql(input: OffersInput, p: Params): string {
  if (input.flow === 'gifting' || input.checkinDay === null || input.nights === null) return 'NULL'
  const checkinDay = input.checkinDay
  const days = p.name('page_days', JSON.stringify(Array.from({ length: input.nights }, (_, i) => checkinDay + i)))
  return `(SELECT json_group_array(json_array(av.price, av.ref_price)) FROM json_each(${days}) d
     CROSS JOIN availability av ON av.day = d.value AND av.stay_id = s.id)`
}

/** The page's cards as JSON, from a CTE of card rows (stay_id, hotel_id, idx and the price columns). */
function pageJsonSql(cards: string, loc: string, nightPrices: string): string {
  return `(SELECT json_group_array(${PAGE_OBJECT.replaceAll('?LOC', loc).replace('?NIGHTS', nightPrices)})
     FROM ${cards} pg JOIN stays s ON s.id = pg.stay_id JOIN rooms r ON r.id = s.room_id JOIN hotels h ON h.id = pg.hotel_id
     LEFT JOIN stay_texts st ON st.stay_id = s.id AND st.locale = ${loc}
     LEFT JOIN place_names pn ON pn.place_id = h.city_id AND pn.locale = ${loc})`
}

/**
 * Map markers as JSON, [[hotel, lat, lng, [stay ids]]] by hotel id, from ranked card rows (each
 * carries its hotel's matching stay ids, in no particular order: searchOffers sorts them).
 */
function markersJsonSql(rows: string): string {
  return `(SELECT json_group_array(json_array(hotel_id, lat, lng, json(ids)) ORDER BY hotel_id) FROM (
     SELECT hotel_id, lat, lng, ids FROM ${rows} GROUP BY hotel_id))`
}

/**
 * Ranks the matching stays (`f`) of a search: a hotel's first `packagesPerHotel` offers in the sort
 * become cards numbered from `first` + 1 in the sort. Each row carries its hotel's count of
 * matching offers and their ids (the markers are read from the cards, not from `f` again: a
 * second use of `f` costs SQLite about as much to plan as the first).
 */
function rankedCardsCtes(input: OffersInput, p: Params, prefix: string, m: string, first: string): string {
  const sort = SORT_SQL[input.sort]
  return `${prefix}f AS (SELECT * FROM ${m} WHERE ${flagsExcept()}),
${prefix}ranked AS (
  SELECT ${prefix}f.*, ROW_NUMBER() OVER (PARTITION BY hotel_id ORDER BY ${sort}) AS rk,
    COUNT(*) OVER (PARTITION BY hotel_id) AS hotel_offers,
    json_group_array(stay_id) OVER (PARTITION BY hotel_id) AS ids
  FROM ${prefix}f
),
${prefix}cards AS MATERIALIZED (
  SELECT *, ${first} + ROW_NUMBER() OVER (ORDER BY ${sort}) AS idx FROM ${prefix}ranked WHERE rk <= ${p.add(input.packagesPerHotel)}
)`
}

/**
 * The cards of a search through a shape known fresh: the page's first offers (`m`, read for the
 * stays of ix_page only), numbered from `first` + 1 in the sort, each with its hotel's count of
 * offers and their ids from the index, as rankedCardsCtes gives them.
 */
function indexCardsCtes(input: OffersInput, p: Params, m: string, first: string): string {
  return `pg_f AS (SELECT * FROM ${m} WHERE ${flagsExcept()}),
pg_cards AS MATERIALIZED (
  SELECT *, ${first} + ROW_NUMBER() OVER (ORDER BY ${SORT_SQL[input.sort]}) AS idx FROM (
    SELECT f.*, ix.offers AS hotel_offers, ix.ids AS ids FROM pg_f f JOIN ix_page ix ON ix.stay_id = f.stay_id
  )
)`
}

/** The search over the catalogue tables: every matching stay is read. */
function catalogueSearchSql(input: OffersInput, p: Params): { ctes: string; select: string } {
  const { ctes, m } = buildStayCtes(input, { p })
  const offset = (input.page - 1) * input.limit
  const loc = p.name('locale', input.locale)
  return {
    ctes: `${ctes},
${rankedCardsCtes(input, p, '', m, '0')},
pg AS (SELECT * FROM cards WHERE idx > ${p.add(offset)} AND idx <= ${p.add(offset + input.limit)})`,
    select: `(SELECT COUNT(*) FROM cards) AS total, ${pageJsonSql('pg', loc, nightPricesSql(input, p))} AS page,
  ${markersJsonSql(input.mapSearch ? 'ranked WHERE rk = 1' : 'pg')} AS markers`,
  }
}

/**
 * The search through the index (search-index.ts): the count and the page's hotels come from the
 * index rows; the page's cards (and their markers) are computed from the catalogue tables for
 * those hotels only, exactly as the catalogue search computes them.
 */
function indexedSearchSql(input: OffersInput, key: IndexKey, p: Params, fresh: boolean): { ctes: string; select: string; state: string } {
  const offset = (input.page - 1) * input.limit
  const index = buildIndexCtes(input, key, p, input.limit, offset, fresh)
  // A shape known fresh holds each hotel's first offer exactly (search-index.ts): the cards are
  // those offers, computed from the catalogue tables alone, with the hotel's count and ids from
  // the index. Otherwise every offer of the page's hotels is ranked again.
  const page = fresh
    ? buildStayCtes(input, { p, prefix: 'pg_', stayIds: '(SELECT stay_id FROM ix_page)' })
    : buildStayCtes(input, { p, prefix: 'pg_', hotelIds: '(SELECT hotel_id FROM ix_page)' })
  const loc = p.name('locale', input.locale)
  return {
    ctes: `${index.ctes},
${page.ctes},
${fresh ? indexCardsCtes(input, p, page.m, p.add(offset)) : rankedCardsCtes(input, p, 'pg_', page.m, p.add(offset))}`,
    select: `(SELECT total FROM ix_agg) AS total, ${pageJsonSql('pg_cards', loc, nightPricesSql(input, p))} AS page,
  ${input.mapSearch ? '(SELECT markers FROM ix_agg)' : markersJsonSql('pg_cards')} AS markers`,
    state: index.state,
  }
}

/** How buildOffersSql uses the search index, from what the isolate knows of it (search-index.ts). */
export interface IndexUse {
  /** The shape is known built today: the statement reads only the index, and holds no fallback. */
  fresh: boolean
  /** The statement also lists the fresh days of the shape's flow, nights and sort (fresh_days). */
  learn: boolean
}

/**
 * One statement: total, page cards, map markers and search details. A search the index can answer
 * holds both ways, each guarded by whether the index has the search's shape, so exactly one runs
 * (SQLite skips a branch whose WHERE is false without evaluating its subqueries); index_state
 * tells searchOffers whether to build the shape after the response. A shape known fresh
 * (`use.fresh`) gets the index way only, which returns no row if the shape is not fresh after all.
 */
export function buildOffersSql(
  input: OffersInput,
  use: IndexUse = { fresh: false, learn: false },
): { sql: string; params: unknown[]; key: IndexKey | null } {
  const p = new Params()
  const key = indexKeyOf(input)
  if (key && use.fresh) {
    const indexed = indexedSearchSql(input, key, p, true)
    const details = buildSearchDetailsSql(input, p)
    const sql = `WITH ${indexed.ctes}
SELECT ${indexed.state} AS index_state, ${indexed.select}, ${details}, NULL AS fresh_days WHERE EXISTS (SELECT 1 FROM ix_build)`
    return { sql, params: p.values, key }
  }
  const catalogue = catalogueSearchSql(input, p)
  if (!key) {
    const details = buildSearchDetailsSql(input, p)
    const sql = `WITH ${catalogue.ctes}
SELECT NULL AS index_state, ${catalogue.select}, ${details}, NULL AS fresh_days`
    return { sql, params: p.values, key }
  }
  const indexed = indexedSearchSql(input, key, p, false)
  const details = buildSearchDetailsSql(input, p)
  const freshDays = use.learn ? freshDaysSql(key, p, input.todayIso) : 'NULL'
  const sql = `WITH ${catalogue.ctes},
${indexed.ctes}
SELECT ${indexed.state} AS index_state, ${indexed.select}, ${details}, ${freshDays} AS fresh_days WHERE EXISTS (SELECT 1 FROM ix_build)
UNION ALL
SELECT NULL AS index_state, ${catalogue.select}, ${details}, ${freshDays} AS fresh_days WHERE NOT EXISTS (SELECT 1 FROM ix_build)`
  return { sql, params: p.values, key }
}

interface OffersRow extends SearchDetailsRow {
  index_state: 'fresh' | 'old' | null
  total: number
  page: string
  markers: string
  fresh_days: string | null
}

function toCard(row: CardRow, input: OffersInput, opts: MapOptions): StayCard {
  const locale: SiteId = input.locale
  const gifting = input.flow === 'gifting'
  const priceType = gifting ? 'GIFT' : input.checkinDay !== null ? 'FINAL_PRICE' : 'FROM_PRICE'
  const promo = promoPercent(row.total, row.ref_total)
  const label = row.label ?? ''
  const participants = input.adults + input.children + input.babies
  return {
    id: row.stay_id,
    label,
    uri: stayUri(locale, row.stay_id, row.slug),
    imageUrl: cardImageUrl(row.image_template, opts),
    images: toImages(row.image_template, row.image_count, label, opts),
    headwords: lines(row.headwords),
    hotel: toHotelSummary(locale, { ...row, id: row.hotel_id, label: row.hotel_label }),
    price: {
      sellPrice: row.total,
      refPrice: row.ref_total,
      promo,
      moneySaved: Math.max(0, row.ref_total - row.total),
      priceType,
      pricePerNight: row.pp,
    },
    prices: gifting
      ? [toPaxPrice(input, row.total, row.ref_total, row.nights)]
      : paxPrices(
          row.rule,
          row.night_prices ?? Array.from({ length: row.nights }, () => [row.rule.base_price, row.rule.base_ref_price] as const),
          row.rooms_left,
        ),
    sellPrice: row.total,
    refPrice: row.ref_total,
    promo,
    priceType,
    nights: row.nights,
    participants,
    paxCount: participants,
    checkin: input.checkinDay !== null ? new Date(input.checkinDay * 86_400_000).toISOString().slice(0, 10) : null,
    availableRooms: row.rooms_left,
    lastMinute: row.last_minute === 1,
    expiration: row.expiration_date,
    stress: row.stress,
    priorityStress: row.priority_stress,
    marketingLabels: row.marketing.map((l) => ({ label: l })),
    targetedLabel: null,
    distance: toDistanceKm(row.dist2),
    itemCategory: row.item_category === 'single_voucher' ? 'single_voucher' : 'weekend',
    cancellationPolicy: toCancellationPolicy(row, input.checkinDay, input.todayIso, locale),
    channelManagerId: row.channel_manager_id,
    connectivity: row.connectivity === 1,
    autoDiscount: autoDiscountOf(row),
    hasMoreOffers: row.hotel_offers > input.packagesPerHotel,
    weekendIds: [],
    flowType: input.flow,
    searchType: input.excludedHotelIds.length > 0 ? 'fallback' : 'exact',
    index: row.idx - 1,
  }
}

/** What searchOffers needs besides the database: image URLs, and a way to run work after the response. */
export interface SearchOptions extends MapOptions {
  /** Runs a promise after the response (waitUntil); without it, index builds are skipped. */
  defer?: (work: Promise<unknown>) => void
}

/** Runs a statement of buildOffersSql: its one row, or null. */
function runOffersSql(db: D1Database, input: OffersInput, use?: IndexUse): Promise<OffersRow | null> {
  const { sql, params } = buildOffersSql(input, use)
  return db
    .prepare(sql)
    .bind(...params)
    .first<OffersRow>()
}

/**
 * Runs the stay search in one D1 round trip; builds the search's index shape afterwards when it is
 * missing or old. A shape this isolate knew fresh but that is gone (a reseed) costs a second trip.
 */
export async function searchOffers(db: D1Database, input: OffersInput, opts: SearchOptions): Promise<OffersResponse> {
  const key = indexKeyOf(input)
  const today = input.todayIso
  const fresh = key !== null && isKnownFresh(key, today)
  let row = await runOffersSql(db, input, { fresh, learn: key !== null && !fresh && needsFreshDays(key, today) })
  if (key && fresh && row?.index_state !== 'fresh') {
    forgetFresh(key, today)
    row = await runOffersSql(db, input)
  }
  if (!row) throw new Error('offers query returned no row')
  if (key) {
    if (row.fresh_days !== null) noteFresh(key, today, parseJsonColumn<number[]>(row.fresh_days, []))
    if (row.index_state === 'fresh') noteFresh(key, today)
    else opts.defer?.(db.batch(buildIndexRefresh(db, input, key)).then(() => noteFresh(key, today)))
  }
  const cards = parseJsonColumn<CardRow[]>(row.page, [])
    .map((r) => toCard(r, input, opts))
    .sort((x, y) => x.index - y.index)
  const markers = parseJsonColumn<[number, number, number, number[]][]>(row.markers, [])
  for (const [, , , ids] of markers) ids.sort((a, b) => a - b)
  const idsByHotel = new Map(markers.map(([hotelId, , , ids]) => [hotelId, ids]))
  for (const card of cards) card.weekendIds = idsByHotel.get(card.hotel.id) ?? [card.id]
  const searchDetails: SearchDetails = toSearchDetails(row, input, row.total)
  return {
    results: cards,
    exactMatch: markers.map(([id, latitude, longitude, ids]) => ({
      id,
      location: { latitude, longitude },
      weekend: ids.map((w) => ({ id: w })),
    })),
    exactMatches: row.total,
    resultsCount: cards.length,
    searchDetails,
  }
}
