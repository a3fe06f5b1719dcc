import { readLocal, writeLocal } from './local-storage'

/** Where the browser's analytics client id is kept. */
export const CLIENT_ID_KEY = 'analyticsClientId'

/** Google's client id from its `_ga` cookie ('GA1.1.<id>.<time>'), if the page has one. */
export function googleClientId(cookie: string): string | null {
  const match = /(?:^|;\s*)_ga=GA\d\.\d\.(\d+\.\d+)/.exec(cookie)
  return match?.[1] ?? null
}

/**
 * The browser's analytics client id: Google's when it has one, else one of our own kept in the
 * browser; null when the browser keeps nothing. The tracking batches and the confirmation's
 * address (gaId) carry the same id, so a payment joins the visit that led to it.
 */
export function analyticsClientId(): string | null {
  const known = readLocal(CLIENT_ID_KEY)
  if (known) return known
  const id = googleClientId(document.cookie) ?? crypto.randomUUID()
  return writeLocal(CLIENT_ID_KEY, id) ? id : null
}
