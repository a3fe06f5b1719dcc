import { Hono } from 'hono'
import { MessengerReplyRequestSchema } from '../../shared/api/messenger'
import { MESSENGER_LIMITS, MESSENGER_OPEN_DAYS } from '../../shared/rules/messenger'
import { appendMessage, getConversation, listMessages, listOpenConversations } from '../data/messenger'
import type { AppEnv } from '../env'
import { AppError } from '../errors'
import { vJson } from '../validate'

/** Most conversations one list answers. */
const LIST_LIMIT = 100

const conversationNotFound = () => new AppError(404, 'CONVERSATION_NOT_FOUND', 'No such conversation')

/**
 * The advisers' side of the chat, mounted at /ops/messenger behind the ops bearer token: the open
 * conversations (activity in the last 30 days, the most recent first, those awaiting an answer
 * marked), one conversation with its messages, and an answer to it, which the visitor's open chat
 * shows at its next refresh.
 */
export const opsMessenger = new Hono<AppEnv>()
  .get('/', async (c) => {
    const since = new Date(Date.now() - MESSENGER_OPEN_DAYS * 86_400_000).toISOString()
    c.header('Cache-Control', 'private, no-store')
    return c.json({ conversations: await listOpenConversations(c.env.DB, since, LIST_LIMIT) })
  })
  .get('/:id', async (c) => {
    const conversation = await getConversation(c.env.DB, c.req.param('id'))
    if (!conversation) throw conversationNotFound()
    const { tokenHash: _hash, ...visible } = conversation
    c.header('Cache-Control', 'private, no-store')
    return c.json({ ...visible, messages: await listMessages(c.env.DB, conversation.id) })
  })
  .post('/:id/reply', vJson(MessengerReplyRequestSchema), async (c) => {
    const { body } = c.req.valid('json')
    const conversation = await getConversation(c.env.DB, c.req.param('id'))
    if (!conversation) throw conversationNotFound()
    const now = new Date().toISOString()
    const cap = MESSENGER_LIMITS.messagesPerConversation
    if (!(await appendMessage(c.env.DB, { conversationId: conversation.id, author: 'adviser', body, now, cap }))) {
      throw new AppError(409, 'CONVERSATION_FULL', `A conversation holds at most ${cap} messages`)
    }
    const messages = await listMessages(c.env.DB, conversation.id)
    return c.json({ message: messages[messages.length - 1] }, 201)
  })
