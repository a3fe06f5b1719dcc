// The gift card (product-pages.md "Gift-card customisation page", §1 product type GIFTCARD, §9
// "Gift-card text: card valid one year and a half"): an amount of the giver's choice, spent by the
// recipient on any stay, delivered by e-mail or by post like the other gift formats. Amounts are
// whole euros: the presets offered first, or another amount between the minimum and the maximum.
// No valibot here: the gift card page imports this file in the browser.
import type { GiftcardCheckout } from '../checkout/checkout-link'
import type { Message } from '../message'
import type { Cents } from '../money'
import { giftcardPath, type Site } from '../sites'

/** The amounts offered first, in euros. */
export const GIFTCARD_PRESETS = [50, 100, 150, 200, 300] as const

/** Smallest and largest amount of a card, in whole euros. */
export const GIFTCARD_LIMITS = { min: 20, max: 1000 } as const

/** The amount a card opens with, in euros. */
export const DEFAULT_GIFTCARD_AMOUNT = 100

/** How long a card can be spent: one year and a half. */
export const GIFTCARD_VALIDITY_MONTHS = 18

/** Whether a number of euros is an amount a card can hold (whole, within the limits). */
export function isGiftcardAmount(euros: number): boolean {
  return Number.isInteger(euros) && euros >= GIFTCARD_LIMITS.min && euros <= GIFTCARD_LIMITS.max
}

/** The range, as the messages show it. */
const RANGE = { min: GIFTCARD_LIMITS.min, max: GIFTCARD_LIMITS.max }

/**
 * Reads the other amount as people type it ('75', '75 €', '75,00', '€ 75'): whole euros within the
 * limits, else why not: empty, not a whole number of euros, or outside the range.
 */
export function parseGiftcardAmount(text: string): { euros: number; error: null } | { euros: null; error: Message } {
  const cleaned = text.replace(/[\s\u00a0\u202f€]/g, '').replace(/[.,]0{1,2}$/, '')
  if (cleaned === '') return { euros: null, error: { id: 'giftcard.amount.error.empty', values: RANGE } }
  if (!/^\d{1,7}$/.test(cleaned)) return { euros: null, error: { id: 'giftcard.amount.error.whole', values: RANGE } }
  const euros = Number(cleaned)
  if (!isGiftcardAmount(euros)) return { euros: null, error: { id: 'giftcard.amount.error.range', values: RANGE } }
  return { euros, error: null }
}

/** The amount a page opens with: the address's when it is one a card can hold, else the default. */
export function initialGiftcardAmount(param: string | null | undefined): number {
  const euros = param && /^\d{1,7}$/.test(param) ? Number(param) : NaN
  return isGiftcardAmount(euros) ? euros : DEFAULT_GIFTCARD_AMOUNT
}

/** A card's price: its amount, plus the shipping cost when it is posted (free when 0). */
export function giftcardPrice(
  amount: Cents,
  format: GiftcardCheckout['giftFormat'],
  shipping: Cents,
): { giftcard: Cents; shipping: Cents; total: Cents } {
  const delivery = format === 'physical' ? shipping : 0
  return { giftcard: amount, shipping: delivery, total: amount + delivery }
}

/** The gift card page opening with a card's amount and format: the way back from its summary. */
export function giftcardPageHref(site: Pick<Site, 'pathPrefix'>, request: Pick<GiftcardCheckout, 'amount' | 'giftFormat'>): string {
  const query = new URLSearchParams({ amount: String(request.amount / 100), giftFormat: request.giftFormat })
  return `${giftcardPath(site)}?${query.toString()}`
}

/** What the gift card page opens with: an amount in euros (a preset or another) and a format. */
export interface GiftcardPageData {
  readonly amount: number
  readonly format: GiftcardCheckout['giftFormat']
}

/** The amount the page shows chosen: one of the presets, or another typed in. */
export type AmountChoice = { readonly kind: 'preset'; readonly euros: number } | { readonly kind: 'other'; readonly text: string }

/** The choice an amount opens with: its preset when it is one, else the other amount's field holding it. */
export function amountChoiceOf(euros: number): AmountChoice {
  return (GIFTCARD_PRESETS as readonly number[]).includes(euros) ? { kind: 'preset', euros } : { kind: 'other', text: String(euros) }
}

/** The euros of a choice, or why the other amount cannot be a card's. */
export function chosenAmount(choice: AmountChoice): ReturnType<typeof parseGiftcardAmount> {
  return choice.kind === 'preset' ? { euros: choice.euros, error: null } : parseGiftcardAmount(choice.text)
}
