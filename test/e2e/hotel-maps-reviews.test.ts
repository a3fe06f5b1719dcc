import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { REVIEW_LANGUAGES, type ReviewLanguage, type ReviewsResponse } from '../../shared/api/reviews'
import type { HotelDetail, StayDetail } from '../../shared/api/stay-detail'
import { formatScore, withOutOfTen } from '../../shared/rules/score'
import { BASE, hydrated, reviewShot, sharedBrowser, watchErrors } from './browser'

const browser = sharedBrowser()

/** French names of the review languages, as the language select and the message write them. */
const LANGUAGE_NAME: Readonly<Record<ReviewLanguage, string>> = {
  fr_FR: 'français',
  es_ES: 'espagnol',
  it_IT: 'italien',
  nl_NL: 'néerlandais',
}

const reviewsOf = async (hotelId: number, query: Record<string, string>): Promise<ReviewsResponse> =>
  (await (await fetch(`${BASE}/api/hotel/${hotelId}/reviews.json?${new URLSearchParams(query).toString()}`)).json()) as ReviewsResponse

/** A hotel with more than one page of reviews and a review language it has none in. */
async function hotelWithReviews(): Promise<{ hotel: HotelDetail; reviews: ReviewsResponse; missing: ReviewLanguage }> {
  for (let id = 1001; id < 1200; id++) {
    const res = await fetch(`${BASE}/api/hotels/${id}.json?locale=fr_FR`)
    if (!res.ok) continue
    const hotel = (await res.json()) as HotelDetail
    if (hotel.review.count <= 10 || hotel.location.address === '') continue
    const reviews = await reviewsOf(id, { locale: 'fr_FR' })
    for (const language of REVIEW_LANGUAGES) {
      const alone = await reviewsOf(id, { locale: language, withOtherLanguageFallback: 'false' })
      if (alone.list.length === 0) return { hotel, reviews, missing: language }
    }
  }
  throw new Error('the local catalogue has no hotel with more than ten reviews and a language without any')
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? null)
const scores = (dialog: Locator) => dialog.locator('.hotel-review .score').allTextContents()

/** Whether this Chromium gives the page WebGL 2, which the map needs (the test asserts the map or its fallback accordingly). */
const hasWebGL = (page: Page) => page.evaluate(() => document.createElement('canvas').getContext('webgl2') !== null)

/** The map dialog's map: the canvas with WebGL, the message without it. */
async function expectMapOrFallback(page: Page, dialog: Locator): Promise<void> {
  if (await hasWebGL(page)) {
    await dialog.locator('.place-map__view[data-map="ready"] canvas.maplibregl-canvas').waitFor({ timeout: 30_000 })
    await dialog.locator('.place-map__pin svg[width="47"]').waitFor()
    expect(await dialog.getByRole('button', { name: 'Zoomer', exact: true }).count()).toBe(1)
  } else {
    await dialog.getByText("La carte ne peut pas s'afficher dans ce navigateur.").waitFor()
    expect(await dialog.locator('canvas').count()).toBe(0)
  }
}

