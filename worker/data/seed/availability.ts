// Daily availability and prices of stays over 12 months from the seed start date.
// Every value of a night is a pure function of (stay, day): no generation order, so rows can be
// written day by day (the table's key order) without keeping 1.8M rows in memory.
import { Temporal } from 'temporal-polyfill'
import { hash3 } from './prng'
import type { Stay } from './stays'

/** Days of availability per stay (12 months, leap-safe). */
export const AVAILABILITY_DAYS = 366

export interface CalendarDay {
  /** Days since 1970-01-01. */
  readonly day: number
  readonly iso: string
  readonly month: number
  readonly dayOfMonth: number
  /** ISO weekday: 1 Monday ... 7 Sunday. */
  readonly weekday: number
}

const EPOCH = Temporal.PlainDate.from('1970-01-01')

/** Days since 1970-01-01 of an ISO date. */
export function epochDay(iso: string): number {
  return EPOCH.until(Temporal.PlainDate.from(iso)).days
}

/** The AVAILABILITY_DAYS days from the start date. */
export function calendar(startDate: string, days = AVAILABILITY_DAYS): CalendarDay[] {
  const start = Temporal.PlainDate.from(startDate)
  const first = epochDay(startDate)
  return Array.from({ length: days }, (_, i) => {
    const d = start.add({ days: i })
    return { day: first + i, iso: d.toString(), month: d.month, dayOfMonth: d.day, weekday: d.dayOfWeek }
  })
}

const SEASON: Readonly<Record<string, readonly number[]>> = {
  seaside: [0.8, 0.8, 0.85, 0.95, 1.0, 1.15, 1.4, 1.45, 1.1, 0.9, 0.8, 0.85],
  mountain: [1.35, 1.4, 1.25, 1.0, 0.85, 0.95, 1.1, 1.1, 0.9, 0.85, 0.9, 1.3],
  city: [0.9, 0.9, 1.0, 1.05, 1.1, 1.05, 1.0, 0.95, 1.1, 1.05, 1.0, 1.1],
  other: [0.85, 0.85, 0.95, 1.0, 1.1, 1.15, 1.25, 1.25, 1.05, 0.95, 0.85, 0.95],
}

export interface Night {
  readonly price: number
  readonly refPrice: number
  readonly promo: number
  readonly roomsLeft: number
  readonly minLos: number
}

/** Promo percentage shown for a sell and reference price: 100 - 100 * sell / ref, rounded up. */
export function promoPercent(price: number, refPrice: number): number {
  if (refPrice <= price || refPrice <= 0) return 0
  // 1e-9 absorbs float noise so that an exact integer is not rounded up to the next one.
  return Math.ceil(100 - (100 * price) / refPrice - 1e-9)
}

/** The night of a stay on a calendar day (index = days after the start), or null when not sold. */
export function nightOf(stay: Stay, c: CalendarDay, index: number): Night | null {
  const nights = computeNights(stay, [c], index)
  return nights.sold[0] === 1
    ? {
        price: nights.price[0]!,
        refPrice: nights.refPrice[0]!,
        promo: nights.promo[0]!,
        roomsLeft: nights.roomsLeft[0]!,
        minLos: nights.minLos[0]!,
      }
    : null
}

/** A stay's nights over a run of calendar days, in typed arrays (sold[i] = 0: no row). */
export interface StayNights {
  readonly sold: Uint8Array
  readonly price: Int32Array
  readonly refPrice: Int32Array
  readonly promo: Uint8Array
  readonly roomsLeft: Uint8Array
  readonly minLos: Uint8Array
}

