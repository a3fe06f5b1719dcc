import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { checkoutHref, type BookingCheckout } from '../../shared/checkout/checkout-link'
import { getSite, type SiteId } from '../../shared/sites'
import { bookableStay as findBookableStay } from './stays'
import { BASE, hydrated, reviewShot, sharedBrowser, watchErrors } from './browser'
import { asVisitor, buyGift, signInWithCode } from './gifts'
import { fillBuyer, money, noOverflow, plain, text } from './texts'

const browser = sharedBrowser()

/** A stay of the local catalogue bookable one night for two, `weeks` weeks from now, at most 900 € (the card's tests buy cards around its price). */
const bookableStay = (locale: SiteId, weeks: number) => findBookableStay(locale, weeks * 7, (stay) => stay.quote.amountToPay <= 90_000)

/** The booking summary of a stay, hydrated. */
async function openSummary(page: Page, locale: SiteId, request: BookingCheckout): Promise<void> {
  await page.goto(`${BASE}${checkoutHref(getSite(locale), request)}`)
  await hydrated(page)
  await page.getByRole('heading', { level: 1, name: text(locale, 'checkout.heading.booking') }).waitFor()
}

const cardField = (page: Page, locale: SiteId) => page.getByRole('textbox', { name: text(locale, 'checkout.giftCard.label') })
const applyButton = (page: Page, locale: SiteId) => page.getByRole('button', { name: text(locale, 'checkout.giftCard.apply'), exact: true })
const priceText = async (page: Page, locale: SiteId) =>
  plain(await page.getByRole('region', { name: text(locale, 'checkout.price.title') }).textContent())

