import { Hono } from 'hono'
import {
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

/** Gift boxes ({frontGateway}): list, detail, offers (also under /box-offers) and facets. */
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
  .get('/boxes/:code/offers', vQuery(BoxOffersQuerySchema), async (c) => {
    const code = param(c, 'code', BoxCodeSchema)
    const q = c.req.valid('query')
    return respondCached(c, { pageType: 'boxes', site: q.locale, products: [`box:${code}`], request: { boxOffers: code, q } }, 'box', () =>
      getCatalog(c).getBoxOffers(code, q),
    )
  })
  .get('/box-offers/:code', vQuery(BoxOffersQuerySchema), async (c) => {
    const code = param(c, 'code', BoxCodeSchema)
    const q = c.req.valid('query')
    return respondCached(c, { pageType: 'boxes', site: q.locale, products: [`box:${code}`], request: { boxOffers: code, q } }, 'box', () =>
      getCatalog(c).getBoxOffers(code, q),
    )
  })
  .get('/box-facets/:code', vQuery(BoxFacetsQuerySchema), async (c) => {
    const code = param(c, 'code', BoxCodeSchema)
    const { locale } = c.req.valid('query')
    return respondCached(c, { pageType: 'boxes', site: locale, products: [`box:${code}`], request: { boxFacets: code } }, 'box', () =>
      getCatalog(c).getBoxFacets(code, locale),
    )
  })
