import { useLingui } from '@lingui/react'
import type { ActivityCard as ActivityCardData } from '../../../shared/api/activity-only'
import { formatPrice } from '../../../shared/money'
import { displayedPromo, formatPromo } from '../../../shared/rules/promo'
import { useSite } from '../../app/site-context'
import { CardCarousel } from './card-carousel'
import { activityPrice } from './activity-price'
import { WishlistButton } from './wishlist-button'

/** An activity-only result: images, activity centre, tags and the price per person for the party. */
export function ActivityCard({ card, adults, eager = false }: { card: ActivityCardData; adults: number; eager?: boolean }) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const price = activityPrice(card, adults)
  const promo = price ? displayedPromo(price.perPerson, price.refPerPerson, 'activityResults') : 0
  return (
    <article className="card card--activity" aria-labelledby={`activity-${card.id}`}>
      <div className="card__media">
        <CardCarousel images={card.images} firstUrl={card.imageUrl} eager={eager} onOpen={() => window.location.assign(card.uri)}>
          <WishlistButton
            item={{
              id: card.id,
              type: 'activity',
              label: card.label,
              headwords: [],
              imageUrl: card.imageUrl,
              uri: card.uri,
              hotel: { id: card.hotel.id, label: card.hotel.label },
            }}
          />
        </CardCarousel>
      </div>
      <a className="card__link" href={card.uri} data-id={card.id}>
        <div className="card__body">
          <p className="card__place">
            {card.hotel.location.label}
            {card.hotel.location.address ? <span className="card__distance"> · {card.hotel.location.address}</span> : null}
          </p>
          <h3 className="card__title" id={`activity-${card.id}`}>
            {card.label}
          </h3>
          <p className="card__hotel">{card.hotel.label}</p>
          {card.tags.length > 0 ? (
            <ul className="card__headwords">
              {card.tags.slice(0, 3).map((tag) => (
                <li key={tag.id}>{tag.label}</li>
              ))}
            </ul>
          ) : null}
          <div className="card__footer">
            {price ? (
              <div className="card__price">
                <span className="card__price-label">{_('card.price.from')}</span>
                <span className="card__amount">
                  <strong>{formatPrice(price.perPerson, site.bcp47)}</strong>
                  {promo > 0 ? <span className="badge badge--promo">{formatPromo(promo)}</span> : null}
                </span>
                <span className="card__per">{_('card.perPerson')}</span>
              </div>
            ) : null}
            <span className="button button--primary card__cta">{i18n._('card.cta.activity')}</span>
          </div>
        </div>
      </a>
    </article>
  )
}
