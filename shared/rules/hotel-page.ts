// The hotel page's blocks (product-pages.md "Hotel page"; site-wide.md §3 and §9).
import type { HotelRoom } from '../api/hotel-rooms'
import type { Review, ReviewsResponse } from '../api/reviews'
import type { OffersRequest, StayCard } from '../api/search'
import type { HotelDetail, ProgramLine, StayDetail } from '../api/stay-detail'
import type { SiteId } from '../sites'
import { hotelStayNights, serializeHotelStayHash, type HotelStay } from './hotel-stay'

/** What the hotel page shows: the hotel as its detail call answers it, its offers and rooms, its first reviews and offers around it. */
export interface HotelPageData {
  hotel: HotelDetail
  offers: StayCard[]
  /** The rooms that have an offer on sale, each with its offers; null when they could not be read. */
  rooms: HotelRoom[] | null
  /** The first page of reviews; null when they could not be read. */
  reviews: ReviewsResponse | null
  /** Offers of the nearest other hotels. */
  nearby: StayCard[]
}

/** Offers of the hotel asked for in one search (the hotel drawer's numberOfPackagesPerHotel). */
export const HOTEL_PAGE_PACKAGES = 20

/** The search the hotel page's calls share: booking flow, two adults, no dates (a from-price per offer). */
export function hotelSearchRequest(locale: SiteId, overrides: Partial<OffersRequest>): OffersRequest {
  return {
    locale,
    flow: 'booking',
    orderBy: 'priceQuality',
    searchProvider: 'default',
    pax: { adults: 2, children: 0, babies: 0, singleRoom: false },
    filters: {},
    page: 1,
    limit: HOTEL_PAGE_PACKAGES,
    performMapSearch: false,
    performGiftableSearch: false,
    numberOfPackagesPerHotel: 1,
    excludedHotelIds: [],
    ...overrides,
  }
}

/**
 * The hotel's offers (the hotel drawer's search, 20 per hotel): from-prices for two adults without
 * a stay, or priced for the stay's dates and party once the selector has them.
 */
export function hotelOffersRequest(locale: SiteId, hotelId: number, stay?: HotelStay): OffersRequest {
  const nights = stay ? hotelStayNights(stay) : undefined
  return hotelSearchRequest(locale, {
    hotelId,
    numberOfPackagesPerHotel: HOTEL_PAGE_PACKAGES,
    ...(stay ? { pax: stay.pax } : {}),
    ...(stay?.checkin && nights !== undefined ? { checkin: stay.checkin, nights } : {}),
  })
}

/** Offers of other hotels in the 'Hotels around that may interest you' carousel. */
export const HOTEL_NEARBY_CARDS = 6

/**
 * The nearest other hotels' offers, nearest first: from-prices for two adults without a stay, or
 * only those on sale for the stay's dates and party, priced for them, once the selector has them.
 */
export function hotelNearbyRequest(
  locale: SiteId,
  hotel: { id: number; location: { latitude: number; longitude: number } },
  stay?: HotelStay,
): OffersRequest {
  const nights = stay ? hotelStayNights(stay) : undefined
  return hotelSearchRequest(locale, {
    orderBy: 'distance',
    filters: { lat: hotel.location.latitude, lng: hotel.location.longitude },
    excludedHotelIds: [hotel.id],
    limit: HOTEL_NEARBY_CARDS,
    ...(stay ? { pax: stay.pax } : {}),
    ...(stay?.checkin && nights !== undefined ? { checkin: stay.checkin, nights } : {}),
  })
}

/** Reviews shown in the hotel page's reviews block. */
export const HOTEL_REVIEWS_SHOWN = 4

/** The reviews block: the first reviews that carry a positive comment, up to four. */
export function reviewsToShow(list: readonly Review[]): Review[] {
  return list.filter((r) => (r.positive ?? '').trim() !== '').slice(0, HOTEL_REVIEWS_SHOWN)
}

/** Eco facilities from which a hotel carries the eco label (product-pages.md §9). */
export const ECO_LABEL_MIN_FACILITIES = 8

/** Whether the hotel shows the eco-label message: 8 eco facilities or more. */
export function hasEcoLabel(hotel: Pick<HotelDetail, 'ecoFacilities'>): boolean {
  return hotel.ecoFacilities.length >= ECO_LABEL_MIN_FACILITIES
}

/** Photos the desktop gallery shows before its 'See {{count}} pictures' button (site-wide.md §9). */
export const HOTEL_GALLERY_SHOWN = 4

