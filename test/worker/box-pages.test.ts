import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { Box } from '../../shared/api/boxes'
import { formatPrice } from '../../shared/money'
import type { BoxOffersPage } from '../../shared/rules/box-pages'
import app from '../../worker/index'
import { escapeHtml } from './page-html'

/** A request with a cookie: rendered afresh, never answered from the HTML cache. */
const fresh = { headers: { Cookie: 'test=1' } }

/** The app with other bindings (flags, production, a failing catalogue). */
const request = (path: string, bindings: Partial<Env> = {}) => app.request(`http://localhost${path}`, fresh, { ...env, ...bindings })

const flags = (value: Record<string, unknown>) => ({ FLAGS: JSON.stringify(value) })

async function boxesOf(locale: string): Promise<Box[]> {
  const res = await SELF.fetch(`http://localhost/gateway/boxes/search?locale=${locale}`)
  return ((await res.json()) as { boxes: Box[] }).boxes
}

/** The first published box with stays, as the list call answers it. */
async function boxWithStays(locale: string): Promise<Box> {
  const box = (await boxesOf(locale)).find((b) => b.offerCount > 0)
  if (!box) throw new Error('the test seed has no box with stays')
  return box
}

/** The catalogue database with every box query failing (a D1 outage for the box pages). */
function failingBoxDb(db: D1Database): D1Database {
  return new Proxy(db, {
    get(target, key) {
      if (key === 'prepare')
        return (sql: string) => {
          if (/\bboxes\b/.test(sql)) throw new Error('D1 is unavailable')
          return target.prepare(sql)
        }
      const value = Reflect.get(target, key)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

const SITES = [
  {
    prefix: '/fr-fr',
    locale: 'fr_FR',
    bcp47: 'fr-FR',
    title: 'Coffrets cadeaux',
    boxTitle: 'coffret cadeau',
    offer: 'Offrir',
    how: 'Comment ça marche',
    included: 'Le coffret comprend',
    stays: 'Les séjours au choix',
  },
  {
    prefix: '/nl-nl',
    locale: 'nl_NL',
    bcp47: 'nl-NL',
    title: 'Cadeauboxen',
    boxTitle: 'cadeaubox',
    offer: 'Cadeau geven',
    how: 'Zo werkt het',
    included: 'Wat de box omvat',
    stays: 'De verblijven om uit te kiezen',
  },
] as const

describe('the gift box listing page', () => {
  it.each(SITES)('lists every box of $prefix in its language, each card linking to its detail page', async (site) => {
    const res = await SELF.fetch(`http://localhost${site.prefix}/box`, fresh)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain(`<html lang="${site.bcp47}"`)
    expect(html).toContain(`<h1 class="box-banner__title">${escapeHtml(site.title)}</h1>`)
    const boxes = await boxesOf(site.locale)
    expect(boxes.length).toBeGreaterThan(0)
    for (const box of boxes) {
      expect(html).toContain(`href="${site.prefix}/box/p/${box.slug}/${box.code}"`)
      expect(html).toContain(escapeHtml(box.title))
      expect(html).toContain(escapeHtml(formatPrice(box.price.sellPrice, site.bcp47)))
      for (const line of box.includedContent.split('\n')) expect(html).toContain(`<li>${escapeHtml(line)}</li>`)
    }
    // The box stylesheet comes with the page (inlined in its head).
    expect(html).toMatch(/<style data-href="\/assets\/[^"/]+\/boxes\.css">[^<]*\.box-grid/)
  })

  it('shows the reference price and the promo label only above 5 %', async () => {
    const boxes = await boxesOf('fr_FR')
    const html = await (await SELF.fetch('http://localhost/fr-fr/box', fresh)).text()
    const cards = html.split('<article class="card box-tile"').slice(1)
    for (const box of boxes) {
      const card = cards.find((c) => c.includes(`id="box-${box.code}"`)) ?? ''
      const promo = box.price.promo > 5
      expect(card.includes(`>-${box.price.promo}%<`), box.code).toBe(promo)
      const reference = new RegExp(`<s>.*${escapeHtml(formatPrice(box.price.referencePrice, 'fr-FR'))}</s>`)
      expect(reference.test(card), box.code).toBe(promo)
    }
  })

  it('is noindex, follow in production as outside it, said once', async () => {
    for (const production of ['true', 'false']) {
      const html = await (await request('/fr-fr/box', { PRODUCTION: production })).text()
      expect(html.match(/<meta name="robots"[^>]*>/g)).toEqual(['<meta name="robots" content="noindex, follow"/>'])
    }
  })

  it('answers the 404 page while the boxes toggle is off', async () => {
    const res = await request('/fr-fr/box', flags({ boxes: false }))
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('Oups !')
  })

  it("says 'Oops, something went wrong' in the site language when the boxes cannot be read", async () => {
    const res = await request('/es-es/box', { DB: failingBoxDb(env.DB) })
    expect(res.status).toBe(503)
    const html = await res.text()
    expect(html).toContain('<h1>Vaya, algo ha salido mal</h1>')
    expect(html).not.toContain('class="box-grid"')
  })
})

describe('the gift box detail page', () => {
  it.each(SITES)('shows the box, its price, formats, first stays and how it works on $prefix', async (site) => {
    const box = await boxWithStays(site.locale)
    const res = await SELF.fetch(`http://localhost${site.prefix}/box/p/${box.slug}/${box.code}`, fresh)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain(`<h1 class="product__title">${escapeHtml(box.title)}</h1>`)
    // Titled as the detail call's page model says.
    expect(html).toContain(`<title>${escapeHtml(box.title)}, ${site.boxTitle} | Wanderweek</title>`)
    for (const text of [site.offer, site.how, site.included, site.stays]) expect(html).toContain(escapeHtml(text))
    for (const line of box.includedContent.split('\n')) expect(html).toContain(`<span>${escapeHtml(line)}</span>`)
    expect(html).toContain(escapeHtml(formatPrice(box.price.sellPrice, site.bcp47)))
    expect(html.match(/<details class="box-accordion__item">/g)).toHaveLength(2)
    // The carousel's first page is the offers call's page 1 (8 stays), in its order.
    const first = (await (
      await SELF.fetch(`http://localhost/gateway/boxes/${box.code}/offers?locale=${site.locale}&page=1`)
    ).json()) as BoxOffersPage
    expect(first.exactMatch.length).toBe(Math.min(8, first.searchDetails.totalCount))
    const positions = first.exactMatch.map((offer) => html.indexOf(`id="box-offer-${offer.id}"`))
    expect(positions.every((p) => p > 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    expect(html.match(/id="box-offer-\d+"/g)).toHaveLength(first.exactMatch.length)
    expect(html).toContain('class="box-how__step"')
    expect(html.match(/class="box-how__step"/g)).toHaveLength(4)
  })

  it('is noindex, follow in production', async () => {
    const box = await boxWithStays('it_IT')
    const html = await (await request(`/it-it/box/p/${box.slug}/${box.code}`, { PRODUCTION: 'true' })).text()
    expect(html.match(/<meta name="robots"[^>]*>/g)).toEqual(['<meta name="robots" content="noindex, follow"/>'])
  })

  it.each([
    ['/fr-fr/box/p/romance-1/NOSUCHEBOX', 'Oups !'],
    ['/nl-nl/box/p/romance-1/romance1ebox', 'Oeps!'],
    ['/es-es/box/q/romance-1/ROMANCE1EBOX', '¡Vaya!'],
  ])('answers %s with the 404 page of the site', async (path, title) => {
    const res = await SELF.fetch(`http://localhost${path}`, fresh)
    expect(res.status).toBe(404)
    expect(await res.text()).toContain(escapeHtml(title))
  })

  it('answers the 404 page while the boxes toggle is off', async () => {
    const box = await boxWithStays('fr_FR')
    const res = await request(`/fr-fr/box/p/${box.slug}/${box.code}`, flags({ boxes: false }))
    expect(res.status).toBe(404)
  })

  it("says 'Oops, something went wrong' when the box cannot be read", async () => {
    const box = await boxWithStays('nl_BE')
    const res = await request(`/nl-be/box/p/${box.slug}/${box.code}`, { DB: failingBoxDb(env.DB) })
    expect(res.status).toBe(503)
    expect(await res.text()).toContain('<h1>Oeps, er ging iets mis</h1>')
  })

  it.each([
    { query: '', physicalVoucher: true, format: 'E-coffret', notice: false },
    { query: '?giftFormat=physical', physicalVoucher: true, format: 'Coffret cadeau', notice: false },
    { query: '?giftFormat=physical', physicalVoucher: false, format: 'E-coffret', notice: true },
    { query: '?giftFormat=giftcard', physicalVoucher: true, format: 'E-coffret', notice: false },
  ])(
    'opens with the format of giftFormat$query when it can be chosen (physical voucher flag $physicalVoucher)',
    async ({ query, physicalVoucher, format, notice }) => {
      const box = await boxWithStays('fr_FR')
      const html = await (await request(`/fr-fr/box/p/${box.slug}/${box.code}${query}`, flags({ physicalVoucher }))).text()
      expect(html).toContain(`Format : ${format}`)
      expect(html.includes('<p class="gift-formats__notice">Victime de son succès, le format physique revient bientôt !</p>')).toBe(notice)
    },
  )
})

describe('the box path with a slug alone', () => {
  it('moves permanently to the detail page, the query kept', async () => {
    const box = await boxWithStays('fr_FR')
    const res = await SELF.fetch(`http://localhost/fr-fr/box/${box.slug}?flow=gifting`, { redirect: 'manual' })
    expect(res.status).toBe(301)
    expect(res.headers.get('Location')).toBe(`/fr-fr/box/p/${box.slug}/${box.code}?flow=gifting`)
  })

  it('answers the 404 page for an unknown slug, or while the boxes toggle is off', async () => {
    expect((await SELF.fetch('http://localhost/fr-fr/box/no-such-box', fresh)).status).toBe(404)
    const box = await boxWithStays('fr_FR')
    expect((await request(`/fr-fr/box/${box.slug}`, flags({ boxes: false }))).status).toBe(404)
  })
})
