import { Hono } from 'hono'
import { CmsQuerySchema } from '../../../shared/api/cms'
import type { AppEnv } from '../../env'
import { ANY_CAMPAIGN } from '../../data/cache-keys'
import { getCatalog } from '../../data/get-catalog'
import { vQuery } from '../../validate'
import { respondCached } from './respond'

/** CMS homepage and promo bars (GET /cms/homepage, /cms/promoBars). */
export const cms = new Hono<AppEnv>()
  .get('/cms/homepage', vQuery(CmsQuerySchema), async (c) => {
    const q = c.req.valid('query')
    return respondCached(c, { pageType: 'cms', site: q.locale, campaigns: [ANY_CAMPAIGN], request: { homepage: q } }, 'homepage', () =>
      getCatalog(c).getCmsHomepage(q),
    )
  })
  .get('/cms/promoBars', vQuery(CmsQuerySchema), async (c) => {
    const q = c.req.valid('query')
    return respondCached(c, { pageType: 'cms', site: q.locale, campaigns: [ANY_CAMPAIGN], request: { promoBars: q } }, 'promo bars', () =>
      getCatalog(c).getPromoBars(q),
    )
  })
