import type { Box, BoxDetail, BoxFacetsQuery, BoxOffersQuery, BoxOffersResponse } from '../../../shared/api/boxes'
import { FACET_KINDS, type FacetsResponse } from '../../../shared/api/facets'
import { GIFT_PAX } from '../../../shared/rules/pax'
import { displayedPromo } from '../../../shared/rules/promo'
import type { SiteId } from '../../../shared/sites'
import { searchFacets } from './facets'
import { imageTemplate, type MapOptions, toImagesBySize } from './mappers'
import { searchOffers } from './offers'
import { toBoxPageModel } from './page-model'
import { lines, Params, parseJsonColumn, toDay } from './sql'
import { buildStayCtes, type StaySearchInput } from './stay-search-sql'

interface BoxRow {
  code: string
  sku: string
  slug: string
  handle: string
  value: number
  nights: number
  persons: number
  price: number
  reference_price: number
  page_model: string
  image_template: string
  title: string | null
  description: string | null
  included_content: string | null
  themes: string
  offers: number
}

/** What a box's own search needs of the box: the nights it gives and its value (the gift amount). */
interface BoxTerms {
  nights: number
  value: number
}

/** The criteria a box search takes (box-offers and box-facets parse the same ones). */
type BoxCriteria = Pick<BoxFacetsQuery, 'locale' | 'checkin' | 'hotelId' | 'matchOfferRangePriceWithGiftAmount'>

/** A box's offers keep every stay of a hotel when the call does not limit them (the box page's carousel). */
const EVERY_STAY = Number.MAX_SAFE_INTEGER

/** The stays a gift search lists before any criteria: the gift party, no dates. */
function giftSearchInput(locale: SiteId, todayIso: string): StaySearchInput {
  return {
    locale,
    flow: 'gifting',
    adults: GIFT_PAX.adults,
    children: GIFT_PAX.children,
    babies: GIFT_PAX.babies,
    singleRoom: GIFT_PAX.singleRoom,
    checkinDay: null,
    nights: null,
    filters: {},
    todayIso,
    hotelId: null,
    excludedHotelIds: [],
  }
}

/**
 * The search of a box's stays, narrowed by the criteria. A check-in makes it the dated search
 * offers.json runs: the stays bookable from that night for the box's nights and the gift party.
 * Matching the gift amount is the search's price filter, per person and night: a gift price is
 * for the whole stay (1 in the search's nights), a dated total for the box's nights.
 */
function boxSearchInput(code: string, box: BoxTerms, q: BoxCriteria, todayIso: string): StaySearchInput {
  const gift = giftSearchInput(q.locale, todayIso)
  const checkinDay = q.checkin === undefined ? null : toDay(q.checkin)
  const pricedNights = checkinDay === null ? 1 : box.nights
  const persons = gift.adults + gift.children
  return {
    ...gift,
    ...(checkinDay === null ? {} : { flow: 'booking', checkinDay, nights: box.nights }),
    filters: q.matchOfferRangePriceWithGiftAmount ? { priceMax: Math.floor(box.value / (pricedNights * persons)) } : {},
    hotelId: q.hotelId ?? null,
    boxCode: code,
  }
}

/**
 * Published boxes (one or all) with their texts, themes and offer count. The count is of the box
 * stays the box's own search lists without criteria (the same search, over the hotels holding
 * box stays), so that it is the totalCount of the box page's offers.
 */
function buildBoxesSql(locale: SiteId, todayIso: string, code: string | null): { sql: string; params: unknown[] } {
  const p = new Params()
  const loc = p.add(locale)
  const codeParam = code === null ? null : p.add(code)
  const which = codeParam === null ? 'b.published = 1' : `b.published = 1 AND b.code = ${codeParam}`
  const { ctes, base } = buildStayCtes(giftSearchInput(locale, todayIso), {
    p,
    hotelIds: `(SELECT bs.hotel_id FROM boxes b JOIN box_stays bx ON bx.box_code = b.code JOIN stays bs ON bs.id = bx.stay_id WHERE ${which})`,
  })
  const sql = `WITH ${ctes},
counts AS (SELECT bx.box_code, COUNT(*) AS n FROM box_stays bx JOIN ${base} ON ${base}.stay_id = bx.stay_id
  ${codeParam === null ? '' : `WHERE bx.box_code = ${codeParam}`} GROUP BY bx.box_code)
SELECT b.*, t.title, t.description, t.included_content,
  (SELECT json_group_array(theme_id) FROM box_themes WHERE box_code = b.code) AS themes,
  COALESCE(c.n, 0) AS offers
FROM boxes b LEFT JOIN box_texts t ON t.box_code = b.code AND t.locale = ${loc}
LEFT JOIN counts c ON c.box_code = b.code
WHERE ${which}
ORDER BY b.position`
  return { sql, params: p.values }
}

