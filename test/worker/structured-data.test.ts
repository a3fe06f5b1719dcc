import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { getSite, routePath, type SiteId } from '../../shared/sites'
import { breadcrumbOf } from './breadcrumb-markup'
import { firstPublishedStay } from './page-html'

/** A request with a cookie: rendered afresh, never answered from the HTML cache. */
const fresh = { headers: { Cookie: 'test=1' } }

/** The page's markup without the boot data (the site's catalogue) nor React's text separators. */
async function markupOf(path: string): Promise<string> {
  const res = await SELF.fetch(`http://localhost${path}`, fresh)
  expect(res.status).toBe(200)
  return (await res.text()).replace(/<script id="boot"[^>]*>.*?<\/script>/s, '').replace(/<!-- -->/g, '')
}

/** The text of the footer's last lines, where the company rating shows (4146 ratings). */
const footerBottomText = (html: string) =>
  html.slice(html.indexOf('class="container site-footer__bottom"'), html.indexOf('</footer>')).replace(/<[^>]*>/g, '')

/** Whether the markup states schema.org microdata anywhere. */
const statesMicrodata = (html: string) => /\sitem(Scope|Type|Prop)=/.test(html)

const first = async <T>(sql: string): Promise<T> => {
  const row = await env.DB.prepare(sql).first<T>()
  if (!row) throw new Error(`the test seed has no row for ${sql}`)
  return row
}

/**
 * The pages of the rule, each with the change that takes its meta description away (its text or
 * its CMS document's SEO fields and intro emptied, in every language) and its address on a site
 * (the content page's document is another one once blanked: the isolate keeps the documents it
 * read lately).
 */
const COOKIES_PATH: Partial<Record<SiteId, string>> = { fr_FR: 'cookies', nl_NL: 'cookies', it_IT: 'cookie' }
const PARTNER_SIGNUP_PATH: Partial<Record<SiteId, string>> = {
  fr_FR: 'devenir-partenaire',
  nl_NL: 'partner-worden',
  it_IT: 'diventa-partner',
}

const PAGES: {
  page: string
  breadcrumb: boolean
  blank: () => Promise<unknown>
  path: (site: SiteId, blanked: boolean) => Promise<string>
}[] = [
  {
    page: 'a stay page',
    breadcrumb: true,
    blank: async () =>
      env.DB.prepare("UPDATE stay_texts SET description = '' WHERE stay_id = ?1")
        .bind((await firstPublishedStay()).id)
        .run(),
    path: async (site) => {
      const stay = await firstPublishedStay()
      return routePath(getSite(site), 'stay', `${stay.slug}-${stay.id}`)
    },
  },
  {
    page: 'a hotel page',
    breadcrumb: true,
    blank: async () =>
      env.DB.prepare("UPDATE hotel_texts SET description = '' WHERE hotel_id = (SELECT MIN(id) FROM hotels WHERE active = 1)").run(),
    path: async (site) =>
      routePath(getSite(site), 'hotel', String((await first<{ id: number }>('SELECT MIN(id) AS id FROM hotels WHERE active = 1')).id)),
  },
  {
    page: 'an activity page',
    breadcrumb: true,
    blank: async () =>
      env.DB.prepare(
        "UPDATE activity_only_texts SET description = '' WHERE product_id = (SELECT MIN(id) FROM activity_only_products WHERE published = 1)",
      ).run(),
    path: async (site) =>
      routePath(
        getSite(site),
        'activity',
        String((await first<{ id: number }>('SELECT MIN(id) AS id FROM activity_only_products WHERE published = 1')).id),
      ),
  },
  {
    page: 'a CMS content page',
    breadcrumb: true,
    blank: async () =>
      env.DB.prepare(
        "UPDATE cms_content SET json = json_set(json, '$.intro', '', '$.seo', json('{}')) WHERE kind = 'static_page' AND key = 'partner-signup'",
      ).run(),
    // The cookies page, and the partner sign-up page blanked, under their paths in the site's language.
    path: async (site, blanked) => `${getSite(site).pathPrefix}/${(blanked ? PARTNER_SIGNUP_PATH : COOKIES_PATH)[site]}`,
  },
]

