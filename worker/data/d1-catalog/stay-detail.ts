import type { Price } from '../../../shared/api/search'
import {
  GIFT_BUCKETS,
  type GiftBucket,
  type GiftPrice,
  type HotelDetail,
  type ProgramLine,
  type StayDetail,
  type Upsell,
} from '../../../shared/api/stay-detail'
import { promoPercent } from '../../../shared/rules/promo'
import type { SiteId } from '../../../shared/sites'
import { autoDiscountOf, type MapOptions, stayUri, toCancellationPolicy, toHotelSummary, toImages, toImagesBySize } from './mappers'
import { isOnSale } from './calendar'
import { toInfoGeneral } from './facility-categories'
import { type PartyRuleRow, PARTY_RULE_COLUMNS } from './pricing'
import { type RoomColumns, toRoom } from './room'
import { lines, parseJsonColumn } from './sql'

const HOTEL_BY_ID = `
SELECT h.*, ht.description, ht.important_infos, pn.name AS city_name, pn.slug AS city_slug,
  (SELECT json_group_array(json_array(f.key, COALESCE(l.label, f.key), f.highlighted)) FROM (
     SELECT f.* FROM hotel_facilities x JOIN facilities f ON f.id = x.facility_id WHERE x.hotel_id = h.id ORDER BY f.position) f
   LEFT JOIN labels l ON l.kind = 'facility' AND l.id = f.id AND l.locale = ?2) AS facilities,
  (SELECT json_group_array(json_array(e.key, COALESCE(l.label, e.key))) FROM (
     SELECT e.* FROM hotel_eco_facilities x JOIN eco_facilities e ON e.id = x.eco_facility_id WHERE x.hotel_id = h.id ORDER BY e.position) e
   LEFT JOIN labels l ON l.kind = 'eco_facility' AND l.id = e.id AND l.locale = ?2) AS eco
FROM hotels h
LEFT JOIN hotel_texts ht ON ht.hotel_id = h.id AND ht.locale = ?2
LEFT JOIN place_names pn ON pn.place_id = h.city_id AND pn.locale = ?2
WHERE h.id = ?1`

export interface HotelRow {
  id: number
  slug: string
  label: string
  /** The hotel's channel manager, when its rooms are connected to one. */
  channel_manager_id: string | null
  city_id: number
  lat: number
  lng: number
  address: string
  zip_code: string
  stars: number
  review_average: number | null
  review_count: number
  active: number
  check_in_from: string
  check_in_until: string
  check_out_until: string
  pets_allowed: number
  pets_price: number
  pets_max_weight: number | null
  pets_max_number: number
  local_tax_type: string
  local_tax_amount: number
  local_tax_percentage_permille: number
  local_tax_paid_at_hotel: number
  image_template: string
  image_count: number
  description: string | null
  important_infos: string | null
  city_name: string | null
  city_slug: string | null
  facilities: string
  eco: string
}

/** Hotel row → API hotel. */
export function toHotel(row: HotelRow, locale: SiteId, opts: MapOptions): HotelDetail {
  const facilities = parseJsonColumn<[string, string, number][]>(row.facilities, [])
  return {
    ...toHotelSummary(locale, row),
    description: row.description ?? '',
    active: row.active === 1,
    images: toImages(row.image_template, row.image_count, row.label, opts),
    facilities: facilities.map(([code, label]) => ({ code, label })),
    highlightedFacilities: facilities.filter(([, , h]) => h === 1).map(([code, label]) => ({ code, label })),
    infoGeneral: toInfoGeneral(facilities.map(([code, label]) => ({ code, label }))),
    ecoFacilities: parseJsonColumn<[string, string][]>(row.eco, []).map(([code, label]) => ({ code, label })),
    checkInOut: { checkIn: `${row.check_in_from}-${row.check_in_until}`, checkOut: row.check_out_until },
    policy: {
      petsAllowed: row.pets_allowed === 1,
      petsPrice: row.pets_allowed === 1 ? row.pets_price : null,
      petsMaxWeight: row.pets_max_weight,
      petsMaxNumberOfPets: row.pets_max_number,
    },
    localTax: {
      amount: row.local_tax_type === 'PER_PERSON_PER_NIGHT' ? row.local_tax_amount : 0,
      currency: 'EUR',
      toBePaidAtHotel: row.local_tax_paid_at_hotel === 1,
      type: row.local_tax_type === 'BOOKING_PERCENTAGE' ? 'BOOKING_PERCENTAGE' : 'PER_PERSON_PER_NIGHT',
      percentage: row.local_tax_type === 'BOOKING_PERCENTAGE' ? row.local_tax_percentage_permille / 10 : null,
    },
    importantInfos: lines(row.important_infos),
  }
}

