import { Hono } from 'hono'
import { ActivitySearchRequestSchema } from '../../../shared/api/activity-only'
import { SearchAvailabilitiesQuerySchema } from '../../../shared/api/availability'
import { facetsPriceFields, FacetsQuerySchema } from '../../../shared/api/facets'
import { destinationFilters, OffersRequestSchema, type OffersRequest, type SearchFilters } from '../../../shared/api/search'
import { isSortValid } from '../../../shared/rules/sort'
import type { AppEnv } from '../../env'
import { badRequest } from '../../errors'
import { getCatalog } from '../../data/get-catalog'
import { checkCalendarMonth, vJson, vQuery } from '../../validate'
import { respondCached } from './respond'

/** A range whose minimum exceeds its maximum is a 400 naming the minimum's field. */
function checkRange(min: number | undefined, max: number | undefined, minField: string, maxField: string, prefix = ''): void {
  if (min !== undefined && max !== undefined && min > max) {
    throw badRequest(`${minField} must not exceed ${maxField}`, `${prefix}${minField}`)
  }
}

/** Cross-field rules the schemas cannot express field by field; each failure names its field. */
export function checkFilters(filters: SearchFilters, prefix: string): void {
  checkRange(filters.distanceMin, filters.distanceMax, 'distanceMin', 'distanceMax', prefix)
  checkRange(filters.priceMin, filters.priceMax, 'priceMin', 'priceMax', prefix)
  if ((filters.lat === undefined) !== (filters.lng === undefined)) {
    throw badRequest('lat and lng go together', `${prefix}${filters.lat === undefined ? 'lat' : 'lng'}`)
  }
}

/** Sort validity per flow (search §5): an invalid sort is a 400 naming orderBy. */
export function checkOffersRequest(req: OffersRequest): void {
  if (req.flow === 'activity') {
    throw badRequest('Activity-only products are searched with POST /api/search/activity-only.json', 'flow')
  }
  const flow = req.type === 'gift' ? 'gifting' : req.flow
  const hasLatLng = req.filters.lat !== undefined && req.filters.lng !== undefined
  // The hotel drawer asks for priceAsc in every flow (product-pages §7); the per-flow table governs result pages.
  const drawer = req.hotelId !== undefined && req.orderBy !== 'distance'
  if (!drawer && !isSortValid(req.orderBy, flow, { hasLatLng })) {
    throw badRequest(
      `Sort ${req.orderBy} is not valid in the ${flow} flow${req.orderBy === 'distance' ? ' without lat and lng' : ''}`,
      'orderBy',
    )
  }
  checkFilters(req.filters, 'filters.')
}

/** POST /offers.json: search, map markers, fallbacks (catalog provider, limit 3, excluded hotels), hotel drawer. */
export const offers = new Hono<AppEnv>().post('/offers.json', vJson(OffersRequestSchema), async (c) => {
  const req = c.req.valid('json')
  checkOffersRequest(req)
  return respondCached(c, { pageType: 'search', site: req.locale, request: req }, 'search', () => getCatalog(c).searchOffers(req))
})

/** GET /facets.json: facet counts agreeing with offers.json for the same criteria. */
export const facets = new Hono<AppEnv>().get('/facets.json', vQuery(FacetsQuerySchema), async (c) => {
  const q = c.req.valid('query')
  if (q.flow === 'activity') throw badRequest('Facets describe stays; the activity flow has none', 'flow')
  if (q.orderBy !== undefined && !isSortValid(q.orderBy, q.flow, { hasLatLng: q.lat !== undefined && q.lng !== undefined })) {
    throw badRequest(`Sort ${q.orderBy} is not valid in the ${q.flow} flow`, 'orderBy')
  }
  checkFilters(
    {
      ...(q.distanceMin !== undefined ? { distanceMin: q.distanceMin } : {}),
      ...(q.distanceMax !== undefined ? { distanceMax: q.distanceMax } : {}),
      ...(q.priceMin !== undefined ? { priceMin: q.priceMin } : {}),
      ...(q.priceMax !== undefined ? { priceMax: q.priceMax } : {}),
      ...(q.lat !== undefined ? { lat: q.lat } : {}),
      ...(q.lng !== undefined ? { lng: q.lng } : {}),
    },
    '',
  )
  checkRange(q.singleVoucherPriceMin, q.singleVoucherPriceMax, 'singleVoucherPriceMin', 'singleVoucherPriceMax')
  // Gifting may take one bound from each pair: the range it searches must not be inverted either.
  const price = facetsPriceFields(q)
  checkRange(q[price.min], q[price.max], price.min, price.max)
  // withNames and orderBy do not change the answer: left out of the cache key.
  const { withNames: _names, orderBy: _order, ...keyed } = q
  return respondCached(c, { pageType: 'facets', site: q.locale, request: keyed }, 'facets', () => getCatalog(c).searchFacets(q))
})

/** POST /search/activity-only.json: activity-only products. */
export const activitySearch = new Hono<AppEnv>().post('/search/activity-only.json', vJson(ActivitySearchRequestSchema), async (c) => {
  const req = c.req.valid('json')
  if (!isSortValid(req.orderBy, 'activity', { hasLatLng: req.filters.lat !== undefined && req.filters.lng !== undefined })) {
    throw badRequest(`Sort ${req.orderBy} is not valid in the activity flow`, 'orderBy')
  }
  checkFilters(req.filters, 'filters.')
  return respondCached(c, { pageType: 'activity', site: req.locale, request: req }, 'activities', () =>
    getCatalog(c).searchActivityOnly(req),
  )
})

/** GET /search/availabilities.json: the search bar's calendar, priced for the destination, party, flow and theme. */
export const searchAvailabilities = new Hono<AppEnv>().get(
  '/search/availabilities.json',
  vQuery(SearchAvailabilitiesQuerySchema),
  async (c) => {
    const q = c.req.valid('query')
    checkCalendarMonth(q.month)
    checkFilters(destinationFilters(q), '')
    // Cached as a search: what refreshes search results (a product purge, a search purge) refreshes it too.
    return respondCached(c, { pageType: 'search', site: q.locale, request: { searchAvailabilities: q } }, 'search calendar', () =>
      getCatalog(c).getSearchAvailabilities(q),
    )
  },
)
