import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { getSite, type SiteId } from '../../shared/sites'
import { BASE, hydrated, reviewShot, sharedBrowser, watchErrors } from './browser'
import { asVisitor, buyGift, giftableStay, giftBox, signInWithCode } from './gifts'
import { fillBuyer, noOverflow, plain, text } from './texts'

const browser = sharedBrowser()

/** Opens the gift calendar and picks the first arrival day of this status, paging on through the months until one shows. */
async function pickArrival(page: Page, locale: SiteId, status: 'included' | 'supplement'): Promise<void> {
  await page.getByRole('button', { name: text(locale, 'beneficiary.book.chooseDates') }).click()
  const calendar = page.getByRole('dialog', { name: text(locale, 'giftCalendar.pickTitle') })
  await calendar.getByRole('table').first().waitFor()
  const words =
    status === 'included' ? text(locale, 'giftCalendar.included') : text(locale, 'giftCalendar.supplement.long', { amount: '' }).trim()
  const days = (): Locator => calendar.getByRole('button', { name: new RegExp(`, ${words}`) })
  for (let month = 0; month < 8 && (await days().count()) === 0; month++) {
    await calendar.getByRole('button', { name: text(locale, 'calendar.next') }).click()
    await calendar.getByRole('table').first().waitFor()
  }
  expect(await days().count()).toBeGreaterThan(0)
  await reviewShot(page, `gift-calendar-${locale}-${status}`)
  await days().first().click()
  await calendar.waitFor({ state: 'detached' })
}

/** Chooses the first day of each activity of the stay, fills the recipient's details. */
async function fillBooking(page: Page, locale: SiteId): Promise<void> {
  const days = page.getByRole('group', { name: text(locale, 'booking.activities') })
  if ((await days.count()) > 0) for (const select of await days.getByRole('combobox').all()) await select.selectOption({ index: 1 })
  await fillBuyer(page, locale, false)
}

/** Waits for the confirmation after confirming; a refusal shown instead fails with its words. */
async function confirmationReached(page: Page): Promise<void> {
  const refusal = page.locator('.gift-booking').getByRole('alert')
  await Promise.race([
    page.waitForURL(/\/confirmation\/[0-9a-f-]{36}\?status=success/),
    refusal.waitFor().then(async () => {
      throw new Error(`the booking was refused: ${await refusal.textContent()}`)
    }),
  ])
  await hydrated(page)
}

/** The confirmation of the booking says the gift paid for it, and the gift's page then says it was used, leading to the booking. */
async function expectBookedWithGift(page: Page, locale: SiteId, label: string): Promise<void> {
  const site = getSite(locale)
  await page.getByText(text(locale, 'checkout.confirmation.giftUsed')).waitFor()
  const main = plain(await page.textContent('main'))
  expect(main).toContain(label)
  expect(main).toContain(text(locale, 'checkout.confirmation.giftCovered'))
  const confirmation = page.url()
  await page.goto(`${BASE}${site.pathPrefix}/beneficiary/gift`)
  await hydrated(page)
  await page.getByText(text(locale, 'beneficiary.gift.status.used')).waitFor()
  await page.getByRole('link', { name: text(locale, 'beneficiary.gift.booking.see') }).click()
  await page.waitForURL(confirmation)
}

