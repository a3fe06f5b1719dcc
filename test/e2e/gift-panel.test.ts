import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { StayDetail } from '../../shared/api/stay-detail'
import { formatPrice } from '../../client/lib/format'
import { BASE, hydrated, sharedBrowser, watchErrors } from './browser'

const browser = sharedBrowser()

/** The texts the tests look for, per site (locales/<locale>/gift-setup.json and rules.json). */
const SITES = {
  fr_FR: {
    bcp47: 'fr-FR',
    panel: 'Offrir ce séjour',
    nights: (n: number) => (n > 1 ? `${n} nuits` : `${n} nuit`),
    digital: 'Bon cadeau électronique',
    physical: 'Bon cadeau papier',
    freeDelivery: 'Livré gratuitement en 2 à 4 jours ouvrés',
    delivery: '+ 4,90 € de frais de livraison',
    unavailable: 'Victime de son succès, le format physique revient bientôt !',
    from: 'De la part de (facultatif)',
    message: 'Votre message (facultatif)',
    hint: '180 caractères max.',
    onlyText: 'Seul du texte est attendu',
    limit40: 'Le champ est limité à 40 caractères',
    offer: 'Offrir',
    drawer: 'Personnaliser le cadeau',
    close: 'Fermer',
    forPeople: (n: number) => `pour 2 personnes, ${n > 1 ? `${n} nuits` : `${n} nuit`}`,
  },
  it_IT: {
    bcp47: 'it-IT',
    panel: 'Regala questo soggiorno',
    nights: (n: number) => (n > 1 ? `${n} notti` : `${n} notte`),
    digital: 'Buono regalo digitale',
    physical: 'Buono regalo cartaceo',
    freeDelivery: 'Consegna gratuita in 2-4 giorni lavorativi',
    delivery: '+ 4,90 € di spese di spedizione',
    unavailable: 'Vittima del suo successo, il formato fisico tornerà presto!',
    from: 'Da parte di (facoltativo)',
    message: 'Il tuo messaggio (facoltativo)',
    hint: 'Max. 180 caratteri',
    onlyText: 'È consentito solo testo',
    limit40: 'Il campo è limitato a 40 caratteri',
    offer: 'Regala',
    drawer: 'Personalizza il regalo',
    close: 'Chiudi',
    forPeople: (n: number) => `per 2 persone, ${n > 1 ? `${n} notti` : `${n} notte`}`,
  },
} as const

/** A published stay of the local catalogue sold as a gift for 1, 2 and 3 nights, with a promo. */
async function giftStay(locale: keyof typeof SITES): Promise<StayDetail> {
  for (let id = 100001; id < 100300; id++) {
    const res = await fetch(`${BASE}/api/weekend/${id}/detail.json?locale=${locale}`)
    if (!res.ok) continue
    const stay = (await res.json()) as StayDetail
    const nights = stay.giftPrices.map((p) => p.nights).join()
    if (stay.published && stay.minNights === 1 && nights === '1,2,3' && stay.giftPrices[0]!.refPrice > stay.giftPrices[0]!.sellPrice) {
      return stay
    }
  }
  throw new Error('the local catalogue has no published stay sold as a gift for 1 to 3 nights with a promo')
}

