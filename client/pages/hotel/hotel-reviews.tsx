import { useLingui } from '@lingui/react'
import { useState } from 'react'
import type { Review, ReviewsResponse } from '../../../shared/api/reviews'
import { reviewsToShow } from '../../../shared/rules/hotel-page'
import { formatScore, withOutOfTen } from '../../../shared/rules/score'
import { useSite } from '../../app/site-context'
import { ReviewItem } from '../../components/reviews/review-item'
import { fetchReviews } from '../../components/reviews/reviews-api'

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
