import { useLingui } from '@lingui/react'
import { useEffect, useState } from 'react'
import type { StayCard as StayCardData } from '../../../shared/api/search'
import { hotelOffersRequest, otherOffers } from '../../../shared/rules/hotel-offers'
import { DEFAULT_CRITERIA } from '../../../shared/search/criteria'
import type { Flow } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { StayCard } from '../../components/cards/stay-card'
import { CardRow } from '../../components/layout/card-row'
import { fetchOffers } from '../../lib/offers-api'
import { useNearViewport } from '../../lib/use-near-viewport'

type Props = { stayId: number; hotelId: number; hotel: string; flow: Flow }

/**
 * 'Other offers at the same hotel' (product-pages.md §2): the hotel's other stays as cards, read
 * when the block nears the viewport; nothing at all when the hotel has no other offer or the call fails.
 */
export function OtherOffers({ stayId, hotelId, hotel, flow }: Props) {
  const { i18n } = useLingui()
  const { site } = useSite()
  const [ref, near] = useNearViewport<HTMLDivElement>()
  const [cards, setCards] = useState<StayCardData[] | null>(null)

  useEffect(() => {
    if (!near) return
    let live = true
    // The hotel's offers for 2 adults without dates (from-prices), gift prices in gifting.
    fetchOffers(hotelOffersRequest(site.id, flow === 'gifting' ? 'gifting' : 'booking', DEFAULT_CRITERIA, hotelId))
      .then((answer) => {
        if (live) setCards(otherOffers(answer.results, stayId))
      })
      .catch(() => {
        if (live) setCards([])
      })
    return () => {
      live = false
    }
  }, [near, hotelId, stayId, site.id, flow])

  const suffix = flow === 'gifting' ? '?flow=gifting' : ''
  return (
    <div ref={ref} className="product-others" data-loaded={cards !== null}>
      {cards && cards.length > 0 ? (
        <section aria-labelledby="other-offers-title" className="product-section">
          <CardRow titleId="other-offers-title" title={i18n._('productPage.otherOffers', { hotel })} count={cards.length}>
            {cards.map((card) => (
              <li key={card.id} className="hotel-row__item">
                <StayCard card={card} flow={flow} linkSuffix={suffix} />
              </li>
            ))}
          </CardRow>
        </section>
      ) : null}
    </div>
  )
}
