import { Hono } from 'hono'
import {
  BENEFICIARY_PACKAGES_PER_HOTEL,
  BoxCodeSchema,
  BoxDetailQuerySchema,
  BoxFacetsQuerySchema,
  BoxOffersQuerySchema,
  BoxSearchQuerySchema,
} from '../../../shared/api/boxes'
import type { AppEnv } from '../../env'
import { getCatalog } from '../../data/get-catalog'
import { param, vQuery } from '../../validate'
import { respondCached } from './respond'

/**
 * Gift boxes ({frontGateway}): list, detail, offers (the box page's, and the beneficiary's under
 * /box-offers) and facets. The affiliate id is validated and left out of the catalogue call and the
 * cache key: no catalogue answer depends on it, and one entry per affiliate would only split the cache.
 */
export const boxes = new Hono<AppEnv>()
  .get('/boxes/search', vQuery(BoxSearchQuerySchema), async (c) => {
    const { locale } = c.req.valid('query')
    return respondCached(c, { pageType: 'boxes', site: locale, request: { boxes: true } }, 'boxes', () => getCatalog(c).searchBoxes(locale))
  })
  .get('/boxes/:code/product-detail', vQuery(BoxDetailQuerySchema), async (c) => {
    const code = param(c, 'code', BoxCodeSchema)
    const { locale } = c.req.valid('query')
    return respondCached(c, { pageType: 'boxes', site: locale, products: [`box:${code}`], request: { box: code } }, 'box', () =>
      getCatalog(c).getBox(code, locale),
    )
  })
  // The box page's carousel: every stay of the box unless numberOfPackagesPerHotel limits them.
  .get('/boxes/:code/offers', vQuery(BoxOffersQuerySchema), async (c) => {
    const code = param(c, 'code', BoxCodeSchema)
    const { affiliateId: _affiliateId, ...q } = c.req.valid('query')
    return respondCached(c, { pageType: 'boxes', site: q.locale, products: [`box:${code}`], request: { boxOffers: code, q } }, 'box', () =>
      getCatalog(c).getBoxOffers(code, q),
    )
  })
  // The beneficiary's call: 20 offers per hotel unless it says otherwise (product-pages §7).
  .get('/box-offers/:code', vQuery(BoxOffersQuerySchema), async (c) => {
    const code = param(c, 'code', BoxCodeSchema)
    const { affiliateId: _affiliateId, ...query } = c.req.valid('query')
    const q = { ...query, numberOfPackagesPerHotel: query.numberOfPackagesPerHotel ?? BENEFICIARY_PACKAGES_PER_HOTEL }
    return respondCached(c, { pageType: 'boxes', site: q.locale, products: [`box:${code}`], request: { boxOffers: code, q } }, 'box', () =>
      getCatalog(c).getBoxOffers(code, q),
    )
  })
  .get('/box-facets/:code', vQuery(BoxFacetsQuerySchema), async (c) => {
    const code = param(c, 'code', BoxCodeSchema)
    const { affiliateId: _affiliateId, ...q } = c.req.valid('query')
    return respondCached(c, { pageType: 'boxes', site: q.locale, products: [`box:${code}`], request: { boxFacets: code, q } }, 'box', () =>
      getCatalog(c).getBoxFacets(code, q),
    )
  })
