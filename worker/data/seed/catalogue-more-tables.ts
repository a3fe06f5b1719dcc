// Rows of the review, activity-only, box, CMS and minisite tables of the catalogue.
import type { ActivityOnlyProduct } from './activity-only'
import type { Box } from './boxes'
import { buildCms } from './cms'
import { MINISITES } from './minisites'
import { buildStaticPages } from './static-pages'
import type { Geography } from './places'
import { CRITERIA, type HotelReviews } from './reviews'
import type { Cell, Table } from './sql'
import type { Stay } from './stays'
import { LOCALES } from './text'

export interface MoreTableInputs {
  readonly geography: Geography
  readonly stays: readonly Stay[]
  readonly reviews: HotelReviews
  readonly products: readonly ActivityOnlyProduct[]
  readonly boxes: readonly Box[]
  readonly hotelCount: ReadonlyMap<number, number>
  /** The seed's first day (ISO date). */
  readonly startDate: string
}

const bool = (b: boolean): number => (b ? 1 : 0)
const image = (kind: string, id: number | string): string => `/images/${kind}/${id}/{size}`

export function moreTables(input: MoreTableInputs): Table[] {
  const { geography, stays, reviews, products, boxes, hotelCount } = input
  const tables: Table[] = []
  const add = (name: string, columns: readonly string[], rows: readonly (readonly Cell[])[]): void => {
    tables.push({ name, columns, rows })
  }
  add(
    'reviews',
    ['id', 'hotel_id', 'locale', 'customer', 'type', 'review_date', 'average', ...CRITERIA, 'positive', 'negative'],
    reviews.reviews.map((r) => [
      r.id,
      r.hotelId,
      r.locale,
      r.customer,
      r.type,
      r.date,
      r.average,
      ...CRITERIA.map((c) => r.scores[c]),
      r.positive,
      r.negative,
    ]),
  )

  const centreIds = new Set<number>()
  const centres = products.map((p) => p.centre).filter((c) => (centreIds.has(c.id) ? false : (centreIds.add(c.id), true)))
  add(
    'activity_centres',
    ['id', 'label', 'address', 'zip_code', 'city_id', 'lat', 'lng', 'stars', 'main'],
    centres.map((c) => [c.id, c.label, c.address, c.zipCode, c.city.id, c.lat, c.lng, c.stars, 1]),
  )
  add(
    'activity_only_products',
    [
      'id',
      'slug',
      'activity_centre_id',
      'activity_id',
      'theme_id',
      'city_id',
      'department_id',
      'region_id',
      'country_id',
      'country_code',
      'lat',
      'lng',
      'participants_min',
      'participants_max',
      'duration_minutes',
      'validity_months',
      'expiration_date',
      'published',
      'popularity',
      'image_template',
      'image_count',
    ],
    products.map((p) => [
      p.id,
      p.slug,
      p.centre.id,
      p.activity.id,
      p.themeId,
      p.centre.city.id,
      p.centre.city.departmentId,
      p.centre.city.regionId,
      p.centre.city.countryId,
      p.centre.city.countryCode,
      p.centre.lat,
      p.centre.lng,
      p.participantsMin,
      p.participantsMax,
      p.durationMinutes,
      p.validityMonths,
      p.expirationDate,
      bool(p.published),
      p.popularity,
      image('activity', p.id),
      p.imageCount,
    ]),
  )
  add(
    'activity_only_texts',
    ['product_id', 'locale', 'label', 'description', 'important_information', 'composition', 'schedules', 'univers'],
    products.flatMap((p) =>
      LOCALES.map(
        (l) =>
          [
            p.id,
            l,
            p.texts[l].label,
            p.texts[l].description,
            p.texts[l].importantInformation,
            p.texts[l].composition,
            p.texts[l].schedules,
            p.texts[l].univers,
          ] as Cell[],
      ),
    ),
  )
  add(
    'activity_only_prices',
    ['product_id', 'adults', 'bar_price', 'sell_price', 'ref_price'],
    products.flatMap((p) => p.prices.map((x) => [p.id, x.adults, x.barPrice, x.sellPrice, x.refPrice] as Cell[])),
  )

  add(
    'boxes',
    [
      'code',
      'sku',
      'slug',
      'handle',
      'value',
      'price',
      'reference_price',
      'nights',
      'persons',
      'page_model',
      'position',
      'published',
      'image_template',
      'image_count',
    ],
    boxes.map((b) => [
      b.code,
      b.sku,
      b.slug,
      b.handle,
      b.value,
      b.price,
      b.referencePrice,
      b.nights,
      b.persons,
      b.pageModel,
      b.position,
      bool(b.published),
      image('box', b.code),
      b.imageCount,
    ]),
  )
  add(
    'box_texts',
    ['box_code', 'locale', 'title', 'description', 'included_content'],
    boxes.flatMap((b) => LOCALES.map((l) => [b.code, l, b.texts[l].title, b.texts[l].description, b.texts[l].includedContent] as Cell[])),
  )
  add(
    'box_themes',
    ['box_code', 'theme_id'],
    boxes.flatMap((b) => b.themeIds.map((t) => [b.code, t] as Cell[])),
  )
  add(
    'box_stays',
    ['box_code', 'stay_id', 'position'],
    boxes.flatMap((b) => b.stayIds.map((id, i) => [b.code, id, i + 1] as Cell[])),
  )

  const staysByTheme = new Map<number, number>()
  for (const s of stays) if (s.published) for (const t of s.themeIds) staysByTheme.set(t, (staysByTheme.get(t) ?? 0) + 1)
  const topStays = [...stays]
    .filter((s) => s.published && s.expiresInDays === null)
    .sort((a, b) => b.popularity - a.popularity || a.id - b.id)
    .slice(0, 200)
  const cms = buildCms({
    cities: geography.cities,
    regions: geography.places.filter((p) => p.kind === 'region'),
    hotelCountByPlace: hotelCount,
    staysByTheme,
    topStays,
    boxes,
    startDate: input.startDate,
  })
  add(
    'cms_content',
    ['locale', 'flow', 'kind', 'key', 'json'],
    [...cms, ...buildStaticPages()].map((c) => [c.locale, c.flow, c.kind, c.key, c.json]),
  )
  add(
    'minisites',
    ['minisite_id', 'slug', 'partner_name', 'locale', 'banner_desktop_url', 'banner_mobile_url', 'logo_url', 'footer'],
    MINISITES.map((m) => [m.minisiteId, m.slug, m.partnerName, m.locale, m.bannerDesktopUrl, m.bannerMobileUrl, m.logoUrl, m.footer]),
  )
  return tables
}
