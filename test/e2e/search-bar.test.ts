import type { Page } from 'playwright-core'
import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { readCatalog } from '../../scripts/compile-locales'
import { parseCriteriaHash } from '../../shared/search/criteria'
import { getSite, routePath, type SiteId } from '../../shared/sites'
import { BASE, hydrated, sharedBrowser, watchErrors } from './browser'

/** Per site: a term to type and the texts a visitor reads (plain messages of the catalog). */
const SITES: readonly { id: SiteId; term: string; children: RegExp }[] = [
  { id: 'fr_FR', term: 'Par', children: /2 adultes, 1 enfant/ },
  { id: 'es_ES', term: 'Mad', children: /2 adultos, 1 niño/ },
]
const VIEWPORTS = [
  { name: 'mobile', width: 360, height: 780 },
  { name: 'desktop', width: 1280, height: 900 },
] as const

const browser = sharedBrowser()

/** The stay the tests book: two weeks from today in the site's time zone, two nights. */
function stay(timeZone: string) {
  const checkin = Temporal.Now.plainDateISO(timeZone).add({ days: 14 })
  return { checkin, checkout: checkin.add({ days: 2 }) }
}

const dayName = (day: Temporal.PlainDate, bcp47: string) =>
  day.toLocaleString(bcp47, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })

/** Types the term, moves to the first suggestion with the arrow key and picks it with Enter; returns its label. */
async function pickSuggestion(page: Page, name: string, term: string): Promise<string> {
  const input = page.getByRole('combobox', { name })
  await input.pressSequentially(term, { delay: 30 })
  const firstOption = page.getByRole('listbox').getByRole('option').first()
  await firstOption.waitFor()
  await input.press('ArrowDown')
  const active = await input.getAttribute('aria-activedescendant')
  expect(active).toBeTruthy()
  const label = (await page.locator(`[id="${active}"]`).locator('.listbox__label').innerText()).split(',')[0]?.trim() ?? ''
  await input.press('Enter')
  return label
}

describe.each(SITES)('the search bar on $id', (entry) => {
  const site = getSite(entry.id)
  const t = readCatalog(site.id)
  const { checkin, checkout } = stay(site.timeZone)

  it.each(VIEWPORTS)('searches a destination, dates and travellers at $width px', async (viewport) => {
    const page = await browser().newPage({ viewport: { width: viewport.width, height: viewport.height } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}${site.pathPrefix}/`)
    await hydrated(page)

    let label: string
    if (viewport.name === 'mobile') {
      // The summary strip opens the full-screen modal on the destination selector.
      await page.getByRole('button', { name: t['searchBar.placeholder.booking'] }).click()
      await expect(page.getByRole('dialog', { name: t['searchBar.modal.booking'] }).isVisible()).resolves.toBe(true)
      label = await pickSuggestion(page, t['searchBar.destination'] ?? '', entry.term)
      await expect(page.getByRole('button', { name: new RegExp(label) }).isVisible()).resolves.toBe(true)

      await page.getByRole('button', { name: new RegExp(`^${t['searchBar.dates']}`) }).click()
      const calendar = page.getByRole('dialog', { name: t['searchBar.dates'] })
      await calendar.getByRole('button', { name: dayName(checkin, site.bcp47), exact: true }).click()
      await calendar.getByRole('button', { name: dayName(checkout, site.bcp47), exact: true }).click()
      await calendar.getByRole('button', { name: t['calendar.validate'] }).click()
      expect(await calendar.count()).toBe(0)
    } else {
      await page.getByRole('combobox', { name: t['searchBar.destination'] }).click()
      label = await pickSuggestion(page, t['searchBar.destination'] ?? '', entry.term)
      await expect(page.getByRole('combobox', { name: t['searchBar.destination'] }).inputValue()).resolves.toBe(label)

      await page.getByRole('button', { name: new RegExp(`^${t['searchBar.dates']}`) }).click()
      const calendar = page.getByRole('dialog', { name: t['searchBar.dates'] })
      await calendar.getByRole('button', { name: dayName(checkin, site.bcp47), exact: true }).click()
      const end = calendar.getByRole('button', { name: dayName(checkout, site.bcp47), exact: true })
      if (!(await end.isVisible())) await calendar.getByRole('button', { name: t['calendar.next'] }).click()
      await end.click()
      expect(await end.getAttribute('aria-pressed')).toBe('true')
      // A full range closes the dropdown by itself after 1 s.
      await calendar.waitFor({ state: 'detached', timeout: 3000 })
    }

    await page.getByRole('button', { name: /2 (adultes|adultos)/ }).click()
    const travellers = page.getByRole('dialog', { name: t['pax.title'] })
    await travellers.getByRole('button', { name: t['pax.children.increase'] }).click()
    await travellers.getByRole('button', { name: t['common.confirm'] }).click()
    await expect(page.getByRole('button', { name: entry.children }).isVisible()).resolves.toBe(true)

    await page.getByRole('button', { name: t['searchBar.submit'], exact: true }).click()
    await page.waitForURL((url) => url.pathname === routePath(site, 'search'))
    const url = new URL(page.url())
    expect(url.searchParams.get('flow')).toBe('booking')
    expect(url.searchParams.get('from')).toBe('searchBar')
    const criteria = parseCriteriaHash(url.hash)
    expect(criteria).toMatchObject({ a: 2, c: 1, s: true, checkin: checkin.toString(), checkout: checkout.toString(), nights: 2 })
    expect(
      Object.keys(criteria).some((k) =>
        ['city', 'poi', 'hotel', 'region', 'department', 'country', 'touristicregion', 'skiresort', 'searesort'].includes(k),
      ),
    ).toBe(true)

    // The chosen destination is now a recent search.
    await page.goto(`${BASE}${site.pathPrefix}/`)
    await hydrated(page)
    if (viewport.name === 'mobile') await page.getByRole('button', { name: t['searchBar.placeholder.booking'] }).click()
    else await page.getByRole('combobox', { name: t['searchBar.destination'] }).click()
    const recent = page.getByRole('group', { name: t['destination.recent'] })
    await expect(recent.getByRole('option').first().innerText()).resolves.toContain(label)

    expect(errors).toEqual([])
    await page.close()
  })
})

describe.each(SITES)('the same-day cut-off of the search bar calendar on $id', (entry) => {
  const site = getSite(entry.id)
  const t = readCatalog(site.id)

  it.each([
    { time: '19:59', todayOpen: true },
    { time: '20:00', todayOpen: false },
  ])("offers today until 20:00 on the site's clock, read in the browser: at $time", async ({ time, todayOpen }) => {
    const today = Temporal.Now.plainDateISO(site.timeZone)
    const now = today.toZonedDateTime({ timeZone: site.timeZone, plainTime: Temporal.PlainTime.from(time) })
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    const errors = watchErrors(page)
    await page.clock.setFixedTime(new Date(now.epochMilliseconds))
    await page.goto(`${BASE}${site.pathPrefix}/`)
    await hydrated(page)
    await page.getByRole('button', { name: new RegExp(`^${t['searchBar.dates']}`) }).click()
    const calendar = page.getByRole('dialog', { name: t['searchBar.dates'] })
    const day = (date: Temporal.PlainDate) => calendar.getByRole('button', { name: dayName(date, site.bcp47), exact: true })
    await expect.poll(() => day(today).isEnabled()).toBe(todayOpen)
    expect(await day(today.add({ days: 1 })).isEnabled()).toBe(true)
    expect(errors).toEqual([])
    await page.close()
  })
})
