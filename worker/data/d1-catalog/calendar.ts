import { Temporal } from 'temporal-polyfill'
import type {
  AvailabilityDay,
  CheckinPricesQuery,
  CheckinPricesResponse,
  CheckoutNightsQuery,
  HotelAvailabilitiesQuery,
  HotelAvailabilitiesResponse,
} from '../../../shared/api/availability'
import { promoPercent } from '../../../shared/rules/promo'
import { type NightRow, type Party, type PartyRuleRow, PARTY_RULE_COLUMNS, partyFits, priceNights, stayBlocker } from './pricing'
import { fromDay, toDay } from './sql'

/** Calendars look one year ahead (product-pages §9). */
const CALENDAR_LOOKAHEAD_DAYS = 365

/** The last month (YYYY-MM) a calendar call answers for: the `maxMonth` of its answer. */
export function lastCalendarMonth(todayIso: string): string {
  return fromDay(toDay(todayIso) + CALENDAR_LOOKAHEAD_DAYS).slice(0, 7)
}

export interface CalendarStayRow extends PartyRuleRow {
  id: number
  hotel_id: number
  min_nights: number
  max_nights: number
}

const STAYS_OF_HOTEL = `SELECT s.id, s.hotel_id, ${PARTY_RULE_COLUMNS}
FROM stays s JOIN rooms r ON r.id = s.room_id JOIN hotels h ON h.id = s.hotel_id
WHERE s.hotel_id = ?1 AND s.published = 1 AND h.active = 1 AND s.item_category = 'weekend'
  AND (s.expiration_date IS NULL OR s.expiration_date >= ?2)`

/** A stay's rules, with what says whether it is on sale (published, active hotel, expiry). */
interface StayRulesRow extends CalendarStayRow {
  published: number
  hotel_active: number
  expiration_date: string | null
}

const STAY_RULES = `SELECT s.id, s.hotel_id, ${PARTY_RULE_COLUMNS}, s.published, h.active AS hotel_active, s.expiration_date
FROM stays s JOIN rooms r ON r.id = s.room_id JOIN hotels h ON h.id = s.hotel_id WHERE s.id = ?1`

/** Availability rows of some stays over [from, to], one indexed seek per (day, stay). */
const NIGHTS_OF_STAYS = `WITH RECURSIVE d(day) AS (SELECT ?1 UNION ALL SELECT day + 1 FROM d WHERE day < ?2)
SELECT av.stay_id, av.day, av.price, av.ref_price, av.rooms_left, av.min_los
FROM d JOIN availability av ON av.day = d.day AND av.stay_id IN (SELECT value FROM json_each(?3))`

type StayNightRow = NightRow & { stay_id: number }

/** Availability of stays by stay id then day. */
export async function loadNights(
  db: D1Database,
  stayIds: readonly number[],
  from: number,
  to: number,
): Promise<Map<number, Map<number, NightRow>>> {
  const out = new Map<number, Map<number, NightRow>>(stayIds.map((id) => [id, new Map()]))
  if (stayIds.length === 0 || to < from) return out
  const { results } = await db.prepare(NIGHTS_OF_STAYS).bind(from, to, JSON.stringify(stayIds)).all<StayNightRow>()
  for (const r of results) out.get(r.stay_id)?.set(r.day, r)
  return out
}

async function loadStayRules(db: D1Database, stayId: number): Promise<StayRulesRow | null> {
  return db.prepare(STAY_RULES).bind(stayId).first<StayRulesRow>()
}

/** The catalogue's today and the first day a stay can still start: today, or tomorrow from the same-day cut-off (20:00). */
export interface BookingDays {
  todayIso: string
  firstCheckinIso: string
}

/** A stay on sale today: published, of an active hotel and not expired (what the quote and the detail require). */
export function isOnSale(stay: { published: number; expiration_date: string | null }, hotelActive: boolean, todayIso: string): boolean {
  return stay.published === 1 && hotelActive && (stay.expiration_date === null || stay.expiration_date >= todayIso)
}

