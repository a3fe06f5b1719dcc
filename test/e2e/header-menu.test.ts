import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { bookingLookupPath, getSite, routePath, type SiteId } from '../../shared/sites'
import { BASE, hydrated, sharedBrowser, watchErrors } from './browser'
import { text } from './texts'

const browser = sharedBrowser()

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? null)

describe.each<[SiteId, string]>([
  ['fr_FR', '/fr-fr/'],
  ['it_IT', '/it-it/'],
])('the burger menu at 360 px (%s)', (locale, home) => {
  it('opens by keyboard on its entries, goes down to the social links and back, and closes on Escape back at its first level', async () => {
    const site = getSite(locale)
    const page = await browser().newPage({ viewport: { width: 360, height: 800 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}${home}`)
    await hydrated(page)
    const opener = page.getByRole('banner').getByRole('button', { name: text(locale, 'menu.open'), exact: true })
    await opener.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('dialog', { name: text(locale, 'menu.title') })
    await menu.waitFor()
    expect(await opener.getAttribute('aria-expanded')).toBe('true')
    expect(await menu.getByRole('link', { name: text(locale, 'menu.checkBooking'), exact: true }).getAttribute('href')).toBe(
      bookingLookupPath(site),
    )
    expect(await menu.getByRole('link', { name: text(locale, 'menu.boxLogin'), exact: true }).count()).toBe(1)
    expect(await menu.getByRole('button', { name: text(locale, 'header.wishlist'), exact: true }).count()).toBe(1)
    expect(await menu.getByRole('link', { name: text(locale, 'header.help'), exact: true }).getAttribute('href')).toBe(
      routePath(site, 'contact'),
    )

    // The nested level, named by its words alone (its arrow is drawn), and back to the entry that left.
    const social = menu.getByRole('button', { name: text(locale, 'menu.social'), exact: true })
    await social.focus()
    await page.keyboard.press('Enter')
    const level = page.getByRole('dialog', { name: text(locale, 'menu.social') })
    await level.getByRole('link', { name: 'Instagram' }).waitFor()
    const back = level.getByRole('button', { name: text(locale, 'menu.back'), exact: true })
    expect(await back.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await menu.getByRole('link', { name: text(locale, 'menu.checkBooking'), exact: true }).waitFor()
    expect(await focusedName(page)).toBe(await social.textContent().then((t) => t?.trim()))

    // Down again, then Escape: closed, the focus on the menu button, and the next opening starts at the top.
    await page.keyboard.press('Enter')
    await level.waitFor()
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'detached' })
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await opener.getAttribute('aria-expanded')).toBe('false')
    await page.keyboard.press('Enter')
    await menu.getByRole('link', { name: text(locale, 'menu.checkBooking'), exact: true }).waitFor()
    expect(await page.getByRole('dialog', { name: text(locale, 'menu.social') }).count()).toBe(0)
    expect(errors).toEqual([])
    await page.close()
  })
})
