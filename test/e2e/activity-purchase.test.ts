import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { ActivityDetail, ActivitySearchResponse } from '../../shared/api/activity-only'
import { formatPrice } from '../../shared/money'
import { getSite, type SiteId } from '../../shared/sites'
import { BASE, hydrated, reviewShot, sharedBrowser, watchErrors } from './browser'
import { money, payWithWallet, plain, text } from './texts'

const browser = sharedBrowser()

/**
 * A published activity of the local catalogue priced for one and for two participants, found
 * through the activity search and its detail call as the site finds them.
 */
async function pricedActivity(locale: SiteId): Promise<ActivityDetail> {
  const res = await fetch(`${BASE}/api/search/activity-only.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ locale, participants: 1, limit: 30 }),
  })
  const { results } = (await res.json()) as ActivitySearchResponse
  for (const card of results) {
    const counts = card.prices.map((p) => p.adults)
    if (!counts.includes(1) || !counts.includes(2)) continue
    const detail = (await (
      await fetch(`${BASE}/api/activity-only/weekend/${card.id}/detail.json?locale=${locale}`)
    ).json()) as ActivityDetail
    if (detail.published) return detail
  }
  throw new Error('the local catalogue has no published activity priced for one and two participants')
}

async function noOverflow(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}

/** Fills the buyer's required details. */
async function fillBuyer(page: Page, locale: SiteId): Promise<void> {
  await page.getByRole('textbox', { name: text(locale, 'checkout.buyer.email') }).fill('anna.martin@example.com')
  await page.getByRole('radio', { name: text(locale, 'checkout.buyer.civility.MRS') }).check()
  await page.getByRole('textbox', { name: text(locale, 'checkout.buyer.firstName'), exact: true }).fill('Anna')
  await page.getByRole('textbox', { name: text(locale, 'checkout.buyer.lastName'), exact: true }).fill('Martin')
  await page.getByRole('textbox', { name: text(locale, 'checkout.buyer.phone') }).fill('+33 6 12 34 56 78')
}

/** The activity page at two participants, its offer dialog open (by keyboard first: Escape gives the focus back). */
async function openOffer(page: Page, locale: SiteId, activity: ActivityDetail, width: number) {
  await page.goto(`${BASE}${activity.uri}`)
  await hydrated(page)
  // By keyboard: at the largest count priced the + turns disabled and the focus moves to the −.
  await page.getByRole('button', { name: text(locale, 'activityPage.participants.increase') }).focus()
  await page.keyboard.press('Enter')
  await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#a=2')
  const atMax = Math.max(...activity.prices.map((p) => p.adults)) === 2
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
    text(locale, atMax ? 'activityPage.participants.decrease' : 'activityPage.participants.increase'),
  )
  const two = activity.prices.find((p) => p.adults === 2)!
  const offer = page.getByRole('button', { name: text(locale, 'activityPage.offer') })
  await offer.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: text(locale, 'activityPage.offer') })
  await dialog.waitFor()
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(text(locale, 'activityPage.offer.continue'))
  await page.keyboard.press('Escape')
  await expect.poll(() => dialog.count()).toBe(0)
  expect(await offer.evaluate((el) => el === document.activeElement)).toBe(true)

  await offer.click()
  await dialog.waitFor()
  const summary = plain(await dialog.textContent())
  expect(summary).toContain(activity.label)
  expect(summary).toContain(activity.activities[0]!.activityCenter.label)
  expect(summary).toContain(plain(formatPrice(two.sellPrice, getSite(locale).bcp47)))
  await noOverflow(page, width)
  await reviewShot(page, `activity-dialog-${locale}-${width}`)
  return { dialog, price: two.sellPrice }
}

const SITES: { width: number; locale: SiteId }[] = [
  { width: 1280, locale: 'fr_FR' },
  { width: 360, locale: 'fr_FR' },
  { width: 1280, locale: 'nl_NL' },
  { width: 360, locale: 'nl_NL' },
]

describe.each(SITES)('buying an activity at $width px on $locale', ({ width, locale }) => {
  const viewport = { width, height: width > 400 ? 900 : 780 }

  it('offers it from its page, buys it for oneself at the price of its participants and lands on the confirmation', async () => {
    const activity = await pricedActivity(locale)
    const page = await browser().newPage({ viewport })
    const errors = watchErrors(page)
    const { dialog, price } = await openOffer(page, locale, activity, width)
    await reviewShot(page, `activity-page-${locale}-${width}`, { fullPage: true })
    await dialog.getByRole('link', { name: text(locale, 'activityPage.offer.ownUse') }).click()

    await page.waitForURL(/\/checkout\/sum-up\?flow=activity&customType=OWN_USE#id=\d+&a=2$/)
    await hydrated(page)
    await page.getByRole('heading', { level: 1, name: text(locale, 'checkout.heading.activity') }).waitFor()
    const recap = page.getByRole('region', { name: text(locale, 'checkout.recap.activityTitle') })
    await recap.getByRole('heading', { name: activity.label }).waitFor()
    const recapText = plain(await recap.textContent())
    expect(recapText).toContain(text(locale, 'checkout.activity.ownUse'))
    expect(recapText).toContain(activity.activities[0]!.activityCenter.label)
    const priceText = plain(await page.getByRole('region', { name: text(locale, 'checkout.price.title') }).textContent())
    expect(priceText).toContain(money(price, locale))
    // Bought for oneself: no gift message to write.
    expect(await page.getByRole('group', { name: text(locale, 'giftSetup.customise') }).count()).toBe(0)
    await noOverflow(page, width)
    await reviewShot(page, `activity-sum-up-${locale}-${width}`, { fullPage: true })

    await fillBuyer(page, locale)
    await payWithWallet(page, locale)
    await page.getByText(text(locale, 'checkout.confirmation.activityConfirmed')).waitFor()
    const main = plain(await page.textContent('main'))
    expect(main).toContain(activity.label)
    expect(main).toContain(money(price, locale))
    expect(main).toContain(text(locale, 'checkout.activity.ownUse'))
    await noOverflow(page, width)
    await reviewShot(page, `activity-confirmation-${locale}-${width}`, { fullPage: true })
    expect(errors).toEqual([])
    await page.close()
  })
})

describe.each([
  { width: 1280, locale: 'nl_NL' as const },
  { width: 360, locale: 'fr_FR' as const },
])('offering an activity at $width px on $locale', ({ width, locale }) => {
  it('continues as a gift, takes the gift message and pays', async () => {
    const activity = await pricedActivity(locale)
    const page = await browser().newPage({ viewport: { width, height: width > 400 ? 900 : 780 } })
    const errors = watchErrors(page)
    const { dialog, price } = await openOffer(page, locale, activity, width)
    await dialog.getByRole('link', { name: text(locale, 'activityPage.offer.continue') }).click()

    await page.waitForURL(/\/checkout\/sum-up\?flow=activity#id=\d+&a=2$/)
    await hydrated(page)
    await page.getByRole('heading', { level: 1, name: text(locale, 'checkout.heading.gift') }).waitFor()
    const recap = page.getByRole('region', { name: text(locale, 'checkout.recap.activityGiftTitle') })
    await recap.getByRole('heading', { name: activity.label }).waitFor()
    expect(plain(await recap.textContent())).toContain(text(locale, 'checkout.activity.gift'))
    expect(plain(await page.getByRole('region', { name: text(locale, 'checkout.price.title') }).textContent())).toContain(
      money(price, locale),
    )

    // A sender name that is not text is refused before anything is ordered.
    const from = page.getByRole('textbox', { name: text(locale, 'giftForm.fromName.label.optional') })
    await from.fill('Paul :)')
    await fillBuyer(page, locale)
    await page.getByRole('button', { name: text(locale, 'checkout.pay.confirm') }).click()
    await page.getByText(text(locale, 'form.error.onlyText')).waitFor()
    expect(await from.evaluate((el) => el === document.activeElement)).toBe(true)
    await from.fill('Paul')
    await page.getByRole('textbox', { name: text(locale, 'giftForm.message.label.optional') }).fill('Happy birthday!')
    await noOverflow(page, width)
    await reviewShot(page, `activity-gift-sum-up-${locale}-${width}`, { fullPage: true })

    await payWithWallet(page, locale)
    await page.getByText(text(locale, 'checkout.confirmation.giftConfirmed')).waitFor()
    const main = plain(await page.textContent('main'))
    expect(main).toContain(activity.label)
    expect(main).toContain('Paul')
    expect(main).toContain('Happy birthday!')
    await reviewShot(page, `activity-gift-confirmation-${locale}-${width}`, { fullPage: true })
    expect(errors).toEqual([])
    await page.close()
  })
})