export async function getHotelRow(db: D1Database, hotelId: number, locale: SiteId): Promise<HotelRow | null> {
  return db.prepare(HOTEL_BY_ID).bind(hotelId, locale).first<HotelRow>()
}

const STAY_BY_ID = `
SELECT s.*, ${PARTY_RULE_COLUMNS}, st.label, st.slug AS local_slug, st.headwords, st.description, st.short_program_intro,
  r.uuid AS room_uuid, r.size_m2, r.image_template AS room_image_template, r.image_count AS room_image_count,
  rt.label AS room_label, rt.description AS room_description, rt.bedding, rt.highlights AS room_highlights,
  rt.important_infos AS room_infos, bt.key AS bed_key, COALESCE(bl.label, bt.key) AS bed_label,
  (SELECT json_group_array(json_array(t.id, COALESCE(l.label, t.key))) FROM (
     SELECT t.* FROM stay_themes x JOIN themes t ON t.id = x.theme_id WHERE x.stay_id = s.id ORDER BY t.position) t
   LEFT JOIN labels l ON l.kind = 'theme' AND l.id = t.id AND l.locale = ?2) AS themes,
  (SELECT json_group_array(l.label) FROM stay_marketing_labels x
   JOIN labels l ON l.kind = 'marketing_label' AND l.id = x.marketing_label_id AND l.locale = ?2 WHERE x.stay_id = s.id) AS marketing,
  (SELECT json_group_array(json_array(o.id, COALESCE(ot.label, o.slug))) FROM (
     SELECT o.* FROM stays o WHERE o.hotel_id = s.hotel_id AND o.published = 1 AND o.id <> s.id ORDER BY o.position_in_hotel) o
   LEFT JOIN stay_texts ot ON ot.stay_id = o.id AND ot.locale = ?2) AS others,
  (SELECT json_group_array(json_object('activityId', pl.activity_id, 'type', pl.type, 'quantity', pl.quantity,
       'duration', pl.duration_minutes, 'repeated', pl.repeated, 'schedules', pl.schedules, 'displayPax', pl.display_pax,
       'icon', a.icon, 'title', t.title, 'details', t.details, 'where', t.where_text, 'why', t.why, 'mustKnow', t.must_know,
       'how', t.how, 'menu', t.menu, 'participants', t.participants_label))
   FROM (SELECT * FROM stay_program_lines WHERE stay_id = s.id ORDER BY position) pl
   LEFT JOIN activities a ON a.id = pl.activity_id
   LEFT JOIN stay_program_line_texts t ON t.line_id = pl.id AND t.locale = ?2) AS program,
  (SELECT json_group_array(json_array(g.nights, g.bucket, g.sell_price, g.ref_price)) FROM (
     SELECT * FROM stay_gift_prices WHERE stay_id = s.id AND nights BETWEEN s.min_nights AND s.max_nights
     ORDER BY nights, bucket) g) AS gift_prices,
  (SELECT json_group_array(json_array(o.id, COALESCE(ot.slug, o.slug), COALESCE(ot.label, o.slug), o.base_price, o.gift_price, o.min_nights,
       o.max_nights, o.image_template, json((SELECT json_group_array(json_array(pl.type, pl.activity_id, pl.quantity, COALESCE(t.title, '')))
         FROM (SELECT * FROM stay_program_lines WHERE stay_id = o.id ORDER BY position) pl
         LEFT JOIN stay_program_line_texts t ON t.line_id = pl.id AND t.locale = ?2))))
   FROM (SELECT o.* FROM stays o WHERE o.hotel_id = s.hotel_id AND o.room_id = s.room_id AND o.published = 1 AND o.id <> s.id
     ORDER BY o.position_in_hotel) o
   LEFT JOIN stay_texts ot ON ot.stay_id = o.id AND ot.locale = ?2) AS siblings
FROM stays s
JOIN rooms r ON r.id = s.room_id
JOIN bed_types bt ON bt.id = r.bed_type_id
LEFT JOIN labels bl ON bl.kind = 'bed_type' AND bl.id = bt.id AND bl.locale = ?2
LEFT JOIN stay_texts st ON st.stay_id = s.id AND st.locale = ?2
LEFT JOIN room_texts rt ON rt.room_id = r.id AND rt.locale = ?2
WHERE s.id = ?1`

