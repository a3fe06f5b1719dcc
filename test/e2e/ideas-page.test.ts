import { describe, expect, it } from 'vitest'
import { getSite, routePath } from '../../shared/sites'
import { BASE, hydrated, sharedBrowser, watchErrors } from './browser'
import { noOverflow, text } from './texts'

const browser = sharedBrowser()

// site-wide.md §2 "Ideas page": title, intro, sections of idea cards (See more reveals all) and region links.
describe('the ideas page', () => {
  it('reveals a theme’s other ideas at 1280 px in French and leads to the theme’s search in a region', async () => {
    const locale = 'fr_FR'
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}${routePath(getSite(locale), 'theme')}`)
    await hydrated(page)
    await page.getByRole('heading', { level: 1, name: text(locale, 'ideasPage.title') }).waitFor()
    // The first theme: it has ideas in more regions than a section shows at first.
    const section = page.locator('section.ideas-section').first()
    const cards = section.getByRole('listitem')
    expect(await cards.count()).toBe(4)
    const more = section.getByRole('button', { name: text(locale, 'ideasPage.seeMore') })
    await more.click()
    await expect.poll(() => cards.count()).toBeGreaterThan(4)
    expect(await more.count()).toBe(0)

    const link = cards.first().getByRole('link')
    const href = (await link.getAttribute('href')) ?? ''
    expect(href).toMatch(/^\/fr-fr\/recherche#theme=\d+&region=\d+$/)
    await link.click()
    await page.waitForURL(`**${href}`)
    await hydrated(page)
    await page.locator('article.card').first().waitFor()
    expect(errors).toEqual([])
    await page.close()
  })

  it('lists the regions at 360 px in Dutch, without sideways scrolling, and the home page and the footer lead to it', async () => {
    const locale = 'nl_NL'
    const page = await browser().newPage({ viewport: { width: 360, height: 800 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}/nl-nl/`)
    await hydrated(page)
    // The home page's themes lead to it as well.
    expect(await page.getByRole('link', { name: text(locale, 'ideasPage.all') }).getAttribute('href')).toBe(
      routePath(getSite(locale), 'theme'),
    )
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: text(locale, 'ideasPage.title') })
      .click()
    await page.waitForURL(`**${routePath(getSite(locale), 'theme')}`)
    await hydrated(page)
    const regions = page.getByRole('region', { name: text(locale, 'ideasPage.regions') })
    expect(await regions.getByRole('link').count()).toBeGreaterThan(3)
    expect(await regions.getByRole('link').first().getAttribute('href')).toMatch(/^\/nl-nl\/zoeken#region=\d+$/)
    await noOverflow(page, 360)
    expect(errors).toEqual([])
    await page.close()
  })
})
