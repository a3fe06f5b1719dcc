import { describe, expect, it } from 'vitest'
import { GIFT_VIDEOS } from '../../client/pages/product/gift-videos'
import type { SiteId } from '../../shared/sites'
import { BASE, hydrated, reviewShot, sharedBrowser, watchErrors } from './browser'
import { giftableStay } from './gifts'
import { noOverflow, text } from './texts'

const browser = sharedBrowser()

describe.each([
  { locale: 'nl_BE' as SiteId, width: 360 },
  { locale: 'it_IT' as SiteId, width: 1280 },
])("the gift stay page's 'How it works' video ($locale, $width px)", ({ locale, width }) => {
  it('is visible, named, loads its poster and nothing else before play, and fits the page', async () => {
    const stay = await giftableStay(locale)
    const page = await browser().newPage({ viewport: { width, height: width > 400 ? 900 : 780 } })
    const errors = watchErrors(page)
    const files = GIFT_VIDEOS[locale]
    const media: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path.startsWith('/media/')) media.push(path)
    })
    const poster = page.waitForResponse((r) => new URL(r.url()).pathname === files.poster)
    await page.goto(`${BASE}${stay.uri}?flow=gifting`)
    await hydrated(page)
    const video = page.getByLabel(text(locale, 'productPage.gift.video.label'))
    await video.scrollIntoViewIfNeeded()
    await video.waitFor({ state: 'visible' })
    const answer = await poster
    expect(answer.status()).toBe(200)
    expect(answer.headers()['content-type']).toBe('image/jpeg')
    expect(await video.evaluate((el) => el.tagName)).toBe('VIDEO')
    expect(await video.evaluate((el: HTMLVideoElement) => [el.controls, el.autoplay, el.paused, el.preload])).toEqual([
      true,
      false,
      true,
      'none',
    ])
    // The poster is drawn in the element: it is as wide as the column allows and 16:9.
    const box = (await video.boundingBox())!
    expect(box.width).toBeLessThanOrEqual(Math.min(640, width))
    expect(box.width).toBeGreaterThan(200)
    expect(Math.abs(box.height - (box.width * 9) / 16)).toBeLessThan(2)
    await noOverflow(page, width)
    await reviewShot(page, `gift-video-${locale}-${width}`)
    // preload="none": the video's bytes wait for play; only the poster (and the captions' track) came.
    expect(media.filter((path) => path.endsWith('.webm') || path.endsWith('.mp4'))).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })
})

describe("the booking flow's stay page", () => {
  it('has no video', async () => {
    const stay = await giftableStay('fr_FR')
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(`${BASE}${stay.uri}`)
    await hydrated(page)
    expect(await page.locator('video').count()).toBe(0)
    await page.close()
  })
})
