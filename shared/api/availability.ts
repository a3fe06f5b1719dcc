import * as v from 'valibot'
import { boolParam, intParam, IsoDateSchema, IsoMonthSchema, LocaleSchema, PaxQueryEntries } from './common'

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

/** GET /api/weekend/:id/packageCheckoutNights.json query. */
export const CheckoutNightsQuerySchema = v.object({
  checkin: IsoDateSchema,
  locale: LocaleSchema,
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
