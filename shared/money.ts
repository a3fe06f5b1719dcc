// Money is integer cents of EUR everywhere inside; euros appear only in what
// people see and type (sliders, formatted prices).

/** An amount in euro cents (integer). */
export type Cents = number

/** The only currency sold. */
export const CURRENCY = 'EUR'

/** Whole or decimal euros to integer cents (rounded to the nearest cent). */
export function eurosToCents(euros: number): Cents {
  return Math.round(euros * 100)
}

/** Cents to euros as a number (may carry decimals). */
export function centsToEuros(cents: Cents): number {
  return cents / 100
}

/** True when the value is a safe integer amount of cents that is not negative. */
export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
}

/** Cents rounded up to the next whole euro (still in cents). */
export function ceilToEuro(cents: Cents): Cents {
  return Math.ceil(cents / 100) * 100
}

/** Options of formatPrice. */
export interface FormatPriceOptions {
  /** Fraction digits; by default 0 for whole euros and 2 otherwise. */
  readonly decimals?: number
}

const formatters = new Map<string, Intl.NumberFormat>()

/** A price in cents formatted for a site locale (bcp47), e.g. '1 234 €' or '€ 1.234,50'. */
export function formatPrice(cents: Cents, bcp47: string, options: FormatPriceOptions = {}): string {
  const decimals = options.decimals ?? (cents % 100 === 0 ? 0 : 2)
  const key = `${bcp47}|${decimals}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(bcp47, {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    })
    formatters.set(key, formatter)
  }
  return formatter.format(cents / 100)
}

/** Total divided by a count, rounded up to the cent; a count below 1 counts as 1. */
export function divideRoundingUp(totalCents: Cents, count: number): Cents {
  const divisor = Math.max(1, Math.floor(count))
  return Math.ceil(totalCents / divisor)
}

/** Per-night price: the total divided by nights, rounded up (to the cent). */
export function pricePerNight(totalCents: Cents, nights: number): Cents {
  return divideRoundingUp(totalCents, nights)
}

/** Per-night price rounded up to the whole euro, as shown for room price differences. */
export function pricePerNightInEuros(totalCents: Cents, nights: number): number {
  return ceilToEuro(divideRoundingUp(totalCents, nights)) / 100
}

/** Per-person price of an activity card: the price divided by the number of adults, rounded up. */
export function pricePerPerson(totalCents: Cents, people: number): Cents {
  return divideRoundingUp(totalCents, people)
}

/** Money saved against the reference price, never negative. */
export function moneySaved(sellCents: Cents, refCents: Cents): Cents {
  return Math.max(0, refCents - sellCents)
}
