import { ideasPageData, type IdeasPageData, type IdeasRegionName, type IdeasTheme, type ThemeRegionCount } from '../../shared/cms/ideas'
import { todayIn } from '../../shared/dates'
import type { Site } from '../../shared/sites'

// ?1 locale, ?2 country code, ?3 today (ISO): published, unexpired stays of active hotels.
const LIVE_STAYS = `stays s JOIN hotels h ON h.id = s.hotel_id AND h.active = 1 AND h.country_code = ?2
  WHERE s.published = 1 AND (s.expiration_date IS NULL OR s.expiration_date >= ?3) AND h.region_id IS NOT NULL`

const THEMES = `SELECT t.id, l.label, s.label AS slug FROM themes t
  JOIN labels l ON l.kind = 'theme' AND l.id = t.id AND l.locale = ?1
  JOIN labels s ON s.kind = 'theme_slug' AND s.id = t.id AND s.locale = ?1
  ORDER BY t.position`

const REGIONS = `SELECT r.id, COALESCE(pn.name, p.slug) AS name, r.count FROM
  (SELECT h.region_id AS id, COUNT(*) AS count FROM ${LIVE_STAYS} GROUP BY h.region_id) r
  JOIN places p ON p.id = r.id
  LEFT JOIN place_names pn ON pn.place_id = p.id AND pn.locale = ?1`

const COUNTS = `SELECT st.theme_id AS themeId, h.region_id AS regionId, COUNT(*) AS count
  FROM ${LIVE_STAYS.replace('WHERE', 'JOIN stay_themes st ON st.stay_id = s.id WHERE')}
  GROUP BY st.theme_id, h.region_id`

/**
 * The ideas page of a site (site-wide.md §2): its themes' weekends by region of the site's
 * country, counted in one round trip. The anonymous page's HTML is cached at the edge.
 */
export async function getIdeasPageData(db: D1Database, site: Site, uri: string): Promise<IdeasPageData> {
  const bind = [site.id, site.country, todayIn(site.timeZone).toString()]
  const [themes, regions, counts] = await db.batch([
    db.prepare(THEMES).bind(site.id),
    db.prepare(REGIONS).bind(...bind),
    db.prepare(COUNTS).bind(...bind),
  ])
  return ideasPageData(site, uri, {
    themes: (themes?.results ?? []) as IdeasTheme[],
    regions: (regions?.results ?? []) as IdeasRegionName[],
    counts: (counts?.results ?? []) as ThemeRegionCount[],
  })
}
