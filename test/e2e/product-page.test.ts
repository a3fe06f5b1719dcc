import { describe, expect, it } from 'vitest'
import type { StayDetail } from '../../shared/api/stay-detail'
import { BASE, hydrated, sharedBrowser, watchErrors } from './browser'
import { giftableStay } from './gifts'
import { formatScore, scoreWordId } from '../../shared/rules/score'
import { allStressBadges, stressBadges } from '../../shared/rules/stress'
import { todayIn } from '../../shared/dates'
import { getSite } from '../../shared/sites'
import { formatted, text } from './texts'

const browser = sharedBrowser()

/** A published stay of the local catalogue whose hotel has reviews. */
async function stayWithReviews(): Promise<StayDetail> {
  for (let id = 100001; id < 100200; id++) {
    const res = await fetch(`${BASE}/api/weekend/${id}/detail.json?locale=fr_FR`)
    if (!res.ok) continue
    const stay = (await res.json()) as StayDetail
    if (stay.published && stay.hotel.review.count > 4) return stay
  }
  throw new Error('the local catalogue has no published stay whose hotel has more than four reviews')
}

describe('the stay page by keyboard at 1280 px', () => {
  it('reaches the reviews with Tab before anything below them, though they load only when needed', async () => {
    const stay = await stayWithReviews()
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}${stay.uri}`)
    await hydrated(page)
    // Where the focus is against the reviews section: inside it, after it in the page, or before it.
    const where = () =>
      page.evaluate(() => {
        const reviews = document.getElementById('reviews')
        const active = document.activeElement
        if (!reviews || !active || active === document.body) return 'before'
        if (reviews.contains(active)) return 'inside'
        return reviews.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING ? 'after' : 'before'
      })
    let position = 'before'
    for (let i = 0; i < 300 && position === 'before'; i++) {
      await page.keyboard.press('Tab')
      position = await where()
    }
    expect(position).toBe('inside')
    expect(errors).toEqual([])
    await page.close()
  })
})

describe.each([
  { width: 1280, offset: 70 },
  { width: 360, offset: 30 },
])('the stay page at $width px', ({ width, offset }) => {
  it("jumps to the reviews with their tab, which becomes the current one, and the hotel's reviews load there", async () => {
    const stay = await stayWithReviews()
    const page = await browser().newPage({ viewport: { width, height: width > 400 ? 900 : 780 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}${stay.uri}`)
    await hydrated(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

    // The hotel's score reads as on the hotel page and the cards: the score, its word, the count.
    const { average, count } = stay.hotel.review
    const word = scoreWordId(average, { allIncentive: true })
    const score = `${formatScore(average ?? 0)}/10${word ? ` ${text('fr_FR', word)}` : ''} ${count} avis`
    await page.getByRole('button', { name: score, exact: true }).waitFor({ timeout: 5_000 })

    // A description longer than the screen's limit (250 characters, 86 on phones) opens with 'Voir plus'.
    const description = page.locator('#description')
    if (Array.from(stay.description).length > (width > 400 ? 250 : 86)) {
      expect(await description.textContent()).not.toContain(stay.description)
      await description.getByRole('button', { name: 'Voir plus' }).click()
      expect(await description.textContent()).toContain(stay.description)
      expect(await description.getByRole('button', { name: 'Voir moins' }).getAttribute('aria-expanded')).toBe('true')
    } else expect(await description.getByRole('button').count()).toBe(0)

    const nav = page.getByRole('navigation', { name: 'Sections de la page du séjour' })
    const activities = stay.programLines.some((l) => l.type === 'ACTIVITY' || l.type === 'DINNER')
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'Description',
      'Chambre',
      'Expérience',
      ...(activities ? ["L'expérience"] : []),
      'Avis',
      'Hôtel',
      'Infos pratiques',
    ])
    const tab = nav.getByRole('link', { name: 'Avis' })
    await tab.click()

    // The reviews come from their call once the section nears the viewport.
    const reviews = page.getByRole('region', { name: 'Avis clients' })
    await reviews.getByRole('button', { name: 'Lire tous les avis' }).waitFor()
    expect(await reviews.getByRole('listitem').count()).toBeGreaterThan(0)
    expect(await reviews.getByRole('listitem').count()).toBeLessThanOrEqual(4)

    // The smooth scroll ends with the section under the sticky bars, the spec's offset above it.
    await page.waitForFunction(
      ([expected]) => {
        const section = document.getElementById('reviews')?.getBoundingClientRect().top ?? 0
        const header = document.querySelector('.site-header')?.getBoundingClientRect().height ?? 0
        const bar = document.querySelector('.section-nav')?.getBoundingClientRect().height ?? 0
        return Math.abs(section - (header + bar + (expected ?? 0))) <= 2
      },
      [offset],
      { timeout: 5_000 },
    )
    await page.waitForFunction(() => document.querySelector('.section-nav a[aria-current="true"]')?.textContent === 'Avis', null, {
      timeout: 5_000,
    })
    // The address keeps its hash (the page's criteria), and the focus goes on from the section.
    expect(new URL(page.url()).hash).toBe('')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('reviews')

    // 'Read all the reviews' unfolds the first page.
    await reviews.getByRole('button', { name: 'Lire tous les avis' }).click()
    await page.waitForFunction(() => document.querySelectorAll('#reviews .hotel-review').length > 4)

    // The keyboard works the tabs too.
    await nav.getByRole('link', { name: 'Infos pratiques' }).focus()
    await page.keyboard.press('Enter')
    await page.waitForFunction(
      () => document.querySelector('.section-nav a[aria-current="true"]')?.textContent === 'Infos pratiques',
      null,
      {
        timeout: 5_000,
      },
    )
    // From the top of a fresh page, past the sections that load on the way (reviews, other offers),
    // the scroll still ends on the section, or at the page's end when it is too short to go up to the bars.
    await page.reload()
    await hydrated(page)
    await nav.getByRole('link', { name: 'Infos pratiques' }).focus()
    await page.keyboard.press('Enter')
    await page.waitForFunction(
      ([expected]) => {
        const section = document.getElementById('practical')?.getBoundingClientRect().top ?? 0
        const header = document.querySelector('.site-header')?.getBoundingClientRect().height ?? 0
        const bar = document.querySelector('.section-nav')?.getBoundingClientRect().height ?? 0
        const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2
        return Math.abs(section - (header + bar + (expected ?? 0))) <= 2 || (atEnd && section > 0 && section < window.innerHeight)
      },
      [offset],
      { timeout: 8_000 },
    )
    expect(errors).toEqual([])
    await page.close()
  })
})

