import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { AnnouncementResponse, GiftBlockResponse, PromoBarsResponse } from '../../../shared/api/cms'
import { SITE_IDS } from '../../../shared/sites'
import { call, json, type ErrorJson } from './app'

describe('promo bars (GET /api/cms/promoBars)', () => {
  it('answers a list of bars with page, flow, links and tracking codes', async () => {
    const bars = await json<PromoBarsResponse>(await call('/api/cms/promoBars?locale=nl_NL&flow=gifting'))
    expect(bars.length).toBeGreaterThan(0)
    for (const bar of bars) {
      expect(bar.flow).toBe('gifting')
      expect(bar.page).toBe('all')
      expect(bar.internalCode).toBe('promo-bar-nl_NL')
      expect(bar.links.length).toBeGreaterThan(0)
      for (const link of bar.links) {
        expect(link.url).toMatch(/^\/nl-nl\//)
        expect(['default', 'black']).toContain(link.variation)
        expect(typeof link.newTab).toBe('boolean')
      }
    }
  })

  it('keeps only the authored links that have a label and an address', async () => {
    const links = [
      { label: 'Spa', url: '/fr-fr/recherche#theme=32', newTab: true, variation: 'black' },
      { label: '', url: '/fr-fr/recherche' },
      { label: 'No address' },
      { label: 'Plain', url: '/fr-fr/recherche', variation: 'neon' },
    ]
    await env.DB.prepare("UPDATE cms_content SET json = ?1 WHERE locale = 'fr_BE' AND kind = 'promo_bar'")
      .bind(JSON.stringify({ links, campaign: 'spring' }))
      .run()
    const [bar] = await json<PromoBarsResponse>(await call('/api/cms/promoBars?locale=fr_BE'))
    expect(bar?.links).toEqual([
      { label: 'Spa', url: '/fr-fr/recherche#theme=32', newTab: true, variation: 'black' },
      { label: 'Plain', url: '/fr-fr/recherche', newTab: false, variation: 'default' },
    ])
    expect(bar?.campaign).toBe('spring')
    expect(bar?.internalCode).toBeNull()
  })
})

describe('announcement banners', () => {
  it('answers entries of flow, locale, banner and the same banner in the other locales', async () => {
    const res = await json<AnnouncementResponse>(await call('/gateway/cms/announcementBanner?locale=es_ES'))
    expect(Object.keys(res).sort()).toEqual(['homePages', 'productPages', 'searchPages'])
    const [home] = res.homePages
    expect(home?.locale).toBe('es_ES')
    expect(home?.flow).toBe('booking')
    expect(home?.announcementBanner).toMatchObject({ locale: 'es_ES', page: 'home', flow: 'booking' })
    expect(typeof home?.announcementBanner.content).toBe('string')
    expect(home?.localizations.map((l) => l.locale).sort()).toEqual(SITE_IDS.filter((l) => l !== 'es_ES').sort())
    for (const other of home?.localizations ?? []) expect(other.announcementBanner.locale).toBe(other.locale)
  })

  it('serves every locale in the static file', async () => {
    const res = await json<AnnouncementResponse>(await call('/content/strapiAnnouncementBanner.json'))
    expect(res.searchPages.map((e) => e.locale).sort()).toEqual([...SITE_IDS].sort())
  })
})

describe('content files', () => {
  it('serves the targeted banners with the spec fields, for a locale or all of them', async () => {
    const one = await json<Record<string, unknown>[]>(await call('/content/targetedBanner.json?locale=it_IT'))
    expect(one.length).toBeGreaterThan(0)
    for (const banner of one) {
      expect(banner.locale).toBe('it_IT')
      for (const field of [
        'title',
        'subtitle',
        'image',
        'imageMobile',
        'imagePosition',
        'imageAlt',
        'ctas',
        'url',
        'newTab',
        'campaign',
        'category',
      ])
        expect(banner, field).toHaveProperty(field)
      expect(['center', 'left', 'right']).toContain(banner.imagePosition)
      expect((banner.ctas as unknown[]).length).toBeLessThanOrEqual(3)
    }
    const all = await json<{ locale: string }[]>(await call('/content/targetedBanner.json'))
    expect(new Set(all.map((b) => b.locale))).toEqual(new Set(SITE_IDS))
  })

  it('serves the gift block as a list per locale, each with its four cards and links', async () => {
    const list = await json<GiftBlockResponse[]>(await call('/content/giftBlock.json'))
    expect(list.map((b) => b.locale)).toEqual([...SITE_IDS])
    for (const block of list) {
      expect(block.items).toHaveLength(4)
      expect(block.links).toMatchObject({ activityOnlyURL: expect.any(String), boxURL: expect.any(String) })
    }
  })

  it('serves the box block of each locale', async () => {
    const list = await json<{ locale: string; content: { title: string; buttonURL: string } }[]>(
      await call('/content/boxBlock.json?locale=nl_BE'),
    )
    expect(list).toHaveLength(1)
    expect(list[0]?.content.buttonURL).toMatch(/^\/nl-be\//)
  })

  it('refuses an unknown locale, naming the field', async () => {
    for (const path of [
      '/content/targetedBanner.json',
      '/content/giftBlock.json',
      '/content/boxBlock.json',
      '/content/strapiAnnouncementBanner.json',
    ]) {
      const res = await call(`${path}?locale=xx_XX`)
      expect(res.status, path).toBe(400)
      expect((await json<ErrorJson>(res)).error.field).toBe('locale')
    }
  })
})
