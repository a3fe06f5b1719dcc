import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { StayDetail } from '../../shared/api/stay-detail'
import { getSite, routePath, type SiteId } from '../../shared/sites'
import { BASE, hydrated, sharedBrowser, watchErrors } from './browser'
import { text } from './texts'

const browser = sharedBrowser()

/** The schema.org items the document states, by type (https://schema.org/…). */
const statedItems = (page: Page) =>
  page.locator('[itemscope]').evaluateAll((els) => els.map((el) => el.getAttribute('itemtype')?.replace('https://schema.org/', '')))

/** The footer, made live the way a visitor does it (its code loads when it is reached for), with its rating line. */
async function liveFooter(page: Page, locale: SiteId) {
  const footer = page.getByRole('contentinfo')
  await footer.getByText(/4.?146/).waitFor()
  await footer.getByRole('link', { name: text(locale, 'footer.help.contact'), exact: true }).focus()
  await page.locator('[data-island="footer"][data-hydrated]').waitFor()
  return footer
}

/** A published stay of the local catalogue with a description (its meta description). */
async function describedStay(locale: SiteId): Promise<StayDetail> {
  for (let id = 100001; id < 100200; id++) {
    const res = await fetch(`${BASE}/api/weekend/${id}/detail.json?locale=${locale}`)
    if (!res.ok) continue
    const stay = (await res.json()) as StayDetail
    if (stay.published && stay.description.trim() !== '' && stay.breadcrumb.length > 1) return stay
  }
  throw new Error('the local catalogue has no published stay with a description')
}

// site-wide.md §2 "Other shared pieces": page meta tags; missing meta tags hide structured data (except Italy).
describe('structured data as the browser gets it', () => {
  it.each([
    { locale: 'fr_FR' as const, stated: [] },
    { locale: 'nl_NL' as const, stated: [] },
    { locale: 'it_IT' as const, stated: ['Organization', 'AggregateRating'] },
  ])(
    'the $locale search page, which has no meta description: the rating shows, stated as $stated, once the footer is live too',
    async ({ locale, stated }) => {
      const page = await browser().newPage({ viewport: { width: 1280, height: 800 } })
      const errors = watchErrors(page)
      await page.goto(`${BASE}${routePath(getSite(locale), 'search')}`)
      await hydrated(page)
      expect(await page.locator('meta[name="description"]').count()).toBe(0)
      expect(await statedItems(page)).toEqual(stated)
      await liveFooter(page, locale)
      expect(await statedItems(page)).toEqual(stated)
      expect(errors).toEqual([])
      await page.close()
    },
  )

  it.each(['fr_FR', 'nl_NL'] as const)(
    'a %s stay page with its description states its breadcrumb and the company rating',
    async (locale) => {
      const stay = await describedStay(locale)
      const page = await browser().newPage({ viewport: { width: 360, height: 780 } })
      const errors = watchErrors(page)
      await page.goto(`${BASE}${stay.uri}`)
      await hydrated(page)
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(stay.description.slice(0, 160))
      const trail = page.getByRole('navigation', { name: text(locale, 'product.breadcrumb'), exact: true })
      expect(await trail.getByRole('link').allTextContents()).toEqual(stay.breadcrumb.slice(0, -1).map((b) => b.label))
      await liveFooter(page, locale)
      expect(await statedItems(page)).toEqual([
        'BreadcrumbList',
        ...stay.breadcrumb.map(() => 'ListItem'),
        'Organization',
        'AggregateRating',
      ])
      expect(errors).toEqual([])
      await page.close()
    },
  )
})
