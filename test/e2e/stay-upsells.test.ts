import { describe, expect, it } from 'vitest'
import type { StayDetail, Upsell } from '../../shared/api/stay-detail'
import { upsellName } from '../../shared/rules/upsell'
import { getSite, type SiteId } from '../../shared/sites'
import { formatPrice } from '../../client/lib/format'
import { BASE, hydrated, sharedBrowser, watchErrors } from './browser'
import { plain, text } from './texts'

const browser = sharedBrowser()

/**
 * A published stay of the local catalogue with an extra to add that is sold, like the stay, for
 * 1 night and as a 1-night gift, and whose richer offer can be taken away again.
 */
async function stayWithUpsell(locale: SiteId): Promise<{ stay: StayDetail; upsell: Upsell }> {
  for (let id = 100001; id < 101500; id++) {
    const res = await fetch(`${BASE}/api/weekend/${id}/detail.json?locale=${locale}`)
    if (!res.ok) continue
    const stay = (await res.json()) as StayDetail
    const upsell = stay.upsells.find(
      (u) => !u.included && u.giftPriceDifference !== null && u.priceDifferencePerLos.some((p) => p.nights === 1),
    )
    if (stay.published && stay.minNights === 1 && upsell) return { stay, upsell }
  }
  throw new Error('the local catalogue has no stay with an extra to add')
}

const price = (cents: number, locale: SiteId) => plain(formatPrice(Math.abs(cents), getSite(locale).bcp47))
const name = (upsell: Upsell, locale: SiteId) => upsellName(upsell, text(locale, 'upsells.join'))
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

describe('the stay page: extras (product-pages §2 upsells, §4 "Upsell add/remove")', () => {
  it('adds an extra at 1280 px in French: a message, then the richer offer with the same party, where it can be removed', async () => {
    const locale = 'fr_FR'
    const { stay, upsell } = await stayWithUpsell(locale)
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}${stay.uri}#a=3`)
    await hydrated(page)
    const extras = page.getByRole('region', { name: text(locale, 'upsells.title') })
    const box = extras.getByRole('checkbox', { name: new RegExp(escape(name(upsell, locale))) }).first()
    await expect.poll(() => box.isChecked()).toBe(false)
    const label = plain(await box.locator('xpath=ancestor::label').innerText())
    expect(label).toContain(`+${price(upsell.priceDifference, locale)}`)
    expect(label).toContain(text(locale, 'upsells.perNight'))

    // Closing the message stays on this offer.
    await box.check()
    const dialog = page.getByRole('dialog', { name: text(locale, 'upsells.updating') })
    await dialog.getByRole('button', { name: text(locale, 'upsells.cancel') }).click()
    await page.waitForTimeout(800)
    expect(new URL(page.url()).pathname).toBe(stay.uri)
    expect(await box.isChecked()).toBe(false)

    await box.check()
    expect(plain(await dialog.innerText())).toContain(plain(text(locale, 'upsells.adding', { name: name(upsell, locale) })))
    await page.waitForURL((url) => url.pathname === upsell.uri)
    expect(new URL(page.url()).hash).toContain('a=3')
    await hydrated(page)
    const back = page
      .getByRole('region', { name: text(locale, 'upsells.title') })
      .getByRole('checkbox', { name: new RegExp(escape(name(upsell, locale))) })
      .first()
    expect(await back.isChecked()).toBe(true)
    expect(plain(await back.locator('xpath=ancestor::label').innerText())).toContain(`−${price(upsell.priceDifference, locale)}`)
    expect(errors).toEqual([])
    await page.close()
  })

  it('offers the extras of a 1-night gift only, at 360 px in Dutch', async () => {
    const locale = 'nl_NL'
    const { stay, upsell } = await stayWithUpsell(locale)
    const page = await browser().newPage({ viewport: { width: 360, height: 800 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}${stay.uri}?flow=gifting`)
    await hydrated(page)
    const extras = page.getByRole('region', { name: text(locale, 'upsells.title') })
    const label = plain(
      await extras
        .locator('label', { hasText: name(upsell, locale) })
        .first()
        .innerText(),
    )
    expect(label).toContain(price(upsell.giftPriceDifference ?? 0, locale))
    expect(label).toContain(text(locale, 'upsells.forGift'))
    if (stay.giftPrices.some((p) => p.nights === 2)) {
      await page.getByRole('radio', { name: new RegExp(`^2 `) }).check()
      await expect.poll(() => extras.count()).toBe(0)
    }
    expect(errors).toEqual([])
    await page.close()
  })
})
