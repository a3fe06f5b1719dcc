import type { ReviewsResponse } from '../../../shared/api/reviews'
import { DEFAULT_REVIEWS_CHOICE, reviewsQuery, type ReviewsChoice } from '../../../shared/rules/reviews'
import type { SiteId } from '../../../shared/sites'

/**
 * GET /api/hotel/{id}/reviews.json, one page of a sort and language choice (by default the newest
 * first, in every language); the worker validates the answer's shape in its tests.
 */
export async function fetchReviews(
  hotelId: number,
  site: SiteId,
  page: number,
  choice: ReviewsChoice = DEFAULT_REVIEWS_CHOICE,
  signal?: AbortSignal,
): Promise<ReviewsResponse> {
  const query = new URLSearchParams(reviewsQuery(site, choice, page))
  const response = await fetch(`/api/hotel/${hotelId}/reviews.json?${query.toString()}`, {
    headers: { accept: 'application/json' },
    ...(signal ? { signal } : {}),
  })
  if (!response.ok) throw new Error(`reviews.json answered ${response.status}`)
  return (await response.json()) as ReviewsResponse
}
