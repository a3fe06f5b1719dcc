import {
  activitySelectionsFit,
  type PriceInfo,
  type ProductOffersQuery,
  type ProductOffersResponse,
  type QuoteQuery,
  type QuoteResponse,
} from '../../../shared/api/product'
import { INSURANCE_RATE_PERMILLE } from '../../../shared/api/purchase'
import { SAME_DAY_CUTOFF_HOUR } from '../../../shared/dates'
import { beneficiaryAmounts } from '../../../shared/rules/gift-voucher'
import { promoPercent } from '../../../shared/rules/promo'
import type { SiteId } from '../../../shared/sites'
import { siteI18n } from '../../i18n/site-i18n'
import { type BookingDays, isOnSale, loadNights } from './calendar'
import { toCancellationPolicy } from './mappers'
import {
  type NightRow,
  type Party,
  type PartyRuleRow,
  PARTY_RULE_COLUMNS,
  nightPrice,
  priceNights,
  roomsNeeded,
  stayBlocker,
} from './pricing'
import { fromDay, toDay } from './sql'
import { getStayAndHotel, type HotelRow, toProgramLines } from './stay-detail'

/** Price info of a priced stay for a party. */
export function toPriceInfo(
  total: number,
  ref: number,
  nights: number,
  rooms: number,
  persons: number,
  priceType: PriceInfo['priceType'],
): PriceInfo {
  return {
    sellPrice: total,
    refPrice: ref,
    promoPercentageRounded: promoPercent(total, ref),
    moneySaved: Math.max(0, ref - total),
    priceType,
    nbRooms: rooms,
    nights,
    pricePerNight: Math.ceil(total / Math.max(1, nights * persons)),
  }
}

/** Local tax of a stay: per person per night, or a share of the price (rounded up). */
export function localTaxAmount(
  hotel: Pick<HotelRow, 'local_tax_type' | 'local_tax_amount' | 'local_tax_percentage_permille'>,
  total: number,
  persons: number,
  nights: number,
): number {
  return hotel.local_tax_type === 'BOOKING_PERCENTAGE'
    ? Math.ceil((total * hotel.local_tax_percentage_permille) / 1000)
    : hotel.local_tax_amount * persons * nights
}

const partyOf = (q: { adult: number; child: number; baby: number }): Party => ({
  adults: q.adult,
  children: q.child,
  babies: q.baby,
  singleRoom: q.child + q.baby > 0,
})

/** Bookability and price of a stay for dates and a party, with the error codes of the quote. */
export async function getQuote(db: D1Database, stayId: number, q: QuoteQuery, days: BookingDays): Promise<QuoteResponse | null> {
  const rows = await getStayAndHotel(db, stayId, q.locale)
  if (!rows) return null
  const { stay, hotel } = rows
  // A gift's recipient books with the voucher: gift-only stays too, the gift paying first.
  const beneficiary = q.priceType === 'BENEFICIARY'
  const { todayIso, firstCheckinIso } = days
  const party = partyOf(q)
  const checkin = toDay(q.checkin)
  const byDay = (await loadNights(db, [stayId], checkin, checkin + q.nights - 1)).get(stayId) ?? new Map<number, NightRow>()
  const program = toProgramLines(stay.program)
  const stayDays = Array.from({ length: q.nights }, (_, i) => fromDay(checkin + i))
  const activityDates = program
    .filter((l) => l.type === 'ACTIVITY' && l.activityId !== null)
    .map((l) => ({ activityId: l.activityId ?? 0, title: l.title, dates: stayDays }))
  const errors: QuoteResponse['errors'] = []
  if (!isOnSale(stay, hotel.active === 1, todayIso)) {
    errors.push({ code: 'OFFER_NOT_PUBLISHED', message: 'The offer is not bookable with these criterias' })
  } else if (stay.item_category !== 'weekend' && !beneficiary) {
    errors.push({ code: 'OFFER_NOT_BOOKABLE', message: 'This offer is sold as a gift only: it cannot be booked for dates' })
  }
  if (q.checkin < todayIso) errors.push({ code: 'CHECKIN_IN_THE_PAST', message: 'The check-in date is in the past' })
  else if (q.checkin < firstCheckinIso) {
    errors.push({ code: 'CHECKIN_IN_THE_PAST', message: `Today can no longer be booked from ${SAME_DAY_CUTOFF_HOUR}:00` })
  }
  const blocker = stayBlocker(stay, party, checkin, q.nights, byDay)
  if (blocker) errors.push({ code: blocker, message: QUOTE_MESSAGES[blocker] })
  if (!activitySelectionsFit(q.activitySelectionList ?? [], activityDates)) {
    errors.push({ code: 'INVALID_ACTIVITY_DATES', message: 'An activity date names no activity of this stay, or a day outside the stay' })
  }
  const run = Array.from({ length: q.nights }, (_, i) => byDay.get(checkin + i)).filter((n): n is NightRow => n !== undefined)
  const bookable = errors.length === 0
  const persons = party.adults + party.children
  const priced = bookable ? priceNights(stay, party, run) : null
  const tax = priced ? localTaxAmount(hotel, priced.total, persons, q.nights) : 0
  const paidAtHotel = hotel.local_tax_paid_at_hotel === 1
  const gift = beneficiary
    ? beneficiaryAmounts({ stay: priced?.total ?? 0, giftValue: q.giftPrice ?? 0, localTax: tax, localTaxAtHotel: paidAtHotel })
    : null
  const policy = toCancellationPolicy(stay, checkin, todayIso, q.locale)
  const rooms = roomsNeeded(stay, party)
  return {
    bookable,
    errors,
    priceInfo: priced
      ? toPriceInfo(priced.total, priced.ref, q.nights, rooms, Math.max(1, persons), beneficiary ? 'BENEFICIARY' : 'FINAL_PRICE')
      : null,
    localTaxTotalAmount: tax,
    localTaxToBePaidAtHotel: paidAtHotel,
    amountToPay: priced ? (gift ? gift.toPay : priced.total + (paidAtHotel ? 0 : tax)) : 0,
    giftCoveredAmount: priced && gift ? gift.covered : 0,
    insurance: {
      available: priced !== null,
      amount: priced ? Math.ceil((priced.total * INSURANCE_RATE_PERMILLE) / 1000) : 0,
    },
    cancellationPolicy: policy,
    programLineList: program,
    flashDeal: stay.priority_stress === 'flash_sale',
    roomsAmountMessage: priced && rooms > 1 ? siteI18n(q.locale)._('quote.roomsAmount', { count: rooms }) : null,
    roomsLeft: priced ? priced.roomsLeft : null,
    reservationCriteria: {
      offerId: stayId,
      checkin: q.checkin,
      checkout: fromDay(checkin + q.nights),
      nights: q.nights,
      adult: party.adults,
      child: party.children,
      baby: party.babies,
    },
    activityDates,
  }
}

