import * as v from 'valibot'
import type { CareLoginNotice } from '../../client/pages/care/care-login-page'
import { fromBase64url } from '../base64url'
import type { GoogleJwk } from '../data/google-keys'

/** The issuers Google's ID tokens name. */
const GOOGLE_ISSUERS = new Set(['accounts.google.com', 'https://accounts.google.com'])

/** Why a Google credential signs nobody in: each has the login screen's message of that name. */
export type SignInRefusal = Exclude<CareLoginNotice, 'not-configured'>

export type IdTokenCheck = { ok: true; email: string } | { ok: false; reason: SignInRefusal }

const HeaderSchema = v.object({ alg: v.string(), kid: v.string() })

const ClaimsSchema = v.looseObject({
  iss: v.string(),
  aud: v.string(),
  exp: v.number(),
  email: v.optional(v.string()),
  email_verified: v.optional(v.union([v.boolean(), v.string()])),
  hd: v.optional(v.string()),
})

const decoder = new TextDecoder('utf-8', { fatal: true })

/** The JSON of a base64url JWT part, or null. */
function jsonPart(part: string): unknown {
  const bytes = fromBase64url(part)
  if (!bytes) return null
  try {
    return JSON.parse(decoder.decode(bytes)) as unknown
  } catch {
    return null
  }
}

export type IdTokenOptions = {
  clientId: string
  /** The Google Workspace domain of the staff (the token's `hd`). */
  staffDomain: string
  nowSeconds: number
  /** Google's key of that id, null when it has none; throws when Google's keys cannot be had. */
  keyOf: (kid: string) => Promise<GoogleJwk | null>
}

/** Verifies the RS256 signature of `header.payload` with the JWK (WebCrypto: RSASSA-PKCS1-v1_5, SHA-256). */
async function signatureHolds(jwk: GoogleJwk, signed: string, signature: Uint8Array<ArrayBuffer>): Promise<boolean> {
  try {
    const key = await crypto.subtle.importKey(
      'jwk',
      { kty: 'RSA', n: jwk.n, e: jwk.e, alg: 'RS256', ext: true },
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
      false,
      ['verify'],
    )
    return await crypto.subtle.verify('RSASSA-PKCS1-v1_5', key, signature, new TextEncoder().encode(signed))
  } catch {
    return false
  }
}

/**
 * Checks a Google ID token (the `credential` Sign in with Google posts): signed RS256 by one of
 * Google's keys, issued by Google for this client, not expired, for a verified address of the
 * staff's domain. The signature is checked before any claim is believed.
 */
export async function checkGoogleIdToken(token: string, options: IdTokenOptions): Promise<IdTokenCheck> {
  const parts = token.split('.')
  if (parts.length !== 3) return { ok: false, reason: 'invalid' }
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string]
  const header = v.safeParse(HeaderSchema, jsonPart(headerPart))
  const signature = fromBase64url(signaturePart)
  if (!header.success || header.output.alg !== 'RS256' || !signature) return { ok: false, reason: 'invalid' }
  let jwk: GoogleJwk | null
  try {
    jwk = await options.keyOf(header.output.kid)
  } catch {
    return { ok: false, reason: 'keys' }
  }
  if (!jwk || !(await signatureHolds(jwk, `${headerPart}.${payloadPart}`, signature))) return { ok: false, reason: 'invalid' }
  const claims = v.safeParse(ClaimsSchema, jsonPart(payloadPart))
  if (!claims.success) return { ok: false, reason: 'invalid' }
  const { iss, aud, exp, email, email_verified: verified, hd } = claims.output
  if (!GOOGLE_ISSUERS.has(iss) || aud !== options.clientId || exp <= options.nowSeconds || !email) return { ok: false, reason: 'invalid' }
  if (verified !== true && verified !== 'true') return { ok: false, reason: 'unverified' }
  const domain = options.staffDomain.toLowerCase()
  if (!domain || hd?.toLowerCase() !== domain || !email.toLowerCase().endsWith(`@${domain}`)) return { ok: false, reason: 'domain' }
  return { ok: true, email }
}
