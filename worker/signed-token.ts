import { base64url, fromBase64url } from './base64url'

/*
 * Tokens signed with HMAC-SHA256 under a key's text: `<field>.<field>…<signature>`, the signature
 * base64url. The gift recipient's and the customer's sessions use them; each says what its fields
 * mean and checks them once the signature holds.
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
export async function verifiedFields(key: string, token: string | undefined, count: number): Promise<string[] | null> {
  const parts = token?.split('.')
  if (!parts || parts.length !== count + 1) return null
  const bytes = fromBase64url(parts[count] ?? '')
  if (!bytes) return null
  const fields = parts.slice(0, count)
  // verify() compares in constant time.
  const valid = await crypto.subtle.verify('HMAC', await hmacKey(key), bytes, encoder.encode(fields.join('.')))
  return valid ? fields : null
}
