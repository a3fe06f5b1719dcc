import { describe, expect, it } from 'vitest'
import { BASE, hydrated, reviewShot, sharedBrowser, watchErrors } from './browser'
import { bookableStay, inDays } from './stays'
import { noOverflow, text } from './texts'

const browser = sharedBrowser()

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
    await reviewShot(page, 'minisite-nl_BE-360', { fullPage: true })

    // A stay reached from the partner, booked: the summary carries the minisite on to the order.
    const { offer, checkin } = await bookableStay('nl_BE', 30, (stay) => stay.quote.activityDates.length === 0)
    await page.goto(`${BASE}${offer.uri}?minisite=106#checkin=${checkin}&checkout=${inDays(31)}&a=2`)
    await hydrated(page)
    const panel = page.getByRole('complementary', { name: text('nl_BE', 'product.panel.title') })
    await panel.getByRole('radio').first().check()
    await Promise.all([page.waitForURL(/\/checkout\/sum-up#/), panel.getByRole('button', { name: text('nl_BE', 'booking.book') }).click()])
    expect(new URLSearchParams(new URL(page.url()).hash.slice(1)).get('minisite')).toBe('106')
    expect(errors).toEqual([])
    await page.close()
  })
})
