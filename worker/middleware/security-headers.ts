import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'

type Options = { production?: boolean }

/**
 * Security headers on every response, and a per-request CSP nonce shared by
 * the streamed React scripts of the page.
 */
export function securityHeaders({ production = false }: Options = {}): MiddlewareHandler<AppEnv> {
  return async function securityHeadersMiddleware(c, next) {
    const bytes = new Uint8Array(16)
    crypto.getRandomValues(bytes)
    const nonce = btoa(String.fromCharCode(...bytes))
    c.set('nonce', nonce)
    await next()
    const csp = [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      "connect-src 'self'",
      "worker-src 'self' blob:",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ].join('; ')
    c.header('Content-Security-Policy', csp)
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    c.header('Permissions-Policy', 'camera=(), microphone=(), payment=(self), geolocation=(self)')
    c.header('X-Frame-Options', 'DENY')
    if (production) c.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload')
    else c.header('Strict-Transport-Security', 'max-age=0')
  }
}
