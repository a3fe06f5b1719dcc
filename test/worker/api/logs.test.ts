import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RATE_LIMITS } from '../../../worker/data/cache-keys'
import { ANALYTICS_BODY_MAX, LOG_BODY_MAX } from '../../../worker/routes/api/logs'
import { call, json, type ErrorJson } from './app'

let ipCounter = 0
/** Each test counts against its own client address. */
const nextIp = () => `203.0.113.${++ipCounter}`

function post(path: string, body: unknown, ip: string, raw?: string, type = 'application/json'): Promise<Response> {
  return call(path, {
    method: 'POST',
    headers: { 'Content-Type': type, 'cf-connecting-ip': ip, 'User-Agent': 'vitest-agent' },
    body: raw ?? JSON.stringify(body),
  })
}

/** The JSON lines the worker forwarded on console.log. */
function forwarded(spy: ReturnType<typeof vi.spyOn>): Record<string, unknown>[] {
  return spy.mock.calls.map((args: unknown[]) => JSON.parse(String(args[0])) as Record<string, unknown>)
}

const validLog = { level: 'ERROR', locale: 'fr_FR', location: 'application.client.error', message: 'TypeError: x is undefined' }
const validAnalytics = { clientId: 'c-1', userId: null, events: [{ name: 'view_item', params: { id: 12, currency: 'EUR' } }] }

let logSpy: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  // A fixed moment in the middle of a minute: a rate-limit window never restarts during a test.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-23T10:00:20Z'))
  logSpy = vi.spyOn(console, 'log').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.useRealTimers()
  logSpy.mockRestore()
})

describe('reports sent by navigator.sendBeacon (a string body, text/plain)', () => {
  it.each([
    ['/api/logs', validLog],
    ['/api/analytics/ga/collect/FR', validAnalytics],
  ])('%s takes the JSON of a text/plain body', async (path, body) => {
    const res = await post(path, body, nextIp(), undefined, 'text/plain;charset=UTF-8')
    expect(res.status).toBe(204)
    expect(forwarded(logSpy)).toHaveLength(1)
  })

  it('refuses a text/plain body that is not JSON with a 400', async () => {
    const res = await post('/api/logs', null, nextIp(), 'level=ERROR', 'text/plain;charset=UTF-8')
    expect(res.status).toBe(400)
  })
})

describe('POST /api/logs', () => {
  it('forwards a valid report as one JSON line and answers 204', async () => {
    const res = await post('/api/logs', validLog, nextIp())
    expect(res.status).toBe(204)
    const lines = forwarded(logSpy)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      level: 'ERROR',
      locale: 'fr_FR',
      location: 'application.client.error',
      message: validLog.message,
      ua: 'vitest-agent',
    })
    expect(lines[0]).toHaveProperty('requestId')
  })

  it('cuts the message to 256 characters', async () => {
    const res = await post('/api/logs', { ...validLog, message: 'x'.repeat(1000) }, nextIp())
    expect(res.status).toBe(204)
    expect(forwarded(logSpy)[0]?.message).toBe('x'.repeat(256))
  })

  it.each([
    [{ ...validLog, level: 'DEBUG' }, 'level'],
    [{ ...validLog, locale: 'en_GB' }, 'locale'],
    [{ level: 'ERROR', message: 'm' }, 'location'],
  ])('refuses an invalid body with a 400 naming the field (%#)', async (body, field) => {
    const res = await post('/api/logs', body, nextIp())
    expect(res.status).toBe(400)
    expect((await json<ErrorJson>(res)).error.field).toBe(field)
    expect(logSpy).not.toHaveBeenCalled()
  })

  it('refuses a body over 4 KB with a 413 JSON error', async () => {
    const res = await post('/api/logs', null, nextIp(), JSON.stringify({ ...validLog, message: 'x'.repeat(LOG_BODY_MAX) }))
    expect(res.status).toBe(413)
    expect((await json<ErrorJson>(res)).error.code).toBe('PAYLOAD_TOO_LARGE')
    expect(logSpy).not.toHaveBeenCalled()
  })

  it('answers 429 once a client has sent its reports of the minute, other clients still pass', async () => {
    const ip = nextIp()
    for (let i = 0; i < RATE_LIMITS.logs; i++) expect((await post('/api/logs', validLog, ip)).status).toBe(204)
    const refused = await post('/api/logs', validLog, ip)
    expect(refused.status).toBe(429)
    expect((await json<ErrorJson>(refused)).error.code).toBe('RATE_LIMITED')
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await post('/api/logs', validLog, nextIp())).status).toBe(204)
    // The next minute is a new window.
    vi.setSystemTime(new Date('2026-11-23T10:01:20Z'))
    expect((await post('/api/logs', validLog, ip)).status).toBe(204)
  })
})

describe('POST /api/analytics/ga/collect/:pos', () => {
  it.each(['FR', 'ES', 'BE', 'NL', 'IT'])('forwards the events of point of sale %s and answers 204', async (pos) => {
    const res = await post(`/api/analytics/ga/collect/${pos}`, validAnalytics, nextIp())
    expect(res.status).toBe(204)
    expect(forwarded(logSpy)[0]).toMatchObject({ source: 'analytics', pos, clientId: 'c-1', events: validAnalytics.events })
  })

  it.each([
    ['/api/analytics/ga/collect/DE', validAnalytics, 'pos'],
    ['/api/analytics/ga/collect/FR', { ...validAnalytics, events: [] }, 'events'],
    ['/api/analytics/ga/collect/FR', { ...validAnalytics, events: [{ name: 'bad name!' }] }, 'events.0.name'],
    ['/api/analytics/ga/collect/FR', { events: validAnalytics.events }, 'clientId'],
  ])('refuses %s with an invalid body or point of sale naming the field (%#)', async (path, body, field) => {
    const res = await post(path, body, nextIp())
    expect(res.status).toBe(400)
    expect((await json<ErrorJson>(res)).error.field).toBe(field)
  })

  it('refuses a body over 16 KB with a 413', async () => {
    const big = { ...validAnalytics, events: [{ name: 'e', params: { blob: 'x'.repeat(ANALYTICS_BODY_MAX) } }] }
    const res = await post('/api/analytics/ga/collect/FR', big, nextIp())
    expect(res.status).toBe(413)
  })

  it('answers 429 over the rate', async () => {
    const ip = nextIp()
    for (let i = 0; i < RATE_LIMITS.analytics; i++) {
      expect((await post('/api/analytics/ga/collect/NL', validAnalytics, ip)).status).toBe(204)
    }
    expect((await post('/api/analytics/ga/collect/NL', validAnalytics, ip)).status).toBe(429)
  })
})
