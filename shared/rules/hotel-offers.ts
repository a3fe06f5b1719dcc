// A hotel's other offers: the drawer of a result card and the stay page's 'other offers at the same
// hotel' (product-pages.md §2, §7 "offers for hotel drawer", §9).
import type { OffersRequest, StayCard } from '../api/search'
import type { Message } from '../message'
import { DEFAULT_CRITERIA, type SearchCriteria } from '../search/criteria'
import { stayNights } from '../search/criteria-edits'
import type { Flow, SiteId } from '../sites'

/** Offers of the hotel asked for (the hotel drawer's configured numberOfPackagesPerHotel). */
export const OTHER_OFFERS_PACKAGES = 20

/** The hotel's other offers: every card but the stay's own. */
export function otherOffers(cards: readonly StayCard[], stayId: number): StayCard[] {
  return cards.filter((card) => card.id !== stayId)
}

/** Whether the drawer's offers are priced for the visitor's dates: the booking flow with a check-in. */
export function forDates(flow: Flow, criteria: SearchCriteria): boolean {
  return flow === 'booking' && criteria.checkin !== undefined
}

/**
 * offers.json body of the drawer: the hotel's offers cheapest first (gift prices in gifting), for
 * the search's party and, outside gifting, its dates; a gift is for 2 adults. The packages per
 * hotel are the configured ones, the search's filters are not applied.
 */
export function hotelOffersRequest(locale: SiteId, flow: Flow, criteria: SearchCriteria, hotelId: number): OffersRequest {
  const gifting = flow === 'gifting'
  const nights = stayNights(criteria)
  const dated = !gifting && flow !== 'activity' && criteria.checkin !== undefined
  return {
    locale,
    flow: flow === 'activity' ? 'booking' : flow,
    ...(gifting ? { type: 'gift' as const } : {}),
    orderBy: gifting ? 'svPriceAsc' : 'priceAsc',
    searchProvider: 'default',
    pax: gifting
      ? { adults: DEFAULT_CRITERIA.a, children: 0, babies: 0, singleRoom: false }
      : { adults: criteria.a, children: criteria.c, babies: criteria.b, singleRoom: criteria.s === true || criteria.c + criteria.b > 0 },
    ...(dated ? { checkin: criteria.checkin, nights: Math.min(30, Math.max(1, nights ?? 1)) } : {}),
    filters: {},
    page: 1,
    limit: OTHER_OFFERS_PACKAGES,
    performMapSearch: false,
    performGiftableSearch: gifting,
    hotelId,
    numberOfPackagesPerHotel: OTHER_OFFERS_PACKAGES,
    excludedHotelIds: [],
  }
}

/** The drawer's heading: 'N other offers available', 'for your dates' when they are priced for them. */
export function hotelOffersTitle(count: number, flow: Flow, criteria: SearchCriteria): Message {
  return { id: forDates(flow, criteria) ? 'hotelOffers.countForDates' : 'hotelOffers.count', values: { count } }
}