function toBox(r: BoxRow, opts: MapOptions): Box {
  const main = imageTemplate(r.image_template, 0, opts.imageBase)
  return {
    code: r.code,
    sku: r.sku,
    slug: r.slug,
    handle: r.handle,
    title: r.title ?? r.code,
    description: r.description ?? '',
    includedContent: lines(r.included_content).join('\n'),
    value: r.value,
    nights: r.nights,
    persons: r.persons,
    referencePrice: r.reference_price,
    price: { sellPrice: r.price, referencePrice: r.reference_price, promo: displayedPromo(r.price, r.reference_price, 'box') },
    images: {
      main: main.replace('{size}', '1920_880'),
      catalog: main.replace('{size}', '640_360'),
      mainBySize: toImagesBySize(r.image_template, opts),
    },
    themeIds: parseJsonColumn<number[]>(r.themes, []),
    offerCount: r.offers,
  }
}

/** Published boxes in their display order. */
export async function searchBoxes(db: D1Database, locale: SiteId, todayIso: string, opts: MapOptions): Promise<{ boxes: Box[] }> {
  const { sql, params } = buildBoxesSql(locale, todayIso, null)
  const { results } = await db
    .prepare(sql)
    .bind(...params)
    .all<BoxRow>()
  return { boxes: results.map((r) => toBox(r, opts)) }
}

/** One published box with its page model, or null. */
export async function getBox(db: D1Database, code: string, locale: SiteId, todayIso: string, opts: MapOptions): Promise<BoxDetail | null> {
  const { sql, params } = buildBoxesSql(locale, todayIso, code)
  const r = await db
    .prepare(sql)
    .bind(...params)
    .first<BoxRow>()
  if (!r) return null
  const box = toBox(r, opts)
  return { ...box, pageModel: toBoxPageModel(box, r.page_model === 'premium' ? 'premium' : 'standard', locale) }
}

function getBoxTerms(db: D1Database, code: string): Promise<BoxTerms | null> {
  return db.prepare('SELECT nights, value FROM boxes WHERE code = ?1 AND published = 1').bind(code).first<BoxTerms>()
}

/**
 * Stays of a box page by page (every stay of a hotel unless numberOfPackagesPerHotel limits them),
 * or with performMapSearch every matching hotel as a map point. Null for an unknown box.
 */
export async function getBoxOffers(
  db: D1Database,
  code: string,
  q: BoxOffersQuery,
  todayIso: string,
  opts: MapOptions,
): Promise<BoxOffersResponse | null> {
  const box = await getBoxTerms(db, code)
  if (!box) return null
  const mapSearch = q.performMapSearch === true
  const res = await searchOffers(
    db,
    {
      ...boxSearchInput(code, box, q, todayIso),
      sort: 'priceQuality',
      page: q.page,
      limit: q.limit,
      packagesPerHotel: q.numberOfPackagesPerHotel ?? EVERY_STAY,
      mapSearch,
    },
    opts,
  )
  const searchDetails = { totalCount: res.searchDetails.totalCount, page: q.page, limit: q.limit }
  if (mapSearch) return { exactMatch: res.exactMatch, searchDetails }
  return {
    exactMatch: res.results.map((card) => ({
      id: card.id,
      label: card.label,
      uri: card.uri,
      headwords: card.headwords,
      images: card.images,
      hotel: card.hotel,
      location: { latitude: card.hotel.location.latitude, longitude: card.hotel.location.longitude },
    })),
    searchDetails,
  }
}

/**
 * Facets of a box's stays for the same criteria as its offers (counts are hotels, and every hotel
 * with a matching stay keeps at least one offer, so numberOfPackagesPerHotel changes none). Null
 * for an unknown box.
 */
export async function getBoxFacets(db: D1Database, code: string, q: BoxFacetsQuery, todayIso: string): Promise<FacetsResponse | null> {
  const box = await getBoxTerms(db, code)
  if (!box) return null
  return searchFacets(db, boxSearchInput(code, box, q, todayIso), FACET_KINDS)
}
