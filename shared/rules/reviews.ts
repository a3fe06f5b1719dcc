// The reviews modal's rules (site-wide.md "Reviews", product-pages.md §9): which reviews a sort
// and language choice asks for, what the modal shows for an answer, and the languages' names.
import type { ReviewLanguage, ReviewSort, ReviewsResponse } from '../api/reviews'
import type { SiteId } from '../sites'

/** A choice of the modal: a sort, and one language or every language (null). */
export type ReviewsChoice = { sort: ReviewSort; language: ReviewLanguage | null }

/** The modal opens on the newest reviews in every language, the site's own first. */
export const DEFAULT_REVIEWS_CHOICE: ReviewsChoice = { sort: 'DATE_DESC', language: null }

/**
 * The query of GET /api/hotel/{id}/reviews.json for a page of a choice: every language is the
 * site's locale with the other languages after it; one language is that language alone.
 */
export function reviewsQuery(site: SiteId, { sort, language }: ReviewsChoice, page: number): Record<string, string> {
  return {
    locale: language ?? site,
    withOtherLanguageFallback: language === null ? 'true' : 'false',
    page: String(page),
    sort,
  }
}

/**
 * What the modal shows for the first page of a choice: the invitation to be the first when the
 * hotel has no review at all, the message with 'See all the languages' when the chosen language has
 * none, the list otherwise.
 */
export function reviewsView(
  choice: ReviewsChoice,
  answer: Pick<ReviewsResponse, 'totalCount' | 'list'>,
): 'empty' | 'noneInLanguage' | 'list' {
  if (answer.totalCount === 0) return 'empty'
  if (answer.list.length === 0) return choice.language === null ? 'empty' : 'noneInLanguage'
  return 'list'
}

/** How many reviews the choice can show: every review, or those in the chosen language. */
export function reviewsAvailable({ language }: ReviewsChoice, answer: Pick<ReviewsResponse, 'totalCount' | 'localeCount'>): number {
  return language === null ? answer.totalCount : answer.localeCount
}

/**
 * A review language's name in the site's language, as Intl names it ('français', 'Frans'): inside
 * a sentence as it is, at the start of an option with a capital.
 */
export function reviewLanguageName(language: ReviewLanguage, bcp47: string, at: 'sentence' | 'option'): string {
  const name = new Intl.DisplayNames([bcp47], { type: 'language' }).of(language.slice(0, 2)) ?? language
  return at === 'option' ? name.charAt(0).toLocaleUpperCase(bcp47) + name.slice(1) : name
}

/** The next page added under the reviews shown (a review that moved between pages is shown once). */
export function appendReviews<T extends { id: number }>(shown: readonly T[], next: readonly T[]): T[] {
  const ids = new Set(shown.map((review) => review.id))
  return [...shown, ...next.filter((review) => !ids.has(review.id))]
}
