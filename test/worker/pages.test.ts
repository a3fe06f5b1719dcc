import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import app from '../../worker/index'
import { CATALOGS } from '../../worker/i18n/catalogs'
import { breadcrumbOf } from './breadcrumb-markup'
import { escapeHtml } from './page-html'

const SITES = [
  { prefix: '/fr-fr', lang: 'fr-FR', locale: 'fr_FR' },
  { prefix: '/es-es', lang: 'es-ES', locale: 'es_ES' },
  { prefix: '/fr-be', lang: 'fr-BE', locale: 'fr_BE' },
  { prefix: '/nl-be', lang: 'nl-BE', locale: 'nl_BE' },
  { prefix: '/nl-nl', lang: 'nl-NL', locale: 'nl_NL' },
  { prefix: '/it-it', lang: 'it-IT', locale: 'it_IT' },
] as const

/** The catalogue database with every query answered `ms` later, to see what streams before data. */
function slowDb(db: D1Database, ms: number): D1Database {
  const later = <T>(value: Promise<T>) => new Promise<T>((resolve, reject) => setTimeout(() => value.then(resolve, reject), ms))
  const slowStatement = (statement: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(statement, {
      get(target, key) {
        const value = Reflect.get(target, key)
        if (typeof value !== 'function') return value
        if (key === 'bind') return (...args: unknown[]) => slowStatement(target.bind(...args))
        if (key === 'first' || key === 'all' || key === 'run' || key === 'raw')
          return (...args: unknown[]) => later(value.apply(target, args))
        return value.bind(target)
      },
    })
  return new Proxy(db, {
    get(target, key) {
      if (key === 'prepare') return (sql: string) => slowStatement(target.prepare(sql))
      if (key === 'batch') return (statements: D1PreparedStatement[]) => later(target.batch(statements))
      const value = Reflect.get(target, key)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

async function cityWithStays(country: string): Promise<{ id: number; slug: string }> {
  const row = await env.DB.prepare(
    `SELECT p.id, p.slug FROM hotels h JOIN stays s ON s.hotel_id = h.id JOIN places p ON p.id = h.city_id
     WHERE h.country_code = ?1 AND h.active = 1 AND s.published = 1 GROUP BY p.id ORDER BY COUNT(*) DESC LIMIT 1`,
  )
    .bind(country)
    .first<{ id: number; slug: string }>()
  if (!row) throw new Error(`the test seed has no city with stays in ${country}`)
  return row
}

describe('the site pages', () => {
  it('lists the six sites at the root of a host that is no site', async () => {
    const res = await SELF.fetch('http://localhost/')
    expect(res.status).toBe(200)
    const html = await res.text()
    for (const site of SITES) expect(html).toContain(`href="${site.prefix}/"`)
  })

  it.each(SITES)('renders the $lang home page in its language, with its CMS jumbotron', async (site) => {
    const res = await SELF.fetch(`http://localhost${site.prefix}/`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    const html = await res.text()
    expect(html).toContain(`<html lang="${site.lang}"`)
    const row = await env.DB.prepare(
      "SELECT json_extract(json, '$.jumbotron.title') AS title FROM cms_content WHERE locale = ?1 AND flow = 'booking' AND kind = 'homepage'",
    )
      .bind(site.locale)
      .first<{ title: string }>()
    expect(row?.title).toBeTruthy()
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(row?.title ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`))
  })

  it.each(['slug', 'slug-id'])('renders a city landing page (%s form) with real results on the server', async (form) => {
    const city = await cityWithStays('FR')
    const res = await SELF.fetch(`http://localhost/fr-fr/ville/${form === 'slug' ? city.slug : `${city.slug}-${city.id}`}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toMatch(/<article class="card/)
    expect(html).toContain('/fr-fr/sejour/')
  })

  it("names stays and cities in the site's language in their page paths, and serves those paths", async () => {
    // A Belgian city whose Dutch name differs from its French one (Antwerpen and Anvers, Gent and Gand...).
    const city = await env.DB.prepare(
      `SELECT p.id, fr.slug AS fr, nl.slug AS nl, nl.name FROM places p
       JOIN place_names fr ON fr.place_id = p.id AND fr.locale = 'fr_BE'
       JOIN place_names nl ON nl.place_id = p.id AND nl.locale = 'nl_BE'
       WHERE p.kind = 'city' AND fr.slug <> nl.slug AND EXISTS (SELECT 1 FROM hotels h WHERE h.city_id = p.id AND h.active = 1)
       ORDER BY p.hotel_count DESC LIMIT 1`,
    ).first<{ id: number; fr: string; nl: string; name: string }>()
    expect(city).not.toBeNull()
    for (const path of [`/nl-be/stad/${city!.nl}`, `/nl-be/stad/${city!.nl}-${city!.id}`, `/nl-be/stad/${city!.fr}`]) {
      const res = await SELF.fetch(`http://localhost${path}`)
      expect(res.status, path).toBe(200)
      expect(await res.text(), path).toContain(escapeHtml(city!.name))
    }

    // A Dutch card links to the stay under its Dutch label and to its city under its Dutch name.
    const res = await SELF.fetch('http://localhost/api/offers.json', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ locale: 'nl_NL', limit: 5, pax: { adults: 2, children: 0, babies: 0, singleRoom: false } }),
    })
    const { results } = (await res.json()) as {
      results: { id: number; uri: string; label: string; hotel: { location: { uri: string } } }[]
    }
    expect(results.length).toBeGreaterThan(0)
    for (const card of results) {
      const slug = card.label
        .normalize('NFD')
        .replace(/\p{M}+/gu, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
      expect(card.uri).toBe(`/nl-nl/verblijf/${slug}-${card.id}`)
      const page = await SELF.fetch(`http://localhost${card.uri}`)
      expect(page.status, card.uri).toBe(200)
    }
  })

  it('renders a theme landing page under its localised slug', async () => {
    const theme = await env.DB.prepare("SELECT label FROM labels WHERE kind = 'theme_slug' AND id = 39 AND locale = 'es_ES'").first<{
      label: string
    }>()
    const res = await SELF.fetch(`http://localhost/es-es/tema/${theme?.label}`)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('Ideas de escapada')
  })

  it('renders a stay page with its program in the site language', async () => {
    const stay = await env.DB.prepare('SELECT s.id, s.slug FROM stays s WHERE s.published = 1 ORDER BY s.id LIMIT 1').first<{
      id: number
      slug: string
    }>()
    const res = await SELF.fetch(`http://localhost/it-it/soggiorno/${stay?.slug}-${stay?.id}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Il tuo soggiorno include')
    const label = await env.DB.prepare("SELECT label FROM stay_texts WHERE stay_id = ?1 AND locale = 'it_IT'")
      .bind(stay?.id)
      .first<{ label: string }>()
    expect(html).toContain(label?.label.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'))
  })

  it('states the company rating in the footer as schema.org Organization microdata (4.5 of 5 from 4146)', async () => {
    const html = await (await SELF.fetch('http://localhost/nl-nl/')).text()
    const footer = html.slice(html.indexOf('<footer'))
    expect(footer).toContain('<p itemScope="" itemType="https://schema.org/Organization"><meta itemProp="name" content="Wanderweek"/>')
    expect(footer).toContain('<span itemProp="aggregateRating" itemScope="" itemType="https://schema.org/AggregateRating">')
    for (const [prop, value] of [
      ['ratingValue', '4.5'],
      ['bestRating', '5'],
      ['ratingCount', '4146'],
    ])
      expect(footer).toContain(`<meta itemProp="${prop}" content="${value}"/>`)
  })

  it.each([
    ['/fr-fr', true],
    ['/es-es', true],
    ['/fr-be', false],
    ['/nl-be', false],
    ['/nl-nl', false],
    ['/it-it', false],
  ])(
    'gives the %s footer its three payment-info columns, both hours blocks, the asterisk notes and the press room only in France and Spain',
    async (prefix, pressRoom) => {
      const html = (await (await SELF.fetch(`http://localhost${prefix}/`, { headers: { Cookie: 'test=1' } })).text()).replace(
        /&#x27;/g,
        "'",
      )
      const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'))
      for (const id of ['footer-methods', 'footer-pay', 'footer-instalments']) expect(footer).toContain(`<h2 id="${id}"`)
      for (const method of ['Visa', 'Mastercard', 'Apple Pay', 'Google Pay']) expect(footer).toContain(`role="img" aria-label="${method}"`)
      // One contact block: Mon-Fri 10h-19h and Sat 10h-18h in one block, Mon-Fri 10h-18h in another.
      const help = footer.slice(footer.indexOf('id="footer-help"'), footer.indexOf('</section>', footer.indexOf('id="footer-help"')))
      expect(help).toMatch(/10[hu]?[–-]19[\s\S]*10[hu]?[–-]18[\s\S]*id="footer-gift-phone"[\s\S]*10[hu]?[–-]18/)
      expect(footer).toMatch(/<p class="site-footer__note">\* /)
      expect(footer.includes(`href="${prefix}/${prefix === '/fr-fr' ? 'espace-presse' : 'sala-de-prensa'}"`)).toBe(pressRoom)
    },
  )

  it.each([
    ['/fr-fr', 'fr_FR'],
    ['/es-es', 'es_ES'],
    ['/nl-be', 'nl_BE'],
    ['/it-it', 'it_IT'],
  ] as const)('says in the %s footer that the gift advice by phone costs nothing extra', async (prefix, locale) => {
    const html = await (await SELF.fetch(`http://localhost${prefix}/`, { headers: { Cookie: 'test=1' } })).text()
    const start = html.indexOf('id="footer-gift-phone"')
    const block = html.slice(start, html.indexOf('</div>', start))
    expect(block).toContain(`<p>${String(CATALOGS[locale]['footer.giftPhone.free'])}</p>`)
  })

  it('marks the stay page breadcrumb up as a schema.org BreadcrumbList: positions, names, and the address of all but the last', async () => {
    const stay = await env.DB.prepare('SELECT s.id, s.slug FROM stays s WHERE s.published = 1 ORDER BY s.id LIMIT 1').first<{
      id: number
      slug: string
    }>()
    const path = `/fr-fr/sejour/${stay?.slug}-${stay?.id}`
    const detail = await (
      await SELF.fetch(`http://localhost/api/weekend/${stay?.id}/detail.json?locale=fr_FR`)
    ).json<{
      breadcrumb: { label: string; uri: string }[]
    }>()
    expect(detail.breadcrumb.length).toBeGreaterThan(1)
    const marked = breadcrumbOf(await (await SELF.fetch(`http://localhost${path}`)).text())
    expect(marked).toEqual(
      detail.breadcrumb.map((b, i) => ({
        position: i + 1,
        name: escapeHtml(b.label),
        url: i < detail.breadcrumb.length - 1 ? b.uri : null,
      })),
    )
  })

  it.each([
    ['/es-es/no-existe/123', '¡Vaya!', 'Código de error: 404'],
    ['/fr-fr/sejour/inconnu-999999999', 'Oups !', 'Code d&#x27;erreur : 404'],
    ['/nl-nl/zoeken/abc', 'Oeps!', 'Foutcode: 404'],
  ])('answers %s with the 404 page in the site language', async (path, title, code) => {
    const res = await SELF.fetch(`http://localhost${path}`)
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).toContain(title)
    expect(html).toContain(code)
    expect(html).toContain('noindex')
  })

  it('answers the crash page with status 500 when a page cannot be rendered', async () => {
    const broken = {
      ...env,
      DB: {
        prepare: () => {
          throw new Error('database unavailable')
        },
      } as unknown as D1Database,
    }
    const res = await app.request('http://localhost/fr-fr/sejour/sejour-1', {}, broken)
    expect(res.status).toBe(500)
    expect(await res.text()).toContain('Il semblerait que la page soit partie en vacances')
  })

  it('renders data that is there at once in place, with no fallback to swap out', async () => {
    const city = await cityWithStays('FR')
    const res = await app.request(`http://localhost/fr-fr/ville/${city.slug}`, { headers: { cookie: 'visit=1' } }, env)
    const html = await res.text()
    expect(html).toMatch(/<article class="card/)
    expect(html).not.toMatch(/class="[^"]*skeleton/)
    expect(html).not.toMatch(/<div hidden id="S:/)
  })

  it('sends its stylesheet inside the page, so the first paint waits for no other request', async () => {
    const html = await (await SELF.fetch('http://localhost/fr-fr/recherche', { headers: { cookie: 'visit=1' } })).text()
    const sheet = /<style data-href="(\/assets\/[^"]+\.css)">([^<]{1000,})<\/style>/.exec(html)
    expect(sheet?.[1]).toBeTruthy()
    expect(sheet?.[2]).toContain('--color-brand')
    expect(html).not.toContain('rel="stylesheet"')
  })

  it("hands the browser the page's own messages in the site's language, not the whole catalogue", async () => {
    const bootOf = async (path: string) => {
      const html = await (await SELF.fetch(`http://localhost${path}`, { headers: { cookie: 'visit=1' } })).text()
      const json = /<script id="boot" type="application\/json"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? 'null'
      return JSON.parse(json) as { messages: Record<string, unknown> }
    }
    const search = await bootOf('/fr-fr/recherche')
    expect(search.messages['search.count']).toEqual(CATALOGS.fr_FR['search.count'])
    expect(search.messages['pax.adults']).toEqual(CATALOGS.fr_FR['pax.adults'])
    expect(Object.keys(search.messages)).not.toContain('checkout.pay.confirm')
    const all = Object.keys(CATALOGS.fr_FR).length
    expect(Object.keys(search.messages).length).toBeLessThan(all / 2)
    const checkout = await bootOf('/it-it/checkout/sum-up')
    expect(checkout.messages['checkout.pay.confirm']).toEqual(CATALOGS.it_IT['checkout.pay.confirm'])
  })

  it('flushes the head and the shell before the page data is ready', async () => {
    const slow = { ...env, DB: slowDb(env.DB, 300) }
    // A cookie: the page is rendered, never answered whole from the HTML cache of anonymous pages.
    const res = await app.request('http://localhost/fr-fr/', { headers: { cookie: 'visit=1' } }, slow)
    const reader = res.body!.getReader()
    const decoder = new TextDecoder()
    const started = Date.now()
    let shell = ''
    // The page skeleton element (the inlined stylesheet also names the class).
    while (!/class="[^"]*skeleton/.test(shell)) {
      const chunk = await reader.read()
      if (chunk.done) break
      shell += decoder.decode(chunk.value)
    }
    // The head and the page skeleton arrive while the data (300 ms away) is still loading.
    expect(Date.now() - started).toBeLessThan(250)
    expect(shell).toContain('</head>')
    expect(shell).not.toContain('id="home-destinations"')
    let rest = ''
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += decoder.decode(chunk.value)
    expect(rest).toContain('id="home-destinations"')
  })
})

describe('security headers', () => {
  it('sends a CSP whose nonce is the one on the streamed scripts, and the other headers', async () => {
    const res = await SELF.fetch('http://localhost/fr-fr/')
    const csp = res.headers.get('content-security-policy') ?? ''
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    expect(csp).toContain("frame-ancestors 'none'")
    const html = await res.text()
    expect(html).toContain(`nonce="${nonce}"`)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('strict-transport-security')).toContain('max-age=')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('permissions-policy')).toContain('camera=()')
  })

  it('gives each request its own nonce', async () => {
    const a = (await SELF.fetch('http://localhost/fr-fr/')).headers.get('content-security-policy')
    const b = (await SELF.fetch('http://localhost/fr-fr/')).headers.get('content-security-policy')
    expect(a).not.toBe(b)
  })
})

