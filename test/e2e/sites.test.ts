import { describe, expect, it } from 'vitest'
import { BASE, hydrated, sharedBrowser, watchErrors } from './browser'

/** Per site: path prefix, html lang, and texts a visitor reads in that language. */
const SITES = [
  { prefix: '/fr-fr', lang: 'fr-FR', search: 'Rechercher', city: 'ville', stay: 'sejour', includes: 'Votre séjour comprend' },
  { prefix: '/es-es', lang: 'es-ES', search: 'Buscar', city: 'ciudad', stay: 'estancia', includes: 'Tu escapada incluye' },
  { prefix: '/fr-be', lang: 'fr-BE', search: 'Rechercher', city: 'ville', stay: 'sejour', includes: 'Votre séjour comprend' },
  { prefix: '/nl-be', lang: 'nl-BE', search: 'Zoeken', city: 'stad', stay: 'verblijf', includes: 'Je verblijf omvat' },
  { prefix: '/nl-nl', lang: 'nl-NL', search: 'Zoeken', city: 'stad', stay: 'verblijf', includes: 'Je verblijf omvat' },
  { prefix: '/it-it', lang: 'it-IT', search: 'Cerca', city: 'citta', stay: 'soggiorno', includes: 'Il tuo soggiorno include' },
] as const

const browser = sharedBrowser()

describe.each(SITES)('the $lang site', (site) => {
  it('shows home, a destination search and a stay in its language, hydrated and without console errors', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    const errors = watchErrors(page)

    await page.goto(`${BASE}${site.prefix}/`)
    await hydrated(page)
    expect(await page.getAttribute('html', 'lang')).toBe(site.lang)
    await page.getByRole('button', { name: site.search, exact: true }).first().waitFor()

    // Home links to destination landing pages rendered on the server with real results.
    await Promise.all([
      page.waitForURL(`**${site.prefix}/${site.city}/**`),
      page.locator('section[aria-labelledby="home-destinations"] ul a').first().click(),
    ])
    await hydrated(page)
    const cards = page.locator('article.card')
    expect(await cards.count()).toBeGreaterThan(0)

    await Promise.all([page.waitForURL(`**${site.prefix}/${site.stay}/**`), cards.first().locator('a').first().click()])
    await hydrated(page)
    await page.getByRole('heading', { name: site.includes }).waitFor()
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy()

    expect(errors).toEqual([])
    await page.close()
  })
})

describe('the traveller selector after hydration', () => {
  it('keeps the limits and the single-room rule, and applies on Escape', async () => {
    const page = await browser().newPage({ viewport: { width: 360, height: 800 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}/fr-fr/`)
    await hydrated(page)

    await page.getByRole('button', { name: /2 adultes/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Participants' })
    await expect(dialog.isVisible()).resolves.toBe(true)
    const fewerAdults = dialog.getByRole('button', { name: 'Retirer un adulte' })
    await fewerAdults.click()
    expect(await fewerAdults.isDisabled()).toBe(true) // 1 adult is the minimum
    await dialog.getByRole('button', { name: 'Ajouter un enfant' }).click()
    await expect(dialog.getByText(/une chambre unique/).isVisible()).resolves.toBe(true)

    await page.keyboard.press('Escape')
    expect(await dialog.count()).toBe(0)
    await expect(page.getByRole('button', { name: '1 adulte, 1 enfant' }).isVisible()).resolves.toBe(true)
    expect(errors).toEqual([])
    await page.close()
  })
})

describe('the not-found page', () => {
  it('answers 404 with the spec text in the site language', async () => {
    const page = await browser().newPage()
    const report = page.waitForRequest((req) => new URL(req.url()).pathname === '/error')
    const response = await page.goto(`${BASE}/es-es/no-existe/123?from=mail`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: '¡Vaya!' }).isVisible()).resolves.toBe(true)
    await expect(page.getByText('Código de error: 404').isVisible()).resolves.toBe(true)
    // The page reports the address it was shown for (site-wide §7: GET {origin}/error with uri and locale).
    const sent = new URL((await report).url())
    expect(Object.fromEntries(sent.searchParams)).toEqual({ uri: '/es-es/no-existe/123?from=mail', locale: 'es_ES' })
    await page.close()
  })
})
