import { atom } from 'jotai'
import type { SiteId } from '../../shared/sites'

/**
 * Turned on when one of the page's calls fails in a way the visitor cannot fix: the error
 * modal opens, and closing it reloads the page (product-pages.md §4 "Error modal").
 */
export const pageFailedAtom = atom(false)

/** Longest message the logs endpoint keeps (shared/api/logs LOG_MESSAGE_MAX; not imported, its schemas would come along). */
const LOG_LIMIT = 256

/** An answer that is not a 2xx, with its status: a refusal (4xx) is told from a server failure (5xx). */
export class AnswerError extends Error {
  constructor(
    readonly status: number,
    url: string,
  ) {
    super(`${url.split('?')[0]} answered ${status}`)
    this.name = 'AnswerError'
  }
}

const statusOf = (error: Error): number | null =>
  'status' in error && typeof error.status === 'number' && error.status > 0 ? error.status : null

/**
 * Whether a call's failure is one the visitor cannot fix: no connection (fetch's TypeError), a 5xx,
 * or an answer that is not what the call expects (unreadable JSON, a schema's refusal). A refusal
 * with its own code (a 4xx, an unbookable quote's errors) keeps its own message; an aborted call
 * was only superseded.
 */
export function isUnfixable(error: unknown): boolean {
  if (!(error instanceof Error) || error.name === 'AbortError') return false
  const status = statusOf(error)
  if (status !== null) return status >= 500
  return error instanceof TypeError || error instanceof SyntaxError || error.name === 'ValiError'
}

/** The logs endpoint's body for a failed checkout start: level ERROR, the error (with its HTTP status) cut to 256 characters like the crash page's. */
export function checkoutFailureReport(locale: SiteId, error: unknown): string {
  const status = error instanceof Error ? statusOf(error) : null
  const message = (error instanceof Error ? `${error.name}${status ? ` ${status}` : ''}: ${error.message}` : String(error)).slice(
    0,
    LOG_LIMIT,
  )
  return JSON.stringify({ level: 'ERROR', locale, location: 'application.client.checkout-init', message })
}

/** Reports a failed checkout start to the logs endpoint (product-pages.md §8); a lost report costs the visitor nothing. */
export function reportCheckoutFailure(locale: SiteId, error: unknown): void {
  fetch('/api/logs', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: checkoutFailureReport(locale, error),
    keepalive: true,
  }).catch(() => undefined)
}
