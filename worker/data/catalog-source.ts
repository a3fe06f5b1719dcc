import type { ActivityDetail, ActivitySearchRequest, ActivitySearchResponse } from '../../shared/api/activity-only'
import type { AutocompleteQuery, AutocompleteResponse, NearbyCity, RecommendedAutocompleteQuery } from '../../shared/api/autocomplete'
import type {
  CheckinPricesQuery,
  CheckinPricesResponse,
  CheckoutNightsQuery,
  HotelAvailabilitiesQuery,
  HotelAvailabilitiesResponse,
  SearchAvailabilitiesQuery,
  SearchAvailabilitiesResponse,
} from '../../shared/api/availability'
import type { Box, BoxDetail, BoxFacetsQuery, BoxOffersQuery, BoxOffersResponse } from '../../shared/api/boxes'
import type {
  AnnouncementResponse,
  BoxBlockResponse,
  CmsHomepage,
  CmsQuery,
  GiftBlockResponse,
  NavigationQuery,
  NavigationResponse,
  PromoBarsResponse,
  TargetedBannerResponse,
} from '../../shared/api/cms'
import type { FacetsQuery, FacetsResponse } from '../../shared/api/facets'
import type { HotelRoomsResponse } from '../../shared/api/hotel-rooms'
import type { ProductOffersQuery, ProductOffersResponse, QuoteQuery, QuoteResponse } from '../../shared/api/product'
import type { SubElementsResponse } from '../../shared/api/purchase'
import type { ReviewsQuery, ReviewsResponse } from '../../shared/api/reviews'
import type { StaticPageResponse } from '../../shared/api/static-page'
import type { OffersRequest, OffersResponse } from '../../shared/api/search'
import type { HotelDetail, ImagesResponse, StayDetail, StayDetailQuery } from '../../shared/api/stay-detail'
import type { SiteId } from '../../shared/sites'

/** Stay detail input: the validated query, or just a locale from a page render. */
export type StayDetailInput = Pick<StayDetailQuery, 'locale'> & Partial<Omit<StayDetailQuery, 'locale'>>

/**
 * The catalogue behind /api and /gateway: the D1 catalogue by default, an HTTP upstream in proxy mode.
 * Every method takes validated input; `null` means "no such id" (a 404).
 */
export interface CatalogSource {
  /** Stay search (results page, map, fallbacks, hotel drawer). */
  searchOffers(request: OffersRequest): Promise<OffersResponse>
  /** Facet counts for the same criteria as searchOffers. */
  searchFacets(query: FacetsQuery): Promise<FacetsResponse>
  /** Destination suggestions (places and hotels) by prefix, insensitive to case and accents. */
  autocomplete(query: AutocompleteQuery): Promise<AutocompleteResponse>
  /** Destinations that hold offers of a catalogue source (a box or theme), filtered by an optional prefix. */
  recommendedAutocomplete(query: RecommendedAutocompleteQuery): Promise<AutocompleteResponse>
  /** The city of the catalogue nearest to a position (NEARBY_CITY_MAX_KM at most), named for the site. */
  nearbyCity(query: { locale: SiteId; lat: number; lng: number }): Promise<NearbyCity | null>
  /** Offer page; priced for the party and dates when checkin and night are given. */
  getStayDetail(stayId: number, query: StayDetailInput): Promise<StayDetail | null>
  getHotel(hotelId: number, locale: SiteId): Promise<HotelDetail | null>
  /** The hotel's rooms that have an offer on sale, each with its offers' ids and programme summaries (null for an unknown hotel). */
  getHotelRooms(hotelId: number, locale: SiteId): Promise<HotelRoomsResponse | null>
  getActivityOnlyDetail(productId: number, locale: SiteId): Promise<ActivityDetail | null>
  /** Images of an activity-only product. */
  getActivityImages(productId: number, locale: SiteId): Promise<ImagesResponse | null>
  getHotelAvailabilities(hotelId: number, query: HotelAvailabilitiesQuery): Promise<HotelAvailabilitiesResponse | null>
  /** Search calendar: per check-in day the shortest stay and its lowest price per person per night for a destination. */
  getSearchAvailabilities(query: SearchAvailabilitiesQuery): Promise<SearchAvailabilitiesResponse>
  /** Night counts bookable from a check-in, ascending. */
  getCheckoutNights(stayId: number, query: CheckoutNightsQuery): Promise<number[] | null>
  /** Gift calendar: per day the minimum stay and the total for the party. */
  getCheckinPrices(stayId: number, query: CheckinPricesQuery): Promise<CheckinPricesResponse | null>
  /** The other offers of the stay's hotel priced for the same dates and party. */
  getProductOffers(stayId: number, query: ProductOffersQuery): Promise<ProductOffersResponse | null>
  getQuote(stayId: number, query: QuoteQuery): Promise<QuoteResponse | null>
  getReviews(hotelId: number, query: ReviewsQuery): Promise<ReviewsResponse | null>
  searchActivityOnly(request: ActivitySearchRequest): Promise<ActivitySearchResponse>
  searchBoxes(locale: SiteId): Promise<{ boxes: Box[] }>
  /** A box with its page model. */
  getBox(code: string, locale: SiteId): Promise<BoxDetail | null>
  getBoxOffers(code: string, query: BoxOffersQuery): Promise<BoxOffersResponse | null>
  /** Facets of a box's stays for the same criteria as getBoxOffers. */
  getBoxFacets(code: string, query: BoxFacetsQuery): Promise<FacetsResponse | null>
  getCustomSubElements(locale: SiteId): Promise<SubElementsResponse>
  getCmsHomepage(query: CmsQuery): Promise<CmsHomepage | null>
  getPromoBars(query: CmsQuery): Promise<PromoBarsResponse>
  /** The search page's Inspirations menu: destinations, themes with the week's suggested theme, highlighted entries. */
  getNavigation(query: NavigationQuery): Promise<NavigationResponse>
  getAnnouncements(locale: SiteId): Promise<AnnouncementResponse>
  getGiftBlock(locale: SiteId): Promise<GiftBlockResponse>
  getBoxBlock(locale: SiteId): Promise<BoxBlockResponse | null>
  getTargetedBanners(locale: SiteId): Promise<TargetedBannerResponse>
  /** A static content page (terms of sale, cookies…) of the locale by its id. */
  getStaticPage(id: string, locale: SiteId): Promise<StaticPageResponse | null>
}
