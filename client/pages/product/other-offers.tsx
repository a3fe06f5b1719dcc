import { useLingui } from '@lingui/react'
import { useEffect, useState } from 'react'
import type { OffersRequest, OffersResponse, StayCard as StayCardData } from '../../../shared/api/search'
import { OTHER_OFFERS_PACKAGES, otherOffers } from '../../../shared/rules/product-page'
import type { Flow } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { StayCard } from '../../components/cards/stay-card'
import { useNearViewport } from '../../lib/use-near-viewport'

/** POST /api/offers.json for one hotel's offers, as the hotel drawer asks (2 adults, no dates: from-prices). */
async function fetchHotelOffers(hotelId: number, locale: OffersRequest['locale'], flow: Flow): Promise<OffersResponse> {
  const gift = flow === 'gifting'
  const request: OffersRequest = {
    locale,
    flow: gift ? 'gifting' : 'booking',
    ...(gift ? { type: 'gift' as const } : {}),
    // The spec's order by price; the gifting flow orders gift prices by its own sort.
    orderBy: gift ? 'svPriceAsc' : 'priceAsc',
    searchProvider: 'default',
    pax: { adults: 2, children: 0, babies: 0, singleRoom: false },
    filters: {},
    page: 1,
    limit: OTHER_OFFERS_PACKAGES,
    performMapSearch: false,
    performGiftableSearch: gift,
    hotelId,
    numberOfPackagesPerHotel: OTHER_OFFERS_PACKAGES,
    excludedHotelIds: [],
  }
  const response = await fetch('/api/offers.json', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(request),
  })
  if (!response.ok) throw new Error(`offers.json answered ${response.status}`)
  return (await response.json()) as OffersResponse
}

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
    fetchHotelOffers(hotelId, site.id, flow)
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
          <h2 id="other-offers-title">{i18n._('productPage.otherOffers', { hotel })}</h2>
          <ul className="hotel-row" tabIndex={0} aria-labelledby="other-offers-title">
            {cards.map((card) => (
              <li key={card.id} className="hotel-row__item">
                <StayCard card={card} flow={flow} linkSuffix={suffix} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
