import { base64url, fromBase64url } from './base64url'

/*
 * Tokens signed with HMAC-SHA256 under a key's text: `<field>.<field>…<signature>`, the signature
 * base64url. The gift recipient's, the customer's and the customer-care staff's sessions use them
 * as `<version>.<fields…>.<end>`: sessionToken signs one, sessionFields reads it back (signature,
 * version and end checked here once), and each session says what its own fields mean.
 */

const encoder = new TextEncoder()

/** The HMAC-SHA256 key of a key's text. */
export function hmacKey(text: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(text), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
}

/** A token of these fields (none may hold a '.') signed under the key's text. */
export async function signFields(key: string, fields: readonly (string | number)[]): Promise<string> {
  const body = fields.join('.')
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(key), encoder.encode(body))
  return `${body}.${base64url(signature)}`
}

/** The `count` fields of a token signed under the key's text, or null: another shape, altered or garbled. Never throws. */
async function verifiedFields(key: string, token: string | undefined, count: number): Promise<string[] | null> {
  const parts = token?.split('.')
  if (!parts || parts.length !== count + 1) return null
  const bytes = fromBase64url(parts[count] ?? '')
  if (!bytes) return null
  const fields = parts.slice(0, count)
  // verify() compares in constant time.
  const valid = await crypto.subtle.verify('HMAC', await hmacKey(key), bytes, encoder.encode(fields.join('.')))
  return valid ? fields : null
}

/** A session token: its format's version, its fields (none may hold a '.'), and its end in epoch seconds. */
export function sessionToken(key: string, version: string, fields: readonly (string | number)[], expires: number): Promise<string> {
  return signFields(key, [version, ...fields, expires])
}

/**
 * The `count` fields of a session token signed under the key's text, of this version and not past
 * its end (epoch seconds), or null: another shape or version, altered, garbled or expired. Never throws.
 */
export async function sessionFields(
  key: string,
  token: string | undefined,
  version: string,
  count: number,
  nowSeconds: number,
): Promise<string[] | null> {
  const fields = await verifiedFields(key, token, count + 2)
  if (!fields || fields[0] !== version) return null
  const expires = fields[count + 1] ?? ''
  if (!/^\d{1,12}$/.test(expires) || Number(expires) <= nowSeconds) return null
  return fields.slice(1, count + 1)
}
