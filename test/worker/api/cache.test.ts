import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TTLS } from '../../../worker/data/cache-keys'
import { call, json, postJson } from './app'

const body = { locale: 'es_ES', filters: { stars: [5, 4] }, limit: 2 }
const purge = (payload: unknown, token = 'test-ops-token') =>
  call('/ops/purge', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  })

afterEach(() => vi.restoreAllMocks())

describe('KV cache of searches', () => {
  it('misses, then hits, for the same criteria in another order', async () => {
    const first = await postJson('/api/offers.json', body)
    expect(first.headers.get('X-Cache')).toBe('MISS')
    const again = await postJson('/api/offers.json', { limit: 2, filters: { stars: [4, 5] }, locale: 'es_ES' })
    expect(again.headers.get('X-Cache')).toBe('HIT')
    expect(await again.json()).toEqual(await first.json())
  })

  it('serves stale after the fresh TTL and refreshes in the background', async () => {
    await postJson('/api/offers.json', { ...body, page: 2 })
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + (TTLS.search.fresh + 1) * 1000)
    const stale = await postJson('/api/offers.json', { ...body, page: 2 })
    expect(stale.headers.get('X-Cache')).toBe('STALE')
    const refreshed = await postJson('/api/offers.json', { ...body, page: 2 })
    expect(refreshed.headers.get('X-Cache')).toBe('HIT')
  })

  it('is emptied by a purge of the site, the page type or everything', async () => {
    for (const payload of [{ scope: 'site', value: 'es_ES' }, { scope: 'page-type', value: 'search' }, { scope: 'all' }]) {
      await postJson('/api/offers.json', body)
      expect((await postJson('/api/offers.json', body)).headers.get('X-Cache')).toBe('HIT')
      const res = await purge(payload)
      expect(res.status).toBe(200)
      expect((await postJson('/api/offers.json', body)).headers.get('X-Cache')).toBe('MISS')
    }
  })

  it('keeps other sites when one site is purged', async () => {
    const other = { ...body, locale: 'it_IT' }
    await postJson('/api/offers.json', other)
    await purge({ scope: 'site', value: 'es_ES' })
    expect((await postJson('/api/offers.json', other)).headers.get('X-Cache')).toBe('HIT')
  })

  it('refuses a purge without the token or with a bad scope', async () => {
    expect((await purge({ scope: 'all' }, 'wrong')).status).toBe(401)
    const bad = await purge({ scope: 'galaxy' })
    expect(bad.status).toBe(400)
    expect((await json<{ error: { field: string } }>(bad)).error.field).toBe('scope')
    expect((await purge({ scope: 'site' })).status).toBe(400)
  })

  it("answers a repeated search from the isolate's own copy, without reading KV", async () => {
    const criteria = { ...body, page: 3 }
    const first = await postJson('/api/offers.json', criteria)
    expect(first.headers.get('X-Cache')).toBe('MISS')
    const answer: unknown = await first.json()
    const reads = vi.fn()
    const cache = new Proxy(env.CACHE, {
      get(target, key) {
        if (key === 'get' || key === 'getWithMetadata') reads()
        const value = Reflect.get(target, key) as unknown
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
      },
    })
    const again = await postJson('/api/offers.json', criteria, { CACHE: cache })
    expect(again.headers.get('X-Cache')).toBe('HIT')
    expect(reads).not.toHaveBeenCalled()
    // The same copy answers every time, whole (its non-ASCII texts included).
    expect(await again.json()).toEqual(answer)
    const third = await postJson('/api/offers.json', criteria, { CACHE: cache })
    expect(third.headers.get('X-Cache')).toBe('HIT')
    expect(await third.json()).toEqual(answer)
    expect(JSON.stringify(answer)).toMatch(/[\u0080-\uffff]/)
  })

  it("drops the isolate's copy once a purge made elsewhere is read from KV", async () => {
    const criteria = { ...body, page: 4 }
    await postJson('/api/offers.json', criteria)
    expect((await postJson('/api/offers.json', criteria)).headers.get('X-Cache')).toBe('HIT')
    // Another location's purge: only KV knows it; this isolate reads generations again after a second.
    await env.CACHE.put('gen:site:es_ES', String(Number((await env.CACHE.get('gen:site:es_ES')) ?? '0') + 1))
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + 1500)
    expect((await postJson('/api/offers.json', criteria)).headers.get('X-Cache')).toBe('MISS')
  })

  it('writes an answer to KV the second time it is asked for, not the first', async () => {
    const criteria = { ...body, page: 5 }
    const writes: string[] = []
    const cache = new Proxy(env.CACHE, {
      get(target, key) {
        const value = Reflect.get(target, key) as unknown
        if (key === 'put')
          return (name: string, ...rest: unknown[]) => (
            writes.push(name),
            (value as (...args: unknown[]) => unknown).call(target, name, ...rest)
          )
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
      },
    })
    expect((await postJson('/api/offers.json', criteria, { CACHE: cache })).headers.get('X-Cache')).toBe('MISS')
    expect(writes.filter((k) => k.startsWith('api:'))).toEqual([])
    expect((await postJson('/api/offers.json', criteria, { CACHE: cache })).headers.get('X-Cache')).toBe('HIT')
    await vi.waitFor(() => expect(writes.filter((k) => k.startsWith('api:'))).toHaveLength(1))
    // Another isolate (no copy of its own) finds it in KV.
    const stored = await env.CACHE.getWithMetadata<{ storedAt: number }>(writes.find((k) => k.startsWith('api:')) ?? '', 'text')
    expect(JSON.parse(stored.value ?? 'null')).toEqual(await (await postJson('/api/offers.json', criteria)).json())
  })

  it('stores generations in KV', async () => {
    await purge({ scope: 'campaign', value: 'summer' })
    expect(Number(await env.CACHE.get('gen:campaign:summer'))).toBeGreaterThan(0)
  })
})
