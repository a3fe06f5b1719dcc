import type { Context } from 'hono'
import type { AppEnv } from '../env'
import { runAfterResponse } from './cache'
import { RATE_COUNTER_TTL, RATE_LIMITS, RATE_WINDOW_SECONDS, rateLimitKey, type RateLimitScope } from './cache-keys'

/** The verdict of a rate-limit check. */
export interface RateVerdict {
  allowed: boolean
  /** Seconds until the window restarts (sent as Retry-After). */
  retryAfter: number
}

/**
 * Counts one request of `client` in the current fixed one-minute window (a counter in KV).
 * KV is eventually consistent and takes about one write per second per key, so concurrent
 * requests may under-count a little: this caps abuse, it is not an exact quota. The increment is
 * written after the response, so the check costs one KV read on the request path.
 */
export async function countRequest(c: Context<AppEnv>, scope: RateLimitScope, client: string): Promise<RateVerdict> {
  const nowSeconds = Date.now() / 1000
  const window = Math.floor(nowSeconds / RATE_WINDOW_SECONDS)
  const retryAfter = Math.max(1, Math.ceil((window + 1) * RATE_WINDOW_SECONDS - nowSeconds))
  const key = rateLimitKey(scope, client, window)
  const seen = Number((await c.env.CACHE.get(key, 'text')) ?? '0')
  const count = Number.isSafeInteger(seen) && seen > 0 ? seen : 0
  if (count >= RATE_LIMITS[scope]) return { allowed: false, retryAfter }
  runAfterResponse(c, c.env.CACHE.put(key, String(count + 1), { expirationTtl: RATE_COUNTER_TTL }))
  return { allowed: true, retryAfter }
}
