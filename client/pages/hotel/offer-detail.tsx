import { useLingui } from '@lingui/react'
import { useEffect, useState } from 'react'
import * as v from 'valibot'
import type { StayCard as StayCardData } from '../../../shared/api/search'
import { StayDetailSchema, type StayDetail } from '../../../shared/api/stay-detail'
import { hotelStayNights, type HotelStay } from '../../../shared/rules/hotel-stay'
import { offerDetailQuery, offerStayHref, packageLines, type PackageLine } from '../../../shared/rules/hotel-page'
import { reviewSummary } from '../../../shared/rules/score'
import { useSite } from '../../app/site-context'
import { DialogButton } from '../../components/layout/dialog-button'
import { addressOf } from '../../components/map/map-place'
import { ActivityDuration } from '../../components/program/activity-duration'
import { ProgramLineIcon } from '../../components/program/program-line-icon'
import { formatLongDate } from '../../lib/format'
import { CardPrice } from '../../components/cards/card-price'

type DetailState = { readonly kind: 'loading' } | { readonly kind: 'ready'; readonly stay: StayDetail } | { readonly kind: 'failed' }

/** GET /api/weekend/:id/detail.json for the selector's stay, read through the shared schema. */
async function fetchOfferDetail(id: number, query: Record<string, string>, signal: AbortSignal): Promise<StayDetail> {
  const response = await fetch(`/api/weekend/${id}/detail.json?${new URLSearchParams(query).toString()}`, {
    headers: { accept: 'application/json' },
    signal,
  })
  if (!response.ok) throw new Error(`/api/weekend/${id}/detail.json answered ${response.status}`)
  return v.parse(StayDetailSchema, await response.json())
}

/** One line of 'Your stay includes': its icon, title, participants, 'Every day' or its duration, and an activity's how-to. */
function IncludedLine({ line }: { line: PackageLine }) {
  const { _, i18n } = useLingui()
  return (
    <li className="includes__item offer-detail__line">
      <span className="includes__icon">
        <ProgramLineIcon type={line.type} />
      </span>
      <span className="offer-detail__line-text">
        <strong>{line.title}</strong>
        <span className="offer-detail__line-facts">
          {i18n._('hotelPage.offerDetail.participants', { count: line.participants })}
          {line.when?.kind === 'everyDay' ? <> · {_('hotelPage.offerDetail.everyDay')}</> : null}
          {line.when?.kind === 'duration' ? (
            <>
              {' · '}
              <ActivityDuration minutes={line.when.minutes} />
            </>
          ) : null}
        </span>
        {line.how ? (
          <span className="offer-detail__how">
            <strong>{_('productPage.activity.how')}</strong> {line.how}
          </span>
        ) : null}
      </span>
    </li>
  )
}

/** The package summary, fetched on opening: hotel, address, score, dates, what the stay includes, important information, price and link. */
function OfferDetail({ card, stay }: { card: StayCardData; stay: HotelStay }) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const [state, setState] = useState<DetailState>({ kind: 'loading' })
  const query = offerDetailQuery(site.id, stay)
  const queryKey = new URLSearchParams(query).toString()

  useEffect(() => {
    const controller = new AbortController()
    setState({ kind: 'loading' })
    fetchOfferDetail(card.id, Object.fromEntries(new URLSearchParams(queryKey)), controller.signal)
      .then((detail) => setState({ kind: 'ready', stay: detail }))
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return
        console.warn('offer detail failed', error)
        setState({ kind: 'failed' })
      })
    return () => controller.abort()
  }, [card.id, queryKey])

  if (state.kind === 'loading')
    return (
      <p className="offer-detail__status" role="status">
        {_('hotelPage.offerDetail.loading')}
      </p>
    )
  if (state.kind === 'failed')
    return (
      <p className="offer-detail__status" role="alert">
        {_('search.error')}
      </p>
    )
  const { hotel, importantInfos } = state.stay
  const review = reviewSummary(hotel.review.count > 0 ? hotel.review.average : null, { allIncentive: true })
  const nights = hotelStayNights(stay)
  return (
    <div className="offer-detail">
      <div className="offer-detail__hotel">
        <p className="offer-detail__hotel-name">
          <strong>{hotel.label}</strong>
        </p>
        <address>{addressOf(hotel)}</address>
        <p className="product__score">
          {review.score !== null ? (
            <>
              <span className="score">{review.score}</span>
              {review.word ? <span className="score__word"> {_(review.word.id)}</span> : null}{' '}
              <span>{i18n._('card.reviews', { count: hotel.review.count })}</span>
            </>
          ) : (
            <span className="score score--new">{_('score.new')}</span>
          )}
        </p>
      </div>
      {stay.checkin && stay.checkout && nights !== undefined ? (
        <p className="offer-detail__dates">
          {i18n._('hotelPage.offerDetail.dates', {
            checkin: formatLongDate(stay.checkin, site.bcp47),
            checkout: formatLongDate(stay.checkout, site.bcp47),
            nights,
          })}
        </p>
      ) : null}
      <h3>{_('product.includes')}</h3>
      <ul className="includes offer-detail__includes">
        {packageLines(state.stay).map((line, i) => (
          <IncludedLine key={`${line.type}-${i}`} line={line} />
        ))}
      </ul>
      {importantInfos.length > 0 ? (
        <div className="message message--success offer-detail__infos">
          <h3>{_('hotelPage.importantInfos')}</h3>
          <ul className="page-dialog__list">
            {importantInfos.map((info) => (
              <li key={info}>{info}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="offer-detail__footer">
        <CardPrice card={card} className="offer-detail__price" />
        <a className="button button--primary" href={offerStayHref(card.uri, stay)}>
          {_('hotelPage.offerDetail.book')}
        </a>
      </div>
    </div>
  )
}

/** The 'Details' button under an offer of the hotel page, opening the offer's package summary (a bottom sheet on phones). */
export function OfferDetailButton({ card, stay }: { card: StayCardData; stay: HotelStay }) {
  const { _ } = useLingui()
  return (
    <DialogButton
      label={
        <>
          {_('hotelPage.offerDetail.open')}
          <span className="visually-hidden">: {card.label}</span>
        </>
      }
      title={card.label}
      className="button hotel-offers__details"
      dialogClassName="page-dialog--offer"
    >
      <OfferDetail card={card} stay={stay} />
    </DialogButton>
  )
}
