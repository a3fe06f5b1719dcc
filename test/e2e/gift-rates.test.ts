import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { StayDetail } from '../../shared/api/stay-detail'
import { formatPrice } from '../../shared/money'
import { getSite, type SiteId } from '../../shared/sites'
import { BASE, hydrated, sharedBrowser, watchErrors } from './browser'
import { fillBuyer, money, noOverflow, payWithWallet, plain, text } from './texts'

const browser = sharedBrowser()

/** A published gift stay sold for 1 and 2 nights whose 1-night voucher has a higher rate (the availability upsell). */
async function stayWithUpsell(locale: SiteId): Promise<StayDetail> {
  for (let id = 100001; id < 101500; id++) {
    const res = await fetch(`${BASE}/api/weekend/${id}/detail.json?locale=${locale}&gift=true`)
    if (!res.ok) continue
    const stay = (await res.json()) as StayDetail
    const one = stay.giftPrices.find((p) => p.nights === 1)
    if (stay.published && (one?.extraUpsellAvailabilityAmount ?? 0) > 0 && stay.giftPrices.some((p) => p.nights === 2)) return stay
  }
  throw new Error('the local catalogue has no gift stay with an availability upsell')
}

const hashOf = (page: Page) => Object.fromEntries(new URLSearchParams(new URL(page.url()).hash.slice(1)))
const price = (cents: number, locale: SiteId) => plain(formatPrice(cents, getSite(locale).bcp47, { decimals: cents % 100 === 0 ? 0 : 2 }))

describe.each([
  { locale: 'fr_FR', width: 1280 },
  { locale: 'nl_NL', width: 360 },
] as const)('the availability upsell of a gift ($locale, $width px; product-pages §4)', ({ locale, width }) => {
  it('moves a 1-night gift to the next rate for its price, keeps it in the hash, and sells it at that rate', async () => {
    const stay = await stayWithUpsell(locale)
    const one = stay.giftPrices.find((p) => p.nights === 1)!
    const upsold = one.upsellAvailabilityPrice!
    const page = await browser().newPage({ viewport: { width, height: 900 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}${stay.uri}?flow=gifting`)
    await hydrated(page)
    const panel = page.getByRole('complementary', { name: text(locale, 'giftSetup.title') })
    const strong = panel.locator('.gift-price strong')
    const box = panel.getByRole('checkbox', { name: new RegExp(text(locale, 'giftSetup.upsell.label')) })
    expect(await box.isChecked()).toBe(false)
    const label = plain(await box.evaluate((el) => el.closest('label')?.textContent ?? null))
    expect(label).toContain(`+${price(one.extraUpsellAvailabilityAmount!, locale)}`)
    expect(label).toContain(text(locale, 'giftSetup.upsell.text'))

    await box.check()
    await expect.poll(async () => plain(await strong.textContent())).toBe(price(upsold, locale))
    expect(hashOf(page)).toMatchObject({ giftNights: '1', upsell: 'availability' })

    // For 2 nights the upsell is not offered, and the gift is at the standard rate.
    await panel.getByRole('radio', { name: new RegExp(`^2 `) }).check()
    await expect.poll(() => box.count()).toBe(0)
    expect(plain(await strong.textContent())).toBe(price(stay.giftPrices.find((p) => p.nights === 2)!.sellPrice, locale))
    expect(hashOf(page).upsell).toBe('none')
    await panel.getByRole('radio', { name: new RegExp(`^1 `) }).check()
    await box.check()
    await expect.poll(async () => plain(await strong.textContent())).toBe(price(upsold, locale))
    await noOverflow(page, width)

    await Promise.all([
      page.waitForURL(/\/checkout\/sum-up#/),
      panel.getByRole('button', { name: text(locale, 'giftSetup.offer') }).click(),
    ])
    expect(hashOf(page)).toMatchObject({ gift: '1', giftNights: '1', bucket: '2' })
    await hydrated(page)
    const recap = page.getByRole('region', { name: text(locale, 'checkout.recap.giftTitle') })
    await recap.waitFor()
    const recapText = plain(await recap.textContent())
    expect(recapText).toContain(text(locale, 'checkout.recap.rate'))
    expect(recapText).toContain(`${text(locale, 'giftSetup.rate.2')}: ${text(locale, 'giftSetup.rate.2.text')}`)
    const prices = page.getByRole('region', { name: text(locale, 'checkout.price.title') })
    expect(plain(await prices.textContent())).toContain(money(upsold, locale))

    await fillBuyer(page, locale, false)
    await payWithWallet(page, locale)
    expect(plain(await page.textContent('main'))).toContain(money(upsold, locale))
    expect(errors).toEqual([])
    await page.close()
  })
})

describe('the gift calendar (product-pages §2 gift set-up, §4)', () => {
  it('shows which arrival days the voucher covers, more of them at the next rate, and offers the gift card', async () => {
    const locale = 'fr_FR'
    const stay = await stayWithUpsell(locale)
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}${stay.uri}?flow=gifting`)
    await hydrated(page)
    const panel = page.getByRole('complementary', { name: text(locale, 'giftSetup.title') })
    const included = async () => {
      await panel.getByRole('button', { name: text(locale, 'giftCalendar.open') }).click()
      const dialog = page.getByRole('dialog', { name: text(locale, 'giftCalendar.title') })
      await dialog.locator('.gift-calendar__months').waitFor()
      const count = await dialog.getByText(text(locale, 'giftCalendar.included'), { exact: true }).count()
      return { dialog, count }
    }
    const standard = await included()
    expect(await standard.dialog.getByRole('button', { name: text(locale, 'calendar.previous') }).isDisabled()).toBe(true)
    expect(await standard.dialog.getByRole('table').count()).toBe(2)
    expect(await standard.dialog.getByRole('link', { name: text(locale, 'calendar.giftPrompt') }).getAttribute('href')).toBe(
      '/fr-fr/giftcard/customization',
    )
    const firstMonth = await standard.dialog.getByRole('table').first().getAttribute('aria-label')
    await standard.dialog.getByRole('button', { name: text(locale, 'calendar.next') }).click()
    await expect.poll(() => standard.dialog.getByRole('table').first().getAttribute('aria-label')).not.toBe(firstMonth)
    await standard.dialog.getByRole('button', { name: text(locale, 'calendar.previous') }).click()
    await standard.dialog.locator('.gift-calendar__months').waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => standard.dialog.count()).toBe(0)

    // The next rate covers at least the same days, and more of the dear ones.
    await panel.getByRole('checkbox', { name: new RegExp(text(locale, 'giftSetup.upsell.label')) }).check()
    const upsold = await included()
    expect(upsold.count).toBeGreaterThan(standard.count)
    expect(errors).toEqual([])
    await page.close()
  })
})
