import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { parseFlags } from '../../shared/flags'
import type { AppEnv } from '../env'
import { AppError } from '../errors'
import { findCustomerById, type Customer } from '../data/customers'
import { hmacKey, sessionFields, sessionToken } from '../signed-token'
import { clearSessionCookie, setSessionCookie } from '../session-cookie'

/** The customer's sign-in cookie: HttpOnly, SameSite=Lax (links from e-mails arrive signed in), Secure on https. */
export const ACCOUNT_SESSION_COOKIE = 'ww_account'

/** A sign-in lasts this long; the token carries its end and the cookie expires with it. */
export const ACCOUNT_SESSION_SECONDS = 30 * 24 * 60 * 60

/**
 * The key signing tokens where no CUSTOMER_TOKEN_KEY is set and the site is not in production
 * (local development, tests): public, so it only protects local test accounts. Production refuses
 * to sign in without a key of its own (see .dev.vars.example).
 */
const DEVELOPMENT_KEY = 'wanderweek-local-development-key-for-customer-account-sign-in'

/** The token's format: a2 names the account's session version. */
const VERSION = 'a2'

type KeyEnv = Pick<Env, 'CUSTOMER_TOKEN_KEY' | 'PRODUCTION'>

const encoder = new TextEncoder()

/** The signing key's text: the secret, the development key outside production, or null (production without a key). */
function keyText(env: KeyEnv): string | null {
  // Unset secrets are absent at run time, whatever the generated type says.
  const secret: string | undefined = env.CUSTOMER_TOKEN_KEY
  if (secret) return secret
  return env.PRODUCTION === 'true' ? null : DEVELOPMENT_KEY
}

/** What a token names: the account and its session version (Customer.sessionVersion). */
export type AccountSubject = { id: number; sessionVersion: number }

/** A token naming the account's session, until `expires` (epoch seconds). Production without a key refuses (503). */
export async function signAccountToken(env: KeyEnv, account: AccountSubject, expires: number): Promise<string> {
  const text = keyText(env)
  if (text === null) throw new AppError(503, 'ACCOUNT_SIGN_IN_DISABLED', 'CUSTOMER_TOKEN_KEY is not configured')
  return sessionToken(text, VERSION, [account.id, account.sessionVersion], expires)
}

/** The account and session version of a token signed with this key and not past its end, else null (never throws). */
export async function readAccountToken(env: KeyEnv, token: string | undefined, nowSeconds: number): Promise<AccountSubject | null> {
  const text = keyText(env)
  const fields = text === null ? null : await sessionFields(text, token, VERSION, 2, nowSeconds)
  if (!fields) return null
  const [id, session] = fields as [string, string]
  if (!/^[1-9]\d{0,9}$/.test(id) || !/^\d{1,9}$/.test(session)) return null
  return { id: Number(id), sessionVersion: Number(session) }
}

/**
 * The user id the tracking sends for a signed-in customer (site-wide §7 "client id and user id"):
 * 16 hex characters of an HMAC of the account under the signing key, the same on every visit and
 * telling nothing of the account. Without a key (production unconfigured) there is none.
 */
export async function analyticsIdOf(env: KeyEnv, customerId: number): Promise<string> {
  const text = keyText(env)
  if (text === null) return ''
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(text), encoder.encode(`analytics.${customerId}`))
  return [...new Uint8Array(mac).slice(0, 8)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** Signs the visitor in: the cookie carries the account's signed token for ACCOUNT_SESSION_SECONDS. */
export async function startAccountSession(c: Context<AppEnv>, customer: Customer): Promise<void> {
  const expires = Math.floor(Date.now() / 1000) + ACCOUNT_SESSION_SECONDS
  setSessionCookie(c, ACCOUNT_SESSION_COOKIE, await signAccountToken(c.env, customer, expires), {
    sameSite: 'Lax',
    maxAge: ACCOUNT_SESSION_SECONDS,
  })
  known.set(c.req.raw, Promise.resolve(customer))
}

/** Signs out: the cookie is removed. */
export function endAccountSession(c: Context<AppEnv>): void {
  clearSessionCookie(c, ACCOUNT_SESSION_COOKIE, 'Lax')
  known.set(c.req.raw, Promise.resolve(null))
}

/** Each request's signed-in customer, read once (the route and the page's header both ask). */
const known = new WeakMap<Request, Promise<Customer | null>>()

/**
 * The signed-in customer of the request, or null: accounts switched off, no cookie (no work at
 * all: anonymous pages cost nothing more), a token altered, garbled or past its end, or an account
 * that no longer exists. Never throws for what a cookie holds.
 */
export function customerOf(c: Context<AppEnv>): Promise<Customer | null> {
  let found = known.get(c.req.raw)
  if (found) return found
  const token = parseFlags(c.env.FLAGS).customerAccount ? getCookie(c, ACCOUNT_SESSION_COOKIE) : undefined
  found = token
    ? readAccountToken(c.env, token, Math.floor(Date.now() / 1000)).then(async (subject) => {
        if (subject === null) return null
        const customer = await findCustomerById(c.env.DB, subject.id)
        // A token of an earlier session version (before a new password) signs nobody in.
        return customer?.sessionVersion === subject.sessionVersion ? customer : null
      })
    : Promise.resolve(null)
  known.set(c.req.raw, found)
  return found
}
