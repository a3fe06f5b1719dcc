// The search criteria of the URL hash turned into the bodies and queries of
// the search calls (search.md §7): offers.json, facets.json and the activity
// search. The hash speaks in lower-case place keys and string ids; the API
// wants numeric ids, camel-case kinds and comma lists.
import type { ActivitySearchRequest } from '../../../shared/api/activity-only'
import { FACET_KINDS, SEARCH_PAGE_SIZE } from '../../../shared/api/search-constants'
import type { OffersRequest, SearchFilters } from '../../../shared/api/search'
import { DEFAULT_CRITERIA, PLACE_KEYS, serializeCriteria, type PlaceKey, type SearchCriteria } from '../../../shared/search/criteria'
import { hasLatLng, stayNights } from '../../../shared/search/criteria-edits'
import { facetQuery, splitPets, facilitiesWithPets } from '../../../shared/rules/filters'
import { isDistanceActive } from '../../../shared/rules/distance'
import { effectiveSort } from '../../../shared/rules/sort'
import type { Flow, SiteId } from '../../../shared/sites'

/** API filter keys naming a place by numeric id. */
type PlaceFilterKey = 'city' | 'hotel' | 'region' | 'department' | 'poi' | 'skiResort' | 'seaResort' | 'touristicRegion'

/** Hash place key → API filter key. */
export const PLACE_FILTER_KEYS: Readonly<Record<Exclude<PlaceKey, 'country'>, PlaceFilterKey>> = {
  city: 'city',
  hotel: 'hotel',
  region: 'region',
  department: 'department',
  poi: 'poi',
  skiresort: 'skiResort',
  searesort: 'seaResort',
  touristicregion: 'touristicRegion',
}

const positiveId = (text: string | undefined): number | undefined => {
  if (text === undefined || !/^\d{1,10}$/.test(text)) return undefined
  const id = Number(text)
  return id >= 1 && id <= 2_147_483_647 ? id : undefined
}

const idList = (values: readonly string[] | undefined): number[] | undefined => {
  const ids = (values ?? []).map(positiveId).filter((id): id is number => id !== undefined)
  return ids.length > 0 ? ids : undefined
}

const nonEmpty = <T>(values: readonly T[] | undefined): T[] | undefined => (values && values.length > 0 ? [...values] : undefined)

/** The destination, theme and filter part of the criteria as the API's filters object. */
export function toSearchFilters(criteria: SearchCriteria): SearchFilters {
  const filters: SearchFilters = {}
  for (const key of PLACE_KEYS) {
    const value = criteria[key]
    if (value === undefined) continue
    if (key === 'country') {
      if (/^[A-Za-z]{2}$/.test(value)) filters.country = value.toUpperCase()
    } else {
      const id = positiveId(value)
      if (id !== undefined) filters[PLACE_FILTER_KEYS[key]] = id
    }
  }
  if (hasLatLng(criteria)) {
    filters.lat = criteria.lat
    filters.lng = criteria.lng
  }
  if (isDistanceActive(criteria)) {
    if (criteria.distanceMin !== undefined) filters.distanceMin = criteria.distanceMin
    if (criteria.distanceMax !== undefined) filters.distanceMax = criteria.distanceMax
  }
  if (criteria.theme !== undefined) filters.themeIds = [criteria.theme]
  const lists = {
    hotelTypes: nonEmpty(criteria.hotelTypes),
    hotelEnvironments: nonEmpty(criteria.hotelEnvironments),
    hotelStyles: nonEmpty(criteria.hotelStyles),
    stars: nonEmpty(criteria.stars),
  }
  for (const [key, value] of Object.entries(lists)) if (value) Object.assign(filters, { [key]: value })
  if (criteria.hotelScore !== undefined) filters.minHotelReviewScore = criteria.hotelScore
  if (criteria.priceMin !== undefined) filters.priceMin = criteria.priceMin
  if (criteria.priceMax !== undefined) filters.priceMax = criteria.priceMax
  // 'pets' never travels in the facilities list (search.md §5).
  const { facilities, petsAllowed } = splitPets(facilitiesWithPets(criteria))
  if (facilities.length > 0) filters.facilities = facilities
  if (petsAllowed) filters.petsAllowed = true
  const tags = idList(criteria.tags)
  if (tags) filters.tags = tags
  return filters
}

/** Options of an offers.json body beyond the criteria. */
export interface OffersRequestOptions {
  readonly page?: number
  readonly limit?: number
  readonly performMapSearch?: boolean
  readonly searchProvider?: OffersRequest['searchProvider']
  readonly excludedHotelIds?: readonly number[]
  readonly hotelId?: number
}

/**
 * offers.json body of a search: locale, sort valid for the flow, party (2/0/0
 * and no dates in gifting, type gift), check-in and nights, filters, page.
 */