export interface StayRow extends PartyRuleRow, RoomColumns {
  id: number
  slug: string
  /** The slug of the stay's label in the site's language (slug holds the French one). */
  local_slug: string | null
  hotel_id: number
  item_category: string
  base_price: number
  base_ref_price: number
  gift_price: number
  gift_ref_price: number
  nights_default: number
  min_nights: number
  max_nights: number
  cancellable: number
  cancellation_type: string
  cancellation_deadline_days: number | null
  priority_stress: string | null
  stress: string | null
  last_minute: number
  expiration_date: string | null
  published: number
  auto_discount_code: string | null
  auto_discount_percent: number | null
  connectivity: number
  image_template: string
  image_count: number
  label: string | null
  headwords: string | null
  description: string | null
  short_program_intro: string | null
  themes: string
  marketing: string
  others: string
  program: string
  gift_prices: string
  siblings: string
}

interface ProgramJson {
  activityId: number | null
  type: string
  quantity: number
  duration: number | null
  repeated: number
  schedules: string | null
  displayPax: number
  icon: string | null
  title: string | null
  details: string | null
  where: string | null
  why: string | null
  mustKnow: string | null
  how: string | null
  menu: string | null
  participants: string | null
}

const LINE_TYPES = ['ROOM', 'BREAKFAST', 'DINNER', 'ACTIVITY', 'EXTRA'] as const
const orNull = (s: string | null) => (s === null || s === '' ? null : s)

export function toProgramLines(json: string): ProgramLine[] {
  return parseJsonColumn<ProgramJson[]>(json, []).map((l) => ({
    activityId: l.activityId,
    type: LINE_TYPES.find((t) => t === l.type) ?? 'EXTRA',
    title: l.title ?? '',
    icon: l.icon,
    quantity: l.quantity,
    detailList: lines(l.details),
    whyList: lines(l.why),
    mustKnowList: lines(l.mustKnow),
    menu: lines(l.menu),
    duration: l.duration,
    where: orNull(l.where),
    how: orNull(l.how),
    schedules: l.schedules,
    repeated: l.repeated === 1,
    displayPax: l.displayPax,
    activityParticipantsLabel: l.participants ?? '',
  }))
}

export async function getStayRow(db: D1Database, stayId: number, locale: SiteId): Promise<StayRow | null> {
  return db.prepare(STAY_BY_ID).bind(stayId, locale).first<StayRow>()
}

