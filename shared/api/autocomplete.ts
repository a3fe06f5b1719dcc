import * as v from 'valibot'
import { intParam, LocaleSchema, numberParam } from './common'

/** Autocomplete returns at most this many suggestions (spec search §9). */
export const AUTOCOMPLETE_MAX_RESULTS = 30

export const SUGGESTION_CATEGORIES = ['poi', 'hotel', 'others'] as const

/** GET /api/autocomplete-geonames.json query. */
export const AutocompleteQuerySchema = v.object({
  locale: LocaleSchema,
  term: v.pipe(v.string(), v.trim(), v.minLength(1, 'term is required'), v.maxLength(100)),
  maxResults: v.optional(intParam(1, AUTOCOMPLETE_MAX_RESULTS), String(AUTOCOMPLETE_MAX_RESULTS)),
})
export type AutocompleteQuery = v.InferOutput<typeof AutocompleteQuerySchema>

/** GET /api/recommendedAutocomplete.json query: destinations recommended for a catalogue source (box, theme...). */
export const RecommendedAutocompleteQuerySchema = v.object({
  locale: LocaleSchema,
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
  catalogSourceType: v.optional(v.picklist(['BOX', 'THEME', 'ALL']), 'ALL'),
  catalogSourceCode: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,40}$/, 'Expected a code'))),
  maxResults: v.optional(intParam(1, AUTOCOMPLETE_MAX_RESULTS), String(AUTOCOMPLETE_MAX_RESULTS)),
})
export type RecommendedAutocompleteQuery = v.InferOutput<typeof RecommendedAutocompleteQuerySchema>

export const SuggestionSchema = v.object({
  id: v.union([v.number(), v.string()]),
  label: v.string(),
  category: v.picklist(SUGGESTION_CATEGORIES),
  /** Which search key the suggestion sets: city, poi, hotel, department, region, country, touristicRegion, skiResort, seaResort. */
  type: v.string(),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  postalcode: v.nullable(v.string()),
  /** Parent place, for disambiguation ("Paris, Île-de-France"). */
  context: v.nullable(v.string()),
})
export type Suggestion = v.InferOutput<typeof SuggestionSchema>

export const AutocompleteResponseSchema = v.object({ suggestions: v.array(SuggestionSchema) })
export type AutocompleteResponse = v.InferOutput<typeof AutocompleteResponseSchema>

/**
 * GET /api/nearby-city.json: the visitor's city, for 'Less than 2h from {city}' (search.md §2.2). The
 * position is the one given, else the one the edge derives from the visitor's address.
 */
export const NearbyCityQuerySchema = v.object({
  locale: LocaleSchema,
  lat: v.optional(numberParam(-90, 90)),
  lng: v.optional(numberParam(-180, 180)),
})
export type NearbyCityQuery = v.InferOutput<typeof NearbyCityQuerySchema>

/** A place within this distance of the position is the visitor's city. */
export const NEARBY_CITY_MAX_KM = 25

export const NearbyCitySchema = v.object({ id: v.number(), label: v.string(), latitude: v.number(), longitude: v.number() })
export type NearbyCity = v.InferOutput<typeof NearbyCitySchema>
export const NearbyCityResponseSchema = v.object({ city: v.nullable(NearbyCitySchema) })
export type NearbyCityResponse = v.InferOutput<typeof NearbyCityResponseSchema>