/** Months of a calendar window and its paging bounds. */
export function monthWindow(todayIso: string, month: string | undefined, length: number) {
  const today = Temporal.PlainDate.from(todayIso)
  const minMonth = today.toPlainYearMonth()
  const maxMonth = Temporal.PlainYearMonth.from(lastCalendarMonth(todayIso))
  let start = month ? Temporal.PlainYearMonth.from(month) : minMonth
  if (Temporal.PlainYearMonth.compare(start, minMonth) < 0) start = minMonth
  const months: Temporal.PlainYearMonth[] = []
  for (let m = start; months.length < length && Temporal.PlainYearMonth.compare(m, maxMonth) <= 0; m = m.add({ months: 1 })) months.push(m)
  const last = months[months.length - 1] ?? start
  const prev = start.subtract({ months: 1 })
  const next = last.add({ months: 1 })
  const firstDay = Math.max(toDay(start.toPlainDate({ day: 1 }).toString()), toDay(todayIso))
  const lastDay = Math.min(toDay(last.toPlainDate({ day: last.daysInMonth }).toString()), toDay(todayIso) + CALENDAR_LOOKAHEAD_DAYS)
  return {
    firstDay,
    lastDay,
    paging: {
      requestedMonths: months.map((m) => m.toString()),
      minMonth: minMonth.toString(),
      maxMonth: maxMonth.toString(),
      prevMonth: Temporal.PlainYearMonth.compare(prev, minMonth) >= 0 ? prev.toString() : null,
      nextMonth: Temporal.PlainYearMonth.compare(next, maxMonth) <= 0 ? next.toString() : null,
    },
  }
}

/** For each month, the days holding the month's lowest amount. */
export function bestPrices<T extends { day: string }>(days: readonly T[], amount: (d: T) => number): Record<string, number> {
  const best = new Map<string, number>()
  for (const d of days) {
    const m = d.day.slice(0, 7)
    best.set(m, Math.min(best.get(m) ?? Infinity, amount(d)))
  }
  return Object.fromEntries(days.filter((d) => amount(d) === best.get(d.day.slice(0, 7))).map((d) => [d.day, amount(d)]))
}

/** The party of a calendar query (a single room with children or babies). */
export function partyOf(q: { adult: number; child: number; baby: number }): Party {
  return { adults: q.adult, children: q.child, babies: q.baby, singleRoom: q.child + q.baby > 0 }
}

/** Cheapest minimum stay per check-in day over the hotel's offers (or one offer), for the party. */
export async function getHotelAvailabilities(
  db: D1Database,
  hotelId: number,
  q: HotelAvailabilitiesQuery,
  todayIso: string,
): Promise<HotelAvailabilitiesResponse | null> {
  const stays = (await db.prepare(STAYS_OF_HOTEL).bind(hotelId, todayIso).all<CalendarStayRow>()).results
  const hotelExists = stays.length > 0 || (await db.prepare('SELECT 1 AS x FROM hotels WHERE id = ?1').bind(hotelId).first()) !== null
  if (!hotelExists) return null
  const party = partyOf(q)
  const fitting = stays.filter((s) => partyFits(s, party))
  const { firstDay, lastDay, paging } = monthWindow(todayIso, q.month, q.length)
  const maxNights = Math.max(1, ...fitting.map((s) => s.max_nights))
  const nights = await loadNights(
    db,
    fitting.map((s) => s.id),
    firstDay,
    lastDay + maxNights,
  )
  const days: AvailabilityDay[] = []
  for (let day = firstDay; day <= lastDay; day++) {
    let best: AvailabilityDay | null = null
    for (const stay of fitting) {
      const byDay = nights.get(stay.id) ?? new Map()
      const first = byDay.get(day)
      if (!first) continue
      const los = Math.max(stay.min_nights, first.min_los)
      if (stayBlocker(stay, party, day, los, byDay) !== null) continue
      const run = Array.from({ length: los }, (_, i) => byDay.get(day + i)).filter((n): n is NightRow => n !== undefined)
      const { total, ref, roomsLeft } = priceNights(stay, party, run)
      if (!best || total < best.amount) {
        best = {
          day: fromDay(day),
          amount: total,
          price: (total / 100).toFixed(2),
          promo: promoPercent(total, ref),
          minLos: los,
          roomsLeft,
        }
      }
    }
    if (best) days.push(best)
  }
  return { ...paging, adult: q.adult, child: q.child, baby: q.baby, days, bestPriceOfTheMonth: bestPrices(days, (d) => d.amount) }
}

