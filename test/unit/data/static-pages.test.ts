import { describe, expect, it } from 'vitest'
import { readCatalog } from '../../../scripts/compile-locales'
import { PRESS_ROOM_PAGE, PRESS_ROOM_SITES } from '../../../shared/cms/press-room'
import { toContentPageData, type ContentPageData } from '../../../shared/cms/static-page'
import { getSite, routePath, SITE_IDS, type SiteId } from '../../../shared/sites'
import { buildStaticPages, STATIC_PAGES } from '../../../worker/data/seed/static-pages'

const rows = buildStaticPages()

/** The page data of a seeded document, as the page reads it. */
function pageOf(locale: SiteId, id: string): ContentPageData {
  const row = rows.find((r) => r.locale === locale && r.key === id)
  if (!row) throw new Error(`no ${id} for ${locale}`)
  const page = toContentPageData(JSON.parse(row.json) as Record<string, unknown>, `/x/${id}`)
  if (!page) throw new Error(`${id} of ${locale} is no page`)
  return page
}

const textOf = (page: ContentPageData): string =>
  [
    page.title,
    ...page.intro.map((s) => s.text),
    ...page.sections.flatMap((s) => [
      s.heading,
      ...s.blocks.flatMap((b) => (b.type === 'paragraph' ? b.text.map((t) => t.text) : b.items.flat().map((t) => t.text))),
    ]),
  ].join(' ')

describe('the static pages of the seed', () => {
  // The pages every site has (the press room is the French and Spanish sites' own).
  const ids = STATIC_PAGES.filter((p) => !p.sites).map((p) => p.id)

  it('holds the five footer pages for each of the six sites and the press room for France and Spain, for every flow', () => {
    expect(ids).toEqual(['terms-of-sale', 'terms-of-use', 'data-protection', 'cookies', 'partner-signup'])
    expect(rows).toHaveLength(SITE_IDS.length * ids.length + PRESS_ROOM_SITES.length)
    expect(rows.filter((r) => r.key === PRESS_ROOM_PAGE).map((r) => r.locale)).toEqual(['fr_FR', 'es_ES'])
    expect(new Set(rows.map((r) => `${r.locale}:${r.key}`)).size).toBe(rows.length)
    for (const row of rows) expect(row).toMatchObject({ flow: 'all', kind: 'static_page' })
  })

  it('says the press room in French and in Spanish', () => {
    expect(pageOf('fr_FR', PRESS_ROOM_PAGE).title).toBe('Espace presse')
    expect(pageOf('es_ES', PRESS_ROOM_PAGE).title).toBe('Sala de prensa')
    expect(textOf(pageOf('fr_FR', PRESS_ROOM_PAGE))).toContain('4,5/5 sur 4 146 avis')
  })

  it.each(rows.map((r) => [r.locale, r.key] as const))(
    '%s %s is a page of 4 to 6 sections, each with 1 to 3 paragraphs and nothing dropped',
    (locale, id) => {
      const page = pageOf(locale, id)
      const authored = JSON.parse(rows.find((r) => r.locale === locale && r.key === id)?.json ?? '{}') as {
        sections: { blocks: unknown[] }[]
      }
      expect(page.sections.length).toBeGreaterThanOrEqual(4)
      expect(page.sections.length).toBeLessThanOrEqual(6)
      expect(page.sections.map((s) => s.blocks.length)).toEqual(authored.sections.map((s) => s.blocks.length))
      for (const section of page.sections) {
        const paragraphs = section.blocks.filter((b) => b.type === 'paragraph').length
        expect(paragraphs).toBeLessThanOrEqual(3)
        expect(section.blocks.length + (section.link ? 1 : 0)).toBeGreaterThan(0)
      }
      expect(page.seo.description.length).toBeGreaterThan(40)
      expect(textOf(page)).not.toMatch(/lorem|ipsum|\bTODO\b/)
    },
  )

  it.each(ids)('%s says something different in each of the four languages', (id) => {
    const texts = (['fr_FR', 'es_ES', 'nl_NL', 'it_IT'] as const).map((l) => textOf(pageOf(l, id)))
    expect(new Set(texts).size).toBe(4)
  })

  it('names the operating company and its share capital in each language', () => {
    expect(textOf(pageOf('fr_FR', 'terms-of-sale'))).toContain('Wanderweek, société au capital de 10 000 euros')
    expect(textOf(pageOf('es_ES', 'terms-of-sale'))).toContain('capital social de 10.000 euros')
    expect(textOf(pageOf('nl_NL', 'terms-of-sale'))).toContain('maatschappelijk kapitaal van 10.000 euro')
    expect(textOf(pageOf('it_IT', 'terms-of-sale'))).toContain('capitale sociale di 10.000 euro')
  })

  it.each([
    ['fr_FR', 'CNIL'],
    ['fr_BE', 'Autorité de protection des données'],
    ['es_ES', 'Agencia Española de Protección de Datos'],
    ['nl_NL', 'Autoriteit Persoonsgegevens'],
    ['nl_BE', 'Gegevensbeschermingsautoriteit'],
    ['it_IT', 'Garante per la protezione dei dati personali'],
  ] as const)('points %s to its own data protection authority', (locale, authority) => {
    expect(textOf(pageOf(locale, 'data-protection'))).toContain(authority)
  })

  it('tells only the Belgian sites of the cookie that remembers their language', () => {
    for (const locale of SITE_IDS) {
      expect(textOf(pageOf(locale, 'cookies')).includes('néerlandais') || textOf(pageOf(locale, 'cookies')).includes('Frans')).toBe(
        getSite(locale).country === 'BE',
      )
    }
  })

  it.each(SITE_IDS)('links %s pages to its own contact page and data protection page', (locale) => {
    const site = getSite(locale)
    const links = ids.flatMap((id) => pageOf(locale, id).sections.flatMap((s) => (s.link ? [s.link.url] : [])))
    expect(links).toContain(routePath(site, 'contact'))
    expect(links).toContain(`${routePath(site, 'contact')}?reason=other`)
    expect(links).toContain(`${site.pathPrefix}/${readCatalog(locale)['legalPath.dataProtection']}`)
    for (const url of links) expect(url.startsWith(`${site.pathPrefix}/`)).toBe(true)
  })
})
