// The whole catalogue as table rows, from the datasets and options. Pure: the same sources,
// options and start date give byte-identical rows. Availability is streamed (see rows below).
import { buildActivityOnly, type ActivityOnlyProduct } from './activity-only'
import {
  bucketOf,
  calendar,
  computeNights,
  epochDay,
  stayPricing,
  type CalendarDay,
  type StayNights,
  type StayPricing,
} from './availability'
import { buildBoxes, type Box } from './boxes'
import { moreTables } from './catalogue-more-tables'
import { coreTables } from './catalogue-tables'
import { buildHotels, type Hotel } from './hotels'
import { buildGeography, distanceKm, FULL_GEOGRAPHY, type Geography, type GeographyOptions } from './places'
import { buildReviews, type HotelReviews } from './reviews'
import type { PlaceSources } from './sources'
import { insertStatements, type Table } from './sql'
import { buildStays, type Stay } from './stays'

/** The generated catalogue's version: a change bumps it, so `npm start` seeds again (scripts/seed.ts --if-missing). */
export const SEED_VERSION = '7'

export interface SeedOptions {
  /** First availability day, ISO date (default: today in Europe/Paris, chosen by the caller). */
  readonly startDate: string
  readonly seed: number
  readonly hotels: number
  readonly staysPerHotel: number
  readonly activityOnly: number
  readonly geography: GeographyOptions
}

export const FULL_SEED: Omit<SeedOptions, 'startDate'> = {
  seed: 20261122,
  hotels: 1800,
  staysPerHotel: 3.1,
  activityOnly: 320,
  geography: FULL_GEOGRAPHY,
}

export interface Catalogue {
  readonly options: SeedOptions
  readonly geography: Geography
  readonly hotels: readonly Hotel[]
  readonly stays: readonly Stay[]
  readonly pricing: ReadonlyMap<number, StayPricing>
  /** Nights of every stay over `days` (aligned with `stays`). */
  readonly nights: readonly StayNights[]
  readonly reviews: HotelReviews
  readonly activityOnly: readonly ActivityOnlyProduct[]
  readonly boxes: readonly Box[]
  readonly days: readonly CalendarDay[]
  /** Every table except availability and catalogue_meta. */
  readonly tables: readonly Table[]
  /** catalogue_meta, written last: its seed_version row means the catalogue is complete. */
  readonly meta: Table
}

export function buildCatalogue(src: PlaceSources, options: SeedOptions): Catalogue {
  const geography = buildGeography(src, options.geography)
  const hotels = buildHotels(geography, { count: options.hotels, seed: options.seed })
  const stays = buildStays(hotels, { seed: options.seed, perHotel: options.staysPerHotel })
  const days = calendar(options.startDate)
  const nights = stays.map((s) => computeNights(s, days))
  const pricing = new Map(stays.map((s, i) => [s.id, stayPricing(s, days, nights[i])]))
  const reviews = buildReviews(hotels, options.startDate, options.seed)
  const { products } = buildActivityOnly(geography, { seed: options.seed, count: options.activityOnly, startDate: options.startDate })
  const boxes = buildBoxes(stays, pricing)
  const startDay = epochDay(options.startDate)

  // Hotels per place (active hotels in the place or below; around curated places by distance).
  const hotelCount = new Map<number, number>()
  const bump = (id: number | null): void => {
    if (id !== null) hotelCount.set(id, (hotelCount.get(id) ?? 0) + 1)
  }
  for (const h of hotels.filter((x) => x.active)) [h.city.id, h.city.departmentId, h.city.regionId, h.city.countryId].forEach(bump)
  for (const c of geography.curated)
    hotelCount.set(
      c.id,
      hotels.filter((h) => h.active && distanceKm(c.lat, c.lng, h.lat, h.lng) < (c.kind === 'touristic_region' ? 40 : 20)).length,
    )

  const meta: Table = {
    name: 'catalogue_meta',
    columns: ['key', 'value'],
    rows: [
      ['seed_version', SEED_VERSION],
      ['start_date', options.startDate],
      ['start_day', String(startDay)],
      ['seed', String(options.seed)],
      ['hotels', String(hotels.length)],
      ['stays', String(stays.length)],
    ],
  }
  const tables = [
    ...coreTables({ geography, hotels, stays, pricing, reviews, hotelCount, startDay }),
    ...moreTables({ geography, stays, reviews, products, boxes, hotelCount, startDate: options.startDate }),
  ]
  return { options, geography, hotels, stays, pricing, nights, reviews, activityOnly: products, boxes, days, tables, meta }
}

export const AVAILABILITY_COLUMNS = ['day', 'stay_id', 'price', 'ref_price', 'promo', 'rooms_left', 'min_los', 'bucket'] as const

/** Rows per availability INSERT: a row is at most ~50 ASCII bytes, so this stays under 100 KB. */
const AVAILABILITY_ROWS_PER_STATEMENT = 1500

/**
 * Availability INSERTs, day by day then stay by stay (the primary key order, fastest to insert).
 * Written by hand rather than through insertTuples: 2M rows, all ASCII, so no byte counting.
 */
export function* availabilityStatements(cat: Catalogue, rowsPerStatement = AVAILABILITY_ROWS_PER_STATEMENT): Generator<string> {
  const head = `INSERT INTO availability (${AVAILABILITY_COLUMNS.join(',')}) VALUES `
  const limits = cat.stays.map((s) => cat.pricing.get(s.id)!.bucketLimits)
  let parts: string[] = []
  for (let i = 0; i < cat.days.length; i++) {
    const day = cat.days[i]!.day
    for (let k = 0; k < cat.stays.length; k++) {
      const n = cat.nights[k]!
      if (n.sold[i] === 0) continue
      const price = n.price[i]!
      parts.push(
        `(${day},${cat.stays[k]!.id},${price},${n.refPrice[i]},${n.promo[i]},${n.roomsLeft[i]},${n.minLos[i]},${bucketOf(price, limits[k]!)})`,
      )
      if (parts.length === rowsPerStatement) {
        yield head + parts.join(',')
        parts = []
      }
    }
  }
  if (parts.length > 0) yield head + parts.join(',')
}

/** INSERTs of every table but availability and catalogue_meta, table by table. */
export function* tableStatements(cat: Catalogue, maxBytes?: number): Generator<string> {
  for (const t of cat.tables) yield* insertStatements(t, maxBytes)
}

/** INSERT of catalogue_meta, to run after everything else. */
export function metaStatements(cat: Catalogue): string[] {
  return insertStatements(cat.meta)
}

/** Every INSERT of the catalogue, availability last. */
export function* catalogueStatements(cat: Catalogue, maxBytes?: number): Generator<string> {
  yield* tableStatements(cat, maxBytes)
  yield* availabilityStatements(cat)
  yield* metaStatements(cat)
}
