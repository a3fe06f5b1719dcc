import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { HotelDetail } from '../../shared/api/stay-detail'
import type { SiteId } from '../../shared/sites'
import { BASE, hydrated, sharedBrowser, watchErrors } from './browser'
import { text } from './texts'

const browser = sharedBrowser()

/** A hotel of the local catalogue with the eco label (8 eco facilities or more) and more than four photos. */
async function ecoHotel(): Promise<HotelDetail> {
  for (let id = 1001; id < 1200; id++) {
    const res = await fetch(`${BASE}/api/hotels/${id}.json?locale=fr_FR`)
    if (!res.ok) continue
    const hotel = (await res.json()) as HotelDetail
    if (hotel.ecoFacilities.length >= 8 && hotel.images.length > 4) return hotel
  }
  throw new Error('the local catalogue has no hotel with the eco label and more than four photos')
}

const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? null)

describe.each([1280, 360])('the hotel page at %i px', (width) => {
  it('opens the photo lightbox with the keyboard, and the eco actions and things to know in modal dialogs', async () => {
    const hotel = await ecoHotel()
    const page = await browser().newPage({ viewport: { width, height: width > 400 ? 900 : 780 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}/fr-fr/hotel/${hotel.id}`)
    await hydrated(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

    // Wide screens show the first four photos; phones one at a time on a swiped row.
    const shown = await page
      .locator('.hotel-gallery__item img')
      .evaluateAll((list) => list.filter((img) => img.getBoundingClientRect().width > 0).length)
    expect(shown).toBe(width > 400 ? 4 : hotel.images.length)

    // The lightbox: Enter on its button, the arrow keys and the buttons go round, Escape gives the focus back.
    const count = hotel.images.length
    const more = page.getByRole('button', { name: `Voir les ${count} photos` })
    await more.focus()
    await page.keyboard.press('Enter')
    const lightbox = page.getByRole('dialog', { name: `Photos de ${hotel.label}` })
    await lightbox.waitFor()
    const counter = lightbox.locator('.lightbox__counter')
    expect(await counter.textContent()).toBe(`1 / ${count}`)
    await page.keyboard.press('ArrowRight')
    expect(await counter.textContent()).toBe(`2 / ${count}`)
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    expect(await counter.textContent()).toBe(`${count} / ${count}`)
    expect(await lightbox.getByRole('img').getAttribute('alt')).toBe(hotel.images[count - 1]?.alt)
    await lightbox.getByRole('button', { name: 'Photo suivante' }).focus()
    await page.keyboard.press('Enter')
    expect(await counter.textContent()).toBe(`1 / ${count}`)
    await lightbox.getByRole('button', { name: 'Photo précédente' }).click()
    expect(await counter.textContent()).toBe(`${count} / ${count}`)
    // Tab stays in the dialog.
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true)
    }
    await page.keyboard.press('Escape')
    expect(await lightbox.count()).toBe(0)
    expect(await focused(page)).toBe(`Voir les ${count} photos`)

    // The eco label lists the hotel's eco actions.
    await page.getByText(`Cet hôtel mène ${hotel.ecoFacilities.length} actions concrètes pour préserver l'environnement.`).waitFor()
    await page.getByRole('button', { name: 'Voir les actions écoresponsables' }).click()
    const ecoDialog = page.getByRole('dialog', { name: "Les actions écoresponsables de l'hôtel" })
    await ecoDialog.waitFor()
    expect(await ecoDialog.getByRole('listitem').allTextContents()).toEqual(hotel.ecoFacilities.map((f) => f.label))
    await ecoDialog.getByRole('button', { name: 'Fermer' }).click()
    expect(await ecoDialog.count()).toBe(0)

    // Things to know: a centred dialog on wide screens, a bottom sheet on phones.
    const things = page.getByRole('button', { name: 'Bon à savoir' })
    await things.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Bon à savoir' })
    await dialog.waitFor()
    await dialog.getByRole('heading', { name: 'Animaux' }).waitFor()
    await page.waitForTimeout(300)
    const box = await dialog.boundingBox()
    if (width < 768) expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(780)
    else expect(box?.x).toBeGreaterThan(0)
    // Its text has no link or button: the keyboard reaches the text itself (after the close button), and its arrows scroll it.
    await dialog.getByRole('button', { name: 'Fermer' }).focus()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('page-dialog__body')
    const body = dialog.locator('.page-dialog__body')
    if (await body.evaluate((el) => el.scrollHeight > el.clientHeight)) {
      await page.keyboard.press('End')
      await page.waitForFunction(() => (document.querySelector('.page-dialog__body')?.scrollTop ?? 0) > 0)
    }
    await page.keyboard.press('Escape')
    expect(await dialog.count()).toBe(0)
    expect(await focused(page)).toBe('Bon à savoir')

    expect(errors).toEqual([])
    await page.close()
  })
})

describe.each([
  { width: 1280, locale: 'it_IT' as const },
  { width: 360, locale: 'nl_BE' as const },
])('the rows of cards under the hotel and stay pages at $width px ($locale)', ({ width, locale }) => {
  it('scroll with their previous and next arrows on wide screens, and are swiped without arrows on phones', async () => {
    const prefix = `/${locale.toLowerCase().replace('_', '-')}`
    const page = await browser().newPage({ viewport: { width, height: width > 400 ? 900 : 780 } })
    const errors = watchErrors(page)
    // A hotel with more hotels around it than a screen shows.
    let row = page.getByRole('list', { name: text(locale, 'hotelPage.nearby') })
    for (let id = 1001; id < 1100; id++) {
      await page.goto(`${BASE}${prefix}/hotel/${id}`)
      await hydrated(page)
      if ((await row.count()) && (await row.getByRole('listitem').count()) > 3) break
    }
    expect(await row.getByRole('listitem').count()).toBeGreaterThan(3)
    await arrowsScroll(page, row, locale, width)

    // The stay page's other offers of its hotel: the same row, arrows included.
    const stay = new URL((await row.getByRole('link').first().getAttribute('href')) ?? '', BASE)
    await page.goto(stay.href)
    await hydrated(page)
    await page.locator('.product-others').scrollIntoViewIfNeeded()
    row = page.getByRole('list', { name: /\S/ }).filter({ has: page.locator('.hotel-row__item') })
    await row.first().waitFor()
    const previous = page.getByRole('button', { name: text(locale, 'offersRow.previous') })
    expect(await previous.isVisible()).toBe(width > 400)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    expect(errors).toEqual([])
    await page.close()
  })
})

/** On wide screens the row starts at its start, next scrolls it on and previous back; phones show no arrows. */
async function arrowsScroll(page: Page, row: Locator, locale: SiteId, width: number): Promise<void> {
  const section = page.locator('section').filter({ has: row })
  const previous = section.getByRole('button', { name: text(locale, 'offersRow.previous') })
  const next = section.getByRole('button', { name: text(locale, 'offersRow.next') })
  const left = () => row.evaluate((el) => el.scrollLeft)
  if (width <= 400) {
    expect(await previous.isVisible()).toBe(false)
    expect(await next.isVisible()).toBe(false)
    return
  }
  await row.scrollIntoViewIfNeeded()
  expect(await previous.isDisabled()).toBe(true)
  await next.click()
  await expect.poll(left).toBeGreaterThan(width / 2)
  await expect.poll(() => previous.isEnabled()).toBe(true)
  await previous.click()
  await expect.poll(left).toBe(0)
}
