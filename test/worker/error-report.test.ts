import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RATE_LIMITS } from '../../worker/data/cache-keys'
import app from '../../worker/index'

async function report(query: string, ip: string): Promise<Response> {
  const ctx = createExecutionContext()
  const res = await app.request(
    `http://localhost/error${query}`,
    { headers: { 'cf-connecting-ip': ip, 'User-Agent': 'vitest-agent' } },
    env,
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return res
}

let logSpy: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  // The middle of a minute: the rate-limit window cannot restart during a test.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-23T10:00:20Z'))
  logSpy = vi.spyOn(console, 'log').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.useRealTimers()
  logSpy.mockRestore()
})

describe('GET /error (a not-found page reports its address)', () => {
  it('logs the failing address with the locale and answers 204', async () => {
    const res = await report(`?uri=${encodeURIComponent('/fr-fr/sejour/inconnu-99')}&locale=fr_FR`, '198.51.100.1')
    expect(res.status).toBe(204)
    expect(res.headers.get('X-Request-Id')).toBeTruthy()
    const lines = logSpy.mock.calls.map((args: unknown[]) => JSON.parse(String(args[0])) as Record<string, unknown>)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      level: 'WARN',
      locale: 'fr_FR',
      location: 'application.client.not-found',
      message: 'Page not found: /fr-fr/sejour/inconnu-99',
      requestId: res.headers.get('X-Request-Id'),
      ua: 'vitest-agent',
    })
  })

  it('cuts the logged message to 256 characters', async () => {
    const res = await report(`?uri=/${'a'.repeat(1000)}`, '198.51.100.2')
    expect(res.status).toBe(204)
    const line = JSON.parse(String(logSpy.mock.calls[0]?.[0])) as { message: string }
    expect(line.message).toHaveLength(256)
  })

  it.each([
    ['?locale=fr_FR', 'uri'],
    ['?uri=/x&locale=de_DE', 'locale'],
    // A GET has no body: an over-long address is what "oversized" means here.
    [`?uri=/${'a'.repeat(2048)}`, 'uri'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const res = await report(query, '198.51.100.3')
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: { field?: string } }).error.field).toBe(field)
    expect(logSpy).not.toHaveBeenCalled()
  })

  it('answers 429 over the rate', async () => {
    for (let i = 0; i < RATE_LIMITS['error-report']; i++) expect((await report('?uri=/x', '198.51.100.4')).status).toBe(204)
    expect((await report('?uri=/x', '198.51.100.4')).status).toBe(429)
  })
})
