import { useLingui } from '@lingui/react'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import type { REVIEW_CRITERIA } from '../../../shared/api/reviews'
import { REVIEW_LANGUAGES, REVIEW_SORTS, type ReviewLanguage, type ReviewSort, type ReviewsResponse } from '../../../shared/api/reviews'
import {
  DEFAULT_REVIEWS_CHOICE,
  reviewLanguageName,
  reviewsAvailable,
  reviewsView,
  type ReviewsChoice,
} from '../../../shared/rules/reviews'
import { formatScore, withOutOfTen } from '../../../shared/rules/score'
import { useSite } from '../../app/site-context'
import { DialogButton } from '../layout/dialog-button'
import { ReviewItem } from './review-item'
import { useReviewPages } from './use-review-pages'

/** Each sort's option text. */
const SORT_LABEL: Readonly<Record<ReviewSort, string>> = {
  DATE_DESC: 'hotelPage.reviews.sort.dateDesc',
  DATE_ASC: 'hotelPage.reviews.sort.dateAsc',
  SCORE_DESC: 'hotelPage.reviews.sort.scoreDesc',
  SCORE_ASC: 'hotelPage.reviews.sort.scoreAsc',
}

/** Each criterion's name. */
const CRITERION_LABEL: Readonly<Record<(typeof REVIEW_CRITERIA)[number], string>> = {
  welcoming: 'hotelPage.reviews.criterion.welcoming',
  comfort: 'hotelPage.reviews.criterion.comfort',
  cleanliness: 'hotelPage.reviews.criterion.cleanliness',
  food: 'hotelPage.reviews.criterion.food',
  localization: 'hotelPage.reviews.criterion.localization',
  priceQualityRatio: 'hotelPage.reviews.criterion.priceQualityRatio',
}

/** The hotel's score, its number of reviews and a bar per criterion. */
function ReviewsSummary({ summary }: { summary: ReviewsResponse }) {
  const { _, i18n } = useLingui()
  return (
    <div className="reviews-summary">
      {summary.score !== null ? (
        <p className="reviews-summary__score">
          <span className="score">{withOutOfTen(formatScore(summary.score))}</span> {i18n._('card.reviews', { count: summary.totalCount })}
        </p>
      ) : null}
      {summary.details.length > 0 ? (
        <dl className="reviews-summary__criteria" aria-label={_('hotelPage.reviews.criteria')}>
          {summary.details.map((criterion) => (
            <div key={criterion.label} className="reviews-summary__criterion">
              <dt>{_(CRITERION_LABEL[criterion.label])}</dt>
              <dd>
                <span className="reviews-summary__bar" aria-hidden="true">
                  <span style={{ width: `${Math.min(100, Math.max(0, criterion.score * 10))}%` }} />
                </span>
                {withOutOfTen(formatScore(criterion.score))}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  )
}

/**
 * Every review of a hotel (site-wide.md "Reviews"): the score and criteria, a sort and a language
 * select (a change reads page one again), the list with 'Show more' appending the next page of
 * 10, the message of a language without reviews with 'See all the languages', the invitation of a
 * hotel without any, and 'Oops' when the reviews cannot be read.
 */
export function ReviewsPanel({ hotelId }: { hotelId: number }) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const [choice, setChoice] = useState<ReviewsChoice>(DEFAULT_REVIEWS_CHOICE)
  const { pages, summary, failed, moreFailed, loadingMore, showMore } = useReviewPages(hotelId, site.id, choice)
  const sortId = useId()
  const languageId = useId()
  const languageSelect = useRef<HTMLSelectElement>(null)
  const list = useRef<HTMLUListElement>(null)
  // The first review a 'Show more' brings: it takes the focus, so the keyboard reads on from there.
  const firstAdded = useRef<number | null>(null)
  const view = pages ? reviewsView(pages.choice, pages.first) : null

  useEffect(() => {
    const index = firstAdded.current
    const item = index === null ? null : list.current?.children[index]
    if (!(item instanceof HTMLElement)) return
    firstAdded.current = null
    item.tabIndex = -1
    item.focus()
  }, [pages?.list.length])

  let content: ReactNode
  if (failed) {
    content = (
      <p className="message message--error" role="alert">
        {_('search.error')}
      </p>
    )
  } else if (!pages) {
    content = (
      <p className="reviews-panel__loading" role="status">
        {_('productPage.reviews.loading')}
      </p>
    )
  } else if (view === 'empty') {
    content = <p className="hotel-empty">{_('hotelPage.reviews.empty')}</p>
  } else if (view === 'noneInLanguage' && pages.choice.language !== null) {
    content = (
      <div className="hotel-empty">
        <p role="status">
          {i18n._('hotelPage.reviews.noneInLanguage', { language: reviewLanguageName(pages.choice.language, site.bcp47, 'sentence') })}
        </p>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setChoice((current) => ({ ...current, language: null }))
            languageSelect.current?.focus()
          }}
        >
          {_('hotelPage.reviews.allLanguages')}
        </button>
      </div>
    )
  } else {
    content = (
      <>
        <ul ref={list} className="hotel-reviews hotel-reviews--all">
          {pages.list.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
        <p className="reviews-panel__count" role="status">
          {i18n._('hotelPage.reviews.shown', { shown: pages.list.length, total: reviewsAvailable(pages.choice, pages.first) })}
        </p>
        {moreFailed ? (
          <p className="message message--error" role="alert">
            {_('search.error')}
          </p>
        ) : null}
        {pages.hasMore ? (
          <button
            type="button"
            className="button"
            disabled={loadingMore}
            onClick={() => {
              firstAdded.current = pages.list.length
              showMore()
            }}
          >
            {_('hotelPage.reviews.more')}
          </button>
        ) : null}
      </>
    )
  }

  // A hotel without any review shows the invitation alone: nothing to sort or filter.
  const hasReviews = summary !== null && summary.totalCount > 0
  return (
    <div className="reviews-panel">
      {hasReviews ? <ReviewsSummary summary={summary} /> : null}
      {hasReviews ? (
        <div className="reviews-panel__choices">
          <div className="field">
            <label className="field__label" htmlFor={sortId}>
              {_('hotelPage.reviews.sort')}
            </label>
            <select
              id={sortId}
              className="field__control"
              value={choice.sort}
              onChange={(e) => {
                const sort = REVIEW_SORTS.find((s) => s === e.target.value)
                if (sort) setChoice((current) => ({ ...current, sort }))
              }}
            >
              {REVIEW_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {_(SORT_LABEL[sort])}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={languageId}>
              {_('hotelPage.reviews.language')}
            </label>
            <select
              ref={languageSelect}
              id={languageId}
              className="field__control"
              value={choice.language ?? ''}
              onChange={(e) => {
                const language: ReviewLanguage | null = REVIEW_LANGUAGES.find((l) => l === e.target.value) ?? null
                setChoice((current) => ({ ...current, language }))
              }}
            >
              <option value="">{_('hotelPage.reviews.language.all')}</option>
              {REVIEW_LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {reviewLanguageName(language, site.bcp47, 'option')}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}
      <div className="reviews-panel__content" aria-busy={!pages && !failed}>
        {content}
      </div>
    </div>
  )
}

/** A button (the header's score) opening every review of the hotel in a modal dialog. */
export function ReviewsButton({ hotelId, className, children }: { hotelId: number; className: string; children: ReactNode }) {
  const { _ } = useLingui()
  return (
    <DialogButton label={children} title={_('hotelPage.reviews')} className={className} dialogClassName="page-dialog--wide">
      <ReviewsPanel hotelId={hotelId} />
    </DialogButton>
  )
}