export function toOffersRequest(criteria: SearchCriteria, flow: Flow, locale: SiteId, options: OffersRequestOptions = {}): OffersRequest {
  const gifting = flow === 'gifting'
  const nights = stayNights(criteria)
  const dated = !gifting && criteria.checkin !== undefined
  return {
    locale,
    flow,
    ...(gifting ? { type: 'gift' as const } : {}),
    orderBy: effectiveSort(criteria.sort, flow, { hasLatLng: hasLatLng(criteria) }),
    searchProvider: options.searchProvider ?? 'default',
    pax: gifting
      ? { adults: DEFAULT_CRITERIA.a, children: 0, babies: 0, singleRoom: false }
      : { adults: criteria.a, children: criteria.c, babies: criteria.b, singleRoom: criteria.s === true || criteria.c + criteria.b > 0 },
    ...(dated ? { checkin: criteria.checkin, nights: Math.min(30, Math.max(1, nights ?? 1)) } : {}),
    // The hotel flow has no theme (search.md §2.1): one left in the address does not filter it.
    filters: toSearchFilters(flow === 'hotel' ? { ...criteria, theme: undefined } : criteria),
    page: Math.max(1, options.page ?? 1),
    limit: options.limit ?? SEARCH_PAGE_SIZE,
    performMapSearch: options.performMapSearch ?? false,
    performGiftableSearch: gifting,
    ...(options.hotelId !== undefined ? { hotelId: options.hotelId } : {}),
    numberOfPackagesPerHotel: 1,
    excludedHotelIds: [...(options.excludedHotelIds ?? [])],
  }
}

/** Criteria read back from an offers.json body (the server-rendered landing pages hand one over). */
export function criteriaFromRequest(
  request: { readonly filters?: SearchFilters; readonly pax?: Partial<OffersRequest['pax']> } | null,
): SearchCriteria {
  if (!request) return DEFAULT_CRITERIA
  const out: Record<string, unknown> = { ...DEFAULT_CRITERIA }
  const f = request.filters ?? {}
  for (const key of PLACE_KEYS) {
    const value = key === 'country' ? f.country : f[PLACE_FILTER_KEYS[key]]
    if (value !== undefined) out[key] = String(value)
  }
  if (f.themeIds?.[0] !== undefined) out.theme = f.themeIds[0]
  const pax = request.pax ?? {}
  if (pax.adults !== undefined) out.a = pax.adults
  if (pax.children) out.c = pax.children
  if (pax.babies) out.b = pax.babies
  return out as unknown as SearchCriteria
}

/**
 * facets.json query (search.md §7): the filter part from the shared facet rule
 * (comma lists, pets apart, single-voucher prices in gifting, distance only
 * when active), plus destination, theme, party, dates and what to return.
 */
export function toFacetsQuery(criteria: SearchCriteria, flow: Flow, locale: SiteId): URLSearchParams {
  const query = new URLSearchParams({
    locale,
    flow,
    orderBy: 'priceQuality',
    withNames: 'true',
    propertiesRequested: FACET_KINDS.filter((k) => k !== 'highlighted').join(','),
  })
  const filters = toSearchFilters(criteria)
  for (const key of PLACE_KEYS) {
    const value = key === 'country' ? filters.country : filters[PLACE_FILTER_KEYS[key]]
    if (value !== undefined) query.set(key === 'country' ? 'country' : PLACE_FILTER_KEYS[key], String(value))
  }
  if (criteria.theme !== undefined && flow !== 'hotel') query.set('theme', String(criteria.theme))
  if (flow !== 'gifting') {
    query.set('adult', String(criteria.a))
    query.set('child', String(criteria.c))
    query.set('baby', String(criteria.b))
    const nights = stayNights(criteria)
    if (criteria.checkin !== undefined) {
      query.set('checkin', criteria.checkin)
      query.set('nights', String(Math.min(30, Math.max(1, nights ?? 1))))
    }
  }
  // Lat/lng locate a search even without the distance filter (facetQuery adds them only with it).
  if (hasLatLng(criteria) && !isDistanceActive(criteria)) {
    query.set('lat', String(criteria.lat))
    query.set('lng', String(criteria.lng))
  }
  for (const [key, value] of Object.entries(facetQuery(criteria, flow, true))) query.set(key, value)
  return query
}

/** activity-only.json body: participants from the adults (1 to 2 in the form), filters and page. */
export function toActivityRequest(criteria: SearchCriteria, locale: SiteId, page: number): ActivitySearchRequest {
  return {
    locale,
    participants: Math.min(20, Math.max(1, criteria.a)),
    filters: toSearchFilters(criteria),
    orderBy: effectiveSort(criteria.sort, 'activity', { hasLatLng: hasLatLng(criteria) }),
    numberOfPackagesPerHotel: 20,
    page: Math.max(1, page),
    limit: SEARCH_PAGE_SIZE,
  }
}

/**
 * What a result link carries to the product page: the flow when it is not
 * booking, and the party and dates of the search in the hash.
 */
export function productLinkSuffix(criteria: SearchCriteria, flow: Flow): string {
  const query = flow === 'booking' ? '' : `?flow=${flow}`
  const kept: SearchCriteria = {
    a: criteria.a,
    c: criteria.c,
    b: criteria.b,
    ...(criteria.s ? { s: true } : {}),
    ...(flow !== 'gifting' && criteria.checkin !== undefined ? { checkin: criteria.checkin } : {}),
    ...(flow !== 'gifting' && criteria.checkout !== undefined ? { checkout: criteria.checkout } : {}),
    ...(flow !== 'gifting' && criteria.nights !== undefined ? { nights: criteria.nights } : {}),
  }
  return `${query}#${serializeCriteria(kept)}`
}
