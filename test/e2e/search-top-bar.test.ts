import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { AnnouncementResponse } from '../../shared/api/cms'
import { getSite, routePath } from '../../shared/sites'
import { BASE, hydrated, sharedBrowser, watchErrors } from './browser'
import { noOverflow, text } from './texts'

const browser = sharedBrowser()
const site = getSite('fr_FR')
const t = (id: string) => text('fr_FR', id)

/** Paris: the landing page of a city with results rendered on the server. */
const PARIS = `${routePath(site, 'city')}/paris-2988507`

/** What the focused element is: its tag, its text and the level of the menu it sits in. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement
    const list = el?.closest('.inspirations__list')
    return {
      tag: el?.tagName ?? '',
      text: el?.textContent ?? '',
      href: el?.getAttribute('href') ?? null,
      expanded: el?.getAttribute('aria-expanded') ?? null,
      level: Number(/level-(\d)/.exec(list?.className ?? '')?.[1] ?? 0),
    }
  })

/** The site's announcement banners, as the CMS serves them. */
async function announcements(): Promise<AnnouncementResponse> {
  const res = await fetch(`${BASE}/gateway/cms/announcementBanner?locale=fr_FR`)
  expect(res.status).toBe(200)
  return (await res.json()) as AnnouncementResponse
}

describe('the top bar of the search page (site-wide §2)', () => {
  it('opens the Inspirations menu by keyboard at 1280 px and reaches a city four levels down', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    const errors = watchErrors(page)
    const calls: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/cms/navigation')) calls.push(r.url())
    })
    await page.goto(`${BASE}${PARIS}`)
    await hydrated(page)

    // From the flow toggle, Tab reaches the menu's button; Enter opens it and its links load.
    await page.getByRole('button', { name: t('flowToggle.gifting') }).focus()
    await page.keyboard.press('Tab')
    const menu = page.getByRole('button', { name: t('inspirations.button'), exact: true })
    expect((await focused(page)).text).toBe(t('inspirations.button'))
    await page.keyboard.press('Enter')
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true')
    const firstLevel = page.getByRole('list', { name: t('inspirations.button') })
    await firstLevel.waitFor()
    expect(await firstLevel.getByRole('link', { name: t('navigation.thisWeekend') }).count()).toBe(1)

    // Destinations → a region → a department → a city: Enter opens a level, Tab walks into it.
    const steps = [t('navigation.destinations'), null, null]
    for (const [index, label] of steps.entries()) {
      // The level's "see all" link first, then its first entry (the first level has no "see all").
      await page.keyboard.press('Tab')
      if (index > 0) {
        expect((await focused(page)).text).toContain(t('inspirations.seeAll'))
        await page.keyboard.press('Tab')
      }
      const entry = await focused(page)
      expect(entry).toMatchObject({ tag: 'BUTTON', expanded: 'false', level: index + 1 })
      if (label) expect(entry.text).toContain(label)
      await page.keyboard.press('Enter')
      expect((await focused(page)).expanded).toBe('true')
    }
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    const city = await focused(page)
    expect(city).toMatchObject({ tag: 'A', level: 4 })
    expect(city.href).toMatch(/^\/fr-fr\/ville\/[a-z0-9-]+-\d+$/)

    // Escape closes the menu and gives the focus back to its button; it opens again at its first level, without asking again.
    await page.keyboard.press('Escape')
    expect(await menu.getAttribute('aria-expanded')).toBe('false')
    expect(await page.locator('#inspirations-menu').isVisible()).toBe(false)
    expect((await focused(page)).text).toBe(t('inspirations.button'))
    await page.keyboard.press('Enter')
    await firstLevel.waitFor()
    expect(await page.locator('.inspirations__list--level-2').count()).toBe(0)
    expect(calls).toHaveLength(1)

    // The city's link leads to its landing page.
    await page.keyboard.press('Escape')
    await page.goto(`${BASE}${city.href ?? ''}`)
    await hydrated(page)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(city.text.replace(/\d.*$/, '').trim())
    expect(errors).toEqual([])
    await page.close()
  })

  it('closes the Inspirations menu when the focus leaves it, and leaves the focus where it went', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}${PARIS}`)
    await hydrated(page)
    const menu = page.getByRole('button', { name: t('inspirations.button'), exact: true })
    await menu.focus()
    await page.keyboard.press('Enter')
    await page.getByRole('list', { name: t('inspirations.button') }).waitFor()
    await page.keyboard.press('Shift+Tab')
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false')
    expect(await page.locator('#inspirations-menu').isVisible()).toBe(false)
    expect((await focused(page)).text).toBe(t('flowToggle.gifting'))
    expect(errors).toEqual([])
    await page.close()
  })

  it('shows the promo links at 360 px, and no Inspirations button', async () => {
    const page = await browser().newPage({ viewport: { width: 360, height: 780 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}${PARIS}`)
    await hydrated(page)
    const promo = page.getByRole('list', { name: t('promoBar.label') })
    expect(await promo.isVisible()).toBe(true)
    expect(await promo.getByRole('link').count()).toBeGreaterThan(0)
    expect(await promo.getByRole('link').first().isVisible()).toBe(true)
    expect(await page.getByRole('group', { name: t('flowToggle.label') }).isVisible()).toBe(true)
    expect(await page.locator('.inspirations__button').isVisible()).toBe(false)
    await noOverflow(page, 360)
    expect(errors).toEqual([])
    await page.close()
  })

  it('shows the announcement of search pages on a search page and that of stay pages on a stay page', async () => {
    const banners = await announcements()
    const search = banners.searchPages.find((e) => e.flow === 'booking')?.announcementBanner
    const product = banners.productPages.find((e) => e.flow === 'booking')?.announcementBanner
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(`${BASE}${PARIS}`)
    await hydrated(page)
    expect((await page.locator('.announcement').textContent())?.trim()).toBe(search?.content)

    const stay = await page.locator('article.card a.card__link').first().getAttribute('href')
    await page.goto(`${BASE}${stay ?? ''}`)
    await hydrated(page)
    const banner = page.locator('.announcement')
    expect((await banner.textContent())?.trim()).toBe(product?.content)
    expect(await banner.getByRole('link').getAttribute('href')).toBe((product?.link as { url: string } | undefined)?.url)
    await page.close()
  })
})
