import type { Context } from 'hono'
import type { AppEnv } from './env'

/** Longest message the logs keep (site-wide §5). */
export const LOG_MESSAGE_LIMIT = 256

/** Logs an error as one JSON line with the request id, its message cut to 256 characters. */
export function logError(c: Context<AppEnv>, location: string, error: unknown): void {
  // Whatever failed, the answer is not the page we mean to keep: the HTML cache skips it.
  c.set('degraded', true)
  const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, LOG_MESSAGE_LIMIT)
  console.error(
    JSON.stringify({
      level: 'ERROR',
      requestId: c.get('requestId'),
      location,
      locale: c.get('site')?.id,
      path: c.req.path,
      message,
    }),
  )
}

/** Longest user agent kept in a forwarded line. */
const USER_AGENT_LIMIT = 256

/**
 * Forwards a report from the browser (client log, analytics beacon, not-found report) as one JSON
 * line on stdout, where the platform's log drain (Workers Logs, Logpush, `wrangler tail`) collects
 * it; the request id and user agent are added here, never trusted from the body.
 */
export function forwardReport(c: Context<AppEnv>, entry: Record<string, unknown>): void {
  console.log(
    JSON.stringify({
      ...entry,
      requestId: c.get('requestId') ?? null,
      ua: (c.req.header('User-Agent') ?? '').slice(0, USER_AGENT_LIMIT),
    }),
  )
}
