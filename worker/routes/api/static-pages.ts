import { Hono } from 'hono'
import { StaticPageIdSchema, StaticPageQuerySchema } from '../../../shared/api/static-page'
import type { AppEnv } from '../../env'
import { cachedResponse, isCachedNull } from '../../data/cache'
import { cachedStaticPage } from '../../data/static-page'
import { notFound } from '../../errors'
import { param, vQuery } from '../../validate'

/** Static content pages ({frontGateway}): a CMS document of a locale by its id, 404 when there is none. */
export const staticPages = new Hono<AppEnv>().get('/content/static-page/:id', vQuery(StaticPageQuerySchema), async (c) => {
  const id = param(c, 'id', StaticPageIdSchema)
  const { locale } = c.req.valid('query')
  const cached = await cachedStaticPage(c, id, locale)
  if (isCachedNull(cached)) throw notFound('static page')
  return cachedResponse(c, cached)
})
