import { Hono } from 'hono'
import * as v from 'valibot'
import { LocaleSchema } from '../../../shared/api/common'
import { SubElementsQuerySchema } from '../../../shared/api/purchase'
import type { AppEnv } from '../../env'
import { ANY_CAMPAIGN } from '../../data/cache-keys'
import { getCatalog } from '../../data/get-catalog'
import { param, vQuery } from '../../validate'
import { respondCached } from './respond'

const LocaleQuery = v.object({ locale: LocaleSchema })

/** CMS blocks ({frontGateway}) and gift customisation options. */
export const content = new Hono<AppEnv>()
  .get('/cms/announcementBanner', vQuery(LocaleQuery), async (c) => {
    const { locale } = c.req.valid('query')
    return respondCached(c, { pageType: 'cms', site: locale, campaigns: [ANY_CAMPAIGN], request: { announcements: true } }, 'banners', () =>
      getCatalog(c).getAnnouncements(locale),
    )
  })
  .get('/content/giftBlock', vQuery(LocaleQuery), async (c) => {
    const { locale } = c.req.valid('query')
    return respondCached(c, { pageType: 'cms', site: locale, campaigns: [ANY_CAMPAIGN], request: { giftBlock: true } }, 'gift block', () =>
      getCatalog(c).getGiftBlock(locale),
    )
  })
  .get('/content-boxes-block/:locale', async (c) => {
    const locale = param(c, 'locale', LocaleSchema)
    return respondCached(c, { pageType: 'cms', site: locale, campaigns: [ANY_CAMPAIGN], request: { boxBlock: true } }, 'box block', () =>
      getCatalog(c).getBoxBlock(locale),
    )
  })
  .get('/content/targetedBanner', vQuery(LocaleQuery), async (c) => {
    const { locale } = c.req.valid('query')
    return respondCached(c, { pageType: 'cms', site: locale, campaigns: [ANY_CAMPAIGN], request: { targeted: true } }, 'banners', () =>
      getCatalog(c).getTargetedBanners(locale),
    )
  })
  .get('/sub-elements/available-custom-sub-elements', vQuery(SubElementsQuerySchema), async (c) => {
    const { locale } = c.req.valid('query')
    return respondCached(c, { pageType: 'product', site: locale, request: { subElements: true } }, 'options', () =>
      getCatalog(c).getCustomSubElements(locale),
    )
  })
