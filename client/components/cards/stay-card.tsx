import { useLingui } from '@lingui/react'
import { lazy, Suspense, useMemo, useState } from 'react'
import type { StayCard as StayCardData } from '../../../shared/api/search'
import { parseIsoDate } from '../../../shared/dates'
import { autoDiscountBadge } from '../../../shared/rules/promo'
import { reviewSummary } from '../../../shared/rules/score'
import { stressBadges } from '../../../shared/rules/stress'
import type { Flow } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { CardCarousel } from './card-carousel'
import { CardPrice } from './card-price'
import { ctaMessage } from './card-text'
import { StressBadges } from './stress-badges'
import { WishlistButton } from './wishlist-button'

// The hotel's offers, loaded on first opening.
const HotelOffersDrawer = lazy(() => import('./hotel-offers-drawer'))

type Props = {
  card: StayCardData
  flow: Flow
  /** The first cards load their image at once (largest contentful paint). */
  eager?: boolean
  /** Query and hash the product page opens with (flow, party, dates). */
  linkSuffix?: string
}

/**
 * A stay result: images, stress badges, wishlist heart, place, hotel and
 * stars, score, headwords, price with its type and per-night amount, promo
 * and the button of the flow. The whole card opens the product page.
 */
export function StayCard({ card, flow, eager = false, linkSuffix = '' }: Props) {
  const { _, i18n } = useLingui()
  const { flags, today, production } = useSite()
  const href = `${card.uri}${linkSuffix}`
  const badges = useMemo(() => {
    const day = parseIsoDate(today)
    return day ? stressBadges(card, day) : []
  }, [card, today])
  const review = reviewSummary(card.hotel.review.count > 0 ? card.hotel.review.average : null, { allIncentive: true })
  const autoDiscount = autoDiscountBadge(card.autoDiscount, flags.autoDiscount)
  const cta = ctaMessage(card, flow)
  const ctaText = i18n._(cta.id, cta.values)
  const offersCta = cta.id === 'card.cta.offers'
  const [offers, setOffers] = useState(false)

  return (
    <article className="card" aria-labelledby={`card-${card.id}`}>
      <div className="card__media">
        <CardCarousel images={card.images} firstUrl={card.imageUrl} eager={eager} onOpen={() => window.location.assign(href)}>
          <StressBadges badges={badges} />
          <WishlistButton
            item={{
              id: card.id,
              type: 'stay',
              label: card.label,
              headwords: card.headwords,
              imageUrl: card.imageUrl,
              uri: card.uri,
              hotel: { id: card.hotel.id, label: card.hotel.label },
            }}
          />
        </CardCarousel>
      </div>
      <a className="card__link" href={href} data-id={card.id}>
        <div className="card__body">
          <p className="card__place">
            {card.hotel.location.label}
            {card.distance !== null ? (
              <span className="card__distance"> · {i18n._('card.distance', { km: Math.round(card.distance) })}</span>
            ) : null}
          </p>
          <h3 className="card__title" id={`card-${card.id}`}>
            {card.label}
          </h3>
          <p className="card__hotel">
            {card.hotel.label}
            {card.hotel.stars > 0 ? (
              <span className="stars" role="img" aria-label={i18n._('card.stars', { count: card.hotel.stars })}>
                {' '}
                {'★'.repeat(card.hotel.stars)}
              </span>
            ) : null}
          </p>
          {/* For the teams checking hotel connections: never in production. */}
          {!production && card.connectivity && card.channelManagerId ? (
            <p className="connectivity-label">{i18n._('productPage.channelManager', { id: card.channelManagerId })}</p>
          ) : null}
          <p className="card__score">
            {review.score !== null ? <span className="score">{review.score}</span> : null}
            {review.word ? <span className={review.score === null ? 'score score--new' : 'score__word'}>{_(review.word.id)}</span> : null}
            {review.score !== null ? (
              <span className="card__reviews">{i18n._('card.reviews', { count: card.hotel.review.count })}</span>
            ) : null}
          </p>
          {card.headwords.length > 0 ? (
            <ul className="card__headwords">
              {card.headwords.slice(0, 3).map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          ) : null}
          {autoDiscount ? <p className="card__auto-discount">{i18n._(autoDiscount.id, autoDiscount.values)}</p> : null}
          <div className="card__footer">
            <CardPrice card={card} />
            {/* The hotel's offers open from the button over this place; the link says what it does. */}
            <span
              className={`button button--primary card__cta${offersCta ? ' card__cta--place' : ''}`}
              aria-hidden={offersCta || undefined}
            >
              {ctaText}
            </span>
          </div>
        </div>
      </a>
      {offersCta ? (
        <button
          type="button"
          className="button button--primary card__cta card__offers"
          aria-haspopup="dialog"
          onClick={() => setOffers(true)}
        >
          {ctaText}
        </button>
      ) : null}
      {offers ? (
        <Suspense fallback={null}>
          <HotelOffersDrawer stayId={card.id} hotel={card.hotel} flow={flow} linkSuffix={linkSuffix} onClose={() => setOffers(false)} />
        </Suspense>
      ) : null}
    </article>
  )
}
