import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CAPTCHA_FIELD } from '../../../shared/api/contact'
import { CAPTCHA_VERIFY_URL, verifyCaptcha } from '../../../worker/captcha'
import { RATE_LIMITS } from '../../../worker/data/cache-keys'
import app from '../../../worker/index'
import type { ErrorJson } from './app'
import { careCookie } from '../care-session'

let ipCounter = 0
/** Each test counts against its own client address. */
const nextIp = () => `198.51.100.${++ipCounter}`

const validForm = {
  contact_reason: 'modify_booking',
  Booking_ID__c: '12345678',
  name: "Anne-Sophie D'Arc",
  email: 'anne@orange.fr',
  phone: '+33 (0)6 12-34-56-78',
  description: 'Can I move my stay to the next weekend?',
  requestType: 'Booking',
  requestSubtype: 'Modification',
  [CAPTCHA_FIELD]: 'captcha-token-from-the-widget',
}

interface PostOptions {
  ip?: string
  host?: string
  accept?: string
  cookie?: string
}

/** A form post as the browser sends it, through the whole worker. */
async function postForm(path: string, fields: Record<string, string>, options: PostOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/x-www-form-urlencoded',
    'cf-connecting-ip': options.ip ?? nextIp(),
  }
  if (options.accept) headers.Accept = options.accept
  if (options.cookie) headers.Cookie = options.cookie
  const ctx = createExecutionContext()
  const res = await app.request(
    `http://${options.host ?? 'localhost'}${path}`,
    { method: 'POST', headers, body: new URLSearchParams(fields).toString(), redirect: 'manual' },
    env,
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return res
}

async function requestsFrom(email: string) {
  const { results } = await env.DB.prepare('SELECT * FROM contact_requests WHERE email = ?1 ORDER BY id')
    .bind(email)
    .all<Record<string, unknown>>()
  return results
}

const sha256 = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')

let errorSpy: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  // The middle of a minute: the rate-limit window cannot restart during a test.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-23T10:00:20Z'))
  errorSpy = vi.spyOn(console, 'error')
})
afterEach(() => {
  vi.useRealTimers()
  expect(errorSpy).not.toHaveBeenCalled()
  errorSpy.mockRestore()
})

