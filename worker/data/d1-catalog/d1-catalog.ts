import type { FacetKind } from '../../../shared/api/facets'
import { FACET_KINDS, facetsQueryToCriteria } from '../../../shared/api/facets'
import { NEARBY_CITY_MAX_KM } from '../../../shared/api/autocomplete'
import type { CatalogSource } from '../catalog-source'
import { getActivityImages, getActivityOnlyDetail, searchActivityOnly } from './activity-only'
import { autocomplete, nearbyCity, recommendedAutocomplete } from './autocomplete'
import { getBox, getBoxFacets, getBoxOffers, searchBoxes } from './boxes'
import { type BookingDays, getCheckinPrices, getCheckoutNights, getHotelAvailabilities } from './calendar'
import { getAnnouncements, getBoxBlock, getCmsHomepage, getGiftBlock, getPromoBars, getTargetedBanners } from './cms'
import { searchFacets } from './facets'
import { getHotelRooms } from './hotel-rooms'
import { getNavigation } from './navigation'
import { getSearchAvailabilities } from './search-calendar'
import { searchOffers, type SearchOptions, toOffersInput } from './offers'
import { getProductOffers, getQuote } from './quote'
import { toStayPageModel } from './page-model'
import { getReviews } from './reviews'
import { getStayAndHotel, getHotelRow, giftPriceOfNights, toHotel, toStayDetail } from './stay-detail'
import { getStaticPage } from './static-pages'
import { getCustomSubElements } from './sub-elements'

/** Options of the D1 catalogue: today's date in the catalogue's time zone, the image base URL, deferred work. */
export interface D1CatalogOptions extends SearchOptions, BookingDays {}

/** The default CatalogSource: the D1 catalogue. */
export function createD1Catalog(db: D1Database, opts: D1CatalogOptions): CatalogSource {
  const today = opts.todayIso
  const bookingDays: BookingDays = { todayIso: today, firstCheckinIso: opts.firstCheckinIso }
  return {
    searchOffers: (req) => searchOffers(db, toOffersInput(req, today), opts),
    async searchFacets(q) {
      const criteria = facetsQueryToCriteria(q)
      const input = toOffersInput(
        {
          locale: q.locale,
          flow: criteria.flow,
          orderBy: 'priceQuality',
          searchProvider: 'default',
          pax: criteria.pax,
          ...(criteria.checkin ? { checkin: criteria.checkin } : {}),
          ...(criteria.nights ? { nights: criteria.nights } : {}),
          filters: criteria.filters,
          page: 1,
          limit: 1,
          performMapSearch: false,
          performGiftableSearch: false,
          numberOfPackagesPerHotel: 1,
          excludedHotelIds: [],
        },
        today,
      )
      const kinds: readonly FacetKind[] = q.propertiesRequested?.length ? q.propertiesRequested : FACET_KINDS
      return searchFacets(
        db,
        input,
        kinds.filter((k) => k !== 'tag' || q.includeActivities !== false),
      )
    },
    autocomplete: (q) => autocomplete(db, q),
    nearbyCity: (q) => nearbyCity(db, q.locale, q.lat, q.lng, NEARBY_CITY_MAX_KM),
    recommendedAutocomplete: (q) => recommendedAutocomplete(db, q),
    async getStayDetail(stayId, q) {
      const rows = await getStayAndHotel(db, stayId, q.locale)
      if (!rows) return null
      const detail = toStayDetail(rows.stay, rows.hotel, q.locale, today, opts)
      const gift = q.gift === true
      const search = await searchOffers(
        db,
        {
          ...toOffersInput(
            {
              locale: q.locale,
              flow: gift ? 'gifting' : 'booking',
              orderBy: 'priceQuality',
              searchProvider: 'default',
              pax: { adults: q.adult ?? 2, children: q.child ?? 0, babies: q.baby ?? 0, singleRoom: (q.child ?? 0) + (q.baby ?? 0) > 0 },
              ...(q.checkin && !gift ? { checkin: q.checkin, nights: q.night ?? 1 } : q.night ? { nights: q.night } : {}),
              filters: {},
              page: 1,
              limit: 50,
              performMapSearch: false,
              performGiftableSearch: gift,
              hotelId: rows.stay.hotel_id,
              numberOfPackagesPerHotel: 50,
              excludedHotelIds: [],
            },
            today,
          ),
        },
        opts,
      )
      const card = search.results.find((r) => r.id === stayId)
      // A gift for more nights is priced by the voucher of that length (none when not sold for it).
      const price = card && gift && q.night ? giftPriceOfNights(card.price, detail.giftPrices, q.night) : (card?.price ?? null)
      return {
        ...detail,
        price,
        availableRooms: card ? card.availableRooms : null,
        cancellationPolicy: card ? card.cancellationPolicy : detail.cancellationPolicy,
        pageModel: q.fetchPageModel === true ? toStayPageModel(detail, q.locale) : null,
      }
    },
    async getHotel(hotelId, locale) {
      const row = await getHotelRow(db, hotelId, locale)
      return row ? toHotel(row, locale, opts) : null
    },
    getHotelRooms: (hotelId, locale) => getHotelRooms(db, hotelId, locale, opts),
    getActivityOnlyDetail: (id, locale) => getActivityOnlyDetail(db, id, locale, today, opts),
    getActivityImages: (id, locale) => getActivityImages(db, id, locale, opts),
    getHotelAvailabilities: (hotelId, q) => getHotelAvailabilities(db, hotelId, q, today),
    getSearchAvailabilities: (q) => getSearchAvailabilities(db, q, today),
    getCheckoutNights: (stayId, q) => getCheckoutNights(db, stayId, q, bookingDays),
    getCheckinPrices: (stayId, q) => getCheckinPrices(db, stayId, q, today),
    getProductOffers: (stayId, q) => getProductOffers(db, stayId, q, today),
    getQuote: (stayId, q) => getQuote(db, stayId, q, bookingDays),
    getReviews: (hotelId, q) => getReviews(db, hotelId, q),
    searchActivityOnly: (req) => searchActivityOnly(db, req, today, opts),
    searchBoxes: (locale) => searchBoxes(db, locale, today, opts),
    getBox: (code, locale) => getBox(db, code, locale, today, opts),
    getBoxOffers: (code, q) => getBoxOffers(db, code, q, today, opts),
    getBoxFacets: (code, q) => getBoxFacets(db, code, q, today),
    getCustomSubElements: (locale) => getCustomSubElements(db, locale),
    getCmsHomepage: (q) => getCmsHomepage(db, q),
    getPromoBars: (q) => getPromoBars(db, q),
    getNavigation: (q) => getNavigation(db, q, bookingDays),
    getAnnouncements: (locale) => getAnnouncements(db, locale),
    getGiftBlock: (locale) => getGiftBlock(db, locale),
    getBoxBlock: (locale) => getBoxBlock(db, locale),
    getTargetedBanners: (locale) => getTargetedBanners(db, locale),
    getStaticPage: (id, locale) => getStaticPage(db, id, locale),
  }
}
