import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { StayDetail } from '../../shared/api/stay-detail'
import { formatPrice } from '../../shared/money'
import type { SiteId } from '../../shared/sites'
import { CATALOGS } from '../../worker/i18n/catalogs'
import app from '../../worker/index'
import { careCookie } from './care-session'
import { escapeHtml, firstPublishedStay } from './page-html'

async function detailOf(id: number, locale: string): Promise<StayDetail> {
  return (await (await SELF.fetch(`http://localhost/api/weekend/${id}/detail.json?locale=${locale}`)).json()) as StayDetail
}

/** The text of the nav's links, in order, with their anchors. */
function navTabs(html: string, label: string): [string, string][] {
  const start = html.indexOf(`<nav class="section-nav" aria-label="${escapeHtml(label)}">`)
  expect(start).toBeGreaterThan(-1)
  const nav = html.slice(start, html.indexOf('</nav>', start))
  return [...nav.matchAll(/<a href="#([a-z]+)">([^<]+)<\/a>/g)].map((m) => [m[1] ?? '', m[2] ?? ''])
}

/** A request with a cookie: rendered afresh, never answered from the HTML cache. */
const fresh = { headers: { Cookie: 'test=1' } }

const SITES = [
  {
    site: '/fr-fr',
    path: 'sejour',
    locale: 'fr_FR',
    nav: 'Sections de la page du séjour',
    tabs: ['Description', 'Chambre', 'Expérience', "L'expérience", 'Avis', 'Hôtel', 'Infos pratiques'],
    why: 'Pourquoi vous allez aimer',
    giftTab: 'Le cadeau',
    room: 'La chambre',
    practical: 'Infos pratiques',
    howItWorks: 'Comment ça marche ?',
    steps: [
      'Choisissez une expérience à offrir.',
      'Elle est livrée en e-coffret par e-mail ou en coffret cadeau.',
      'Le bénéficiaire choisit ses dates en ligne et peut surclasser ou changer de séjour en payant la différence.',
    ],
    prompt: 'Besoin de flexibilité ? Offrez ce séjour en carte cadeau',
    giftcardPage: '/fr-fr/giftcard/customization',
  },
  {
    site: '/nl-nl',
    path: 'verblijf',
    locale: 'nl_NL',
    nav: 'Onderdelen van de verblijfspagina',
    tabs: ['Beschrijving', 'Kamer', 'Belevenis', 'De belevenis', 'Beoordelingen', 'Hotel', 'Praktische info'],
    why: 'Waarom je dit gaat waarderen',
    giftTab: 'Het cadeau',
    room: 'De kamer',
    practical: 'Praktische info',
    howItWorks: 'Hoe werkt het?',
    steps: [
      'Kies een belevenis om cadeau te doen.',
      'Je ontvangt hem als e-voucher per e-mail of als cadeaubox.',
      'De ontvanger kiest online de data en kan het verblijf upgraden of omruilen door het verschil bij te betalen.',
    ],
    prompt: 'Flexibiliteit nodig? Geef dit verblijf cadeau als cadeaukaart',
    giftcardPage: '/nl-nl/giftcard/customization',
  },
]

