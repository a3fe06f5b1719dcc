import { useEffect, useRef, useState } from 'react'
import type { Review, ReviewsResponse } from '../../../shared/api/reviews'
import { appendReviews, type ReviewsChoice } from '../../../shared/rules/reviews'
import type { SiteId } from '../../../shared/sites'
import { fetchReviews } from './reviews-api'

/** The reviews shown for a choice: its first answer (counts, score, criteria) and every page read since. */
export type ReviewPages = { choice: ReviewsChoice; first: ReviewsResponse; list: Review[]; page: number; hasMore: boolean }

/**
 * The pages of a hotel's reviews for a sort and language choice: a new choice reads page one again
 * (site-wide.md "Reviews"), showMore appends the next page. A failed first page fails the whole;
 * a failed further page keeps what is shown.
 */
export function useReviewPages(hotelId: number, site: SiteId, { sort, language }: ReviewsChoice) {
  const [pages, setPages] = useState<ReviewPages | null>(null)
  // The hotel's score and criteria (the same for every choice), kept while another choice loads.
  const [summary, setSummary] = useState<ReviewsResponse | null>(null)
  const [failed, setFailed] = useState(false)
  const [moreFailed, setMoreFailed] = useState(false)
  const [loadingMore, setLoadingMore] = useState(false)
  const more = useRef<AbortController | null>(null)

  useEffect(() => {
    const choice = { sort, language }
    const controller = new AbortController()
    // A page still coming for the previous choice is dropped.
    more.current?.abort()
    setLoadingMore(false)
    setFailed(false)
    setMoreFailed(false)
    setPages(null)
    fetchReviews(hotelId, site, 1, choice, controller.signal)
      .then((first) => {
        setSummary(first)
        setPages({ choice, first, list: first.list, page: 1, hasMore: first.hasMore })
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true)
      })
    return () => controller.abort()
  }, [hotelId, site, sort, language])

  useEffect(() => () => more.current?.abort(), [])

  const showMore = () => {
    if (!pages || loadingMore) return
    const controller = new AbortController()
    more.current = controller
    setLoadingMore(true)
    setMoreFailed(false)
    fetchReviews(hotelId, site, pages.page + 1, pages.choice, controller.signal)
      .then((answer) =>
        setPages((shown) =>
          shown && shown.choice === pages.choice
            ? { ...shown, list: appendReviews(shown.list, answer.list), page: answer.page, hasMore: answer.hasMore }
            : shown,
        ),
      )
      .catch(() => {
        if (!controller.signal.aborted) setMoreFailed(true)
      })
      .finally(() => {
        if (more.current === controller) setLoadingMore(false)
      })
  }

  return { pages, summary, failed, moreFailed, loadingMore, showMore }
}
