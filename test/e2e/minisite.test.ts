import { describe, expect, it } from 'vitest'
import type { QuoteResponse } from '../../shared/api/product'
import type { OffersResponse } from '../../shared/api/search'
import { BASE, hydrated, sharedBrowser, watchErrors } from './browser'
import { noOverflow, text } from './texts'

const browser = sharedBrowser()

const addDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

describe('a partner minisite (site-wide §2)', () => {
  it('presents the partner’s stays at 360 px in Belgian Dutch, and a booking from it keeps the partner', async () => {
    const page = await browser().newPage({ viewport: { width: 360, height: 780 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}/nl-be/weekblad-vrij`)
    await hydrated(page)
    await page.getByRole('heading', { level: 1, name: text('nl_BE', 'minisite.title', { partner: 'Weekblad Vrij' }) }).waitFor()
    const legal = page.getByRole('complementary', { name: text('nl_BE', 'minisite.legal', { partner: 'Weekblad Vrij' }) })
    expect(await legal.textContent()).toContain('Exclusief aanbod voor de lezers van Weekblad Vrij.')
    const first = page.locator('.card__link').first()
    expect(await first.getAttribute('href')).toMatch(/^\/nl-be\/verblijf\/.+\?minisite=106$/)
    await noOverflow(page, 360)
    await page.screenshot({ path: '/tmp/minisite-nl_BE-360.png', fullPage: true })

    // A stay reached from the partner, booked: the summary carries the minisite on to the order.
    const checkin = addDays(30)
    const res = await fetch(`${BASE}/api/offers.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        locale: 'nl_BE',
        checkin,
        nights: 1,
        limit: 20,
        pax: { adults: 2, children: 0, babies: 0, singleRoom: false },
      }),
    })
    let uri: string | null = null
    for (const offer of ((await res.json()) as OffersResponse).results) {
      const quote = (await (
        await fetch(`${BASE}/api/product/${offer.id}/quote?locale=nl_BE&checkin=${checkin}&nights=1&adult=2`)
      ).json()) as QuoteResponse
      if (quote.bookable && quote.priceInfo && quote.activityDates.length === 0) {
        uri = offer.uri
        break
      }
    }
    expect(uri).not.toBeNull()
    await page.goto(`${BASE}${uri}?minisite=106#checkin=${checkin}&checkout=${addDays(31)}&a=2`)
    await hydrated(page)
    const panel = page.getByRole('complementary', { name: text('nl_BE', 'product.panel.title') })
    await panel.getByRole('radio').first().check()
    await Promise.all([page.waitForURL(/\/checkout\/sum-up#/), panel.getByRole('button', { name: text('nl_BE', 'booking.book') }).click()])
    expect(new URLSearchParams(new URL(page.url()).hash.slice(1)).get('minisite')).toBe('106')
    expect(errors).toEqual([])
    await page.close()
  })
})