/** Stay and hotel rows in one round trip. */
export async function getStayAndHotel(db: D1Database, stayId: number, locale: SiteId): Promise<{ stay: StayRow; hotel: HotelRow } | null> {
  const [stays, hotels] = await db.batch([
    db.prepare(STAY_BY_ID).bind(stayId, locale),
    db.prepare(HOTEL_BY_ID.replace('WHERE h.id = ?1', 'WHERE h.id = (SELECT hotel_id FROM stays WHERE id = ?1)')).bind(stayId, locale),
  ])
  const stay = stays?.results[0] as StayRow | undefined
  const hotel = hotels?.results[0] as HotelRow | undefined
  return stay && hotel ? { stay, hotel } : null
}

/** Stay + hotel rows → API detail (price and page model filled by the caller, which knows the dates, the party and what was asked). */
export function toStayDetail(
  stay: StayRow,
  hotel: HotelRow,
  locale: SiteId,
  todayIso: string,
  opts: MapOptions,
): Omit<StayDetail, 'price' | 'pageModel'> {
  const label = stay.label ?? stay.slug
  const published = isOnSale(stay, hotel.active === 1, todayIso)
  const hotelDetail = toHotel(hotel, locale, opts)
  return {
    id: stay.id,
    label,
    uri: stayUri(locale, stay.id, stay.local_slug ?? stay.slug),
    published,
    headwords: lines(stay.headwords),
    description: stay.description ?? '',
    images: toImages(stay.image_template, stay.image_count, label, opts),
    imagesBySize: toImagesBySize(stay.image_template, opts),
    hotel: hotelDetail,
    room: toRoom(stay, locale, opts),
    programLines: toProgramLines(stay.program),
    nights: stay.nights_default,
    minNights: stay.min_nights,
    maxNights: stay.max_nights,
    giftable: true,
    giftPrices: toGiftPrices(stay.gift_prices),
    themes: parseJsonColumn<[number, string][]>(stay.themes, []).map(([id, l]) => ({ id, label: l })),
    expiration: stay.expiration_date,
    lastMinute: stay.last_minute === 1,
    availableRooms: null,
    marketingLabels: parseJsonColumn<string[]>(stay.marketing, []).map((l) => ({ label: l })),
    targetedLabel: null,
    cancellationPolicy: toCancellationPolicy(stay, null, null, locale),
    autoDiscount: autoDiscountOf(stay),
    connectivity: stay.connectivity === 1,
    channelManagerId: hotel.channel_manager_id,
    upsells: toUpsells(stay, locale, opts),
    weekend: parseJsonColumn<[number, string][]>(stay.others, []).map(([id, l]) => ({ id, label: l })),
    breadcrumb: [
      ...(hotelDetail.location.uri ? [{ label: hotelDetail.location.label, uri: hotelDetail.location.uri }] : []),
      { label: hotel.label, uri: hotelDetail.uri },
      { label, uri: stayUri(locale, stay.id, stay.local_slug ?? stay.slug) },
    ],
    importantInfos: [...lines(hotel.important_infos), ...lines(stay.room_infos)],
  }
}

type LineJson = [type: string, activityId: number | null, quantity: number, title: string]
type SiblingJson = [
  id: number,
  slug: string,
  label: string,
  basePrice: number,
  giftPrice: number,
  minNights: number,
  maxNights: number,
  imageTemplate: string,
  lines: LineJson[],
]

const lineKey = ([type, activityId, quantity]: LineJson) => `${type}:${activityId ?? ''}:${quantity}`

/** The lines of `more` that `fewer` lacks (as multisets), or null when `fewer` has a line `more` lacks. */
function addedLines(fewer: readonly LineJson[], more: readonly LineJson[]): LineJson[] | null {
  const left = new Map<string, number>()
  for (const line of fewer) left.set(lineKey(line), (left.get(lineKey(line)) ?? 0) + 1)
  const added: LineJson[] = []
  for (const line of more) {
    const n = left.get(lineKey(line)) ?? 0
    if (n > 0) left.set(lineKey(line), n - 1)
    else added.push(line)
  }
  return [...left.values()].some((n) => n > 0) ? null : added
}