// site-wide.md §2 "Other shared pieces": page meta tags (SEO); missing meta tags hide structured data (except Italy).
describe('structured data and the page’s meta tags', () => {
  describe.each(PAGES)('$page', ({ breadcrumb, blank, path }) => {
    it.each(['fr_FR', 'nl_NL', 'it_IT'] as const)(
      'with its meta description on %s: states its breadcrumb and the company rating',
      async (site) => {
        const html = await markupOf(await path(site, false))
        expect(html).toMatch(/<meta name="description" content="[^"]+"\/>/)
        if (breadcrumb) expect(breadcrumbOf(html).length).toBeGreaterThan(1)
        expect(html).toContain('<p itemScope="" itemType="https://schema.org/Organization">')
      },
    )

    it.each([
      ['fr_FR', false],
      ['nl_NL', false],
      ['it_IT', true],
    ] as const)('without it on %s: structured data stated, %s; the breadcrumb and the rating still show', async (site, stated) => {
      await blank()
      const html = await markupOf(await path(site, true))
      expect(html).not.toMatch(/<meta name="description" content="[^"]+"\/>/)
      // No empty description either: the page has no meta description at all.
      expect(html).not.toContain('<meta name="description"')
      expect(statesMicrodata(html)).toBe(stated)
      if (breadcrumb) expect(html).toMatch(/<nav aria-label="[^"]+" class="breadcrumb"><ol[^>]*><li[^>]*><a href="[^"]+"/)
      expect(footerBottomText(html)).toMatch(/4.?146/)
    })
  })

  it.each([
    ['fr_FR', false],
    ['es_ES', false],
    ['fr_BE', false],
    ['nl_BE', false],
    ['nl_NL', false],
    ['it_IT', true],
  ] as const)('the search page, which has no meta description, on %s: structured data stated, %s', async (site, stated) => {
    const html = await markupOf(routePath(getSite(site), 'search'))
    expect(html).not.toContain('<meta name="description"')
    expect(statesMicrodata(html)).toBe(stated)
    expect(footerBottomText(html)).toMatch(/4.?146/)
  })

  // The city and theme landings are search pages with a description of their own, written by the worker.
  it.each(['fr_FR', 'es_ES', 'fr_BE', 'nl_BE', 'nl_NL', 'it_IT'] as const)(
    'a city landing and a theme landing of %s are described, and state the company rating',
    async (siteId) => {
      const site = getSite(siteId)
      const city = await first<{ id: number; slug: string; name: string }>(
        `SELECT p.id, p.slug, n.name FROM hotels h JOIN stays s ON s.hotel_id = h.id JOIN places p ON p.id = h.city_id
         JOIN place_names n ON n.place_id = p.id AND n.locale = '${siteId}'
         WHERE h.country_code = '${site.country}' AND h.active = 1 AND s.published = 1 GROUP BY p.id ORDER BY COUNT(*) DESC LIMIT 1`,
      )
      const theme = await first<{ label: string }>(
        `SELECT label FROM labels WHERE kind = 'theme_slug' AND locale = '${siteId}' ORDER BY id LIMIT 1`,
      )
      for (const path of [routePath(site, 'city', `${city.slug}-${city.id}`), routePath(site, 'theme', theme.label)]) {
        const html = await markupOf(path)
        const description = /<meta name="description" content="([^"]+)"\/>/.exec(html)?.[1]
        expect(description, path).toBeDefined()
        if (path.includes(site.slugs.city)) expect(description).toContain(city.name)
        expect(html.match(/<meta name="description"/g), path).toHaveLength(1)
        expect(html, path).toContain('<p itemScope="" itemType="https://schema.org/Organization">')
      }
    },
  )

  it.each(['fr_FR', 'es_ES', 'fr_BE', 'nl_BE', 'nl_NL', 'it_IT'] as const)(
    'the home page of %s, described always, states the company rating',
    async (site) => {
      const html = await markupOf(`${getSite(site).pathPrefix}/`)
      expect(html).toMatch(/<meta name="description" content="[^"]+"\/>/)
      expect(html).toContain('<p itemScope="" itemType="https://schema.org/Organization">')
    },
  )
})
