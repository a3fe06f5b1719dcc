import * as v from 'valibot'
import {
  AutoDiscountSchema,
  CancellationPolicySchema,
  FlowSchema,
  HotelSummarySchema,
  ImageSchema,
  int,
  intParam,
  IsoDateSchema,
  LatSchema,
  LngSchema,
  LocaleSchema,
  numberParam,
  PaxSchema,
  PriceTypeSchema,
} from './common'
import { SORT_ORDERS, type SortOrder } from '../rules/sort'

import { SEARCH_PAGE_SIZE } from './search-constants'
export { SEARCH_PAGE_SIZE }
/** Largest page a client may ask for (the map asks for every marker on one page). */
export const SEARCH_MAX_LIMIT = 500
/** Fallback searches fetch this many results (spec search §4). */
export const FALLBACK_LIMIT = 3

export const SortSchema = v.picklist(SORT_ORDERS, 'Unknown sort')
export type Sort = SortOrder

/** Destination kinds a search can target (one at a time, or lat/lng). */
export const DESTINATION_KINDS = [
  'city',
  'poi',
  'hotel',
  'department',
  'region',
  'country',
  'touristicRegion',
  'skiResort',
  'seaResort',
] as const
export type DestinationKind = (typeof DESTINATION_KINDS)[number]

const id = int(1, 2_147_483_647)
const ids = (max = 50) => v.pipe(v.array(id), v.maxLength(max))
const codes = (max = 50) => v.pipe(v.array(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,40}$/, 'Expected a code'))), v.maxLength(max))

/** Destination and attribute filters, shared by offers.json (body) and facets.json (query). */
export const SearchFiltersSchema = v.object({
  city: v.optional(id),
  poi: v.optional(id),
  hotel: v.optional(id),
  department: v.optional(id),
  region: v.optional(id),
  country: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'Expected an ISO country code'))),
  touristicRegion: v.optional(id),
  skiResort: v.optional(id),
  seaResort: v.optional(id),
  lat: v.optional(LatSchema),
  lng: v.optional(LngSchema),
  /** Kilometres around lat/lng (0-300, spec search §5). */
  distanceMin: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(300))),
  distanceMax: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(300))),
  themeIds: v.optional(ids(20)),
  hotelTypes: v.optional(codes()),
  hotelEnvironments: v.optional(codes()),
  hotelStyles: v.optional(codes()),
  stars: v.optional(v.pipe(v.array(int(1, 5)), v.maxLength(5))),
  minHotelReviewScore: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(10))),
  /** Price per person per night in cents (per person in the activity flow). */
  priceMin: v.optional(int(0, 100_000_000)),
  priceMax: v.optional(int(0, 100_000_000)),
  facilities: v.optional(codes()),
  petsAllowed: v.optional(v.boolean()),
  /** Activity ids. */
  tags: v.optional(ids()),
})
export type SearchFilters = v.InferOutput<typeof SearchFiltersSchema>

/**
 * The destination criteria in query-string form (facets.json, search/availabilities.json): one
 * place of DESTINATION_KINDS by id (a country by ISO code), or lat/lng, with an optional distance.
 */
export const DestinationQueryEntries = {
  city: v.optional(intParam(1, 2_147_483_647)),
  poi: v.optional(intParam(1, 2_147_483_647)),
  hotel: v.optional(intParam(1, 2_147_483_647)),
  department: v.optional(intParam(1, 2_147_483_647)),
  region: v.optional(intParam(1, 2_147_483_647)),
  country: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'Expected an ISO country code'))),
  touristicRegion: v.optional(intParam(1, 2_147_483_647)),
  skiResort: v.optional(intParam(1, 2_147_483_647)),
  seaResort: v.optional(intParam(1, 2_147_483_647)),
  lat: v.optional(numberParam(-90, 90)),
  lng: v.optional(numberParam(-180, 180)),
  distanceMin: v.optional(numberParam(0, 300)),
  distanceMax: v.optional(numberParam(0, 300)),
}
export const DestinationQuerySchema = v.object(DestinationQueryEntries)
export type DestinationQuery = v.InferOutput<typeof DestinationQuerySchema>

