import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { formatPrice } from '../../shared/money'
import { getSite, type Flow, type SiteId } from '../../shared/sites'
import app from '../../worker/index'
import { catalogueBookingDays, catalogueToday } from '../../worker/data/get-catalog'
import { createD1Catalog } from '../../worker/data/d1-catalog/d1-catalog'
import { getStayCardsByIds } from '../../worker/data/home-offers'

// A cookie: every request renders the page, never a copy from the HTML cache of anonymous pages.
const HEADERS = { cookie: 'visit=1' }

async function page(path: string): Promise<string> {
  const res = await SELF.fetch(`http://localhost${path}`, { headers: HEADERS })
  expect(res.status).toBe(200)
  return res.text()
}

/** Text as React writes it into HTML. */
const html = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')

type HomeDoc = {
  seo: { title: string; description: string }
  jumbotron: { title: string; subtitle: string; ctas: { label: string; url: string }[]; imageDesktop: string; imageMobile: string }
  promoBar: { ctas: { label: string; url: string }[] }
  blocks: ({ type: string; title?: string; stayIds?: number[]; boxCodes?: string[] } & Record<string, unknown>)[]
}

/** The CMS homepage document of a locale and flow, as seeded. */
async function cmsHome(locale: SiteId, flow: Flow): Promise<HomeDoc> {
  const row = await env.DB.prepare("SELECT json FROM cms_content WHERE locale = ?1 AND flow = ?2 AND kind = 'homepage' AND key = 'main'")
    .bind(locale, flow)
    .first<{ json: string }>()
  if (!row) throw new Error(`the test seed has no ${flow} homepage for ${locale}`)
  return JSON.parse(row.json) as HomeDoc
}

const SITES: readonly [string, SiteId][] = [
  ['/fr-fr', 'fr_FR'],
  ['/es-es', 'es_ES'],
  ['/fr-be', 'fr_BE'],
  ['/nl-be', 'nl_BE'],
  ['/nl-nl', 'nl_NL'],
  ['/it-it', 'it_IT'],
]

describe('the home page from the CMS', () => {
  it('takes its title, description and jumbotron from the French booking homepage', async () => {
    const body = await page('/fr-fr/')
    expect(body).toContain('<title>Week-ends et courts séjours à prix doux</title>')
    expect(body).toMatch(/<h1 id="home-title" class="hero__title">Votre prochain week-end commence ici<\/h1>/)
  })

  it.each(SITES)('%s shows the SEO data, jumbotron and block titles of its own locale', async (prefix, locale) => {
    const doc = await cmsHome(locale, 'booking')
    const body = await page(`${prefix}/`)
    expect(body).toContain(`<title>${html(doc.seo.title)}</title>`)
    expect(body).toContain(`<meta name="description" content="${html(doc.seo.description)}"/>`)
    expect(body).toContain(`>${html(doc.jumbotron.title)}</h1>`)
    expect(body).toContain(html(doc.jumbotron.subtitle))
    for (const cta of doc.jumbotron.ctas) expect(body).toContain(`href="${html(cta.url)}"`)
    for (const link of doc.promoBar.ctas) expect(body).toContain(html(link.label))
    for (const block of doc.blocks) if (block.title) expect(body).toContain(`>${html(block.title)}</h2>`)
  })

  it('shows the blocks in the order of the CMS: themes, destinations, offers, reassurance', async () => {
    const body = await page('/fr-fr/')
    const at = ['id="home-themes"', 'id="home-destinations"', 'id="home-offers"', 'class="reassurance"'].map((s) => body.indexOf(s))
    expect(at.every((i) => i > 0)).toBe(true)
    expect([...at].sort((a, b) => a - b)).toEqual(at)
  })

  it('loads the jumbotron image by width: the large one from 600 px, the small one below, only it with high priority', async () => {
    const doc = await cmsHome('fr_FR', 'booking')
    const body = await page('/fr-fr/')
    expect(body).toContain(`<source media="(min-width: 600px)" srcSet="${doc.jumbotron.imageDesktop}" width="1920" height="880"/>`)
    expect(body).toContain(`<img src="${doc.jumbotron.imageMobile}" alt="" width="750" height="360" fetchPriority="high"`)
    expect(body.match(/fetchPriority="high"/gi)).toHaveLength(1)
  })

  it('links its first destination to a city landing page that has results', async () => {
    const body = await page('/fr-fr/')
    const list = body.slice(body.indexOf('id="home-destinations"'))
    const href = /<ul[^>]*>\s*<li[^>]*><a[^>]*href="([^"]+)"/.exec(list)?.[1]
    expect(href).toMatch(/^\/fr-fr\/ville\/[a-z0-9-]+$/)
    expect(await page(href ?? '')).toMatch(/<article class="card/)
  })

  it('shows the stays of the offers block as result cards, in the order of the CMS', async () => {
    const doc = await cmsHome('fr_FR', 'booking')
    const stayIds = doc.blocks.find((b) => b.type === 'offers')?.stayIds ?? []
    const body = await page('/fr-fr/')
    const offers = body.slice(body.indexOf('id="home-offers"'), body.indexOf('class="reassurance"'))
    const shown = [...offers.matchAll(/<article class="card" aria-labelledby="card-(\d+)"/g)].map((m) => Number(m[1]))
    expect(shown.length).toBeGreaterThan(0)
    expect(shown).toEqual(stayIds.filter((id) => shown.includes(id)))
    expect(offers).toContain('/fr-fr/sejour/')
  })

  it('shows the promo bar with the booking and gifting tabs, the current flow marked', async () => {
    const body = await page('/es-es/?flow=gifting')
    expect(body).toMatch(/<a class="flow-tabs__tab" href="\/es-es\/\?flow=gifting" aria-current="page">/)
    expect(body).toMatch(/<a class="flow-tabs__tab" href="\/es-es\/">/)
  })
})

