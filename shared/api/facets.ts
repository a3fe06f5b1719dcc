import * as v from 'valibot'
import { boolParam, codeListParam, FlowSchema, intListParam, intParam, IsoDateSchema, LocaleSchema, numberParam } from './common'
import { DestinationQueryEntries, destinationFilters, SortSchema, type SearchFilters } from './search'
import type { Flow } from '../sites'
import type { Pax } from './common'

import { FACET_KINDS } from './search-constants'
export { FACET_KINDS }
export const FacetKindSchema = v.picklist(FACET_KINDS)
export type FacetKind = v.InferOutput<typeof FacetKindSchema>

/** Score buckets offered by the score filter (spec search §5: 9 Superb, 8 Very good, 7 Pleasant). */
export const SCORE_FACET_VALUES = [9, 8, 7] as const

/**
 * GET /api/facets.json query: the criteria of offers.json in query-string form
 * (comma lists), plus what to return. Gifting sends singleVoucherPriceMin/Max.
 */
const FacetsCriteriaSchema = v.object({
  locale: LocaleSchema,
  flow: v.optional(FlowSchema, 'booking'),
  orderBy: v.optional(SortSchema),
  withNames: v.optional(boolParam),
  propertiesRequested: v.optional(
    v.pipe(
      v.string(),
      v.transform((s) =>
        s
          .split(',')
          .map((x) => x.trim())
          .filter((x) => x !== ''),
      ),
      v.array(FacetKindSchema),
    ),
  ),
  includeActivities: v.optional(boolParam),
  checkin: v.optional(IsoDateSchema),
  nights: v.optional(intParam(1, 30)),
  adult: v.optional(intParam(1, 20)),
  child: v.optional(intParam(0, 10)),
  baby: v.optional(intParam(0, 10)),
  singleRoom: v.optional(boolParam),
  ...DestinationQueryEntries,
  theme: v.optional(intListParam(1, 2_147_483_647, 20)),
  hotelType: v.optional(codeListParam()),
  hotelEnvironment: v.optional(codeListParam()),
  hotelStyle: v.optional(codeListParam()),
  stars: v.optional(intListParam(1, 5, 5)),
  minHotelReviewScore: v.optional(numberParam(0, 10)),
  priceMin: v.optional(intParam(0, 100_000_000)),
  priceMax: v.optional(intParam(0, 100_000_000)),
  singleVoucherPriceMin: v.optional(intParam(0, 100_000_000)),
  singleVoucherPriceMax: v.optional(intParam(0, 100_000_000)),
  facilities: v.optional(codeListParam()),
  petsAllowed: v.optional(boolParam),
  tags: v.optional(intListParam(1, 2_147_483_647)),
})

/**
 * The criteria may also come packed in one `filters` parameter (search.md §7), a query string of
 * the same keys (`filters=city%3D12%26stars%3D4%2C5`); a key given beside it wins. Each key is
 * checked as if it were given alone.
 */
export const FacetsQuerySchema = v.pipe(
  v.record(v.string(), v.string()),
  v.transform(({ filters, ...rest }): Record<string, string> =>
    filters === undefined ? rest : { ...Object.fromEntries(new URLSearchParams(filters)), ...rest },
  ),
  FacetsCriteriaSchema,
)
export type FacetsQuery = v.InferOutput<typeof FacetsQuerySchema>

export const FacetValueSchema = v.object({
  /** Code or number as a string (what the filter sends back). */
  id: v.string(),
  name: v.string(),
  count: v.number(),
  /** Tag facet: the activity group the value belongs to (the spec's activity groups). */
  group: v.optional(v.object({ id: v.string(), name: v.string() })),
})
export type FacetValue = v.InferOutput<typeof FacetValueSchema>

export const FacetPropertySchema = v.object({
  propertyType: FacetKindSchema,
  values: v.array(FacetValueSchema),
  /** Price facet only: bounds of the matching offers, cents per person per night. */
  min: v.optional(v.number()),
  max: v.optional(v.number()),
})
export type FacetProperty = v.InferOutput<typeof FacetPropertySchema>

export const FacetsResponseSchema = v.object({
  totalCount: v.number(),
  properties: v.array(FacetPropertySchema),
})
export type FacetsResponse = v.InferOutput<typeof FacetsResponseSchema>

/** A price bound's query parameter. */
export type FacetsPriceField = 'priceMin' | 'priceMax' | 'singleVoucherPriceMin' | 'singleVoucherPriceMax'

/**
 * The query parameters the searched price range comes from: gifting reads
 * singleVoucherPriceMin/Max (search §7), each falling back on priceMin/priceMax.
 */
export function facetsPriceFields(q: FacetsQuery): { min: FacetsPriceField; max: FacetsPriceField } {
  const gifting = q.flow === 'gifting'
  return {
    min: gifting && q.singleVoucherPriceMin !== undefined ? 'singleVoucherPriceMin' : 'priceMin',
    max: gifting && q.singleVoucherPriceMax !== undefined ? 'singleVoucherPriceMax' : 'priceMax',
  }
}

/** Criteria of a facets query in the shape offers.json uses (gifting reads the single-voucher price bounds). */
export function facetsQueryToCriteria(q: FacetsQuery): {
  flow: Flow
  pax: Pax
  checkin: string | undefined
  nights: number | undefined
  filters: SearchFilters
} {
  const price = facetsPriceFields(q)
  const filters: SearchFilters = {
    ...destinationFilters(q),
    themeIds: q.theme,
    hotelTypes: q.hotelType,
    hotelEnvironments: q.hotelEnvironment,
    hotelStyles: q.hotelStyle,
    stars: q.stars,
    minHotelReviewScore: q.minHotelReviewScore,
    priceMin: q[price.min],
    priceMax: q[price.max],
    facilities: q.facilities,
    petsAllowed: q.petsAllowed,
    tags: q.tags,
  }
  for (const key of Object.keys(filters) as (keyof SearchFilters)[]) if (filters[key] === undefined) delete filters[key]
  return {
    flow: q.flow,
    pax: { adults: q.adult ?? 2, children: q.child ?? 0, babies: q.baby ?? 0, singleRoom: q.singleRoom ?? false },
    checkin: q.checkin,
    nights: q.nights,
    filters,
  }
}