describe.each([1024, 1280])("the gift stay page's section tabs at %i px", (width) => {
  it.each(['es_ES', 'nl_NL'] as const)('all show beside the panel in %s, none cut off at the edge of the column', async (locale) => {
    const stay = await giftableStay(locale)
    const page = await browser().newPage({ viewport: { width, height: 900 } })
    await page.goto(`${BASE}${stay.uri}?flow=gifting`)
    await hydrated(page)
    const tabs = await page.evaluate(() => {
      const row = document.querySelector('.section-nav ul')
      if (!row) return null
      const box = row.getBoundingClientRect()
      return {
        sideways: row.scrollWidth - row.clientWidth,
        cut: [...row.querySelectorAll('a')]
          .filter((a) => a.getBoundingClientRect().width > 0 && a.getBoundingClientRect().right > box.right + 1)
          .map((a) => a.textContent),
      }
    })
    expect(tabs).toEqual({ sideways: 0, cut: [] })
    await page.close()
  })
})

describe('the stay page on a phone in Dutch', () => {
  it("wraps a room detail's long compound word in its half-width cell instead of scrolling sideways", async () => {
    // A stay whose room details hold a word too long for half of a 360 px column ('eenpersoonsbedden').
    const res = await fetch(`${BASE}/api/offers.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ locale: 'nl_BE', limit: 30, pax: { adults: 2, children: 0, babies: 0, singleRoom: false } }),
    })
    const { results } = (await res.json()) as { results: { id: number }[] }
    let stay: StayDetail | undefined
    for (const { id } of results) {
      const detail = (await (await fetch(`${BASE}/api/weekend/${id}/detail.json?locale=nl_BE`)).json()) as StayDetail
      if (detail.published && detail.room?.detailsSection.some((d) => d.value.split(' ').some((w) => w.length >= 16))) {
        stay = detail
        break
      }
    }
    if (!stay) throw new Error('no Dutch stay whose room details hold a word of 16 letters or more')
    const page = await browser().newPage({ viewport: { width: 360, height: 780 } })
    await page.goto(`${BASE}${stay.uri}`)
    await hydrated(page)
    await page.locator('.room-details').scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await page.close()
  })
})

describe.each([
  { width: 1280, locale: 'it_IT' as const },
  { width: 360, locale: 'es_ES' as const },
])('the stay page photos at $width px ($locale)', ({ width, locale }) => {
  it("carry the stay's badges as its card does: last minute, ending soon, rooms left, its label, two at most", async () => {
    const today = todayIn(getSite(locale).timeZone)
    let stay: StayDetail | undefined
    for (let id = 100001; id < 100200 && !stay; id++) {
      const res = await fetch(`${BASE}/api/weekend/${id}/detail.json?locale=${locale}`)
      if (!res.ok) continue
      const candidate = (await res.json()) as StayDetail
      if (candidate.published && allStressBadges(candidate, today).length > 1) stay = candidate
    }
    if (!stay) throw new Error('the local catalogue has no published stay with two badges or more')
    const expected = stressBadges(stay, today).map((b) => formatted(locale, b.messageId, b.values ?? {}))
    const page = await browser().newPage({ viewport: { width, height: width > 400 ? 900 : 780 } })
    await page.goto(`${BASE}${stay.uri}`)
    await hydrated(page)
    const badges = page.locator('.product-gallery .stress').getByRole('listitem')
    expect(await badges.allTextContents()).toEqual(expected)
    expect(expected).toHaveLength(2)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await page.close()
  })
})
