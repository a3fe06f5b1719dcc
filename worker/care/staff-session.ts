import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { base64url, fromBase64url } from '../base64url'
import type { AppEnv } from '../env'
import { clearSessionCookie, setSessionCookie } from '../session-cookie'
import { sessionFields, sessionToken } from '../signed-token'

/**
 * The staff member's sign-in cookie on the customer-care host: HttpOnly, SameSite=Lax, and Secure
 * on https (every deployed host); a laptop's plain-http care host gets it without, or the browser
 * would refuse it and sign-out could not clear it.
 */
export const CARE_SESSION_COOKIE = 'ww_care'

/** A staff sign-in lasts a working day; the token carries its end and the cookie expires with it. */
export const CARE_SESSION_SECONDS = 12 * 60 * 60

/** The token's format: c1 names this layout (version, e-mail, end). */
const VERSION = 'c1'

const encoder = new TextEncoder()
const decoder = new TextDecoder('utf-8', { fatal: true })

/** A signed-in staff member: the Google account's e-mail. */
export type StaffSession = { email: string }

/**
 * A session token for this e-mail until `expires`, signed with HMAC-SHA256 under the secret.
 * The e-mail is base64url: addresses hold dots, the token's field separator.
 */
export function signCareSession(secret: string, email: string, expires: number): Promise<string> {
  return sessionToken(secret, VERSION, [base64url(encoder.encode(email))], expires)
}

/** The session a token signed under the secret names while before its end, else null (never throws). */
export async function readCareSession(secret: string, token: string | undefined, nowSeconds: number): Promise<StaffSession | null> {
  if (!secret) return null
  const fields = await sessionFields(secret, token, VERSION, 1, nowSeconds)
  const bytes = fields?.[0] === undefined ? null : fromBase64url(fields[0])
  if (!bytes) return null
  try {
    const email = decoder.decode(bytes)
    return email.includes('@') ? { email } : null
  } catch {
    return null
  }
}

/** The request is for the customer-care host. */
export function onCareHost(c: Context<AppEnv>): boolean {
  return c.env.CUSTOMER_CARE_HOST !== '' && new URL(c.req.url).hostname === c.env.CUSTOMER_CARE_HOST
}

/** Each request's staff session, read once (the gate, the API and the care routes may all ask). */
const known = new WeakMap<Request, Promise<StaffSession | null>>()

/**
 * The signed-in staff member of a request, or null: another host than the care host, no
 * CARE_SESSION_SECRET (sign-in is off, nobody is signed in), no cookie, or a token altered,
 * garbled or past its end. Only then does a request run in customer-care mode.
 */
export function staffSessionOf(c: Context<AppEnv>): Promise<StaffSession | null> {
  let found = known.get(c.req.raw)
  if (found) return found
  // Unset secrets are absent at run time, whatever the generated type says.
  const secret: string | undefined = c.env.CARE_SESSION_SECRET
  const token = onCareHost(c) && secret ? getCookie(c, CARE_SESSION_COOKIE) : undefined
  found = token && secret ? readCareSession(secret, token, Math.floor(Date.now() / 1000)) : Promise.resolve(null)
  known.set(c.req.raw, found)
  return found
}

/** Signs the staff member in for CARE_SESSION_SECONDS. */
export async function startCareSession(c: Context<AppEnv>, secret: string, email: string): Promise<void> {
  const expires = Math.floor(Date.now() / 1000) + CARE_SESSION_SECONDS
  setSessionCookie(c, CARE_SESSION_COOKIE, await signCareSession(secret, email, expires), { sameSite: 'Lax', maxAge: CARE_SESSION_SECONDS })
}

/** Signs the staff member out: the cookie is removed. */
export function endCareSession(c: Context<AppEnv>): void {
  clearSessionCookie(c, CARE_SESSION_COOKIE, 'Lax')
  known.set(c.req.raw, Promise.resolve(null))
}
