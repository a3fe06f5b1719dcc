import { Hono } from 'hono'
import { CheckinPricesQuerySchema, CheckoutNightsQuerySchema } from '../../../shared/api/availability'
import { IdParamSchema } from '../../../shared/api/common'
import { ProductOffersQuerySchema, QuoteQuerySchema } from '../../../shared/api/product'
import { StayDetailQuerySchema } from '../../../shared/api/stay-detail'
import type { AppEnv } from '../../env'
import { catalogueBookingDays, getCatalog } from '../../data/get-catalog'
import { checkCalendarMonth, param, vQuery } from '../../validate'
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
    // The nights of today's check-in end at the same-day cut-off: an answer holds until the next one.
    const days = catalogueBookingDays()
    return respondCached(
      c,
      { pageType: 'calendar', site: q.locale, products: [`stay:${id}`], request: { nights: id, keyed, days } },
      'offer',
      () => getCatalog(c).getCheckoutNights(id, q),
    )
  })
  .get('/redeem/weekend/:id/packageCheckinPrices.json', vQuery(CheckinPricesQuerySchema), async (c) => {
    const id = param(c, 'id', IdParamSchema)
    const q = c.req.valid('query')
    checkCalendarMonth(q.month)
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
    // Bookability changes at midnight and at the same-day cut-off: an answer holds until the next one.
    const days = catalogueBookingDays()
    return respondCached(
      c,
      { pageType: 'product', site: q.locale, products: [`stay:${id}`], request: { quote: id, q, days } },
      'offer',
      () => getCatalog(c).getQuote(id, q),
    )
  })
