import type { Messages } from '@lingui/core'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { getSite, routePath, type Site, type SiteId } from '../../shared/sites'
import { createI18n } from '../../client/i18n/create-i18n'
import { messages as frFR } from '../../locales/compiled/fr_FR'
import { messages as nlNL } from '../../locales/compiled/nl_NL'
import { BASE, hydrated, sharedBrowser, watchErrors } from './browser'

/** Paris: 11 stays, none with 5 stars; hotels with 5 stars within 30 km (the seeded catalogue). */
const PARIS = '2988507'

const CATALOGS: Partial<Record<SiteId, Messages>> = { fr_FR: frFR, nl_NL: nlNL }

/** The texts a visitor of the site reads, from the compiled catalog the site ships. */
function textsOf(siteId: SiteId) {
  const messages = CATALOGS[siteId] ?? {}
  const site = getSite(siteId)
  const i18n = createI18n(siteId, site.bcp47, messages)
  return { site, t: (id: string, values?: Record<string, unknown>) => i18n._(id, values) }
}

const SITES: SiteId[] = ['fr_FR', 'nl_NL']
const CITY: Partial<Record<SiteId, string>> = { fr_FR: 'lyon-2996944', nl_NL: 'amsterdam-2759794' }

const browser = sharedBrowser()

