import { describe, expect, it } from 'vitest'
import { getSite, type SiteId } from '../../shared/sites'
import { BASE, hydrated, reviewShot, sharedBrowser, watchErrors } from './browser'
import { giftableStay } from './gifts'
import { bookableStay as findBookableStay, inDays } from './stays'
import { fillBuyer, noOverflow, text } from './texts'

const browser = sharedBrowser()

/** A stay bookable one night for two adults a month from now, without activity days to pick. */
async function bookableStay(locale: SiteId): Promise<{ uri: string; id: number; label: string; checkin: string }> {
  const { offer, checkin } = await findBookableStay(locale, 30, (stay) => stay.quote.activityDates.length === 0)
  return { uri: offer.uri, id: offer.id, label: offer.label, checkin }
}

describe('the stay page’s wallet checkout', () => {
  it('books a dated stay in the modal at 1280 px, after the panel asked for what was missing', async () => {
    const locale: SiteId = 'fr_FR'
    const { uri, checkin } = await bookableStay(locale)
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    const errors = watchErrors(page)
    const quoted = page.waitForResponse((r) => r.url().includes('/quote?'))
    await page.goto(`${BASE}${uri}#checkin=${checkin}&checkout=${inDays(31)}&a=2`)
    await hydrated(page)
    await quoted
    const panel = page.getByRole('complementary', { name: text(locale, 'product.panel.title') })
    // The device's wallet: Google Pay outside Apple's devices.
    const wallet = panel.getByRole('button', { name: text(locale, 'checkout.express.pay', { wallet: 'Google Pay' }) })
    await wallet.click()
    const dialog = page.getByRole('dialog', { name: text(locale, 'checkout.express.title') })
    // The cancellation card is still to choose: the panel says so, as Book would, and nothing opens.
    await panel.getByRole('radio').first().waitFor()
    expect(await dialog.count()).toBe(0)
    await panel.getByRole('radio').first().check()
    await wallet.click()
    await dialog.waitFor()
    await dialog.getByRole('heading', { name: text(locale, 'checkout.buyer.title') }).waitFor()
    await fillBuyer(page, locale, false)
    await dialog.getByRole('button', { name: text(locale, 'checkout.express.pay', { wallet: 'Google Pay' }) }).click()
    const sheet = page.getByRole('dialog', { name: 'Google Pay' })
    await sheet.waitFor()
    expect(new URLSearchParams((await page.evaluate(() => window.location.hash)).slice(1)).get('isLoading')).toBe('1')
    await sheet.getByRole('button', { name: text(locale, 'checkout.wallet.approve') }).click()
    await page.waitForURL(/\/confirmation\/[0-9a-f-]{36}\?status=success&gaId=/)
    // The confirmation's address carries the visit's analytics client id (gaId).
    const gaId = new URL(page.url()).searchParams.get('gaId')
    expect(gaId).toBeTruthy()
    expect(gaId).toBe(await page.evaluate(() => localStorage.getItem('analyticsClientId')))
    await hydrated(page)
    expect(await page.locator('main').textContent()).toContain('Anna')
    expect(errors).toEqual([])
    await page.close()
  })

  it('offers the booking summary when the payment fails, at 360 px in Spanish', async () => {
    const locale: SiteId = 'es_ES'
    const { uri, id, label, checkin } = await bookableStay(locale)
    const page = await browser().newPage({ viewport: { width: 360, height: 780 } })
    const quoted = page.waitForResponse((r) => r.url().includes('/quote?'))
    await page.goto(`${BASE}${uri}#checkin=${checkin}&checkout=${inDays(31)}&a=2`)
    await hydrated(page)
    await quoted
    const panel = page.getByRole('complementary', { name: text(locale, 'product.panel.title') })
    // Once quoted, the cancellation cards (at least one) are to choose.
    await panel.getByRole('radio').first().waitFor()
    await panel.getByRole('radio').first().check()
    const wallet = panel.getByRole('button', { name: text(locale, 'checkout.express.pay', { wallet: 'Google Pay' }) })
    await wallet.click()
    const dialog = page.getByRole('dialog', { name: text(locale, 'checkout.express.title') })
    await dialog.waitFor()
    await dialog.getByText(label).waitFor()
    await fillBuyer(page, locale, false)
    await noOverflow(page, 360)
    await dialog.getByRole('button', { name: text(locale, 'checkout.express.pay', { wallet: 'Google Pay' }) }).click()
    await page
      .getByRole('dialog', { name: 'Google Pay' })
      .getByRole('button', { name: text(locale, 'checkout.wallet.decline') })
      .click()
    const alert = dialog.getByRole('alert')
    await alert.getByText(text(locale, 'checkout.express.failed', { paymentMethod: 'Google Pay' })).waitFor()
    const book = alert.getByRole('link', { name: text(locale, 'booking.book') })
    const href = (await book.getAttribute('href')) ?? ''
    const site = getSite(locale)
    expect(href.startsWith(`${site.pathPrefix}/checkout/sum-up#`)).toBe(true)
    expect(href).toContain(`id=${id}`)
    expect(href).toContain(`checkin=${checkin}`)
    const flags = new URLSearchParams((await page.evaluate(() => window.location.hash)).slice(1))
    expect(flags.get('error')).toBe('1')
    expect(flags.has('isLoading')).toBe(false)
    await reviewShot(page, `wallet-checkout-failed-${locale}-360`)

    // Closing and pressing the wallet's button again takes the error flag out of the hash.
    await dialog.getByRole('button', { name: text(locale, 'checkout.express.close') }).click()
    await wallet.click()
    await dialog.waitFor()
    expect(await page.evaluate(() => window.location.hash.includes('error=1'))).toBe(false)

    // 'Book' leads to the summary of the same stay, where another way to pay can be chosen.
    await page.goto(`${BASE}${href}`)
    await hydrated(page)
    await page.getByRole('heading', { level: 1, name: text(locale, 'checkout.heading.booking') }).waitFor()
    // The details typed in the modal are there: the visitor only chooses another way to pay.
    const firstName = page.getByRole('textbox', { name: text(locale, 'checkout.buyer.firstName'), exact: true })
    await expect.poll(() => firstName.inputValue()).toBe('Anna')
    expect(await page.getByRole('textbox', { name: text(locale, 'checkout.buyer.email') }).inputValue()).toBe('anna.martin@example.com')
    expect(await page.getByRole('radio', { name: text(locale, 'checkout.buyer.civility.MRS') }).isChecked()).toBe(true)
    await page.close()
  })

  it('takes a gift’s words from the page into the modal and onto the confirmation, in Italian', async () => {
    const locale: SiteId = 'it_IT'
    const stay = await giftableStay(locale)
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    const errors = watchErrors(page)
    // Google's cookie gives the client id the confirmation's address carries.
    await page.context().addCookies([{ name: '_ga', value: 'GA1.1.987654321.1760000000', url: BASE }])
    await page.goto(`${BASE}${stay.uri}?flow=gifting`)
    await hydrated(page)
    const fromLabel = text(locale, 'giftForm.fromName.label.optional')
    await page.getByRole('textbox', { name: fromLabel }).first().fill('Marco')
    await page.getByRole('button', { name: text(locale, 'checkout.express.pay', { wallet: 'Google Pay' }) }).click()
    const dialog = page.getByRole('dialog', { name: text(locale, 'checkout.express.title') })
    await dialog.waitFor()
    const from = dialog.getByRole('textbox', { name: fromLabel })
    await expect.poll(() => from.inputValue()).toBe('Marco')
    await dialog.getByRole('textbox', { name: text(locale, 'giftForm.message.label.optional') }).fill('Buon compleanno!')
    await fillBuyer(page, locale, false)
    await dialog.getByRole('button', { name: text(locale, 'checkout.express.pay', { wallet: 'Google Pay' }) }).click()
    await page
      .getByRole('dialog', { name: 'Google Pay' })
      .getByRole('button', { name: text(locale, 'checkout.wallet.approve') })
      .click()
    await page.waitForURL(/\/confirmation\/[0-9a-f-]{36}\?status=success&gaId=987654321\.1760000000$/)
    await hydrated(page)
    const main = (await page.locator('main').textContent()) ?? ''
    expect(main).toContain('Marco')
    expect(main).toContain('Buon compleanno!')
    expect(errors).toEqual([])
    await page.close()
  })
})
