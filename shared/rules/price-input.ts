// The price slider's typed values and labels (search.md §5).
import type { Flow } from '../sites'
import { PRICE_SLIDER } from './price-slider'

/**
 * A typed value: only the first run of digits counts ('12a3' → 12, '€ 40' → 40)
 * and it is capped at the maximum; no digit at all gives null.
 */
export function parseTypedPrice(text: string, max: number): number | null {
  const digits = /\d+/.exec(text)
  if (!digits) return null
  return Math.min(Number(digits[0]), max)
}

/** True when the maximum handle is at the top, labelled '+250 €'. */
export function isOpenEndedMax(maxEuros: number): boolean {
  return maxEuros >= PRICE_SLIDER.max
}

/** Label message of the price filter: per person per night, or per person in the activity flow. */
export function priceFilterLabelId(flow: Flow): string {
  return flow === 'activity' ? 'filters.price.perPerson' : 'filters.price.perPersonPerNight'
}
