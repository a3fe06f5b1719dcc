import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { SiteId } from '../../shared/sites'
import app from '../../worker/index'

// A cookie: every request renders the page, never a copy from the HTML cache of anonymous pages.
const HEADERS = { cookie: 'visit=1' }

async function page(path: string, bindings: Partial<Env> = {}): Promise<string> {
  const res = await app.request(`http://localhost${path}`, { headers: HEADERS }, { ...env, ...bindings })
  expect(res.status, path).toBe(200)
  return res.text()
}

/** Text as React writes it into HTML. */
const html = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')

/** A CMS document of a locale, as seeded. */
async function cms<T>(locale: SiteId, kind: string, key: string): Promise<T> {
  const row = await env.DB.prepare('SELECT json FROM cms_content WHERE locale = ?1 AND kind = ?2 AND key = ?3')
    .bind(locale, kind, key)
    .first<{ json: string }>()
  if (!row) throw new Error(`the test seed has no ${kind}/${key} for ${locale}`)
  return JSON.parse(row.json) as T
}

type Banner = { content: string; colorVariation: string; link: { url: string }; flow: string }
type PromoBar = { page: string; links: { label: string; url: string }[] }

async function cityPath(country: string, prefix: string, slug: string): Promise<string> {
  const row = await env.DB.prepare(
    `SELECT p.id, p.slug FROM hotels h JOIN stays s ON s.hotel_id = h.id JOIN places p ON p.id = h.city_id
     WHERE h.country_code = ?1 AND h.active = 1 AND s.published = 1 AND s.item_category = 'weekend' GROUP BY p.id ORDER BY COUNT(*) DESC LIMIT 1`,
  )
    .bind(country)
    .first<{ id: number; slug: string }>()
  if (!row) throw new Error(`the test seed has no city with stays in ${country}`)
  return `${prefix}/${slug}/${row.slug}-${row.id}`
}

async function stayPath(country: string, prefix: string, slug: string): Promise<string> {
  const row = await env.DB.prepare(
    `SELECT s.id, s.slug FROM stays s JOIN hotels h ON h.id = s.hotel_id
     WHERE h.country_code = ?1 AND h.active = 1 AND s.published = 1 AND s.item_category = 'weekend' ORDER BY s.id LIMIT 1`,
  )
    .bind(country)
    .first<{ id: number; slug: string }>()
  if (!row) throw new Error(`the test seed has no stay in ${country}`)
  return `${prefix}/${slug}/${row.slug}-${row.id}`
}

