import { Temporal } from 'temporal-polyfill'

/** Formats cents as a price in the site's locale ('129 €', '€ 129'). */
export function formatPrice(cents: number, bcp47: string, decimals = false): string {
  return new Intl.NumberFormat(bcp47, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: decimals ? 2 : 0,
    maximumFractionDigits: decimals ? 2 : 0,
  }).format(decimals ? cents / 100 : Math.ceil(cents / 100))
}

/** A review score with one decimal and a comma where the locale uses one (8,6). */
export function formatScore(score: number, bcp47: string): string {
  return new Intl.NumberFormat(bcp47, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(score)
}

/** An ISO date as a short localised date (sam. 5 déc.). */
export function formatDay(iso: string, bcp47: string): string {
  return Temporal.PlainDate.from(iso).toLocaleString(bcp47, { weekday: 'short', day: 'numeric', month: 'short' })
}
