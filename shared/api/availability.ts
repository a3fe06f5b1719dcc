import * as v from 'valibot'
import { boolParam, intListParam, intParam, IsoDateSchema, IsoMonthSchema, LocaleSchema, PaxQueryEntries } from './common'
import { DestinationQueryEntries } from './search'

/** Months fetched for a hotel calendar by default (product-pages §9). */
export const AVAILABILITY_MONTHS = 12

/** GET /api/hotels/:hotelId/availabilities.json query. */
export const HotelAvailabilitiesQuerySchema = v.object({
  locale: LocaleSchema,
  month: v.optional(IsoMonthSchema),
  length: v.optional(intParam(1, 12), String(AVAILABILITY_MONTHS)),
  ...PaxQueryEntries,
})
export type HotelAvailabilitiesQuery = v.InferOutput<typeof HotelAvailabilitiesQuerySchema>

export const AvailabilityDaySchema = v.object({
  day: v.string(),
  /** Cheapest total for the party over the minimum stay (cents). */
  amount: v.number(),
  /** The same as a display string in euros ("123.45"). */
  price: v.string(),
  promo: v.number(),
  minLos: v.number(),
  roomsLeft: v.number(),
})
export type AvailabilityDay = v.InferOutput<typeof AvailabilityDaySchema>

export const CalendarMonthsSchema = v.object({
  requestedMonths: v.array(v.string()),
  minMonth: v.string(),
  maxMonth: v.string(),
  prevMonth: v.nullable(v.string()),
  nextMonth: v.nullable(v.string()),
  adult: v.number(),
  child: v.number(),
  baby: v.number(),
})

export const HotelAvailabilitiesResponseSchema = v.object({
  ...CalendarMonthsSchema.entries,
  days: v.array(AvailabilityDaySchema),
  bestPriceOfTheMonth: v.record(v.string(), v.number()),
})
export type HotelAvailabilitiesResponse = v.InferOutput<typeof HotelAvailabilitiesResponseSchema>

/** The flows whose stays have dates, so a calendar (search §2.1: no dates in gifting or activity). */
export const SEARCH_CALENDAR_FLOWS = ['booking', 'hotel'] as const

/**
 * GET /api/search/availabilities.json query: the month window and party of the hotel call, the
 * destination criteria of a search (one place, or lat/lng with a distance), its flow and theme.
 */
export const SearchAvailabilitiesQuerySchema = v.object({
  locale: LocaleSchema,
  month: v.optional(IsoMonthSchema),
  length: v.optional(intParam(1, 12), String(AVAILABILITY_MONTHS)),
  ...PaxQueryEntries,
  ...DestinationQueryEntries,
  flow: v.optional(v.picklist(SEARCH_CALENDAR_FLOWS, 'Only the booking and hotel flows have dates'), 'booking'),
  /** Theme ids (the search bar sends one). */
  theme: v.optional(intListParam(1, 2_147_483_647, 20)),
})
export type SearchAvailabilitiesQuery = v.InferOutput<typeof SearchAvailabilitiesQuerySchema>

/**
 * The search calendar, in the shape of the hotel calendar. Per check-in day: `minLos` is the
 * shortest stay bookable from that day among the stays the search matches, and `amount` the lowest
 * price per person per night (cents) of those stays for that many nights, which is what offers.json
 * shows first for that check-in and length sorted by price. `requestedMonths` are the months the
 * days cover: fewer than asked when the destination holds many stays (a call reads a bounded number
 * of rows), the rest is asked for again from `nextMonth`.
 */
export const SearchAvailabilitiesResponseSchema = v.object({
  ...HotelAvailabilitiesResponseSchema.entries,
  /**
   * False when the search cannot be priced day by day: too broad (no destination, a country, a large
   * region or radius) or matching no stay at all. No days then, and a calendar offers every day
   * without prices.
   */
  pricedByDay: v.boolean(),
})
export type SearchAvailabilitiesResponse = v.InferOutput<typeof SearchAvailabilitiesResponseSchema>

/** GET /api/weekend/:id/packageCheckoutNights.json query. */
export const CheckoutNightsQuerySchema = v.object({
  checkin: IsoDateSchema,
  locale: LocaleSchema,
  /** The longest stay to consider (nights, as many as a quote may ask): longer ones are left out. */
  length: v.optional(intParam(1, 30)),
  ...PaxQueryEntries,
  multiOffer: v.optional(boolParam),
  client: v.optional(v.string()),
  minisite: v.optional(intParam(1, 2_147_483_647)),
})
export type CheckoutNightsQuery = v.InferOutput<typeof CheckoutNightsQuerySchema>
/** Possible night counts for the check-in, ascending. */
export const CheckoutNightsResponseSchema = v.array(v.number())

/** GET /api/redeem/weekend/:id/packageCheckinPrices.json query (gift calendar). */
export const CheckinPricesQuerySchema = v.object({
  locale: LocaleSchema,
  client: v.optional(v.string()),
  month: IsoMonthSchema,
  length: v.optional(intParam(1, 12), '1'),
  ...PaxQueryEntries,
  nights: v.optional(intParam(1, 30)),
  multiOffer: v.optional(boolParam),
  /** Gift amount already paid (cents): days within it are included, above it a supplement. */
  giftPrice: v.optional(intParam(0, 100_000_000)),
  affiliateId: v.optional(v.pipe(v.string(), v.maxLength(64))),
})
export type CheckinPricesQuery = v.InferOutput<typeof CheckinPricesQuerySchema>

export const CheckinPriceDaySchema = v.object({
  day: v.string(),
  minLos: v.number(),
  displayTotalPrice: v.number(),
  status: v.picklist(['included', 'supplement', 'notAvailable']),
  supplement: v.number(),
})
export const CheckinPricesResponseSchema = v.object({
  ...CalendarMonthsSchema.entries,
  days: v.array(CheckinPriceDaySchema),
  bestPriceOfTheMonth: v.record(v.string(), v.number()),
})
export type CheckinPricesResponse = v.InferOutput<typeof CheckinPricesResponseSchema>
