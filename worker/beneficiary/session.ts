import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import type { AppEnv } from '../env'
import { AppError } from '../errors'
import { sessionFields, sessionToken } from '../signed-token'
import { clearSessionCookie, setSessionCookie } from '../session-cookie'

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

/** The signing key: the secret, or the development key outside production. */
function keyText(env: Pick<Env, 'BENEFICIARY_TOKEN_KEY' | 'PRODUCTION'>): string {
  // Unset secrets are absent at run time, whatever the generated type says.
  const secret: string | undefined = env.BENEFICIARY_TOKEN_KEY
  if (secret) return secret
  if (env.PRODUCTION === 'true') throw new AppError(503, 'GIFT_LOGIN_DISABLED', 'BENEFICIARY_TOKEN_KEY is not configured')
  return DEVELOPMENT_KEY
}

/** A token naming the gift order the visitor signed in with, until `expires` (epoch seconds). */
export async function signGiftToken(
  env: Pick<Env, 'BENEFICIARY_TOKEN_KEY' | 'PRODUCTION'>,
  giftOrderId: number,
  expires: number,
): Promise<string> {
  return sessionToken(keyText(env), VERSION, [giftOrderId], expires)
}

/** The gift order id of a token signed with this key and not past its end, else null. */
export async function readGiftToken(
  env: Pick<Env, 'BENEFICIARY_TOKEN_KEY' | 'PRODUCTION'>,
  token: string | undefined,
  nowSeconds: number,
): Promise<number | null> {
  const fields = await sessionFields(keyText(env), token, VERSION, 1, nowSeconds)
  const id = fields?.[0]
  if (id === undefined || !/^\d{1,10}$/.test(id)) return null
  return Number(id)
}

/** Signs the visitor in with a gift order: the cookie carries its signed token. */
export async function startGiftSession(c: Context<AppEnv>, giftOrderId: number): Promise<void> {
  const expires = Math.floor(Date.now() / 1000) + GIFT_SESSION_SECONDS
  setSessionCookie(c, GIFT_SESSION_COOKIE, await signGiftToken(c.env, giftOrderId, expires), { sameSite: 'Strict' })
}

/** The gift order the request's cookie signs in with, or null (none, altered, or past its end). */
export function giftSessionOf(c: Context<AppEnv>): Promise<number | null> {
  return readGiftToken(c.env, getCookie(c, GIFT_SESSION_COOKIE), Math.floor(Date.now() / 1000))
}

/** Signs out: the cookie is removed. */
export function endGiftSession(c: Context<AppEnv>): void {
  clearSessionCookie(c, GIFT_SESSION_COOKIE, 'Strict')
}
