import { describe, expect, it } from 'vitest'
import type { ReviewLanguage } from '../../../../shared/api/reviews'
import {
  appendReviews,
  reviewLanguageName,
  reviewsAvailable,
  reviewsQuery,
  reviewsView,
  type ReviewsChoice,
} from '../../../../shared/rules/reviews'

describe('the reviews query of a choice', () => {
  it.each([
    {
      choice: { sort: 'DATE_DESC', language: null },
      page: 1,
      want: { locale: 'fr_BE', withOtherLanguageFallback: 'true', page: '1', sort: 'DATE_DESC' },
    },
    {
      choice: { sort: 'SCORE_ASC', language: null },
      page: 3,
      want: { locale: 'fr_BE', withOtherLanguageFallback: 'true', page: '3', sort: 'SCORE_ASC' },
    },
    {
      choice: { sort: 'DATE_ASC', language: 'nl_NL' },
      page: 1,
      want: { locale: 'nl_NL', withOtherLanguageFallback: 'false', page: '1', sort: 'DATE_ASC' },
    },
    {
      choice: { sort: 'SCORE_DESC', language: 'it_IT' },
      page: 2,
      want: { locale: 'it_IT', withOtherLanguageFallback: 'false', page: '2', sort: 'SCORE_DESC' },
    },
  ] as const)('$choice.sort in $choice.language, page $page, on the Belgian French site', ({ choice, page, want }) => {
    expect(reviewsQuery('fr_BE', choice, page)).toEqual(want)
  })
})

describe('what the reviews modal shows for a first page', () => {
  const review = { id: 1, locale: 'fr_FR', customer: 'A.', type: 'COUPLE', date: '2025-01-01', average: 8, positive: null, negative: null }
  it.each([
    { name: 'a hotel without any review: the invitation', language: null, totalCount: 0, list: [], want: 'empty' },
    { name: 'a hotel without any review, one language chosen: the invitation', language: 'es_ES', totalCount: 0, list: [], want: 'empty' },
    { name: 'a language without reviews: the message', language: 'es_ES', totalCount: 12, list: [], want: 'noneInLanguage' },
    { name: 'reviews in the language: the list', language: 'es_ES', totalCount: 12, list: [review], want: 'list' },
    { name: 'every language: the list', language: null, totalCount: 12, list: [review], want: 'list' },
  ] as const)('$name', ({ language, totalCount, list, want }) => {
    expect(reviewsView({ sort: 'DATE_DESC', language }, { totalCount, list: [...list] })).toBe(want)
  })

  it.each([
    { language: null, want: 30 },
    { language: 'it_IT', want: 4 },
  ] as const)('counts $want reviews available in $language', ({ language, want }) => {
    const choice: ReviewsChoice = { sort: 'DATE_DESC', language }
    expect(reviewsAvailable(choice, { totalCount: 30, localeCount: 4 })).toBe(want)
  })
})

describe("a review language's name", () => {
  it.each([
    { language: 'es_ES', bcp47: 'fr-FR', sentence: 'espagnol', option: 'Espagnol' },
    { language: 'nl_NL', bcp47: 'fr-BE', sentence: 'néerlandais', option: 'Néerlandais' },
    { language: 'fr_FR', bcp47: 'nl-NL', sentence: 'Frans', option: 'Frans' },
    { language: 'it_IT', bcp47: 'es-ES', sentence: 'italiano', option: 'Italiano' },
    { language: 'fr_FR', bcp47: 'it-IT', sentence: 'francese', option: 'Francese' },
  ] as const)('$language in $bcp47: "$sentence" in a sentence, "$option" as an option', ({ language, bcp47, sentence, option }) => {
    expect(reviewLanguageName(language as ReviewLanguage, bcp47, 'sentence')).toBe(sentence)
    expect(reviewLanguageName(language as ReviewLanguage, bcp47, 'option')).toBe(option)
  })
})

describe('the next page of reviews', () => {
  it('goes under the reviews shown, a review already shown only once', () => {
    expect(appendReviews([{ id: 1 }, { id: 2 }], [{ id: 2 }, { id: 3 }])).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }])
  })
})
