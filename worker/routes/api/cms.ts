import { Hono } from 'hono'
import { CmsQuerySchema, NavigationQuerySchema } from '../../../shared/api/cms'
import type { AppEnv } from '../../env'
import { ANY_CAMPAIGN, promoBarsSpec } from '../../data/cache-keys'
import { catalogueBookingDays, getCatalog } from '../../data/get-catalog'
import { vQuery } from '../../validate'
import { respondCached } from './respond'

/** CMS homepage, promo bars and the search page's navigation (GET /cms/homepage, /cms/promoBars, /cms/navigation). */
export const cms = new Hono<AppEnv>()
  .get('/cms/homepage', vQuery(CmsQuerySchema), async (c) => {
    const q = c.req.valid('query')
    return respondCached(c, { pageType: 'cms', site: q.locale, campaigns: [ANY_CAMPAIGN], request: { homepage: q } }, 'homepage', () =>
      getCatalog(c).getCmsHomepage(q),
    )
  })
  .get('/cms/promoBars', vQuery(CmsQuerySchema), async (c) => {
    const q = c.req.valid('query')
    return respondCached(c, promoBarsSpec(q), 'promo bars', () => getCatalog(c).getPromoBars(q))
  })
  .get('/cms/navigation', vQuery(NavigationQuerySchema), async (c) => {
    const q = c.req.valid('query')
    // Its "this weekend" entry, the week's theme and the offers it counts change with the day.
    const days = catalogueBookingDays()
    return respondCached(
      c,
      { pageType: 'cms', site: q.locale, campaigns: [ANY_CAMPAIGN], request: { navigation: q, days } },
      'navigation',
      () => getCatalog(c).getNavigation(q),
    )
  })
