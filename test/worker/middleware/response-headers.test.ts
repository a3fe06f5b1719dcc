import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import app from '../../../worker/index'
import { setResponseHeaders } from '../../../worker/middleware/response-headers'

/** A middleware setting headers after the handler, as the worker's own do. */
function appWith(handler: () => Response, options: { append?: boolean } = {}) {
  return new Hono()
    .use('*', async (c, next) => {
      await next()
      setResponseHeaders(
        c,
        [
          ['X-One', '1'],
          ['X-Two', '2'],
        ],
        options,
      )
    })
    .get('/', () => handler())
}

describe('headers set by middlewares after the handler', () => {
  it("change the handler's response in place when its headers can change", async () => {
    let made: Response | undefined
    const res = await appWith(() => (made = new Response('ok', { headers: { 'X-Own': 'kept' } }))).request('/')
    expect(res).toBe(made)
    expect(res.headers.get('X-One')).toBe('1')
    expect(res.headers.get('X-Two')).toBe('2')
    expect(res.headers.get('X-Own')).toBe('kept')
    expect(await res.text()).toBe('ok')
  })

  it('copy a response whose headers are immutable once, keeping its status, body and headers', async () => {
    // A redirect's headers are immutable: the case of a response straight from fetch or the cache.
    expect(() => Response.redirect('https://example.com/next', 302).headers.set('X-One', '1')).toThrow(TypeError)
    const res = await appWith(() => Response.redirect('https://example.com/next', 302)).request('/')
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('https://example.com/next')
    expect(res.headers.get('X-One')).toBe('1')
    expect(res.headers.get('X-Two')).toBe('2')
  })

  it('append to a header the handler already set when asked to', async () => {
    const res = await appWith(() => new Response('ok', { headers: { 'X-One': '0' } }), { append: true }).request('/')
    expect(res.headers.get('X-One')).toBe('0, 1')
  })

  it('reach every response of the worker: security headers and request id on the health check', async () => {
    const res = await app.request('http://localhost/healthz')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Security-Policy')).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/)
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(res.headers.get('X-Frame-Options')).toBe('DENY')
    expect(res.headers.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains; preload')
    expect(res.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/)
  })
})
