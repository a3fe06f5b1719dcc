import type { Context } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from './env'

/**
 * The request came over https (every deployed host). Cookies are Secure there; a laptop's plain
 * http gets them without, or the browser would refuse them and sign-out could not clear them.
 */
export function onHttps(c: Context<AppEnv>): boolean {
  return new URL(c.req.url).protocol === 'https:'
}

type SessionCookieOptions = {
  sameSite: 'Lax' | 'Strict'
  /** Seconds; without, the cookie lasts the browser's session. */
  maxAge?: number
}

/** A sign-in cookie: the whole host, HttpOnly, Secure on https. */
export function setSessionCookie(c: Context<AppEnv>, name: string, token: string, options: SessionCookieOptions): void {
  setCookie(c, name, token, { path: '/', httpOnly: true, secure: onHttps(c), ...options })
}

/** Removes a sign-in cookie set by setSessionCookie (same path and attributes). */
export function clearSessionCookie(c: Context<AppEnv>, name: string, sameSite: SessionCookieOptions['sameSite']): void {
  deleteCookie(c, name, { path: '/', httpOnly: true, secure: onHttps(c), sameSite })
}
