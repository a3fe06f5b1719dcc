import { describe, expect, it } from 'vitest'
import { readCatalog } from '../../scripts/compile-locales'
import { parseCriteriaHash } from '../../shared/search/criteria'
import { placeOf } from '../../shared/search/criteria-edits'
import { getSite, routePath, type SiteId } from '../../shared/sites'
import { BASE, hydrated, openDestination, sharedBrowser, watchErrors } from './browser'

const VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 1280, height: 900 },
] as const

const browser = sharedBrowser()

/** Per site: the city searched, another one of the activity form's list, and a term with a suggestion. */
const SITES: readonly { id: SiteId; city: { id: string; label: string }; other: string; term: string; first: RegExp }[] = [
  { id: 'fr_FR', city: { id: '2988507', label: 'Paris' }, other: 'Lyon', term: 'lyon', first: /^Lyon/ },
  { id: 'es_ES', city: { id: '3128760', label: 'Barcelona' }, other: 'Madrid', term: 'sevilla', first: /^Sevilla/ },
]

describe.each(SITES)('the activity search form of the results page on $id (search.md §2.1)', (entry) => {
  const site = getSite(entry.id)
  const t = readCatalog(site.id)

  it.each(VIEWPORTS)('lists the cities, shows the searched one and searches another at $width px', async (viewport) => {
    const context = await browser().newContext({ viewport })
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto(`${BASE}${routePath(site, 'activitySearch')}?flow=activity&from=searchBar#a=2&city=${entry.city.id}`)
    await hydrated(page)
    const form = page.getByRole('search', { name: t['searchBar.activity.label'] })
    const destination = form.getByLabel(t['searchBar.destination'] ?? '')
    await expect.poll(() => destination.inputValue()).toBe(entry.city.id)
    const options = await destination.locator('option').allTextContents()
    expect(options[0]).toBe(t['searchBar.activity.allDestinations'])
    expect(options).toContain(entry.city.label)
    expect(options).toContain(entry.other)

    await destination.selectOption({ label: entry.other })
    await form.getByRole('button', { name: t['searchBar.submit'], exact: true }).click()
    await expect.poll(() => parseCriteriaHash(new URL(page.url()).hash).city).not.toBe(entry.city.id)
    const city = parseCriteriaHash(new URL(page.url()).hash).city
    expect(city).toBeTruthy()
    await hydrated(page)
    await expect.poll(() => destination.inputValue()).toBe(city)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe.each(SITES)('Enter in the destination input on $id (search.md §4)', (entry) => {
  const site = getSite(entry.id)
  const t = readCatalog(site.id)

  it('picks the first suggestion of what was typed, even before the suggestions arrive, then searches it', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto(`${BASE}${site.pathPrefix}/`)
    await hydrated(page)
    const input = page.getByRole('combobox', { name: t['searchBar.destination'] })
    await input.click()
    await input.pressSequentially(entry.term, { delay: 10 })
    await input.press('Enter')
    await expect.poll(() => input.getAttribute('aria-expanded')).toBe('false')
    expect(await input.inputValue()).toMatch(entry.first)
    expect(new URL(page.url()).hash).toBe('')

    await input.press('Enter')
    await page.waitForURL(/#/)
    // The place picked (a city, or a province listed first), not a search anywhere.
    expect(placeOf(parseCriteriaHash(new URL(page.url()).hash))).not.toBeNull()
    expect(errors).toEqual([])
    await context.close()
  })

  it.each(VIEWPORTS)('does not search without what was typed when nothing matches it, at $width px', async (viewport) => {
    const context = await browser().newContext({ viewport })
    const page = await context.newPage()
    await page.goto(`${BASE}${site.pathPrefix}/`)
    await hydrated(page)
    const input = await openDestination(page, t['searchBar.destination'] ?? '', viewport.width)
    await input.fill('zzqxw')
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: t['destination.noResults'] ?? '' })
          .count(),
      )
      .toBe(1)
    await input.press('Enter')
    await page.waitForTimeout(300)
    expect(page.url()).toBe(`${BASE}${site.pathPrefix}/`)
    expect(await input.getAttribute('aria-expanded')).toBe('true')
    await context.close()
  })
})

describe.each(SITES)('the search bar’s calendar with the keyboard at 1280 px on $id', (entry) => {
  const site = getSite(entry.id)
  const t = readCatalog(site.id)

  it('takes the focus into the days, gives it back on Escape and closes when Tab leaves it', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto(`${BASE}${site.pathPrefix}/`)
    await hydrated(page)
    const dates = page.getByRole('button', { name: new RegExp(`^${t['searchBar.dates']}`) })
    const calendar = page.getByRole('dialog', { name: t['searchBar.dates'] })
    await dates.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-day'))).toBe(true)
    await page.keyboard.press('Escape')
    await calendar.waitFor({ state: 'detached' })
    expect(await dates.evaluate((el) => el === document.activeElement)).toBe(true)

    // Past Validate the focus goes on to the theme, and the dropdown no longer covers the fields.
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-day'))).toBe(true)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(t['calendar.validate'])
    await page.keyboard.press('Tab')
    await calendar.waitFor({ state: 'detached' })
    expect(await page.getByLabel(t['searchBar.theme'] ?? '').evaluate((el) => el === document.activeElement)).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe.each([
  { id: 'nl_BE' as SiteId, term: 'Brugge' },
  { id: 'it_IT' as SiteId, term: 'Roma' },
])('the search bar’s calendar on a 360 px phone on $id', ({ id, term }) => {
  const site = getSite(id)
  const t = readCatalog(site.id)

  it('keeps Clear and Validate inside the screen beside the priced range', async () => {
    const context = await browser().newContext({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true })
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto(`${BASE}${site.pathPrefix}/`)
    await hydrated(page)
    await page.getByRole('button', { name: t['searchBar.placeholder.booking'] }).tap()
    await page.getByRole('combobox', { name: t['searchBar.destination'] }).fill(term)
    await page.getByRole('listbox').getByRole('option').first().tap()
    await page.getByRole('button', { name: new RegExp(`^${t['searchBar.dates']}`) }).tap()
    const calendar = page.getByRole('dialog', { name: t['searchBar.dates'] })
    // Two priced days a few weeks ahead: the footer shows the range's price per person and night.
    const days = calendar.locator('[data-day]:not([disabled]):not([aria-disabled="true"])')
    await days.nth(20).tap()
    await days.nth(21).tap()
    await calendar.locator('.calendar__price').waitFor()
    for (const name of [t['calendar.clear.short'], t['calendar.validate']]) {
      const box = await calendar.getByRole('button', { name }).boundingBox()
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true)
    }
    expect(errors).toEqual([])
    await context.close()
  })
})

// search.md §4 destination suggestions: a visitor types the word they remember of a name, not
// necessarily its first ('Touquet' for Le Touquet-Paris-Plage, 'Étienne' for Saint-Étienne).
describe.each([
  { id: 'fr_FR' as SiteId, width: 1280, term: 'touquet', label: 'Le Touquet-Paris-Plage' },
  { id: 'nl_NL' as SiteId, width: 360, term: 'Étienne', label: 'Saint-Étienne' },
])('destination suggestions on $id at $width px', ({ id, width, term, label }) => {
  const site = getSite(id)
  const t = readCatalog(site.id)

  it(`suggest ${label} for '${term}', a later word of its name`, async () => {
    const page = await browser().newPage({ viewport: { width, height: 800 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}${site.pathPrefix}/`)
    await hydrated(page)
    if (width < 600) await page.getByRole('button', { name: t['searchBar.placeholder.booking'] }).click()
    await page.getByRole('combobox', { name: t['searchBar.destination'] }).fill(term)
    const options = page.getByRole('listbox').getByRole('option')
    await expect.poll(() => options.allInnerTexts(), { timeout: 5000 }).toContainEqual(expect.stringContaining(label))
    expect(errors).toEqual([])
    await page.close()
  })
})

describe('the travellers panel of the search bar at 1280 px', () => {
  const t = readCatalog('fr_FR')

  it('applies the travellers when Tab leaves the panel, and leaves the focus where it went', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}/fr-fr/`)
    await hydrated(page)
    await page.getByRole('button', { name: /2 adultes/ }).click()
    const panel = page.getByRole('dialog', { name: t['pax.title'] })
    await panel.getByRole('button', { name: t['pax.adults.increase'] }).click()
    await panel.getByRole('button', { name: t['common.confirm'] }).focus()
    await page.keyboard.press('Tab')
    await panel.waitFor({ state: 'detached' })
    await expect(page.getByRole('button', { name: /3 adultes/ }).isVisible()).resolves.toBe(true)
    expect(
      await page.getByRole('button', { name: t['searchBar.submit'], exact: true }).evaluate((el) => el === document.activeElement),
    ).toBe(true)
    expect(errors).toEqual([])
    await page.close()
  })
})