describe('spending a gift card on stays', () => {
  it('buys a card, books a stay it covers at 1280 px, shows its balance to its recipient, and spends the rest at 360 px on another site', async () => {
    const first = await bookableStay('fr_FR', 5)
    // A card a little above the first stay: it covers it and keeps 15 € for another order.
    const euros = Math.ceil(first.quote.amountToPay / 100) + 15
    const value = euros * 100
    const rest = value - first.quote.amountToPay

    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    await asVisitor(page)
    const errors = watchErrors(page)
    const code = await buyGift(page, 'fr_FR', { kind: 'giftcard', amount: value, giftFormat: 'digital' })

    // The stay's summary: the buyer's details first, then a wrong code, which says why and keeps everything typed.
    await openSummary(page, 'fr_FR', first.request)
    await fillBuyer(page, 'fr_FR', false)
    await cardField(page, 'fr_FR').fill('ZZZZ-ZZZZ-ZZZZ')
    await applyButton(page, 'fr_FR').click()
    await page
      .getByRole('alert')
      .filter({ hasText: text('fr_FR', 'checkout.giftCard.error.notFound') })
      .waitFor()
    expect(await cardField(page, 'fr_FR').inputValue()).toBe('ZZZZ-ZZZZ-ZZZZ')
    expect(await page.getByRole('textbox', { name: text('fr_FR', 'checkout.buyer.email') }).inputValue()).toBe('anna.martin@example.com')
    expect(await page.getByRole('textbox', { name: text('fr_FR', 'checkout.buyer.firstName'), exact: true }).inputValue()).toBe('Anna')
    // A code that cannot be one is refused in the browser; Enter in the field applies, it does not submit the order.
    await cardField(page, 'fr_FR').fill('12-34')
    await cardField(page, 'fr_FR').press('Enter')
    await page
      .getByRole('alert')
      .filter({ hasText: text('fr_FR', 'beneficiary.login.malformed') })
      .waitFor()
    expect(page.url()).toContain('/checkout/sum-up')

    // The right code, typed in lower case: the card pays the whole stay.
    await cardField(page, 'fr_FR').fill(code.toLowerCase())
    await applyButton(page, 'fr_FR').click()
    const applied = page.getByRole('status').filter({ hasText: code })
    await applied.waitFor()
    expect(plain(await applied.textContent())).toContain(
      text('fr_FR', 'checkout.giftCard.applied', { amount: money(first.quote.amountToPay, 'fr_FR') }),
    )
    const price = await priceText(page, 'fr_FR')
    expect(price).toContain(text('fr_FR', 'checkout.price.giftCard'))
    expect(price).toContain(`−${money(first.quote.amountToPay, 'fr_FR')}`)
    expect(price).toContain(`${text('fr_FR', 'checkout.price.toPay')}${money(0, 'fr_FR')}`)
    expect(await page.getByRole('radio', { name: text('fr_FR', 'checkout.wallet.apple_pay') }).count()).toBe(0)
    await noOverflow(page, 1280)
    await reviewShot(page, 'giftcard-spend-sum-up-fr_FR-1280', { fullPage: true })
    // Nothing to pay: confirmed without the wallet.
    await page.getByRole('button', { name: text('fr_FR', 'checkout.pay.confirmCovered') }).click()
    await page.waitForURL(/\/confirmation\/[0-9a-f-]{36}/)
    await hydrated(page)
    await page.getByText(text('fr_FR', 'checkout.confirmation.bookingConfirmed')).waitFor()
    const confirmation = plain(await page.textContent('main'))
    expect(confirmation).toContain(`${text('fr_FR', 'checkout.confirmation.giftCard')} ••••-••••-${code.slice(-4)}`)
    expect(confirmation).toContain(money(first.quote.amountToPay, 'fr_FR'))
    expect(confirmation).not.toContain(code)
    await reviewShot(page, 'giftcard-spend-confirmation-fr_FR-1280', { fullPage: true })

    // The recipient signs in with the card: its balance, until when, its use, where to spend the rest.
    await signInWithCode(page, 'fr_FR', code)
    const balance = page.getByRole('region', { name: text('fr_FR', 'beneficiary.gift.card.title') })
    await balance.waitFor()
    const balanceText = plain(await balance.textContent())
    expect(balanceText).toContain(money(rest, 'fr_FR'))
    expect(balanceText).toContain(money(value, 'fr_FR'))
    expect(balanceText).toContain(text('fr_FR', 'beneficiary.gift.card.what.booking'))
    expect(balanceText).toContain(`−${money(first.quote.amountToPay, 'fr_FR')}`)
    expect(await balance.getByRole('link', { name: text('fr_FR', 'beneficiary.gift.card.bookStay') }).getAttribute('href')).toBe(
      '/fr-fr/recherche?flow=booking',
    )
    expect(await balance.getByRole('link', { name: text('fr_FR', 'beneficiary.gift.card.bookActivity') }).getAttribute('href')).toBe(
      '/fr-fr/activites',
    )
    await noOverflow(page, 1280)
    await reviewShot(page, 'giftcard-spend-gift-fr_FR-1280', { fullPage: true })

    // At 360 px on the Dutch site, still signed in: the payment step has the card's code already.
    await page.setViewportSize({ width: 360, height: 780 })
    const second = await bookableStay('nl_NL', 7)
    await openSummary(page, 'nl_NL', second.request)
    expect(await cardField(page, 'nl_NL').inputValue()).toBe(code)
    await fillBuyer(page, 'nl_NL', false)
    await applyButton(page, 'nl_NL').click()
    const appliedRest = page.getByRole('status').filter({ hasText: code })
    await appliedRest.waitFor()
    expect(plain(await appliedRest.textContent())).toContain(text('nl_NL', 'checkout.giftCard.applied', { amount: money(rest, 'nl_NL') }))
    const toPay = second.quote.amountToPay - rest
    expect(await priceText(page, 'nl_NL')).toContain(`${text('nl_NL', 'checkout.price.toPay')}${money(toPay, 'nl_NL')}`)
    await noOverflow(page, 360)
    await reviewShot(page, 'giftcard-spend-sum-up-nl_NL-360', { fullPage: true })
    // The wallet pays the rest.
    await page.getByRole('button', { name: text('nl_NL', 'checkout.pay.confirm') }).click()
    const wallet = page.getByRole('dialog', { name: text('nl_NL', 'checkout.wallet.apple_pay') })
    expect(plain(await wallet.textContent())).toContain(money(toPay, 'nl_NL'))
    await wallet.getByRole('button', { name: text('nl_NL', 'checkout.wallet.approve') }).click()
    await page.waitForURL(/\/confirmation\/[0-9a-f-]{36}\?status=success/)
    await hydrated(page)
    const paid = plain(await page.textContent('main'))
    expect(paid).toContain(`${text('nl_NL', 'checkout.confirmation.giftCard')} ••••-••••-${code.slice(-4)}`)
    expect(paid).toContain(money(toPay, 'nl_NL'))
    await noOverflow(page, 360)
    await reviewShot(page, 'giftcard-spend-confirmation-nl_NL-360', { fullPage: true })

    // The card is used up: its page says so and lists both uses.
    await page.goto(`${BASE}/nl-nl/beneficiary/gift`)
    await hydrated(page)
    await page.getByText(text('nl_NL', 'beneficiary.gift.status.usedUp')).waitFor()
    const usedUp = plain(await page.getByRole('region', { name: text('nl_NL', 'beneficiary.gift.card.title') }).textContent())
    expect(usedUp).toContain(text('nl_NL', 'beneficiary.gift.card.usedUp'))
    expect(usedUp).toContain(money(0, 'nl_NL'))
    expect(
      await page
        .getByRole('listitem')
        .filter({ hasText: text('nl_NL', 'beneficiary.gift.card.what.booking') })
        .count(),
    ).toBe(2)
    await noOverflow(page, 360)
    await reviewShot(page, 'giftcard-spend-gift-nl_NL-360', { fullPage: true })

    // Applied again on another stay, the card says it has nothing left.
    await openSummary(page, 'nl_NL', second.request)
    await applyButton(page, 'nl_NL').click()
    await page
      .getByRole('alert')
      .filter({ hasText: text('nl_NL', 'checkout.giftCard.error.usedUp') })
      .waitFor()
    // The browser logs the refused codes' answers (404, 409) itself; nothing else may go wrong.
    expect(errors.filter((e) => !/status of (404|409)/.test(e))).toEqual([])
    expect(errors).toHaveLength(2)
    await page.close()
  })
})
