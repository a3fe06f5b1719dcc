import { Hono } from 'hono'
import { ActivityDetailQuerySchema } from '../../../shared/api/activity-only'
import { IdParamSchema } from '../../../shared/api/common'
import { ImagesQuerySchema } from '../../../shared/api/stay-detail'
import type { AppEnv } from '../../env'
import { getCatalog } from '../../data/get-catalog'
import { param, vQuery } from '../../validate'
import { respondCached } from './respond'

/** Activity-only product detail and images. */
export const activities = new Hono<AppEnv>()
  .get('/activity-only/weekend/:id/detail.json', vQuery(ActivityDetailQuerySchema), async (c) => {
    const id = param(c, 'id', IdParamSchema)
    const { locale } = c.req.valid('query')
    return respondCached(c, { pageType: 'activity', site: locale, products: [`activity:${id}`], request: { detail: id } }, 'activity', () =>
      getCatalog(c).getActivityOnlyDetail(id, locale),
    )
  })
  .get('/activities/:id/images.json', vQuery(ImagesQuerySchema), async (c) => {
    const id = param(c, 'id', IdParamSchema)
    const { locale } = c.req.valid('query')
    return respondCached(c, { pageType: 'activity', site: locale, products: [`activity:${id}`], request: { images: id } }, 'activity', () =>
      getCatalog(c).getActivityImages(id, locale),
    )
  })
