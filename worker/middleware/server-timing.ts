import type { MiddlewareHandler } from 'hono'
import { D1Meter } from '../data/d1-meter'
import type { AppEnv } from '../env'
import { setResponseHeaders } from './response-headers'

/**
 * Meters the D1 work of each API request and sends it as Server-Timing
 * (`d1;dur=…;desc="queries=N rows=M"`): a KV hit shows queries=0.
 */
export function serverTiming(): MiddlewareHandler<AppEnv> {
  return async function serverTimingMiddleware(c, next) {
    const meter = new D1Meter()
    c.set('d1Meter', meter)
    await next()
    setResponseHeaders(c, [['Server-Timing', meter.serverTiming()]], { append: true })
  }
}
