import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import app from '../../worker/index'
import { careCookie } from './care-session'

/** A request with a cookie: rendered afresh, never answered from the HTML cache. */
const fresh = { headers: { Cookie: 'test=1' } }

/** The app with other bindings (flags). */
const request = (path: string, bindings: Partial<Env> = {}) => app.request(`http://localhost${path}`, fresh, { ...env, ...bindings })

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;')

const SITES = [
  { prefix: '/fr-fr', bcp47: 'fr-FR', title: 'Offrir une carte cadeau', preset: '100 €' },
  { prefix: '/es-es', bcp47: 'es-ES', title: 'Regalar una tarjeta regalo', preset: '100 €' },
  { prefix: '/fr-be', bcp47: 'fr-BE', title: 'Offrir une carte cadeau', preset: '100 €' },
  { prefix: '/nl-be', bcp47: 'nl-BE', title: 'Geef een cadeaukaart', preset: '€ 100' },
  { prefix: '/nl-nl', bcp47: 'nl-NL', title: 'Geef een cadeaukaart', preset: '€ 100' },
  { prefix: '/it-it', bcp47: 'it-IT', title: 'Regala una carta regalo', preset: '100 €' },
] as const

/** The values of the checked radios of a group, as rendered. */
const checkedRadios = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`<input type="radio" name="${name}"([^>]*)/>`, 'g'))]
    .filter((m) => /checked=""/.test(m[1] ?? ''))
    .map((m) => /value="(\w+)"/.exec(m[1] ?? '')?.[1])

describe('the gift card page', () => {
  it.each(SITES)('answers on $prefix/giftcard/customization in the site’s language, 100 € and the e-card chosen', async (site) => {
    const res = await SELF.fetch(`http://localhost${site.prefix}/giftcard/customization`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain(`<html lang="${site.bcp47}"`)
    expect(html).toContain(`<h1 class="giftcard-page__title">${escapeHtml(site.title)}</h1>`)
    expect(html).toContain('"page":"giftcard"')
    expect(html.replace(/[\u00a0\u202f]/g, ' ')).toContain(`<span>${site.preset}</span>`)
    expect(checkedRadios(html, 'amount')).toEqual(['100'])
    expect(checkedRadios(html, 'giftFormat')).toEqual(['digital'])
    // Its own stylesheet is inlined with the gift format cards'.
    expect(html).toMatch(/data-href="[^"]*giftcard\.css"/)
  })

  it.each([
    { query: '?amount=200&giftFormat=physical', physicalVoucher: true, amount: ['200'], format: 'physical', other: '' },
    { query: '?amount=75', physicalVoucher: true, amount: [], format: 'digital', other: '75' },
    { query: '?amount=5000&giftFormat=physical', physicalVoucher: false, amount: ['100'], format: 'digital', other: '' },
    { query: '?amount=abc&giftFormat=paper', physicalVoucher: true, amount: ['100'], format: 'digital', other: '' },
  ])(
    'opens with what $query asks when it can be chosen (physical voucher flag $physicalVoucher)',
    async ({ query, physicalVoucher, amount, format, other }) => {
      const res = await request(`/fr-fr/giftcard/customization${query}`, { FLAGS: JSON.stringify({ physicalVoucher }) })
      expect(res.status).toBe(200)
      const html = await res.text()
      expect(checkedRadios(html, 'amount')).toEqual(amount)
      expect(checkedRadios(html, 'giftFormat')).toEqual([format])
      expect(html).toMatch(new RegExp(`inputMode="numeric"[^>]*value="${other}"`))
      // The physical format is disabled, with its notice, while the flag is off.
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
      expect(main.includes('Victime de son succès')).toBe(!physicalVoucher)
    },
  )

  it('is no page under another path segment', async () => {
    expect((await SELF.fetch('http://localhost/fr-fr/giftcard/personnalisation')).status).toBe(404)
  })

  it('is where customer care’s gift button leads, and visitors’ leads to the gifting search', async () => {
    const care = await (await SELF.fetch(`http://${env.CUSTOMER_CARE_HOST}/nl-be/`, { headers: { Cookie: await careCookie() } })).text()
    expect(care).toContain('href="/nl-be/giftcard/customization"')
    const visitor = await (await SELF.fetch('http://localhost/nl-be/', fresh)).text()
    expect(visitor).not.toContain('giftcard/customization')
    expect(visitor).toContain('href="/nl-be/zoeken?flow=gifting"')
  })
})
