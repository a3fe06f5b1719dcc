import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '../env'
import { onHttps } from '../session-cookie'

/**
 * The page a staff member asked for before signing in, kept while Google signs them in: Google
 * posts the credential to the one login URI registered for the client, which cannot carry it.
 */
export const CARE_RETURN_COOKIE = 'ww_care_return'

/** Long enough to pick an account and sign in at Google. */
const RETURN_SECONDS = 15 * 60

/** Longest path kept (a search's address with its criteria fits well within it). */
const MAX_PATH = 2000

/**
 * The path and query of `value` when it is a page of this host, else null: only a path starting
 * with one '/' (no '//host' nor '/\host', which browsers read as another host), no control
 * characters, and still this host once resolved.
 */
export function sameHostPath(value: string | undefined | null, origin: string): string | null {
  if (!value || value.length > MAX_PATH || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null
  try {
    const url = new URL(value, origin)
    return url.origin === new URL(origin).origin ? `${url.pathname}${url.search}` : null
  } catch {
    return null
  }
}

/**
 * Remembers the page for the return from Google. Google's post comes from its own site: on https
 * the cookie is SameSite=None (sent with that cross-site post) and Secure; on plain http (a laptop)
 * it carries no SameSite, which browsers send with a top-level post made within minutes.
 */
export function rememberReturnPath(c: Context<AppEnv>, path: string): void {
  const secure = onHttps(c)
  // The cookie's value is percent-encoded on the way out and decoded on the way in.
  setCookie(c, CARE_RETURN_COOKIE, path, {
    path: '/care/',
    httpOnly: true,
    maxAge: RETURN_SECONDS,
    ...(secure ? { secure: true, sameSite: 'None' as const } : {}),
  })
}

/** The remembered page, if it is one of this host. */
export function rememberedReturnPath(c: Context<AppEnv>): string | null {
  return sameHostPath(getCookie(c, CARE_RETURN_COOKIE), new URL(c.req.url).origin)
}

export function forgetReturnPath(c: Context<AppEnv>): void {
  const secure = onHttps(c)
  deleteCookie(c, CARE_RETURN_COOKIE, { path: '/care/', ...(secure ? { secure: true, sameSite: 'None' as const } : {}) })
}
