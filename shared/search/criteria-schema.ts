// Search criteria received as JSON (API bodies, stored atoms): a strict schema, unlike the hash
// parser of criteria.ts, which the browser runs without valibot.
import * as v from 'valibot'
import { isIsoDate } from '../dates'
import { SORT_ORDERS } from '../rules/sort'
import { PLACE_KEYS, RANGE, TOKEN, type NumberRange, type PlaceKey, type SearchCriteria } from './criteria'

const Token = v.pipe(v.string(), v.regex(TOKEN))
const IsoDate = v.pipe(
  v.string(),
  v.check((s: string) => isIsoDate(s)),
)
const inRange = (r: NumberRange) => v.pipe(v.number(), r.integer ? v.integer() : v.finite(), v.minValue(r.min), v.maxValue(r.max))
const Cents = inRange(RANGE.cents)
const Km = inRange(RANGE.km)
const TokenList = v.array(Token)

/** Schema of criteria received as JSON (API bodies, stored atoms); strict, unlike the hash parser. */
export const SearchCriteriaSchema = v.object({
  a: v.optional(inRange(RANGE.adults), 2),
  c: v.optional(inRange(RANGE.children), 0),
  b: v.optional(inRange(RANGE.children), 0),
  s: v.optional(v.boolean()),
  checkin: v.optional(IsoDate),
  checkout: v.optional(IsoDate),
  nights: v.optional(inRange(RANGE.nights)),
  theme: v.optional(inRange(RANGE.id)),
  lat: v.optional(inRange(RANGE.lat)),
  lng: v.optional(inRange(RANGE.lng)),
  ...(Object.fromEntries(PLACE_KEYS.map((k) => [k, v.optional(Token)])) as Record<PlaceKey, v.OptionalSchema<typeof Token, undefined>>),
  distanceMin: v.optional(Km),
  distanceMax: v.optional(Km),
  sort: v.optional(v.picklist(SORT_ORDERS)),
  hotelTypes: v.optional(TokenList),
  hotelEnvironments: v.optional(TokenList),
  hotelStyles: v.optional(TokenList),
  stars: v.optional(v.array(inRange(RANGE.stars))),
  hotelScore: v.optional(inRange(RANGE.score)),
  priceMin: v.optional(Cents),
  priceMax: v.optional(Cents),
  facilities: v.optional(TokenList),
  tags: v.optional(TokenList),
  petsAllowed: v.optional(v.boolean()),
  giftFormat: v.optional(v.picklist(['digital', 'physical'])),
  giftNights: v.optional(inRange(RANGE.giftNights)),
  giftAdults: v.optional(inRange(RANGE.adults)),
  sleeves: v.optional(Token),
  bucket: v.optional(inRange(RANGE.bucket)),
  upsell: v.optional(Token),
  hotelId: v.optional(Token),
  activityDates: v.optional(v.array(v.object({ activityId: Token, date: IsoDate }))),
  error: v.optional(v.boolean()),
  isLoading: v.optional(v.boolean()),
})

// The hand-written interface and the schema must describe the same shape.
const schemaMatchesInterface: (value: v.InferOutput<typeof SearchCriteriaSchema>) => SearchCriteria = (value) => value
void schemaMatchesInterface

/** Parses criteria given as JSON; returns null when they do not match the schema. */
export function parseCriteriaJson(input: unknown): SearchCriteria | null {
  const result = v.safeParse(SearchCriteriaSchema, input)
  return result.success ? result.output : null
}
