import { Temporal } from 'temporal-polyfill'
import { ceilToEuro, formatPrice as formatCents } from '../../shared/money'

/** Formats cents as a price in the site's locale ('129 €', '€ 129'): whole euros rounded up, or with cents. */
export function formatPrice(cents: number, bcp47: string, decimals = false): string {
  return decimals ? formatCents(cents, bcp47, { decimals: 2 }) : formatCents(ceilToEuro(cents), bcp47, { decimals: 0 })
}

/** Score formatters by locale: building one costs far more than using it (a calendar or a list formats many). */
const scoreFormats = new Map<string, Intl.NumberFormat>()

/** A review score with one decimal and a comma where the locale uses one (8,6). */
export function formatScore(score: number, bcp47: string): string {
  let format = scoreFormats.get(bcp47)
  if (!format) {
    format = new Intl.NumberFormat(bcp47, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
    scoreFormats.set(bcp47, format)
  }
  return format.format(score)
}

/** An ISO date as a short localised date (sam. 5 déc.). */
export function formatDay(iso: string, bcp47: string): string {
  return Temporal.PlainDate.from(iso).toLocaleString(bcp47, { weekday: 'short', day: 'numeric', month: 'short' })
}

/** An ISO date as a long localised date (4 octobre 2026). */
export function formatLongDate(iso: string, bcp47: string): string {
  return Temporal.PlainDate.from(iso).toLocaleString(bcp47, { day: 'numeric', month: 'long', year: 'numeric' })
}
