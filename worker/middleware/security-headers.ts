import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'
import { setResponseHeaders } from './response-headers'

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
    const extra = c.get('cspSources') ?? {}
    const sources = (directive: keyof typeof extra, own: string) => [own, ...(extra[directive] ?? [])].join(' ')
    const csp = [
      "default-src 'self'",
      sources('script-src', `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`),
      sources('style-src', "style-src 'self' 'unsafe-inline'"),
      "img-src 'self' data: blob:",
      "font-src 'self'",
      sources('connect-src', "connect-src 'self'"),
      ...(extra['frame-src'] ? [sources('frame-src', 'frame-src')] : []),
      "worker-src 'self' blob:",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      sources('form-action', "form-action 'self'"),
      "object-src 'none'",
    ].join('; ')
    setResponseHeaders(c, [
      ['Content-Security-Policy', csp],
      ['X-Content-Type-Options', 'nosniff'],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ['Permissions-Policy', 'camera=(), microphone=(), payment=(self), geolocation=(self)'],
      ['X-Frame-Options', 'DENY'],
      ['Strict-Transport-Security', production ? 'max-age=63072000; includeSubDomains; preload' : 'max-age=0'],
    ])
  }
}
