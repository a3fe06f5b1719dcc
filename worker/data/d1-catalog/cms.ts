import type {
  AnnouncementResponse,
  BoxBlockResponse,
  CmsDocument,
  CmsHomepage,
  CmsQuery,
  GiftBlockResponse,
  PromoBarsResponse,
  TargetedBannerResponse,
} from '../../../shared/api/cms'
import type { Flow, SiteId } from '../../../shared/sites'
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

/** Promo bars of the flow (and those for every flow). */
export async function getPromoBars(db: D1Database, q: CmsQuery): Promise<PromoBarsResponse> {
  return (await rows(db, q.locale, 'promo_bar'))
    .filter((r) => r.flow === q.flow || r.flow === 'all')
    .map((r) => ({ flow: r.flow === 'all' ? q.flow : asFlow(r.flow), page: r.key === 'main' ? 'all' : r.key, content: doc(r) }))
}

/** Announcement banners by page family; each entry keeps its flow for the client's choice. */
export async function getAnnouncements(db: D1Database, locale: SiteId): Promise<AnnouncementResponse> {
  const out: AnnouncementResponse = { homePages: [], searchPages: [], productPages: [] }
  for (const r of await rows(db, locale, 'announcement')) {
    if (r.key !== 'homePages' && r.key !== 'searchPages' && r.key !== 'productPages') continue
    const value = parseJsonColumn<unknown>(r.json, [])
    const entries = Array.isArray(value) ? value : [value]
    for (const e of entries) if (e && typeof e === 'object') out[r.key].push({ flow: r.flow, ...(e as CmsDocument) })
  }
  return out
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
  return (await rows(db, locale, 'targeted_banner')).map((r) => ({ flow: r.flow, ...doc(r) }))
}