describe('the top of the search page (site-wide §2)', () => {
  it('shows the announcement of search pages, the flow toggle, the Inspirations button and the promo links', async () => {
    const [banner] = await cms<Banner[]>('fr_FR', 'announcement', 'searchPages')
    const bar = await cms<PromoBar>('fr_FR', 'promo_bar', 'main')
    const body = await page(await cityPath('FR', '/fr-fr', 'ville'))
    expect(body).toContain('class="announcement announcement--grey"')
    expect(body).toContain(html(banner?.content ?? '-'))
    expect(body).toContain(`href="${banner?.link.url ?? '-'}"`)
    expect(body).toContain('<div class="flow-toggle" role="group" aria-label="Que cherchez-vous ?">')
    expect(body).toMatch(/<button type="button" class="inspirations__button" aria-expanded="false" aria-controls="inspirations-menu">/)
    expect(body).toContain('<div id="inspirations-menu" class="inspirations__panel" hidden="">')
    expect(body).toContain('<ul class="promo-bar__links" aria-label="Offres du moment">')
    for (const link of bar.links) expect(body).toContain(`href="${html(link.url)}">${html(link.label)}`)
  })

  it('chooses the announcement by flow: none of the booking flow on a gift search', async () => {
    const body = await page('/fr-fr/recherche?flow=gifting')
    expect(body).not.toContain('class="announcement ')
    // The bars of every flow still show.
    expect(body).toContain('class="promo-bar__links"')
    expect(body).toContain('class="inspirations__button"')
  })

  it('shows only the bars of all pages or of search pages, and only their safe links', async () => {
    const links = [
      { label: 'Spa', url: '/es-es/busqueda#theme=32', variation: 'black' },
      { label: 'Trap', url: 'javascript:alert(1)' },
    ]
    await env.DB.prepare("UPDATE cms_content SET json = ?1 WHERE locale = 'es_ES' AND kind = 'promo_bar'")
      .bind(JSON.stringify({ page: 'search', links }))
      .run()
    const body = await page('/es-es/busqueda')
    expect(body).toContain('<a class="promo-link promo-link--black" href="/es-es/busqueda#theme=32">Spa</a>')
    expect(body).not.toContain('javascript:')
    await env.DB.prepare("UPDATE cms_content SET json = ?1 WHERE locale = 'it_IT' AND kind = 'promo_bar'")
      .bind(JSON.stringify({ page: 'home', links }))
      .run()
    expect(await page('/it-it/ricerca')).not.toContain('class="promo-bar__links"')
  })

  it('reads the banners through the cache: a second render asks the catalogue nothing about them', async () => {
    const cmsReads: string[] = []
    const DB = new Proxy(env.DB, {
      get(target, key) {
        const value = Reflect.get(target, key) as unknown
        if (key === 'prepare')
          return (sql: string) => {
            if (sql.includes('cms_content')) cmsReads.push(sql)
            return target.prepare(sql)
          }
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
      },
    })
    const path = await cityPath('BE', '/nl-be', 'stad')
    await page(path, { DB })
    expect(cmsReads.length).toBeGreaterThan(0)
    cmsReads.length = 0
    expect(await page(path, { DB })).toContain('class="announcement ')
    expect(cmsReads).toEqual([])
  })
})

describe('the announcement of stay pages (site-wide §2)', () => {
  it('shows the banner of product pages in its flow, and none in a flow without one', async () => {
    const [banner] = await cms<Banner[]>('nl_NL', 'announcement', 'productPages')
    const path = await stayPath('NL', '/nl-nl', 'verblijf')
    const booking = await page(path)
    expect(booking).toContain('class="announcement announcement--yellow"')
    expect(booking).toContain(html(banner?.content ?? '-'))
    const res = await SELF.fetch(`http://localhost${path}?flow=gifting`, { headers: HEADERS })
    expect(res.status).toBe(200)
    expect(await res.text()).not.toContain('class="announcement ')
  })
})

describe('the auto-discount experiment (site-wide §2)', () => {
  const FLAGS = JSON.stringify({ autoDiscount: true })

  it.each([
    ['fr_FR', '/fr-fr', 'ville', 'FR', 'Économisez 10 % de plus sur une sélection d’offres', '/fr-fr/idee'],
    ['nl_NL', '/nl-nl', 'stad', 'NL', 'Bespaar 10% extra op een selectie van aanbiedingen', '/nl-nl/thema'],
  ])(
    'replaces the fetched banner of %s booking pages with its own, linking to the themes',
    async (locale, prefix, city, country, text, themes) => {
      const [fetched] = await cms<Banner[]>(locale as SiteId, 'announcement', 'homePages')
      for (const path of [`${prefix}/`, await cityPath(country, prefix, city)]) {
        const body = await page(path, { FLAGS })
        expect(body, path).toContain(
          `<a class="announcement__inner container" href="${themes}"><span class="announcement__text"><span>${html(text)}</span>`,
        )
        expect(body, path).toContain('class="announcement announcement--red"')
        if (fetched) expect(body, path).not.toContain(html(fetched.content))
        // Without the experiment, the fetched banner.
        expect(await page(path), path).not.toContain(html(text))
      }
    },
  )

  it('leaves the gifting flow its fetched banner', async () => {
    const body = await page('/fr-fr/?flow=gifting', { FLAGS })
    expect(body).not.toContain(html('Économisez 10 % de plus sur une sélection d’offres'))
  })
})
