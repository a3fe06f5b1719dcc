import { describe, expect, it } from 'vitest'
import type { Box } from '../../shared/api/boxes'
import type { ShippingCostResponseSchema } from '../../shared/api/purchase'
import { boxDetailPath, includedLines } from '../../shared/rules/box-pages'
import { getSite, type SiteId } from '../../shared/sites'
import type { InferOutput } from 'valibot'
import { BASE, hydrated, reviewShot, sharedBrowser, watchErrors } from './browser'
import { fillBuyer, money, noOverflow, payWithWallet, plain, text } from './texts'

const browser = sharedBrowser()

/** A box of the local catalogue, found through the box list call as the site finds it. */
async function someBox(locale: SiteId): Promise<Box> {
  const { boxes } = (await (await fetch(`${BASE}/gateway/boxes/search?locale=${locale}`)).json()) as { boxes: Box[] }
  const box = boxes.find((b) => includedLines(b.includedContent).length > 0)
  if (!box) throw new Error('the local catalogue has no box with included content')
  return box
}

/** What posting a box costs, as the summary asks it. */
async function boxShipping(locale: SiteId): Promise<number> {
  const res = await fetch(`${BASE}/gateway/purchase/shipping-cost?locale=${locale}&productType=BOX`)
  return ((await res.json()) as InferOutput<typeof ShippingCostResponseSchema>).amount
}

const CASES: { width: number; locale: SiteId; format: 'digital' | 'physical' }[] = [
  { width: 1280, locale: 'fr_FR', format: 'physical' },
  { width: 360, locale: 'nl_NL', format: 'digital' },
]

describe.each(CASES)('offering a gift box at $width px on $locale ($format)', ({ width, locale, format }) => {
  it('chooses the format in the drawer, pays the box at its price on the summary and lands on the confirmation', async () => {
    const box = await someBox(locale)
    const site = getSite(locale)
    const physical = format === 'physical'
    const total = box.price.sellPrice + (physical ? await boxShipping(locale) : 0)
    const page = await browser().newPage({ viewport: { width, height: width > 400 ? 900 : 780 } })
    const errors = watchErrors(page)

    await page.goto(`${BASE}${boxDetailPath(site, box)}`)
    await hydrated(page)
    await page.getByRole('heading', { level: 1, name: box.title }).waitFor()
    await page.getByRole('button', { name: text(locale, 'boxPage.offer'), exact: true }).click()
    const drawer = page.getByRole('dialog', { name: text(locale, 'boxPage.drawer.title') })
    await drawer.waitFor()
    await drawer.getByRole('radio', { name: new RegExp(text(locale, `boxPage.format.${format}`)) }).check()
    await noOverflow(page, width)
    await Promise.all([
      page.waitForURL(new RegExp(`${site.pathPrefix}/checkout/sum-up\\?flow=box&giftFormat=${format}&code=${box.code}$`)),
      drawer.getByRole('button', { name: text(locale, 'common.confirm') }).click(),
    ])
    await hydrated(page)

    await page.getByRole('heading', { level: 1, name: text(locale, 'checkout.heading.gift') }).waitFor()
    const recap = page.getByRole('region', { name: text(locale, 'checkout.recap.boxTitle') })
    await recap.getByRole('heading', { name: box.title }).waitFor()
    const recapText = plain(await recap.textContent())
    expect(recapText).toContain(includedLines(box.includedContent)[0])
    expect(recapText).toContain(text(locale, `checkout.box.${format}`))
    expect(recapText).toContain(text(locale, physical ? 'checkout.gift.physicalDelivery' : 'checkout.gift.digitalDelivery'))
    expect(recapText).toContain(text(locale, 'checkout.recap.validity'))
    const priceText = plain(await page.getByRole('region', { name: text(locale, 'checkout.price.title') }).textContent())
    expect(priceText).toContain(text(locale, 'checkout.price.box'))
    expect(priceText).toContain(money(total, locale))
    await noOverflow(page, width)

    // The gift's customisation, then the buyer (a posted box needs the address).
    await page.getByRole('textbox', { name: text(locale, 'giftForm.fromName.label.optional') }).fill('Paul')
    await page.getByRole('textbox', { name: text(locale, 'giftForm.message.label.optional') }).fill('Happy birthday!')
    await fillBuyer(page, locale, false)
    const confirm = page.getByRole('button', { name: text(locale, 'checkout.pay.confirm') })
    if (physical) {
      await confirm.click()
      await page
        .getByRole('alert')
        .filter({ hasText: text(locale, 'checkout.error.invalid') })
        .waitFor()
      await fillBuyer(page, locale, true)
    }
    await reviewShot(page, `box-sum-up-${locale}-${width}`, { fullPage: true })

    await payWithWallet(page, locale)
    await page.getByText(text(locale, 'checkout.confirmation.giftConfirmed')).waitFor()
    const main = plain(await page.textContent('main'))
    expect(main).toContain(text(locale, 'checkout.recap.boxTitle'))
    expect(main).toContain(box.title)
    expect(main).toContain(text(locale, `checkout.box.${format}`))
    expect(main).toContain(money(total, locale))
    expect(main).toContain('Paul')
    expect(main).toContain('Happy birthday!')
    await noOverflow(page, width)
    await reviewShot(page, `box-confirmation-${locale}-${width}`, { fullPage: true })
    expect(errors).toEqual([])
    await page.close()
  })
})

describe.each([1280, 360])('a posted box whose shipping cost cannot be read at %i px', (width) => {
  it('says the physical format is coming back soon, offers no payment and leads back to the box', async () => {
    const locale: SiteId = 'fr_FR'
    const box = await someBox(locale)
    const site = getSite(locale)
    const page = await browser().newPage({ viewport: { width, height: width > 400 ? 900 : 780 } })
    const errors = watchErrors(page)
    await page.route('**/gateway/purchase/shipping-cost**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"UNAVAILABLE","message":"down"}}' }),
    )
    await page.goto(`${BASE}${site.pathPrefix}/checkout/sum-up?flow=box&giftFormat=physical&code=${box.code}`)
    await hydrated(page)
    const notice = page.getByRole('alert').filter({ hasText: text(locale, 'checkout.gift.physicalUnavailable') })
    await notice.waitFor()
    expect(await page.getByRole('button', { name: text(locale, 'checkout.pay.confirm') }).count()).toBe(0)
    expect(await notice.getByRole('link', { name: text(locale, 'checkout.backToBox') }).getAttribute('href')).toBe(boxDetailPath(site, box))
    await noOverflow(page, width)
    // The browser logs the refused shipping-cost answer (503) itself; nothing else may go wrong.
    expect(errors.filter((e) => !e.includes('503'))).toEqual([])
    await page.close()
  })
})
