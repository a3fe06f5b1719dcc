// Card stress badges (search.md §3 and §4; product-pages.md §9): at most two,
// picked in a fixed priority order, cross-fading when there are two.
import type { Temporal } from 'temporal-polyfill'
import { diffDays, parseIsoDate } from '../dates'
import type { MessageValues } from '../message'

/** Colour kinds of a badge. */
export const STRESS_COLORS = ['scarcity', 'reinsurance', 'social', 'alert', 'clear', 'dark'] as const

/** One colour kind. */
export type StressColor = (typeof STRESS_COLORS)[number]

/** A server-provided stress message (stress and priorityStress inputs). */
export interface StressMessage {
  readonly message: string
  readonly color?: string
  readonly icon?: string
  readonly emoji?: string
}

/** Card fields badges are computed from. */
export interface StressInput {
  readonly availableRooms?: number | null
  /** ISO date (or date-time, whose date part is used) when the offer expires. */
  readonly expiration?: string | null
  readonly marketingLabels?: readonly { readonly label: string; readonly color?: string }[] | null
  readonly lastMinute?: boolean | null
  readonly stress?: string | StressMessage | null
  readonly priorityStress?: string | StressMessage | null
}

/** Badge sources, in priority order. */
export const STRESS_PRIORITY = ['priorityStress', 'expiration', 'lastMinute', 'roomsLeft', 'stress', 'marketingLabel'] as const

/** One badge source. */
export type StressKind = (typeof STRESS_PRIORITY)[number]

/** A badge to render. */
export interface StressBadge {
  readonly kind: StressKind
  readonly color: StressColor
  readonly messageId: string
  readonly values?: MessageValues
  readonly icon?: string
  readonly emoji?: string
}

/** Colour of each source when the server gives none. */
export const STRESS_DEFAULT_COLOR: Readonly<Record<StressKind, StressColor>> = {
  priorityStress: 'dark',
  expiration: 'alert',
  lastMinute: 'alert',
  roomsLeft: 'scarcity',
  stress: 'social',
  marketingLabel: 'reinsurance',
}

/** At most two badges; rooms left only at 3 or fewer; cross-fade every 3000 ms with a 500 ms transition. */
export const STRESS_LIMITS = { maxBadges: 2, maxRoomsLeft: 3, crossFadeMs: 3000, transitionMs: 500 } as const

function colorOf(value: string | undefined, kind: StressKind): StressColor {
  return (STRESS_COLORS as readonly string[]).includes(value ?? '') ? (value as StressColor) : STRESS_DEFAULT_COLOR[kind]
}

/** Stress codes the catalogue sends instead of a text; each has its own translated message. */
export const STRESS_CODES = ['exceptional_offer', 'flash_sale', 'last_rooms', 'booked_recently', 'high_demand', 'popular'] as const

/** An expiry further away than this creates no urgency, so no badge (the spec leaves the window open). */
export const EXPIRATION_BADGE_DAYS = 14

function fromServer(kind: 'priorityStress' | 'stress', input: string | StressMessage | null | undefined): StressBadge | null {
  if (!input) return null
  const msg = typeof input === 'string' ? { message: input } : input
  if (msg.message.trim() === '') return null
  const code = (STRESS_CODES as readonly string[]).includes(msg.message) ? msg.message : null
  return {
    kind,
    color: colorOf(msg.color, kind),
    messageId: code ? `stress.code.${code}` : 'stress.text',
    ...(code ? {} : { values: { text: msg.message } }),
    ...(msg.icon ? { icon: msg.icon } : {}),
    ...(msg.emoji ? { emoji: msg.emoji } : {}),
  }
}

function expirationBadge(expiration: string | null | undefined, today: Temporal.PlainDate): StressBadge | null {
  const date = parseIsoDate(expiration?.slice(0, 10))
  if (!date) return null
  const daysLeft = diffDays(today, date)
  if (daysLeft < 0 || daysLeft > EXPIRATION_BADGE_DAYS) return null
  return daysLeft === 0
    ? { kind: 'expiration', color: STRESS_DEFAULT_COLOR.expiration, messageId: 'stress.expiration.today' }
    : { kind: 'expiration', color: STRESS_DEFAULT_COLOR.expiration, messageId: 'stress.expiration.days', values: { count: daysLeft } }
}

/** Every badge the card qualifies for, in priority order (before the limit of two). */
export function allStressBadges(input: StressInput, today: Temporal.PlainDate): StressBadge[] {
  const rooms = input.availableRooms
  const label = input.marketingLabels?.find((l) => l.label.trim() !== '')
  const candidates: (StressBadge | null)[] = [
    fromServer('priorityStress', input.priorityStress),
    expirationBadge(input.expiration, today),
    input.lastMinute ? { kind: 'lastMinute', color: STRESS_DEFAULT_COLOR.lastMinute, messageId: 'stress.lastMinute' } : null,
    typeof rooms === 'number' && rooms >= 1 && rooms <= STRESS_LIMITS.maxRoomsLeft
      ? { kind: 'roomsLeft', color: STRESS_DEFAULT_COLOR.roomsLeft, messageId: 'stress.roomsLeft', values: { count: rooms } }
      : null,
    fromServer('stress', input.stress),
    label
      ? { kind: 'marketingLabel', color: colorOf(label.color, 'marketingLabel'), messageId: 'stress.text', values: { text: label.label } }
      : null,
  ]
  return candidates.filter((b): b is StressBadge => b !== null)
}

/** The badges shown on a card: the first two by priority. */
export function stressBadges(input: StressInput, today: Temporal.PlainDate): StressBadge[] {
  return allStressBadges(input, today).slice(0, STRESS_LIMITS.maxBadges)
}

/** Index of the badge visible after some time when two badges cross-fade (hover pins one). */
export function visibleBadgeIndex(elapsedMs: number, badgeCount: number, intervalMs: number = STRESS_LIMITS.crossFadeMs): number {
  if (badgeCount <= 1) return 0
  return Math.floor(Math.max(0, elapsedMs) / intervalMs) % badgeCount
}
