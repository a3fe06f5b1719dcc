/** Base64url (RFC 4648 §5, without padding) for signed tokens and password hashes. */

/** The bytes as base64url text. */
export function base64url(bytes: ArrayBuffer | Uint8Array): string {
  let text = ''
  for (const byte of bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)) text += String.fromCharCode(byte)
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** The bytes of base64url text, or null when it is none (never throws: what a cookie holds is anyone's). */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  // One character more than a multiple of four is no base64 text (atob would throw).
  if (!/^[A-Za-z0-9_-]+$/.test(text) || text.length % 4 === 1) return null
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0))
}