describe.each([
  { width: 1280, locale: 'fr_FR' as const, status: 'included' as const },
  { width: 360, locale: 'nl_BE' as const, status: 'supplement' as const },
])('using a gift stay at $width px on $locale, arriving on a day $status', ({ width, locale, status }) => {
  it('buys the gift, signs in with its code, picks the arrival in the gift calendar and books it for the gift’s party', async () => {
    const stay = await giftableStay(locale)
    const page = await browser().newPage({ viewport: { width, height: width > 400 ? 900 : 780 } })
    const errors = watchErrors(page)
    await asVisitor(page)
    const code = await buyGift(page, locale, { kind: 'gift', id: stay.id, giftFormat: 'digital', giftNights: 1, giftAdults: 2 })
    await signInWithCode(page, locale, code)
    await page.getByRole('region', { name: text(locale, 'beneficiary.book.title') }).waitFor()

    await pickArrival(page, locale, status)
    const price = page.getByRole('region', { name: text(locale, 'checkout.price.title') })
    await price.waitFor()
    expect(plain(await price.textContent())).toContain(text(locale, 'beneficiary.book.giftPays'))
    // The address keeps the arrival: a reload shows the same booking.
    expect(page.url()).toMatch(/#checkin=\d{4}-\d{2}-\d{2}&nights=\d+$/)
    await page.reload()
    await hydrated(page)
    await price.waitFor()
    await noOverflow(page, width)
    await reviewShot(page, `gift-booking-${locale}-${width}`, { fullPage: true })

    await fillBooking(page, locale)
    if (status === 'included') {
      await page.getByText(text(locale, 'beneficiary.book.nothingToPay')).waitFor()
      await page.getByRole('button', { name: text(locale, 'beneficiary.book.confirm') }).click()
    } else {
      // Only the supplement is paid, with the test wallet.
      const pay = page.getByRole('button', { name: new RegExp(text(locale, 'beneficiary.book.pay', { amount: '.+' })) })
      await pay.click()
      const wallet = page.getByRole('dialog', { name: text(locale, 'checkout.wallet.apple_pay') })
      await reviewShot(page, `gift-booking-wallet-${locale}-${width}`)
      await wallet.getByRole('button', { name: text(locale, 'checkout.wallet.approve') }).click()
    }
    await confirmationReached(page)
    await noOverflow(page, width)
    await reviewShot(page, `gift-booking-confirmation-${locale}-${width}`, { fullPage: true })
    await expectBookedWithGift(page, locale, stay.label)

    // The code is used: signing in with it again says so.
    await page.context().clearCookies()
    await page.goto(`${BASE}${getSite(locale).pathPrefix}/beneficiary/login`)
    await hydrated(page)
    await page.getByRole('textbox', { name: text(locale, 'beneficiary.login.code') }).fill(code)
    await page.getByRole('button', { name: text(locale, 'beneficiary.login.submit') }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: text(locale, 'beneficiary.login.used') })
      .waitFor()
    expect(errors).toEqual([])
    await page.close()
  })
})

describe.each([
  { width: 1280, locale: 'es_ES' as const },
  { width: 360, locale: 'it_IT' as const },
])('using a gift box at $width px on $locale', ({ width, locale }) => {
  it('lists the box’s stays, books one of them on a day the box covers', async () => {
    const box = await giftBox(locale)
    const page = await browser().newPage({ viewport: { width, height: width > 400 ? 900 : 780 } })
    const errors = watchErrors(page)
    await asVisitor(page)
    const code = await buyGift(page, locale, { kind: 'box', code: box.code, giftFormat: 'digital' })
    await signInWithCode(page, locale, code)
    await page.getByRole('heading', { level: 1, name: text(locale, 'beneficiary.gift.heading.box') }).waitFor()
    const choose = page.getByRole('button', { name: new RegExp(`^${text(locale, 'beneficiary.book.chooseThis.named', { stay: '' })}`) })
    await choose.first().waitFor()
    await noOverflow(page, width)
    await reviewShot(page, `gift-box-offers-${locale}-${width}`, { fullPage: true })
    const label = ((await choose.first().getAttribute('aria-label')) ?? '').replace(
      text(locale, 'beneficiary.book.chooseThis.named', { stay: '' }),
      '',
    )
    await choose.first().click()
    await page.getByText(text(locale, 'beneficiary.book.yourStay'), { exact: true }).waitFor()

    await pickArrival(page, locale, 'included')
    await fillBooking(page, locale)
    await reviewShot(page, `gift-box-booking-${locale}-${width}`, { fullPage: true })
    await page.getByRole('button', { name: text(locale, 'beneficiary.book.confirm') }).click()
    await confirmationReached(page)
    await expectBookedWithGift(page, locale, label)
    expect(errors).toEqual([])
    await page.close()
  })
})
