import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import app from '../../worker/index'
import { breadcrumbOf } from './breadcrumb-markup'

/** A request with a cookie: rendered afresh, never answered from the HTML cache. */
const fresh = { headers: { Cookie: 'test=1' } }

const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')

/** The footer's legal links of a page (href → label). */
function footerLinks(html: string): Map<string, string> {
  const start = html.indexOf('aria-labelledby="footer-legal"')
  const legal = html.slice(start, html.indexOf('</section>', start))
  return new Map([...legal.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => [m[1] ?? '', decode(m[2] ?? '')]))
}

describe('the static content pages of the footer', () => {
  it.each([
    {
      site: '/fr-fr',
      // Each document's id and path in the site's language (site-wide §2: "paths differ per locale"), and its title.
      titles: {
        'terms-of-sale': ['conditions-generales-de-vente', 'Conditions générales de vente'],
        'terms-of-use': ['conditions-d-utilisation', 'Conditions d’utilisation'],
        'data-protection': ['protection-des-donnees', 'Protection des données'],
        cookies: ['cookies', 'Politique cookies'],
        'partner-signup': ['devenir-partenaire', 'Hôteliers : devenez partenaire'],
        'press-room': ['espace-presse', 'Espace presse'],
      },
      home: 'Accueil',
      updated: /Dernière mise à jour : \d{1,2} \p{L}+ 2026/u,
    },
    {
      site: '/nl-nl',
      titles: {
        'terms-of-sale': ['algemene-verkoopvoorwaarden', 'Algemene verkoopvoorwaarden'],
        'terms-of-use': ['gebruiksvoorwaarden', 'Gebruiksvoorwaarden'],
        'data-protection': ['gegevensbescherming', 'Gegevensbescherming'],
        cookies: ['cookies', 'Cookiebeleid'],
        'partner-signup': ['partner-worden', 'Hoteliers: word partner'],
      },
      home: 'Startpagina',
      updated: /Laatst bijgewerkt: \d{1,2} \p{L}+ 2026/u,
    },
  ])('answer every legal link of the $site footer with the page in the site language', async ({ site, titles, home, updated }) => {
    const links = footerLinks(await (await SELF.fetch(`http://localhost${site}/`, fresh)).text())
    expect([...links.keys()].sort()).toEqual(
      Object.values(titles)
        .map(([path]) => `${site}/${path}`)
        .sort(),
    )
    for (const [id, [path, title]] of Object.entries(titles)) {
      // The former path, shared by every site, moves to the page's path in the site's language.
      const moved = await SELF.fetch(`http://localhost${site}/content/${id}`, { ...fresh, redirect: 'manual' })
      expect(moved.status).toBe(301)
      expect(new URL(moved.headers.get('location') ?? '', 'http://localhost').pathname).toBe(`${site}/${path}`)
      const res = await SELF.fetch(`http://localhost${site}/${path}`, fresh)
      expect(res.status).toBe(200)
      const html = decode(await res.text())
      expect(html).toContain(`<h1 class="content-page__title">${title}</h1>`)
      expect(html).toContain(`<title>${title} | Wanderweek</title>`)
      expect(html).toMatch(/<meta name="description" content="[^"]{40,160}"\/>/)
      expect(html).toMatch(updated)
      // The breadcrumb: home, then the page itself.
      expect(breadcrumbOf(html)).toEqual([
        { position: 1, name: home, url: `${site}/` },
        { position: 2, name: title, url: null },
      ])
      expect(html.match(/<section class="content-page__section"/g)?.length).toBeGreaterThanOrEqual(4)
      // The page's own stylesheet travels inside it.
      expect(html).toMatch(/<style data-href="\/assets\/[^"/]+\/content-page\.css">[^<]*\.content-page__article\{/)
      // The site's header and footer.
      expect(html).toContain('<header')
      expect(footerLinks(html).size).toBe(Object.keys(titles).length)
    }
  })

  it('answers the Belgian sites with their own authority and Italian with Italian', async () => {
    const fr = decode(await (await SELF.fetch('http://localhost/fr-be/protection-des-donnees', fresh)).text())
    expect(fr).toContain('Autorité de protection des données')
    expect(fr).not.toContain('CNIL')
    const nl = decode(await (await SELF.fetch('http://localhost/nl-be/gegevensbescherming', fresh)).text())
    expect(nl).toContain('Gegevensbeschermingsautoriteit')
    const it = decode(await (await SELF.fetch('http://localhost/it-it/condizioni-generali-di-vendita', fresh)).text())
    expect(it).toContain('<h1 class="content-page__title">Condizioni generali di vendita</h1>')
    expect(it).toContain('valido 18 mesi')
  })

  it.each([
    ['/fr-fr/content/conditions-inconnues', 'Oups !'],
    ['/es-es/content/no-existe', '¡Vaya!'],
    ['/nl-nl/content/Cookies', 'Oeps!'],
    ['/fr-fr/content/cookies%3Cscript%3E', 'Oups !'],
  ])('answers %s, which names no document, with the site 404 page', async (path, title) => {
    const res = await SELF.fetch(`http://localhost${path}`, fresh)
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).toContain(title)
    expect(html).toContain('noindex')
  })

  it('renders the document the upstream answers in proxy mode', async () => {
    const upstream = {
      id: 'terms-of-use',
      locale: 'it_IT',
      content: {
        title: 'Condizioni d’uso',
        intro: 'Le regole del sito.',
        updatedAt: '2026-03-09',
        sections: [{ heading: 'Accesso al sito', blocks: [{ type: 'paragraph', text: 'Il sito è gratuito.' }] }],
      },
    }
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(upstream))
    const res = await app.request('http://localhost/it-it/condizioni-di-utilizzo', fresh, {
      ...env,
      UPSTREAM_API_URL: 'https://upstream.example',
    })
    expect(res.status).toBe(200)
    const html = decode(await res.text())
    expect(html).toContain('<h1 class="content-page__title">Condizioni d’uso</h1>')
    expect(html).toContain('Ultimo aggiornamento: 9 marzo 2026')
    expect(html).toContain('<h2 id="content-section-1">Accesso al sito</h2>')
    expect(String(spy.mock.calls[0]?.[0])).toBe('https://upstream.example/gateway/content/static-page/terms-of-use?locale=it_IT')
    spy.mockRestore()
  })

  it('is indexed and followed in production, like the home page, and not outside it', async () => {
    const robots = async (production: string) => {
      const res = await app.request('http://localhost/fr-fr/cookies', fresh, { ...env, PRODUCTION: production })
      return (await res.text()).match(/<meta name="robots"[^>]*>/g)
    }
    expect(await robots('true')).toEqual(['<meta name="robots" content="index, follow"/>'])
    expect(await robots('false')).toEqual(['<meta name="robots" content="noindex, follow"/>'])
  })

  it('serves an anonymous visit from the page cache the second time', async () => {
    const get = async () => {
      const ctx = createExecutionContext()
      const res = await app.request('http://localhost/es-es/condiciones-de-uso', {}, env, ctx)
      const html = await res.text()
      await waitOnExecutionContext(ctx)
      return { status: res.status, cache: res.headers.get('X-Cache'), html }
    }
    const first = await get()
    expect(first).toMatchObject({ status: 200, cache: 'MISS' })
    const second = await get()
    expect(second).toMatchObject({ status: 200, cache: 'HIT' })
    expect(second.html).toContain('Condiciones de uso')
  })
})
