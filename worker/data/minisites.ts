import { toLegalText, type MinisitePageData } from '../../shared/cms/minisite'
import type { Site } from '../../shared/sites'
import type { CatalogSource } from './catalog-source'
import type { MapOptions } from './d1-catalog/mappers'
import { getStayCardsByIds } from './home-offers'
import { homeOfferStayIds } from './home'

/** Stays a minisite presents, at most. */
export const MINISITE_STAYS_MAX = 6

interface MinisiteRow {
  minisite_id: number
  partner_name: string | null
  banner_desktop_url: string
  banner_mobile_url: string
  logo_url: string | null
  footer: string | null
}

/** The minisite of a slug on this site (its locale), or null: the router's list of minisite addresses. */
export async function findMinisite(db: D1Database, site: Site, slug: string): Promise<MinisiteRow | null> {
  return db
    .prepare(
      `SELECT minisite_id, partner_name, banner_desktop_url, banner_mobile_url, logo_url, footer
       FROM minisites WHERE slug = ?1 AND locale = ?2`,
    )
    .bind(slug, site.id)
    .first<MinisiteRow>()
}

/** Whether a minisite of this id exists for the locale (an order records only those). */
export async function isMinisiteOf(db: D1Database, minisiteId: number, locale: string): Promise<boolean> {
  const row = await db.prepare('SELECT 1 AS found FROM minisites WHERE minisite_id = ?1 AND locale = ?2').bind(minisiteId, locale).first()
  return row !== null
}

/**
 * A partner's minisite page (site-wide §2): its banners, logo and legal text, and the site's
 * selection of stays (the booking home's offers), whose links carry the minisite so that a booking
 * made from it records the partner.
 */
export async function getMinisitePageData(
  catalog: CatalogSource,
  db: D1Database,
  input: { site: Site; row: MinisiteRow; uri: string; todayIso: string; images: MapOptions; onError: (error: unknown) => void },
): Promise<MinisitePageData> {
  const { site, row } = input
  // Without the selection (the CMS or the catalogue cannot be read), the partner's page stays.
  const stays = await homeOfferStayIds(catalog, site)
    .then((ids) => getStayCardsByIds(db, ids, { locale: site.id, flow: 'booking', todayIso: input.todayIso, images: input.images }))
    .catch((error: unknown) => {
      input.onError(error)
      return []
    })
  return {
    kind: 'minisite',
    minisiteId: row.minisite_id,
    uri: input.uri,
    partnerName: row.partner_name,
    banner: { desktop: row.banner_desktop_url, mobile: row.banner_mobile_url },
    logo: row.logo_url,
    stays: stays.slice(0, MINISITE_STAYS_MAX),
    footer: toLegalText(row.footer),
  }
}
