import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { OffersResponse } from '../../shared/api/search'
import { BASE, hydrated, sharedBrowser, watchErrors } from './browser'

const browser = sharedBrowser()

type Party = { adults: number; children: number; babies: number }

/** The hotel's offers as the page asks for them (product-pages.md §2): 20 per hotel, for the dates and party. */
async function offersOf(hotelId: number, party: Party, stay?: { checkin: string; nights: number }): Promise<OffersResponse> {
  const res = await fetch(`${BASE}/api/offers.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      locale: 'fr_FR',
      hotelId,
      numberOfPackagesPerHotel: 20,
      limit: 20,
      pax: { ...party, singleRoom: party.children + party.babies > 0 },
      ...stay,
    }),
  })
  return (await res.json()) as OffersResponse
}

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
const dayName = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

/** Picks the check-in and check-out days in the open calendar, turning to the next month when the check-out is not shown. */
async function pickDates(calendar: Locator, checkin: string, checkout: string): Promise<void> {
  await calendar.getByRole('button', { name: dayName(checkin), exact: true }).click()
  const end = calendar.getByRole('button', { name: dayName(checkout), exact: true })
  if (!(await end.isVisible())) await calendar.getByRole('button', { name: 'Mois suivant' }).click()
  await end.click()
}

/**
 * A hotel of the local catalogue and a one-night stay next month with offers for two adults and
 * for one, and a party (a child more, or a crowd) with none on those dates.
 */
async function hotelWithStay(): Promise<{ hotelId: number; checkin: string; checkout: string; full: Party }> {
  const now = new Date()
  const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10)
  for (let hotelId = 1001; hotelId < 1100; hotelId++) {
    const page = await offersOf(hotelId, { adults: 2, children: 0, babies: 0 })
    if (page.results.length === 0) continue
    for (let i = 0; i < 20; i += 3) {
      const checkin = addDays(nextMonth, i)
      const stay = { checkin, nights: 1 }
      if ((await offersOf(hotelId, { adults: 2, children: 0, babies: 0 }, stay)).results.length === 0) continue
      if ((await offersOf(hotelId, { adults: 1, children: 0, babies: 0 }, stay)).results.length === 0) continue
      for (const full of [
        { adults: 2, children: 1, babies: 0 },
        { adults: 20, children: 0, babies: 0 },
      ])
        if ((await offersOf(hotelId, full, stay)).results.length === 0) return { hotelId, checkin, checkout: addDays(checkin, 1), full }
    }
  }
  throw new Error('the local catalogue has no hotel with a night bookable by one or two adults and not by a bigger party')
}

const cardsPer = (page: Page) => page.locator('#offers .card__per').allTextContents()
const nearby = (page: Page) => page.getByRole('region', { name: 'Ces hôtels à proximité pourraient vous plaire' })
/** The price type, party and nights of each card of the hotels around. */
const nearbyPrices = async (page: Page) =>
  new Set(
    await nearby(page)
      .locator('.card__price')
      .evaluateAll((prices) =>
        prices.map(
          (p) => `${p.querySelector('.card__price-label')?.textContent} ${p.querySelector('.card__per')?.textContent?.split(' · ')[0]}`,
        ),
      ),
  )
/** The hash each card of the hotels around opens its stay page with. */
const nearbyHashes = async (page: Page) =>
  new Set(
    await nearby(page)
      .locator('a.card__link')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).hash)),
  )

describe.each([1280, 360])('the hotel page date and traveller selector at %i px', (width) => {
  it('prices the offers for the chosen dates and travellers, keeps them in the hash, and says when none is available', async () => {
    const { hotelId, checkin, checkout, full } = await hotelWithStay()
    const page = await browser().newPage({ viewport: { width, height: width > 400 ? 900 : 780 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}/fr-fr/hotel/${hotelId}`)
    await hydrated(page)
    const offers = page.getByRole('region', { name: 'Nos offres dans cet hôtel' })
    const stay = offers.getByRole('group', { name: 'Votre séjour' })

    // The dates: the search bar's calendar, in a dropdown on wide screens and full screen on phones.
    const datesButton = stay.getByRole('button', { name: /^Dates/ })
    await datesButton.focus()
    await page.keyboard.press('Enter')
    const calendar = page.getByRole('dialog', { name: 'Dates' })
    await pickDates(calendar, checkin, checkout)
    const validate = calendar.getByRole('button', { name: 'Valider' })
    if (await validate.isVisible()) await validate.click().catch(() => undefined)
    await calendar.waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.activeElement?.closest('.dates') !== null)).toBe(true)

    const two = await offersOf(hotelId, { adults: 2, children: 0, babies: 0 }, { checkin, nights: 1 })
    await expect.poll(() => cardsPer(page)).toHaveLength(two.results.length)
    expect(new Set(await cardsPer(page))).toEqual(new Set([expect.stringMatching(/^pour 2 personnes, 1 nuit/)]))
    expect(await page.evaluate(() => location.hash)).toBe(`#checkin=${checkin}&checkout=${checkout}&nights=1&a=2&c=0&b=0`)
    // The hotels around are those on sale for the stay, priced for it, and open with it.
    await expect.poll(() => nearbyPrices(page)).toEqual(new Set(['Prix final pour 2 personnes, 1 nuit']))
    expect(await nearbyHashes(page)).toEqual(new Set([`#checkin=${checkin}&checkout=${checkout}&nights=1&a=2&c=0&b=0`]))

    // The travellers: one adult.
    await stay.getByRole('button', { name: '2 adultes' }).click()
    const party = page.getByRole('dialog', { name: 'Participants' })
    await party.getByRole('button', { name: 'Retirer un adulte' }).click()
    await party.getByRole('button', { name: 'Valider' }).click()
    const one = await offersOf(hotelId, { adults: 1, children: 0, babies: 0 }, { checkin, nights: 1 })
    await expect.poll(() => cardsPer(page)).toHaveLength(one.results.length)
    await expect.poll(async () => new Set(await cardsPer(page))).toEqual(new Set([expect.stringMatching(/^pour 1 personne, 1 nuit/)]))
    expect(await page.evaluate(() => location.hash)).toBe(`#checkin=${checkin}&checkout=${checkout}&nights=1&a=1&c=0&b=0`)
    await expect.poll(() => nearbyHashes(page)).toEqual(new Set([`#checkin=${checkin}&checkout=${checkout}&nights=1&a=1&c=0&b=0`]))
    expect(await nearbyPrices(page)).toEqual(new Set(['Prix final pour 1 personne, 1 nuit']))
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

    // A party with nothing on those dates, from the address, landing on the offers (anchor=products).
    await page.goto('about:blank')
    await page.goto(
      `${BASE}/fr-fr/hotel/${hotelId}#checkin=${checkin}&checkout=${checkout}&a=${full.adults}&c=${full.children}&b=${full.babies}&anchor=products`,
    )
    await hydrated(page)
    await page.getByText('Désolé, aucune disponibilité à vos dates').waitFor()
    await expect.poll(() => offers.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(200)
    expect(await offers.locator('.room-offer').count()).toBe(0)

    // 'See all offers' clears the dates: the hotel's offers come back, the party stays.
    await page.getByRole('button', { name: 'Voir toutes les offres' }).click()
    await expect.poll(() => offers.locator('.room-offer').count()).toBeGreaterThan(0)
    expect(await stay.getByRole('button', { name: /^Dates/ }).textContent()).toBe('Ajouter des dates')
    expect(await page.evaluate(() => location.hash)).toBe(`#a=${full.adults}&c=${full.children}&b=${full.babies}&anchor=products`)
    // Without dates, the hotels around are from-prices for two again, opening without a stay.
    await expect.poll(() => nearbyHashes(page)).toEqual(new Set(['']))
    expect([...(await nearbyPrices(page))].every((text) => text.startsWith('À partir de'))).toBe(true)

    expect(errors).toEqual([])
    await page.close()
  })
})

