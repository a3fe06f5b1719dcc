/** Contact form submissions (0002_orders.sql), stored once validated and captcha-checked. */

/** A validated submission; clientIp is hashed here and never stored. */
export interface NewContactRequest {
  uuid: string
  locale: string
  email: string
  /** The contact reason the visitor chose. */
  subject: string
  /** The booking number, when the reason needs one. */
  orderReference: string | null
  /** The validated form as JSON (without the captcha token). */
  payload: string
  clientIp: string | null
  /** ISO-8601 UTC timestamp. */
  now: string
}

const INSERT_CONTACT_REQUEST = `INSERT INTO contact_requests (uuid, locale, email, subject, order_reference, payload, ip_hash, created_at)
VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`

/** SHA-256 of the client address, hex: enough to count a client's submissions without keeping the address. */
async function hashIp(ip: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(ip))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** Stores a contact request. */
export async function insertContactRequest(db: D1Database, request: NewContactRequest): Promise<void> {
  const ipHash = request.clientIp === null ? null : await hashIp(request.clientIp)
  await db
    .prepare(INSERT_CONTACT_REQUEST)
    .bind(request.uuid, request.locale, request.email, request.subject, request.orderReference, request.payload, ipHash, request.now)
    .run()
}