/**
 * Night counts bookable from a check-in for the party, ascending, up to `length` nights when the
 * call gives it; null when the stay does not exist. None for a stay not on sale, or a check-in
 * before the first bookable day (today, or tomorrow from the same-day cut-off): the quote refuses
 * those too.
 */
export async function getCheckoutNights(
  db: D1Database,
  stayId: number,
  q: CheckoutNightsQuery,
  days: BookingDays,
): Promise<number[] | null> {
  const stay = await loadStayRules(db, stayId)
  if (!stay) return null
  if (!isOnSale(stay, stay.hotel_active === 1, days.todayIso) || q.checkin < days.firstCheckinIso) return []
  const checkin = toDay(q.checkin)
  const longest = Math.min(stay.max_nights, q.length ?? stay.max_nights)
  const byDay = (await loadNights(db, [stayId], checkin, checkin + longest - 1)).get(stayId) ?? new Map()
  const party = partyOf(q)
  const out: number[] = []
  for (let n = stay.min_nights; n <= longest; n++) if (stayBlocker(stay, party, checkin, n, byDay) === null) out.push(n)
  return out
}

/** Gift calendar: per day the minimum stay, the total for the party and its status against the gift amount. */
export async function getCheckinPrices(
  db: D1Database,
  stayId: number,
  q: CheckinPricesQuery,
  todayIso: string,
): Promise<CheckinPricesResponse | null> {
  const stay = await loadStayRules(db, stayId)
  if (!stay) return null
  const party = partyOf(q)
  const { firstDay, lastDay, paging } = monthWindow(todayIso, q.month, q.length)
  const pax = { adult: q.adult, child: q.child, baby: q.baby }
  // A stay not on sale exists (its page says it has expired) but has no day to offer.
  if (!isOnSale(stay, stay.hotel_active === 1, todayIso)) return { ...paging, ...pax, days: [], bestPriceOfTheMonth: {} }
  const byDay = (await loadNights(db, [stayId], firstDay, lastDay + stay.max_nights)).get(stayId) ?? new Map()
  const days: CheckinPricesResponse['days'] = []
  for (let day = firstDay; day <= lastDay; day++) {
    const first = byDay.get(day)
    if (!first) continue
    const los = Math.max(q.nights ?? stay.min_nights, first.min_los, stay.min_nights)
    if (stayBlocker(stay, party, day, los, byDay) !== null) {
      days.push({ day: fromDay(day), minLos: first.min_los, displayTotalPrice: 0, status: 'notAvailable', supplement: 0 })
      continue
    }
    const run = Array.from({ length: los }, (_, i) => byDay.get(day + i)).filter((n): n is NightRow => n !== undefined)
    const { total } = priceNights(stay, party, run)
    const supplement = q.giftPrice === undefined ? 0 : Math.max(0, total - q.giftPrice)
    days.push({
      day: fromDay(day),
      minLos: first.min_los,
      displayTotalPrice: total,
      status: supplement > 0 ? 'supplement' : 'included',
      supplement,
    })
  }
  const priced = days.filter((d) => d.status !== 'notAvailable')
  return { ...paging, ...pax, days, bestPriceOfTheMonth: bestPrices(priced, (d) => d.displayTotalPrice) }
}
