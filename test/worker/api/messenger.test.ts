import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MessengerConversation, MessengerConversationSummary, MessengerSendResponse } from '../../../shared/api/messenger'
import { MESSENGER_LIMITS } from '../../../shared/rules/messenger'
import { RATE_LIMITS } from '../../../worker/data/cache-keys'
import { appendMessage } from '../../../worker/data/messenger'
import app from '../../../worker/index'
import { careCookie } from '../care-session'
import type { ErrorJson } from './app'

let ipCounter = 0
/** Each test counts against its own client address (the messenger is rate-limited per client). */
const nextIp = () => `203.0.113.${++ipCounter}`

type Options = { token?: string; ip?: string; host?: string; bindings?: Partial<Env>; auth?: string; cookie?: string }

/** A request through the whole worker, as the browser or an adviser's tool sends it. */
async function request(method: string, path: string, body: unknown, options: Options = {}): Promise<Response> {
  const headers: Record<string, string> = { 'cf-connecting-ip': options.ip ?? nextIp(), accept: 'application/json' }
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.auth) headers.authorization = options.auth
  if (options.cookie) headers.cookie = options.cookie
  const ctx = createExecutionContext()
  const res = await app.request(
    `http://${options.host ?? 'localhost'}${path}`,
    { method, headers, ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }) },
    { ...env, ...options.bindings },
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return res
}

const send = (body: unknown, options?: Options) => request('POST', '/api/messenger/messages', body, options)
const read = (site: string, options?: Options) => request('GET', `/api/messenger/conversation?site=${site}`, undefined, options)
const OPS = { auth: `Bearer ${env.OPS_TOKEN}` }

const first = { site: 'es_ES', name: 'Lucía Pérez', email: 'lucia@gmail.com', body: '¿Tenéis habitaciones para dos el sábado?' }

async function start(message: Record<string, unknown> = first, options?: Options): Promise<MessengerSendResponse & { token: string }> {
  const res = await send(message, options)
  expect(res.status).toBe(201)
  const answer = (await res.json()) as MessengerSendResponse
  if (!answer.token) throw new Error('a new conversation answers its token')
  return { ...answer, token: answer.token }
}

const sha256 = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')

let errorSpy: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  // The middle of a minute: the rate-limit window cannot restart during a test.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-24T10:00:20Z'))
  errorSpy = vi.spyOn(console, 'error')
})
afterEach(() => {
  vi.useRealTimers()
  expect(errorSpy).not.toHaveBeenCalled()
  errorSpy.mockRestore()
})

