import { describe, expect, it } from 'vitest'
import type { ActivityDetail, ActivitySearchResponse } from '../../shared/api/activity-only'
import type { SiteId } from '../../shared/sites'
import { BASE, hydrated, sharedBrowser, watchErrors } from './browser'
import { formatted, noOverflow, plain, text } from './texts'

const browser = sharedBrowser()

/** The first published activity of the local catalogue, as the activity search and its detail call find it. */
async function publishedActivity(locale: SiteId): Promise<ActivityDetail> {
  const res = await fetch(`${BASE}/api/search/activity-only.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ locale, limit: 10 }),
  })
  const { results } = (await res.json()) as ActivitySearchResponse
  for (const card of results) {
    const detail = (await (
      await fetch(`${BASE}/api/activity-only/weekend/${card.id}/detail.json?locale=${locale}`)
    ).json()) as ActivityDetail
    if (detail.published && detail.activities[0]?.schedules) return detail
  }
  throw new Error('the local catalogue has no published activity with schedules')
}

describe('the activity-only page (product-pages.md §2)', () => {
  it.each([
    { locale: 'fr_FR' as const, width: 1280 },
    { locale: 'nl_BE' as const, width: 360 },
  ])(
    "shows its wishlist heart but on Belgian phones, lists what is included, tells how it works and opens its practical info's three dialogs ($locale, $width px)",
    async ({ locale, width }) => {
      const activity = await publishedActivity(locale)
      const [first] = activity.activities
      const page = await browser().newPage({ viewport: { width, height: 800 } })
      const errors = watchErrors(page)
      await page.goto(`${BASE}${activity.uri}`)
      await hydrated(page)

      // The wishlist heart on the photos: hidden on Belgian phones, as on the stay page.
      const heart = page.getByRole('button', { name: text(locale, 'card.wishlist', { label: activity.label }) })
      expect(await heart.isVisible()).toBe(!(locale === 'nl_BE' && width < 600))

      const included = page.getByRole('region', { name: text(locale, 'activityPage.included') })
      const lines = (await included.getByRole('listitem').allTextContents()).map(plain)
      expect(lines).toContain(text(locale, 'activityPage.included.activity', { title: first!.title, univers: first!.univers ?? '' }))
      expect(lines).toContain(plain(formatted(locale, 'activityPage.included.voucher', { count: activity.validityMonths })))

      const how = page.getByRole('region', { name: text(locale, 'activityPage.how') })
      expect(await how.getByRole('listitem').count()).toBe(3)
      expect(plain(await how.textContent())).toContain(
        plain(formatted(locale, 'activityPage.how.book', { count: activity.validityMonths })),
      )

      const practical = page.getByRole('region', { name: text(locale, 'productPage.practical') })
      // Getting there: the centre on a map, with its address.
      await practical.getByRole('button', { name: text(locale, 'hotelPage.info.gettingThere') }).click()
      let dialog = page.getByRole('dialog', { name: text(locale, 'hotelPage.info.gettingThere') })
      await dialog.waitFor()
      expect(plain(await dialog.textContent())).toContain(first!.activityCenter.address)
      await dialog
        .getByRole('region', { name: text(locale, 'hotelPage.map.label', { hotel: first!.activityCenter.label }) })
        .first()
        .waitFor()
      await noOverflow(page, width)
      await page.keyboard.press('Escape')
      await expect.poll(() => dialog.count()).toBe(0)
      // Opening hours: the activity's schedules.
      await practical.getByRole('button', { name: text(locale, 'hotelPage.info.hours') }).click()
      dialog = page.getByRole('dialog', { name: text(locale, 'hotelPage.info.hours') })
      await dialog.waitFor()
      expect(plain(await dialog.textContent())).toContain(plain(first!.schedules!.split('\n')[0]!))
      await page.keyboard.press('Escape')
      await expect.poll(() => dialog.count()).toBe(0)
      // Things to know: nice to know and the important information.
      await practical.getByRole('button', { name: text(locale, 'hotelPage.info.thingsToKnow') }).click()
      dialog = page.getByRole('dialog', { name: text(locale, 'hotelPage.info.thingsToKnow') })
      await dialog.waitFor()
      await dialog.getByRole('heading', { name: text(locale, 'activityPage.niceToKnow') }).waitFor()
      expect(plain(await dialog.textContent())).toContain(plain(activity.importantInformation[0]!))
      await page.keyboard.press('Escape')
      await expect.poll(() => dialog.count()).toBe(0)
      expect(errors).toEqual([])
      await page.close()
    },
  )
})
