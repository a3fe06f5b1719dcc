import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { QuoteResponse } from '../../shared/api/product'
import type { StayDetail } from '../../shared/api/stay-detail'
import { checkoutHash, type CheckoutRequest } from '../../shared/checkout/checkout-link'
import { getSite, type SiteId } from '../../shared/sites'
import { BASE, hydrated, reviewShot, sharedBrowser, watchErrors } from './browser'
import { bookableStays } from './stays'
import { text } from './texts'

const browser = sharedBrowser()

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${BASE}${path}`)
  if (!res.ok) throw new Error(`${path}: ${res.status}`)
  return (await res.json()) as T
}

/**
 * A stay of the local catalogue bookable one night for two adults about a month from now, with
 * its activity days when it has activities (preferred), insured where the insurance is offered.
 */
async function bookableStay(locale: SiteId): Promise<{ request: CheckoutRequest; stay: StayDetail; quote: QuoteResponse }> {
  let fallback: { request: CheckoutRequest; stay: StayDetail; quote: QuoteResponse } | null = null
  for (const offset of [30, 37, 44]) {
    for await (const { offer, quote, request } of bookableStays(locale, offset)) {
      const found = {
        request: { ...request, cancellation: quote.insurance.available ? 'INSURANCE' : 'FLEXIBLE' } as const,
        quote,
        stay: await getJson<StayDetail>(`/api/weekend/${offer.id}/detail.json?locale=${locale}`),
      }
      if (quote.activityDates.length > 0) return found
      fallback ??= found
    }
  }
  if (fallback) return fallback
  throw new Error('the local catalogue has no stay bookable for two adults next month')
}

/** A published stay sold as a gift. */
async function giftableStay(locale: SiteId): Promise<StayDetail> {
  const { stay } = await bookableStay(locale)
  const gift = await getJson<StayDetail>(`/api/weekend/${stay.id}/detail.json?locale=${locale}&gift=true`)
  if (gift.published && gift.giftable && gift.price?.priceType === 'GIFT') return gift
  throw new Error('the stay found is not sold as a gift')
}

async function noOverflow(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}

/** Fills the buyer's details: the e-mail with a typo, corrected through the suggestion. */
async function fillBuyer(page: Page, locale: SiteId): Promise<void> {
  const email = page.getByRole('textbox', { name: text(locale, 'checkout.buyer.email') })
  await email.fill('anna.martin@gmial.com')
  const suggestion = page.getByRole('button', { name: text(locale, 'form.email.suggestion', { domain: 'gmail.com' }) })
  await suggestion.click()
  expect(await email.inputValue()).toBe('anna.martin@gmail.com')
  await expect.poll(() => suggestion.count()).toBe(0)

  // A required field left empty says so when the visitor leaves it.
  const firstName = page.getByRole('textbox', { name: text(locale, 'checkout.buyer.firstName'), exact: true })
  await firstName.focus()
  await page.keyboard.press('Tab')
  await page.getByText(text(locale, 'form.error.mandatory')).first().waitFor()
  expect(await firstName.getAttribute('aria-invalid')).toBe('true')

  await page.getByRole('radio', { name: text(locale, 'checkout.buyer.civility.MRS') }).check()
  await firstName.fill('Anna')
  await page.getByRole('textbox', { name: text(locale, 'checkout.buyer.lastName'), exact: true }).fill('Martin')
  await page.getByRole('textbox', { name: text(locale, 'checkout.buyer.phone') }).fill('+33 6 12 34 56 78')
  expect(await firstName.getAttribute('aria-invalid')).toBeNull()
}

const SITES: { width: number; locale: SiteId }[] = [
  { width: 1280, locale: 'fr_FR' },
  { width: 360, locale: 'fr_FR' },
  { width: 1280, locale: 'es_ES' },
  { width: 360, locale: 'es_ES' },
]

describe.each(SITES)('the booking summary at $width px on $locale', ({ width, locale }) => {
  const site = getSite(locale)
  const viewport = { width, height: width > 400 ? 900 : 780 }

  it('recaps a dated stay, takes the buyer’s details, pays and lands on the confirmation', async () => {
    const { request, stay, quote } = await bookableStay(locale)
    const page = await browser().newPage({ viewport })
    const errors = watchErrors(page)
    // From the stay's page, as a visitor comes: Back from the confirmation returns there.
    await page.goto(`${BASE}${stay.uri}`)
    await page.goto(`${BASE}${site.pathPrefix}/checkout/sum-up#${checkoutHash(request)}`)
    await hydrated(page)
    await page.getByRole('heading', { level: 1, name: text(locale, 'checkout.heading.booking') }).waitFor()
    const recap = page.getByRole('region', { name: text(locale, 'checkout.recap.title') })
    await recap.getByRole('heading', { name: stay.label }).waitFor()
    expect(await recap.textContent()).toContain(stay.hotel.label)
    for (const activity of quote.activityDates) expect(await recap.textContent()).toContain(activity.title)
    const price = page.getByRole('region', { name: text(locale, 'checkout.price.title') })
    expect(await price.textContent()).toContain(text(locale, 'checkout.price.total'))
    await noOverflow(page, width)
    await reviewShot(page, `checkout-sum-up-${locale}-${width}`, { fullPage: true })

    // Confirming with nothing filled takes the focus to the form's first field: the civility.
    await page.getByRole('button', { name: text(locale, 'checkout.pay.confirm') }).click()
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('civility')
    await fillBuyer(page, locale)
    await page.getByRole('textbox', { name: new RegExp(text(locale, 'checkout.buyer.specialRequest')) }).fill('Late arrival')
    const confirm = page.getByRole('button', { name: text(locale, 'checkout.pay.confirm') })
    // A double click places one order and opens one wallet.
    await confirm.dblclick()
    const wallet = page.getByRole('dialog', { name: text(locale, 'checkout.wallet.apple_pay') })
    await wallet.waitFor()
    expect(await page.getByRole('dialog').count()).toBe(1)
    await reviewShot(page, `checkout-wallet-${locale}-${width}`)
    await wallet.getByRole('button', { name: text(locale, 'checkout.wallet.approve') }).click()

    await page.waitForURL(/\/confirmation\/[0-9a-f-]{36}\?status=success/)
    await hydrated(page)
    await page.getByRole('heading', { level: 1, name: text(locale, 'checkout.confirmation.heading', { name: 'Anna' }) }).waitFor()
    await page.getByText(text(locale, 'checkout.confirmation.bookingConfirmed')).waitFor()
    expect(await page.getByText(/\d{8}/).first().textContent()).toMatch(/^\d{8}$/)
    expect(await page.textContent('main')).toContain(stay.label)
    await page.getByRole('link', { name: text(locale, 'checkout.confirmation.home') }).waitFor()
    await noOverflow(page, width)
    await reviewShot(page, `checkout-confirmation-${locale}-${width}`, { fullPage: true })

    // The paid summary is no longer in the history: Back does not offer to book the same stay again.
    await page.goBack()
    expect(new URL(page.url()).pathname).toBe(stay.uri)
    expect(errors).toEqual([])
    await page.close()
  })
})

