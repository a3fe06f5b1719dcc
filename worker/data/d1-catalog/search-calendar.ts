import type { AvailabilityDay, SearchAvailabilitiesQuery, SearchAvailabilitiesResponse } from '../../../shared/api/availability'
import { DESTINATION_KINDS, destinationFilters, hasDestination, type SearchFilters } from '../../../shared/api/search'
import { promoPercent } from '../../../shared/rules/promo'
import { bestPrices, type CalendarStayRow, monthWindow, partyOf } from './calendar'
import { type NightRow, type Party, PARTY_RULE_COLUMNS, priceNights, stayBlocker } from './pricing'
import { buildStayCtes, type StaySearchInput } from './stay-search-sql'
import { fromDay } from './sql'

/** D1 rows one search-calendar call may read: as many as one search (the bench's search budget). */
export const SEARCH_CALENDAR_ROWS = 5_000

/** Days of the longest month: a search is priced only when a whole month of it fits the budget. */
const MONTH_DAYS = 31

/**
 * More matching stays than this and not even one month of them fits the budget (each stay costs
 * at least one availability row a day).
 */
export const SEARCH_CALENDAR_MAX_STAYS = Math.floor(SEARCH_CALENDAR_ROWS / MONTH_DAYS)

/**
 * Searches that cannot be priced day by day within the budget, known without reading: no
 * destination (the whole catalogue, about 5,000 stays, would read some 150,000 availability rows
 * a month) and a country (hundreds of stays each). They are answered without days, and the
 * calendar then offers every day without prices. Other destinations are judged by their stays.
 */
function tooBroadToRead(filters: SearchFilters): boolean {
  if (!hasDestination(filters)) return true
  const latLng = filters.lat !== undefined && filters.lng !== undefined
  return !latLng && DESTINATION_KINDS.every((kind) => kind === 'country' || filters[kind] === undefined)
}

/** The search as the stay search runs it: no dates, the party, the destination and the theme. */
function toStaySearch(q: SearchAvailabilitiesQuery, todayIso: string): StaySearchInput {
  return {
    locale: q.locale,
    flow: q.flow,
    adults: q.adult,
    children: q.child,
    babies: q.baby,
    singleRoom: q.child + q.baby > 0,
    checkinDay: null,
    nights: null,
    filters: { ...destinationFilters(q), ...(q.theme?.length ? { themeIds: q.theme } : {}) },
    todayIso,
    hotelId: null,
    excludedHotelIds: [],
  }
}

/** The stays the search matches (the stay search's own destination, party and flow rules) with their pricing rules. */
function matchingStaysSql(input: StaySearchInput): { sql: string; params: unknown[] } {
  const { ctes, p, base } = buildStayCtes(input)
  const sql = `WITH ${ctes}
SELECT s.id, s.hotel_id, ${PARTY_RULE_COLUMNS}
FROM ${base} b CROSS JOIN stays s CROSS JOIN rooms r
WHERE s.id = b.stay_id AND r.id = s.room_id
ORDER BY s.id LIMIT ${p.add(SEARCH_CALENDAR_MAX_STAYS + 1)}`
  return { sql, params: p.values }
}

/**
 * Availability rows of stay id ranges over days [?1, ?2]. Rows are keyed by (day, stay_id), so each
 * day reads each range in one seek: its rows plus two (the range itself and the row ending it).
 */
const NIGHTS_OF_RANGES = `WITH RECURSIVE d(day) AS (SELECT ?1 UNION ALL SELECT day + 1 FROM d WHERE day < ?2),
ranges(lo, hi) AS (SELECT value ->> 0, value ->> 1 FROM json_each(?3))
SELECT av.stay_id, av.day, av.price, av.ref_price, av.rooms_left, av.min_los
FROM d CROSS JOIN ranges CROSS JOIN availability av
WHERE av.day = d.day AND av.stay_id BETWEEN ranges.lo AND ranges.hi`

/** Extra rows a range costs per day; a gap narrower than this is cheaper read through. */
const ROWS_PER_RANGE = 2

/** Sorted stay ids as [lo, hi] ranges; gaps cheaper to read than to skip are read through (their rows are ignored). */
export function idRanges(ids: readonly number[]): [number, number][] {
  const ranges: [number, number][] = []
  for (const id of [...ids].sort((a, b) => a - b)) {
    const last = ranges.at(-1)
    if (last && id - last[1] - 1 < ROWS_PER_RANGE) last[1] = id
    else ranges.push([id, id])
  }
  return ranges
}

/** Rows NIGHTS_OF_RANGES reads over `days` days: per day the day itself, the rows of the ranges and their overhead. */
function nightsCost(ranges: readonly [number, number][], days: number): number {
  return Math.max(0, days) * ranges.reduce((rows, [lo, hi]) => rows + hi - lo + 1 + ROWS_PER_RANGE, 1)
}

type StayNightRow = NightRow & { stay_id: number }

/** Adds the availability of the stays over [from, to] to `out` (stay id → day → night). */
async function loadNights(db: D1Database, out: Map<number, Map<number, NightRow>>, from: number, to: number): Promise<void> {
  const ids = [...out.keys()]
  if (ids.length === 0 || to < from) return
  const { results } = await db
    .prepare(NIGHTS_OF_RANGES)
    .bind(from, to, JSON.stringify(idRanges(ids)))
    .all<StayNightRow>()
  for (const r of results) out.get(r.stay_id)?.set(r.day, r)
}

