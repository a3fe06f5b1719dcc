import { describe, expect, it } from 'vitest'
import {
  changePricedParticipants,
  initialPricedParticipants,
  participantRange,
  participantsFromHash,
} from '../../../../shared/rules/activity-participants'

const prices = (...adults: number[]) => adults.map((n) => ({ adults: n }))

describe('the participants of the activity-only page (product-pages.md §4)', () => {
  it.each([
    ['every priced number', prices(1, 2, 3, 4), { min: 1, max: 4 }],
    ['prices in any order', prices(4, 2, 3), { min: 2, max: 4 }],
    ['a gap in the prices', prices(2, 5), { min: 2, max: 5 }],
    ['no price at all', prices(), null],
    ['numbers beyond the stepper (1 to 20) are left out', prices(0, 2, 21), { min: 2, max: 2 }],
  ])('are bounded by %s', (_case, list, expected) => {
    expect(participantRange(list)).toEqual(expected)
  })

  it.each([
    ['no a in the hash: the smallest priced number', prices(2, 3, 4), null, 2],
    ['a priced a from the hash', prices(1, 2, 3, 4), 3, 3],
    ['an a above the largest priced number: the smallest', prices(1, 2), 9, 1],
    ['an a below the smallest priced number: the smallest', prices(2, 3), 1, 2],
    ['an a inside the range without a price: the smallest', prices(1, 4), 2, 1],
    ['no price at all: 1', prices(), 3, 1],
  ])('start from %s', (_case, list, fromHash, expected) => {
    expect(initialPricedParticipants(list, fromHash)).toBe(expected)
  })

  it.each([
    ['one more inside the range', prices(1, 2, 3, 4), 2, 3, 3],
    ['one less inside the range', prices(1, 2, 3, 4), 2, 1, 1],
    ['above the largest priced number: ignored', prices(1, 2), 2, 3, 2],
    ['below the smallest priced number: ignored', prices(2, 3), 2, 1, 2],
    ['not a whole number: ignored', prices(1, 2, 3), 2, 2.5, 2],
    ['inside the range without a price: back to the minimum', prices(1, 2, 4), 4, 3, 1],
    ['no price at all: ignored', prices(), 2, 3, 2],
  ])('change by %s', (_case, list, previous, next, expected) => {
    expect(changePricedParticipants(list, previous, next)).toBe(expected)
  })

  it.each([
    ['#a=3', 3],
    ['a=12&checkin=2026-05-01', 12],
    ['#checkin=2026-05-01&a=1', 1],
    ['#a=0', null],
    ['#a=21', null],
    ['#a=two', null],
    ['#a=-1', null],
    ['#a=2.5', null],
    ['#c=2', null],
    ['', null],
  ])('read %j from the hash as %j', (hash, expected) => {
    expect(participantsFromHash(hash)).toBe(expected)
  })
})