/**
 * The stay's upsells: each offer of the same room of the hotel whose program is this one's with
 * lines added (to add) or taken away (to remove), with the price differences for 2 people.
 */
export function toUpsells(stay: StayRow, locale: SiteId, opts: MapOptions): Upsell[] {
  const own = parseJsonColumn<{ activityId: number | null; type: string; quantity: number; title: string | null }[]>(stay.program, []).map(
    (l): LineJson => [l.type, l.activityId, l.quantity, l.title ?? ''],
  )
  return parseJsonColumn<SiblingJson[]>(stay.siblings, []).flatMap(
    ([id, slug, label, basePrice, giftPrice, minNights, maxNights, imageTemplate, lines]): Upsell[] => {
      const added = lines.length > own.length ? addedLines(own, lines) : null
      const removed = lines.length < own.length ? addedLines(lines, own) : null
      const extra = added ?? removed
      if (!extra || extra.length === 0) return []
      const perNight = basePrice - stay.base_price
      const losFrom = Math.max(minNights, stay.min_nights)
      const losTo = Math.min(maxNights, stay.max_nights)
      return [
        {
          id,
          label,
          uri: stayUri(locale, id, slug),
          included: removed !== null,
          priceDifference: perNight,
          priceDifferencePerLos: Array.from({ length: Math.max(0, losTo - losFrom + 1) }, (_, i) => ({
            nights: losFrom + i,
            amount: perNight * (losFrom + i),
          })),
          giftPriceDifference: minNights === 1 && stay.min_nights === 1 ? giftPrice - stay.gift_price : null,
          programLines: extra.map(([type, activityId, quantity, title]) => ({
            type: LINE_TYPES.find((t) => t === type) ?? 'EXTRA',
            activityId,
            quantity,
            title,
          })),
          activityIds: [...new Set(extra.flatMap(([, activityId]) => (activityId === null ? [] : [activityId])))],
          imagesBySize: toImagesBySize(imageTemplate, opts),
        },
      ]
    },
  )
}

/**
 * The voucher of each length from its rows (nights, bucket, sell, ref), shortest first: a length
 * is sold when it has its standard rate (bucket 1); the availability upsell is the next rate.
 */
export function toGiftPrices(json: string): GiftPrice[] {
  const rows = parseJsonColumn<[number, number, number, number][]>(json, [])
  return [...new Set(rows.map(([nights]) => nights))].flatMap((nights): GiftPrice[] => {
    const sellPrices = rows
      .filter(([n, bucket]) => n === nights && (GIFT_BUCKETS as readonly number[]).includes(bucket))
      .map(([, bucket, sellPrice, refPrice]) => ({ bucket: bucket as GiftBucket, sellPrice, refPrice }))
    const standard = sellPrices.find((p) => p.bucket === 1)
    if (!standard) return []
    const upsell = sellPrices.find((p) => p.bucket === 2)
    return [
      {
        nights,
        sellPrice: standard.sellPrice,
        refPrice: standard.refPrice,
        sellPrices,
        upsellAvailabilityPrice: upsell?.sellPrice ?? null,
        extraUpsellAvailabilityAmount: upsell ? upsell.sellPrice - standard.sellPrice : null,
      },
    ]
  })
}

/** A gift's price (priced for one night) as the voucher of `nights` nights; null when the stay is not sold as a gift for that long. */
export function giftPriceOfNights(price: Price, giftPrices: readonly GiftPrice[], nights: number): Price | null {
  const gift = giftPrices.find((g) => g.nights === nights)
  if (!gift) return null
  return {
    ...price,
    sellPrice: gift.sellPrice,
    refPrice: gift.refPrice,
    promo: promoPercent(gift.sellPrice, gift.refPrice),
    moneySaved: Math.max(0, gift.refPrice - gift.sellPrice),
    pricePerNight: Math.ceil(gift.sellPrice / (2 * nights)),
  }
}