describe('the flows of the home page', () => {
  it('serves the gifting homepage with its own content, gift cards and boxes', async () => {
    const doc = await cmsHome('it_IT', 'gifting')
    const body = await page('/it-it/?flow=gifting')
    expect(body).toContain(`<title>${html(doc.seo.title)}</title>`)
    expect(body).toContain(`>${html(doc.jumbotron.title)}</h1>`)
    expect(body).toContain('id="home-boxes"')
    const codes = doc.blocks.find((b) => b.type === 'boxes')?.boxCodes ?? []
    const box = await env.DB.prepare("SELECT title FROM box_texts WHERE box_code = ?1 AND locale = 'it_IT'")
      .bind(codes[0])
      .first<{ title: string }>()
    expect(body).toContain(html(box?.title ?? 'missing box'))
    // Gift cards open the product page in the gifting flow.
    expect(body).toMatch(/href="\/it-it\/soggiorno\/[a-z0-9-]+\?flow=gifting"/)
  })

  it('falls back to the booking homepage when the CMS has nothing for the flow', async () => {
    await env.DB.prepare("DELETE FROM cms_content WHERE locale = 'es_ES' AND flow = 'hotel' AND kind = 'homepage'").run()
    const booking = await cmsHome('es_ES', 'booking')
    const body = await page('/es-es/?flow=hotel')
    expect(body).toContain(`<title>${html(booking.seo.title)}</title>`)
    expect(body).toContain(`>${html(booking.jumbotron.title)}</h1>`)
  })
})

describe('the announcement banner', () => {
  it('renders authored markup as text with emphasis only, and refuses a script link', async () => {
    const entry = {
      content: 'Winter<img src=x onerror="alert(1)"> <b>sale</b> &amp; more<script>alert(2)</script>',
      colorVariation: 'red',
      link: { url: 'javascript:alert(3)' },
      flow: 'booking',
    }
    await env.DB.prepare("UPDATE cms_content SET json = ?1 WHERE locale = 'nl_NL' AND kind = 'announcement' AND key = 'homePages'")
      .bind(JSON.stringify([entry]))
      .run()
    const body = await page('/nl-nl/')
    expect(body).toContain('class="announcement announcement--red"')
    expect(body).toContain('<span>Winter </span><strong>sale</strong><span> &amp; more</span>')
    expect(body).not.toMatch(/onerror|alert\(|<img src="?x/)
    expect(body).not.toContain('javascript:')
  })

  it.each<[string, string | null]>([
    ['booking', 'announcement--blue'],
    ['gifting', null],
  ])('shows the home banner chosen by flow (%s)', async (flow, variation) => {
    const body = await page(`/fr-fr/?flow=${flow}`)
    if (variation) expect(body).toContain(`class="announcement ${variation}"`)
    else expect(body).not.toContain('class="announcement ')
  })
})

describe('robots of the home page', () => {
  it('follows the CMS (index, follow) in production only', async () => {
    const res = await app.request('http://localhost/fr-fr/', { headers: HEADERS }, { ...env, PRODUCTION: 'true' })
    const body = await res.text()
    expect(body.match(/<meta name="robots"[^>]*>/g)).toEqual(['<meta name="robots" content="index, follow"/>'])
    expect((await page('/fr-fr/')).match(/<meta name="robots"[^>]*>/g)).toEqual(['<meta name="robots" content="noindex, follow"/>'])
  })
})

describe('offer cards of chosen stays', () => {
  it.each<Flow>(['booking', 'gifting'])('are priced as the %s search prices the same stays', async (flow) => {
    const doc = await cmsHome('fr_FR', flow)
    const ids = doc.blocks.find((b) => b.type === 'offers')?.stayIds ?? []
    const opts = { ...catalogueBookingDays(), imageBase: '' }
    const cards = await getStayCardsByIds(env.DB, ids, { locale: 'fr_FR', flow, todayIso: opts.todayIso, images: opts })
    expect(cards.length).toBeGreaterThan(0)
    const catalog = createD1Catalog(env.DB, opts)
    for (const card of cards.slice(0, 4)) {
      const search = await catalog.searchOffers({
        locale: 'fr_FR',
        flow,
        orderBy: 'priceQuality',
        searchProvider: 'default',
        pax: { adults: 2, children: 0, babies: 0, singleRoom: false },
        filters: {},
        page: 1,
        limit: 50,
        performMapSearch: false,
        performGiftableSearch: flow === 'gifting',
        hotelId: card.hotel.id,
        numberOfPackagesPerHotel: 50,
        excludedHotelIds: [],
      })
      const found = search.results.find((r) => r.id === card.id)
      expect(found, `stay ${card.id} in the search of its hotel`).toBeDefined()
      const pick = ({ uri, label, price, prices, nights, priceType, hotel, imageUrl, cancellationPolicy }: typeof card) => ({
        uri,
        label,
        price,
        prices,
        nights,
        priceType,
        hotel,
        imageUrl,
        cancellationPolicy,
      })
      expect(pick(card)).toEqual(pick(found ?? card))
    }
  })

  it('shows the price of a card in the site currency format', async () => {
    const doc = await cmsHome('fr_FR', 'booking')
    const ids = doc.blocks.find((b) => b.type === 'offers')?.stayIds ?? []
    const [first] = await getStayCardsByIds(env.DB, ids, {
      locale: 'fr_FR',
      flow: 'booking',
      todayIso: catalogueToday(),
      images: { imageBase: '' },
    })
    const body = await page('/fr-fr/')
    expect(body).toContain(`<strong>${formatPrice(first?.sellPrice ?? 0, getSite('fr_FR').bcp47)}</strong>`)
  })
})
