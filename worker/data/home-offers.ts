import type { StayCard } from '../../shared/api/search'
import { promoPercent } from '../../shared/rules/promo'
import type { Flow, SiteId } from '../../shared/sites'
import {
  autoDiscountOf,
  cardImageUrl,
  stayUri,
  toCancellationPolicy,
  toHotelSummary,
  toImages,
  type MapOptions,
  type StayCardColumns,
} from './d1-catalog/mappers'
import { nightPrice, partyFits, PARTY_RULE_COLUMNS, type PartyRuleRow, paxPrices, toPaxPrice } from './d1-catalog/pricing'
import { lines, parseJsonColumn } from './d1-catalog/sql'

// The home page's offers block names stays by id, which the stay search cannot select: this reads
// them by id and prices them with the search's party rule (pricing.ts) and maps them with its mappers.

interface StayCardRow extends PartyRuleRow, StayCardColumns {
  id: number
  base_price: number
  base_ref_price: number
  gift_price: number
  gift_ref_price: number
  nights_default: number
  marketing: string
}

// Bookable stays among the ids: published, of an active hotel, not expired.
const STAY_CARDS_BY_IDS = `
SELECT s.id, COALESCE(st.slug, s.slug) AS slug, s.item_category, s.base_price, s.base_ref_price, s.gift_price, s.gift_ref_price, s.nights_default,
  s.cancellable, s.cancellation_type, s.cancellation_deadline_days, s.priority_stress, s.stress, s.last_minute,
  s.expiration_date, s.auto_discount_code, s.auto_discount_percent, s.connectivity, s.image_template, s.image_count,
  ${PARTY_RULE_COLUMNS},
  st.label, st.headwords, h.id AS hotel_id, h.label AS hotel_label, h.stars, h.review_average, h.review_count,
  h.address, h.zip_code, h.lat, h.lng, h.channel_manager_id, h.city_id, pn.name AS city_name, pn.slug AS city_slug,
  (SELECT json_group_array(l.label) FROM stay_marketing_labels x
     JOIN labels l ON l.kind = 'marketing_label' AND l.id = x.marketing_label_id AND l.locale = ?1
     WHERE x.stay_id = s.id) AS marketing
FROM stays s
JOIN hotels h ON h.id = s.hotel_id
JOIN rooms r ON r.id = s.room_id
LEFT JOIN stay_texts st ON st.stay_id = s.id AND st.locale = ?1
LEFT JOIN place_names pn ON pn.place_id = h.city_id AND pn.locale = ?1
WHERE s.id IN (SELECT value FROM json_each(?2)) AND s.published = 1 AND h.active = 1
  AND (s.expiration_date IS NULL OR s.expiration_date >= ?3)`

const TWO_ADULTS = { adults: 2, children: 0, babies: 0, singleRoom: false }

/**
 * Result cards of chosen stays, in the order of the ids, priced as the search prices them with no
 * dates for two adults: the from-price of the stay's default nights, or the gift price in gifting.
 * Stays no longer bookable (or not sold in the flow) are left out.
 */
export async function getStayCardsByIds(
  db: D1Database,
  ids: readonly number[],
  input: { locale: SiteId; flow: Flow; todayIso: string; images: MapOptions },
): Promise<StayCard[]> {
  if (ids.length === 0) return []
  const { results } = await db.prepare(STAY_CARDS_BY_IDS).bind(input.locale, JSON.stringify(ids), input.todayIso).all<StayCardRow>()
  const byId = new Map(results.map((r) => [r.id, r]))
  return ids.flatMap((id, index) => {
    const row = byId.get(id)
    if (!row || !partyFits(row, TWO_ADULTS)) return []
    if (input.flow !== 'gifting' && row.item_category !== 'weekend') return []
    return [toStayCard(row, input, index)]
  })
}

function toStayCard(row: StayCardRow, input: { locale: SiteId; flow: Flow; images: MapOptions }, index: number): StayCard {
  const { locale } = input
  const gifting = input.flow === 'gifting'
  const nights = gifting ? 1 : row.nights_default
  const total = gifting ? row.gift_price : nights * nightPrice(row, TWO_ADULTS, row.base_price)
  const ref = gifting ? row.gift_ref_price : nights * nightPrice(row, TWO_ADULTS, row.base_ref_price)
  const promo = promoPercent(total, ref)
  const priceType = gifting ? 'GIFT' : 'FROM_PRICE'
  const label = row.label ?? ''
  return {
    id: row.id,
    label,
    uri: stayUri(locale, row.id, row.slug),
    imageUrl: cardImageUrl(row.image_template, input.images),
    images: toImages(row.image_template, row.image_count, label, input.images),
    headwords: lines(row.headwords),
    hotel: toHotelSummary(locale, { ...row, id: row.hotel_id, label: row.hotel_label }),
    price: {
      sellPrice: total,
      refPrice: ref,
      promo,
      moneySaved: Math.max(0, ref - total),
      priceType,
      pricePerNight: Math.ceil(total / (nights * TWO_ADULTS.adults)),
    },
    prices: gifting
      ? [toPaxPrice(TWO_ADULTS, total, ref, nights)]
      : paxPrices(
          row,
          Array.from({ length: nights }, () => [row.base_price, row.base_ref_price] as const),
          null,
        ),
    sellPrice: total,
    refPrice: ref,
    promo,
    priceType,
    nights,
    participants: TWO_ADULTS.adults,
    paxCount: TWO_ADULTS.adults,
    checkin: null,
    availableRooms: null,
    lastMinute: row.last_minute === 1,
    expiration: row.expiration_date,
    stress: row.stress,
    priorityStress: row.priority_stress,
    marketingLabels: parseJsonColumn<string[]>(row.marketing, []).map((l) => ({ label: l })),
    targetedLabel: null,
    distance: null,
    itemCategory: row.item_category === 'single_voucher' ? 'single_voucher' : 'weekend',
    cancellationPolicy: toCancellationPolicy(row, null, null, locale),
    channelManagerId: row.channel_manager_id,
    connectivity: row.connectivity === 1,
    autoDiscount: autoDiscountOf(row),
    hasMoreOffers: false,
    weekendIds: [row.id],
    flowType: gifting ? 'gifting' : input.flow === 'hotel' ? 'hotel' : 'booking',
    searchType: 'exact',
    index,
  }
}