/**
 * Check-ins of [from, to] whose stay runs past the last night read: the last night they need and
 * their stays. Only a minimum stay longer than the nights read ahead makes one.
 */
function nightsMissing(
  stays: readonly CalendarStayRow[],
  nights: Map<number, Map<number, NightRow>>,
  from: number,
  to: number,
  read: number,
) {
  let until = 0
  const ids = new Set<number>()
  for (const stay of stays) {
    const byDay = nights.get(stay.id)
    for (let day = from; day <= to; day++) {
      const first = byDay?.get(day)
      if (!first) continue
      const los = Math.max(stay.min_nights, first.min_los)
      if (los <= stay.max_nights && day + los - 1 > read) {
        until = Math.max(until, day + los - 1)
        ids.add(stay.id)
      }
    }
  }
  return { until, ids }
}

type Candidate = { los: number; pp: number; total: number; ref: number; roomsLeft: number }

/** The day's answer: the shortest stay bookable from it, and the lowest price per person per night for that length. */
function bestOfDay(stays: readonly CalendarStayRow[], nights: Map<number, Map<number, NightRow>>, party: Party, day: number) {
  const persons = Math.max(1, party.adults + party.children)
  let best: Candidate | null = null
  for (const stay of stays) {
    const byDay = nights.get(stay.id) ?? new Map<number, NightRow>()
    const first = byDay.get(day)
    if (!first) continue
    const los = Math.max(stay.min_nights, first.min_los)
    if (best && los > best.los) continue
    if (stayBlocker(stay, party, day, los, byDay) !== null) continue
    const run = Array.from({ length: los }, (_, i) => byDay.get(day + i)).filter((n): n is NightRow => n !== undefined)
    const { total, ref, roomsLeft } = priceNights(stay, party, run)
    // The search's price per person per night: the total over nights and persons, rounded up.
    const pp = Math.ceil(total / (los * persons))
    if (!best || los < best.los || pp < best.pp || (pp === best.pp && total < best.total)) best = { los, pp, total, ref, roomsLeft }
  }
  return best
}

/**
 * Search calendar: per check-in day the shortest stay and its lowest price per person per night
 * among the stays the search matches. Reads the matching stays, then as many months of their
 * availability as the rows left in SEARCH_CALENDAR_ROWS allow (at least one, else no days).
 */
export async function getSearchAvailabilities(
  db: D1Database,
  q: SearchAvailabilitiesQuery,
  todayIso: string,
): Promise<SearchAvailabilitiesResponse> {
  const asked = monthWindow(todayIso, q.month, q.length)
  const pax = { adult: q.adult, child: q.child, baby: q.baby }
  const unpriced: SearchAvailabilitiesResponse = { ...asked.paging, ...pax, days: [], bestPriceOfTheMonth: {}, pricedByDay: false }
  const input = toStaySearch(q, todayIso)
  if (tooBroadToRead(input.filters)) return unpriced

  const { sql, params } = matchingStaysSql(input)
  const found = await db
    .prepare(sql)
    .bind(...params)
    .all<CalendarStayRow>()
  const stays = found.results
  // No stay at all (a place without hotels, a party no stay takes): nothing to price day by day, and
  // a calendar with every day unavailable would lock the dates; the search's fallbacks answer instead.
  if (stays.length === 0 || stays.length > SEARCH_CALENDAR_MAX_STAYS) return unpriced
  const ranges = idRanges(stays.map((s) => s.id))
  const left = SEARCH_CALENDAR_ROWS - (found.meta.rows_read ?? 0)
  // Nights read past the window: enough for stays of up to two nights; a longer minimum stay reads its own.
  const ahead = Math.max(2, ...stays.map((s) => s.min_nights)) - 1
  const cost = (w: typeof asked) => nightsCost(ranges, w.lastDay - w.firstDay + 1 + ahead)
  let window = asked
  for (let length = asked.paging.requestedMonths.length - 1; length >= 1 && cost(window) > left; length--) {
    window = monthWindow(todayIso, q.month, length)
  }
  if (cost(window) > left) return unpriced

  const nights = new Map<number, Map<number, NightRow>>(stays.map((s) => [s.id, new Map()]))
  await loadNights(db, nights, window.firstDay, window.lastDay + ahead)
  const missing = nightsMissing(stays, nights, window.firstDay, window.lastDay, window.lastDay + ahead)
  if (missing.until > 0) {
    const more = new Map<number, Map<number, NightRow>>([...missing.ids].map((id) => [id, nights.get(id) ?? new Map()]))
    await loadNights(db, more, window.lastDay + ahead + 1, missing.until)
  }

  const party = partyOf(q)
  const days: AvailabilityDay[] = []
  for (let day = window.firstDay; day <= window.lastDay; day++) {
    const best = bestOfDay(stays, nights, party, day)
    if (!best) continue
    days.push({
      day: fromDay(day),
      amount: best.pp,
      price: (best.pp / 100).toFixed(2),
      promo: promoPercent(best.total, best.ref),
      minLos: best.los,
      roomsLeft: best.roomsLeft,
    })
  }
  return { ...window.paging, ...pax, days, bestPriceOfTheMonth: bestPrices(days, (d) => d.amount), pricedByDay: true }
}
