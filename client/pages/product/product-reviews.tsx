import { useLingui } from '@lingui/react'
import { useEffect, useState } from 'react'
import type { ReviewsResponse } from '../../../shared/api/reviews'
import { useSite } from '../../app/site-context'
import { useNearViewport } from '../../lib/use-near-viewport'
import { fetchReviews } from '../../components/reviews/reviews-api'
import { HotelReviews } from '../hotel/hotel-reviews'

type Props = { hotelId: number; onFailed: () => void }

/**
 * The hotel's reviews on the stay page, read when the section nears the viewport (the server
 * render stays as fast as the cached detail): the hotel page's block, 4 shown and 'Read all' for
 * the rest. A failed read hides the section (site-wide.md §8), which the page does on onFailed.
 */
export function ProductReviews({ hotelId, onFailed }: Props) {
  const { _ } = useLingui()
  const { site } = useSite()
  const [ref, near] = useNearViewport<HTMLDivElement>()
  const [reviews, setReviews] = useState<ReviewsResponse | null>(null)

  useEffect(() => {
    if (!near) return
    let live = true
    fetchReviews(hotelId, site.id, 1)
      .then((answer) => {
        if (live) setReviews(answer)
      })
      .catch(() => {
        if (live) onFailed()
      })
    return () => {
      live = false
    }
  }, [near, hotelId, site.id, onFailed])

  return (
    <div ref={ref} className="product-reviews" aria-busy={reviews === null}>
      {reviews ? (
        <HotelReviews hotelId={hotelId} reviews={reviews} />
      ) : (
        <p className="product-reviews__loading">{_('productPage.reviews.loading')}</p>
      )}
    </div>
  )
}
