import { useLingui } from '@lingui/react'
import type { StayCard as StayCardData } from '../../../shared/api/search'
import { useSite } from '../../app/site-context'
import { formatPrice, formatScore } from '../../lib/format'

/** A result card: image, promo, hotel, score, price and the call to action per flow. */
export function StayCard({ card, eager = false }: { card: StayCardData; eager?: boolean }) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const image = card.imageUrl.replace('{size}', '640_360')
  const review = card.hotel.review
  const priceLabel =
    card.priceType === 'GIFT'
      ? _('card.price.gift')
      : card.priceType === 'FINAL_PRICE'
        ? _('card.price.final')
        : _('card.price.from')
  const cta =
    card.flowType === 'gifting' ? _('card.cta.gift') : card.flowType === 'activity' ? _('card.cta.activity') : _('card.cta.offer')
  return (
    <article className="card">
      <a className="card__link" href={card.uri}>
        <div className="card__media">
          <img
            src={image}
            alt=""
            width={640}
            height={360}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            {...(eager ? { fetchPriority: 'high' as const } : {})}
          />
          {card.promo > 0 ? <span className="badge badge--promo">-{card.promo}%</span> : null}
        </div>
        <div className="card__body">
          <p className="card__place">{card.hotel.location.label}</p>
          <h3 className="card__title">{card.label}</h3>
          <p className="card__hotel">
            {card.hotel.label}
            {card.hotel.stars ? (
              <span className="stars" aria-label={i18n._('card.stars', { count: card.hotel.stars })}>
                {' '}
                {'★'.repeat(card.hotel.stars)}
              </span>
            ) : null}
          </p>
          {review.average !== null && review.count > 0 ? (
            <p className="card__score">
              <span className="score">{formatScore(review.average, site.bcp47)}/10</span>{' '}
              {i18n._('card.reviews', { count: review.count })}
            </p>
          ) : (
            <p className="card__score">
              <span className="score score--new">{_('score.new')}</span>
            </p>
          )}
          {card.headwords.length > 0 ? (
            <ul className="card__headwords">
              {card.headwords.slice(0, 3).map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          ) : null}
          <div className="card__footer">
            <p className="card__price">
              <span className="card__price-label">{priceLabel}</span>{' '}
              <strong>{formatPrice(card.sellPrice, site.bcp47)}</strong>
              {card.refPrice > card.sellPrice ? <s className="card__ref">{formatPrice(card.refPrice, site.bcp47)}</s> : null}
              <span className="card__per">{i18n._('card.forPeople', { count: card.participants, nights: card.nights })}</span>
            </p>
            <span className="button button--primary card__cta">{cta}</span>
          </div>
        </div>
      </a>
    </article>
  )
}