const QUOTE_MESSAGES: Readonly<Record<NonNullable<ReturnType<typeof stayBlocker>>, string>> = {
  PAX_NOT_ALLOWED: 'This offer does not accept this number of travellers',
  NIGHTS_NOT_ALLOWED: 'This offer cannot be booked for this number of nights',
  PACKAGE_NOT_AVAILABLE_CHECKIN: 'No availability at check-in',
  MIN_STAY_NOT_REACHED: 'The minimum stay is longer for this check-in',
  NOT_ENOUGH_ROOMS: 'No more availabilities. Update your stay criteria to enjoy offers.',
}

interface HotelStayRow extends PartyRuleRow {
  id: number
  min_nights: number
  max_nights: number
  nights_default: number
  base_price: number
  base_ref_price: number
  cancellable: number
  cancellation_type: string
  cancellation_deadline_days: number | null
  label: string | null
  room_label: string | null
}

const OFFERS_OF_HOTEL = `SELECT s.id, s.nights_default, s.base_price, s.base_ref_price, s.cancellable, s.cancellation_type,
  s.cancellation_deadline_days, ${PARTY_RULE_COLUMNS}, st.label, rt.label AS room_label
FROM stays s JOIN rooms r ON r.id = s.room_id
LEFT JOIN stay_texts st ON st.stay_id = s.id AND st.locale = ?2
LEFT JOIN room_texts rt ON rt.room_id = r.id AND rt.locale = ?2
WHERE s.hotel_id = (SELECT hotel_id FROM stays WHERE id = ?1) AND s.published = 1 AND s.item_category = 'weekend'
  AND (s.expiration_date IS NULL OR s.expiration_date >= ?3)
ORDER BY s.position_in_hotel`

/** The offers of the stay's hotel, priced for the dates and party (from-prices without dates), keyed by id. */
export async function getProductOffers(
  db: D1Database,
  stayId: number,
  q: ProductOffersQuery,
  todayIso: string,
): Promise<ProductOffersResponse | null> {
  const exists = await db.prepare('SELECT 1 AS x FROM stays WHERE id = ?1').bind(stayId).first()
  if (!exists) return null
  const { results } = await db
    .prepare(OFFERS_OF_HOTEL)
    .bind(stayId, q.locale satisfies SiteId, todayIso)
    .all<HotelStayRow>()
  const party = partyOf(q)
  const persons = Math.max(1, party.adults + party.children)
  const dated = q.checkin !== undefined && q.nights !== undefined
  const checkin = q.checkin ? toDay(q.checkin) : null
  const nightsByStay =
    dated && checkin !== null
      ? await loadNights(
          db,
          results.map((r) => r.id),
          checkin,
          checkin + (q.nights ?? 1) - 1,
        )
      : null
  const out: ProductOffersResponse = {}
  for (const s of results) {
    const nights = q.nights ?? s.nights_default
    let priceInfo: PriceInfo | null = null
    let available = false
    if (nightsByStay && checkin !== null) {
      const byDay = nightsByStay.get(s.id) ?? new Map<number, NightRow>()
      if (stayBlocker(s, party, checkin, nights, byDay) === null) {
        const run = Array.from({ length: nights }, (_, i) => byDay.get(checkin + i)).filter((n): n is NightRow => n !== undefined)
        const { total, ref } = priceNights(s, party, run)
        priceInfo = toPriceInfo(total, ref, nights, roomsNeeded(s, party), persons, 'FINAL_PRICE')
        available = true
      }
    } else if (nights >= s.min_nights && nights <= s.max_nights) {
      const total = nights * nightPrice(s, party, s.base_price)
      const ref = nights * nightPrice(s, party, s.base_ref_price)
      priceInfo = toPriceInfo(total, ref, nights, roomsNeeded(s, party), persons, 'FROM_PRICE')
      available = true
    }
    out[String(s.id)] = {
      weekendId: s.id,
      label: s.label ?? '',
      roomLabel: s.room_label,
      nights,
      available,
      priceInfo,
      cancellationPolicy: toCancellationPolicy(s, checkin, todayIso, q.locale),
    }
  }
  return out
}