/** A visible text as a pattern (texts hold dots, parentheses and the like). */
const re = (text: string, anchor = '') => new RegExp(`${anchor}${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
const hashOf = (page: Page) => new URLSearchParams(new URL(page.url()).hash.slice(1))
const waitForHash = (page: Page, key: string, value?: string) =>
  page.waitForFunction(
    ([k, v]) => {
      const hash = new URLSearchParams(location.hash.slice(1))
      return v === undefined ? hash.has(k as string) : hash.get(k as string) === v
    },
    [key, value] as const,
  )
const settled = (page: Page) => page.waitForSelector('.results[aria-busy="false"] .results__count')

/** Titles of the result cards whose button spills out of the card or over the price beside it. */
const cardsWithCrampedButton = (page: Page) =>
  page.locator('article.card').evaluateAll((cards) =>
    cards.flatMap((card) => {
      const footer = card.querySelector('.card__footer')?.getBoundingClientRect()
      const price = card.querySelector('.card__price')?.getBoundingClientRect()
      const buttons = [...card.querySelectorAll('.card__cta, .card__offers')].map((b) => b.getBoundingClientRect())
      if (!footer || !price) return []
      const cramped = buttons.some(
        (b) => b.right > footer.right + 0.5 || (b.left < price.right - 0.5 && b.top < price.bottom - 0.5 && b.bottom > price.top + 0.5),
      )
      return cramped ? [card.querySelector('h3')?.textContent ?? ''] : []
    }),
  )

/** Lands on a city page, rendered with its results on the server (Lyon, Amsterdam: a handful of hotels each). */
async function landOnCity(page: Page, site: Site): Promise<void> {
  await page.goto(`${BASE}${routePath(site, 'city')}/${CITY[site.id]}`)
  await hydrated(page)
  expect(await page.locator('article.card').count()).toBeGreaterThan(0)
}

describe.each(SITES)('the results page of %s at 1280 px', (siteId) => {
  const { site, t } = textsOf(siteId)

  it('filters by stars, score and price, sorts, shows the map and switches to gifts', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    const errors = watchErrors(page)
    await landOnCity(page, site)

    // Stars: a desktop dropdown; confirming writes the hash and searches. Options without results are disabled.
    await page.getByRole('button', { name: re(t('filters.stars'), '^') }).click()
    const stars = page.getByRole('dialog', { name: t('filters.stars') })
    await stars.locator('.check__count').first().waitFor()
    await stars.getByRole('checkbox', { disabled: false }).first().check()
    await stars.getByRole('button', { name: t('common.confirm') }).click()
    await waitForHash(page, 'stars')
    await settled(page)

    // Score: the counts follow the stars chosen, so an enabled score still finds stays.
    await page.getByRole('button', { name: re(t('filters.score'), '^') }).click()
    const score = page.getByRole('dialog', { name: t('filters.score') })
    await score.locator('.check__count').first().waitFor()
    await score.getByRole('radio', { disabled: false }).last().click()
    await score.getByRole('button', { name: t('common.confirm') }).click()
    await waitForHash(page, 'hotelScore')
    await settled(page)
    expect(await page.locator('article.card').count()).toBeGreaterThan(0)

    // Sort: a select on desktop, offering only the orders of the flow.
    await page.getByRole('combobox', { name: t('sort.label') }).selectOption('priceAsc')
    await waitForHash(page, 'sort', 'priceAsc')
    await settled(page)

    // Map: loaded on first opening, markers drawn without a tile server.
    await page.getByRole('button', { name: t('map.button'), exact: true }).click()
    const map = page.getByRole('dialog', { name: t('map.title') })
    await page.waitForSelector('.map-view[data-rendered-markers]:not([data-rendered-markers="0"])', { timeout: 30_000 })
    await page.keyboard.press('Escape')
    expect(await map.count()).toBe(0)

    // Gifting: the flow is in the query, the sort falls back to one valid there, cards show the gift price.
    await page.getByRole('button', { name: t('flowToggle.gifting'), exact: true }).click()
    await page.waitForFunction(() => new URLSearchParams(location.search).get('flow') === 'gifting')
    expect(hashOf(page).get('sort')).toBeNull()
    await page
      .locator('.card__price-label', { hasText: t('card.price.gift') })
      .first()
      .waitFor()

    // Price: typed whole euros are stored in cents; the Filter button counts stars, score and budget.
    await page.getByRole('button', { name: re(t('filters.budget'), '^') }).click()
    const budget = page.getByRole('dialog', { name: t('filters.budget') })
    await budget.getByRole('textbox', { name: t('filters.price.max') }).fill('180')
    await budget.getByRole('textbox', { name: t('filters.price.max') }).press('Enter')
    await budget.getByRole('button', { name: t('common.confirm') }).click()
    await waitForHash(page, 'priceMax', '18000')
    await expect(page.getByRole('button', { name: re(t('filters.button'), '^') }).textContent()).resolves.toMatch(/3$/)

    // Search in this area: the visible map replaces the city by coordinates and a radius.
    await page.getByRole('button', { name: t('map.button'), exact: true }).click()
    await page.waitForSelector('.map-view[data-rendered-markers]')
    await map.getByRole('button', { name: t('map.searchArea') }).click()
    await waitForHash(page, 'lat')
    expect(hashOf(page).has('city')).toBe(false)
    expect(Number(hashOf(page).get('distanceMax'))).toBeGreaterThan(0)
    await map.getByRole('button', { name: t('map.close') }).click()

    expect(errors).toEqual([])
    await page.close()
  })

  it("gives a landing page's destination back when the visitor clicks into the field and leaves it with Escape", async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    const errors = watchErrors(page)
    await landOnCity(page, site)
    const destination = page.getByRole('combobox', { name: t('searchBar.destination') })
    const place = await destination.inputValue()
    expect(place).not.toBe('')
    // The search bar's code arrives with this first click: its focus and click are played again then.
    await destination.click()
    await expect.poll(() => destination.getAttribute('aria-expanded')).toBe('true')
    expect(await destination.inputValue()).toBe('')
    await page.keyboard.press('Escape')
    await expect.poll(() => destination.getAttribute('aria-expanded')).toBe('false')
    expect(await destination.inputValue()).toBe(place)
    expect(errors).toEqual([])
    await page.close()
  })

  it("shows the landing page's own search again when the visitor goes back to it", async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    const errors = watchErrors(page)
    await landOnCity(page, site)
    const count = page.locator('.results__count')
    const landing = await count.textContent()
    const destination = page.getByRole('combobox').first()
    const place = await destination.inputValue()
    expect(place).not.toBe('')
    await page.getByRole('combobox', { name: t('sort.label') }).selectOption('priceAsc')
    await waitForHash(page, 'sort', 'priceAsc')
    await settled(page)
    await page.goBack()
    await page.waitForFunction(() => location.hash === '')
    await settled(page)
    expect(await count.textContent()).toBe(landing)
    expect(await destination.inputValue()).toBe(place)
    expect(errors).toEqual([])
    await page.close()
  })

  it('keeps the destination and the filters when the keyboard only goes through them', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    const errors = watchErrors(page)
    const city = CITY[siteId]?.split('-').pop() ?? ''
    await page.goto(`${BASE}${routePath(site, 'search')}?flow=booking#a=2&city=${city}`)
    await hydrated(page)
    await settled(page)
    const destination = page.getByRole('combobox', { name: t('searchBar.destination') })
    await expect.poll(() => destination.inputValue()).not.toBe('')
    const place = await destination.inputValue()

    // Tab into the destination (its focus clears it for typing), then on to the dates without typing
    // (past the distance of 'Travel locally!' in its list): the place comes back.
    await destination.focus()
    await expect.poll(() => destination.inputValue()).toBe('')
    const dates = page.getByRole('button', { name: re(t('searchBar.dates'), '^') })
    for (let i = 0; i < 3 && !(await dates.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
    await expect.poll(() => dates.evaluate((el) => el === document.activeElement)).toBe(true)
    await expect.poll(() => destination.inputValue()).toBe(place)

    // A filter dropdown left by Tab closes without applying what was ticked, like a click outside.
    const starsButton = page.getByRole('button', { name: re(t('filters.stars'), '^') })
    await starsButton.focus()
    await page.keyboard.press('Enter')
    const stars = page.getByRole('dialog', { name: t('filters.stars') })
    await stars.locator('.check__count').first().waitFor()
    await stars.getByRole('checkbox', { disabled: false }).first().focus()
    await page.keyboard.press('Space')
    await stars.getByRole('button', { name: t('common.confirm') }).focus()
    await page.keyboard.press('Tab')
    await stars.waitFor({ state: 'detached', timeout: 5000 })
    expect(await page.evaluate(() => document.activeElement?.closest('.filter-bar__item') !== null)).toBe(true)
    expect(hashOf(page).has('stars')).toBe(false)

    // The search then still looks for the place.
    await page.getByRole('button', { name: t('searchBar.submit'), exact: true }).focus()
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => new URLSearchParams(location.search).get('from') === 'searchBar')
    expect(hashOf(page).get('city')).toBe(city)
    expect(errors).toEqual([])
    await page.close()
  })

  it('pages through a broad search, previous disabled on the first page', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}${routePath(site, 'search')}?flow=booking#a=2`)
    await hydrated(page)
    await settled(page)
    const nav = page.getByRole('navigation', { name: t('pagination.label') })
    const legend = await nav.locator('.pagination__legend').textContent()
    expect(legend).toMatch(new RegExp(t('pagination.legend', { page: 1, total: 999 }).replace('999', '\\d+')))
    expect(await nav.locator('.pagination__edge--prev').getAttribute('aria-disabled')).toBe('true')
    await nav.getByRole('link', { name: re(t('pagination.next')) }).focus()
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => new URLSearchParams(location.search).get('page') === '2')
    await settled(page)
    await expect(nav.getByRole('link', { name: t('pagination.page', { page: 2 }) }).getAttribute('aria-current')).resolves.toBe('page')
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    // The keyboard goes on from the top of the new page: its count, then its first card.
    expect(await page.evaluate(() => document.activeElement?.classList.contains('results__count'))).toBe(true)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.closest('article.card') !== null)).toBe(true)
    expect(errors).toEqual([])
    await page.close()
  })

  it('suggests relaxed searches when nothing matches exactly, and offers to remove every filter when even they find nothing', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}${routePath(site, 'search')}?flow=booking#a=2&city=${PARIS}&stars=5`)
    await hydrated(page)
    await page.getByText(t('search.fallback.noExact')).waitFor({ timeout: 20_000 })
    const group = page.getByRole('region', { name: t('fallback.around', { km: 30 }) })
    expect(await group.locator('article.card').count()).toBeGreaterThan(0)

    await page.goto(`${BASE}${routePath(site, 'search')}?flow=booking#a=2&city=${PARIS}&stars=5&hotelScore=9&priceMax=1500`)
    await page.getByText(t('search.noResults')).waitFor({ timeout: 20_000 })
    await page.getByRole('button', { name: t('search.removeAllFilters') }).click()
    await waitForHash(page, 'city', PARIS)
    expect([...hashOf(page).keys()].filter((k) => ['stars', 'hotelScore', 'priceMax'].includes(k))).toEqual([])
    await settled(page)
    expect(await page.locator('article.card').count()).toBeGreaterThan(0)
    expect(errors).toEqual([])
    await page.close()
  })

  it("asks once for the facets of a search opened from its address, with the address's criteria", async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    const errors = watchErrors(page)
    const facetCalls: URL[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/facets.json')) facetCalls.push(new URL(request.url()))
    })
    await page.goto(`${BASE}${routePath(site, 'search')}?flow=booking#a=2&city=${PARIS}&stars=4`)
    await hydrated(page)
    await settled(page)
    await page.getByRole('button', { name: re(t('filters.stars'), '^') }).click()
    await page
      .getByRole('dialog', { name: t('filters.stars') })
      .locator('.check__count')
      .first()
      .waitFor()
    expect(facetCalls.map((url) => [url.searchParams.get('city'), url.searchParams.get('stars')])).toEqual([[PARIS, '4']])
    expect(errors).toEqual([])
    await page.close()
  })

  it('lets the keyboard scroll a dropdown whose options are all disabled', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}${routePath(site, 'search')}?flow=booking#a=2&city=${PARIS}&stars=5&hotelScore=9&priceMax=1500`)
    await hydrated(page)
    await page.getByText(t('search.noResults')).waitFor({ timeout: 20_000 })
    await page.getByRole('button', { name: re(t('filters.facilities'), '^') }).click()
    const facilities = page.getByRole('dialog', { name: t('filters.facilities') })
    await facilities.locator('.check__count').first().waitFor()
    expect(await facilities.getByRole('checkbox', { disabled: false }).count()).toBe(0)

    // The list has the focus and scrolls with the keyboard; Tab goes on to the buttons.
    const body = facilities.locator('.filter-popover__body')
    await expect.poll(() => body.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('PageDown')
    await expect.poll(() => body.evaluate((element) => element.scrollTop)).toBeGreaterThan(0)
    await page.keyboard.press('Tab')
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(t('filters.reset'))
    await page.keyboard.press('Shift+Tab')
    expect(await body.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Escape')
    expect(await facilities.count()).toBe(0)
    expect(errors).toEqual([])
    await page.close()
  })
})

