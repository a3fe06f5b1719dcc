import { useLingui } from '@lingui/react'
import type { StayCard as StayCardData } from '../../../shared/api/search'
import { formatPrice } from '../../../shared/money'
import { displayedPromo, formatPromo } from '../../../shared/rules/promo'
import { useSite } from '../../app/site-context'
import { PRICE_TYPE_MESSAGE, minimumStayMessage, nightlyPrice } from './card-text'

/**
 * An offer's price as its card tells it (the search cards, the hotel page's room offers and offer
 * detail): the price type (a from-price without dates, the final
 * price with them), the amount with its promo, the party and nights with the price per night, and
 * the minimum stay of a from-price for more than one night.
 */
export function CardPrice({ card, className = '' }: { card: StayCardData; className?: string }) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const price = (cents: number) => formatPrice(cents, site.bcp47)
  const promo = displayedPromo(card.sellPrice, card.refPrice, 'card')
  const perNight = nightlyPrice(card.sellPrice, card.nights)
  const minimumStay = minimumStayMessage(card)
  return (
    <div className={`card__price ${className}`.trim()}>
      <span className="card__price-label">{_(PRICE_TYPE_MESSAGE[card.priceType])}</span>
      <span className="card__amount">
        <strong>{price(card.sellPrice)}</strong>
        {promo > 0 ? (
          <>
            <s className="card__ref">{price(card.refPrice)}</s>
            <span className="badge badge--promo">{formatPromo(promo)}</span>
          </>
        ) : null}
      </span>
      <span className="card__per">
        {i18n._('card.forPeople', { count: card.participants, nights: card.nights })}
        {perNight !== null ? ` · ${i18n._('card.perNight', { price: price(perNight) })}` : null}
      </span>
      {minimumStay ? <span className="card__min-stay">{i18n._(minimumStay.id, minimumStay.values)}</span> : null}
    </div>
  )
}
