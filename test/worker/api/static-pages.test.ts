import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StaticPageResponse } from '../../../shared/api/static-page'
import { call, json, type ErrorJson } from './app'

const UPSTREAM = { UPSTREAM_API_URL: 'https://upstream.example' }

afterEach(() => vi.restoreAllMocks())

describe('a static page of the CMS (GET /gateway/content/static-page/{id})', () => {
  it.each([
    ['terms-of-sale', 'es_ES', 'Condiciones generales de venta'],
    ['cookies', 'it_IT', 'Informativa sui cookie'],
    ['partner-signup', 'nl_BE', 'Hoteliers: word partner'],
  ])('answers %s in %s with its authored document', async (id, locale, title) => {
    const res = await call(`/gateway/content/static-page/${id}?locale=${locale}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('X-Cache')).toMatch(/^(MISS|HIT)$/)
    const page = await json<StaticPageResponse>(res)
    expect(page).toMatchObject({ id, locale, content: { title, updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) } })
    expect((page.content.sections as unknown[]).length).toBeGreaterThanOrEqual(4)
  })

  it('answers the same call from the cache the second time', async () => {
    const path = '/gateway/content/static-page/terms-of-use?locale=fr_BE'
    await call(path)
    expect((await call(path)).headers.get('X-Cache')).toBe('HIT')
  })

  it('answers 404 JSON for an id the CMS does not hold', async () => {
    const res = await call('/gateway/content/static-page/press-room?locale=nl_NL')
    expect(res.status).toBe(404)
    expect((await json<ErrorJson>(res)).error.code).toBe('NOT_FOUND')
  })

  it.each([
    ['a missing locale', '/gateway/content/static-page/cookies', 'locale'],
    ['an unknown locale', '/gateway/content/static-page/cookies?locale=de_DE', 'locale'],
    ['an id that is no slug', '/gateway/content/static-page/Cookies_Policy?locale=fr_FR', 'id'],
    ['an id too long', `/gateway/content/static-page/${'a'.repeat(61)}?locale=fr_FR`, 'id'],
  ])('answers 400 naming the field for %s', async (_case, path, field) => {
    const res = await call(path)
    expect(res.status).toBe(400)
    const body = await json<ErrorJson>(res)
    expect(body.error.code).toBe('INVALID_INPUT')
    expect(body.error.field).toBe(field)
  })

  it('forwards the call to the upstream in proxy mode and validates its answer', async () => {
    const upstream = { id: 'data-protection', locale: 'es_ES', content: { title: 'Protección de datos', updatedAt: '2026-10-05' } }
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(upstream))
    const res = await call('/gateway/content/static-page/data-protection?locale=es_ES', {}, UPSTREAM)
    expect(res.status).toBe(200)
    expect(await json<StaticPageResponse>(res)).toEqual(upstream)
    expect(String(spy.mock.calls[0]?.[0])).toBe('https://upstream.example/gateway/content/static-page/data-protection?locale=es_ES')
  })

  it('maps the upstream 404 to 404 and an answer of another shape to 502 in proxy mode', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 404 }))
    expect((await call('/gateway/content/static-page/press-room?locale=it_IT', {}, UPSTREAM)).status).toBe(404)
    vi.restoreAllMocks()
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ title: 'no envelope' }))
    expect((await call('/gateway/content/static-page/terms-of-use?locale=it_IT', {}, UPSTREAM)).status).toBe(502)
  })
})
