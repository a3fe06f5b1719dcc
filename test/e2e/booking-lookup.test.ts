import { describe, expect, it } from 'vitest'
import type { OrderSummary } from '../../shared/api/order-summary'
import type { SiteId } from '../../shared/sites'
import { BASE, hydrated, sharedBrowser, watchErrors } from './browser'
import { text } from './texts'

const browser = sharedBrowser()

/** A paid order (a 50 € e-gift card, paid with the test wallet): its booking number and the buyer's address. */
async function paidOrder(locale: SiteId): Promise<{ reference: string; email: string; uuid: string }> {
  const email = `lookup.${crypto.randomUUID().slice(0, 8)}@example.com`
  const res = await fetch(`${BASE}/gateway/purchase/wallet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      locale,
      idempotencyKey: `e2e-${crypto.randomUUID()}`,
      buyer: {
        email,
        civility: 'MRS',
        firstName: 'Anna',
        lastName: 'Martin',
        phoneNumber: '+33 6 12 34 56 78',
        addressLine: '',
        postalCode: '',
        city: '',
        country: 'FR',
      },
      currency: 'EUR',
      expectedAmount: 5_000,
      items: { giftcardItem: { amount: 5_000, format: 'digital', gift: null } },
      pspAuthorization: { paymentIntentId: `pi_test_${crypto.randomUUID()}`, paymentMethod: 'google_pay' },
    }),
  })
  if (!res.ok) throw new Error(`the wallet answered ${res.status}: ${await res.text()}`)
  const { booking } = (await res.json()) as { booking: { orderUUID: string } }
  const summary = (await (await fetch(`${BASE}/gateway/purchase/orders/${booking.orderUUID}?locale=${locale}`)).json()) as OrderSummary
  return { reference: summary.reference, email, uuid: booking.orderUUID }
}

describe("'Check my booking' (site-wide §2)", () => {
  it('finds a paid booking by its number and e-mail address at 1280 px in French, after a wrong address', async () => {
    const locale = 'fr_FR'
    const order = await paidOrder(locale)
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    const errors = watchErrors(page)
    // With customer accounts (the default), 'My account' leads to the sign-in; the trips' address
    // stays the lookup for a signed-out visitor, with a way to sign in.
    await page.goto(`${BASE}/fr-fr/account/trips`)
    await hydrated(page)
    await page.getByRole('heading', { level: 1, name: text(locale, 'lookup.title') }).waitFor()
    expect(await page.getByRole('link', { name: text(locale, 'lookup.signIn') }).getAttribute('href')).toBe(
      '/fr-fr/account/signin?origin=%2Ffr-fr%2Faccount%2Ftrips',
    )
    await page.getByRole('textbox', { name: text(locale, 'lookup.number') }).fill(order.reference)
    await page.getByRole('textbox', { name: text(locale, 'lookup.email') }).fill('someone.else@example.com')
    await page.getByRole('button', { name: text(locale, 'lookup.submit') }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: text(locale, 'lookup.notFound') })
      .waitFor()
    expect(await page.getByRole('textbox', { name: text(locale, 'lookup.number') }).inputValue()).toBe(order.reference)

    await page.getByRole('textbox', { name: text(locale, 'lookup.email') }).fill(order.email)
    await page.getByRole('button', { name: text(locale, 'lookup.submit') }).click()
    await page.waitForURL(`${BASE}/fr-fr/confirmation/${order.uuid}`)
    expect(await page.getByText(order.reference).count()).toBeGreaterThan(0)
    expect(errors).toEqual([])
    await page.close()
  })

  it("names what is wrong before sending, at 360 px in Dutch, from the menu's 'Check my booking'", async () => {
    const locale = 'nl_NL'
    const page = await browser().newPage({ viewport: { width: 360, height: 800 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}/nl-nl/`)
    await hydrated(page)
    await page.getByRole('button', { name: text(locale, 'menu.open') }).click()
    await page.getByRole('link', { name: text(locale, 'menu.checkBooking') }).click()
    await page.getByRole('heading', { level: 1, name: text(locale, 'lookup.title') }).waitFor()
    await hydrated(page)
    const number = page.getByRole('textbox', { name: text(locale, 'lookup.number') })
    await number.fill('1234')
    await page.getByRole('button', { name: text(locale, 'lookup.submit') }).click()
    await page.getByText(text(locale, 'contact.error.bookingId')).waitFor()
    expect(await page.getByText(text(locale, 'form.error.mandatory')).count()).toBe(1)
    expect(await number.getAttribute('aria-invalid')).toBe('true')
    expect(await number.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(new URL(page.url()).pathname).toBe('/nl-nl/account/trips')

    // A misspelt provider's domain gets the one meant, once the visitor pauses; accepting writes it.
    const email = page.getByRole('textbox', { name: text(locale, 'lookup.email') })
    await email.fill('sanne@outlok.nl')
    const suggestion = page.getByRole('button', { name: text(locale, 'form.email.suggestion', { domain: 'outlook.nl' }) })
    await suggestion.click({ timeout: 3_000 })
    expect(await email.inputValue()).toBe('sanne@outlook.nl')
    expect(await email.evaluate((el) => el === document.activeElement)).toBe(true)
    await suggestion.waitFor({ state: 'detached' })
    expect(errors).toEqual([])
    await page.close()
  })
})
