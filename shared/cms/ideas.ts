// The ideas page (site-wide.md §2 "Ideas page"): a title, an intro, a section of idea cards per theme
// (a theme's weekends in one region of the site's country, limited at first, 'See more' shows them
// all) and the list of the country's regions.
import { routePath, type Site } from '../sites'

/** Idea cards a section shows before 'See more'. */
export const IDEAS_PER_SECTION = 4

/** A theme's weekends in one region. */
export type Idea = {
  regionId: number
  region: string
  /** Published stays of the theme in the region. */
  count: number
  /** The search of the theme in the region. */
  url: string
  image: string
}

export type IdeasSection = {
  themeId: number
  title: string
  /** The theme's landing page. */
  url: string
  ideas: Idea[]
}

export type IdeasRegion = { id: number; name: string; count: number; url: string }

export type IdeasPageData = {
  kind: 'ideas'
  /** The page's own path (the breadcrumb's last item). */
  uri: string
  sections: IdeasSection[]
  regions: IdeasRegion[]
  /** The catalogue could not be read: the page says so in place of the ideas. */
  failed: boolean
}

/** Stays of a theme in a region, as the catalogue counts them. */
export type ThemeRegionCount = { themeId: number; regionId: number; count: number }
export type IdeasTheme = { id: number; label: string; slug: string }
/** A region of the site's country and its published stays. */
export type IdeasRegionName = { id: number; name: string; count: number }

/**
 * The page's sections and regions from the catalogue's counts: the themes in their order, each
 * with its regions by number of stays (then name); themes and regions without stays are left out.
 */
export function ideasPageData(
  site: Site,
  uri: string,
  input: { themes: readonly IdeasTheme[]; regions: readonly IdeasRegionName[]; counts: readonly ThemeRegionCount[] },
): IdeasPageData {
  const regionName = new Map(input.regions.map((r) => [r.id, r.name]))
  const search = routePath(site, 'search')
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, site.bcp47)
  const sections = input.themes.flatMap((theme): IdeasSection[] => {
    const ideas = input.counts
      .filter((c) => c.themeId === theme.id && c.count > 0 && regionName.has(c.regionId))
      .map((c) => ({ ...c, name: regionName.get(c.regionId) ?? '' }))
      .sort((a, b) => b.count - a.count || byName(a, b))
      .map((c): Idea => ({
        regionId: c.regionId,
        region: c.name,
        count: c.count,
        url: `${search}#theme=${theme.id}&region=${c.regionId}`,
        image: `/images/place/${c.regionId}/640_360`,
      }))
    return ideas.length > 0 ? [{ themeId: theme.id, title: theme.label, url: routePath(site, 'theme', theme.slug), ideas }] : []
  })
  const regions = input.regions
    .filter((r) => r.count > 0)
    .map((r) => ({ id: r.id, name: r.name, count: r.count, url: `${search}#region=${r.id}` }))
    .sort(byName)
  return { kind: 'ideas', uri, sections, regions, failed: false }
}

/** The cards a section shows: the first ones until 'See more' is pressed. */
export function shownIdeas(ideas: readonly Idea[], expanded: boolean): readonly Idea[] {
  return expanded ? ideas : ideas.slice(0, IDEAS_PER_SECTION)
}