describe('POST /api/messenger/messages and GET /api/messenger/conversation', () => {
  it('starts a conversation with name, email and the first message, and answers its token, whose secret is stored only as a hash', async () => {
    const { token, conversation } = await start()
    expect(token).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/)
    const [id, secret] = token.split('.') as [string, string]
    expect(conversation).toMatchObject({ id, name: first.name, email: first.email })
    expect(conversation.messages).toEqual([
      { id: expect.any(Number), author: 'visitor', body: first.body, createdAt: '2026-11-24T10:00:20.000Z' },
    ])
    const row = await env.DB.prepare('SELECT * FROM messenger_conversations WHERE id = ?1').bind(id).first<Record<string, string>>()
    expect(row).toMatchObject({ site: 'es_ES', name: first.name, email: first.email, token_hash: await sha256(secret) })
    expect(JSON.stringify(row)).not.toContain(secret)
  })

  it('continues the conversation with its token and reads it back with it, the last activity moving on', async () => {
    const { token, conversation } = await start()
    vi.setSystemTime(new Date('2026-11-24T10:00:40Z'))
    const next = await send({ site: 'es_ES', body: 'Somos dos adultos.' }, { token })
    expect(next.status).toBe(201)
    expect(((await next.json()) as MessengerSendResponse).token).toBeUndefined()
    const res = await read('es_ES', { token })
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
    const read1 = (await res.json()) as MessengerConversation
    expect(read1.messages.map((m) => [m.author, m.body])).toEqual([
      ['visitor', first.body],
      ['visitor', 'Somos dos adultos.'],
    ])
    const row = await env.DB.prepare('SELECT last_activity_at FROM messenger_conversations WHERE id = ?1')
      .bind(conversation.id)
      .first<{ last_activity_at: string }>()
    expect(row?.last_activity_at).toBe('2026-11-24T10:00:40.000Z')
  })

  it('refuses to read without a token (401), with a wrong secret (403), a malformed token (403), an unknown conversation or another site (404)', async () => {
    const { token } = await start()
    const [id] = token.split('.') as [string]
    const cases: [Options, number, string][] = [
      [{}, 401, 'TOKEN_REQUIRED'],
      [{ token: `${id}.${'A'.repeat(43)}` }, 403, 'FORBIDDEN'],
      [{ token: 'not-a-token' }, 403, 'FORBIDDEN'],
      [{ token: `${crypto.randomUUID()}.${token.split('.')[1]}` }, 404, 'CONVERSATION_NOT_FOUND'],
    ]
    for (const [options, status, code] of cases) {
      const res = await read('es_ES', options)
      expect(res.status, code).toBe(status)
      expect(((await res.json()) as ErrorJson).error.code).toBe(code)
    }
    // The conversation is the Spanish site's: with production on, the French site does not open it.
    const elsewhere = await read('fr_FR', { token, bindings: { PRODUCTION: 'true' } })
    expect(elsewhere.status).toBe(404)
    // Nobody adds to it without its secret either.
    const intruder = await send({ site: 'es_ES', body: 'Hola' }, { token: `${id}.${'B'.repeat(43)}` })
    expect(intruder.status).toBe(403)
    expect(((await (await read('es_ES', { token })).json()) as MessengerConversation).messages).toHaveLength(1)
  })

  it.each([
    ['site', { ...first, site: 'en_GB' }],
    ['site', { name: first.name, email: first.email, body: first.body }],
    ['name', { site: 'es_ES', email: first.email, body: first.body }],
    ['name', { ...first, name: 'R2-D2' }],
    ['name', { ...first, name: 'a'.repeat(MESSENGER_LIMITS.name + 1) }],
    ['email', { site: 'es_ES', name: first.name, body: first.body }],
    ['email', { ...first, email: 'lucia@' }],
    ['body', { ...first, body: '   ' }],
    ['body', { ...first, body: 'x'.repeat(MESSENGER_LIMITS.body + 1) }],
    ['body', { ...first, body: 42 }],
  ])('answers 400 naming %s for %j', async (field, body) => {
    const res = await send(body)
    expect(res.status).toBe(400)
    const error = ((await res.json()) as ErrorJson).error
    expect(error).toMatchObject({ code: 'INVALID_INPUT', field })
  })

  it('answers 400 for a body that is not JSON, and for a read without its site', async () => {
    expect((await send('{"site":')).status).toBe(400)
    const res = await request('GET', '/api/messenger/conversation', undefined, {})
    expect(res.status).toBe(400)
    expect(((await res.json()) as ErrorJson).error.field).toBe('site')
  })

  it('answers 429 once a client has sent its messages of the minute, and its reads too', async () => {
    const ip = '198.51.100.77'
    const { token } = await start(first, { ip })
    for (let i = 1; i < RATE_LIMITS.messenger; i++) expect((await send({ site: 'es_ES', body: `n${i}` }, { ip, token })).status).toBe(201)
    const refused = await send({ site: 'es_ES', body: 'one too many' }, { ip, token })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    // Another client is not held back.
    expect((await send({ site: 'es_ES', body: 'hola' }, { token })).status).toBe(201)

    const reader = '198.51.100.78'
    for (let i = 0; i < RATE_LIMITS['messenger-read']; i++) expect((await read('es_ES', { ip: reader, token })).status).toBe(200)
    expect((await read('es_ES', { ip: reader, token })).status).toBe(429)
  })

  it('is unknown (404) where the messenger is disabled: another site outside production, and the customer-care host', async () => {
    const french = { ...first, site: 'fr_FR' }
    const off = await send(french)
    expect(off.status).toBe(404)
    expect(((await off.json()) as ErrorJson).error.code).toBe('MESSENGER_DISABLED')
    expect((await read('fr_FR', { token: `${crypto.randomUUID()}.${'A'.repeat(43)}` })).status).toBe(404)
    // In production every site has it.
    const { token } = await start(french, { bindings: { PRODUCTION: 'true' } })
    expect((await read('fr_FR', { token, bindings: { PRODUCTION: 'true' } })).status).toBe(200)
    // Signed-in staff on the customer-care host answer from the advisers' tools.
    expect((await send(first, { host: env.CUSTOMER_CARE_HOST, cookie: await careCookie() })).status).toBe(404)
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM messenger_conversations WHERE site = 'fr_FR' AND name = ?1")
        .bind(first.name)
        .first('n'),
    ).toBe(1)
  })

  it("is the visitors' chat on the customer-care host without a staff session", async () => {
    const anonymous = { ...first, name: 'Sin sesión' }
    expect((await send(anonymous, { host: env.CUSTOMER_CARE_HOST })).status).toBe(201)
    const expired = await careCookie('agent@weekend.fr', Math.floor(Date.now() / 1000) - 1)
    expect((await send(anonymous, { host: env.CUSTOMER_CARE_HOST, cookie: expired })).status).toBe(201)
  })

  it('stops taking messages once a conversation holds its most', async () => {
    const { conversation } = await start()
    const now = new Date().toISOString()
    expect(await appendMessage(env.DB, { conversationId: conversation.id, author: 'visitor', body: 'two', now, cap: 2 })).toBe(true)
    expect(await appendMessage(env.DB, { conversationId: conversation.id, author: 'visitor', body: 'three', now, cap: 2 })).toBe(false)
    const count = await env.DB.prepare('SELECT count(*) AS n FROM messenger_messages WHERE conversation_id = ?1')
      .bind(conversation.id)
      .first('n')
    expect(count).toBe(2)
  })
})

