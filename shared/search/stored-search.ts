// What the search bar keeps in the browser's local storage (search.md §3, §4,
// §7): the last destinations chosen and the last stay dates. Local storage is
// outside input: it is parsed by a schema, bad entries are dropped and
// nothing ever throws.
import * as v from 'valibot'
import { SUGGESTION_CATEGORIES } from '../api/autocomplete'
import { PLACE_KEYS } from './criteria'

/** At most this many recent searches are kept (search.md §9). */
export const MAX_RECENT_SEARCHES = 3

/** Local storage key of the recent searches. */
export const RECENT_SEARCHES_KEY = 'ww.recentSearches'

/** Local storage key of the saved stay dates. */
export const SAVED_DATES_KEY = 'ww.searchDates'

/** A destination chosen earlier: the suggestion's id, label and category, and the hash key it set. */
export const RecentSearchSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.-]{1,64}$/)),
  label: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
  category: v.picklist(SUGGESTION_CATEGORIES),
  key: v.picklist(PLACE_KEYS),
  latitude: v.optional(v.pipe(v.number(), v.minValue(-90), v.maxValue(90))),
  longitude: v.optional(v.pipe(v.number(), v.minValue(-180), v.maxValue(180))),
})

/** One recent search. */
export type RecentSearch = v.InferOutput<typeof RecentSearchSchema>

/** Stay dates as saved (ISO strings; they are checked against today when read back). */
export const SavedDatesSchema = v.object({
  checkin: v.optional(v.string()),
  checkout: v.optional(v.string()),
})

/** Saved dates. */
export type SavedDates = v.InferOutput<typeof SavedDatesSchema>

function parseJson(text: string | null): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

const sameSearch = (a: RecentSearch, b: RecentSearch) => a.key === b.key && a.id === b.id

/** Reads the stored recent searches: valid entries only, no duplicates, at most 3. */
export function parseRecentSearches(text: string | null): RecentSearch[] {
  const raw = parseJson(text)
  if (!Array.isArray(raw)) return []
  const out: RecentSearch[] = []
  for (const item of raw) {
    const result = v.safeParse(RecentSearchSchema, item)
    if (result.success && !out.some((x) => sameSearch(x, result.output))) out.push(result.output)
  }
  return out.slice(0, MAX_RECENT_SEARCHES)
}

/** The list after choosing a destination: it goes to the front (moved there if present), at most 3 kept. */
export function addRecentSearch(list: readonly RecentSearch[], item: RecentSearch): RecentSearch[] {
  return [item, ...list.filter((x) => !sameSearch(x, item))].slice(0, MAX_RECENT_SEARCHES)
}

/** Reads the saved dates; anything malformed gives no dates. */
export function parseSavedDates(text: string | null): SavedDates {
  const result = v.safeParse(SavedDatesSchema, parseJson(text))
  return result.success ? result.output : {}
}
