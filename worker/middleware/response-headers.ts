import type { Context } from 'hono'

/**
 * Sets headers on the response the handlers produced, from a middleware after `await next()`.
 * Hono's `c.header` copies the whole response (a new Response with every header) on each call
 * once the response exists: seven security headers meant seven copies per request, each a runtime
 * object for the garbage collector to finalise. Here the response's headers change in place, and
 * the response is copied once only when its headers are immutable (one straight from fetch or
 * from the cache).
 */
export function setResponseHeaders(c: Context, headers: Iterable<readonly [string, string]>, options: { append?: boolean } = {}): void {
  let target = c.res.headers
  for (const [name, value] of headers) {
    try {
      if (options.append) target.append(name, value)
      else target.set(name, value)
    } catch (error) {
      if (!(error instanceof TypeError)) throw error
      // Immutable headers: Hono's copy, once; the copy's headers are the response's own.
      c.header(name, value, options)
      target = c.res.headers
    }
  }
}
