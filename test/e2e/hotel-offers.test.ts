import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { getSite, routePath } from '../../shared/sites'
import { BASE, hydrated, sharedBrowser, watchErrors } from './browser'
import { formatted, text } from './texts'

const browser = sharedBrowser()

// product-pages.md §7, §9: a result card's 'View {count} offers' opens the hotel offers drawer, 'N other
// offers available' ('for your dates' with dates in the booking flow), each leading to its stay page,
// and 'Go back to search' closes it.
describe('the hotel offers drawer', () => {
  it('lists the hotel’s other offers at 1280 px in French and goes back to the search', async () => {
    const locale = 'fr_FR'
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}/fr-fr/ville/paris`)
    await hydrated(page)
    const card = page.locator('article.card', { has: page.locator('.card__offers') }).first()
    const button = card.getByRole('button', { name: /^Voir les \d+ offres$/ })
    const count = Number(/\d+/.exec((await button.textContent()) ?? '')?.[0])
    expect(await button.textContent()).toBe(formatted(locale, 'card.cta.offers', { count }))
    const own = await card.locator('a.card__link').getAttribute('href')
    await button.click()

    const drawer = page.getByRole('dialog')
    await drawer.getByText(formatted(locale, 'hotelOffers.count', { count: count - 1 }), { exact: true }).waitFor()
    const links = drawer.getByRole('link')
    expect(await links.count()).toBe(count - 1)
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''))) {
      expect(href.startsWith(routePath(getSite(locale), 'stay'))).toBe(true)
      expect(href.split('#')[0]).not.toBe(own?.split('#')[0])
    }
    await drawer.getByRole('button', { name: text(locale, 'hotelOffers.back') }).click()
    await expect.poll(() => drawer.count()).toBe(0)
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(errors).toEqual([])
    await page.close()
  })

  it('prices the offers for the searched dates at 360 px in Dutch and closes on Escape', async () => {
    const locale = 'nl_NL'
    const page = await browser().newPage({ viewport: { width: 360, height: 800 } })
    const errors = watchErrors(page)
    const checkin = Temporal.Now.plainDateISO(getSite(locale).timeZone).add({ days: 14 })
    await page.goto(`${BASE}/nl-nl/stad/amsterdam#a=2&c=0&b=0&checkin=${checkin}&checkout=${checkin.add({ days: 1 })}`)
    await hydrated(page)
    // The browser's own search for the dates replaces the landing's cards: its prices are totals.
    await page
      .locator('.card__price-label', { hasText: text(locale, 'card.price.final') })
      .first()
      .waitFor()
    const button = page.getByRole('button', { name: /^Bekijk \d+ aanbiedingen$/ }).first()
    await button.click()
    const drawer = page.getByRole('dialog')
    const links = drawer.getByRole('link')
    await links.first().waitFor()
    const count = await links.count()
    await drawer.getByText(formatted(locale, 'hotelOffers.countForDates', { count }), { exact: true }).waitFor()
    expect(await links.first().getAttribute('href')).toContain(`checkin=${checkin}`)
    expect(await drawer.getByText(text(locale, 'card.price.final')).count()).toBe(count)
    await page.keyboard.press('Escape')
    await expect.poll(() => drawer.count()).toBe(0)
    expect(errors).toEqual([])
    await page.close()
  })

  it('offers the advisers’ phone hours when the hotel has nothing else for the search (Spanish, 360 px)', async () => {
    const locale = 'es_ES'
    const page = await browser().newPage({ viewport: { width: 360, height: 800 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}/es-es/ciudad/madrid`)
    await hydrated(page)
    // The hotel's offers as the catalogue would give them once the others are sold out: none.
    await page.route('**/api/offers.json', async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, json: { ...((await response.json()) as object), results: [] } })
    })
    await page.locator('.card__offers').first().click()
    const drawer = page.getByRole('dialog')
    await drawer.getByText(formatted(locale, 'hotelOffers.count', { count: 0 }), { exact: true }).waitFor()
    await drawer.getByText(text(locale, 'hotelPage.offers.phoneHours')).waitFor()
    expect(await drawer.getByRole('link', { name: text(locale, 'footer.help.contact') }).getAttribute('href')).toBe('/es-es/contacto')
    expect(errors).toEqual([])
    await page.close()
  })
})
