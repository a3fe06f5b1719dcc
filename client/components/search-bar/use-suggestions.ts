import { useEffect, useState } from 'react'
import { AUTOCOMPLETE_MAX_RESULTS, type AutocompleteResponse, type Suggestion } from '../../../shared/api/autocomplete'
import { useSite } from '../../app/site-context'

/** Suggestions are asked for from this many typed characters. */
export const MIN_TERM_LENGTH = 2

const DEBOUNCE_MS = 150

/**
 * Destination suggestions for a term from /api/autocomplete-geonames.json,
 * debounced, the previous request aborted. A failure is logged only
 * (search.md §8) and leaves no suggestions.
 */
export function useSuggestions(term: string, enabled: boolean): { suggestions: readonly Suggestion[]; loading: boolean } {
  const { site } = useSite()
  const [state, setState] = useState<{ term: string; suggestions: readonly Suggestion[] }>({ term: '', suggestions: [] })
  const wanted = enabled ? term.trim() : ''

  useEffect(() => {
    if (wanted.length < MIN_TERM_LENGTH) return
    const controller = new AbortController()
    const params = new URLSearchParams({ locale: site.id, term: wanted, maxResults: String(AUTOCOMPLETE_MAX_RESULTS) })
    const timer = setTimeout(() => {
      fetch(`/api/autocomplete-geonames.json?${params.toString()}`, { signal: controller.signal })
        .then((response) =>
          response.ok ? (response.json() as Promise<AutocompleteResponse>) : Promise.reject(new Error(`autocomplete ${response.status}`)),
        )
        .then((body: AutocompleteResponse) => setState({ term: wanted, suggestions: body.suggestions }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return
          console.warn('autocomplete failed', error)
          setState({ term: wanted, suggestions: [] })
        })
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [wanted, site.id])

  if (wanted.length < MIN_TERM_LENGTH) return { suggestions: [], loading: false }
  // The previous answer stays on screen while the next one loads, so the list does not flicker at each key.
  return { suggestions: state.suggestions, loading: state.term !== wanted }
}
