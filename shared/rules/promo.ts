// Promo percentages and where they may be shown (search.md §9,
// product-pages.md §5 and §9, site-wide.md §5).
import type { Cents } from '../money'
import type { Message } from '../message'

/** Where a promo percentage is displayed; each place has its own threshold. */
export type PromoContext = 'card' | 'box' | 'activityResults' | 'offerList'

/**
 * Smallest percentage shown per context, and whether it is exclusive:
 * boxes need more than 5, activity results at least 5, offer lists at least 10,
 * cards any positive discount.
 */
export const PROMO_THRESHOLDS: Readonly<Record<PromoContext, { readonly min: number; readonly exclusive: boolean }>> = {
  card: { min: 0, exclusive: true },
  box: { min: 5, exclusive: true },
  activityResults: { min: 5, exclusive: false },
  offerList: { min: 10, exclusive: false },
}

/**
 * Discount percentage: 100 − sell / reference × 100, rounded up, negatives clamped to 0.
 * Integer arithmetic keeps exact quotients exact (9000 of 10000 is 10, not 11).
 */
export function promoPercent(sellCents: Cents, refCents: Cents): number {
  if (!(refCents > 0) || !(sellCents >= 0)) return 0
  const percent = Math.ceil(((refCents - sellCents) * 100) / refCents)
  return Math.max(0, percent)
}

/** True when a percentage passes the threshold of a display context. */
export function isPromoShown(percent: number, context: PromoContext): boolean {
  const { min, exclusive } = PROMO_THRESHOLDS[context]
  return exclusive ? percent > min : percent >= min
}

/** Percentage to display in a context, or 0 when it must not be shown. */
export function displayedPromo(sellCents: Cents, refCents: Cents, context: PromoContext): number {
  if (context === 'box' && !(refCents > sellCents)) return 0
  const percent = promoPercent(sellCents, refCents)
  return isPromoShown(percent, context) ? percent : 0
}

/** Promo label text '-N%' (a symbol, not prose, so it is not translated). */
export function formatPromo(percent: number): string {
  return `-${percent}%`
}

/** Auto-discount code attached to an offer. */
export interface AutoDiscount {
  readonly code: string
  readonly value: number
}

/** Badge 'Promo: Save {discount}% extra' for an auto-discount, or null when there is none. */
export function autoDiscountBadge(autoDiscount: AutoDiscount | null | undefined, enabled: boolean): Message | null {
  if (!enabled || !autoDiscount || !(autoDiscount.value > 0)) return null
  return { id: 'promo.autoDiscount', values: { discount: autoDiscount.value, code: autoDiscount.code } }
}

/** What the product page price banner shows (hidden in gifting). */
export type PriceBannerKind = 'hidden' | 'loading' | 'moneySaved' | 'discountPercent' | 'default'

/** Price banner choice: with dates and a promo the money saved, without dates the percent. */
export function priceBannerKind(input: {
  readonly gifting: boolean
  readonly loading: boolean
  readonly hasDates: boolean
  readonly promoPercent: number
}): PriceBannerKind {
  if (input.gifting) return 'hidden'
  if (input.loading) return 'loading'
  if (input.promoPercent > 0) return input.hasDates ? 'moneySaved' : 'discountPercent'
  return 'default'
}
