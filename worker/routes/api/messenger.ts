import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import {
  MessengerConversationQuerySchema,
  MessengerSendRequestSchema,
  MessengerTokenSchema,
  type MessengerConversation,
  type MessengerSendResponse,
} from '../../../shared/api/messenger'
import { MESSENGER_LIMITS, messengerMode } from '../../../shared/rules/messenger'
import type { SiteId } from '../../../shared/sites'
import { appendMessage, getConversation, insertConversation, listMessages, type ConversationRow } from '../../data/messenger'
import type { AppEnv } from '../../env'
import { AppError, badRequest } from '../../errors'
import { rateLimit } from '../../middleware/rate-limit'
import { sizeLimit } from '../../middleware/size-limit'
import { newConversationToken, secretMatches, splitToken } from '../../messenger/token'
import { vJson, vQuery } from '../../validate'
import { staffSessionOf } from '../../care/staff-session'

/** Largest message body: a 1000-character message of accented text, a name and an email, as JSON. */
const SEND_BODY_MAX = 8 * 1024

/** The visitor's chat exists on this site and host (site-wide §2, §6): otherwise its calls are unknown (404). */
async function requireMessenger(c: Context<AppEnv>, site: SiteId): Promise<void> {
  // Signed-in staff only: the care host without a session is anyone's, and gets the visitors' chat.
  const customerCare = (await staffSessionOf(c)) !== null
  if (messengerMode({ production: c.env.PRODUCTION === 'true', siteId: site, customerCare }) !== 'visitor') {
    throw new AppError(404, 'MESSENGER_DISABLED', 'The messenger is not available on this site')
  }
}

/** The bearer token of the request, or null without one. */
function bearer(c: Context<AppEnv>): string | null {
  const header = c.req.header('Authorization')
  if (header === undefined || header === '') return null
  return header.startsWith('Bearer ') ? header.slice(7).trim() : header
}

/** The conversation the token opens on this site: 404 when it names none, 403 when its secret is not that conversation's. */
async function conversationOf(c: Context<AppEnv>, token: string, site: SiteId): Promise<ConversationRow> {
  if (!v.is(MessengerTokenSchema, token)) throw new AppError(403, 'FORBIDDEN', 'This token does not open a conversation')
  const { id, secret } = splitToken(token)
  const conversation = await getConversation(c.env.DB, id)
  if (!conversation || conversation.site !== site) throw new AppError(404, 'CONVERSATION_NOT_FOUND', 'No such conversation')
  if (!(await secretMatches(secret, conversation.tokenHash))) {
    throw new AppError(403, 'FORBIDDEN', 'This token does not open this conversation')
  }
  return conversation
}

async function readConversation(db: D1Database, conversation: ConversationRow): Promise<MessengerConversation> {
  return { id: conversation.id, name: conversation.name, email: conversation.email, messages: await listMessages(db, conversation.id) }
}

/**
 * The contact page's chat: POST /messenger/messages starts a conversation (name, email and the
 * first message; the answer carries its token) or, with `Authorization: Bearer <token>`, adds the
 * visitor's message to it; GET /messenger/conversation?site= reads it with the token. Both are
 * rate-limited per client; a site without the messenger answers 404.
 */
export const messenger = new Hono<AppEnv>()
  .post('/messenger/messages', sizeLimit(SEND_BODY_MAX), rateLimit('messenger'), vJson(MessengerSendRequestSchema), async (c) => {
    const { site, name, email, body } = c.req.valid('json')
    await requireMessenger(c, site)
    c.header('Cache-Control', 'private, no-store')
    const now = new Date().toISOString()
    const token = bearer(c)
    if (token === null) {
      if (name === undefined) throw badRequest('name: Mandatory field', 'name')
      if (email === undefined) throw badRequest('email: Mandatory field', 'email')
      const created = await newConversationToken()
      await insertConversation(c.env.DB, { id: created.id, site, name, email, tokenHash: created.hash, body, now })
      const conversation = await getConversation(c.env.DB, created.id)
      if (!conversation) throw new Error('a conversation just written is missing')
      return c.json(
        { token: created.token, conversation: await readConversation(c.env.DB, conversation) } satisfies MessengerSendResponse,
        201,
      )
    }
    const conversation = await conversationOf(c, token, site)
    const cap = MESSENGER_LIMITS.messagesPerConversation
    if (!(await appendMessage(c.env.DB, { conversationId: conversation.id, author: 'visitor', body, now, cap }))) {
      throw new AppError(409, 'CONVERSATION_FULL', `A conversation holds at most ${cap} messages`)
    }
    return c.json({ conversation: await readConversation(c.env.DB, conversation) } satisfies MessengerSendResponse, 201)
  })
  .get('/messenger/conversation', rateLimit('messenger-read'), vQuery(MessengerConversationQuerySchema), async (c) => {
    const { site } = c.req.valid('query')
    await requireMessenger(c, site)
    c.header('Cache-Control', 'private, no-store')
    const token = bearer(c)
    if (token === null) throw new AppError(401, 'TOKEN_REQUIRED', 'The conversation token is required')
    const conversation = await conversationOf(c, token, site)
    return c.json(await readConversation(c.env.DB, conversation))
  })
