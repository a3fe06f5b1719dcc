import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { AnalyticsRequest } from '../../shared/api/logs'
import type { OffersResponse } from '../../shared/api/search'
import { getSite, routePath } from '../../shared/sites'
import { BASE, hydrated, sharedBrowser } from './browser'

const browser = sharedBrowser()

/** The events the page sends to the tracking endpoint of its point of sale, as they go. */
function sentEvents(page: Page, pos: string): AnalyticsRequest['events'] {
  const events: AnalyticsRequest['events'] = []
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith(`/api/analytics/ga/collect/${pos}`)) return
    const body = JSON.parse(request.postData() ?? '{}') as AnalyticsRequest
    expect(body.clientId).toBeTruthy()
    events.push(...body.events)
  })
  return events
}

describe('tracking (site-wide §7 analytics)', () => {
  it('sends the search page’s list on the first interaction, then the card chosen', async () => {
    const site = getSite('fr_FR')
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    const events = sentEvents(page, 'FR')
    await page.goto(`${BASE}${routePath(site, 'search')}`)
    await hydrated(page)
    const first = page.locator('.card__link[data-id]').first()
    const id = await first.getAttribute('data-id')
    expect(id).toBeTruthy()
    // The sender's code waits for the visitor: nothing goes out before.
    await page.waitForTimeout(500)
    expect(events).toEqual([])
    await page.mouse.wheel(0, 200)
    await expect.poll(() => events.find((e) => e.name === 'view_item_list')).toBeTruthy()
    const list = events.find((e) => e.name === 'view_item_list')!
    expect(list.params).toMatchObject({ item_list_id: 'search' })
    expect(String(list.params?.item_ids).split(',')[0]).toBe(id)
    await page.mouse.wheel(0, -200)
    await Promise.all([page.waitForURL((url) => !url.pathname.startsWith(routePath(site, 'search'))), first.click()])
    await expect.poll(() => events.find((e) => e.name === 'select_item')).toBeTruthy()
    expect(events.find((e) => e.name === 'select_item')?.params).toMatchObject({ item_list_id: 'search', item_id: id, index: 0 })
    await page.close()
  })

  it('sends a stay page’s view once it has loaded, and the gift added with its personalisation', async () => {
    const res = await fetch(`${BASE}/api/offers.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ locale: 'nl_NL', flow: 'gifting', limit: 5, pax: { adults: 2, children: 0, babies: 0, singleRoom: false } }),
    })
    const offer = ((await res.json()) as OffersResponse).results[0]!
    const page = await browser().newPage({ viewport: { width: 360, height: 780 } })
    const events = sentEvents(page, 'NL')
    await page.goto(`${BASE}${offer.uri}?flow=gifting`)
    await hydrated(page)
    await expect.poll(() => events.find((e) => e.name === 'view_item')?.params).toMatchObject({ item_id: offer.id, flow: 'gifting' })
    await page.locator('.gift-panel textarea').fill('Fijne verjaardag!')
    await Promise.all([page.waitForURL(/\/checkout\/sum-up/), page.locator('.gift-panel__offer').click()])
    await expect.poll(() => events.map((e) => e.name)).toEqual(expect.arrayContaining(['add_to_cart', 'personalization_item']))
    await page.close()
  })
})
