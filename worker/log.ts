import type { Context } from 'hono'
import type { AppEnv } from './env'

/** Longest message the logs keep (site-wide §5). */
export const LOG_MESSAGE_LIMIT = 256

/** Logs an error as one JSON line with the request id, its message cut to 256 characters. */
export function logError(c: Context<AppEnv>, location: string, error: unknown): void {
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