/** The destination part of a parsed query as search filters (absent keys left out). */
export function destinationFilters(q: DestinationQuery): SearchFilters {
  const filters: SearchFilters = {}
  for (const key of Object.keys(DestinationQueryEntries) as (keyof DestinationQuery)[]) {
    const value = q[key]
    if (value !== undefined) Object.assign(filters, { [key]: value })
  }
  return filters
}

/** True when the filters name a place or a point to search around. */
export function hasDestination(filters: SearchFilters): boolean {
  return DESTINATION_KINDS.some((kind) => filters[kind] !== undefined) || (filters.lat !== undefined && filters.lng !== undefined)
}

/**
 * The landing pages' top-results calls send their criteria as `searchCriterias` (spec site-wide §7),
 * with the landing's `hash`: the same filters as `filters` (which wins where both set a key); the
 * hash names the landing and changes nothing in the answer, which follows the criteria alone.
 */
export const LandingCriteriaEntries = {
  searchCriterias: v.optional(SearchFiltersSchema),
  hash: v.optional(v.pipe(v.string(), v.maxLength(2048))),
}

/** Folds a landing call's `searchCriterias` into `filters` and drops its `hash`. */
export function withLandingCriteria<T extends { filters: SearchFilters; searchCriterias?: SearchFilters; hash?: string }>(
  input: T,
): Omit<T, 'searchCriterias' | 'hash'> {
  const { searchCriterias, hash: _hash, ...rest } = input
  return { ...rest, filters: { ...searchCriterias, ...rest.filters } }
}

/** POST /api/offers.json body. */
export const OffersRequestSchema = v.pipe(
  v.object({
    locale: LocaleSchema,
    flow: v.optional(FlowSchema, 'booking'),
    /** 'gift' is the gifting flow's marker; it forces 2 adults and no dates. */
    type: v.optional(v.picklist(['gift', 'stay'])),
    orderBy: v.optional(SortSchema, 'priceQuality'),
    /** 'catalog' is used by fallback searches; both read the same catalogue. */
    searchProvider: v.optional(v.picklist(['default', 'catalog']), 'default'),
    pax: v.optional(PaxSchema, {}),
    checkin: v.optional(IsoDateSchema),
    nights: v.optional(int(1, 30)),
    filters: v.optional(SearchFiltersSchema, {}),
    page: v.optional(int(1, 10_000), 1),
    limit: v.optional(int(1, SEARCH_MAX_LIMIT), SEARCH_PAGE_SIZE),
    /** Adds exactMatch markers (id, lat/lng, weekend ids) for every result, not just the page. */
    performMapSearch: v.optional(v.boolean(), false),
    performGiftableSearch: v.optional(v.boolean(), false),
    /** Hotel drawer: the offers of one hotel. */
    hotelId: v.optional(id),
    /** Offers returned per hotel (1 for result cards; the drawer asks for more). */
    numberOfPackagesPerHotel: v.optional(int(1, 50), 1),
    /** Fallbacks exclude hotels already shown. */
    excludedHotelIds: v.optional(ids(500), []),
    ...LandingCriteriaEntries,
  }),
  v.transform(withLandingCriteria),
)
export type OffersRequest = v.InferOutput<typeof OffersRequestSchema>
export type OffersRequestInput = v.InferInput<typeof OffersRequestSchema>

export const PriceSchema = v.object({
  /** Total for the party and the nights, cents. */
  sellPrice: v.number(),
  refPrice: v.number(),
  /** Percentage off (0-100). */
  promo: v.number(),
  moneySaved: v.number(),
  priceType: PriceTypeSchema,
  /** Per person per night, rounded up (cents). */
  pricePerNight: v.number(),
})
export type Price = v.InferOutput<typeof PriceSchema>