/** The hotel's information dialogs, in the order of their buttons in the about section. */
export const HOTEL_INFO_MODALS = ['gettingThere', 'hours', 'services', 'thingsToKnow'] as const
export type HotelInfoModal = (typeof HOTEL_INFO_MODALS)[number]

/** Facility categories told in 'Getting there' (parking, charging points, shuttle) rather than with the services. */
export const GETTING_THERE_CATEGORIES: readonly string[] = ['transport']

/** The distinct cancellation sentences of the hotel's offers, in the offers' order. */
export function cancellationMessages(offers: readonly Pick<StayCard, 'cancellationPolicy'>[]): string[] {
  return [...new Set(offers.map((o) => o.cancellationPolicy.message.trim()).filter((m) => m !== ''))]
}

/**
 * The information dialogs that have something to say, each shown as a button only then: getting
 * there (an address or coordinates), opening hours (check-in or check-out), services (a category
 * of facilities) and things to know (pets, local tax, cancellation, important information).
 */
export function hotelInfoModals(hotel: HotelDetail): HotelInfoModal[] {
  const has: Record<HotelInfoModal, boolean> = {
    gettingThere:
      hotel.location.address.trim() !== '' ||
      hotel.location.zipCode.trim() !== '' ||
      (Number.isFinite(hotel.location.latitude) && Number.isFinite(hotel.location.longitude)),
    hours: Boolean(hotel.checkInOut.checkIn || hotel.checkInOut.checkOut),
    services: hotel.infoGeneral.some((group) => group.facilities.length > 0),
    // The pets policy always says whether pets are welcome (the local tax, the offers' cancellation
    // policies and the important information come with it when there are some).
    thingsToKnow: true,
  }
  return HOTEL_INFO_MODALS.filter((modal) => has[modal])
}

/** The kinds of line of 'Your stay includes', in the order the package summary lists them. */
export const PACKAGE_LINE_TYPES = ['ROOM', 'BREAKFAST', 'DINNER', 'ACTIVITY', 'EXTRA'] as const
export type PackageLineType = (typeof PACKAGE_LINE_TYPES)[number]

/** One line of the offer's package summary. */
export interface PackageLine {
  readonly type: PackageLineType
  /** The room's name for the room, the line's title otherwise. */
  readonly title: string
  /** People the line is for. */
  readonly participants: number
  /** Repeated lines say 'Every day', others their duration (minutes) when they have one. */
  readonly when: { readonly kind: 'everyDay' } | { readonly kind: 'duration'; readonly minutes: number } | null
  /** How to book an activity's slot, when told. */
  readonly how: string | null
}

/**
 * 'Your stay includes' (product-pages.md §2 package summary): the stay's program lines by kind
 * (room, breakfasts, dinners, activities, extras; the program's order within a kind), the room
 * named after the room itself, each with its participants and 'Every day' when repeated, else its
 * duration; the how-to only for activities.
 */
export function packageLines(stay: Pick<StayDetail, 'programLines' | 'room'>): PackageLine[] {
  const rank = (line: ProgramLine) => PACKAGE_LINE_TYPES.indexOf(line.type)
  return stay.programLines
    .map((line, index) => ({ line, index }))
    .sort((a, b) => rank(a.line) - rank(b.line) || a.index - b.index)
    .map(({ line }) => ({
      type: line.type,
      title: line.type === 'ROOM' && stay.room ? stay.room.label : line.title,
      participants: line.displayPax,
      when: line.repeated ? { kind: 'everyDay' as const } : line.duration ? { kind: 'duration' as const, minutes: line.duration } : null,
      how: line.type === 'ACTIVITY' && line.how?.trim() ? line.how.trim() : null,
    }))
}

/** The query of an offer's detail (GET /api/weekend/:id/detail.json) for the selector's stay: dated when it has dates. */
export function offerDetailQuery(locale: SiteId, stay: HotelStay): Record<string, string> {
  const nights = hotelStayNights(stay)
  const party = { adult: String(stay.pax.adults), child: String(stay.pax.children), baby: String(stay.pax.babies) }
  return stay.checkin && nights !== undefined ? { locale, checkin: stay.checkin, night: String(nights), ...party } : { locale, ...party }
}

/** The stay page of an offer with the selector's dates and party in its hash (#checkin=…&checkout=…&nights=…&a=…&c=…&b=…). */
export function offerStayHref(uri: string, stay: HotelStay): string {
  return `${uri}#${serializeHotelStayHash(stay)}`
}