describe('POST {site}/contact', () => {
  it('stores the request and sends the visitor back to the contact page with the thank-you ref', async () => {
    const email = 'thanks@orange.fr'
    const ip = '203.0.113.77'
    const res = await postForm('/fr-fr/contact', { ...validForm, email }, { ip })
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe('/fr-fr/contact?ref=contact_thank_you')
    const rows = await requestsFrom(email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      locale: 'fr_FR',
      subject: 'modify_booking',
      order_reference: '12345678',
      ip_hash: await sha256(ip),
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
    const payload = JSON.parse(String(rows[0]?.payload)) as Record<string, string>
    expect(payload).toMatchObject({ name: validForm.name, requestType: 'Booking', requestSubtype: 'Modification' })
    expect(payload).not.toHaveProperty(CAPTCHA_FIELD)
    expect(JSON.stringify(rows[0])).not.toContain(ip)
  })

  it.each([
    ['/es-es/contacto', 'localhost', 'es_ES'],
    ['/it-it/contatti', 'localhost', 'it_IT'],
    ['/nl-be/contact', 'localhost', 'nl_BE'],
    ['/contact', 'localhost', 'fr_FR'],
    ['/fr/contact', 'www.weekend.be', 'fr_BE'],
    ['/contacto', 'www.weekend.es', 'es_ES'],
  ])('works on the contact route of every site: %s on %s', async (path, host, locale) => {
    const email = `site-${locale}-${host}@example.com`
    const res = await postForm(path, { ...validForm, email }, { host })
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe(`${path}?ref=contact_thank_you`)
    expect((await requestsFrom(email))[0]).toMatchObject({ locale })
  })

  it.each([
    ["another language's contact slug", '/es-es/contact'],
    ['a longer slug', '/fr-fr/contactos'],
    ['a sub-path', '/fr-fr/contact/form'],
  ])('answers 404 on %s', async (_case, path) => {
    const res = await postForm(path, { ...validForm, email: 'elsewhere@example.com' })
    expect(res.status).toBe(404)
    expect(await requestsFrom('elsewhere@example.com')).toHaveLength(0)
  })

  it('does not need a booking number for an offer-information question', async () => {
    const email = 'question@example.com'
    const res = await postForm('/fr-fr/contact', { ...validForm, email, contact_reason: 'avv_info', Booking_ID__c: '' })
    expect(res.headers.get('Location')).toBe('/fr-fr/contact?ref=contact_thank_you')
    expect((await requestsFrom(email))[0]).toMatchObject({ subject: 'avv_info', order_reference: null })
  })

  it.each<[string, Record<string, string>, string]>([
    ['a booking number of 7 digits', { Booking_ID__c: '1234567' }, 'Booking_ID__c'],
    ['no booking number', { Booking_ID__c: '' }, 'Booking_ID__c'],
    ['an invalid email', { email: 'anne@orange' }, 'email'],
    ['an empty name', { name: '  ' }, 'name'],
    ['a name with digits', { name: 'Anne 2' }, 'name'],
    ['a phone with letters', { phone: '06 12 AB' }, 'phone'],
    ['an empty message', { description: '' }, 'description'],
    ['a message over 4000 characters', { description: 'x'.repeat(4001) }, 'description'],
    ['no request type', { requestType: '' }, 'requestType'],
  ])('refuses %s: the error banner, or a 400 naming the field for JSON', async (_case, change, field) => {
    const email = `invalid-${field}-${ipCounter}@example.com`
    const form = { ...validForm, email: change.email ?? email, ...change }
    const page = await postForm('/fr-fr/contact', form)
    expect(page.status).toBe(303)
    expect(page.headers.get('Location')).toBe('/fr-fr/contact?ref=contact_error')
    const api = await postForm('/fr-fr/contact', form, { accept: 'application/json' })
    expect(api.status).toBe(400)
    expect((await api.json<ErrorJson>()).error).toMatchObject({ code: 'INVALID_INPUT', field })
    expect(await requestsFrom(form.email)).toHaveLength(0)
  })

  it('refuses a form without a captcha token', async () => {
    const email = 'nocaptcha@example.com'
    const form = { ...validForm, email, [CAPTCHA_FIELD]: '' }
    const page = await postForm('/fr-fr/contact', form)
    expect(page.headers.get('Location')).toBe('/fr-fr/contact?ref=contact_error')
    const api = await postForm('/fr-fr/contact', form, { accept: 'application/json' })
    expect(api.status).toBe(400)
    expect((await api.json<ErrorJson>()).error).toMatchObject({ code: 'CAPTCHA_REQUIRED', field: CAPTCHA_FIELD })
    expect(await requestsFrom(email)).toHaveLength(0)
  })

  it('skips the captcha in customer-care mode', async () => {
    const email = 'care@example.com'
    const res = await postForm(
      '/fr-fr/contact',
      { ...validForm, email, [CAPTCHA_FIELD]: '' },
      { host: env.CUSTOMER_CARE_HOST, cookie: await careCookie() },
    )
    expect(res.headers.get('Location')).toBe('/fr-fr/contact?ref=contact_thank_you')
    expect(await requestsFrom(email)).toHaveLength(1)
  })

  it('skips no captcha on the customer-care host without a staff session: the login screen answers', async () => {
    const email = 'not-staff@example.com'
    const expired = await careCookie('agent@weekend.fr', Math.floor(Date.now() / 1000) - 1)
    for (const cookie of [undefined, expired]) {
      const res = await postForm(
        '/fr-fr/contact',
        { ...validForm, email, [CAPTCHA_FIELD]: '' },
        { host: env.CUSTOMER_CARE_HOST, accept: 'application/json', ...(cookie ? { cookie } : {}) },
      )
      expect(res.status).toBe(401)
    }
    expect(await requestsFrom(email)).toHaveLength(0)
  })

  it('answers a JSON client with 201 and the request id', async () => {
    const email = 'json@example.com'
    const res = await postForm('/fr-fr/contact', { ...validForm, email }, { accept: 'application/json' })
    expect(res.status).toBe(201)
    const { contactRequestUUID } = await res.json<{ contactRequestUUID: string }>()
    expect((await requestsFrom(email))[0]).toMatchObject({ uuid: contactRequestUUID })
  })

  it('answers 429 once a client has sent its requests of the minute', async () => {
    const ip = nextIp()
    for (let i = 0; i < RATE_LIMITS.contact; i++) {
      expect((await postForm('/fr-fr/contact', { ...validForm, email: `rate-${i}@example.com` }, { ip })).status).toBe(303)
    }
    const refused = await postForm('/fr-fr/contact', { ...validForm, email: 'rate-over@example.com' }, { ip })
    expect(refused.status).toBe(429)
    expect(await requestsFrom('rate-over@example.com')).toHaveLength(0)
  })
})

describe('captcha verification', () => {
  const answering = (status: number, body: unknown) => {
    const calls: { url: string; form: URLSearchParams }[] = []
    const fetcher = async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), form: new URLSearchParams(String(init?.body)) })
      return new Response(JSON.stringify(body), { status })
    }
    return { calls, fetcher: fetcher as typeof fetch }
  }

  it('without a secret, accepts any token and refuses a missing one', async () => {
    expect(await verifyCaptcha({ secret: undefined, token: 'anything', remoteIp: null })).toBe('ok')
    expect(await verifyCaptcha({ secret: '', token: '', remoteIp: null })).toBe('missing')
  })

  it.each([
    ['accepts a token the provider verified', 200, { success: true }, 'ok'],
    ['refuses a token the provider rejected', 200, { success: false, 'error-codes': ['invalid-input-response'] }, 'rejected'],
    ['reports a provider error as unavailable', 500, {}, 'unavailable'],
    ['reports an unexpected answer as unavailable', 200, { ok: 'yes' }, 'unavailable'],
  ])('with a secret, %s', async (_case, status, body, verdict) => {
    const provider = answering(status, body)
    const result = await verifyCaptcha({ secret: 'secret-key', token: 'tok', remoteIp: '203.0.113.9', fetcher: provider.fetcher })
    expect(result).toBe(verdict)
    expect(provider.calls).toHaveLength(1)
    expect(provider.calls[0]?.url).toBe(CAPTCHA_VERIFY_URL)
    expect(Object.fromEntries(provider.calls[0]?.form ?? [])).toEqual({ secret: 'secret-key', response: 'tok', remoteip: '203.0.113.9' })
  })

  it('with a secret, never calls the provider for a missing token', async () => {
    const provider = answering(200, { success: true })
    expect(await verifyCaptcha({ secret: 'secret-key', token: '', remoteIp: null, fetcher: provider.fetcher })).toBe('missing')
    expect(provider.calls).toHaveLength(0)
  })
})
