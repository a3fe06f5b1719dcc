import { useLingui } from '@lingui/react'
import type { StayCard as StayCardData } from '../../../shared/api/search'
import type { HotelDetail } from '../../../shared/api/stay-detail'
import { StayCard } from '../../components/cards/stay-card'
import { CardRow } from '../../components/layout/card-row'
import { useNearbyHotels } from './use-hotel-stay'

/**
 * 'Hotels around that may interest you': the nearest other hotels' offers, from-prices for two
 * until the selector has dates, then those on sale for the stay, priced for it, each opening its
 * stay page with the dates and the party. The row keeps what it shows while the next answer loads;
 * with no hotel around on sale for the stay, or none at all, it is not shown.
 */
export function NearbyHotels({ hotel, cards }: { hotel: HotelDetail; cards: readonly StayCardData[] }) {
  const { _ } = useLingui()
  const { forStay, loading } = useNearbyHotels(hotel)
  const list = forStay ? forStay.offers : cards
  const suffix = forStay ? `#${forStay.stayHash}` : ''
  if (list.length === 0) return null
  return (
    <section aria-labelledby="nearby-title" aria-busy={loading} className="hotel-section">
      <CardRow titleId="nearby-title" title={_('hotelPage.nearby')} count={list.length}>
        {list.map((card) => (
          <li key={card.id} className="hotel-row__item">
            <StayCard card={card} flow="booking" linkSuffix={suffix} />
          </li>
        ))}
      </CardRow>
    </section>
  )
}
