import { base64url } from '../base64url'

/**
 * A conversation's token: `<conversation id>.<secret>`, the secret 32 random bytes (base64url). The
 * browser keeps it; the database keeps the secret's SHA-256 only. The id says which conversation is
 * asked for (unknown: 404), the secret proves the asker started it (wrong: 403).
 */
export type ConversationToken = { readonly id: string; readonly secret: string }

/** SHA-256 of a token's secret, hex (what messenger_conversations.token_hash holds). */
export async function hashSecret(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** A new conversation's id, token and the hash to store. */
export async function newConversationToken(): Promise<{ id: string; token: string; hash: string }> {
  const id = crypto.randomUUID()
  const secret = base64url(crypto.getRandomValues(new Uint8Array(32)))
  return { id, token: `${id}.${secret}`, hash: await hashSecret(secret) }
}

/** The id and secret of a token (its shape checked by MessengerTokenSchema). */
export function splitToken(token: string): ConversationToken {
  const dot = token.indexOf('.')
  return { id: token.slice(0, dot), secret: token.slice(dot + 1) }
}

/** Whether the secret is the one whose hash is stored, compared in constant time. */
export async function secretMatches(secret: string, storedHash: string): Promise<boolean> {
  const hash = await hashSecret(secret)
  let diff = hash.length ^ storedHash.length
  for (let i = 0; i < Math.max(hash.length, storedHash.length); i++) diff |= (hash.charCodeAt(i) || 0) ^ (storedHash.charCodeAt(i) || 0)
  return diff === 0
}
