import { useLingui } from '@lingui/react'
import { useState } from 'react'
import type { Review, ReviewsResponse } from '../../../shared/api/reviews'
import { reviewsToShow } from '../../../shared/rules/hotel-page'
import { useSite } from '../../app/site-context'
import { formatScore, withOutOfTen } from '../../../shared/rules/score'
import { formatLongDate } from '../../lib/format'

/** GET /api/hotel/{id}/reviews.json, one page in the order of the first, which the page was rendered with (the worker validates the answer's shape in its tests). */
export async function fetchReviews(hotelId: number, locale: string, page: number): Promise<ReviewsResponse> {
  const query = new URLSearchParams({ locale, page: String(page), withOtherLanguageFallback: 'true', sort: 'DATE_DESC' })
  const response = await fetch(`/api/hotel/${hotelId}/reviews.json?${query.toString()}`, { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`reviews.json answered ${response.status}`)
  return (await response.json()) as ReviewsResponse
}

function ReviewItem({ review }: { review: Review }) {
  const { _ } = useLingui()
  const { site } = useSite()
  return (
    <li className="hotel-review">
      <p className="hotel-review__head">
        <span className="score">{withOutOfTen(formatScore(review.average))}</span> <strong>{review.customer}</strong>
        <span className="hotel-review__date"> · {formatLongDate(review.date, site.bcp47)}</span>
      </p>
      {review.positive ? (
        <p>
          <span className="visually-hidden">{_('hotelPage.reviews.positive')} </span>
          {review.positive}
        </p>
      ) : null}
      {review.negative ? (
        <p className="hotel-review__negative">
          <span className="visually-hidden">{_('hotelPage.reviews.negative')} </span>
          {review.negative}
        </p>
      ) : null}
    </li>
  )
}

type Props = { hotelId: number; reviews: ReviewsResponse }

/**
 * The hotel page's reviews (site-wide.md §9): up to four reviews with a positive comment and a
 * 'Read all the reviews' button that unfolds every review, page by page; without any review, the
 * invitation to be the first.
 */
export function HotelReviews({ hotelId, reviews }: Props) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const [all, setAll] = useState<{ list: Review[]; page: number; hasMore: boolean } | null>(null)
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  const shown = reviewsToShow(reviews.list)

  if (reviews.totalCount === 0 || reviews.list.length === 0) {
    return <p className="hotel-empty">{_('hotelPage.reviews.empty')}</p>
  }

  const load = (page: number) => {
    setLoading(true)
    setFailed(false)
    fetchReviews(hotelId, site.id, page)
      .then((answer) => setAll((prev) => ({ list: [...(prev?.list ?? []), ...answer.list], page, hasMore: answer.hasMore })))
      .catch(() => setFailed(true))
      .finally(() => setLoading(false))
  }

  return (
    <>
      {reviews.score !== null ? (
        <p className="hotel-reviews__score">
          <span className="score">{withOutOfTen(formatScore(reviews.score))}</span> {i18n._('card.reviews', { count: reviews.totalCount })}
        </p>
      ) : null}
      <ul className="hotel-reviews">
        {(all ? all.list : shown).map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ul>
      {failed ? (
        <p className="message message--error" role="alert">
          {_('search.error')}
        </p>
      ) : null}
      {all === null ? (
        <button
          type="button"
          className="button"
          disabled={loading}
          onClick={() => setAll({ list: reviews.list, page: 1, hasMore: reviews.hasMore })}
        >
          {_('hotelPage.reviews.readAll')}
        </button>
      ) : all.hasMore ? (
        <button type="button" className="button" disabled={loading} onClick={() => load(all.page + 1)}>
          {_('hotelPage.reviews.more')}
        </button>
      ) : null}
    </>
  )
}
