import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import {
  EXPIRATION_BADGE_DAYS,
  STRESS_CODES,
  STRESS_LIMITS,
  allStressBadges,
  stressBadges,
  visibleBadgeIndex,
  type StressInput,
} from '../../../../shared/rules/stress'

const TODAY = Temporal.PlainDate.from('2026-11-22')
const kinds = (input: StressInput) => stressBadges(input, TODAY).map((b) => b.kind)

const everything: StressInput = {
  priorityStress: 'Top seller',
  expiration: '2026-11-25',
  lastMinute: true,
  availableRooms: 2,
  stress: 'Booked 12 times today',
  marketingLabels: [{ label: 'Free cancellation' }],
}

describe('stress badge priority', () => {
  it.each<[string, StressInput, string[]]>([
    ['all sources keep the first two by priority', everything, ['priorityStress', 'expiration']],
    ['without priority stress, expiration then last minute', { ...everything, priorityStress: null }, ['expiration', 'lastMinute']],
    ['then last minute and rooms left', { ...everything, priorityStress: null, expiration: null }, ['lastMinute', 'roomsLeft']],
    ['then rooms left and generic stress', { availableRooms: 3, stress: 'x', marketingLabels: [{ label: 'y' }] }, ['roomsLeft', 'stress']],
    ['then generic stress and marketing label', { stress: 'x', marketingLabels: [{ label: 'y' }] }, ['stress', 'marketingLabel']],
    ['a marketing label alone', { marketingLabels: [{ label: 'New' }] }, ['marketingLabel']],
    ['rooms left shows at 3', { availableRooms: 3 }, ['roomsLeft']],
    ['rooms left hides at 4', { availableRooms: 4 }, []],
    ['rooms left hides at 0', { availableRooms: 0 }, []],
    ['an expired offer shows no expiration', { expiration: '2026-11-21' }, []],
    ['empty texts show nothing', { stress: '  ', marketingLabels: [{ label: '' }] }, []],
    ['nothing shows nothing', {}, []],
  ])('%s', (_rule, input, expected) => {
    expect(kinds(input)).toEqual(expected)
  })

  it('computes every candidate before the limit of two', () => {
    expect(allStressBadges(everything, TODAY)).toHaveLength(6)
    expect(STRESS_LIMITS.maxBadges).toBe(2)
  })
})

describe('stress badge content', () => {
  it.each<[string, StressInput, object]>([
    [
      'server text keeps its colour and emoji',
      { priorityStress: { message: 'Hot', color: 'alert', emoji: '🔥' } },
      { color: 'alert', messageId: 'stress.text', values: { text: 'Hot' }, emoji: '🔥' },
    ],
    [
      'an unknown server colour falls back to the default',
      { stress: { message: 'Popular', color: 'pink' } },
      { color: 'social', messageId: 'stress.text' },
    ],
    ['a plain priority text is dark', { priorityStress: 'Top' }, { color: 'dark' }],
    [
      'expiration in 3 days counts days',
      { expiration: '2026-11-25T23:59:00' },
      { color: 'alert', messageId: 'stress.expiration.days', values: { count: 3 } },
    ],
    ['expiration today says today', { expiration: '2026-11-22' }, { messageId: 'stress.expiration.today' }],
    ['last minute is an alert', { lastMinute: true }, { color: 'alert', messageId: 'stress.lastMinute' }],
    [
      'rooms left is scarcity with a count',
      { availableRooms: 1 },
      { color: 'scarcity', messageId: 'stress.roomsLeft', values: { count: 1 } },
    ],
    [
      'a marketing label is reinsurance by default',
      { marketingLabels: [{ label: 'Free cancellation' }] },
      { color: 'reinsurance', values: { text: 'Free cancellation' } },
    ],
    ['a marketing label may carry a colour', { marketingLabels: [{ label: 'New', color: 'clear' }] }, { color: 'clear' }],
  ])('%s', (_rule, input, expected) => {
    expect(stressBadges(input, TODAY)[0]).toMatchObject(expected)
  })
})

describe('cross-fade timing', () => {
  it('uses 3000 ms intervals and a 500 ms transition', () => {
    expect(STRESS_LIMITS.crossFadeMs).toBe(3000)
    expect(STRESS_LIMITS.transitionMs).toBe(500)
  })

  it.each([
    [0, 2, 0],
    [2999, 2, 0],
    [3000, 2, 1],
    [6000, 2, 0],
    [9000, 1, 0],
  ])('after %d ms with %d badges the visible one is %d', (elapsed, count, expected) => {
    expect(visibleBadgeIndex(elapsed, count)).toBe(expected)
  })
})

describe('stress codes and the expiry window', () => {
  const today = Temporal.PlainDate.from('2026-11-22')

  it.each(STRESS_CODES.map((code) => [code]))('a %s code from the catalogue becomes its own translated message', (code) => {
    const [badge] = stressBadges({ stress: code }, today)
    expect(badge).toMatchObject({ kind: 'stress', messageId: `stress.code.${code}` })
    expect(badge?.values).toBeUndefined()
  })

  it.each([
    [0, 'stress.expiration.today'],
    [EXPIRATION_BADGE_DAYS, 'stress.expiration.days'],
    [EXPIRATION_BADGE_DAYS + 1, null],
    [147, null],
  ])('an offer expiring in %i days shows %s', (days, messageId) => {
    const badges = stressBadges({ expiration: today.add({ days }).toString() }, today)
    expect(badges[0]?.messageId ?? null).toBe(messageId)
  })
})
