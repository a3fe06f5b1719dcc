import { describe, expect, it } from 'vitest'
import type { SearchResults } from '../../../../../client/atoms/search'
import { resultsAfterFailure } from '../../../../../client/pages/search/use-search-results'

describe('the results after a failed search', () => {
  // What the previous search left on screen: its answer and its suggestions.
  const previous = {
    status: 'loading',
    response: { results: [], searchDetails: { totalCount: 11 } },
    activities: null,
    fallbacks: [{ key: { destination: 'around', dates: 'same', category: 'same', value: '30', order: 1 }, cards: [] }],
    loadingFallbacks: false,
  } as unknown as SearchResults

  it('drops the previous search when the new one got no answer, so its cards and count do not sit under the error', () => {
    expect(resultsAfterFailure(previous, false)).toEqual({
      status: 'error',
      response: null,
      activities: null,
      fallbacks: [],
      loadingFallbacks: false,
    })
  })

  it('keeps the exact results when only a suggestion search failed', () => {
    expect(resultsAfterFailure({ ...previous, loadingFallbacks: true }, true)).toEqual({
      ...previous,
      status: 'error',
      loadingFallbacks: false,
    })
  })
})
