import { env } from 'cloudflare:test'

/** Text as React writes it into a page (the characters it escapes). */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;')

/** The first published stay of the test seed at an active hotel (it has a room, as every stay does). */
export async function firstPublishedStay(): Promise<{ id: number; slug: string }> {
  const row = await env.DB.prepare(
    `SELECT s.id, s.slug FROM stays s JOIN hotels h ON h.id = s.hotel_id
     WHERE s.published = 1 AND h.active = 1 ORDER BY s.id LIMIT 1`,
  ).first<{ id: number; slug: string }>()
  if (!row) throw new Error('the test seed has no published stay')
  return row
}
