// Destination suggestions as the search bar shows them (search.md §2.2, §4):
// grouped by category, and each one setting the hash key of its kind.
import type { Suggestion } from '../api/autocomplete'
import { PLACE_KEYS, type PlaceKey } from './criteria'

/** Order of the suggestion groups: places first, then points of interest, then hotels. */
export const SUGGESTION_GROUP_ORDER = ['others', 'poi', 'hotel'] as const

/** A suggestion category. */
export type SuggestionCategory = (typeof SUGGESTION_GROUP_ORDER)[number]

/** Suggestions of one category. */
export interface SuggestionGroup<T> {
  readonly category: SuggestionCategory
  readonly items: readonly T[]
}

/**
 * The hash key a suggestion sets: its type in the hash's lower case
 * (touristicRegion → touristicregion); a hotel always sets hotel. Null when
 * the type names no place key.
 */
export function placeKeyOf(suggestion: Pick<Suggestion, 'type' | 'category'>): PlaceKey | null {
  if (suggestion.category === 'hotel') return 'hotel'
  const key = suggestion.type.toLowerCase()
  return (PLACE_KEYS as readonly string[]).includes(key) ? (key as PlaceKey) : null
}

/** Suggestions grouped by category in display order; empty groups left out, order inside a group kept. */
export function groupSuggestions<T extends Pick<Suggestion, 'category'>>(suggestions: readonly T[]): SuggestionGroup<T>[] {
  return SUGGESTION_GROUP_ORDER.map((category) => ({ category, items: suggestions.filter((s) => s.category === category) })).filter(
    (group) => group.items.length > 0,
  )
}