describe('the stay page sections', () => {
  it.each(SITES)(
    '$site: a nav of the sections the page has, in the spec order, each an anchor of its section',
    async ({ site, path, locale, nav, tabs, why }) => {
      const stay = await firstPublishedStay()
      const detail = await detailOf(stay.id, locale)
      const res = await SELF.fetch(`http://localhost${site}/${path}/${stay.slug}-${stay.id}`, fresh)
      expect(res.status).toBe(200)
      const html = await res.text()
      const found = navTabs(html, nav)
      expect(found.map(([, text]) => text)).toEqual(tabs.map(escapeHtml))
      expect(found.map(([anchor]) => anchor)).toEqual(['description', 'room', 'experience', 'activities', 'reviews', 'hotel', 'practical'])
      for (const [anchor] of found) expect(html).toContain(`<section id="${anchor}" tabindex="-1"`)
      // Only the gifting flow has the gift's section.
      expect(html).not.toContain('href="#gift"')
      // 'The experience' tells each activity and dinner of the stay: its title and why it is worth it.
      const experience = html.slice(html.indexOf('<section id="activities"'), html.indexOf('<section id="reviews"'))
      const lines = detail.programLines.filter((l) => l.type === 'ACTIVITY' || l.type === 'DINNER')
      expect(lines.length).toBeGreaterThan(0)
      for (const line of lines) {
        expect(experience).toContain(escapeHtml(line.title))
        for (const reason of line.whyList) expect(experience).toContain(escapeHtml(reason))
      }
      expect(experience).toContain(escapeHtml(why))
      expect(detail.room).not.toBeNull()
    },
  )

  it.each(SITES)("$site: the room's name, facts, highlights and what to know", async ({ site, path, locale, room }) => {
    const stay = await firstPublishedStay()
    const detail = await detailOf(stay.id, locale)
    const html = await (await SELF.fetch(`http://localhost${site}/${path}/${stay.slug}-${stay.id}`, fresh)).text()
    const section = html.slice(html.indexOf('<section id="room"'), html.indexOf('<section id="experience"'))
    expect(section).toContain(`<h2 id="room-title">${escapeHtml(room)}</h2>`)
    expect(section).toContain(escapeHtml(detail.room?.label ?? 'no room'))
    expect(detail.room?.detailsSection.length).toBeGreaterThan(0)
    for (const line of detail.room?.detailsSection ?? []) {
      expect(section).toContain(`<dt>${escapeHtml(line.label)}</dt><dd>${escapeHtml(line.value)}</dd>`)
    }
    for (const highlight of detail.room?.highlights ?? []) expect(section).toContain(escapeHtml(highlight))
    for (const info of detail.room?.importantInfos ?? []) expect(section).toContain(escapeHtml(info))
  })

  it.each(SITES)(
    '$site: practical info with the check-in and check-out, the pets, the cancellation policy and the important information',
    async ({ site, path, locale, practical }) => {
      const stay = await firstPublishedStay()
      const detail = await detailOf(stay.id, locale)
      const html = await (await SELF.fetch(`http://localhost${site}/${path}/${stay.slug}-${stay.id}`, fresh)).text()
      const section = html.slice(html.indexOf('<section id="practical"'))
      expect(section).toContain(`<h2 id="practical-title">${escapeHtml(practical)}</h2>`)
      if (detail.hotel.checkInOut.checkIn) expect(section).toContain(detail.hotel.checkInOut.checkIn)
      if (detail.cancellationPolicy.message) expect(section).toContain(escapeHtml(detail.cancellationPolicy.message))
      for (const info of detail.importantInfos) expect(section).toContain(escapeHtml(info))
    },
  )

  it.each(SITES)(
    "$site?flow=gifting: the gift's tab and how it works in three steps, and the gift card prompt to the site's gift card page",
    async ({ site, path, nav, giftTab, howItWorks, steps, prompt, giftcardPage }) => {
      const stay = await firstPublishedStay()
      const html = await (await SELF.fetch(`http://localhost${site}/${path}/${stay.slug}-${stay.id}?flow=gifting`, fresh)).text()
      expect(navTabs(html, nav).find(([anchor]) => anchor === 'gift')).toEqual(['gift', escapeHtml(giftTab)])
      const section = html.slice(html.indexOf('<section id="gift"'), html.indexOf('<section id="reviews"'))
      expect(section).toContain(`<h2 id="gift-title">${escapeHtml(howItWorks)}</h2>`)
      const shown = [...section.matchAll(/<li class="product-steps__item">.*?<span>([^<]+)<\/span><\/li>/g)].map((m) => m[1])
      expect(shown).toEqual(steps.map(escapeHtml))
      expect(html).toContain(`<a class="product-giftcard__link" href="${giftcardPage}">${escapeHtml(prompt)}</a>`)
    },
  )

  it.each(SITES)('$site without the gifting flow: no how it works, no gift card prompt', async ({ site, path, howItWorks, prompt }) => {
    const stay = await firstPublishedStay()
    const html = await (await SELF.fetch(`http://localhost${site}/${path}/${stay.slug}-${stay.id}`, fresh)).text()
    // The page's text, without the site's catalogue that the boot data carries.
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
    expect(main).not.toContain('<section id="gift"')
    expect(main).not.toContain(escapeHtml(howItWorks))
    expect(main).not.toContain(escapeHtml(prompt))
  })
})