/** Text as the tests compare it: the locale's narrow and no-break spaces as plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim()

const hashOf = (page: Page) => Object.fromEntries(new URLSearchParams(new URL(page.url()).hash.slice(1)))

describe.each([
  { locale: 'fr_FR', width: 1280 },
  { locale: 'fr_FR', width: 360 },
  { locale: 'it_IT', width: 1280 },
  { locale: 'it_IT', width: 360 },
] as const)('the gift set-up of a stay page ($locale, $width px)', ({ locale, width }) => {
  const t = SITES[locale]

  it('prices the chosen nights and format, keeps them in the hash, checks the customisation and offers the gift', async () => {
    const stay = await giftStay(locale)
    const price = (nights: number) => plain(formatPrice(stay.giftPrices.find((p) => p.nights === nights)!.sellPrice, t.bcp47))
    const page = await browser().newPage({ viewport: { width, height: width > 400 ? 900 : 780 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}${stay.uri}?flow=gifting`)
    await hydrated(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

    // The default gift: 1 night, digital, for 2 people, its promo beside it.
    const panel = page.getByRole('complementary', { name: t.panel })
    const summary = panel.locator('.gift-price')
    expect(plain(await summary.locator('strong').textContent())).toBe(price(1))
    expect(plain(await summary.textContent())).toContain(t.forPeople(1))
    expect(await summary.locator('s').count()).toBe(1)
    expect(await panel.getByRole('radio', { name: new RegExp(t.digital) }).isChecked()).toBe(true)
    expect(await panel.getByRole('radio', { name: t.nights(1) }).isChecked()).toBe(true)

    // More nights: the price of that voucher, the choice in the hash.
    await panel.getByRole('radio', { name: t.nights(2) }).check()
    await page.waitForFunction(
      (expected) => document.querySelector('.gift-price strong')?.textContent?.replace(/\s/g, ' ') === expected,
      price(2),
    )
    expect(plain(await summary.textContent())).toContain(t.forPeople(2))
    expect(hashOf(page)).toMatchObject({ giftNights: '2', giftAdult: '2' })
    // The keyboard moves along the nights.
    await page.keyboard.press('ArrowRight')
    await page.waitForFunction(
      (expected) => document.querySelector('.gift-price strong')?.textContent?.replace(/\s/g, ' ') === expected,
      price(3),
    )
    expect(hashOf(page).giftNights).toBe('3')

    // The physical voucher, delivered free of charge: the price stays, the choice goes in the hash.
    const physical = panel.getByRole('radio', { name: new RegExp(t.physical) })
    await physical.check()
    expect(plain(await physical.evaluate((el) => el.closest('label')?.textContent ?? null))).toContain(t.freeDelivery)
    expect(await summary.locator('.gift-price__shipping').count()).toBe(0)
    expect(plain(await summary.locator('strong').textContent())).toBe(price(3))
    expect(hashOf(page)).toMatchObject({ giftFormat: 'physical', giftNights: '3', giftAdult: '2' })

    // The hash is read on load and when it changes.
    await page.reload()
    await hydrated(page)
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="giftFormat"][value="physical"]')?.checked)
    expect(await panel.getByRole('radio', { name: t.nights(3) }).isChecked()).toBe(true)
    await page.evaluate(() => {
      location.hash = 'giftFormat=digital&giftNights=2&giftAdult=2'
    })
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="giftFormat"][value="digital"]')?.checked)
    expect(await panel.getByRole('radio', { name: t.nights(2) }).isChecked()).toBe(true)
    expect(plain(await summary.locator('strong').textContent())).toBe(price(2))

    // 'From' is text only, checked when left; the error names the field's problem.
    const from = panel.getByRole('textbox', { name: t.from })
    const message = panel.getByRole('textbox', { name: t.message })
    await from.fill('Anne 2')
    await message.focus()
    await panel.getByText(t.onlyText).waitFor()
    expect(await from.getAttribute('aria-invalid')).toBe('true')
    expect(await page.evaluate((id) => document.getElementById(id ?? '')?.textContent, await from.getAttribute('aria-describedby'))).toBe(
      t.onlyText,
    )
    expect(
      plain(await message.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? null)),
    ).toBe(t.hint)

    // Offer with an invalid field goes back to it.
    await panel.getByRole('button', { name: t.offer }).click()
    await expect.poll(() => from.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(page.url()).toContain('flow=gifting')

    // Typing past 40 characters is refused, and the limit shows for a second.
    await from.fill('A'.repeat(40))
    expect(await panel.getByText(t.onlyText).count()).toBe(0)
    await from.press('End')
    await from.press('B')
    expect(await from.inputValue()).toBe('A'.repeat(40))
    await panel.getByText(t.limit40).waitFor()
    await panel.getByText(t.limit40).waitFor({ state: 'detached', timeout: 3_000 })

    // The customisation is kept in the browser and comes back with the page.
    await from.fill('Anne & Paul')
    await message.fill('Bon anniversaire !')
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('giftCustomisation') ?? 'null'))).toEqual({
      fromName: 'Anne & Paul',
      message: 'Bon anniversaire !',
    })
    await page.reload()
    await hydrated(page)
    await page.waitForFunction(() => document.querySelector('textarea')?.value === 'Bon anniversaire !')
    expect(await from.inputValue()).toBe('Anne & Paul')
    expect(errors).toEqual([])

    // Offer hands the gift to the booking summary.
    await Promise.all([page.waitForURL(/\/checkout\/sum-up#/), panel.getByRole('button', { name: t.offer }).click()])
    const url = new URL(page.url())
    expect(url.pathname).toBe(`${stay.uri.split('/').slice(0, 2).join('/')}/checkout/sum-up`)
    expect(url.hash).toBe(`#id=${stay.id}&gift=1&giftFormat=digital&giftNights=2&giftAdult=2`)
    await page.close()
  })
})

describe('the physical format of a gift', () => {
  it.each([
    { locale: 'fr_FR', width: 360 },
    { locale: 'it_IT', width: 1280 },
  ] as const)('is disabled with its notice when the shipping cost cannot be read ($locale, $width px)', async ({ locale, width }) => {
    const t = SITES[locale]
    const stay = await giftStay(locale)
    const page = await browser().newPage({ viewport: { width, height: 900 } })
    await page.route('**/gateway/purchase/shipping-cost*', (route) => route.fulfill({ status: 503, body: '{}' }))
    await page.goto(`${BASE}${stay.uri}?flow=gifting#giftFormat=physical`)
    await hydrated(page)
    const panel = page.getByRole('complementary', { name: t.panel })
    const physical = panel.getByRole('radio', { name: new RegExp(t.physical) })
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="giftFormat"][value="physical"]')?.disabled)
    expect(await physical.isChecked()).toBe(false)
    expect(await panel.getByRole('radio', { name: new RegExp(t.digital) }).isChecked()).toBe(true)
    expect(await panel.getByText(t.unavailable).isVisible()).toBe(true)
    expect(await physical.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent)).toBe(
      t.unavailable,
    )
    await page.close()
  })

  it.each([
    { locale: 'fr_FR', width: 1280 },
    { locale: 'it_IT', width: 360 },
  ] as const)(
    "adds the shipping cost to the physical voucher's price as a '+ amount' line ($locale, $width px)",
    async ({ locale, width }) => {
      const t = SITES[locale]
      const stay = await giftStay(locale)
      const page = await browser().newPage({ viewport: { width, height: 900 } })
      await page.route('**/gateway/purchase/shipping-cost*', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: '{"amount":490,"internationalFee":0,"internationalShippingFeesPerCountry":{}}',
        }),
      )
      await page.goto(`${BASE}${stay.uri}?flow=gifting`)
      await hydrated(page)
      const panel = page.getByRole('complementary', { name: t.panel })
      // Digital: no delivery line.
      expect(await panel.locator('.gift-price__shipping').count()).toBe(0)
      await panel.getByRole('radio', { name: new RegExp(t.physical) }).check()
      await panel.locator('.gift-price__shipping').waitFor()
      expect(plain(await panel.locator('.gift-price__shipping').textContent())).toBe(plain(t.delivery))
      expect(
        plain(await panel.getByRole('radio', { name: new RegExp(t.physical) }).evaluate((el) => el.closest('label')?.textContent ?? null)),
      ).toContain('+ 4,90 €')
      await page.close()
    },
  )
})

