import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OffersResponse } from '../../../shared/api/search'
import { TTLS } from '../../../worker/data/cache-keys'
import { call, json, postJson } from './app'

const UPSTREAM = { UPSTREAM_API_URL: 'https://upstream.example' }

afterEach(() => vi.restoreAllMocks())

describe('proxy mode', () => {
  it('forwards the same call to the upstream and validates its answer', async () => {
    const local = await json<OffersResponse>(await postJson('/api/offers.json', { locale: 'fr_FR', limit: 2, page: 3 }))
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(local))
    const res = await postJson('/api/offers.json', { locale: 'fr_FR', limit: 2, page: 3, orderBy: 'popularity' }, UPSTREAM)
    expect(res.status).toBe(200)
    expect((await json<OffersResponse>(res)).results).toEqual(local.results)
    const [url, init] = spy.mock.calls[0] ?? []
    expect(String(url)).toBe('https://upstream.example/api/offers.json')
    expect(init?.method).toBe('POST')
  })

  it('forwards GET queries with comma lists', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ totalCount: 0, properties: [] }))
    const res = await call('/api/facets.json?locale=fr_FR&stars=4,5&flow=hotel', {}, UPSTREAM)
    expect(res.status).toBe(200)
    expect(String(spy.mock.calls[0]?.[0])).toContain('stars=4%2C5')
  })

  it('answers 502 when the upstream answers an unexpected shape or fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ nope: true }))
    const bad = await call('/api/facets.json?locale=nl_NL&flow=hotel', {}, UPSTREAM)
    expect(bad.status).toBe(502)
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('connection refused'))
    expect((await call('/api/facets.json?locale=nl_NL&flow=hotel&stars=3', {}, UPSTREAM)).status).toBe(502)
  })

  it('maps an upstream 404 to 404', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 404 }))
    expect((await call('/api/weekend/123/detail.json?locale=fr_FR', {}, UPSTREAM)).status).toBe(404)
  })

  it('serves a stale answer when the upstream fails (stale-if-error)', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ totalCount: 7, properties: [] }))
    const path = '/api/facets.json?locale=it_IT&flow=hotel'
    expect((await call(path, {}, UPSTREAM)).headers.get('X-Cache')).toBe('MISS')
    vi.restoreAllMocks()
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('down'))
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + (TTLS.facets.fresh + TTLS.facets.staleWhileRevalidate + 10) * 1000)
    const res = await call(path, {}, UPSTREAM)
    expect(res.status).toBe(200)
    expect(res.headers.get('X-Cache')).toBe('STALE')
    expect((await json<{ totalCount: number }>(res)).totalCount).toBe(7)
  })

  it('never serves an entry stored before a purge, not even when the upstream fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ totalCount: 9, properties: [] }))
    const path = '/api/facets.json?locale=es_ES&flow=hotel&stars=4'
    expect((await call(path, {}, UPSTREAM)).headers.get('X-Cache')).toBe('MISS')
    expect((await call(path, {}, UPSTREAM)).headers.get('X-Cache')).toBe('HIT')
    const purged = await call('/ops/purge', {
      method: 'POST',
      headers: { Authorization: 'Bearer test-ops-token', 'Content-Type': 'application/json' },
      body: JSON.stringify({ scope: 'site', value: 'es_ES' }),
    })
    expect(purged.status).toBe(200)
    vi.restoreAllMocks()
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('down'))
    expect((await call(path, {}, UPSTREAM)).status).toBe(502)
  })
})