describe('the advisers: GET /ops/messenger and POST /ops/messenger/:id/reply', () => {
  it('refuse a request without the ops bearer token, or with another', async () => {
    const { conversation } = await start()
    for (const auth of [undefined, 'Bearer nope', env.OPS_TOKEN]) {
      const options = auth === undefined ? {} : { auth }
      expect((await request('GET', '/ops/messenger', undefined, options)).status).toBe(401)
      expect((await request('POST', `/ops/messenger/${conversation.id}/reply`, { body: 'Hola' }, options)).status).toBe(401)
    }
    expect(await env.DB.prepare("SELECT count(*) AS n FROM messenger_messages WHERE author = 'adviser'").first('n')).toBe(0)
  })

  it('list the open conversations, the most recent activity first, and an answer reaches the visitor', async () => {
    vi.setSystemTime(new Date('2026-11-24T09:00:00Z'))
    const older = await start({ ...first, name: 'Marta Gil', email: 'marta@gmail.com' })
    vi.setSystemTime(new Date('2026-11-24T09:30:00Z'))
    const newer = await start({ ...first, name: 'Pablo Ruiz', email: 'pablo@yahoo.es' })
    // Long quiet conversations are closed: not listed.
    vi.setSystemTime(new Date('2026-08-01T09:00:00Z'))
    await start({ ...first, name: 'Old Timer', email: 'old@gmail.com' })
    vi.setSystemTime(new Date('2026-11-24T10:00:20Z'))

    const res = await request('GET', '/ops/messenger', undefined, OPS)
    expect(res.status).toBe(200)
    const { conversations } = (await res.json()) as { conversations: MessengerConversationSummary[] }
    const ids = conversations.map((c) => c.id)
    expect(ids.indexOf(newer.conversation.id)).toBeLessThan(ids.indexOf(older.conversation.id))
    expect(conversations.some((c) => c.name === 'Old Timer')).toBe(false)
    expect(conversations.find((c) => c.id === newer.conversation.id)).toMatchObject({
      site: 'es_ES',
      name: 'Pablo Ruiz',
      email: 'pablo@yahoo.es',
      messageCount: 1,
      awaitingReply: true,
      lastMessage: { author: 'visitor', body: first.body },
    })

    vi.setSystemTime(new Date('2026-11-24T10:05:20Z'))
    const reply = await request(
      'POST',
      `/ops/messenger/${older.conversation.id}/reply`,
      { body: 'Sí, nos queda una habitación doble.' },
      OPS,
    )
    expect(reply.status).toBe(201)
    expect(((await reply.json()) as { message: { author: string } }).message.author).toBe('adviser')

    const visitor = (await (await read('es_ES', { token: older.token })).json()) as MessengerConversation
    expect(visitor.messages.map((m) => [m.author, m.body])).toEqual([
      ['visitor', first.body],
      ['adviser', 'Sí, nos queda una habitación doble.'],
    ])
    const after = (await (await request('GET', '/ops/messenger', undefined, OPS)).json()) as {
      conversations: MessengerConversationSummary[]
    }
    // Answered now: first in the list and no longer waiting.
    expect(after.conversations[0]).toMatchObject({ id: older.conversation.id, awaitingReply: false, messageCount: 2 })

    const one = await request('GET', `/ops/messenger/${older.conversation.id}`, undefined, OPS)
    expect(one.status).toBe(200)
    const full = (await one.json()) as Record<string, unknown>
    expect(full).toMatchObject({ id: older.conversation.id, email: 'marta@gmail.com' })
    expect(full).not.toHaveProperty('tokenHash')
  })

  it('answer 404 for an unknown conversation and 400 naming the body for an empty or too long answer', async () => {
    const { conversation } = await start()
    expect((await request('POST', `/ops/messenger/${crypto.randomUUID()}/reply`, { body: 'Hola' }, OPS)).status).toBe(404)
    expect((await request('GET', `/ops/messenger/${crypto.randomUUID()}`, undefined, OPS)).status).toBe(404)
    for (const body of [{ body: '' }, { body: 'x'.repeat(MESSENGER_LIMITS.body + 1) }, {}]) {
      const res = await request('POST', `/ops/messenger/${conversation.id}/reply`, body, OPS)
      expect(res.status).toBe(400)
      expect(((await res.json()) as ErrorJson).error.field).toBe('body')
    }
  })
})