describe("the 'Personalise your gift' drawer", () => {
  it.each([
    { locale: 'fr_FR', width: 360 },
    { locale: 'it_IT', width: 1280 },
  ] as const)(
    'opens from the bottom bar with the format, the customisation and the price, and offers the gift ($locale, $width px)',
    async ({ locale, width }) => {
      const t = SITES[locale]
      const stay = await giftStay(locale)
      const page = await browser().newPage({ viewport: { width, height: 800 } })
      const errors = watchErrors(page)
      await page.goto(`${BASE}${stay.uri}?flow=gifting#giftNights=2`)
      await hydrated(page)
      const panel = page.getByRole('complementary', { name: t.panel })
      const bar = page.getByRole('region', { name: t.panel })
      // The bar shows while the panel's Offer is out of view: below the sections on phones, scrolled past beside them.
      if (width > 900) {
        expect(await bar.isVisible()).toBe(false)
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
      }
      await bar.waitFor()
      const price = plain(formatPrice(stay.giftPrices.find((p) => p.nights === 2)!.sellPrice, t.bcp47))
      expect(plain(await bar.textContent())).toContain(price)

      const open = bar.getByRole('button', { name: t.drawer })
      await open.click()
      const drawer = page.getByRole('dialog', { name: t.drawer })
      await drawer.waitFor()
      expect(plain(await drawer.textContent())).toContain(price)
      expect(plain(await drawer.textContent())).toContain(t.forPeople(2))
      expect(await drawer.getByRole('radio', { name: new RegExp(t.digital) }).isChecked()).toBe(true)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      // Escape closes it and gives the focus back to the bar's button.
      await page.keyboard.press('Escape')
      await drawer.waitFor({ state: 'detached' })
      expect(await open.evaluate((el) => el === document.activeElement)).toBe(true)

      // The drawer's fields are the panel's: checked the same way, and what is typed shows in both.
      await open.click()
      const from = drawer.getByRole('textbox', { name: t.from })
      await from.fill('Anne 2')
      await page.keyboard.press('Tab')
      await drawer.getByText(t.onlyText).waitFor()
      await drawer.getByRole('button', { name: t.offer }).click()
      await expect.poll(() => from.evaluate((el) => el === document.activeElement)).toBe(true)
      expect(new URL(page.url()).pathname).toBe(stay.uri)
      await from.fill('Anne')
      await drawer.getByRole('textbox', { name: t.message }).fill('Joyeux anniversaire')
      expect(await panel.getByRole('textbox', { name: t.from }).inputValue()).toBe('Anne')

      // Its Offer hands the gift, as set up on the page, to the booking summary.
      await Promise.all([page.waitForURL(/\/checkout\/sum-up#/), drawer.getByRole('button', { name: t.offer }).click()])
      expect(new URL(page.url()).hash).toBe(`#id=${stay.id}&gift=1&giftFormat=digital&giftNights=2&giftAdult=2`)
      expect(errors).toEqual([])
      await page.close()
    },
  )
})
