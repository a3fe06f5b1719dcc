import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { HotelRoomsResponse } from '../../shared/api/hotel-rooms'
import type { StayDetail } from '../../shared/api/stay-detail'
import { getSite, routePath, type SiteId } from '../../shared/sites'
import { BASE, hydrated, sharedBrowser, watchErrors } from './browser'
import { noOverflow, text } from './texts'

const browser = sharedBrowser()

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The first room of the local catalogue's hotels that has several photos, with its hotel. */
async function hotelRoomWithPhotos(locale: SiteId): Promise<{ hotelId: number; room: HotelRoomsResponse['rooms'][number] }> {
  for (let hotelId = 1001; hotelId < 1200; hotelId++) {
    const res = await fetch(`${BASE}/api/hotels/${hotelId}/rooms.json?locale=${locale}`)
    if (!res.ok) continue
    const { rooms } = (await res.json()) as HotelRoomsResponse
    const room = rooms.find((r) => r.images.length > 1)
    if (room) return { hotelId, room }
  }
  throw new Error('the local catalogue has no hotel room with several photos')
}

/** A published stay of the local catalogue whose room has several photos. */
async function stayWithRoomPhotos(locale: SiteId): Promise<StayDetail> {
  for (let id = 100001; id < 100200; id++) {
    const res = await fetch(`${BASE}/api/weekend/${id}/detail.json?locale=${locale}`)
    if (!res.ok) continue
    const stay = (await res.json()) as StayDetail
    if (stay.published && (stay.room?.images.length ?? 0) > 1) return stay
  }
  throw new Error('the local catalogue has no published stay whose room has several photos')
}

/** Presses Tab until `target` has the focus (at most `presses` times); whether it got there. */
async function tabTo(page: Page, target: Locator, presses: number): Promise<boolean> {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((el) => el === document.activeElement)) return true
  }
  return false
}

const scrollLeft = (row: Locator) => row.evaluate((el) => el.scrollLeft)

/**
 * A room's row of photos: every photo, each named by its alt text, and a row the keyboard scrolls
 * once it has the focus; on wider screens its 'next photo' arrow scrolls it too (phones swipe).
 */
async function checkPhotoRow(
  page: Page,
  row: Locator,
  images: readonly { template: string; alt: string }[],
  locale: SiteId,
  width: number,
) {
  const photos = row.getByRole('img')
  expect(await photos.count()).toBe(images.length)
  for (const [i, image] of images.entries()) {
    expect(await photos.nth(i).getAttribute('alt')).toBe(image.alt)
    expect(await photos.nth(i).getAttribute('src')).toBe(image.template.replace('{size}', '640_360'))
  }
  expect(await scrollLeft(row)).toBe(0)
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => scrollLeft(row)).toBeGreaterThan(0)
  await page.keyboard.press('ArrowLeft')
  await expect.poll(() => scrollLeft(row)).toBe(0)
  const next = row.locator('..').getByRole('button', { name: text(locale, 'card.photo.next'), exact: true })
  if (width >= 600) {
    await next.click()
    await expect.poll(() => scrollLeft(row)).toBeGreaterThan(0)
  } else {
    expect(await next.isVisible()).toBe(false)
  }
}

// product-pages.md §3 Room: images, the room's photos (a room with one keeps its single photo).
describe.each([
  { width: 1280, locale: 'fr_FR' as const },
  { width: 360, locale: 'nl_NL' as const },
])('a room’s photos at $width px ($locale)', ({ width, locale }) => {
  it('all show in the hotel page’s room details, on a row named after the room that the keyboard scrolls', async () => {
    const { hotelId, room } = await hotelRoomWithPhotos(locale)
    const page = await browser().newPage({ viewport: { width, height: 800 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}${routePath(getSite(locale), 'hotel', String(hotelId))}`)
    await hydrated(page)
    const details = page.getByRole('button', {
      name: new RegExp(`^${escapeRegExp(text(locale, 'hotelPage.room.details'))}\\W+${escapeRegExp(room.label)}$`),
    })
    await details.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: room.label })
    const row = dialog.getByRole('list', { name: text(locale, 'productPage.room.photos', { room: room.label }), exact: true })
    await row.waitFor()
    expect(await tabTo(page, row, 4)).toBe(true)
    await checkPhotoRow(page, row, room.images, locale, width)
    await noOverflow(page, width)
    expect(errors).toEqual([])
    await page.close()
  })

  it('all show in the stay page’s room section, on a row named after the room that the keyboard scrolls', async () => {
    const stay = await stayWithRoomPhotos(locale)
    const room = stay.room
    if (!room) throw new Error('the stay has no room')
    const page = await browser().newPage({ viewport: { width, height: 800 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}${stay.uri}`)
    await hydrated(page)
    const section = page.getByRole('region', { name: text(locale, 'productPage.room'), exact: true })
    const row = section.getByRole('list', { name: text(locale, 'productPage.room.photos', { room: room.label }), exact: true })
    await row.scrollIntoViewIfNeeded()
    // The row sits in the page's tab order.
    await row.focus()
    await page.keyboard.press('Shift+Tab')
    expect(await tabTo(page, row, 1)).toBe(true)
    await checkPhotoRow(page, row, room.images, locale, width)
    await noOverflow(page, width)
    expect(errors).toEqual([])
    await page.close()
  })
})
