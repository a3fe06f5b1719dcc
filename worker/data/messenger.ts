/** The contact page's chat (0007_messenger.sql): conversations and their messages. */
import type { MessengerConversationSummary, MessengerMessage } from '../../shared/api/messenger'

export type MessengerAuthor = MessengerMessage['author']

/** A conversation's row. */
export interface ConversationRow {
  id: string
  site: string
  name: string
  email: string
  tokenHash: string
  createdAt: string
  lastActivityAt: string
}

type ConversationDbRow = {
  id: string
  site: string
  name: string
  email: string
  token_hash: string
  created_at: string
  last_activity_at: string
}
type MessageDbRow = { id: number; author: MessengerAuthor; body: string; created_at: string }
type SummaryDbRow = Omit<ConversationDbRow, 'token_hash'> & {
  message_count: number
  last_author: MessengerAuthor | null
  last_body: string | null
  last_created_at: string | null
}

const INSERT_CONVERSATION = `INSERT INTO messenger_conversations (id, site, name, email, token_hash, created_at, last_activity_at)
VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6)`

const CONVERSATION_BY_ID =
  'SELECT id, site, name, email, token_hash, created_at, last_activity_at FROM messenger_conversations WHERE id = ?1'

const MESSAGES_OF = 'SELECT id, author, body, created_at FROM messenger_messages WHERE conversation_id = ?1 ORDER BY id'

// Guarded by the conversation's message count: past the cap the insert inserts nothing.
const INSERT_MESSAGE = `INSERT INTO messenger_messages (conversation_id, author, body, created_at)
SELECT ?1, ?2, ?3, ?4 WHERE (SELECT count(*) FROM messenger_messages WHERE conversation_id = ?1) < ?5`

const TOUCH_CONVERSATION = `UPDATE messenger_conversations
SET last_activity_at = (SELECT max(created_at) FROM messenger_messages WHERE conversation_id = ?1) WHERE id = ?1`

const OPEN_CONVERSATIONS = `SELECT c.id, c.site, c.name, c.email, c.created_at, c.last_activity_at,
  (SELECT count(*) FROM messenger_messages m WHERE m.conversation_id = c.id) AS message_count,
  l.author AS last_author, l.body AS last_body, l.created_at AS last_created_at
FROM messenger_conversations c
LEFT JOIN messenger_messages l ON l.id = (SELECT max(id) FROM messenger_messages m WHERE m.conversation_id = c.id)
WHERE c.last_activity_at >= ?1
ORDER BY c.last_activity_at DESC, c.id
LIMIT ?2`

function toConversation(row: ConversationDbRow): ConversationRow {
  return {
    id: row.id,
    site: row.site,
    name: row.name,
    email: row.email,
    tokenHash: row.token_hash,
    createdAt: row.created_at,
    lastActivityAt: row.last_activity_at,
  }
}

function toMessage(row: MessageDbRow): MessengerMessage {
  return { id: row.id, author: row.author, body: row.body, createdAt: row.created_at }
}

function toSummary(row: SummaryDbRow): MessengerConversationSummary {
  return {
    id: row.id,
    site: row.site,
    name: row.name,
    email: row.email,
    createdAt: row.created_at,
    lastActivityAt: row.last_activity_at,
    messageCount: row.message_count,
    awaitingReply: row.last_author === 'visitor',
    lastMessage:
      row.last_author && row.last_body !== null && row.last_created_at !== null
        ? { author: row.last_author, body: row.last_body, createdAt: row.last_created_at }
        : null,
  }
}

/** Starts a conversation with the visitor's first message (one transaction). */
export async function insertConversation(
  db: D1Database,
  input: { id: string; site: string; name: string; email: string; tokenHash: string; body: string; now: string },
): Promise<void> {
  await db.batch([
    db.prepare(INSERT_CONVERSATION).bind(input.id, input.site, input.name, input.email, input.tokenHash, input.now),
    db.prepare(INSERT_MESSAGE).bind(input.id, 'visitor', input.body, input.now, Number.MAX_SAFE_INTEGER),
  ])
}

/** A conversation by its id, or null. */
export async function getConversation(db: D1Database, id: string): Promise<ConversationRow | null> {
  const row = await db.prepare(CONVERSATION_BY_ID).bind(id).first<ConversationDbRow>()
  return row ? toConversation(row) : null
}

/** A conversation's messages, oldest first. */
export async function listMessages(db: D1Database, conversationId: string): Promise<MessengerMessage[]> {
  const { results } = await db.prepare(MESSAGES_OF).bind(conversationId).all<MessageDbRow>()
  return results.map(toMessage)
}

/**
 * Adds a message to a conversation and moves its last activity (one transaction): false when the
 * conversation already holds `cap` messages (nothing is written).
 */
export async function appendMessage(
  db: D1Database,
  input: { conversationId: string; author: MessengerAuthor; body: string; now: string; cap: number },
): Promise<boolean> {
  const [inserted] = await db.batch([
    db.prepare(INSERT_MESSAGE).bind(input.conversationId, input.author, input.body, input.now, input.cap),
    db.prepare(TOUCH_CONVERSATION).bind(input.conversationId),
  ])
  return (inserted?.meta.changes ?? 0) > 0
}

/** Conversations with activity since `since` (ISO), the most recent activity first. */
export async function listOpenConversations(db: D1Database, since: string, limit: number): Promise<MessengerConversationSummary[]> {
  const { results } = await db.prepare(OPEN_CONVERSATIONS).bind(since, limit).all<SummaryDbRow>()
  return results.map(toSummary)
}
