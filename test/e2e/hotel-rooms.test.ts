import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { HotelRoom, HotelRoomsResponse } from '../../shared/api/hotel-rooms'
import type { OffersResponse, StayCard } from '../../shared/api/search'
import { hotelOffersRequest } from '../../shared/rules/hotel-page'
import { getSite, routePath, type SiteId } from '../../shared/sites'
import { BASE, hydrated, reviewShot, sharedBrowser, watchErrors } from './browser'
import { formatted, noOverflow, plain, text } from './texts'

const browser = sharedBrowser()

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

async function offersOf(locale: SiteId, hotelId: number, checkin?: string): Promise<StayCard[]> {
  const pax = { adults: 2, children: 0, babies: 0, singleRoom: false }
  const stay = checkin ? { checkin, checkout: addDays(checkin, 1), pax } : undefined
  const res = await fetch(`${BASE}/api/offers.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(hotelOffersRequest(locale, hotelId, stay)),
  })
  return ((await res.json()) as OffersResponse).results
}

/** The rooms the page lists for these offers: those holding one, by their cheapest offer. */
function listedRooms(rooms: readonly HotelRoom[], cards: readonly StayCard[]): { room: HotelRoom; offers: StayCard[] }[] {
  return rooms
    .map((room) => ({
      room,
      offers: cards.filter((c) => room.offers.some((o) => o.id === c.id)).sort((a, b) => a.sellPrice - b.sellPrice),
    }))
    .filter((r) => r.offers.length > 0)
    .sort((a, b) => (a.offers[0]?.sellPrice ?? 0) - (b.offers[0]?.sellPrice ?? 0))
}

/** A hotel of the local catalogue whose offers are in two rooms or more, the first of which has important information. */
async function hotelWithRooms(locale: SiteId): Promise<{ hotelId: number; rooms: HotelRoom[]; cards: StayCard[] }> {
  for (let hotelId = 1001; hotelId < 1200; hotelId++) {
    const res = await fetch(`${BASE}/api/hotels/${hotelId}/rooms.json?locale=${locale}`)
    if (!res.ok) continue
    const { rooms } = (await res.json()) as HotelRoomsResponse
    if (rooms.length < 2) continue
    const cards = await offersOf(locale, hotelId)
    const listed = listedRooms(rooms, cards)
    if (listed.length >= 2 && listed.some((r) => r.offers.length > 1) && (listed[0]?.room.importantInfos.length ?? 0) > 0)
      return { hotelId, rooms, cards }
  }
  throw new Error('the local catalogue has no hotel with offers in two rooms')
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? null)

// product-pages.md §2 "room list with offers", §3 Room (title, size, bed, bedding, capacity,
// highlights, description, important information) and room offer (programme without the room,
// nights and people, price, cancellation policy).
describe.each([
  { width: 1280, locale: 'fr_FR' as const },
  { width: 360, locale: 'it_IT' as const },
])('the hotel page’s rooms at $width px ($locale)', ({ width, locale }) => {
  it('lists each room with its facts and offers, cheapest first, and opens its details in a dialog', async () => {
    const { hotelId, rooms, cards } = await hotelWithRooms(locale)
    const listed = listedRooms(rooms, cards)
    const page = await browser().newPage({ viewport: { width, height: width > 400 ? 900 : 780 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}${routePath(getSite(locale), 'hotel', String(hotelId))}`)
    await hydrated(page)
    const section = page.getByRole('region', { name: text(locale, 'hotelPage.offers') })
    const articles = section.getByRole('article')
    await expect.poll(() => articles.count()).toBe(listed.length)

    for (const [i, { room, offers }] of listed.entries()) {
      const article = articles.nth(i)
      expect(await article.getByRole('heading', { level: 3 }).textContent()).toBe(room.label)
      const facts = plain(await article.locator('.hotel-room__facts').textContent())
      expect(facts).toContain(`${room.size} m²`)
      expect(facts).toContain(room.type.label)
      if (room.bedding) expect(facts).toContain(room.bedding)
      expect(facts).toContain(formatted(locale, 'hotelPage.room.capacity', { count: room.capacity }))
      expect(await article.getByRole('img').getAttribute('src')).toBe(room.imageUrl)
      expect(await article.locator('.hotel-room__highlights li').allTextContents()).toEqual(room.highlights.slice(0, 3))

      // Its offers, cheapest first: programme without the room, party and nights, from-price, cancellation line.
      const list = article.getByRole('list', { name: formatted(locale, 'hotelPage.room.offers', { count: offers.length }) })
      const items = list.getByRole('listitem')
      expect(await items.count()).toBe(offers.length)
      for (const [j, card] of offers.entries()) {
        const item = items.nth(j)
        expect(await item.getByRole('heading', { level: 4 }).textContent()).toBe(card.label)
        const intro = room.offers.find((o) => o.id === card.id)?.shortProgramIntroWithoutRoom ?? ''
        const includes = intro
          ? text(locale, 'hotelPage.roomOffer.includes', { program: intro })
          : text(locale, 'hotelPage.roomOffer.roomOnly')
        await item.getByText(includes, { exact: true }).waitFor()
        expect(await item.locator('.card__price-label').textContent()).toBe(text(locale, 'card.price.from'))
        expect(await item.locator('.card__per').textContent()).toMatch(
          new RegExp(`^${escapeRegExp(formatted(locale, 'card.forPeople', { count: card.participants, nights: card.nights }))}`),
        )
        await item.getByText(text(locale, 'booking.cancellation.addDates'), { exact: true }).waitFor()
        // The offer's name is a visually hidden part of the link's text.
        const link = item.getByRole('link', {
          name: new RegExp(`^${escapeRegExp(text(locale, 'card.cta.offer'))}\\W+${escapeRegExp(card.label)}$`),
        })
        expect(await link.getAttribute('href')).toBe(card.uri)
      }
    }
    await noOverflow(page, width)
    await reviewShot(page, `hotel-rooms-${width}`, { fullPage: true })

    // 'Room details' from the keyboard: the room's description, facts and important information; Escape gives the focus back.
    const first = listed[0]?.room
    if (!first) throw new Error('no room listed')
    const detailsName = `${text(locale, 'hotelPage.room.details')}: ${first.label}`
    const details = section.getByRole('button', {
      name: new RegExp(`^${escapeRegExp(text(locale, 'hotelPage.room.details'))}\\W+${escapeRegExp(first.label)}$`),
    })
    await details.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: first.label })
    await dialog.getByText(first.description, { exact: true }).waitFor()
    for (const line of first.detailsSection) await dialog.getByText(line.value, { exact: true }).first().waitFor()
    await dialog.getByText(first.importantInfos[0] ?? '', { exact: true }).waitFor()
    expect(
      await dialog
        .getByRole('listitem')
        .filter({ hasText: first.highlights[0] ?? '' })
        .count(),
    ).toBeGreaterThan(0)
    await reviewShot(page, `hotel-room-dialog-${width}`)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await focusedText(page)).toBe(detailsName)

    // Tab goes on to the room's first offer: its 'Details', then its link.
    const firstOffer = listed[0]?.offers[0]
    await page.keyboard.press('Tab')
    expect(await focusedText(page)).toBe(`${text(locale, 'hotelPage.offerDetail.open')}: ${firstOffer?.label}`)
    await page.keyboard.press('Tab')
    expect(await focusedText(page)).toBe(`${text(locale, 'card.cta.offer')}: ${firstOffer?.label}`)

    // Opened with the pointer, closed with its close button: the focus is back on the button too.
    await details.click()
    await dialog.getByRole('button', { name: text(locale, 'hotelPage.modal.close') }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(await focusedText(page)).toBe(detailsName)

    expect(errors).toEqual([])
    await page.close()
  })
})

