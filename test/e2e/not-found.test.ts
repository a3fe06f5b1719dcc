import { describe, expect, it } from 'vitest'
import type { OffersResponse, StayCard } from '../../shared/api/search'
import { hotelOffersRequest } from '../../shared/rules/hotel-offers'
import { DEFAULT_CRITERIA } from '../../shared/search/criteria'
import type { SiteId } from '../../shared/sites'
import { BASE, hydrated, sharedBrowser, watchErrors } from './browser'
import { noOverflow, text } from './texts'

const browser = sharedBrowser()

/** The offers of a hotel as the not-found page asks for them. */
async function hotelOffers(locale: SiteId, hotelId: number): Promise<StayCard[]> {
  const res = await fetch(`${BASE}/api/offers.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(hotelOffersRequest(locale, 'booking', DEFAULT_CRITERIA, hotelId)),
  })
  return ((await res.json()) as OffersResponse).results
}

/** A hotel of the local catalogue with offers to suggest. */
async function hotelWithOffers(locale: SiteId): Promise<{ id: number; offers: StayCard[] }> {
  for (let id = 1001; id < 1100; id++) {
    const offers = await hotelOffers(locale, id)
    if (offers.length > 0) return { id, offers }
  }
  throw new Error('the local catalogue has no hotel with offers')
}

/** Console errors other than the 404 answer of the page itself. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 404/.test(e))

describe.each([
  { locale: 'fr_FR', prefix: '/fr-fr', width: 1280 },
  { locale: 'nl_BE', prefix: '/nl-be', width: 360 },
] as const)('the not-found page on $prefix at $width px', ({ locale, prefix, width }) => {
  it("suggests the other offers of an expired link's hotel under 'Too late!'", async () => {
    const hotel = await hotelWithOffers(locale)
    const page = await browser().newPage({ viewport: { width, height: 900 } })
    const errors = watchErrors(page)
    const res = await page.goto(`${BASE}${prefix}/no-such-page-anymore#hotelId=${hotel.id}&checkin=2030-01-01`)
    expect(res?.status()).toBe(404)
    await hydrated(page)

    await page.getByRole('heading', { level: 1, name: text(locale, 'notFound.title') }).waitFor()
    await page.getByText(text(locale, 'notFound.code')).waitFor()
    await page.getByRole('heading', { name: text(locale, 'product.expired.title') }).waitFor()
    await page.getByText(text(locale, 'product.expired.message')).waitFor()
    const label = hotel.offers[0]?.hotel.label ?? ''
    const carousel = page.getByRole('region', { name: text(locale, 'notFound.otherOffers', { hotel: label }) })
    await carousel.waitFor()
    expect(await carousel.locator('article.card').count()).toBe(hotel.offers.length)
    expect(await carousel.getByRole('heading', { level: 3 }).allTextContents()).toEqual(hotel.offers.map((o) => o.label))

    await noOverflow(page, width)
    expect(unexpected(errors)).toEqual([])
    await page.close()
  })

  it('shows search help and the selection of the moment, and no expired warning without a hotel', async () => {
    const page = await browser().newPage({ viewport: { width, height: 900 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}${prefix}/no-such-page#hotelId=2147483000`)
    await hydrated(page)

    const help = page.getByRole('region', { name: text(locale, 'notFound.searchHelp.title') })
    await help.getByRole('link', { name: text(locale, 'notFound.searchHelp.search') }).waitFor()
    const selection = page.getByRole('region', { name: text(locale, 'notFound.selection.title') })
    await selection.waitFor()
    expect(await selection.getByRole('listitem').count()).toBeGreaterThan(0)
    // The unknown hotel has no offer: no 'Too late!'.
    await page.waitForLoadState('networkidle')
    expect(await page.getByRole('heading', { name: text(locale, 'product.expired.title') }).count()).toBe(0)

    expect(unexpected(errors)).toEqual([])
    await page.close()
  })
})
