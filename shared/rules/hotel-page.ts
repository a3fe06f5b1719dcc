// The hotel page's blocks (product-pages.md "Hotel page"; site-wide.md §3 and §9).
import type { Review, ReviewsResponse } from '../api/reviews'
import type { StayCard } from '../api/search'
import type { HotelDetail } from '../api/stay-detail'

/** What the hotel page shows: the hotel as its detail call answers it, its offers, its first reviews and offers around it. */
export interface HotelPageData {
  hotel: HotelDetail
  offers: StayCard[]
  /** The first page of reviews; null when they could not be read. */
  reviews: ReviewsResponse | null
  /** Offers of the nearest other hotels. */
  nearby: StayCard[]
}

/** Offers of the hotel asked for in one search (the hotel drawer's numberOfPackagesPerHotel). */
export const HOTEL_PAGE_PACKAGES = 20

/** Offers of other hotels in the 'Hotels around that may interest you' carousel. */
export const HOTEL_NEARBY_CARDS = 6

/** Reviews shown in the hotel page's reviews block. */
export const HOTEL_REVIEWS_SHOWN = 4

/** The reviews block: the first reviews that carry a positive comment, up to four. */
export function reviewsToShow(list: readonly Review[]): Review[] {
  return list.filter((r) => (r.positive ?? '').trim() !== '').slice(0, HOTEL_REVIEWS_SHOWN)
}