describe.each(SITES)('the results page of %s at 360 px', (siteId) => {
  const { site, t } = textsOf(siteId)

  it('filters in a full-screen modal, sorts in a drawer and shows the map full screen', async () => {
    const page = await browser().newPage({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true })
    const errors = watchErrors(page)
    await landOnCity(page, site)
    // 'View 3 offers' is long in Dutch: it goes under the price rather than over it.
    expect(await cardsWithCrampedButton(page)).toEqual([])

    // The full-screen destination list left by its back button without a choice: the summary still
    // names the place of the results.
    const strip = page.getByRole('group', { name: t('searchBar.label') })
    const place = strip.getByRole('button', { name: re(t('searchBar.destination'), '^') })
    const placeName = (await place.textContent()) ?? ''
    await place.click()
    const list = page.getByRole('dialog', { name: t('searchBar.destination') })
    await expect.poll(() => list.getByRole('combobox', { name: t('searchBar.destination') }).inputValue()).toBe('')
    await list.getByRole('button', { name: t('destination.back') }).click()
    await page
      .getByRole('dialog', { name: t('searchBar.modal.booking') })
      .getByRole('button', { name: t('searchBar.modal.close') })
      .click()
    await expect.poll(() => place.textContent()).toBe(placeName)

    await page.getByRole('button', { name: re(t('filters.button'), '^') }).click()
    const modal = page.getByRole('dialog', { name: t('filters.title') })
    await modal.waitFor()
    const box = await modal.boundingBox()
    expect(box?.width).toBe(360)
    await modal.getByRole('radio', { name: re(t('filters.score.pleasant')) }).click()
    await modal
      .getByRole('region', { name: t('filters.stars') })
      .getByRole('checkbox', { disabled: false })
      .first()
      .check()
    await modal.getByRole('button', { name: t('common.confirm') }).click()
    await waitForHash(page, 'hotelScore', '7')
    expect(hashOf(page).get('stars')).toMatch(/^[345]$/)
    await settled(page)

    await page.getByRole('button', { name: t('sort.button'), exact: true }).click()
    const drawer = page.getByRole('dialog', { name: t('sort.title') })
    await drawer.getByRole('radio', { name: t('sort.priceAsc') }).click()
    await waitForHash(page, 'sort', 'priceAsc')
    expect(await drawer.count()).toBe(0)

    await page.getByRole('button', { name: t('map.button'), exact: true }).click()
    const map = page.getByRole('dialog', { name: t('map.title') })
    await page.waitForSelector('.map-view[data-rendered-markers]:not([data-rendered-markers="0"])', { timeout: 30_000 })
    expect((await map.boundingBox())?.width).toBe(360)
    await map.getByRole('button', { name: re(t('map.close')) }).click()
    expect(await map.count()).toBe(0)

    expect(errors).toEqual([])
    await page.close()
  })
})

describe.each([360, 1280])('the result cards of a landing page at %i px', (width) => {
  const { site, t } = textsOf('fr_FR')

  it('turns the photos and keeps a stay in the wishlist', async () => {
    const page = await browser().newPage({ viewport: { width, height: 900 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}${routePath(site, 'city')}/paris`)
    await hydrated(page)

    const card = page.locator('article.card').first()
    const title = (await card.getByRole('heading').textContent()) ?? ''
    const heart = card.getByRole('button', { name: t('card.wishlist', { label: title }) })
    await heart.click()
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true')

    await card.getByRole('button', { name: t('card.photo.next') }).click()
    await expect.poll(() => card.locator('.carousel__count').textContent()).toMatch(/^2\//)

    await page.reload()
    await hydrated(page)
    const again = page
      .locator('article.card')
      .first()
      .getByRole('button', { name: t('card.wishlist', { label: title }) })
    await expect.poll(() => again.getAttribute('aria-pressed')).toBe('true')
    expect(errors).toEqual([])
    await page.close()
  })
})
