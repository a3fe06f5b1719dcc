import { describe, expect, it } from 'vitest'
import { getSite, routePath } from '../../shared/sites'
import { BASE, hydrated, sharedBrowser, watchErrors } from './browser'
import { text } from './texts'

const browser = sharedBrowser()

// site-wide.md §2 "Wishlist and recently viewed": the header's wishlist opens a drawer of what the
// visitor saved, stays and activities apart; empty, it says so and offers to add items.
describe('the wishlist drawer', () => {
  it('lists a stay saved from a card at 1280 px in French, takes it out, and closes back to its button', async () => {
    const locale = 'fr_FR'
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}/fr-fr/`)
    await hydrated(page)
    const heart = page.locator('button.wishlist').first()
    await heart.scrollIntoViewIfNeeded()
    const saved = (await heart.getAttribute('aria-label'))!
    const [before, after] = text(locale, 'card.wishlist').split('{label}') as [string, string]
    const label = saved.slice(before.length, saved.length - after.length)
    await heart.click()
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true')

    const opener = page.getByRole('button', { name: text(locale, 'header.wishlist'), exact: true })
    await opener.click()
    const drawer = page.getByRole('dialog', { name: text(locale, 'header.wishlist') })
    const stays = drawer.getByRole('region', { name: new RegExp(`^${text(locale, 'wishlist.stays')}`) })
    await expect.poll(() => stays.getByRole('link', { name: new RegExp(label) }).count()).toBe(1)
    const activities = drawer.getByRole('region', { name: new RegExp(`^${text(locale, 'wishlist.activities')}`) })
    await activities.getByText(text(locale, 'wishlist.empty')).waitFor()
    expect(await activities.getByRole('link', { name: text(locale, 'wishlist.add') }).getAttribute('href')).toBe(
      routePath(getSite(locale), 'activitySearch'),
    )

    await stays.getByRole('button', { name: text(locale, 'wishlist.remove', { label }) }).click()
    await expect.poll(() => stays.getByText(text(locale, 'wishlist.empty')).count()).toBe(1)
    expect(await heart.getAttribute('aria-pressed')).toBe('false')
    await page.keyboard.press('Escape')
    await expect.poll(() => drawer.count()).toBe(0)
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(errors).toEqual([])
    await page.close()
  })

  it('opens from the menu at 360 px in Dutch, empty, with a way to add stays', async () => {
    const locale = 'nl_NL'
    const page = await browser().newPage({ viewport: { width: 360, height: 800 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}/nl-nl/`)
    await hydrated(page)
    await page.getByRole('button', { name: text(locale, 'menu.open') }).click()
    await page
      .getByRole('dialog', { name: text(locale, 'menu.title') })
      .getByRole('button', { name: text(locale, 'header.wishlist') })
      .click()
    const drawer = page.getByRole('dialog', { name: text(locale, 'header.wishlist') })
    const stays = drawer.getByRole('region', { name: new RegExp(`^${text(locale, 'wishlist.stays')}`) })
    await stays.getByText(text(locale, 'wishlist.empty')).waitFor()
    expect(await stays.getByRole('link', { name: text(locale, 'wishlist.add') }).getAttribute('href')).toBe(
      routePath(getSite(locale), 'search'),
    )
    expect(await page.getByRole('dialog', { name: text(locale, 'menu.title') }).count()).toBe(0)
    expect(errors).toEqual([])
    await page.close()
  })

  it('stays in the header at 360 px outside Belgium, as a heart named by its word, and opens the drawer', async () => {
    const locale = 'es_ES'
    const page = await browser().newPage({ viewport: { width: 360, height: 800 } })
    await page.goto(`${BASE}/es-es/`)
    await hydrated(page)
    const heart = page.getByRole('banner').getByRole('button', { name: text(locale, 'header.wishlist') })
    expect(await heart.isVisible()).toBe(true)
    await heart.click()
    const drawer = page.getByRole('dialog', { name: text(locale, 'header.wishlist') })
    await drawer.getByText(text(locale, 'wishlist.empty')).first().waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => drawer.count()).toBe(0)
    expect(await heart.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.close()
  })

  it('is neither in the Belgian header nor in its menu on phones', async () => {
    const page = await browser().newPage({ viewport: { width: 360, height: 800 } })
    await page.goto(`${BASE}/nl-be/`)
    await hydrated(page)
    expect(
      await page
        .getByRole('banner')
        .getByRole('button', { name: text('nl_BE', 'header.wishlist') })
        .count(),
    ).toBe(0)
    await page.getByRole('button', { name: text('nl_BE', 'menu.open') }).click()
    const menu = page.getByRole('dialog', { name: text('nl_BE', 'menu.title') })
    await menu.getByRole('link', { name: text('nl_BE', 'header.help') }).waitFor()
    expect(await menu.getByRole('button', { name: text('nl_BE', 'header.wishlist') }).count()).toBe(0)
    await page.close()
  })
})