describe.each([1280, 360])('the hotel map and reviews at %i px', (width) => {
  it("opens the hotel's map from its address and every review from its score", async () => {
    const { hotel, reviews, missing } = await hotelWithReviews()
    const page = await browser().newPage({ viewport: { width, height: width > 400 ? 900 : 780 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}/fr-fr/hotel/${hotel.id}`)
    await hydrated(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

    // The address opens the map: the hotel's name and address beside it, the map or the reason it is missing.
    const address = `${hotel.location.address}, ${hotel.location.zipCode} ${hotel.location.label}`
    const open = page.getByRole('button', { name: `${address} Voir sur la carte` })
    await open.click()
    const map = page.getByRole('dialog', { name: `${hotel.label} sur la carte` })
    await map.waitFor()
    await map.getByText(address).waitFor()
    await map.locator('.place-map__name', { hasText: hotel.label }).waitFor()
    await map.getByText(`Coordonnées GPS : ${hotel.location.latitude.toFixed(5)}, ${hotel.location.longitude.toFixed(5)}`).waitFor()
    await expectMapOrFallback(page, map)
    if (width < 768) {
      // A bottom sheet on phones.
      await page.waitForTimeout(300)
      const box = await map.boundingBox()
      expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(780)
      expect(box?.width).toBe(360)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await reviewShot(page, `maps-hotel-map-${width}`)
    await page.keyboard.press('Escape')
    expect(await map.count()).toBe(0)
    expect(await focusedText(page)).toBe(`${address} Voir sur la carte`)

    // The score opens every review: the newest first, ten at a time.
    const score = page.getByRole('button', { name: new RegExp(`${hotel.review.count} avis$`) })
    await score.click()
    const dialog = page.getByRole('dialog', { name: 'Avis clients' })
    await dialog.waitFor()
    const items = dialog.getByRole('listitem')
    await items.nth(9).waitFor()
    expect(await items.count()).toBe(10)
    expect(await scores(dialog)).toEqual(reviews.list.map((r) => withOutOfTen(formatScore(r.average))))
    await dialog.getByText(`10 avis affichés sur ${reviews.totalCount}`).waitFor()
    // The six criteria.
    expect(await dialog.locator('.reviews-summary__criterion dt').allTextContents()).toEqual([
      'Accueil',
      'Confort',
      'Propreté',
      'Restauration',
      'Emplacement',
      'Rapport qualité-prix',
    ])

    // Another sort reads page one in its order.
    const sort = dialog.getByRole('combobox', { name: 'Trier par' })
    expect(await sort.locator('option').allTextContents()).toEqual([
      'Les plus récents',
      'Les plus anciens',
      'Meilleures notes',
      'Notes les plus basses',
    ])
    await sort.selectOption({ label: 'Notes les plus basses' })
    const lowest = await reviewsOf(hotel.id, { locale: 'fr_FR', sort: 'SCORE_ASC' })
    const expected = lowest.list.map((r) => withOutOfTen(formatScore(r.average)))
    await page.waitForFunction(
      (want) => JSON.stringify([...document.querySelectorAll('[role="dialog"] .hotel-review .score')].map((e) => e.textContent)) === want,
      JSON.stringify(expected),
    )

    // 'Show more' adds the next ten (or what is left) under them, and the first of them takes the focus.
    await dialog.getByRole('button', { name: 'Afficher plus' }).click()
    const after = Math.min(20, reviews.totalCount)
    await items.nth(after - 1).waitFor()
    expect(await items.count()).toBe(after)
    const second = await reviewsOf(hotel.id, { locale: 'fr_FR', sort: 'SCORE_ASC', page: '2' })
    expect((await scores(dialog)).slice(10)).toEqual(second.list.map((r) => withOutOfTen(formatScore(r.average))))
    expect(await page.evaluate(() => document.activeElement?.matches('.hotel-review'))).toBe(true)

    // A language without reviews says so, and 'See all the languages' lists them all again.
    const language = dialog.getByRole('combobox', { name: 'Langue' })
    expect(await language.locator('option').allTextContents()).toEqual([
      'Toutes les langues',
      'Français',
      'Espagnol',
      'Italien',
      'Néerlandais',
    ])
    await language.selectOption(missing)
    await dialog.getByText(`Il n'y a actuellement aucun avis publié en ${LANGUAGE_NAME[missing]}.`).waitFor()
    expect(await items.count()).toBe(0)
    await dialog.getByRole('button', { name: 'Voir toutes les langues' }).click()
    await items.nth(9).waitFor()
    expect(await language.inputValue()).toBe('')
    expect(await language.evaluate((select) => select === document.activeElement)).toBe(true)

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await reviewShot(page, `maps-hotel-reviews-${width}`)
    await page.keyboard.press('Escape')
    expect(await dialog.count()).toBe(0)
    expect(await focusedText(page)).toMatch(new RegExp(`${hotel.review.count} avis$`))

    // The 'getting there' dialog shows the same map above the address and parking.
    await page.getByRole('button', { name: "Comment s'y rendre" }).click()
    const gettingThere = page.getByRole('dialog', { name: "Comment s'y rendre" })
    await gettingThere.waitFor()
    await expectMapOrFallback(page, gettingThere)
    await gettingThere.getByRole('heading', { name: 'Adresse' }).waitFor()
    await page.keyboard.press('Escape')
    expect(await gettingThere.count()).toBe(0)

    expect(errors).toEqual([])
    await page.close()
  })

  it("opens the hotel's map and reviews from the stay page's hotel line", async () => {
    let stay: StayDetail | undefined
    for (let id = 100001; id < 100200 && !stay; id++) {
      const res = await fetch(`${BASE}/api/weekend/${id}/detail.json?locale=fr_FR`)
      if (!res.ok) continue
      const candidate = (await res.json()) as StayDetail
      if (candidate.published && candidate.hotel.review.count > 10 && candidate.hotel.location.address !== '') stay = candidate
    }
    if (!stay) throw new Error('the local catalogue has no published stay whose hotel has more than ten reviews')
    const page = await browser().newPage({ viewport: { width, height: width > 400 ? 900 : 780 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}${stay.uri}`)
    await hydrated(page)

    const { location } = stay.hotel
    const address = `${location.address}, ${location.zipCode} ${location.label}`
    await page.getByRole('button', { name: `${address} Voir sur la carte` }).click()
    const map = page.getByRole('dialog', { name: `${stay.hotel.label} sur la carte` })
    await expectMapOrFallback(page, map)
    await page.keyboard.press('Escape')
    expect(await map.count()).toBe(0)

    await page.getByRole('button', { name: new RegExp(`${stay.hotel.review.count} avis$`) }).click()
    const dialog = page.getByRole('dialog', { name: 'Avis clients' })
    await dialog.getByRole('listitem').nth(9).waitFor()
    await dialog.getByRole('button', { name: 'Fermer' }).click()
    expect(await dialog.count()).toBe(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await reviewShot(page, `maps-stay-${width}`)

    expect(errors).toEqual([])
    await page.close()
  })
})
