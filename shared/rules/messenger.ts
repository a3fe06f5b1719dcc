// The contact page's messenger (site-wide §2 "A chat button, hidden if the messenger is disabled.
// The messenger is enabled only in production or in the Spanish locale. Chat hours: 9 to 6, Monday
// to Friday", §6 customer care "messenger behave[s] differently"; product-pages §9 "Messenger chat
// hours 9 to 6 Monday to Friday; contact answer within 48h").
import { Temporal } from 'temporal-polyfill'
import type { SiteId } from '../sites'

/**
 * What the contact page offers: nothing (messenger disabled), the visitor's chat, or, on the
 * customer-care host, a note instead of it: advisers answer the conversations from their own tools
 * (GET /ops/messenger), and a conversation started from the care host would be staff talking to
 * staff under a visitor's name.
 */
export type MessengerMode = 'off' | 'visitor' | 'care'

/** The messenger is enabled in production (PRODUCTION = "true") and, everywhere, on the Spanish site. */
export function isMessengerEnabled(input: { readonly production: boolean; readonly siteId: SiteId }): boolean {
  return input.production || input.siteId === 'es_ES'
}

/** The messenger's mode for a request: off when disabled, the care note in customer-care mode, else the visitor's chat. */
export function messengerMode(input: {
  readonly production: boolean
  readonly siteId: SiteId
  readonly customerCare: boolean
}): MessengerMode {
  if (!isMessengerEnabled(input)) return 'off'
  return input.customerCare ? 'care' : 'visitor'
}

/** Chat hours in the site's time zone: from 9:00 (included) to 18:00 (excluded), Monday (1) to Friday (5). */
export const CHAT_HOURS = { opens: 9, closes: 18, firstDay: 1, lastDay: 5 } as const

/** True when advisers are at their desks: a weekday between 9:00 and 18:00 on the site's clock, whatever its offset that day. */
export function isWithinChatHours(epochMs: number, timeZone: string): boolean {
  const local = Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(timeZone)
  return (
    local.dayOfWeek >= CHAT_HOURS.firstDay &&
    local.dayOfWeek <= CHAT_HOURS.lastDay &&
    local.hour >= CHAT_HOURS.opens &&
    local.hour < CHAT_HOURS.closes
  )
}

/** Longest name, email and message; most messages a conversation keeps taking (a flood stops there). */
export const MESSENGER_LIMITS = { name: 80, email: 254, body: 1000, messagesPerConversation: 200 } as const

/** How often an open chat asks for new messages, while its tab is visible. */
export const MESSENGER_POLL_MS = 10_000

/** A conversation without activity for this many days is no longer listed as open to advisers. */
export const MESSENGER_OPEN_DAYS = 30
