import type { Site } from '../../shared/sites'
import { routePath } from '../../shared/sites'

type DestinationRow = { id: number; slug: string; label: string; n: number }
type ThemeRow = { id: number; slug: string; label: string }

const TOP_CITIES = `
  SELECT p.id, p.slug, pn.name AS label, COUNT(*) AS n
  FROM hotels h
  JOIN stays s ON s.hotel_id = h.id AND s.published = 1
  JOIN places p ON p.id = h.city_id
  JOIN place_names pn ON pn.place_id = p.id AND pn.locale = ?1
  WHERE h.country_code = ?2 AND h.active = 1
  GROUP BY p.id ORDER BY n DESC, p.id LIMIT 12`

const THEMES = `
  SELECT t.id, l.label, s.label AS slug FROM themes t
  JOIN labels l ON l.kind = 'theme' AND l.id = t.id AND l.locale = ?1
  JOIN labels s ON s.kind = 'theme_slug' AND s.id = t.id AND s.locale = ?1
  ORDER BY t.position LIMIT 12`

/** Popular destinations of the site's country (city landing links) and the themes, in the site's language. */
export async function getHomeLinks(db: D1Database, site: Site) {
  const [cities, themes] = await db.batch([db.prepare(TOP_CITIES).bind(site.id, site.country), db.prepare(THEMES).bind(site.id)])
  return {
    destinations: ((cities?.results ?? []) as DestinationRow[]).map((r) => ({
      label: r.label,
      uri: routePath(site, 'city', r.slug),
      count: r.n,
    })),
    themes: ((themes?.results ?? []) as ThemeRow[]).map((r) => ({
      label: r.label,
      uri: routePath(site, 'theme', r.slug),
    })),
  }
}

type Landing = { id: number; name: string }

/** A city by its landing slug ('paris') or slug-id ('paris-2988507'), named in the site's language. */
export async function findCityLanding(db: D1Database, slug: string, id: number | null, site: Site): Promise<Landing | null> {
  const where = id === null ? "p.kind = 'city' AND p.slug = ?1" : "p.kind = 'city' AND p.id = ?1"
  return db
    .prepare(`SELECT p.id, pn.name FROM places p JOIN place_names pn ON pn.place_id = p.id AND pn.locale = ?2 WHERE ${where}`)
    .bind(id ?? slug, site.id)
    .first<Landing>()
}

/** A theme by its localised landing slug ('romantique') or slug-id, labelled in the site's language. */
export async function findThemeLanding(db: D1Database, slug: string, id: number | null, site: Site): Promise<Landing | null> {
  const where =
    id === null ? "s.kind = 'theme_slug' AND s.locale = ?2 AND s.label = ?1" : "s.kind = 'theme_slug' AND s.locale = ?2 AND s.id = ?1"
  return db
    .prepare(
      `SELECT s.id, l.label AS name FROM labels s JOIN labels l ON l.kind = 'theme' AND l.id = s.id AND l.locale = ?2 WHERE ${where}`,
    )
    .bind(id ?? slug, site.id)
    .first<Landing>()
}
