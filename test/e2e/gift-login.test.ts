import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { getSite, type SiteId } from '../../shared/sites'
import { BASE, hydrated, reviewShot, sharedBrowser, watchErrors } from './browser'
import { asVisitor, buyGift, giftableStay } from './gifts'
import { noOverflow, text } from './texts'

const browser = sharedBrowser()

const submit = (page: Page, locale: SiteId) => page.getByRole('button', { name: text(locale, 'beneficiary.login.submit') }).click()

describe.each([
  { width: 1280, locale: 'fr_FR' as const },
  { width: 360, locale: 'nl_BE' as const },
])('the gift login at $width px on $locale', ({ width, locale }) => {
  const site = getSite(locale)

  it('refuses a malformed and an unknown code with why, keeping them, then opens the gift of a bought voucher and signs out', async () => {
    const stay = await giftableStay(locale)
    const page = await browser().newPage({ viewport: { width, height: width > 400 ? 900 : 780 } })
    const errors = watchErrors(page)
    await asVisitor(page)
    const code = await buyGift(page, locale, { kind: 'gift', id: stay.id, giftFormat: 'digital', giftNights: 1, giftAdults: 2 })

    await page.goto(`${BASE}${site.pathPrefix}/beneficiary/login`)
    await hydrated(page)
    await page.getByRole('heading', { level: 1, name: text(locale, 'beneficiary.login.heading') }).waitFor()
    const field = page.getByRole('textbox', { name: text(locale, 'beneficiary.login.code') })
    await noOverflow(page, width)
    await reviewShot(page, `gift-login-${locale}-${width}`, { fullPage: true })

    // The browser checks the code's form before sending it, and keeps the focus on the field.
    await field.fill('ABC-12')
    await submit(page, locale)
    await page.getByText(text(locale, 'beneficiary.login.malformed')).waitFor()
    expect(await field.getAttribute('aria-invalid')).toBe('true')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('code')

    // A well-formed code of no gift: the worker's answer, the code kept.
    await field.fill('2222 3333 4444')
    await Promise.all([page.waitForURL(`${BASE}${site.pathPrefix}/beneficiary/login`), submit(page, locale)])
    await hydrated(page)
    await page
      .getByRole('alert')
      .filter({ hasText: text(locale, 'beneficiary.login.notFound') })
      .waitFor()
    expect(await field.inputValue()).toBe('2222 3333 4444')
    await reviewShot(page, `gift-login-unknown-${locale}-${width}`, { fullPage: true })

    // The bought code, typed in lower case with spaces, with the keyboard only.
    await field.fill(code.toLowerCase().replace(/-/g, ' '))
    await field.press('Enter')
    await page.waitForURL(`${BASE}${site.pathPrefix}/beneficiary/gift`)
    await hydrated(page)
    await page.getByRole('heading', { level: 1, name: text(locale, 'beneficiary.gift.heading.stay') }).waitFor()
    const main = (await page.textContent('main')) ?? ''
    expect(main).toContain(stay.label)
    expect(main).toContain(stay.hotel.label)
    expect(main).toContain(code)
    await noOverflow(page, width)
    await reviewShot(page, `gift-space-${locale}-${width}`, { fullPage: true })

    await page.getByRole('button', { name: text(locale, 'beneficiary.gift.signOut') }).click()
    await page.waitForURL(`${BASE}${site.pathPrefix}/beneficiary/login?signedOut=1`)
    await page
      .getByRole('status')
      .filter({ hasText: text(locale, 'beneficiary.login.signedOut') })
      .waitFor()
    // Signed out, the gift's page leads back to the login.
    await page.goto(`${BASE}${site.pathPrefix}/beneficiary/gift`)
    expect(page.url()).toBe(`${BASE}${site.pathPrefix}/beneficiary/login`)
    expect(errors).toEqual([])
    await page.close()
  })
})

describe("the menu's 'Use a gift box' at 360 px", () => {
  it.each(['fr_FR', 'es_ES', 'fr_BE', 'nl_BE', 'nl_NL', 'it_IT'] as const)('leads to the gift login of %s', async (locale) => {
    const site = getSite(locale)
    const page = await browser().newPage({ viewport: { width: 360, height: 780 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}${site.pathPrefix}/`)
    await hydrated(page)
    await page.getByRole('button', { name: text(locale, 'menu.open') }).click()
    const link = page.getByRole('dialog').getByRole('link', { name: text(locale, 'menu.boxLogin') })
    expect(await link.getAttribute('href')).toBe(`${site.pathPrefix}/beneficiary/login`)
    await link.click()
    await page.waitForURL(`${BASE}${site.pathPrefix}/beneficiary/login`)
    await page.getByRole('heading', { level: 1, name: text(locale, 'beneficiary.login.heading') }).waitFor()
    expect(errors).toEqual([])
    await page.close()
  })
})
