import * as v from 'valibot'
import { ActivityDetailSchema, ActivitySearchResponseSchema } from '../../shared/api/activity-only'
import { AutocompleteResponseSchema, NearbyCityResponseSchema } from '../../shared/api/autocomplete'
import {
  CheckinPricesResponseSchema,
  CheckoutNightsResponseSchema,
  HotelAvailabilitiesResponseSchema,
  SearchAvailabilitiesResponseSchema,
} from '../../shared/api/availability'
import { BoxDetailSchema, BoxFacetsResponseSchema, BoxOffersResponseSchema, BoxSearchResponseSchema } from '../../shared/api/boxes'
import {
  AnnouncementResponseSchema,
  BoxBlockResponseSchema,
  CmsHomepageSchema,
  GiftBlockResponseSchema,
  NavigationResponseSchema,
  PromoBarsResponseSchema,
  TargetedBannerResponseSchema,
} from '../../shared/api/cms'
import { FacetsResponseSchema } from '../../shared/api/facets'
import { HotelRoomsResponseSchema } from '../../shared/api/hotel-rooms'
import { ProductOffersResponseSchema, QuoteResponseSchema } from '../../shared/api/product'
import { SubElementsResponseSchema } from '../../shared/api/purchase'
import { ReviewsResponseSchema } from '../../shared/api/reviews'
import { OffersResponseSchema } from '../../shared/api/search'
import { StaticPageResponseSchema } from '../../shared/api/static-page'
import { HotelDetailSchema, ImagesResponseSchema, StayDetailSchema } from '../../shared/api/stay-detail'
import { UpstreamError } from '../errors'
import type { CatalogSource } from './catalog-source'

/** Upstream calls give up after this long; the cache then serves stale data if it has some. */
export const UPSTREAM_TIMEOUT_MS = 4_000

export interface HttpCatalogOptions {
  /** Origin (and optional base path) of an upstream serving the same /api and /gateway contract. */
  baseUrl: string
  timeoutMs?: number
  fetch?: typeof fetch
}

type Query = Record<string, unknown>

/** Query object → search params: lists as comma lists, undefined dropped. */
export function toSearchParams(query: Query): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    params.set(key, Array.isArray(value) ? value.join(',') : String(value))
  }
  return params
}

