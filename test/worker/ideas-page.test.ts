import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import app from '../../worker/index'
import { CATALOGS } from '../../worker/i18n/catalogs'
import { getSite, routePath, type SiteId } from '../../shared/sites'
import { todayIn } from '../../shared/dates'
import { escapeHtml } from './page-html'

/** A message of a site's compiled catalogue, without placeholders. */
function message(locale: SiteId, id: string): string {
  const compiled = CATALOGS[locale][id]
  if (typeof compiled === 'string') return compiled
  if (Array.isArray(compiled) && compiled.every((part) => typeof part === 'string')) return compiled.join('')
  throw new Error(`${id} is not plain text in ${locale}`)
}

/** The theme and region with the most published, unexpired stays of active hotels in a country, counted in SQL. */
async function topIdea(locale: SiteId) {
  const site = getSite(locale)
  return env.DB.prepare(
    `SELECT st.theme_id AS themeId, h.region_id AS regionId, COUNT(*) AS count, l.label AS theme
     FROM stays s JOIN hotels h ON h.id = s.hotel_id JOIN stay_themes st ON st.stay_id = s.id
     JOIN labels l ON l.kind = 'theme' AND l.id = st.theme_id AND l.locale = ?1
     WHERE h.country_code = ?2 AND h.active = 1 AND s.published = 1 AND h.region_id IS NOT NULL
       AND (s.expiration_date IS NULL OR s.expiration_date >= ?3)
     GROUP BY st.theme_id, h.region_id ORDER BY COUNT(*) DESC LIMIT 1`,
  )
    .bind(locale, site.country, todayIn(site.timeZone).toString())
    .first<{ themeId: number; regionId: number; count: number; theme: string }>()
}

// site-wide.md §2 "Ideas page": title, intro, sections of idea cards, region links.
describe('the ideas page', () => {
  // First: the page reads the catalogue once per isolate, then from its cache.
  it("says the catalogue could not be read in the site's language, with a 200 and no crash", async () => {
    const broken = {
      ...env,
      DB: {
        prepare: () => {
          throw new Error('database unavailable')
        },
        batch: () => Promise.reject(new Error('database unavailable')),
      } as unknown as D1Database,
    }
    const res = await app.request('http://localhost/it-it/tema', {}, broken)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain(escapeHtml(message('it_IT', 'ideasPage.title')))
    expect(html).toContain(escapeHtml(message('it_IT', 'search.error')))
  })

  it.each([
    { prefix: '/fr-fr', locale: 'fr_FR' },
    { prefix: '/es-es', locale: 'es_ES' },
    { prefix: '/nl-be', locale: 'nl_BE' },
    { prefix: '/nl-nl', locale: 'nl_NL' },
  ] as const)('answers at $prefix under the theme path with the ideas of the country', async ({ locale }) => {
    const site = getSite(locale)
    const res = await SELF.fetch(`http://localhost${routePath(site, 'theme')}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain(`<h1 class="ideas-page__title">${escapeHtml(message(locale, 'ideasPage.title'))}</h1>`)
    expect(html).toContain(escapeHtml(message(locale, 'ideasPage.intro')))
    const top = await topIdea(locale)
    expect(top).not.toBeNull()
    // The theme's section links its biggest region's search, and the region list its search.
    expect(html).toContain(`href="${routePath(site, 'search')}#theme=${top?.themeId}&amp;region=${top?.regionId}"`)
    expect(html).toContain(`href="${routePath(site, 'search')}#region=${top?.regionId}"`)
    expect(html).toContain(escapeHtml(top?.theme ?? ''))
  })

  it("puts each theme's regions by number of stays, the counts being the catalogue's", async () => {
    const top = await topIdea('fr_FR')
    const html = await (await SELF.fetch('http://localhost/fr-fr/idee')).text()
    const section = html.slice(html.indexOf(`id="ideas-${top?.themeId}"`))
    const first = /<a class="ideas-card" href="([^"]+)"[\s\S]*?<span class="ideas-card__count">([^<]+)</.exec(section)
    expect(first?.[1]).toBe(`/fr-fr/recherche#theme=${top?.themeId}&amp;region=${top?.regionId}`)
    expect(first?.[2]).toBe(`${top?.count} séjours`)
  })

  it('is not the 404 page, and a theme of that path is still its landing page', async () => {
    expect((await SELF.fetch('http://localhost/nl-nl/thema')).status).toBe(200)
    expect((await SELF.fetch('http://localhost/nl-nl/thema/geen-thema-zo')).status).toBe(404)
  })
})
