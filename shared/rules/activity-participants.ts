// Participants of the activity-only page (product-pages.md §4 "Activity
// participants"): the stepper moves between the smallest and the largest
// number of participants that has a price (the rules themselves are pax.ts's
// initialActivityParticipants and changeActivityParticipants).
import type { Range } from './pax'
import { ACTIVITY_STEPPER, changeActivityParticipants, initialActivityParticipants, isInRange } from './pax'

/** A price line of an activity-only product: the total for that many participants. */
export interface ParticipantPrice {
  readonly adults: number
}

/** The numbers of participants that have a price, inside the stepper's bounds. */
const pricedCounts = (prices: readonly ParticipantPrice[]): number[] =>
  prices.map((p) => p.adults).filter((n) => isInRange(n, ACTIVITY_STEPPER))

/** The participants asked by a hash ('#a=3…' or 'a=3…'); null when absent or not a count the stepper allows. */
export function participantsFromHash(hash: string): number | null {
  const raw = new URLSearchParams(hash.replace(/^#/, '')).get('a')
  if (raw === null || !/^\d{1,2}$/.test(raw)) return null
  const count = Number(raw)
  return isInRange(count, ACTIVITY_STEPPER) ? count : null
}

/** Smallest and largest numbers of participants with a price; null without any price. */
export function participantRange(prices: readonly ParticipantPrice[]): Range | null {
  const counts = pricedCounts(prices)
  return counts.length === 0 ? null : { min: Math.min(...counts), max: Math.max(...counts) }
}

/** One change of the stepper: ignored outside the priced range, back to the minimum on a number without a price. */
export function changePricedParticipants(prices: readonly ParticipantPrice[], previous: number, next: number): number {
  return changeActivityParticipants(previous, next, pricedCounts(prices))
}

/** The starting number: the hash's `a` when it has a price, else the smallest priced number (1 without any price). */
export function initialPricedParticipants(prices: readonly ParticipantPrice[], fromHash: number | null): number {
  return initialActivityParticipants(fromHash ?? undefined, pricedCounts(prices)) ?? ACTIVITY_STEPPER.min
}
