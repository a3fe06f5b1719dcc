import type {
  AnnouncementEntry,
  AnnouncementResponse,
  BoxBlockResponse,
  CmsDocument,
  CmsHomepage,
  CmsQuery,
  GiftBlockResponse,
  PromoBarLink,
  PromoBarsResponse,
  TargetedBannerResponse,
} from '../../../shared/api/cms'
import { isSiteId, type Flow, type SiteId } from '../../../shared/sites'
import { parseJsonColumn } from './sql'

interface CmsRow {
  flow: string
  kind: string
  key: string
  json: string
}

const CMS_ROWS = `SELECT flow, kind, key, json FROM cms_content WHERE locale = ?1 AND kind = ?2 ORDER BY key`

async function rows(db: D1Database, locale: SiteId, kind: string): Promise<CmsRow[]> {
  return (await db.prepare(CMS_ROWS).bind(locale, kind).all<CmsRow>()).results
}

const doc = (row: CmsRow): CmsDocument => parseJsonColumn<CmsDocument>(row.json, {})
const asFlow = (f: string): Flow => (f === 'gifting' || f === 'hotel' || f === 'activity' ? f : 'booking')

/** Homepage of a locale and flow; the booking homepage when the flow has none (site-wide §2). */
export async function getCmsHomepage(db: D1Database, q: CmsQuery): Promise<CmsHomepage | null> {
  const all = (await rows(db, q.locale, 'homepage')).filter((r) => r.key === 'main')
  const row = all.find((r) => r.flow === q.flow) ?? all.find((r) => r.flow === 'booking') ?? all.find((r) => r.flow === 'all')
  return row ? { locale: q.locale, flow: row.flow === 'all' ? q.flow : asFlow(row.flow), content: doc(row) } : null
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null)

/** The authored links of a promo bar that have a label and an address; the variation is black or default. */
function promoLinks(value: unknown): PromoBarLink[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return []
    const link = item as Record<string, unknown>
    const label = text(link.label)
    const url = text(link.url)
    if (label === null || url === null) return []
    return [{ label, url, newTab: link.newTab === true, variation: link.variation === 'black' ? 'black' : 'default' }]
  })
}

/** Promo bars of the flow (and those for every flow). */
export async function getPromoBars(db: D1Database, q: CmsQuery): Promise<PromoBarsResponse> {
  return (await rows(db, q.locale, 'promo_bar'))
    .filter((r) => r.flow === q.flow || r.flow === 'all')
    .map((r) => {
      const bar = doc(r)
      return {
        page: text(bar.page) ?? (r.key === 'main' ? 'all' : r.key),
        flow: r.flow === 'all' ? q.flow : asFlow(r.flow),
        links: promoLinks(bar.links),
        internalCode: text(bar.internalCode),
        campaign: text(bar.campaign),
        category: text(bar.category),
      }
    })
}

const PAGE_FAMILIES = ['homePages', 'searchPages', 'productPages'] as const
type PageFamily = (typeof PAGE_FAMILIES)[number]
const isPageFamily = (key: string): key is PageFamily => (PAGE_FAMILIES as readonly string[]).includes(key)

const ANNOUNCEMENT_ROWS = `SELECT locale, flow, kind, key, json FROM cms_content WHERE kind = 'announcement' ORDER BY locale, key`

/**
 * Announcement banners by page family (site-wide §3): each entry of the locale with its flow, the
 * banner, and the banner at the same place of the same family in the other locales (localizations).
 */
export async function getAnnouncements(db: D1Database, locale: SiteId): Promise<AnnouncementResponse> {
  const banners = new Map<string, { locale: SiteId; flow: string; announcementBanner: CmsDocument }[]>()
  for (const r of (await db.prepare(ANNOUNCEMENT_ROWS).all<CmsRow & { locale: string }>()).results) {
    const site = r.locale
    if (!isPageFamily(r.key) || !isSiteId(site)) continue
    const value = parseJsonColumn<unknown>(r.json, [])
    const entries = (Array.isArray(value) ? value : [value]).filter((e): e is CmsDocument => !!e && typeof e === 'object')
    banners.set(
      `${site}:${r.key}`,
      entries.map((e) => {
        const flow = text(e.flow) ?? r.flow
        return { locale: site, flow, announcementBanner: { ...e, flow, locale: site } }
      }),
    )
  }
  const family = (key: PageFamily): AnnouncementEntry[] =>
    (banners.get(`${locale}:${key}`) ?? []).map((entry, i) => ({
      ...entry,
      localizations: [...banners.entries()].flatMap(([k, list]) => {
        const other = list[i]
        return k.endsWith(`:${key}`) && other && other.locale !== locale
          ? [{ locale: other.locale, announcementBanner: other.announcementBanner }]
          : []
      }),
    }))
  return { homePages: family('homePages'), searchPages: family('searchPages'), productPages: family('productPages') }
}

export async function getGiftBlock(db: D1Database, locale: SiteId): Promise<GiftBlockResponse> {
  const [links, items] = await Promise.all([rows(db, locale, 'gift_content'), rows(db, locale, 'gift_block')])
  const main = links.find((r) => r.key === 'main')
  return { locale, links: main ? doc(main) : null, items: items.map(doc) }
}

export async function getBoxBlock(db: D1Database, locale: SiteId): Promise<BoxBlockResponse | null> {
  const main = (await rows(db, locale, 'box_block')).find((r) => r.key === 'main')
  return main ? { locale, content: doc(main) } : null
}

export async function getTargetedBanners(db: D1Database, locale: SiteId): Promise<TargetedBannerResponse> {
  return (await rows(db, locale, 'targeted_banner')).map((r) => ({ flow: r.flow, locale, ...doc(r) }))
}
