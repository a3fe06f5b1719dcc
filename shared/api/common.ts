import * as v from 'valibot'
import type { Message } from '../message'
import { FLOWS, SITE_IDS } from '../sites'

/** Building blocks shared by the request and response schemas of the JSON contract. */

export const LocaleSchema = v.picklist(SITE_IDS, 'Unknown locale')
export const FlowSchema = v.picklist(FLOWS, 'Unknown flow')

/** Calendar-valid ISO date (YYYY-MM-DD): 2026-02-30 is refused, not rolled over. */
export const IsoDateSchema = v.pipe(
  v.string(),
  v.isoDate('Expected a date as YYYY-MM-DD'),
  v.check((s) => new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'Not a calendar date'),
)

/** ISO month (YYYY-MM). */
export const IsoMonthSchema = v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Expected a month as YYYY-MM'))

/** Integer in [min, max] given as a JSON number. */
export const int = (min: number, max: number) => v.pipe(v.number(), v.integer('Expected an integer'), v.minValue(min), v.maxValue(max))

/** Integer in [min, max] given as a query-string value. */
export const intParam = (min: number, max: number) =>
  v.pipe(v.string(), v.trim(), v.regex(/^-?\d{1,12}$/, 'Expected an integer'), v.transform(Number), v.minValue(min), v.maxValue(max))

/** Decimal number in [min, max] given as a query-string value. */
export const numberParam = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^-?\d{1,12}(\.\d{1,12})?$/, 'Expected a number'),
    v.transform(Number),
    v.minValue(min),
    v.maxValue(max),
  )

/** 'true' | 'false' | '1' | '0' query flag. */
export const boolParam = v.pipe(
  v.picklist(['true', 'false', '1', '0'], 'Expected true or false'),
  v.transform((s) => s === 'true' || s === '1'),
)

/** Comma-separated list of integers in [min, max], at most maxItems. Empty string → []. */
export const intListParam = (min: number, max: number, maxItems = 50) =>
  v.pipe(
    v.string(),
    v.transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter((x) => x !== ''),
    ),
    v.maxLength(maxItems, `At most ${maxItems} values`),
    v.array(intParam(min, max)),
  )

/** Comma-separated list of codes ([A-Za-z0-9_-]), at most maxItems. */
export const codeListParam = (maxItems = 50) =>
  v.pipe(
    v.string(),
    v.transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter((x) => x !== ''),
    ),
    v.maxLength(maxItems, `At most ${maxItems} values`),
    v.array(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,40}$/, 'Expected a code'))),
  )

/** Numeric id as a path or query parameter. */
export const IdParamSchema = intParam(1, 2_147_483_647)

/** Latitude and longitude bounds in degrees. */
export const LatSchema = v.pipe(v.number(), v.minValue(-90), v.maxValue(90))
export const LngSchema = v.pipe(v.number(), v.minValue(-180), v.maxValue(180))

/** Party of travellers (spec search §5: adults 1-20, children 0-10, babies 0-10). */
export const PaxSchema = v.object({
  adults: v.optional(int(1, 20), 2),
  children: v.optional(int(0, 10), 0),
  babies: v.optional(int(0, 10), 0),
  singleRoom: v.optional(v.boolean(), false),
})
export type Pax = v.InferOutput<typeof PaxSchema>

/** Query-string form of a party (adult, child, baby as in the spec's calls). */
export const PaxQueryEntries = {
  adult: v.optional(intParam(1, 20), '2'),
  child: v.optional(intParam(0, 10), '0'),
  baby: v.optional(intParam(0, 10), '0'),
}

/** Image sizes of the catalogue (product-pages §9; 237_168 for gallery thumbnails). */
export const IMAGE_SIZES = ['120_80', '237_168', '640_360', '750_360', '960_540', '1920_595', '1920_880'] as const
export type ImageSize = (typeof IMAGE_SIZES)[number]
/** Main image URL per size. */
export const ImagesBySizeSchema = v.record(v.string(), v.string())
export const ImageSchema = v.object({
  /** URL template: replace {size} by one of IMAGE_SIZES. */
  template: v.string(),
  alt: v.string(),
})
export type Image = v.InferOutput<typeof ImageSchema>

export const PRICE_TYPES = ['FROM_PRICE', 'FINAL_PRICE', 'GIFT', 'BENEFICIARY'] as const
export const PriceTypeSchema = v.picklist(PRICE_TYPES)
export type PriceType = v.InferOutput<typeof PriceTypeSchema>

export const CancellationPolicySchema = v.object({
  cancellable: v.boolean(),
  type: v.picklist(['FLEXIBLE', 'NON_CANCELLABLE']),
  /** Last day (ISO) of free cancellation; null without dates or when non-cancellable. */
  cancellationDeadline: v.nullable(v.string()),
  /** The policy in a short sentence in the site's language (the deadline's date, or its days before arrival without dates). */
  message: v.string(),
})
export type CancellationPolicy = v.InferOutput<typeof CancellationPolicySchema>

export const LocationSchema = v.object({
  label: v.string(),
  uri: v.string(),
  address: v.string(),
  zipCode: v.string(),
  latitude: v.number(),
  longitude: v.number(),
})

export const HotelSummarySchema = v.object({
  id: v.number(),
  label: v.string(),
  uri: v.string(),
  stars: v.number(),
  review: v.object({ average: v.nullable(v.number()), count: v.number() }),
  location: LocationSchema,
})
export type HotelSummary = v.InferOutput<typeof HotelSummarySchema>

/** The one error body of every 4xx/5xx answer. */
export const ErrorBodySchema = v.object({
  error: v.object({
    code: v.string(),
    message: v.string(),
    field: v.optional(v.string()),
    /** PRICE_CHANGED: the amount the server computed (cents). */
    amount: v.optional(v.number()),
  }),
})
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>

/** A discount code the offer applies by itself (spec product-pages §3 Offer: autoDiscount), value in percent. */
export const AutoDiscountSchema = v.object({ code: v.string(), value: v.number() })
export type AutoDiscount = v.InferOutput<typeof AutoDiscountSchema>

/** A page's trail of links, from the widest place to the page itself. */
export const BreadcrumbSchema = v.array(v.object({ label: v.string(), uri: v.string() }))

/**
 * What a product page's head says of it (spec product-pages §3 pageModel): its title and meta
 * description in the site's language, its canonical path, whether robots may index it and
 * follow its links, and its breadcrumb.
 */
export const PageModelSchema = v.object({
  title: v.string(),
  description: v.string(),
  canonicalUri: v.string(),
  index: v.boolean(),
  follow: v.boolean(),
  breadcrumb: BreadcrumbSchema,
})
export type PageModel = v.InferOutput<typeof PageModelSchema>

/** A text field that must be filled (trimmed) and is at most `max` characters long. */
export const requiredText = (max: number) =>
  v.pipe(
    v.string('Mandatory field'),
    v.trim(),
    v.minLength(1, 'Mandatory field'),
    v.maxLength(max, `The field is limited to ${max} characters`),
  )

/** A field rule of shared/rules (the browser checks the same one) as a schema check. */
export const ruleCheck = (validate: (value: string) => Message | null, message: string) =>
  v.check((value: string) => validate(value) === null, message)
