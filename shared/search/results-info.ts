import type { Message } from '../message'
import type { Flow } from '../sites'

// What the results page needs of the fallbacks before any is searched (search.md §4 and §8): kept
// apart from the relaxed-search table (./fallback), which the browser loads only when needed.

/** True when exact results do not fill a page, so fallbacks are searched. */
export function needsFallback(exactCount: number, pageSize: number): boolean {
  return exactCount < pageSize
}

/** Info line above the results: a loader, a fallback notice, the no-results message or nothing. */
export type ResultsInfo =
  | { readonly kind: 'loading' }
  | { readonly kind: 'message'; readonly message: Message; readonly action?: Message }
  | { readonly kind: 'none' }

/** Chooses the info line from the error flag, loading state and result counts (search.md §4 and §8). */
export function resultsInfo(input: {
  readonly flow: Flow
  readonly error: boolean
  readonly loadingFallbacks: boolean
  readonly exactCount: number
  readonly fallbackCount: number
}): ResultsInfo {
  if (input.error) return { kind: 'message', message: { id: 'search.error' } }
  if (input.loadingFallbacks) return { kind: 'loading' }
  if (input.flow === 'activity' && input.exactCount === 0) return { kind: 'message', message: { id: 'search.noActivity' } }
  if (input.fallbackCount > 0) {
    return { kind: 'message', message: { id: input.exactCount > 0 ? 'search.fallback.some' : 'search.fallback.noExact' } }
  }
  if (input.exactCount === 0) return { kind: 'message', message: { id: 'search.noResults' }, action: { id: 'search.removeAllFilters' } }
  return { kind: 'none' }
}
