import { describe, expect, it } from 'vitest'
import { formatPrice } from '../../shared/money'
import { GIFTCARD_LIMITS } from '../../shared/rules/giftcard'
import { getSite, giftcardPath, type SiteId } from '../../shared/sites'
import { BASE, hydrated, reviewShot, sharedBrowser, watchErrors } from './browser'
import { fillBuyer, money, noOverflow, payWithWallet, plain, text } from './texts'

const browser = sharedBrowser()

/** A whole-euro amount as the gift card page writes it. */
const euros = (amount: number, locale: SiteId) => plain(formatPrice(amount * 100, getSite(locale).bcp47))

const CASES: { width: number; locale: SiteId; format: 'digital' | 'physical'; amount: number }[] = [
  { width: 1280, locale: 'fr_FR', format: 'physical', amount: 150 },
  { width: 360, locale: 'nl_NL', format: 'digital', amount: 75 },
]

describe.each(CASES)('offering a gift card at $width px on $locale ($format, $amount €)', ({ width, locale, format, amount }) => {
  it('chooses the amount, the format and the message, pays the card on the summary and lands on its confirmation', async () => {
    const site = getSite(locale)
    const physical = format === 'physical'
    // Posting is free (the shipping-cost call answers 0): the total is the amount.
    const total = amount * 100
    const range = { min: euros(GIFTCARD_LIMITS.min, locale), max: euros(GIFTCARD_LIMITS.max, locale) }
    const page = await browser().newPage({ viewport: { width, height: width > 400 ? 900 : 780 } })
    const errors = watchErrors(page)

    await page.goto(`${BASE}${giftcardPath(site)}`)
    await hydrated(page)
    await page.getByRole('heading', { level: 1, name: text(locale, 'giftcard.title') }).waitFor()
    const summary = page.getByRole('complementary', { name: text(locale, 'giftcard.summary.title') })
    // The default amount is chosen; a preset changes the summary.
    expect(await page.getByRole('radio', { name: euros(100, locale), exact: true }).isChecked()).toBe(true)
    await page.getByRole('radio', { name: euros(50, locale), exact: true }).check()
    expect(plain(await summary.textContent())).toContain(euros(50, locale))

    // Another amount below the minimum is refused with the range, on Offer, and nothing is left.
    const other = page.getByRole('textbox', { name: text(locale, 'giftcard.amount.other') })
    await other.fill(String(GIFTCARD_LIMITS.min - 1))
    const offer = page.getByRole('button', { name: text(locale, 'giftcard.offer'), exact: true })
    await offer.click()
    await page
      .getByRole('alert')
      .filter({ hasText: text(locale, 'giftcard.amount.error.range', range) })
      .waitFor()
    expect(await other.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(page.url()).toContain(giftcardPath(site))
    await other.fill('12,5')
    await other.blur()
    await page
      .getByRole('alert')
      .filter({ hasText: text(locale, 'giftcard.amount.error.whole', range) })
      .waitFor()

    // The amount asked for: a preset, or typed in.
    if (amount === 150) {
      await page.getByRole('radio', { name: euros(amount, locale), exact: true }).check()
      expect(await other.inputValue()).toBe('')
    } else {
      await other.fill(String(amount))
    }
    expect(await page.getByRole('alert').count()).toBe(0)
    await page.getByRole('radio', { name: new RegExp(text(locale, `giftcard.format.${format}`)) }).check()
    await page.getByRole('textbox', { name: text(locale, 'giftForm.fromName.label.optional') }).fill('Paul')
    await page.getByRole('textbox', { name: text(locale, 'giftForm.message.label.optional') }).fill('Happy birthday!')
    const summaryText = plain(await summary.textContent())
    expect(summaryText).toContain(euros(amount, locale))
    expect(summaryText).toContain(text(locale, 'giftcard.validity'))
    await noOverflow(page, width)
    await reviewShot(page, `giftcard-page-${locale}-${width}`, { fullPage: true })

    await Promise.all([
      page.waitForURL(new RegExp(`${site.pathPrefix}/checkout/sum-up\\?flow=giftcard&amount=${amount}&giftFormat=${format}$`)),
      offer.click(),
    ])
    await hydrated(page)
    await page.getByRole('heading', { level: 1, name: text(locale, 'checkout.heading.gift') }).waitFor()
    const recap = page.getByRole('region', { name: text(locale, 'checkout.recap.giftcardTitle') })
    await recap.waitFor()
    const recapText = plain(await recap.textContent())
    expect(recapText).toContain(euros(amount, locale))
    expect(recapText).toContain(text(locale, `checkout.giftcard.${format}`))
    expect(recapText).toContain(text(locale, physical ? 'checkout.gift.physicalDelivery' : 'checkout.gift.digitalDelivery'))
    expect(recapText).toContain('Paul')
    expect(recapText).toContain('Happy birthday!')
    expect(recapText).toContain(text(locale, 'checkout.giftcard.validity'))
    const priceText = plain(await page.getByRole('region', { name: text(locale, 'checkout.price.title') }).textContent())
    expect(priceText).toContain(text(locale, 'checkout.price.giftcard'))
    expect(priceText).toContain(money(total, locale))
    await noOverflow(page, width)

    await fillBuyer(page, locale, physical)
    await reviewShot(page, `giftcard-sum-up-${locale}-${width}`, { fullPage: true })
    await payWithWallet(page, locale)
    await page.getByText(text(locale, 'checkout.confirmation.giftConfirmed')).waitFor()
    const main = plain(await page.textContent('main'))
    expect(main).toContain(text(locale, 'checkout.recap.giftcardTitle'))
    expect(main).toContain(text(locale, `checkout.giftcard.${format}`))
    expect(main).toContain(text(locale, 'checkout.giftcard.validity'))
    expect(main).toContain(text(locale, 'checkout.confirmation.next.giftcardRedeem'))
    expect(main).toContain(money(total, locale))
    expect(main).toContain('Paul')
    expect(main).toContain('Happy birthday!')
    await noOverflow(page, width)
    await reviewShot(page, `giftcard-confirmation-${locale}-${width}`, { fullPage: true })
    expect(errors).toEqual([])
    await page.close()
  })
})
