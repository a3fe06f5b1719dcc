import type { Box, BoxOffersQuery, BoxOffersResponse } from '../../../shared/api/boxes'
import { displayedPromo } from '../../../shared/rules/promo'
import type { SiteId } from '../../../shared/sites'
import { imageTemplate, type MapOptions, toImagesBySize } from './mappers'
import { searchOffers, toOffersInput } from './offers'
import { lines, parseJsonColumn } from './sql'

const BOXES = `SELECT b.*, t.title, t.description, t.included_content,
  (SELECT json_group_array(theme_id) FROM box_themes WHERE box_code = b.code) AS themes,
  (SELECT COUNT(*) FROM box_stays x JOIN stays s ON s.id = x.stay_id WHERE x.box_code = b.code AND s.published = 1) AS offers
FROM boxes b LEFT JOIN box_texts t ON t.box_code = b.code AND t.locale = ?1
WHERE b.published = 1`

interface BoxRow {
  code: string
  sku: string
  slug: string
  handle: string
  value: number
  price: number
  reference_price: number
  image_template: string
  title: string | null
  description: string | null
  included_content: string | null
  themes: string
  offers: number
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

export async function searchBoxes(db: D1Database, locale: SiteId, opts: MapOptions): Promise<{ boxes: Box[] }> {
  const { results } = await db.prepare(`${BOXES} ORDER BY b.position`).bind(locale).all<BoxRow>()
  return { boxes: results.map((r) => toBox(r, opts)) }
}

export async function getBox(db: D1Database, code: string, locale: SiteId, opts: MapOptions): Promise<Box | null> {
  const r = await db.prepare(`${BOXES} AND b.code = ?2`).bind(locale, code).first<BoxRow>()
  return r ? toBox(r, opts) : null
}

/** Stays of a box as a gift search (2 adults, gift prices), page by page, with every marker on request. */
export async function getBoxOffers(
  db: D1Database,
  code: string,
  q: BoxOffersQuery,
  todayIso: string,
  opts: MapOptions,
): Promise<BoxOffersResponse | null> {
  const exists = await db.prepare('SELECT 1 AS x FROM boxes WHERE code = ?1 AND published = 1').bind(code).first()
  if (!exists) return null
  const input = toOffersInput(
    {
      locale: q.locale,
      flow: 'gifting',
      orderBy: 'priceQuality',
      searchProvider: 'catalog',
      pax: { adults: 2, children: 0, babies: 0, singleRoom: false },
      filters: {},
      page: q.page,
      limit: q.limit,
      performMapSearch: q.performMapSearch === 'true',
      performGiftableSearch: true,
      numberOfPackagesPerHotel: 1,
      excludedHotelIds: [],
      ...(q.hotelId !== undefined ? { hotelId: q.hotelId } : {}),
    },
    todayIso,
  )
  const res = await searchOffers(db, { ...input, boxCode: code }, opts)
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
    markers: res.exactMatch,
    searchDetails: { totalCount: res.searchDetails.totalCount, page: q.page, limit: q.limit },
  }
}
