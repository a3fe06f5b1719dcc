import { Hono } from 'hono'
import * as v from 'valibot'
import { HotelAvailabilitiesQuerySchema } from '../../../shared/api/availability'
import { IdParamSchema, LocaleSchema } from '../../../shared/api/common'
import { HotelRoomsQuerySchema } from '../../../shared/api/hotel-rooms'
import { ReviewsQuerySchema } from '../../../shared/api/reviews'
import type { AppEnv } from '../../env'
import { getCatalog } from '../../data/get-catalog'
import { checkCalendarMonth, param, vQuery } from '../../validate'
import { respondCached } from './respond'

const HotelIdSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,10}(\.json)?$/, 'Expected a hotel id'),
  v.transform((s) => Number(s.replace('.json', ''))),
)

/** Hotel calls: the hotel, its rooms, its calendar and its reviews. */
export const hotels = new Hono<AppEnv>()
  .get('/hotels/:hotelId/availabilities.json', vQuery(HotelAvailabilitiesQuerySchema), async (c) => {
    const id = param(c, 'hotelId', IdParamSchema)
    const q = c.req.valid('query')
    checkCalendarMonth(q.month)
    return respondCached(
      c,
      { pageType: 'calendar', site: q.locale, products: [`hotel:${id}`], request: { availabilities: id, q } },
      'hotel',
      () => getCatalog(c).getHotelAvailabilities(id, q),
    )
  })
  .get('/hotels/:hotelId/rooms.json', vQuery(HotelRoomsQuerySchema), async (c) => {
    const id = param(c, 'hotelId', IdParamSchema)
    const { locale } = c.req.valid('query')
    return respondCached(c, { pageType: 'hotel', site: locale, products: [`hotel:${id}`], request: { rooms: id } }, 'hotel', () =>
      getCatalog(c).getHotelRooms(id, locale),
    )
  })
  .get('/hotels/:hotelId', vQuery(v.object({ locale: LocaleSchema })), async (c) => {
    const id = param(c, 'hotelId', HotelIdSchema)
    const { locale } = c.req.valid('query')
    return respondCached(c, { pageType: 'hotel', site: locale, products: [`hotel:${id}`], request: { hotel: id } }, 'hotel', () =>
      getCatalog(c).getHotel(id, locale),
    )
  })
  .get('/hotel/:hotelId/reviews.json', vQuery(ReviewsQuerySchema), async (c) => {
    const id = param(c, 'hotelId', IdParamSchema)
    const q = c.req.valid('query')
    const { client: _client, ...keyed } = q
    return respondCached(
      c,
      { pageType: 'reviews', site: q.locale, products: [`hotel:${id}`], request: { reviews: id, keyed } },
      'hotel',
      () => getCatalog(c).getReviews(id, q),
    )
  })
