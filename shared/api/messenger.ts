import * as v from 'valibot'
import { validateEmail, validateName } from '../rules/contact-form'
import { MESSENGER_LIMITS } from '../rules/messenger'
import { LocaleSchema, requiredText, ruleCheck } from './common'

/**
 * The contact page's messenger: POST /api/messenger/messages starts a conversation (name and email
 * given, a token answered) or continues one (`Authorization: Bearer <token>`), GET
 * /api/messenger/conversation reads it with its token; advisers list and answer them under /ops.
 */

export const MessengerNameSchema = v.pipe(requiredText(MESSENGER_LIMITS.name), ruleCheck(validateName, 'Only text is expected'))
export const MessengerEmailSchema = v.pipe(requiredText(MESSENGER_LIMITS.email), ruleCheck(validateEmail, 'Email seems incorrect'))
export const MessengerBodySchema = requiredText(MESSENGER_LIMITS.body)

/** A visitor's message; name and email are required when it starts the conversation (no token). */
export const MessengerSendRequestSchema = v.object({
  site: LocaleSchema,
  name: v.optional(MessengerNameSchema),
  email: v.optional(MessengerEmailSchema),
  body: MessengerBodySchema,
})
export type MessengerSendRequest = v.InferOutput<typeof MessengerSendRequestSchema>

/** The query of GET /api/messenger/conversation: the site the chat is opened on. */
export const MessengerConversationQuerySchema = v.object({ site: LocaleSchema })

/** The conversation's token: its id, a dot, and its secret (base64url); only its hash is stored. */
export const MessengerTokenSchema = v.pipe(v.string(), v.regex(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/, 'Malformed messenger token'))

export const MessengerMessageSchema = v.object({
  id: v.number(),
  author: v.picklist(['visitor', 'adviser']),
  body: v.string(),
  /** ISO-8601 UTC instant. */
  createdAt: v.string(),
})
export type MessengerMessage = v.InferOutput<typeof MessengerMessageSchema>

/** A conversation as its visitor reads it. */
export const MessengerConversationSchema = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  messages: v.array(MessengerMessageSchema),
})
export type MessengerConversation = v.InferOutput<typeof MessengerConversationSchema>

/** The answer to a visitor's message: the conversation, and the token when the message started it. */
export const MessengerSendResponseSchema = v.object({
  token: v.optional(v.string()),
  conversation: MessengerConversationSchema,
})
export type MessengerSendResponse = v.InferOutput<typeof MessengerSendResponseSchema>

/** An adviser's answer (POST /ops/messenger/:id/reply). */
export const MessengerReplyRequestSchema = v.object({ body: MessengerBodySchema })

/** A conversation in the advisers' list (GET /ops/messenger). */
export type MessengerConversationSummary = {
  id: string
  site: string
  name: string
  email: string
  createdAt: string
  lastActivityAt: string
  messageCount: number
  /** The last message is the visitor's: nobody has answered it yet. */
  awaitingReply: boolean
  lastMessage: { author: 'visitor' | 'adviser'; body: string; createdAt: string } | null
}
