import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { setupI18n } from '@lingui/core'
import { readCatalog } from '../../scripts/compile-locales'
import { formatPrice } from '../../shared/money'
import { getSite, type SiteId } from '../../shared/sites'
import { hydrated } from './browser'

/** A message of a site's catalogue with its simple placeholders filled. */
export function text(locale: SiteId, id: string, values: Record<string, string> = {}): string {
  const message = readCatalog(locale)[id]
  if (message === undefined) throw new Error(`no message ${id}`)
  return message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`)
}

/** A message of a site's catalogue formatted with its values as the site does (plurals included). */
export function formatted(locale: SiteId, id: string, values: Record<string, string | number>): string {
  const message = readCatalog(locale)[id]
  if (message === undefined) throw new Error(`no message ${id}`)
  const i18n = setupI18n({ locale, locales: [getSite(locale).bcp47], messages: { [locale]: { [id]: compileMessage(message) } } })
  return i18n._(id, values)
}

/** Text as the page shows it: the narrow spaces Intl puts in prices read as plain spaces. */
export const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ')

/** A price as the summary writes it (with its cents). */
export const money = (cents: number, locale: SiteId) => plain(formatPrice(cents, getSite(locale).bcp47, { decimals: 2 }))

/** The page is no wider than the window (nothing scrolls sideways). */
export async function noOverflow(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}

/** Fills the summary's buyer details, with a postal address when the gift is posted. */
export async function fillBuyer(page: Page, locale: SiteId, postal: boolean): Promise<void> {
  await page.getByRole('textbox', { name: text(locale, 'checkout.buyer.email') }).fill('anna.martin@example.com')
  await page.getByRole('radio', { name: text(locale, 'checkout.buyer.civility.MRS') }).check()
  await page.getByRole('textbox', { name: text(locale, 'checkout.buyer.firstName'), exact: true }).fill('Anna')
  await page.getByRole('textbox', { name: text(locale, 'checkout.buyer.lastName'), exact: true }).fill('Martin')
  await page.getByRole('textbox', { name: text(locale, 'checkout.buyer.phone') }).fill('+33 6 12 34 56 78')
  if (!postal) return
  await page.getByRole('textbox', { name: text(locale, 'checkout.buyer.address') }).fill('12 rue des Lilas')
  await page.getByRole('textbox', { name: text(locale, 'checkout.buyer.postalCode') }).fill('75011')
  await page.getByRole('textbox', { name: text(locale, 'checkout.buyer.city') }).fill('Paris')
}

/** Confirms on the booking summary, approves the test wallet's payment and waits for the hydrated confirmation page. */
export async function payWithWallet(page: Page, locale: SiteId): Promise<void> {
  await page.getByRole('button', { name: text(locale, 'checkout.pay.confirm') }).click()
  await page
    .getByRole('dialog', { name: text(locale, 'checkout.wallet.apple_pay') })
    .getByRole('button', { name: text(locale, 'checkout.wallet.approve') })
    .click()
  await page.waitForURL(/\/confirmation\/[0-9a-f-]{36}\?status=success/)
  await hydrated(page)
}
