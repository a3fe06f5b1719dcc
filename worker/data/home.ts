import type { Site } from '../../shared/sites'
import { routePath } from '../../shared/sites'

type DestinationRow = { id: number; slug: string; label: string; n: number }
type ThemeRow = { id: number; key: string; label: string }

const TOP_CITIES = `
  SELECT p.id, p.slug, pn.name AS label, COUNT(*) AS n
  FROM hotels h
  JOIN stays s ON s.hotel_id = h.id AND s.published = 1
  JOIN places p ON p.id = h.city_id
  JOIN place_names pn ON pn.place_id = p.id AND pn.locale = ?1
  WHERE h.country_code = ?2 AND h.active = 1
  GROUP BY p.id ORDER BY n DESC, p.id LIMIT 12`

const THEMES = `
  SELECT t.id, t.key, l.label FROM themes t
  JOIN labels l ON l.kind = 'theme' AND l.id = t.id AND l.locale = ?1
  ORDER BY t.position LIMIT 12`

/** Popular destinations of the site's country (city landing links) and the themes, in the site's language. */
export async function getHomeLinks(db: D1Database, site: Site) {
  const [cities, themes] = await db.batch([
    db.prepare(TOP_CITIES).bind(site.id, site.country),
    db.prepare(THEMES).bind(site.id),
  ])
  return {
    destinations: ((cities?.results ?? []) as DestinationRow[]).map((r) => ({
      label: r.label,
      uri: routePath(site, 'city', `${r.slug}-${r.id}`),
      count: r.n,
    })),
    themes: ((themes?.results ?? []) as ThemeRow[]).map((r) => ({
      label: r.label,
      uri: routePath(site, 'theme', `${r.key}-${r.id}`),
    })),
  }
}

type PlaceRow = { id: number; kind: string; name: string }

/** A place's name in the site's language, or null when the id is unknown. */
export async function getPlaceName(db: D1Database, id: number, site: Site): Promise<PlaceRow | null> {
  return db
    .prepare('SELECT p.id, p.kind, pn.name FROM places p JOIN place_names pn ON pn.place_id = p.id AND pn.locale = ?2 WHERE p.id = ?1')
    .bind(id, site.id)
    .first<PlaceRow>()
}

/** A theme's label in the site's language, or null when the id is unknown. */
export async function getThemeLabel(db: D1Database, id: number, site: Site): Promise<string | null> {
  const row = await db
    .prepare("SELECT label FROM labels WHERE kind = 'theme' AND id = ?1 AND locale = ?2")
    .bind(id, site.id)
    .first<{ label: string }>()
  return row?.label ?? null
}
