import { env } from 'cloudflare:test'
import { CARE_SESSION_COOKIE, CARE_SESSION_SECONDS, signCareSession } from '../../worker/care/staff-session'

/** The staff member the tests sign in as. */
export const STAFF_EMAIL = 'agent@weekend.fr'

/** A `Cookie` value holding a staff session signed with the tests' CARE_SESSION_SECRET, valid for 12 hours. */
export async function careCookie(email = STAFF_EMAIL, expires = Math.floor(Date.now() / 1000) + CARE_SESSION_SECONDS): Promise<string> {
  return `${CARE_SESSION_COOKIE}=${await signCareSession(env.CARE_SESSION_SECRET, email, expires)}`
}
