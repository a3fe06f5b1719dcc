import { describe, expect, it } from 'vitest'
import { readCatalog } from '../../scripts/compile-locales'
import { parseCriteriaHash } from '../../shared/search/criteria'
import { getSite, routePath } from '../../shared/sites'
import { BASE, hydrated, openDestination, sharedBrowser, watchErrors } from './browser'

const browser = sharedBrowser()

const LYON = { latitude: 45.764, longitude: 4.8357 }

describe("'Travel locally!'", () => {
  const site = getSite('fr_FR')
  const t = readCatalog(site.id)

  it.each([
    { width: 1280, height: 900 },
    { width: 360, height: 780 },
  ])('searches around the browser position and names its city at $width px', async (viewport) => {
    const context = await browser().newContext({ viewport, geolocation: LYON, permissions: ['geolocation'] })
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto(`${BASE}${site.pathPrefix}/`)
    await hydrated(page)
    const input = await openDestination(page, t['searchBar.destination'] ?? '', viewport.width)
    await page.getByRole('option', { name: t['destination.nearby'] }).click()
    const named = (t['destination.nearby.from'] ?? '').replace('{city}', 'Lyon')
    if (viewport.width < 768) {
      await expect.poll(() => page.getByRole('button', { name: new RegExp(named) }).count()).toBeGreaterThan(0)
    } else {
      await expect.poll(() => input.inputValue()).toBe(named)
    }
    await page.getByRole('button', { name: t['searchBar.submit'], exact: true }).click()
    await page.waitForURL(/#/)
    const criteria = parseCriteriaHash(new URL(page.url()).hash)
    expect(criteria.lat).toBeCloseTo(LYON.latitude, 2)
    expect(criteria.lng).toBeCloseTo(LYON.longitude, 2)
    expect(criteria.distanceMax).toBe(200)
    // The results page names the same city (search.md §2.2), from the hash's position.
    await hydrated(page)
    if (viewport.width < 768) {
      await expect.poll(() => page.getByRole('button', { name: new RegExp(named) }).count()).toBeGreaterThan(0)
    } else {
      await expect.poll(() => page.getByRole('combobox', { name: t['searchBar.destination'] }).inputValue()).toBe(named)
    }
    expect(errors).toEqual([])
    await context.close()
  })

  it.each([
    { width: 1280, height: 900 },
    { width: 360, height: 780 },
  ])('names the city of a search around a position opened from its address at $width px', async (viewport) => {
    const context = await browser().newContext({ viewport })
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto(
      `${BASE}${routePath(site, 'search')}?flow=booking#a=2&lat=${LYON.latitude}&lng=${LYON.longitude}&distanceMin=0&distanceMax=200`,
    )
    await hydrated(page)
    const named = (t['destination.nearby.from'] ?? '').replace('{city}', 'Lyon')
    if (viewport.width < 768) {
      await expect.poll(() => page.getByRole('button', { name: new RegExp(named) }).count()).toBeGreaterThan(0)
    } else {
      const input = page.getByRole('combobox', { name: t['searchBar.destination'] })
      await expect.poll(() => input.inputValue()).toBe(named)
      // 'Travel locally!' in the list reads the same.
      await input.click()
      await expect.poll(() => page.getByRole('option', { name: named }).count()).toBe(1)
    }
    expect(errors).toEqual([])
    await context.close()
  })
})
