import { env } from 'cloudflare:test'
import { vi } from 'vitest'
import { base64url } from '../../worker/base64url'
import { GOOGLE_CERTS_URL } from '../../worker/data/google-keys'

/** An RSA key pair standing in for one of Google's signing keys, with its key id. */
export type SigningKey = { kid: string; privateKey: CryptoKey; jwk: JsonWebKey }

export async function signingKey(kid: string): Promise<SigningKey> {
  const pair = (await crypto.subtle.generateKey(
    { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['sign', 'verify'],
  )) as CryptoKeyPair
  const jwk = (await crypto.subtle.exportKey('jwk', pair.publicKey)) as JsonWebKey
  return { kid, privateKey: pair.privateKey, jwk }
}

const json = (value: unknown) => base64url(new TextEncoder().encode(JSON.stringify(value)))

/** The claims of a valid sign-in of a verified staff account, for the tests' client id. */
export function staffClaims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000)
  return {
    iss: 'https://accounts.google.com',
    aud: env.GOOGLE_CLIENT_ID,
    sub: '110169484474386276334',
    email: 'agent@weekend.fr',
    email_verified: true,
    hd: env.CARE_STAFF_DOMAIN,
    iat: now - 10,
    exp: now + 3600,
    ...overrides,
  }
}

/** An ID token of these claims, signed RS256 with the key (under its own kid unless another is given). */
export async function idToken(key: SigningKey, claims: Record<string, unknown>, kid = key.kid): Promise<string> {
  const signed = `${json({ alg: 'RS256', kid, typ: 'JWT' })}.${json(claims)}`
  const signature = await crypto.subtle.sign('RSASSA-PKCS1-v1_5', key.privateKey, new TextEncoder().encode(signed))
  return `${signed}.${base64url(signature)}`
}

/** Google's key set endpoint answers these keys (kept for `maxAge` seconds); other fetches fail the test. */
export function serveGoogleKeys(keys: readonly SigningKey[], maxAge = 21600) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = input instanceof Request ? input.url : String(input)
    if (url !== GOOGLE_CERTS_URL) throw new Error(`unexpected fetch of ${url}`)
    const body = { keys: keys.map((k) => ({ ...k.jwk, kid: k.kid, alg: 'RS256', use: 'sig' })) }
    return Response.json(body, { headers: { 'Cache-Control': `public, max-age=${maxAge}, must-revalidate, no-transform` } })
  })
}
