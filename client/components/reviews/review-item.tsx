import { useLingui } from '@lingui/react'
import type { Review } from '../../../shared/api/reviews'
import { formatScore, withOutOfTen } from '../../../shared/rules/score'
import { useSite } from '../../app/site-context'
import { formatLongDate } from '../../lib/format'

/** One review: its score, author and date, what the guest liked and disliked. */
export function ReviewItem({ review }: { review: Review }) {
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
