/**
 * Account passwords (0004_customer_accounts.sql): PBKDF2 with SHA-256 through WebCrypto, a random
 * salt per account, and the iterations written beside the hash so that they can be raised later
 * while older hashes still verify. Stored as 'pbkdf2-sha256$<iterations>$<salt>$<hash>'.
 */

import { base64url, fromBase64url } from '../base64url'

const SCHEME = 'pbkdf2-sha256'
/** Workers' WebCrypto refuses PBKDF2 above 100,000 iterations: the most it allows. */
export const PASSWORD_ITERATIONS = 100_000
const SALT_BYTES = 16
const HASH_BITS = 256

const encoder = new TextEncoder()

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password.normalize('NFC')), 'PBKDF2', false, ['deriveBits'])
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS))
}

/** Same bytes, in a time that does not depend on where they differ. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0)
  return difference === 0
}

/** The stored form of a new password, with a fresh salt. */
export async function hashPassword(password: string, iterations = PASSWORD_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  return `${SCHEME}$${iterations}$${base64url(salt)}$${base64url(await derive(password, salt, iterations))}`
}

/** Whether `password` is the one `stored` was made from; a stored value of another form never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, count, saltText, hashText, ...rest] = stored.split('$')
  if (scheme !== SCHEME || rest.length > 0 || !/^\d{1,6}$/.test(count ?? '')) return false
  const iterations = Number(count)
  const salt = fromBase64url(saltText ?? '')
  const hash = fromBase64url(hashText ?? '')
  if (iterations < 1 || iterations > PASSWORD_ITERATIONS || !salt || !hash) return false
  return sameBytes(await derive(password, salt, iterations), hash)
}

/**
 * A hash no password matches, made once per isolate: sign-in with an unknown address verifies
 * against it, so that it takes as long as a wrong password and does not tell which addresses have
 * an account.
 */
let decoy: Promise<string> | null = null
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(crypto.randomUUID())
  return decoy
}
