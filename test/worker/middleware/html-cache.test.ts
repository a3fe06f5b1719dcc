import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import app from '../../../worker/index'

/** A page through the whole worker; the cache copy written after the response is awaited. */
async function get(path: string, headers: Record<string, string> = {}, bindings: Env = env): Promise<Response & { html: string }> {
  const ctx = createExecutionContext()
  const res = await app.request(`http://localhost${path}`, { headers }, bindings, ctx)
  const html = await res.text()
  await waitOnExecutionContext(ctx)
  return Object.assign(res, { html })
}

function cspNonce(res: Response): string {
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get('Content-Security-Policy') ?? '')?.[1]
  if (!nonce) throw new Error('no CSP nonce')
  return nonce
}

/** The page with its per-request values (nonce, request id) masked. */
function masked(res: Response & { html: string }): string {
  return res.html.replaceAll(cspNonce(res), 'NONCE').replaceAll(res.headers.get('X-Request-Id') ?? '', 'REQUEST-ID')
}

async function purgeAll(): Promise<void> {
  const res = await app.request(
    'http://localhost/ops/purge',
    {
      method: 'POST',
      headers: { Authorization: 'Bearer test-ops-token', 'Content-Type': 'application/json' },
      body: JSON.stringify({ scope: 'all' }),
    },
    env,
  )
  expect(res.status).toBe(200)
}

describe('the HTML cache of anonymous pages', () => {
  it('answers the second anonymous visit of /fr-fr/ from the cache, with a fresh nonce the scripts carry', async () => {
    await purgeAll()
    const first = await get('/fr-fr/')
    expect(first.status).toBe(200)
    expect(first.headers.get('X-Cache')).toBe('MISS')
    const second = await get('/fr-fr/')
    expect(second.status).toBe(200)
    expect(second.headers.get('X-Cache')).toBe('HIT')

    const nonce = cspNonce(second)
    expect(nonce).not.toBe(cspNonce(first))
    expect(second.html).toContain(`nonce="${nonce}"`)
    expect(second.html).not.toContain(cspNonce(first))
    expect(second.html).toContain(`"requestId":"${second.headers.get('X-Request-Id')}"`)
    expect(masked(second)).toBe(masked(first))
    expect(second.headers.get('Content-Type')).toContain('text/html')
    expect(second.headers.get('Cache-Control')).toBe('private, no-cache')
  })

  it('keys pages by their query, whatever the order of its parameters', async () => {
    await get('/fr-fr/?b=2&a=1')
    expect((await get('/fr-fr/?a=1&b=2')).headers.get('X-Cache')).toBe('HIT')
    expect((await get('/fr-fr/?a=1&b=3')).headers.get('X-Cache')).toBe('MISS')
  })

  it('never caches a request with a Cookie header', async () => {
    const path = '/fr-fr/?visit=with-cookie'
    const cookie = { Cookie: 'session=abc' }
    expect((await get(path, cookie)).headers.get('X-Cache')).toBe('BYPASS')
    expect((await get(path, cookie)).headers.get('X-Cache')).toBe('BYPASS')
    // Nothing was stored by the visits with a cookie.
    expect((await get(path)).headers.get('X-Cache')).toBe('MISS')
    // A stored anonymous copy is not served to a visitor with a cookie either.
    expect((await get(path, cookie)).headers.get('X-Cache')).toBe('BYPASS')
  })

  it('answers a page this isolate stored from its own copy, without a Cache API lookup, until a purge', async () => {
    const path = '/nl-nl/?visit=memory'
    const first = await get(path)
    expect(first.headers.get('X-Cache')).toBe('MISS')
    const open = vi.spyOn(caches, 'open')
    try {
      const second = await get(path)
      expect(second.headers.get('X-Cache')).toBe('HIT')
      expect(masked(second)).toBe(masked(first))
      expect(second.html).toContain(`nonce="${cspNonce(second)}"`)
      expect(open).not.toHaveBeenCalled()
      await purgeAll()
      expect((await get(path)).headers.get('X-Cache')).toBe('MISS')
      expect(open).toHaveBeenCalled()
    } finally {
      open.mockRestore()
    }
  })

  it('makes the next visit a miss after a purge of scope all', async () => {
    const path = '/es-es/?visit=purge'
    await get(path)
    expect((await get(path)).headers.get('X-Cache')).toBe('HIT')
    await purgeAll()
    expect((await get(path)).headers.get('X-Cache')).toBe('MISS')
    expect((await get(path)).headers.get('X-Cache')).toBe('HIT')
  })

  it('stores neither not-found pages nor pages whose data failed to load', async () => {
    await get('/fr-fr/sejour/inconnu-999999999')
    const notFound = await get('/fr-fr/sejour/inconnu-999999999')
    expect(notFound.status).toBe(404)
    expect(notFound.headers.get('X-Cache')).toBe('MISS')

    const path = '/it-it/?visit=failed-render'
    // Every query fails once the page has started streaming: its data cannot load.
    const unavailable = () => Promise.reject(new Error('database unavailable'))
    const statement = { bind: () => statement, first: unavailable, all: unavailable, run: unavailable, raw: unavailable }
    const db = new Proxy(env.DB, {
      get(target, key) {
        if (key === 'batch') return unavailable
        if (key === 'prepare') return () => statement
        const value = Reflect.get(target, key)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    const failing = { ...env, DB: db }
    const failed = await get(path, {}, failing)
    expect(failed.headers.get('X-Cache')).toBe('MISS')
    expect((await get(path)).headers.get('X-Cache')).toBe('MISS')
  })

  it('does not cache a Belgian page that sets the lastLanguage cookie', async () => {
    await get('/nl-be/?visit=belgium')
    expect((await get('/nl-be/?visit=belgium')).headers.get('X-Cache')).toBe('MISS')
  })
})
