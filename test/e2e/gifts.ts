import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { Box } from '../../shared/api/boxes'
import type { OffersResponse } from '../../shared/api/search'
import type { StayDetail } from '../../shared/api/stay-detail'
import { checkoutHref, type CheckoutRequest } from '../../shared/checkout/checkout-link'
import { getSite, type SiteId } from '../../shared/sites'
import { BASE, hydrated } from './browser'
import { fillBuyer, payWithWallet, text } from './texts'

let visitors = 0

/**
 * Makes the page's requests come from a visitor of its own, as Cloudflare tells them apart
 * (cf-connecting-ip, which the local server takes from the request): the gift login counts tries
 * per visitor and minute, and the tests of a run, all from this machine, would otherwise share one
 * count.
 */
export async function asVisitor(page: Page): Promise<void> {
  visitors += 1
  await page.setExtraHTTPHeaders({ 'cf-connecting-ip': `203.0.113.${(process.pid + visitors) % 250}` })
}

/** A stay of the local catalogue sold as a gift, found through the gifting search as the site finds it. */
export async function giftableStay(locale: SiteId): Promise<StayDetail> {
  const res = await fetch(`${BASE}/api/offers.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ locale, flow: 'gifting', limit: 20, pax: { adults: 2, children: 0, babies: 0, singleRoom: false } }),
  })
  const { results } = (await res.json()) as OffersResponse
  for (const offer of results) {
    const stay = (await (await fetch(`${BASE}/api/weekend/${offer.id}/detail.json?locale=${locale}&gift=true`)).json()) as StayDetail
    if (stay.published && stay.giftable && stay.price?.priceType === 'GIFT') return stay
  }
  throw new Error('the local catalogue has no stay sold as a gift')
}

/** A box of the local catalogue with stays, as the box list gives it. */
export async function giftBox(locale: SiteId): Promise<Box> {
  const { boxes } = (await (await fetch(`${BASE}/gateway/boxes/search?locale=${locale}`)).json()) as { boxes: Box[] }
  const box = boxes.find((b) => b.offerCount > 0)
  if (!box) throw new Error('the local catalogue has no box with stays')
  return box
}

/**
 * Buys a gift (a one-night gift stay, or a box) on its booking summary with the test wallet, and
 * reads the voucher's code on its confirmation, where the buyer finds it.
 */
export async function buyGift(page: Page, locale: SiteId, request: CheckoutRequest): Promise<string> {
  const site = getSite(locale)
  await page.goto(`${BASE}${checkoutHref(site, request)}`)
  await hydrated(page)
  await page.getByRole('heading', { level: 1, name: text(locale, 'checkout.heading.gift') }).waitFor()
  await fillBuyer(page, locale, false)
  await payWithWallet(page, locale)
  const voucher = page.getByRole('region', { name: text(locale, 'checkout.confirmation.voucher.title') })
  const code = (await voucher.locator('.checkout-voucher__code').textContent()) ?? ''
  expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/)
  expect(await voucher.getByRole('link', { name: text(locale, 'checkout.confirmation.voucher.link') }).getAttribute('href')).toBe(
    `${site.pathPrefix}/beneficiary/login`,
  )
  return code
}

/** Signs in on the gift login with a code and waits for the gift's page. */
export async function signInWithCode(page: Page, locale: SiteId, code: string): Promise<void> {
  const site = getSite(locale)
  if (!page.url().endsWith('/beneficiary/login')) {
    await page.goto(`${BASE}${site.pathPrefix}/beneficiary/login`)
    await hydrated(page)
  }
  await page.getByRole('textbox', { name: text(locale, 'beneficiary.login.code') }).fill(code)
  await page.getByRole('button', { name: text(locale, 'beneficiary.login.submit') }).click()
  await page.waitForURL(`${BASE}${site.pathPrefix}/beneficiary/gift`)
  await hydrated(page)
}
