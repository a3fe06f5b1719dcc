import * as v from 'valibot'
import { ErrorBodySchema } from '../../../shared/api/common'
import {
  MessengerConversationSchema,
  MessengerSendResponseSchema,
  type MessengerConversation,
  type MessengerSendResponse,
} from '../../../shared/api/messenger'
import type { SiteId } from '../../../shared/sites'
import { readLocal, writeLocal } from '../../lib/local-storage'

/** A refusal of the messenger's calls: its status, code and the field it names. */
export class MessengerError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message)
    this.name = 'MessengerError'
  }
}

/** Where the browser keeps a site's conversation token (only this browser can read the conversation). */
const tokenKey = (site: SiteId) => `ww_messenger_${site}`

/** The conversation token kept for the site, or null. */
export function storedToken(site: SiteId): string | null {
  return readLocal(tokenKey(site))
}

/** Keeps (or, with null, forgets) the site's conversation token. */
export function storeToken(site: SiteId, token: string | null): void {
  writeLocal(tokenKey(site), token)
}

/** The answer's body through its schema; a refusal throws MessengerError, a lost connection a TypeError. */
async function read<S extends v.GenericSchema>(response: Response, schema: S): Promise<v.InferOutput<S>> {
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const error = v.safeParse(ErrorBodySchema, body)
    if (error.success)
      throw new MessengerError(response.status, error.output.error.code, error.output.error.message, error.output.error.field)
    throw new MessengerError(response.status, `HTTP_${response.status}`, response.statusText)
  }
  return v.parse(schema, body)
}

const headers = (token: string | null): Record<string, string> => ({
  accept: 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
})

/** GET /api/messenger/conversation: the conversation the token opens. */
export async function fetchConversation(site: SiteId, token: string, signal?: AbortSignal): Promise<MessengerConversation> {
  const response = await fetch(`/api/messenger/conversation?site=${site}`, { headers: headers(token), ...(signal ? { signal } : {}) })
  return read(response, MessengerConversationSchema)
}

/** POST /api/messenger/messages: starts the conversation (no token: name and email given) or continues it. */
export async function sendMessage(
  site: SiteId,
  token: string | null,
  message: { name?: string; email?: string; body: string },
): Promise<MessengerSendResponse> {
  const response = await fetch('/api/messenger/messages', {
    method: 'POST',
    headers: { ...headers(token), 'content-type': 'application/json' },
    body: JSON.stringify({ site, ...message }),
  })
  return read(response, MessengerSendResponseSchema)
}
