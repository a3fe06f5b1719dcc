import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '../env'
import { AppError } from '../errors'
import { base64url, fromBase64url } from '../base64url'

/** The gift recipient's sign-in cookie: HttpOnly, SameSite=Strict, for the visit (no expiry date: the browser drops it when closed). */
export const GIFT_SESSION_COOKIE = 'ww_gift'

/** A signed-in visit lasts at most this long, even in a browser kept open: the token carries its end. */
export const GIFT_SESSION_SECONDS = 3 * 60 * 60

/**
 * The key signing tokens where no BENEFICIARY_TOKEN_KEY is set and the site is not in production
 * (local development, tests): public, so it only protects local test gifts. Production refuses to
 * sign in without a key of its own (see .dev.vars.example).
 */
const DEVELOPMENT_KEY = 'wanderweek-local-development-key-for-gift-recipient-sign-in'

const VERSION = 'v1'

const encoder = new TextEncoder()

/** The signing key: the secret, or the development key outside production. */
function keyText(env: Pick<Env, 'BENEFICIARY_TOKEN_KEY' | 'PRODUCTION'>): string {
  // Unset secrets are absent at run time, whatever the generated type says.
  const secret: string | undefined = env.BENEFICIARY_TOKEN_KEY
  if (secret) return secret
  if (env.PRODUCTION === 'true') throw new AppError(503, 'GIFT_LOGIN_DISABLED', 'BENEFICIARY_TOKEN_KEY is not configured')
  return DEVELOPMENT_KEY
}

function hmacKey(env: Pick<Env, 'BENEFICIARY_TOKEN_KEY' | 'PRODUCTION'>): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(keyText(env)), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
}

/** A token naming the gift order the visitor signed in with, until `expires` (epoch seconds). */
export async function signGiftToken(
  env: Pick<Env, 'BENEFICIARY_TOKEN_KEY' | 'PRODUCTION'>,
  giftOrderId: number,
  expires: number,
): Promise<string> {
  const body = `${VERSION}.${giftOrderId}.${expires}`
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(env), encoder.encode(body))
  return `${body}.${base64url(signature)}`
}

/** The gift order id of a token signed with this key and not past its end, else null. */
export async function readGiftToken(
  env: Pick<Env, 'BENEFICIARY_TOKEN_KEY' | 'PRODUCTION'>,
  token: string | undefined,
  nowSeconds: number,
): Promise<number | null> {
  const parts = token?.split('.')
  if (!parts || parts.length !== 4) return null
  const [version, id, expires, signature] = parts as [string, string, string, string]
  if (version !== VERSION || !/^\d{1,10}$/.test(id) || !/^\d{1,12}$/.test(expires)) return null
  const bytes = fromBase64url(signature)
  if (!bytes) return null
  // verify() compares in constant time.
  const valid = await crypto.subtle.verify('HMAC', await hmacKey(env), bytes, encoder.encode(`${version}.${id}.${expires}`))
  if (!valid || Number(expires) <= nowSeconds) return null
  return Number(id)
}

/** Signs the visitor in with a gift order: the cookie carries its signed token. */
export async function startGiftSession(c: Context<AppEnv>, giftOrderId: number): Promise<void> {
  const expires = Math.floor(Date.now() / 1000) + GIFT_SESSION_SECONDS
  setCookie(c, GIFT_SESSION_COOKIE, await signGiftToken(c.env, giftOrderId, expires), {
    path: '/',
    httpOnly: true,
    sameSite: 'Strict',
    secure: new URL(c.req.url).protocol === 'https:',
  })
}

/** The gift order the request's cookie signs in with, or null (none, altered, or past its end). */
export function giftSessionOf(c: Context<AppEnv>): Promise<number | null> {
  return readGiftToken(c.env, getCookie(c, GIFT_SESSION_COOKIE), Math.floor(Date.now() / 1000))
}

/** Signs out: the cookie is removed. */
export function endGiftSession(c: Context<AppEnv>): void {
  deleteCookie(c, GIFT_SESSION_COOKIE, { path: '/', secure: new URL(c.req.url).protocol === 'https:' })
}
