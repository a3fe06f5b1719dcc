import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { GIFT_VIDEOS } from '../../client/pages/product/gift-videos'
import { getSite, type SiteId } from '../../shared/sites'
import esES from '../../locales/es_ES/product-page.json'
import frBE from '../../locales/fr_BE/product-page.json'
import frFR from '../../locales/fr_FR/product-page.json'
import itIT from '../../locales/it_IT/product-page.json'
import nlBE from '../../locales/nl_BE/product-page.json'
import nlNL from '../../locales/nl_NL/product-page.json'
import { firstPublishedStay } from './page-html'

const CATALOGUES: Record<SiteId, Record<string, string>> = {
  fr_FR: frFR,
  es_ES: esES,
  fr_BE: frBE,
  nl_BE: nlBE,
  nl_NL: nlNL,
  it_IT: itIT,
}

/** Each site, the first segment of its stay page, and its video's accessible name and captions' label. */
const SITES: { site: SiteId; prefix: string; path: string; name: string; label: string }[] = [
  { site: 'fr_FR', prefix: '/fr-fr', path: 'sejour', name: 'Comment ça marche, vidéo', label: 'Français' },
  { site: 'es_ES', prefix: '/es-es', path: 'estancia', name: 'Cómo funciona, vídeo', label: 'Español' },
  { site: 'fr_BE', prefix: '/fr-be', path: 'sejour', name: 'Comment ça marche, vidéo', label: 'Français' },
  { site: 'nl_BE', prefix: '/nl-be', path: 'verblijf', name: 'Zo werkt het, video', label: 'Nederlands' },
  { site: 'nl_NL', prefix: '/nl-nl', path: 'verblijf', name: 'Zo werkt het, video', label: 'Nederlands' },
  { site: 'it_IT', prefix: '/it-it', path: 'soggiorno', name: 'Come funziona, video', label: 'Italiano' },
]

/** A request with a cookie: rendered afresh, never answered from the HTML cache. */
const fresh = { headers: { Cookie: 'test=1' } }

const videoOf = (html: string) => /<video\b[^>]*>[\s\S]*?<\/video>/.exec(html)?.[0] ?? null
const attribute = (markup: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(markup)?.[1]

describe("the gifting flow's 'How it works' video", () => {
  it.each(SITES)(
    '$site: the gift stay page shows its own language’s video, named, with captions',
    async ({ site, prefix, path, name, label }) => {
      const stay = await firstPublishedStay()
      const html = await (await SELF.fetch(`http://localhost${prefix}/${path}/${stay.slug}-${stay.id}?flow=gifting`, fresh)).text()
      const video = videoOf(html)
      expect(video).not.toBeNull()
      const tag = /<video\b[^>]*>/.exec(video!)![0]
      const files = GIFT_VIDEOS[site]
      expect(attribute(tag, 'aria-label')).toBe(name)
      expect(attribute(tag, 'preload')).toBe('none')
      expect(attribute(tag, 'poster')).toBe(files.poster)
      expect(tag).toMatch(/\bcontrols=""/)
      expect(tag).toMatch(/\bplaysinline=""/i)
      expect(tag).not.toMatch(/autoplay/i)
      const sources = [...video!.matchAll(/<source\b[^>]*>/g)].map((m) => [attribute(m[0], 'src'), attribute(m[0], 'type')])
      expect(sources).toEqual([[files.webm, 'video/webm'], ...(files.mp4 ? [[files.mp4, 'video/mp4']] : [])])
      const track = /<track\b[^>]*>/.exec(video!)![0]
      expect(attribute(track, 'kind')).toBe('captions')
      expect(attribute(track, 'src')).toBe(files.captions)
      expect(attribute(track, 'srclang')).toBe(getSite(site).bcp47)
      expect(attribute(track, 'label')).toBe(label)
      expect(track).toMatch(/\bdefault=""/)
      // Every site has files of its own name: fr_BE and nl_BE are not another site's.
      for (const url of Object.values(files)) if (url) expect(url).toContain(`how-it-works-${site}.`)
    },
  )

  it.each(SITES)('$site: the booking flow of the same stay has no video', async ({ prefix, path }) => {
    const stay = await firstPublishedStay()
    const html = await (await SELF.fetch(`http://localhost${prefix}/${path}/${stay.slug}-${stay.id}`, fresh)).text()
    expect(html).toContain('<h1')
    expect(html).not.toContain('<video')
    expect(html).not.toContain('/media/gift-video/')
  })

  it.each(SITES)('$site: the video, its fallback, poster and captions answer with their type, cached forever', async ({ site }) => {
    const files = GIFT_VIDEOS[site]
    const expected: [string | null, string][] = [
      [files.webm, 'video/webm'],
      [files.mp4, 'video/mp4'],
      [files.poster, 'image/jpeg'],
      [files.captions, 'text/vtt; charset=utf-8'],
    ]
    for (const [url, type] of expected) {
      if (!url) continue
      const response = await SELF.fetch(`http://localhost${url}`)
      expect(response.status, url).toBe(200)
      expect(response.headers.get('Content-Type')).toBe(type)
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
      const body = await response.arrayBuffer()
      expect(body.byteLength).toBeGreaterThan(100)
      expect(body.byteLength).toBeLessThanOrEqual(300 * 1024)
    }
  })

  it.each(SITES)('$site: the captions are the three steps of its catalogue, one per scene', async ({ site }) => {
    const text = await (await SELF.fetch(`http://localhost${GIFT_VIDEOS[site].captions}`)).text()
    const catalogue = CATALOGUES[site]
    const steps = ['productPage.gift.step.choose', 'productPage.gift.step.delivery', 'productPage.gift.step.dates'].map(
      (key) => catalogue[key],
    )
    expect(text.startsWith('WEBVTT\n')).toBe(true)
    const cues = [...text.matchAll(/(\d\d:\d\d:\d\d\.\d{3}) --> (\d\d:\d\d:\d\d\.\d{3})\n([^\n]+)/g)].map((m) => [m[1], m[2], m[3]])
    expect(cues).toEqual([
      ['00:00:00.000', '00:00:05.000', `1. ${steps[0]}`],
      ['00:00:05.000', '00:00:10.000', `2. ${steps[1]}`],
      ['00:00:10.000', '00:00:15.000', `3. ${steps[2]}`],
    ])
  })

  it('answers a byte range of a video as 206, and a range past its end as 416', async () => {
    const url = `http://localhost${GIFT_VIDEOS.fr_FR.webm}`
    const size = (await (await SELF.fetch(url)).arrayBuffer()).byteLength
    const part = await SELF.fetch(url, { headers: { Range: 'bytes=0-99' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('Content-Range')).toBe(`bytes 0-99/${size}`)
    expect((await part.arrayBuffer()).byteLength).toBe(100)
    const tail = await SELF.fetch(url, { headers: { Range: 'bytes=-10' } })
    expect(tail.headers.get('Content-Range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`)
    const past = await SELF.fetch(url, { headers: { Range: `bytes=${size}-` } })
    expect(past.status).toBe(416)
    await past.arrayBuffer()
  })

  it('answers 404 for a media name it does not serve', async () => {
    for (const name of ['how-it-works-fr_FR.0000000000.webm', 'how-it-works-fr_FR.webm', 'how-it-works-fr_FR.0000000000.exe']) {
      const response = await SELF.fetch(`http://localhost/media/gift-video/${name}`)
      expect(response.status, name).toBe(404)
      await response.arrayBuffer()
    }
  })
})
