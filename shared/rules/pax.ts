// Traveller composition rules (search.md §5, product-pages.md §4 and §5).
import type { Flow } from '../sites'

/** A party of travellers; singleRoom is the `s` hash flag. */
export interface Pax {
  readonly adults: number
  readonly children: number
  readonly babies: number
  readonly singleRoom: boolean
}

/** A counted traveller kind. */
export type PaxField = 'adults' | 'children' | 'babies'

/** Inclusive bounds of a counter. */
export interface Range {
  readonly min: number
  readonly max: number
}

/** Limits of the traveller selector. */
export const PAX_LIMITS: Readonly<Record<PaxField, Range>> = {
  adults: { min: 1, max: 20 },
  children: { min: 0, max: 10 },
  babies: { min: 0, max: 10 },
}

/** Default party: 2 adults, no children, no babies. */
export const DEFAULT_PAX: Pax = { adults: 2, children: 0, babies: 0, singleRoom: false }

/** Gifting always prices 2 adults, 0 children, 0 babies. */
export const GIFT_PAX: Pax = DEFAULT_PAX

/** Age label of each traveller kind, as message ids (adults 12+, children 3–11, babies 0–2). */
export const AGE_LABELS: Readonly<
  Record<PaxField, { readonly minAge: number; readonly maxAge: number | null; readonly messageId: string }>
> = {
  adults: { minAge: 12, maxAge: null, messageId: 'pax.age.adults' },
  children: { minAge: 3, maxAge: 11, messageId: 'pax.age.children' },
  babies: { minAge: 0, maxAge: 2, messageId: 'pax.age.babies' },
}

/** Participants in the activity search form. */
export const ACTIVITY_SEARCH_PARTICIPANTS: Range = { min: 1, max: 2 }

/** Default bounds of the activity participant stepper on the activity page. */
export const ACTIVITY_STEPPER: Range = { min: 1, max: 20 }

/** Stay card defaults: prices shown for 2 travellers and 1 night; pax selector range 1–2. */
export const STAY_CARD_DEFAULTS = { participants: 2, nights: 1, selectorRange: { min: 1, max: 2 } } as const

/** True when the value is an integer inside the range. */
export function isInRange(value: number, range: Range): boolean {
  return Number.isInteger(value) && value >= range.min && value <= range.max
}

/** The single-room flag is forced on as soon as a child or a baby travels. */
export function normalizePax(pax: Pax): Pax {
  const forced = pax.children > 0 || pax.babies > 0
  return forced && !pax.singleRoom ? { ...pax, singleRoom: true } : pax
}

/**
 * One counter change. An out-of-range or non-integer value is ignored (the
 * previous party is returned). The single-room flag follows the children and
 * babies: on when any travels, off again when none does.
 */
export function changePax(previous: Pax, field: PaxField, value: number): Pax {
  if (!isInRange(value, PAX_LIMITS[field])) return previous
  const next = { ...previous, [field]: value }
  return { ...next, singleRoom: next.children > 0 || next.babies > 0 }
}

/** Whether the − and + buttons of a counter are enabled. */
export function stepperState(value: number, range: Range): { readonly canDecrement: boolean; readonly canIncrement: boolean } {
  return { canDecrement: value > range.min, canIncrement: value < range.max }
}

/** The party actually searched in a flow: gifting forces 2/0/0. */
export function paxForFlow(pax: Pax, flow: Flow): Pax {
  return flow === 'gifting' ? GIFT_PAX : pax
}

/** Number of people in the party. */
export function paxCount(pax: Pax): number {
  return pax.adults + pax.children + pax.babies
}

/** A participant count change within bounds, ignored (previous kept) when outside. */
export function changeParticipants(previous: number, next: number, range: Range): number {
  return isInRange(next, range) ? next : previous
}

/**
 * Starting participant count on an activity page: the hash `a` when a price
 * exists for it, else the smallest count that has a price (null when none).
 */
export function initialActivityParticipants(hashAdults: number | undefined, pricedCounts: readonly number[]): number | null {
  if (pricedCounts.length === 0) return null
  if (hashAdults !== undefined && pricedCounts.includes(hashAdults)) return hashAdults
  return Math.min(...pricedCounts)
}

/**
 * Activity page stepper: a change outside the min/max of the priced counts is
 * ignored; inside them but without a price it resets to the minimum.
 */
export function changeActivityParticipants(previous: number, next: number, pricedCounts: readonly number[]): number {
  if (pricedCounts.length === 0) return previous
  const min = Math.min(...pricedCounts)
  const max = Math.max(...pricedCounts)
  if (!Number.isInteger(next) || next < min || next > max) return previous
  return pricedCounts.includes(next) ? next : min
}
