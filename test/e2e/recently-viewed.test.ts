import { describe, expect, it } from 'vitest'
import type { ActivityDetail } from '../../shared/api/activity-only'
import type { StayDetail } from '../../shared/api/stay-detail'
import type { SiteId } from '../../shared/sites'
import { BASE, hydrated, sharedBrowser, watchErrors } from './browser'
import { noOverflow, text } from './texts'

const browser = sharedBrowser()

/** The first published products of a kind in the local catalogue, as their detail calls answer. */
async function published<T extends { published: boolean }>(path: (id: number) => string, from: number, count: number): Promise<T[]> {
  const found: T[] = []
  for (let id = from; found.length < count && id < from + 2000; id++) {
    const res = await fetch(`${BASE}${path(id)}`)
    if (!res.ok) continue
    const detail = (await res.json()) as T
    if (detail.published) found.push(detail)
  }
  if (found.length < count) throw new Error(`the local catalogue has fewer than ${count} published products from ${from}`)
  return found
}

describe('recently viewed (site-wide §2; product-pages §2 activity page)', () => {
  it('lists the stays seen before, newest first, at 1280 px in French', async () => {
    const locale: SiteId = 'fr_FR'
    const stays = await published<StayDetail>((id) => `/api/weekend/${id}/detail.json?locale=${locale}`, 100001, 3)
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    const errors = watchErrors(page)
    for (const stay of stays) {
      await page.goto(`${BASE}${stay.uri}`)
      await hydrated(page)
    }
    const section = page.getByRole('region', { name: text(locale, 'recentlyViewed.stays') })
    await section.waitFor()
    const links = section.getByRole('link')
    await expect.poll(() => links.count()).toBe(2)
    expect(await links.nth(0).getAttribute('href')).toBe(stays[1]!.uri)
    expect(await links.nth(1).getAttribute('href')).toBe(stays[0]!.uri)
    expect(await links.nth(0).textContent()).toContain(stays[1]!.label)
    // The current stay is not listed; back on the first one, the third joins the list first.
    await page.goto(`${BASE}${stays[0]!.uri}`)
    await hydrated(page)
    await expect.poll(() => section.getByRole('link').first().getAttribute('href')).toBe(stays[2]!.uri)
    expect(await section.getByRole('link', { name: new RegExp(stays[0]!.label) }).count()).toBe(0)
    expect(errors).toEqual([])
    await page.close()
  })

  it('lists the activities seen before on an activity page at 360 px in Dutch, and nothing on a first visit', async () => {
    const locale: SiteId = 'nl_NL'
    const activities = await published<ActivityDetail>((id) => `/api/activity-only/weekend/${id}/detail.json?locale=${locale}`, 500001, 2)
    const page = await browser().newPage({ viewport: { width: 360, height: 800 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}${activities[0]!.uri}`)
    await hydrated(page)
    expect(await page.getByRole('region', { name: text(locale, 'recentlyViewed.activities') }).count()).toBe(0)
    await page.goto(`${BASE}${activities[1]!.uri}`)
    await hydrated(page)
    const section = page.getByRole('region', { name: text(locale, 'recentlyViewed.activities') })
    await section.waitFor()
    expect(await section.getByRole('link').getAttribute('href')).toBe(activities[0]!.uri)
    await noOverflow(page, 360)
    expect(errors).toEqual([])
    await page.close()
  })
})