/** Nights of a stay for days[i], i being (firstIndex + i) days after the seed start. */
export function computeNights(stay: Stay, days: readonly CalendarDay[], firstIndex = 0): StayNights {
  const n = days.length
  const out: StayNights = {
    sold: new Uint8Array(n),
    price: new Int32Array(n),
    refPrice: new Int32Array(n),
    promo: new Uint8Array(n),
    roomsLeft: new Uint8Array(n),
    minLos: new Uint8Array(n),
  }
  const env = stay.hotel.environmentKey
  const season = SEASON[env] ?? SEASON.other!
  const city = env === 'city'
  const ski = stay.template === 'ski'
  const winterClosed = env === 'seaside' && stay.hotel.id % 3 === 0
  const inventory = Math.max(1, Math.min(9, stay.room.inventory))
  const id = stay.id
  for (let i = 0; i < n; i++) {
    const index = firstIndex + i
    if (stay.expiresInDays !== null && index >= stay.expiresInDays) continue
    const c = days[i]!
    const weekend = c.weekday === 5 || c.weekday === 6
    const weekdayFactor = city ? (weekend ? 1.05 : 1) : weekend ? 1.15 : c.weekday === 7 ? 0.9 : 1
    const festive = c.month === 12 && c.dayOfMonth >= 24 ? 1.2 : 1
    const noise = 0.96 + hash3(id, c.day, 1) * 0.08
    const list = stay.basePrice * (season[c.month - 1] ?? 1) * weekdayFactor * festive * noise
    // Promotion campaigns run a whole week (weeks counted from the epoch, Monday-based).
    const week = Math.floor((c.day + 3) / 7)
    const campaign = hash3(id, week, 2) < 0.25 ? 0.1 + hash3(id, week, 3) * 0.15 : 0
    const price = Math.max(100, Math.round((list * (1 - campaign)) / 100) * 100)
    const refPrice = Math.max(price, Math.round((list * stay.refFactorPermille) / 1000 / 100) * 100)
    const closed = hash3(id, c.day, 4) < 0.04 || (ski && c.month >= 5 && c.month <= 11) || (winterClosed && (c.month <= 2 || c.month >= 11))
    const r = hash3(id, c.day, 5)
    const roomsLeft = closed ? 0 : r < 0.15 ? 1 + (Math.floor(r * 20) % 3) : 1 + Math.floor(hash3(id, c.day, 6) * inventory)
    const peak = c.month === 7 || c.month === 8 || c.month === 12
    out.sold[i] = 1
    out.price[i] = price
    out.refPrice[i] = refPrice
    out.promo[i] = promoPercent(price, refPrice)
    out.roomsLeft[i] = roomsLeft
    out.minLos[i] = Math.max(stay.minNights, stay.weekendMinTwo && c.weekday === 6 && peak ? 2 : 1)
  }
  return out
}

export interface StayPricing {
  /** Cheapest open night (2 adults) and its reference price. */
  readonly basePrice: number
  readonly baseRefPrice: number
  /** Nightly price limits of gift buckets 1..3 (index 0..2). */
  readonly bucketLimits: readonly [number, number, number]
}

/** Gift bucket of a night: the cheapest bucket whose limit covers its price, 4 = none. */
export function bucketOf(price: number, limits: readonly [number, number, number]): number {
  return price <= limits[0] ? 1 : price <= limits[1] ? 2 : price <= limits[2] ? 3 : 4
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0
}

/**
 * "From" price and gift buckets of a stay. Buckets follow the spec's rates: bucket 2 covers
 * about 55% and bucket 3 about 70% of the weekend nights of the next 6 months (bucket 1: 35%).
 */
export function stayPricing(stay: Stay, days: readonly CalendarDay[], nights: StayNights = computeNights(stay, days)): StayPricing {
  let basePrice = Number.POSITIVE_INFINITY
  let baseRefPrice = 0
  const weekend: number[] = []
  const all: number[] = []
  for (let i = 0; i < days.length; i++) {
    if (nights.sold[i] === 0 || nights.roomsLeft[i] === 0) continue
    const price = nights.price[i]!
    all.push(price)
    if (price < basePrice) {
      basePrice = price
      baseRefPrice = nights.refPrice[i]!
    }
    const weekday = days[i]!.weekday
    if (i < 183 && (weekday === 5 || weekday === 6)) weekend.push(price)
  }
  if (all.length === 0)
    return {
      basePrice: stay.basePrice,
      baseRefPrice: Math.round((stay.basePrice * stay.refFactorPermille) / 100000) * 100,
      bucketLimits: [stay.basePrice, stay.basePrice, stay.basePrice],
    }
  const sample = (weekend.length >= 8 ? weekend : all).sort((a, b) => a - b)
  return { basePrice, baseRefPrice, bucketLimits: [percentile(sample, 0.35), percentile(sample, 0.55), percentile(sample, 0.7)] }
}

/** Materialised party factor (permille of the 2-adult price) — the PARTY RULE of the schema. */
export function paxFactorPermille(
  stay: Pick<Stay, 'singleAdultPermille' | 'extraAdultPermille' | 'childPermille' | 'babyPermille'>,
  adults: number,
  children: number,
  babies: number,
): number {
  const adultPart = adults === 1 ? stay.singleAdultPermille : 1000 + (adults - 2) * stay.extraAdultPermille
  return adultPart + children * stay.childPermille + babies * stay.babyPermille
}
