import type { HotelDetail } from '../../shared/api/stay-detail'
import { hotelNearbyRequest, hotelOffersRequest, type HotelPageData } from '../../shared/rules/hotel-page'
import type { SiteId } from '../../shared/sites'
import type { CatalogSource } from './catalog-source'

type HotelPageInput = {
  locale: SiteId
  onError: (location: string, error: unknown) => void
}

/**
 * The hotel page's blocks for a hotel that exists: its offers (the hotel drawer's search, 20 per
 * hotel), its rooms (which offer is sold in which room), the first page of its reviews and the nearest other hotels' offers. A block whose call
 * fails is logged (so the page is not cached) and shown empty rather than failing the page.
 */
export async function getHotelPageData(catalog: CatalogSource, hotel: HotelDetail, input: HotelPageInput): Promise<HotelPageData> {
  const { locale, onError } = input
  const [offers, rooms, reviews, nearby] = await Promise.all([
    catalog
      .searchOffers(hotelOffersRequest(locale, hotel.id))
      .then((r) => r.results)
      .catch((error: unknown) => {
        onError('hotel.offers', error)
        return []
      }),
    catalog
      .getHotelRooms(hotel.id, locale)
      .then((r) => r?.rooms ?? [])
      .catch((error: unknown) => {
        onError('hotel.rooms', error)
        return null
      }),
    catalog.getReviews(hotel.id, { locale, withOtherLanguageFallback: true, page: 1, sort: 'DATE_DESC' }).catch((error: unknown) => {
      onError('hotel.reviews', error)
      return null
    }),
    catalog
      .searchOffers(hotelNearbyRequest(locale, hotel))
      .then((r) => r.results)
      .catch((error: unknown) => {
        onError('hotel.nearby', error)
        return []
      }),
  ])
  return { hotel, offers, rooms, reviews, nearby }
}