/** A stay's price for one party composition, for the same nights and dates as the card's price. */
export const PaxPriceSchema = v.object({
  adults: v.number(),
  children: v.number(),
  babies: v.number(),
  /** Total for the party and the nights, cents. */
  sellPrice: v.number(),
  refPrice: v.number(),
  promo: v.number(),
  moneySaved: v.number(),
  /** Per person per night, rounded up (cents). */
  pricePerNight: v.number(),
})
export type PaxPrice = v.InferOutput<typeof PaxPriceSchema>

export const StayCardSchema = v.object({
  id: v.number(),
  label: v.string(),
  uri: v.string(),
  imageUrl: v.string(),
  images: v.array(ImageSchema),
  headwords: v.array(v.string()),
  hotel: HotelSummarySchema,
  price: PriceSchema,
  /**
   * The stay priced for each party composition the catalogue prices (stay_pax_prices: 1-4 adults,
   * 0-2 children, 0-1 baby) that it accepts and, with dates, has the rooms for (spec search §3:
   * prices by pax composition). A gift is for 2 people: its one composition.
   */
  prices: v.array(PaxPriceSchema),
  sellPrice: v.number(),
  refPrice: v.number(),
  promo: v.number(),
  priceType: PriceTypeSchema,
  nights: v.number(),
  participants: v.number(),
  paxCount: v.number(),
  checkin: v.nullable(v.string()),
  availableRooms: v.nullable(v.number()),
  lastMinute: v.boolean(),
  expiration: v.nullable(v.string()),
  stress: v.nullable(v.string()),
  priorityStress: v.nullable(v.string()),
  marketingLabels: v.array(v.object({ label: v.string() })),
  targetedLabel: v.nullable(v.string()),
  /** Kilometres from the searched point, when lat/lng were given. */
  distance: v.nullable(v.number()),
  itemCategory: v.picklist(['weekend', 'single_voucher', 'activity']),
  cancellationPolicy: CancellationPolicySchema,
  channelManagerId: v.nullable(v.string()),
  connectivity: v.boolean(),
  autoDiscount: v.nullable(AutoDiscountSchema),
  hasMoreOffers: v.boolean(),
  /** Other offers of the hotel (hotel drawer and numberOfPackagesPerHotel > 1). */
  weekendIds: v.array(v.number()),
  flowType: FlowSchema,
  searchType: v.picklist(['exact', 'fallback']),
  index: v.number(),
})
export type StayCard = v.InferOutput<typeof StayCardSchema>

export const MapMarkerSchema = v.object({
  id: v.number(),
  location: v.object({ latitude: v.number(), longitude: v.number() }),
  weekend: v.array(v.object({ id: v.number() })),
})

export const LocationHierarchyItemSchema = v.object({
  id: v.union([v.number(), v.string()]),
  label: v.string(),
  type: v.picklist(['country', 'region', 'department', 'city', 'poi', 'touristicRegion', 'skiResort', 'seaResort', 'hotel']),
})

export const SearchDetailsSchema = v.object({
  totalCount: v.number(),
  page: v.number(),
  limit: v.number(),
  pageCount: v.number(),
  checkin: v.nullable(v.string()),
  night: v.nullable(v.number()),
  adult: v.number(),
  child: v.number(),
  baby: v.number(),
  hotelId: v.nullable(v.number()),
  orderBy: SortSchema,
  theme: v.nullable(v.object({ id: v.number(), label: v.string() })),
  destination: v.nullable(v.object({ kind: v.string(), id: v.union([v.number(), v.string()]), label: v.string() })),
  location: v.nullable(v.object({ latitude: v.number(), longitude: v.number() })),
  locationHierarchy: v.array(LocationHierarchyItemSchema),
})
export type SearchDetails = v.InferOutput<typeof SearchDetailsSchema>

export const OffersResponseSchema = v.object({
  results: v.array(StayCardSchema),
  /** Map markers: every matching hotel when performMapSearch, else the page's. */
  exactMatch: v.array(MapMarkerSchema),
  exactMatches: v.number(),
  resultsCount: v.number(),
  searchDetails: SearchDetailsSchema,
})
export type OffersResponse = v.InferOutput<typeof OffersResponseSchema>
