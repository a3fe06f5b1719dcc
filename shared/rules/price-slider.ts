// Price filter slider (search.md §5 and §9): people see and type whole euros
// per person per night; the hash and the API carry cents. Typed values and
// labels are in price-input.ts.
import type { Cents } from '../money'
import type { Flow } from '../sites'

/** Slider bounds in euros: 9 to 250; activity flow floor 1; control max 1000 without a constant. */
export const PRICE_SLIDER = {
  min: 9,
  activityMin: 1,
  max: 250,
  defaultControlMax: 1000,
} as const

/** Slider position in whole euros. */
export interface PriceRange {
  readonly min: number
  readonly max: number
}

/** Price filter as stored in the criteria (cents; absent means unbounded). */
export interface PriceFilter {
  readonly priceMin?: Cents
  readonly priceMax?: Cents
}

/** Lowest slider value of a flow: 1 € for activities, 9 € otherwise. */
export function sliderFloor(flow: Flow): number {
  return flow === 'activity' ? PRICE_SLIDER.activityMin : PRICE_SLIDER.min
}

/** Top of the slider control: the configured constant, else 1000. */
export function sliderControlMax(configuredMax?: number): number {
  return configuredMax ?? PRICE_SLIDER.defaultControlMax
}

/**
 * Slider values to the stored filter: a minimum at or below the floor (9 €, or
 * 1 € in the activity flow) means no minimum; a maximum of 250 € or more means
 * no maximum. Euros are stored × 100.
 */
export function toPriceFilter(range: PriceRange, flow: Flow): PriceFilter {
  const min = Math.round(range.min)
  const max = Math.round(range.max)
  return {
    ...(min > sliderFloor(flow) ? { priceMin: min * 100 } : {}),
    ...(max < PRICE_SLIDER.max ? { priceMax: max * 100 } : {}),
  }
}

/** Stored filter to slider values: missing bounds sit at the floor and at 250 €. */
export function fromPriceFilter(filter: PriceFilter, flow: Flow): PriceRange {
  return {
    min: filter.priceMin !== undefined ? Math.round(filter.priceMin / 100) : sliderFloor(flow),
    max: filter.priceMax !== undefined ? Math.round(filter.priceMax / 100) : PRICE_SLIDER.max,
  }
}

/** True when the filter narrows the price (it differs from the defaults). */
export function isPriceFilterActive(filter: PriceFilter, flow: Flow): boolean {
  const normalized = toPriceFilter(fromPriceFilter(filter, flow), flow)
  return normalized.priceMin !== undefined || normalized.priceMax !== undefined
}
