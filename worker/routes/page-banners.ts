import type { Context } from 'hono'
import type { AnnouncementResponse, PromoBarsResponse } from '../../shared/api/cms'
import { toAnnouncement, type Announcement } from '../../shared/cms/announcement'
import type { PromoLink } from '../../shared/cms/home-content'
import { safeUrl } from '../../shared/cms/rich-text'
import { parseFlags } from '../../shared/flags'
import { routePath, type Flow, type SiteId } from '../../shared/sites'
import type { SearchBanners } from '../../client/pages/search/top-bar'
import type { AppEnv } from '../env'
import { cachedJson, cachedText } from '../data/cache'
import { announcementsSpec, promoBarsSpec, type CacheKeySpec } from '../data/cache-keys'
import { getCatalog } from '../data/get-catalog'
import { logError } from '../log'

/** The pages a promo bar names that include the search page. */
const SEARCH_PROMO_PAGES = new Set(['all', 'search'])

/** Each cached answer as last parsed, with the bytes it came from (read-only; a page reuses the parse while the answer is the same). */
const parsed = new Map<string, { bytes: Uint8Array; value: unknown }>()

/** A CMS answer through the API's cache (KV, and the isolate's memory in front), parsed once per cached text. */
async function cachedRead<T>(c: Context<AppEnv>, spec: CacheKeySpec, load: () => Promise<T>): Promise<T> {
  const cached = await cachedJson(c, spec, load)
  const key = `${spec.site ?? '-'}:${JSON.stringify(spec.request)}`
  const known = parsed.get(key)
  if (known?.bytes === cached.bytes) return known.value as T
  const value = JSON.parse(cachedText(cached)) as T
  parsed.set(key, { bytes: cached.bytes, value })
  return value
}

/** The extra discount the auto-discount experiment's built-in banner states, in percent. */
const AUTO_DISCOUNT_PERCENT = 10

/**
 * The banner a page of a flow shows (site-wide §2): in the booking flow, when the auto-discount
 * experiment is on, the built-in banner of the site (10% extra on selected offers, linking to the
 * themes page) replaces the fetched one.
 */
export function pageAnnouncement(c: Context<AppEnv>, fetched: Announcement | null, flow: Flow): Announcement | null {
  if (flow !== 'booking' || !parseFlags(c.env.FLAGS).autoDiscount) return fetched
  const text = c.get('i18n')._('promo.autoDiscount.banner', { discount: AUTO_DISCOUNT_PERCENT })
  return { content: [{ text }], variation: 'red', url: routePath(c.get('site'), 'theme') }
}

/** The site's announcement banners; none when the CMS cannot be read (the page shows without them). */
function announcements(c: Context<AppEnv>, locale: SiteId): Promise<AnnouncementResponse | null> {
  return cachedRead(c, announcementsSpec(locale), () => getCatalog(c).getAnnouncements(locale)).catch((error: unknown) => {
    logError(c, 'page.announcement', error)
    return null
  })
}

/** The links of the promo bars shown on search pages of a flow (page 'all' or 'search'), with a safe address. */
async function searchPromoLinks(c: Context<AppEnv>, locale: SiteId, flow: Flow): Promise<PromoLink[]> {
  const q = { locale, flow }
  const bars = await cachedRead<PromoBarsResponse>(c, promoBarsSpec(q), () => getCatalog(c).getPromoBars(q)).catch((error: unknown) => {
    logError(c, 'search.promoBar', error)
    return []
  })
  return bars
    .filter((bar) => SEARCH_PROMO_PAGES.has(bar.page) && bar.flow === flow)
    .flatMap((bar) => bar.links)
    .flatMap((link) => {
      const url = safeUrl(link.url)
      return url ? [{ label: link.label, url, newTab: link.newTab, black: link.variation === 'black', background: null, font: null }] : []
    })
}

/**
 * The banners of a search page (site-wide §2 "Top bar on the search page"): for its flow, and for
 * the other flow of the booking/gifting toggle, which switches in place.
 */
export async function searchBanners(c: Context<AppEnv>, flow: Flow): Promise<SearchBanners[]> {
  const locale = c.get('site').id
  const flows: Flow[] = flow === 'booking' || flow === 'gifting' ? ['booking', 'gifting'] : [flow]
  const [all, links] = await Promise.all([announcements(c, locale), Promise.all(flows.map((f) => searchPromoLinks(c, locale, f)))])
  return flows.map((f, i) => ({
    flow: f,
    announcement: pageAnnouncement(c, toAnnouncement(all?.searchPages ?? [], f), f),
    promoLinks: links[i] ?? [],
  }))
}

/** The announcement of a stay page in its flow (site-wide §2), or null. */
export async function productAnnouncement(c: Context<AppEnv>, flow: Flow): Promise<Announcement | null> {
  const all = await announcements(c, c.get('site').id)
  return pageAnnouncement(c, toAnnouncement(all?.productPages ?? [], flow), flow)
}
