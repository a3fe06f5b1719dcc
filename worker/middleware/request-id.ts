import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'
import { setResponseHeaders } from './response-headers'

/** Gives every request an id (from cf-ray when present) for logs and error pages. */
export function requestId(): MiddlewareHandler<AppEnv> {
  return async function requestIdMiddleware(c, next) {
    c.set('requestId', c.req.header('cf-ray') ?? crypto.randomUUID())
    await next()
    setResponseHeaders(c, [['X-Request-Id', c.get('requestId')]])
  }
}