// product-pages.md §3 Room: images. The row of photos is named after the room in the site's language.
describe("the stay page's room photos", () => {
  const roomSection = (html: string) => html.slice(html.indexOf('<section id="room"'), html.indexOf('<section id="experience"'))

  it.each([
    { site: '/fr-fr', path: 'sejour', locale: 'fr_FR', name: (room: string) => `${room} en photos` },
    { site: '/nl-nl', path: 'verblijf', locale: 'nl_NL', name: (room: string) => `${room} in foto's` },
  ])(
    '$site: every photo of a room that has several, on a row in the tab order named after the room',
    async ({ site, path, locale, name }) => {
      const stay = await firstPublishedStay()
      const room = (await detailOf(stay.id, locale)).room
      expect(room?.images.length).toBeGreaterThan(1)
      const section = roomSection(await (await SELF.fetch(`http://localhost${site}/${path}/${stay.slug}-${stay.id}`, fresh)).text())
      const row = /<ul id="[^"]+" class="room-photos__track" tabindex="0" aria-label="([^"]*)">(.*?)<\/ul>/s.exec(section)
      expect(row?.[1]).toBe(escapeHtml(name(room?.label ?? '')))
      const photos = [...(row?.[2] ?? '').matchAll(/<img class="room-image" src="([^"]*)" alt="([^"]*)"/g)].map((m) => ({
        src: m[1],
        alt: m[2],
      }))
      expect(photos).toEqual(
        room?.images.map((image) => ({ src: image.template.replace('{size}', '640_360'), alt: escapeHtml(image.alt) })),
      )
      // The photos are all in the row: none stands by itself before it.
      expect(section.indexOf('<img')).toBeGreaterThan(section.indexOf('class="room-photos__track"'))
    },
  )

  it('shows the single photo of a room that has one by itself, with no row', async () => {
    const stay = await firstPublishedStay()
    await env.DB.prepare('UPDATE rooms SET image_count = 1 WHERE id = (SELECT room_id FROM stays WHERE id = ?1)').bind(stay.id).run()
    const section = roomSection(await (await SELF.fetch(`http://localhost/fr-fr/sejour/${stay.slug}-${stay.id}`, fresh)).text())
    expect(section.match(/<img /g)).toHaveLength(1)
    expect(section).toContain('<img class="room-image"')
    expect(section).not.toContain('room-photos')
  })
})

describe("the stay page's footer", () => {
  const footerOf = (html: string) => html.slice(html.indexOf('<footer'), html.indexOf('</footer>'))

  it.each(SITES)(
    '$site: the package-travel and data-protection notices where the stay is booked, not where it is offered',
    async ({ site, path, locale }) => {
      const stay = await firstPublishedStay()
      const messages = CATALOGS[locale as SiteId]
      const notices = [messages['footer.legal.package'], messages['footer.legal.privacy']].map((m) => escapeHtml(String(m)))
      const booking = footerOf(await (await SELF.fetch(`http://localhost${site}/${path}/${stay.slug}-${stay.id}`, fresh)).text())
      for (const notice of notices) expect(booking).toContain(notice)
      const gifting = footerOf(
        await (await SELF.fetch(`http://localhost${site}/${path}/${stay.slug}-${stay.id}?flow=gifting`, fresh)).text(),
      )
      expect(gifting).toContain('<footer')
      for (const notice of notices) expect(gifting).not.toContain(notice)
      const home = footerOf(await (await SELF.fetch(`http://localhost${site}/`, fresh)).text())
      for (const notice of notices) expect(home).not.toContain(notice)
    },
  )
})

describe('the stay page in customer-care mode', () => {
  it('shows the customer-care bar with its shareable link on the care host only', async () => {
    const { id, slug } = await firstPublishedStay()
    const care = await SELF.fetch(`http://care.weekend.fr/fr-fr/sejour/${slug}-${id}`, { headers: { Cookie: await careCookie() } })
    expect(care.status).toBe(200)
    const html = await care.text()
    expect(html).toContain('<section class="care-bar" aria-label="Mode service client">')
    expect(html).toContain('Copier le lien')
    const visitor = await (await SELF.fetch(`http://localhost/fr-fr/sejour/${slug}-${id}`, fresh)).text()
    expect(visitor).not.toContain('<section class="care-bar"')
    // Without a staff session the care host shows its login screen, not the page.
    const anonymous = await SELF.fetch(`http://care.weekend.fr/fr-fr/sejour/${slug}-${id}`, fresh)
    expect(anonymous.status).toBe(401)
    expect(await anonymous.text()).not.toContain('<section class="care-bar"')
  })
})

describe("the stay page's pay-later '3X' banner (product-pages §2 instalment messaging, §9)", () => {
  const request = (path: string, payLater: boolean) =>
    app.request(`http://localhost${path}`, fresh, { ...env, FLAGS: JSON.stringify({ payLater }) })
  const monthly = (cents: number, bcp47: string) =>
    formatPrice(Math.ceil(cents / 3), bcp47, { decimals: Math.ceil(cents / 3) % 100 !== 0 ? 2 : 0 })

  it.each([
    { site: '/es-es', path: 'estancia', locale: 'es_ES', bcp47: 'es-ES', text: 'Paga en 3 plazos mensuales de' },
    { site: '/it-it', path: 'soggiorno', locale: 'it_IT', bcp47: 'it-IT', text: 'Paga in 3 rate mensili da' },
  ])('shows the price in three payments on $site in the experiment', async ({ site, path, locale, bcp47, text }) => {
    const { id, slug } = await firstPublishedStay()
    const price = (await detailOf(id, locale)).price!.sellPrice
    const html = await (await request(`${site}/${path}/${slug}-${id}`, true)).text()
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
    expect(main).toContain('pay-later__badge">3X<')
    expect(main.replace(/<!-- -->/g, '')).toContain(escapeHtml(`${text} ${monthly(price, bcp47)}.`))
  })

  it.each([
    { site: '/es-es', path: 'estancia', payLater: false },
    { site: '/fr-fr', path: 'sejour', payLater: true },
    { site: '/nl-nl', path: 'verblijf', payLater: true },
  ])('is not on $site with the experiment $payLater', async ({ site, path, payLater }) => {
    const { id, slug } = await firstPublishedStay()
    const html = await (await request(`${site}/${path}/${slug}-${id}`, payLater)).text()
    expect(html.slice(html.indexOf('<main'), html.indexOf('</main>'))).not.toContain('pay-later')
  })
})

describe("the gift set-up's rates (product-pages §4 availability upsell, §5 customer care's buckets)", () => {
  const request = async (host: string, path: string, flags: Record<string, unknown> = {}) =>
    app.request(`http://${host}${path}`, host === env.CUSTOMER_CARE_HOST ? { headers: { Cookie: await careCookie() } } : fresh, {
      ...env,
      FLAGS: JSON.stringify(flags),
    })
  const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'))

  it('offers visitors the availability upsell of a 1-night gift, with what it adds', async () => {
    const { id, slug } = await firstPublishedStay()
    const detail = (await (await SELF.fetch(`http://localhost/api/weekend/${id}/detail.json?locale=fr_FR&gift=true`)).json()) as StayDetail
    const extra = detail.giftPrices.find((p) => p.nights === 1)!.extraUpsellAvailabilityAmount!
    const main = mainOf(await (await request('localhost', `/fr-fr/sejour/${slug}-${id}?flow=gifting`)).text())
    expect(main).toContain('Plus de dates au choix')
    expect(main.replace(/<!-- -->/g, '')).toContain(`+${formatPrice(Math.ceil(extra / 100) * 100, 'fr-FR')}`)
    expect(main).not.toContain('name="bucket"')
    const off = mainOf(await (await request('localhost', `/fr-fr/sejour/${slug}-${id}?flow=gifting`, { availabilityUpsell: false })).text())
    expect(off).not.toContain('Plus de dates au choix')
  })

  it('lets customer care sell the gift at each rate, with its price', async () => {
    const { id, slug } = await firstPublishedStay()
    const detail = (await (await SELF.fetch(`http://localhost/api/weekend/${id}/detail.json?locale=fr_FR&gift=true`)).json()) as StayDetail
    const main = mainOf(await (await request('care.weekend.fr', `/fr-fr/sejour/${slug}-${id}?flow=gifting`)).text()).replace(
      /<!-- -->/g,
      '',
    )
    expect(main.match(/type="radio" name="bucket"/g)).toHaveLength(3)
    for (const [bucket, name] of [
      [1, 'Essentiel'],
      [2, 'Sérénité'],
      [3, 'Liberté'],
    ] as const) {
      const rate = detail.giftPrices.find((p) => p.nights === 1)!.sellPrices.find((p) => p.bucket === bucket)!
      expect(main).toContain(
        `<strong>${name}</strong> <span class="gift-upsell__price">${formatPrice(Math.ceil(rate.sellPrice / 100) * 100, 'fr-FR')}</span>`,
      )
    }
    expect(main).not.toContain('Plus de dates au choix')
  })
})

// product-pages.md §5 "Connectivity (channel manager) label shows outside production only".
describe("the stay page's channel manager label", () => {
  /** A published stay of an active hotel connected to a channel manager. */
  async function connectedStay(): Promise<{ id: number; slug: string; channelManagerId: string }> {
    const row = await env.DB.prepare(
      `SELECT s.id, s.slug, h.channel_manager_id AS channelManagerId FROM stays s JOIN hotels h ON h.id = s.hotel_id
       WHERE s.published = 1 AND h.active = 1 AND s.connectivity = 1 AND h.channel_manager_id IS NOT NULL ORDER BY s.id LIMIT 1`,
    ).first<{ id: number; slug: string; channelManagerId: string }>()
    if (!row) throw new Error('the test seed has no connected stay')
    return row
  }

  it('says whether the offer is connected, and to which channel manager, in its detail', async () => {
    const stay = await connectedStay()
    const detail = await detailOf(stay.id, 'fr_FR')
    expect(detail.connectivity).toBe(true)
    expect(detail.channelManagerId).toBe(stay.channelManagerId)
  })

  it('names the channel manager outside production, and never in production', async () => {
    const stay = await connectedStay()
    const path = `http://localhost/it-it/soggiorno/${stay.slug}-${stay.id}`
    const label = `<p class="connectivity-label">Channel manager: ${escapeHtml(stay.channelManagerId)}</p>`
    const local = await app.request(path, fresh, { ...env, PRODUCTION: 'false' })
    expect(local.status).toBe(200)
    expect(await local.text()).toContain(label)
    const production = await app.request(path, fresh, { ...env, PRODUCTION: 'true' })
    expect(production.status).toBe(200)
    const html = await production.text()
    expect(html).toContain('<h1 class="product__title">')
    expect(html).not.toContain('<p class="connectivity-label">')
  })

  it('names the channel manager on the search cards of connected stays outside production, and never in production', async () => {
    // The French city with the most connected stays on sale, and its channel managers.
    const city = await env.DB.prepare(
      `SELECT p.slug, group_concat(DISTINCT h.channel_manager_id) AS managers FROM stays s JOIN hotels h ON h.id = s.hotel_id
       JOIN places p ON p.id = h.city_id WHERE h.country_code = 'FR' AND s.published = 1 AND h.active = 1 AND s.connectivity = 1
       AND h.channel_manager_id IS NOT NULL GROUP BY p.id ORDER BY COUNT(*) DESC LIMIT 1`,
    ).first<{ slug: string; managers: string }>()
    if (!city) throw new Error('the test seed has no French city with a connected stay')
    const path = `http://localhost/fr-fr/ville/${city.slug}`
    const labels = (html: string) => [...html.matchAll(/<p class="connectivity-label">Channel manager : ([^<]*)<\/p>/g)].map((m) => m[1])
    const local = await (await app.request(path, fresh, { ...env, PRODUCTION: 'false' })).text()
    expect(local).toMatch(/<article class="card/)
    expect(labels(local).length).toBeGreaterThan(0)
    for (const id of labels(local)) expect(city.managers.split(',').map(escapeHtml)).toContain(id)
    const production = await (await app.request(path, fresh, { ...env, PRODUCTION: 'true' })).text()
    expect(production).toMatch(/<article class="card/)
    expect(production).not.toContain('<p class="connectivity-label">')
  })
})
