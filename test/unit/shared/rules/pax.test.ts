import { describe, expect, it } from 'vitest'
import {
  ACTIVITY_SEARCH_PARTICIPANTS,
  ACTIVITY_STEPPER,
  AGE_LABELS,
  DEFAULT_PAX,
  PAX_LIMITS,
  STAY_CARD_DEFAULTS,
  changeActivityParticipants,
  changePax,
  changeParticipants,
  initialActivityParticipants,
  normalizePax,
  paxCount,
  paxForFlow,
  stepperState,
  type Pax,
  type PaxField,
} from '../../../../shared/rules/pax'

const pax = (adults: number, children = 0, babies = 0, singleRoom = false): Pax => ({ adults, children, babies, singleRoom })

describe('traveller limits', () => {
  it.each<[PaxField, number, number]>([
    ['adults', 1, 20],
    ['children', 0, 10],
    ['babies', 0, 10],
  ])('%s go from %d to %d', (field, min, max) => {
    expect(PAX_LIMITS[field]).toEqual({ min, max })
  })

  it.each<[string, Pax, PaxField, number, Pax]>([
    ['an adult can be added', pax(2), 'adults', 3, pax(3)],
    ['adults can reach 20', pax(19), 'adults', 20, pax(20)],
    ['a 21st adult is ignored', pax(20), 'adults', 21, pax(20)],
    ['removing the last adult is ignored', pax(1), 'adults', 0, pax(1)],
    ['an 11th child is ignored', pax(2, 10, 0, true), 'children', 11, pax(2, 10, 0, true)],
    ['negative babies are ignored', pax(2), 'babies', -1, pax(2)],
    ['a fractional count is ignored', pax(2), 'adults', 2.5, pax(2)],
    ['a child turns the single-room flag on', pax(2), 'children', 1, pax(2, 1, 0, true)],
    ['a baby turns the single-room flag on', pax(2), 'babies', 1, pax(2, 0, 1, true)],
    ['removing the last child turns it off', pax(2, 1, 0, true), 'children', 0, pax(2)],
    ['it stays on while a baby remains', pax(2, 1, 1, true), 'children', 0, pax(2, 0, 1, true)],
  ])('%s', (_rule, previous, field, value, expected) => {
    expect(changePax(previous, field, value)).toEqual(expected)
  })

  it.each([
    ['forces the flag on when a child travels', pax(2, 1), pax(2, 1, 0, true)],
    ['keeps an explicit flag for adults only', pax(2, 0, 0, true), pax(2, 0, 0, true)],
    ['leaves adults-only parties alone', pax(2), pax(2)],
  ])('normalizePax %s', (_rule, input, expected) => {
    expect(normalizePax(input)).toEqual(expected)
  })

  it.each([
    [1, { canDecrement: false, canIncrement: true }],
    [20, { canDecrement: true, canIncrement: false }],
    [5, { canDecrement: true, canIncrement: true }],
  ])('the adult stepper at %d is %j', (value, expected) => {
    expect(stepperState(value, PAX_LIMITS.adults)).toEqual(expected)
  })
})

describe('age labels and defaults', () => {
  it.each<[PaxField, number, number | null]>([
    ['adults', 12, null],
    ['children', 3, 11],
    ['babies', 0, 2],
  ])('%s are aged %d to %s', (field, minAge, maxAge) => {
    expect(AGE_LABELS[field]).toMatchObject({ minAge, maxAge, messageId: `pax.age.${field}` })
  })

  it('defaults to 2 adults, 0 children, 0 babies', () => {
    expect(DEFAULT_PAX).toEqual(pax(2))
    expect(paxCount(pax(2, 1, 1))).toBe(4)
  })

  it.each([
    ['gifting forces 2/0/0', 'gifting', pax(4, 2, 1, true), pax(2)],
    ['booking keeps the party', 'booking', pax(4, 2, 1, true), pax(4, 2, 1, true)],
    ['hotel keeps the party', 'hotel', pax(1), pax(1)],
  ] as const)('%s', (_rule, flow, input, expected) => {
    expect(paxForFlow(input, flow)).toEqual(expected)
  })

  it('prices stay cards for 2 travellers and 1 night, selector range 1 to 2', () => {
    expect(STAY_CARD_DEFAULTS).toEqual({ participants: 2, nights: 1, selectorRange: { min: 1, max: 2 } })
  })
})

describe('activity participants', () => {
  it.each([
    ['the search form accepts 2', ACTIVITY_SEARCH_PARTICIPANTS, 1, 2, 2],
    ['the search form ignores 3', ACTIVITY_SEARCH_PARTICIPANTS, 2, 3, 2],
    ['the search form ignores 0', ACTIVITY_SEARCH_PARTICIPANTS, 1, 0, 1],
    ['the page stepper accepts 20', ACTIVITY_STEPPER, 19, 20, 20],
    ['the page stepper ignores 21', ACTIVITY_STEPPER, 20, 21, 20],
  ])('%s', (_rule, range, previous, next, expected) => {
    expect(changeParticipants(previous, next, range)).toBe(expected)
  })

  it.each([
    ['starts from the hash when a price exists for it', 3, [2, 3, 4], 3],
    ['starts from the smallest priced count without hash', undefined, [4, 2, 6], 2],
    ['starts from the smallest priced count when the hash has no price', 5, [2, 4], 2],
    ['has no start without prices', 2, [], null],
  ])('the activity page %s', (_rule, hash, priced, expected) => {
    expect(initialActivityParticipants(hash, priced)).toBe(expected)
  })

  it.each([
    ['accepts a priced count', 2, 4, [2, 4, 6], 4],
    ['ignores a count above the priced maximum', 6, 7, [2, 4, 6], 6],
    ['ignores a count below the priced minimum', 2, 1, [2, 4, 6], 2],
    ['resets to the minimum when the count has no price', 4, 5, [2, 4, 6], 2],
  ])('the activity stepper %s', (_rule, previous, next, priced, expected) => {
    expect(changeActivityParticipants(previous, next, priced)).toBe(expected)
  })
})
