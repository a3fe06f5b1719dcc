import { Hono } from 'hono'
import * as v from 'valibot'
import { LocaleSchema } from '../../../shared/api/common'
import { SubElementsQuerySchema } from '../../../shared/api/purchase'
import { SITE_IDS, type SiteId } from '../../../shared/sites'
import type { AppEnv } from '../../env'
import { ANY_CAMPAIGN, announcementsSpec } from '../../data/cache-keys'
import { getCatalog } from '../../data/get-catalog'
import { param, vQuery } from '../../validate'
import { respondCached } from './respond'

const LocaleQuery = v.object({ locale: LocaleSchema })

/** CMS blocks ({frontGateway}) and gift customisation options. */
export const content = new Hono<AppEnv>()
  .get('/cms/announcementBanner', vQuery(LocaleQuery), async (c) => {
    const { locale } = c.req.valid('query')
    return respondCached(c, announcementsSpec(locale), 'banners', () => getCatalog(c).getAnnouncements(locale))
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
  .get('/sub-elements/available-custom-sub-elements', vQuery(SubElementsQuerySchema), async (c) => {
    const { locale } = c.req.valid('query')
    return respondCached(c, { pageType: 'product', site: locale, request: { subElements: true } }, 'options', () =>
      getCatalog(c).getCustomSubElements(locale),
    )
  })

const OptionalLocaleQuery = v.object({ locale: v.optional(LocaleSchema) })

/** The locales a content file covers: the one asked for, or all six. */
const localesOf = (locale: SiteId | undefined): readonly SiteId[] => (locale ? [locale] : SITE_IDS)

/**
 * The CMS content files served from the origin (site-wide §7): the targeted banners, and the
 * static forms of the announcement, box and gift blocks. Each covers every locale, or the one
 * given by `locale`.
 */
export const contentFiles = new Hono<AppEnv>()
  .get('/content/targetedBanner.json', vQuery(OptionalLocaleQuery), async (c) => {
    const { locale } = c.req.valid('query')
    return respondCached(
      c,
      { pageType: 'cms', site: locale ?? null, campaigns: [ANY_CAMPAIGN], request: { targeted: true } },
      'banners',
      async () => (await Promise.all(localesOf(locale).map((l) => getCatalog(c).getTargetedBanners(l)))).flat(),
    )
  })
  .get('/content/strapiAnnouncementBanner.json', vQuery(OptionalLocaleQuery), async (c) => {
    const { locale } = c.req.valid('query')
    return respondCached(
      c,
      { pageType: 'cms', site: locale ?? null, campaigns: [ANY_CAMPAIGN], request: { announcements: 'file' } },
      'banners',
      async () => {
        const all = await Promise.all(localesOf(locale).map((l) => getCatalog(c).getAnnouncements(l)))
        return {
          homePages: all.flatMap((a) => a.homePages),
          searchPages: all.flatMap((a) => a.searchPages),
          productPages: all.flatMap((a) => a.productPages),
        }
      },
    )
  })
  .get('/content/boxBlock.json', vQuery(OptionalLocaleQuery), async (c) => {
    const { locale } = c.req.valid('query')
    return respondCached(
      c,
      { pageType: 'cms', site: locale ?? null, campaigns: [ANY_CAMPAIGN], request: { boxBlock: 'file' } },
      'box block',
      async () => (await Promise.all(localesOf(locale).map((l) => getCatalog(c).getBoxBlock(l)))).filter((b) => b !== null),
    )
  })
  .get('/content/giftBlock.json', vQuery(OptionalLocaleQuery), async (c) => {
    const { locale } = c.req.valid('query')
    return respondCached(
      c,
      { pageType: 'cms', site: locale ?? null, campaigns: [ANY_CAMPAIGN], request: { giftBlock: 'file' } },
      'gift block',
      () => Promise.all(localesOf(locale).map((l) => getCatalog(c).getGiftBlock(l))),
    )
  })