describe('the hotel page’s rooms for chosen dates', () => {
  it('keeps only the rooms with an offer on those dates, priced for them with their cancellation deadline', async () => {
    const locale = 'fr_FR'
    const { hotelId, rooms } = await hotelWithRooms(locale)
    const now = new Date()
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10)
    let found: { checkin: string; cards: StayCard[] } | undefined
    for (let i = 0; i < 28 && !found; i++) {
      const checkin = addDays(start, i)
      const cards = await offersOf(locale, hotelId, checkin)
      if (cards.length > 0) found = { checkin, cards }
    }
    if (!found) throw new Error(`hotel ${hotelId} has no offer next month`)
    const { checkin, cards } = found
    const listed = listedRooms(rooms, cards)
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}/fr-fr/hotel/${hotelId}#checkin=${checkin}&checkout=${addDays(checkin, 1)}&a=2`)
    await hydrated(page)
    const section = page.getByRole('region', { name: 'Nos offres dans cet hôtel' })
    await section.locator('.card__price-label', { hasText: 'Prix final' }).first().waitFor()
    expect(await section.getByRole('article').getByRole('heading', { level: 3 }).allTextContents()).toEqual(listed.map((r) => r.room.label))
    const links = section.getByRole('link', { name: /^Voir l'offre\W/ })
    expect(await links.count()).toBe(cards.length)
    const first = listed[0]?.offers[0]
    expect(await links.first().getAttribute('href')).toBe(
      `${first?.uri}#checkin=${checkin}&checkout=${addDays(checkin, 1)}&nights=1&a=2&c=0&b=0`,
    )
    // The cancellation line says the deadline or that the stay cannot be refunded, never 'add your dates'.
    expect(await section.getByText(text(locale, 'booking.cancellation.addDates')).count()).toBe(0)
    expect(errors).toEqual([])
    await page.close()
  })
})
