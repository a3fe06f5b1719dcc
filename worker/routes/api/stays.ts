import { Hono } from 'hono'
import { CheckinPricesQuerySchema, CheckoutNightsQuerySchema } from '../../../shared/api/availability'
import { IdParamSchema } from '../../../shared/api/common'
import { ProductOffersQuerySchema, QuoteQuerySchema } from '../../../shared/api/product'
import { StayDetailQuerySchema } from '../../../shared/api/stay-detail'
import type { AppEnv } from '../../env'
import { getCatalog } from '../../data/get-catalog'
import { param, vQuery } from '../../validate'
import { respondCached } from './respond'

/** Offer (stay) calls: detail, possible nights, gift calendar prices, the hotel's offers and the quote. */
export const stays = new Hono<AppEnv>()
  .get('/weekend/:id/detail.json', vQuery(StayDetailQuerySchema), async (c) => {
    const id = param(c, 'id', IdParamSchema)
    const q = c.req.valid('query')
    return respondCached(c, { pageType: 'product', site: q.locale, products: [`stay:${id}`], request: { detail: id, q } }, 'offer', () =>
      getCatalog(c).getStayDetail(id, q),
    )
  })
  .get('/weekend/:id/packageCheckoutNights.json', vQuery(CheckoutNightsQuerySchema), async (c) => {
    const id = param(c, 'id', IdParamSchema)
    const q = c.req.valid('query')
    const { client: _client, multiOffer: _multi, ...keyed } = q
    return respondCached(
      c,
      { pageType: 'calendar', site: q.locale, products: [`stay:${id}`], request: { nights: id, keyed } },
      'offer',
      () => getCatalog(c).getCheckoutNights(id, q),
    )
  })
  .get('/redeem/weekend/:id/packageCheckinPrices.json', vQuery(CheckinPricesQuerySchema), async (c) => {
    const id = param(c, 'id', IdParamSchema)
    const q = c.req.valid('query')
    return respondCached(
      c,
      { pageType: 'calendar', site: q.locale, products: [`stay:${id}`], request: { checkinPrices: id, q } },
      'offer',
      () => getCatalog(c).getCheckinPrices(id, q),
    )
  })
  .get('/product/:id/offers', vQuery(ProductOffersQuerySchema), async (c) => {
    const id = param(c, 'id', IdParamSchema)
    const q = c.req.valid('query')
    return respondCached(c, { pageType: 'product', site: q.locale, products: [`stay:${id}`], request: { offers: id, q } }, 'offer', () =>
      getCatalog(c).getProductOffers(id, q),
    )
  })
  .get('/product/:id/quote', vQuery(QuoteQuerySchema), async (c) => {
    const id = param(c, 'id', IdParamSchema)
    const q = c.req.valid('query')
    return respondCached(c, { pageType: 'product', site: q.locale, products: [`stay:${id}`], request: { quote: id, q } }, 'offer', () =>
      getCatalog(c).getQuote(id, q),
    )
  })
