import type { MiddlewareHandler } from 'hono'
import type { RateLimitScope } from '../data/cache-keys'
import { countRequest } from '../data/rate-limit'
import type { AppEnv } from '../env'

/** An IPv4 or IPv6 address as Cloudflare sends it; anything else is not used as a key. */
const IP_PATTERN = /^[0-9A-Fa-f:.]{2,45}$/

/** The client a request is counted against: cf-connecting-ip (set by Cloudflare), else 'local'. */
export function clientIp(header: string | undefined): string {
  if (header === undefined || header === '') return 'local'
  return IP_PATTERN.test(header) ? header : 'invalid'
}

/** Refuses with 429 (and Retry-After) once the client has used its requests of the minute. */
export function rateLimit(scope: RateLimitScope): MiddlewareHandler<AppEnv> {
  return async function rateLimitMiddleware(c, next) {
    const verdict = await countRequest(c, scope, clientIp(c.req.header('cf-connecting-ip')))
    if (!verdict.allowed) {
      return c.json({ error: { code: 'RATE_LIMITED', message: 'Too many requests, try again later' } }, 429, {
        'Retry-After': String(verdict.retryAfter),
      })
    }
    await next()
  }
}
