// Spending a gift card (product-pages.md §1 product type GIFTCARD, the price's `giftcards` and
// `reductionAmount` fields, §9 "card valid one year and a half"; site-wide.md §1 beneficiaries): the
// card's value is the amount the giver paid for; each order it pays for takes part of it, until its
// balance is 0 or its last valid day has passed. One set of rules for the browser and the worker.
// No valibot here: the checkout imports this file in the browser.
import type { Cents } from '../money'

/** What a card still holds: its value less what its uses took (never below 0). */
export function giftCardBalance(value: Cents, uses: readonly { amount: Cents }[]): Cents {
  return Math.max(0, value - uses.reduce((sum, use) => sum + use.amount, 0))
}

/** What the card pays of an amount due: its balance, at most the whole amount. */
export function giftCardCover(balance: Cents, due: Cents): Cents {
  return Math.max(0, Math.min(balance, due))
}

/** Why a card cannot pay now, or null when it can: past its last valid day, or nothing left on it. */
export type GiftCardRefusal = 'expired' | 'usedUp'

/** Expired wins over used up: a card past its date says so, whatever is left on it. */
export function giftCardRefusal(card: { balance: Cents; validUntil: string }, today: string): GiftCardRefusal | null {
  if (card.validUntil < today) return 'expired'
  return card.balance <= 0 ? 'usedUp' : null
}

/** What an order can be paid with a card for: anything but another gift card (a card does not buy a card). */
export type Purchase = 'booking' | 'gift' | 'activity' | 'box' | 'giftcard'

export function acceptsGiftCard(purchase: Purchase): boolean {
  return purchase !== 'giftcard'
}

/** The amounts of an order with a card: the card's part, and what is left to pay with the wallet (0 confirms without payment). */
export function withGiftCard(total: Cents, balance: Cents): { covered: Cents; toPay: Cents } {
  const covered = giftCardCover(balance, total)
  return { covered, toPay: total - covered }
}