describe.each([
  { width: 1280, locale: 'fr_FR' as const },
  { width: 360, locale: 'es_ES' as const },
])('the gift summary at $width px on $locale', ({ width, locale }) => {
  const site = getSite(locale)

  it('recaps the gift with its customisation, keeps the form through a declined payment, then pays', async () => {
    const stay = await giftableStay(locale)
    const page = await browser().newPage({ viewport: { width, height: width > 400 ? 900 : 780 } })
    const errors = watchErrors(page)
    await page.addInitScript(() =>
      window.localStorage.setItem('giftCustomisation', JSON.stringify({ fromName: 'Paul', message: 'Happy birthday!' })),
    )
    const request: CheckoutRequest = { kind: 'gift', id: stay.id, giftFormat: 'physical', giftNights: 1, giftAdults: 2 }
    await page.goto(`${BASE}${site.pathPrefix}/checkout/sum-up#${checkoutHash(request)}`)
    await hydrated(page)
    const recap = page.getByRole('region', { name: text(locale, 'checkout.recap.giftTitle') })
    await recap.getByRole('heading', { name: stay.label }).waitFor()
    const recapText = await recap.textContent()
    expect(recapText).toContain('Paul')
    expect(recapText).toContain('Happy birthday!')
    expect(recapText).toContain(text(locale, 'checkout.gift.physical'))
    await noOverflow(page, width)
    await reviewShot(page, `checkout-gift-${locale}-${width}`, { fullPage: true })

    await fillBuyer(page, locale)
    // A posted voucher needs the buyer's address.
    const confirm = page.getByRole('button', { name: text(locale, 'checkout.pay.confirm') })
    await confirm.click()
    await page
      .getByRole('alert')
      .filter({ hasText: text(locale, 'checkout.error.invalid') })
      .waitFor()
    await page.getByRole('textbox', { name: text(locale, 'checkout.buyer.address') }).fill('12 rue des Lilas')
    await page.getByRole('textbox', { name: text(locale, 'checkout.buyer.postalCode') }).fill('75011')
    await page.getByRole('textbox', { name: text(locale, 'checkout.buyer.city') }).fill('Paris')

    await confirm.click()
    const wallet = page.getByRole('dialog', { name: text(locale, 'checkout.wallet.apple_pay') })
    await wallet.getByRole('button', { name: text(locale, 'checkout.wallet.decline') }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: text(locale, 'checkout.error.declined') })
      .waitFor()
    expect(await page.getByRole('textbox', { name: text(locale, 'checkout.buyer.city') }).inputValue()).toBe('Paris')

    await page.getByRole('radio', { name: text(locale, 'checkout.wallet.google_pay') }).check()
    await confirm.click()
    await page
      .getByRole('dialog', { name: text(locale, 'checkout.wallet.google_pay') })
      .getByRole('button', { name: text(locale, 'checkout.wallet.approve') })
      .click()
    await page.waitForURL(/\/confirmation\//)
    await page.getByText(text(locale, 'checkout.confirmation.giftConfirmed')).waitFor()
    expect(await page.textContent('main')).toContain('Paul')
    await reviewShot(page, `checkout-gift-confirmation-${locale}-${width}`, { fullPage: true })
    // The browser logs the declined payment's answer (402) itself; nothing else may go wrong.
    expect(errors.filter((e) => !e.includes('402'))).toEqual([])
    await page.close()
  })
})

describe.each([1280, 360])('an incomplete summary address at %i px', (width) => {
  it('says so and leads back to the search', async () => {
    const page = await browser().newPage({ viewport: { width, height: 800 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}/it-it/checkout/sum-up#id=12&checkin=tomorrow`)
    await hydrated(page)
    await page
      .getByRole('alert')
      .filter({ hasText: text('it_IT', 'checkout.invalid.message') })
      .waitFor()
    const link = page.getByRole('link', { name: text('it_IT', 'checkout.invalid.search') })
    expect(await link.getAttribute('href')).toBe('/it-it/ricerca')
    await reviewShot(page, `checkout-invalid-${width}`)
    expect(errors).toEqual([])
    await page.close()
  })
})