describe.each([1280, 360])('an offer of the hotel page picked without dates at %i px', (width) => {
  it('opens the calendar, then the offer with the chosen dates and party', async () => {
    const { hotelId, checkin, checkout } = await hotelWithStay()
    const page = await browser().newPage({ viewport: { width, height: width > 400 ? 900 : 780 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}/fr-fr/hotel/${hotelId}`)
    await hydrated(page)
    const offers = page.getByRole('region', { name: 'Nos offres dans cet hôtel' })
    const link = offers.getByRole('link', { name: /^Voir l'offre\W/ }).first()
    const path = ((await link.getAttribute('href')) ?? '').split('#')[0]

    // Its link, without dates, opens the calendar; closed without dates, the offer is forgotten and the page stays.
    await link.click()
    const calendar = page.getByRole('dialog', { name: 'Dates' })
    await calendar.waitFor()
    expect(new URL(page.url()).pathname).toBe(`/fr-fr/hotel/${hotelId}`)
    await page.keyboard.press('Escape')
    await calendar.waitFor({ state: 'detached' })

    // Picked again, and the dates chosen: the offer's page opens with them.
    await link.focus()
    await page.keyboard.press('Enter')
    await calendar.waitFor()
    await pickDates(calendar, checkin, checkout)
    const validate = calendar.getByRole('button', { name: 'Valider' })
    await Promise.all([
      page.waitForURL((url) => url.pathname === path),
      (async () => {
        if (await validate.isVisible()) await validate.click().catch(() => undefined)
      })(),
    ])
    expect(new URL(page.url()).hash).toBe(`#checkin=${checkin}&checkout=${checkout}&nights=1&a=2&c=0&b=0`)
    expect(errors).toEqual([])
    await page.close()
  })
})

describe('an offer of the hotel page picked again at once after the calendar closed', () => {
  it('still opens with the dates chosen, however late the page runs its pending work', async () => {
    const { hotelId, checkin, checkout } = await hotelWithStay()
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    // A busy phone: work the page puts off to a later task runs only after the visitor's next key.
    await page.addInitScript(() => {
      const later = window.setTimeout.bind(window)
      window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
        later(handler, Math.max(delay ?? 0, 400), ...args)) as typeof window.setTimeout
    })
    const errors = watchErrors(page)
    await page.goto(`${BASE}/fr-fr/hotel/${hotelId}`)
    await hydrated(page)
    const offers = page.getByRole('region', { name: 'Nos offres dans cet hôtel' })
    const link = offers.getByRole('link', { name: /^Voir l'offre\W/ }).first()
    const path = ((await link.getAttribute('href')) ?? '').split('#')[0]
    await link.click()
    const calendar = page.getByRole('dialog', { name: 'Dates' })
    await calendar.waitFor()
    await page.keyboard.press('Escape')
    await calendar.waitFor({ state: 'detached' })
    // Picked again before the closing's pending work ran.
    await link.focus()
    await page.keyboard.press('Enter')
    await calendar.waitFor()
    await page.waitForTimeout(500)
    await pickDates(calendar, checkin, checkout)
    await Promise.all([page.waitForURL((url) => url.pathname === path), calendar.getByRole('button', { name: 'Valider' }).click()])
    expect(new URL(page.url()).hash).toBe(`#checkin=${checkin}&checkout=${checkout}&nights=1&a=2&c=0&b=0`)
    expect(errors).toEqual([])
    await page.close()
  })
})