/** Proxy mode: the same calls forwarded to an upstream, answers validated by the shared schemas. */
export function createHttpCatalog(options: HttpCatalogOptions): CatalogSource {
  const base = options.baseUrl.replace(/\/+$/, '')
  const doFetch = options.fetch ?? fetch
  const timeout = options.timeoutMs ?? UPSTREAM_TIMEOUT_MS

  async function call<S extends v.GenericSchema>(
    schema: S,
    method: 'GET' | 'POST',
    path: string,
    input: { query?: Query; body?: unknown } = {},
  ): Promise<v.InferOutput<S> | null> {
    const qs = input.query ? `?${toSearchParams(input.query).toString()}` : ''
    let res: Response
    try {
      res = await doFetch(`${base}${path}${qs}`, {
        method,
        headers: { Accept: 'application/json', ...(input.body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
        ...(input.body !== undefined ? { body: JSON.stringify(input.body) } : {}),
        signal: AbortSignal.timeout(timeout),
      })
    } catch (err) {
      throw new UpstreamError(`Upstream ${method} ${path} failed: ${err instanceof Error ? err.message : String(err)}`)
    }
    if (res.status === 404) return null
    if (!res.ok) throw new UpstreamError(`Upstream ${method} ${path} answered ${res.status}`)
    let json: unknown
    try {
      json = await res.json()
    } catch {
      throw new UpstreamError(`Upstream ${method} ${path} answered invalid JSON`)
    }
    const parsed = v.safeParse(schema, json)
    if (!parsed.success) throw new UpstreamError(`Upstream ${method} ${path} answered an unexpected shape`)
    return parsed.output
  }

  async function must<T>(p: Promise<T | null>, what: string): Promise<T> {
    const value = await p
    if (value === null) throw new UpstreamError(`Upstream has no ${what}`)
    return value
  }

  return {
    searchOffers: (req) => must(call(OffersResponseSchema, 'POST', '/api/offers.json', { body: req }), 'search'),
    searchFacets: (q) => must(call(FacetsResponseSchema, 'GET', '/api/facets.json', { query: q }), 'facets'),
    autocomplete: (q) => must(call(AutocompleteResponseSchema, 'GET', '/api/autocomplete-geonames.json', { query: q }), 'autocomplete'),
    recommendedAutocomplete: (q) =>
      must(call(AutocompleteResponseSchema, 'GET', '/api/recommendedAutocomplete.json', { query: q }), 'autocomplete'),
    nearbyCity: async (q) => {
      const query = { locale: q.locale, lat: String(q.lat), lng: String(q.lng) }
      return (await must(call(NearbyCityResponseSchema, 'GET', '/api/nearby-city.json', { query }), 'nearby city')).city
    },
    getStayDetail: (id, q) => call(StayDetailSchema, 'GET', `/api/weekend/${id}/detail.json`, { query: q }),
    getHotel: (id, locale) => call(HotelDetailSchema, 'GET', `/api/hotels/${id}.json`, { query: { locale } }),
    getHotelRooms: (id, locale) => call(HotelRoomsResponseSchema, 'GET', `/api/hotels/${id}/rooms.json`, { query: { locale } }),
    getActivityOnlyDetail: (id, locale) =>
      call(ActivityDetailSchema, 'GET', `/api/activity-only/weekend/${id}/detail.json`, { query: { locale } }),
    getActivityImages: (id, locale) => call(ImagesResponseSchema, 'GET', `/api/activities/${id}/images.json`, { query: { locale } }),
    getHotelAvailabilities: (id, q) =>
      call(HotelAvailabilitiesResponseSchema, 'GET', `/api/hotels/${id}/availabilities.json`, { query: q }),
    getSearchAvailabilities: (q) =>
      must(call(SearchAvailabilitiesResponseSchema, 'GET', '/api/search/availabilities.json', { query: q }), 'search calendar'),
    getCheckoutNights: (id, q) => call(CheckoutNightsResponseSchema, 'GET', `/api/weekend/${id}/packageCheckoutNights.json`, { query: q }),
    getCheckinPrices: (id, q) =>
      call(CheckinPricesResponseSchema, 'GET', `/api/redeem/weekend/${id}/packageCheckinPrices.json`, { query: q }),
    getProductOffers: (id, q) => call(ProductOffersResponseSchema, 'GET', `/api/product/${id}/offers`, { query: q }),
    getQuote: (id, q) =>
      call(QuoteResponseSchema, 'GET', `/api/product/${id}/quote`, {
        query: { ...q, activitySelectionList: q.activitySelectionList?.map((s) => `${s.activityId}:${s.date}`) },
      }),
    getReviews: (id, q) => call(ReviewsResponseSchema, 'GET', `/api/hotel/${id}/reviews.json`, { query: q }),
    searchActivityOnly: (req) =>
      must(call(ActivitySearchResponseSchema, 'POST', '/api/search/activity-only.json', { body: req }), 'activities'),
    searchBoxes: (locale) => must(call(BoxSearchResponseSchema, 'GET', '/gateway/boxes/search', { query: { locale } }), 'boxes'),
    getBox: (code, locale) =>
      call(BoxDetailSchema, 'GET', `/gateway/boxes/${encodeURIComponent(code)}/product-detail`, { query: { locale } }),
    getBoxOffers: (code, q) => call(BoxOffersResponseSchema, 'GET', `/gateway/boxes/${encodeURIComponent(code)}/offers`, { query: q }),
    getBoxFacets: (code, q) => call(BoxFacetsResponseSchema, 'GET', `/gateway/box-facets/${encodeURIComponent(code)}`, { query: q }),
    getCustomSubElements: (locale) =>
      must(
        call(SubElementsResponseSchema, 'GET', '/gateway/sub-elements/available-custom-sub-elements', { query: { locale } }),
        'sub-elements',
      ),
    getCmsHomepage: (q) => call(CmsHomepageSchema, 'GET', '/api/cms/homepage', { query: q }),
    getPromoBars: (q) => must(call(PromoBarsResponseSchema, 'GET', '/api/cms/promoBars', { query: q }), 'promo bars'),
    getNavigation: (q) => must(call(NavigationResponseSchema, 'GET', '/api/cms/navigation', { query: q }), 'navigation'),
    getAnnouncements: (locale) =>
      must(call(AnnouncementResponseSchema, 'GET', '/gateway/cms/announcementBanner', { query: { locale } }), 'banners'),
    getGiftBlock: (locale) => must(call(GiftBlockResponseSchema, 'GET', '/gateway/content/giftBlock', { query: { locale } }), 'gift block'),
    getBoxBlock: (locale) => call(BoxBlockResponseSchema, 'GET', `/gateway/content-boxes-block/${locale}`),
    getTargetedBanners: (locale) =>
      must(call(TargetedBannerResponseSchema, 'GET', '/content/targetedBanner.json', { query: { locale } }), 'targeted banners'),
    getStaticPage: (id, locale) =>
      call(StaticPageResponseSchema, 'GET', `/gateway/content/static-page/${encodeURIComponent(id)}`, { query: { locale } }),
  }
}
