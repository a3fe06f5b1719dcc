import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { SiteId } from '../../shared/sites'
import { BASE, hydrated, reviewShot, sharedBrowser } from './browser'
import { bookableStay, inDays } from './stays'
import { noOverflow, text } from './texts'

const browser = sharedBrowser()

/** Resolves on the page's next load (a reload is one). */
const nextLoad = (page: Page) => page.waitForEvent('load', { timeout: 20_000 })

describe("the stay page's error modal", () => {
  it.each<['Escape' | 'button', SiteId]>([
    ['Escape', 'fr_FR'],
    ['button', 'nl_NL'],
  ])('opens when the quote answers 500 and reloads the page when closed with %s, at 360 px (%s)', async (how, locale) => {
    const { offer, checkin } = await bookableStay(locale, 30, (stay) => stay.quote.activityDates.length === 0)
    const page = await browser().newPage({ viewport: { width: 360, height: 780 } })
    let failed = 0
    await page.route('**/api/product/*/quote?*', (route) => {
      failed += 1
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"INTERNAL","message":"boom"}}' })
    })
    await page.goto(`${BASE}${offer.uri}#checkin=${checkin}&checkout=${inDays(31)}&a=2`)
    await hydrated(page)
    const dialog = page.getByRole('alertdialog', { name: text(locale, 'productPage.error.title') })
    await dialog.waitFor()
    expect(failed).toBeGreaterThan(0)
    await dialog.getByText(text(locale, 'productPage.error.message')).waitFor()
    const reload = dialog.getByRole('button', { name: text(locale, 'productPage.error.reload') })
    // The alert takes the focus: Enter or Escape answer it at once.
    expect(await reload.evaluate((el) => el === document.activeElement)).toBe(true)
    await noOverflow(page, 360)
    await reviewShot(page, `stay-error-modal-${locale}-360`)
    const loaded = nextLoad(page)
    if (how === 'Escape') await page.keyboard.press('Escape')
    else await reload.click()
    await loaded
    // The same address, hash included, is loaded again.
    expect(new URL(page.url()).hash).toContain(`checkin=${checkin}`)
    await page.close()
  })

  it('stays closed when the quote only says the dates cannot be booked', async () => {
    const locale: SiteId = 'fr_FR'
    const { offer, checkin } = await bookableStay(locale, 30, (stay) => stay.quote.activityDates.length === 0)
    const page = await browser().newPage({ viewport: { width: 360, height: 780 } })
    await page.route('**/api/product/*/quote?*', async (route) => {
      const answer = await route.fetch()
      const quote = (await answer.json()) as Record<string, unknown>
      const refused = { ...quote, bookable: false, priceInfo: null, errors: [{ code: 'PACKAGE_NOT_AVAILABLE_CHECKIN', message: 'none' }] }
      return route.fulfill({ response: answer, json: refused })
    })
    const quoted = page.waitForResponse((r) => r.url().includes('/quote?'))
    await page.goto(`${BASE}${offer.uri}#checkin=${checkin}&checkout=${inDays(31)}&a=2`)
    await hydrated(page)
    await quoted
    const panel = page.getByRole('complementary', { name: text(locale, 'product.panel.title') })
    await panel.getByRole('alert').waitFor()
    expect(await page.getByRole('alertdialog').count()).toBe(0)
    await page.close()
  })

  it('opens when the wallet checkout cannot start, and reports it to the logs endpoint, at 360 px', async () => {
    const locale: SiteId = 'es_ES'
    const { offer, checkin } = await bookableStay(locale, 30, (stay) => stay.quote.activityDates.length === 0)
    const page = await browser().newPage({ viewport: { width: 360, height: 780 } })
    // The panel's quote answers; the checkout's (the wallet's summary) meets a server failure.
    let quotes = 0
    await page.route('**/api/product/*/quote?*', (route) => {
      quotes += 1
      return quotes === 1 ? route.continue() : route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' })
    })
    const reports: unknown[] = []
    await page.route('**/api/logs', (route) => {
      reports.push(route.request().postDataJSON())
      return route.fulfill({ status: 204 })
    })
    const quoted = page.waitForResponse((r) => r.url().includes('/quote?'))
    await page.goto(`${BASE}${offer.uri}#checkin=${checkin}&checkout=${inDays(31)}&a=2`)
    await hydrated(page)
    await quoted
    const panel = page.getByRole('complementary', { name: text(locale, 'product.panel.title') })
    await panel.getByRole('radio').first().waitFor()
    await panel.getByRole('radio').first().check()
    await panel.getByRole('button', { name: text(locale, 'checkout.express.pay', { wallet: 'Google Pay' }) }).click()
    const dialog = page.getByRole('alertdialog', { name: text(locale, 'productPage.error.title') })
    await dialog.waitFor()
    // The wallet's sheet gave way to the alert.
    expect(await page.getByRole('dialog', { name: text(locale, 'checkout.express.title') }).count()).toBe(0)
    await expect.poll(() => reports.length).toBe(1)
    const report = reports[0] as Record<string, string>
    expect(report).toMatchObject({ level: 'ERROR', locale, location: 'application.client.checkout-init' })
    expect(report.message).toContain('500')
    expect(report.message!.length).toBeLessThanOrEqual(256)
    const loaded = nextLoad(page)
    await dialog.getByRole('button', { name: text(locale, 'productPage.error.reload') }).click()
    await loaded
    await page.close()
  })
})
