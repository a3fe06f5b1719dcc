import * as v from 'valibot'
import {
  CmsBlockSchema,
  CmsBoxBlockSchema,
  CmsCountdownSchema,
  CmsCtaSchema,
  CmsDestinationItemSchema,
  CmsHomeDocumentSchema,
  CmsJumbotronSchema,
  CmsPromoLinkSchema,
  CmsReassuranceItemSchema,
  CmsSeoSchema,
  CmsThemeItemSchema,
  imageAt,
  parseEach,
  type CmsBlock,
  type HomeBlock,
  type HomeData,
} from '../../shared/cms/home-content'
import { toAnnouncement } from '../../shared/cms/announcement'
import { countdownWindow, isWithinWindow } from '../../shared/rules/countdown'
import { boxDetailPath } from '../../shared/rules/box-pages'
import type { Flow, Site } from '../../shared/sites'
import type { CatalogSource } from './catalog-source'
import type { MapOptions } from './d1-catalog/mappers'
import { getStayCardsByIds } from './home-offers'

/** Jumbotron calls to action: at most five cards (site-wide §2). */
export const JUMBOTRON_MAX_CTAS = 5
/** Size of the theme and destination card images. */
const CARD_IMAGE_SIZE = '640_360'

type HomeInput = {
  site: Site
  flow: Flow
  todayIso: string
  /** The boxes feature switch: the gifting boxes block shows only when it is on. */
  boxes: boolean
  images: MapOptions
  /** Where a block that failed to load is reported; the page shows without it. */
  onError: (location: string, error: unknown) => void
}

/** The jumbotron's countdown while its window is open (site-wide §2), else null: the page then has no room kept for it. */
export function liveCountdown(cms: unknown, now: number): NonNullable<HomeData['jumbotron']>['countdown'] {
  const countdown = parseEach(CmsCountdownSchema, [cms])[0]
  const window = countdown ? countdownWindow(countdown.start, countdown.end) : null
  return countdown && window && isWithinWindow(now, window) ? countdown : null
}

/** The home page of a site and flow: CMS content (the booking flow's when the flow has none) with the cards of its blocks. */
export async function getHomeData(catalog: CatalogSource, db: D1Database, input: HomeInput): Promise<HomeData> {
  const { site, flow } = input
  // Without its CMS content the page still offers the search bar under default texts.
  const [homepage, announcements] = await Promise.all([
    catalog.getCmsHomepage({ locale: site.id, flow }).catch((error: unknown) => {
      input.onError('home.cms', error)
      return null
    }),
    catalog.getAnnouncements(site.id).catch((error: unknown) => {
      input.onError('home.announcement', error)
      return null
    }),
  ])
  const doc = v.safeParse(CmsHomeDocumentSchema, homepage?.content ?? {})
  const content = doc.success ? doc.output : { promoBar: undefined, seo: undefined, jumbotron: undefined, blocks: [] }
  const seo = v.safeParse(CmsSeoSchema, content.seo ?? {})
  const jumbotron = v.safeParse(CmsJumbotronSchema, content.jumbotron)
  const cmsBlocks = parseEach(CmsBlockSchema, content.blocks)
  const blocks = await Promise.all(cmsBlocks.map((block) => toHomeBlock(block, catalog, db, input)))
  const themes = cmsBlocks.flatMap((b) => (b.type === 'themes' ? parseEach(CmsThemeItemSchema, b.items) : []))
  return {
    flow,
    seo: seo.success
      ? { title: seo.output.title ?? null, description: seo.output.description ?? null, index: seo.output.index, follow: seo.output.follow }
      : { title: null, description: null, index: true, follow: true },
    announcement: toAnnouncement(announcements?.homePages ?? [], flow),
    promoBar: {
      links: parseEach(CmsPromoLinkSchema, content.promoBar?.ctas ?? []).map((l) => ({
        label: l.label,
        url: l.url,
        newTab: l.newTab,
        background: l.colorPalette?.background ?? null,
        font: l.colorPalette?.font ?? null,
        black: l.variation === 'black',
      })),
      flowTabs: content.promoBar?.showFlowTabs ?? false,
    },
    jumbotron: jumbotron.success
      ? {
          title: jumbotron.output.title,
          subtitle: jumbotron.output.subtitle,
          ctas: parseEach(CmsCtaSchema, jumbotron.output.ctas).slice(0, JUMBOTRON_MAX_CTAS),
          imageDesktop: jumbotron.output.imageDesktop ?? null,
          imageMobile: jumbotron.output.imageMobile ?? jumbotron.output.imageDesktop ?? null,
          countdown: liveCountdown(jumbotron.output.countdown, Date.now()),
        }
      : null,
    blocks: blocks.filter((b): b is HomeBlock => b !== null),
    searchThemes: themes.map((t) => ({ id: t.themeId, label: t.label })),
    searchCities: searchCitiesOf(cmsBlocks),
  }
}

/** The cities of the search bar's city list: the places of the destinations blocks. */
function searchCitiesOf(blocks: readonly CmsBlock[]): HomeData['searchCities'] {
  return blocks
    .flatMap((b) => (b.type === 'destinations' ? parseEach(CmsDestinationItemSchema, b.items) : []))
    .map((c) => ({ id: String(c.placeId), label: c.title }))
}

