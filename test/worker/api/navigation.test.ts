import { SELF } from 'cloudflare:test'
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NavigationResponseSchema, type NavigationLink, type NavigationResponse } from '../../../shared/api/cms'
import { navigationDepth } from '../../../shared/cms/navigation'
import type { OffersResponse } from '../../../shared/api/search'
import { getSite, type SiteId } from '../../../shared/sites'
import { call, json, postJson, type ErrorJson } from './app'

afterEach(() => vi.restoreAllMocks())

const purge = (scope: { scope: string; value?: string }) =>
  call('/ops/purge', {
    method: 'POST',
    headers: { Authorization: 'Bearer test-ops-token', 'Content-Type': 'application/json' },
    body: JSON.stringify(scope),
  })
const purgeAll = async () => expect((await purge({ scope: 'all' })).status).toBe(200)

const navigation = async (locale: SiteId, flow: 'booking' | 'gifting') =>
  v.parse(NavigationResponseSchema, await json(await call(`/api/cms/navigation?locale=${locale}&flow=${flow}`)))

/** Every link of a tree, depth first. */
const allLinks = (links: readonly NavigationLink[]): NavigationLink[] => links.flatMap((l) => [l, ...allLinks(l.children)])
const entry = (nav: NavigationResponse, id: string) => nav.links.find((l) => l._id === id)

/** How many stays the results of a search count (as its page's heading says). */
const totalOf = async (locale: SiteId, flow: 'booking' | 'gifting', filters: Record<string, unknown>) =>
  (await json<OffersResponse>(await postJson('/api/offers.json', { locale, flow, filters, limit: 1 }))).searchDetails.totalCount

