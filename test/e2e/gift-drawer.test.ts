import { describe, expect, it } from 'vitest'
import { getSite, routePath, type SiteId } from '../../shared/sites'
import { BASE, hydrated, sharedBrowser, watchErrors } from './browser'
import { text } from './texts'

const browser = sharedBrowser()

type GiftBlock = { links: Record<string, string | null>; items: { title: string }[] }

describe('the header’s gift drawer', () => {
  it.each<SiteId>(['fr_FR', 'nl_BE'])('lists the gifts of the CMS’s gift block, each opening in a new tab (%s)', async (locale) => {
    const site = getSite(locale)
    const block = (await (await fetch(`${BASE}/gateway/content/giftBlock?locale=${locale}`)).json()) as GiftBlock
    const expected = [block.links.boxURL, block.links.singleVoucherURL, block.links.giftcardURL, block.links.activityOnlyURL]
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}${site.pathPrefix}/`)
    await hydrated(page)
    const opener = page.getByRole('banner').getByRole('link', { name: text(locale, 'header.gift') })
    await opener.click()
    const drawer = page.getByRole('dialog', { name: text(locale, 'header.gift') })
    await drawer.getByRole('list').waitFor()
    const cards = drawer.getByRole('listitem').getByRole('link')
    expect(await cards.count()).toBe(4)
    for (const [i, item] of block.items.entries()) {
      const card = cards.nth(i)
      expect(await card.textContent()).toContain(item.title)
      expect(await card.getAttribute('href')).toBe(expected[i])
      expect(await card.getAttribute('target')).toBe('_blank')
    }
    await drawer.getByText(text(locale, 'giftDrawer.validity.stays')).waitFor()
    const all = drawer.getByRole('link', { name: text(locale, 'giftDrawer.allGifts') })
    expect(await all.getAttribute('href')).toBe(`${routePath(site, 'search')}?flow=gifting`)
    await page.keyboard.press('Escape')
    await expect.poll(() => drawer.count()).toBe(0)
    expect(await opener.evaluate((b) => b === document.activeElement)).toBe(true)
    expect(errors).toEqual([])
    await page.close()
  })
})