/** The stays the booking home page's offers blocks name, in order: the site's selection, which a partner's minisite presents too. */
export async function homeOfferStayIds(catalog: CatalogSource, site: Site): Promise<number[]> {
  const homepage = await catalog.getCmsHomepage({ locale: site.id, flow: 'booking' })
  const doc = v.safeParse(CmsHomeDocumentSchema, homepage?.content ?? {})
  if (!doc.success) return []
  return parseEach(CmsBlockSchema, doc.output.blocks).flatMap((block) => (block.type === 'offers' ? block.stayIds : []))
}

/**
 * The cities of the activity search form (search.md §2.1): the same list as
 * the activity home page's form, from its destinations blocks, so a results
 * page offers (and shows) the city it was searched with.
 */
export async function getActivityCities(catalog: CatalogSource, site: Site): Promise<HomeData['searchCities']> {
  const homepage = await catalog.getCmsHomepage({ locale: site.id, flow: 'activity' })
  const doc = v.safeParse(CmsHomeDocumentSchema, homepage?.content ?? {})
  return doc.success ? searchCitiesOf(parseEach(CmsBlockSchema, doc.output.blocks)) : []
}

async function toHomeBlock(block: CmsBlock, catalog: CatalogSource, db: D1Database, input: HomeInput): Promise<HomeBlock | null> {
  switch (block.type) {
    case 'themes': {
      const items = parseEach(CmsThemeItemSchema, block.items).map((t) => ({
        key: `theme-${t.themeId}`,
        title: t.label,
        text: '',
        url: t.url,
        image: imageAt(t.image, CARD_IMAGE_SIZE),
      }))
      return items.length > 0 ? { type: 'themes', title: block.title, items } : null
    }
    case 'destinations': {
      const items = parseEach(CmsDestinationItemSchema, block.items).map((d) => ({
        key: `place-${d.placeId}`,
        title: d.title,
        text: d.text ?? '',
        url: d.url,
        image: imageAt(d.image, CARD_IMAGE_SIZE),
      }))
      return items.length > 0 ? { type: 'destinations', title: block.title, items } : null
    }
    case 'offers': {
      const cards = await getStayCardsByIds(db, block.stayIds, { ...input, locale: input.site.id }).catch((error: unknown) => {
        input.onError('home.offers', error)
        return []
      })
      return cards.length > 0 ? { type: 'offers', title: block.title, cards } : null
    }
    case 'boxes': {
      if (!input.boxes) return null
      const [found, boxBlock] = await Promise.all([catalog.searchBoxes(input.site.id), catalog.getBoxBlock(input.site.id)]).catch(
        (error: unknown) => {
          input.onError('home.boxes', error)
          return [{ boxes: [] }, null] as const
        },
      )
      const byCode = new Map(found.boxes.map((b) => [b.code, b]))
      const boxes = block.boxCodes.flatMap((code) => {
        const box = byCode.get(code)
        if (!box) return []
        const { title, price, offerCount } = box
        return [{ code, title, price, offerCount, url: boxDetailPath(input.site, box), image: box.images.catalog }]
      })
      const text = v.safeParse(CmsBoxBlockSchema, boxBlock?.content ?? {})
      const { subtitle = '', buttonLabel, buttonURL } = text.success ? text.output : {}
      if (boxes.length === 0) return null
      return {
        type: 'boxes',
        title: block.title,
        subtitle,
        boxes,
        button: buttonLabel && buttonURL ? { label: buttonLabel, url: buttonURL, newTab: false } : null,
      }
    }
    case 'reassurance': {
      const items = parseEach(CmsReassuranceItemSchema, block.items)
      return items.length > 0 ? { type: 'reassurance', title: block.title, items } : null
    }
  }
}

type Landing = { id: number; name: string }

/** A city by its landing slug ('paris') or slug-id ('paris-2988507'), named in the site's language. */
export async function findCityLanding(db: D1Database, slug: string, id: number | null, site: Site): Promise<Landing | null> {
  // A clean slug is the city's name in the site's language ('antwerpen' on nl_BE), or the one
  // every site shared before ('anvers'); among namesakes, the city with the most hotels.
  const where =
    id === null
      ? `p.kind = 'city' AND p.id IN (SELECT place_id FROM place_names WHERE locale = ?2 AND slug = ?1
           UNION ALL SELECT id FROM places WHERE kind = 'city' AND slug = ?1)`
      : "p.kind = 'city' AND p.id = ?1"
  return db
    .prepare(
      `SELECT p.id, pn.name FROM places p JOIN place_names pn ON pn.place_id = p.id AND pn.locale = ?2 WHERE ${where}
       ORDER BY p.hotel_count DESC, p.id LIMIT 1`,
    )
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

const THEME_OPTIONS = `
  SELECT t.id, l.label FROM themes t
  JOIN labels l ON l.kind = 'theme' AND l.id = t.id AND l.locale = ?1
  ORDER BY t.position`

/** The themes of the search bar's theme select, in the site's language. */
export async function getThemeOptions(db: D1Database, site: Site): Promise<{ id: number; label: string }[]> {
  const { results } = await db.prepare(THEME_OPTIONS).bind(site.id).all<{ id: number; label: string }>()
  return results
}