describe('the navigation (GET /api/cms/navigation)', () => {
  it('answers destinations, themes and highlighted entries in the locale, at most four levels deep', async () => {
    const nav = await navigation('fr_FR', 'booking')
    expect(nav).toMatchObject({ locale: 'fr_FR', flow: 'booking' })
    expect(nav.links.map((l) => l._id)).toEqual(['destinations', 'themes', 'this-weekend', 'gift-ideas'])
    expect(nav.links.map((l) => l.label)).toEqual(['Destinations', 'Thématiques', 'Partir ce week-end', 'Idées cadeaux'])
    expect(navigationDepth(nav.links)).toBeLessThanOrEqual(4)
    // Every theme at once: the ideas page.
    expect(entry(nav, 'themes')?.uri).toBe('/fr-fr/idee')
    expect(nav.links.filter((l) => l.variant === 'highlight').map((l) => l._id)).toEqual(['this-weekend', 'gift-ideas'])
    // Region → department → city: a French city sits at the fourth level.
    const [region] = entry(nav, 'destinations')?.children ?? []
    expect(region?._id).toMatch(/^region-\d+$/)
    expect(region?.children[0]?._id).toMatch(/^department-\d+$/)
    expect(region?.children[0]?.children[0]?._id).toMatch(/^city-\d+$/)
    expect(region?.location).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) })
    // "This weekend" searches the coming Saturday for one night.
    expect(entry(nav, 'this-weekend')?.uri).toMatch(
      /^\/fr-fr\/recherche#a=2&checkin=\d{4}-\d{2}-\d{2}&checkout=\d{4}-\d{2}-\d{2}&nights=1$/,
    )
    const checkin = /checkin=([\d-]+)/.exec(entry(nav, 'this-weekend')?.uri ?? '')?.[1] ?? ''
    expect(new Date(`${checkin}T12:00:00Z`).getUTCDay()).toBe(6)
  })

  it('counts what each landing page lists: a city, a department, a region and a theme', async () => {
    const nav = await navigation('es_ES', 'booking')
    const links = allLinks(nav.links)
    const city = links.find((l) => l._id.startsWith('city-'))
    const department = links.find((l) => l._id.startsWith('department-'))
    const region = links.find((l) => l._id.startsWith('region-'))
    const theme = links.find((l) => l._id.startsWith('theme-'))
    const id = (link: NavigationLink | undefined) => Number(link?._id.split('-').pop())
    expect(city?.count).toBe(await totalOf('es_ES', 'booking', { city: id(city) }))
    expect(department?.count).toBe(await totalOf('es_ES', 'booking', { department: id(department) }))
    expect(region?.count).toBe(await totalOf('es_ES', 'booking', { region: id(region) }))
    expect(theme?.count).toBe(await totalOf('es_ES', 'booking', { themeIds: [id(theme)] }))
    expect(city?.count).toBeGreaterThan(0)
  })

  it('leads booking to the landing pages and gifting to the gift search of the same place or theme', async () => {
    const booking = allLinks((await navigation('it_IT', 'booking')).links)
    expect(booking.find((l) => l._id.startsWith('city-'))?.uri).toMatch(/^\/it-it\/citta\/[a-z0-9-]+-\d+$/)
    expect(booking.find((l) => l._id.startsWith('theme-'))?.uri).toMatch(/^\/it-it\/tema\/[a-z0-9-]+-\d+$/)
    const gifting = await navigation('nl_BE', 'gifting')
    expect(gifting.links.map((l) => l._id)).toEqual(['destinations', 'themes', 'giftcard'])
    const city = allLinks(gifting.links).find((l) => l._id.startsWith('city-'))
    expect(city?.uri).toBe(`/nl-be/zoeken?flow=gifting#a=2&city=${city?._id.slice('city-'.length)}`)
    expect(entry(gifting, 'giftcard')?.uri).toBe('/nl-be/giftcard/customization')
  })

  it("names the places of the site's own country, in its language", async () => {
    const nav = await navigation('nl_NL', 'booking')
    // The Netherlands has no departments: its cities sit right under their province.
    for (const region of entry(nav, 'destinations')?.children ?? []) {
      expect(region._id).toMatch(/^region-/)
      for (const child of region.children) expect(child._id).toMatch(/^city-/)
    }
    const fr = allLinks((await navigation('fr_BE', 'booking')).links).map((l) => l.label)
    const nl = allLinks((await navigation('nl_BE', 'booking')).links).map((l) => l.label)
    expect(fr).toContain('Flandre')
    expect(nl).toContain('Vlaanderen')
  })

  it("gives the themes entry this week's suggested theme with one of its weekends", async () => {
    const nav = await navigation('fr_FR', 'gifting')
    const themes = entry(nav, 'themes')
    const weekly = themes?.weeklyTheme
    expect(weekly?.description.length).toBeGreaterThan(20)
    expect(themes?.children.map((t) => t.label)).toContain(weekly?.themaTitle)
    expect(weekly?.weekendUrl).toMatch(/^\/fr-fr\/sejour\/[a-z0-9-]+-\d+\?flow=gifting$/)
    const page = await SELF.fetch(`http://localhost${weekly?.weekendUrl ?? ''}`)
    expect(page.status).toBe(200)
    await page.body?.cancel()
  })

  it.each<[SiteId, 'booking' | 'gifting']>([
    ['fr_FR', 'booking'],
    ['nl_BE', 'gifting'],
  ])('only links to pages that answer (%s, %s)', async (locale, flow) => {
    const prefix = getSite(locale).pathPrefix
    const paths = new Set(allLinks((await navigation(locale, flow)).links).map((l) => l.uri.split('#')[0] ?? ''))
    for (const path of paths) {
      expect(path.startsWith(`${prefix}/`), path).toBe(true)
      const res = await SELF.fetch(`http://localhost${path}`)
      expect(res.status, path).toBe(200)
      await res.body?.cancel()
    }
  })

  it('refuses bad input with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['flow=booking', 'locale'],
      ['locale=xx_XX', 'locale'],
      ['locale=fr_FR&flow=hotel', 'flow'],
      ['locale=fr_FR&flow=', 'flow'],
    ] as const) {
      const res = await call(`/api/cms/navigation?${query}`)
      expect(res.status, query).toBe(400)
      expect((await json<ErrorJson>(res)).error.field, query).toBe(field)
    }
  })

  it('is cached: a miss, then a hit, then a miss again once the campaigns are purged', async () => {
    const path = '/api/cms/navigation?locale=it_IT&flow=gifting'
    const first = await call(path)
    expect(first.headers.get('X-Cache')).toBe('MISS')
    const again = await call(path)
    expect(again.headers.get('X-Cache')).toBe('HIT')
    expect(await again.json()).toEqual(await first.json())
    expect((await purge({ scope: 'campaign', value: 'winter-sale' })).status).toBe(200)
    expect((await call(path)).headers.get('X-Cache')).toBe('MISS')
  })

  it('is forwarded in proxy mode, and an answer deeper than four levels is refused', async () => {
    const path = '/api/cms/navigation?locale=es_ES&flow=gifting'
    const local = await json(await call(path))
    const upstream = { UPSTREAM_API_URL: 'https://upstream.example' }
    await purgeAll()
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(local))
    const res = await call(path, {}, upstream)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual(local)
    expect(String(spy.mock.calls[0]?.[0])).toBe(`https://upstream.example${path}`)
    const link = (children: NavigationLink[]): NavigationLink => ({
      _id: 'x',
      label: 'x',
      uri: '/es-es/',
      location: null,
      variant: 'default',
      count: null,
      weeklyTheme: null,
      children,
    })
    const fiveLevels = link([link([link([link([link([])])])])])
    await purgeAll()
    spy.mockResolvedValue(Response.json({ locale: 'es_ES', flow: 'gifting', links: [fiveLevels] }))
    expect((await call(path, {}, upstream)).status).toBe(502)
  })
})