describe('hosts and Belgium', () => {
  it('serves a production host at its root in its language', async () => {
    const res = await SELF.fetch('http://www.weekend.it/')
    expect(await res.text()).toContain('<html lang="it-IT"')
  })

  it("shows Belgium's language splash, then remembers the language in the lastLanguage cookie", async () => {
    const splash = await SELF.fetch('http://www.weekend.be/', { redirect: 'manual' })
    expect(splash.status).toBe(200)
    const html = await splash.text()
    expect(html).toContain('Nederlands')
    expect(html).toContain('Français')

    const nl = await SELF.fetch('http://www.weekend.be/nl/', { redirect: 'manual' })
    expect(await nl.text()).toContain('<html lang="nl-BE"')
    expect(nl.headers.get('set-cookie')).toContain('lastLanguage=nl')

    const back = await SELF.fetch('http://www.weekend.be/', { headers: { cookie: 'lastLanguage=nl' }, redirect: 'manual' })
    expect(back.status).toBe(302)
    expect(back.headers.get('location')).toBe('/nl/')
  })

  it('offers the splash under /be on any host', async () => {
    const res = await SELF.fetch('http://localhost/be', { redirect: 'manual' })
    expect(await res.text()).toContain('Kies je taal')
  })

  it.each([
    ['http://www.weekend.be/', ['/nl/', '/fr/']],
    ['http://localhost/be', ['/nl-be/', '/fr-be/']],
  ])("the splash at %s leads to Belgium's two languages only, without another site's menus or footer", async (url, homes) => {
    const html = await (await SELF.fetch(url, { redirect: 'manual' })).text()
    const body = html.slice(html.indexOf('<body'))
    const links = [...body.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1])
    expect(links).toEqual(homes)
    expect(body).not.toContain('<footer')
    expect(body).not.toContain('<nav')
  })
})
