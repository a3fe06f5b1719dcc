import { describe, expect, it } from 'vitest'
import type { OffersResponse, StayCard } from '../../shared/api/search'
import type { StayDetail } from '../../shared/api/stay-detail'
import { BASE, hydrated, reviewShot, sharedBrowser, watchErrors } from './browser'

const browser = sharedBrowser()

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

async function offersOf(hotelId: number, checkin?: string): Promise<OffersResponse> {
  const res = await fetch(`${BASE}/api/offers.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      locale: 'fr_FR',
      hotelId,
      numberOfPackagesPerHotel: 20,
      limit: 20,
      pax: { adults: 2, children: 0, babies: 0, singleRoom: false },
      ...(checkin ? { checkin, nights: 1 } : {}),
    }),
  })
  return (await res.json()) as OffersResponse
}

async function detailOf(id: number, checkin: string): Promise<StayDetail> {
  const res = await fetch(`${BASE}/api/weekend/${id}/detail.json?locale=fr_FR&checkin=${checkin}&night=1&adult=2&child=0&baby=0`)
  return (await res.json()) as StayDetail
}

/** An offer of the local catalogue bookable for one night next month by two adults, with an activity when one is found. */
async function datedOffer(): Promise<{ hotelId: number; checkin: string; checkout: string; offer: StayCard; detail: StayDetail }> {
  const now = new Date()
  const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10)
  let fallback: Awaited<ReturnType<typeof datedOffer>> | undefined
  for (let hotelId = 1001; hotelId < 1040; hotelId++) {
    if ((await offersOf(hotelId)).results.length === 0) continue
    for (let i = 0; i < 12; i += 3) {
      const checkin = addDays(nextMonth, i)
      const offers = (await offersOf(hotelId, checkin)).results
      for (const offer of offers) {
        const detail = await detailOf(offer.id, checkin)
        const found = { hotelId, checkin, checkout: addDays(checkin, 1), offer, detail }
        if (detail.programLines.some((l) => l.type === 'ACTIVITY' && l.how)) return found
        fallback ??= found
      }
      if (offers.length > 0) break
    }
  }
  if (fallback) return fallback
  throw new Error('the local catalogue has no hotel offer bookable next month by two adults')
}

describe.each([1280, 360])("the hotel page's offer detail at %i px", (width) => {
  it('opens the package summary of an offer for the chosen dates, links to the stay with them, and closes on Escape', async () => {
    const { hotelId, checkin, checkout, offer, detail } = await datedOffer()
    const page = await browser().newPage({ viewport: { width, height: width > 400 ? 900 : 780 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}/fr-fr/hotel/${hotelId}#checkin=${checkin}&checkout=${checkout}&a=2`)
    await hydrated(page)
    const offers = page.getByRole('region', { name: 'Nos offres dans cet hôtel' })
    await expect.poll(() => offers.locator('.card__per').first().textContent()).toMatch(/^pour 2 personnes, 1 nuit/)

    // The button's name carries the offer's label (a visually hidden part of its text).
    const button = offers.getByRole('button', { name: new RegExp(`^Détails\\W+${escapeRegExp(offer.label)}$`) })
    await button.click()
    const dialog = page.getByRole('dialog', { name: offer.label })
    await dialog.getByRole('heading', { name: 'Votre séjour comprend' }).waitFor()
    await dialog.getByText(offer.hotel.label, { exact: true }).waitFor()

    const lines = dialog.locator('.offer-detail__line')
    expect(await lines.count()).toBe(detail.programLines.length)
    for (const text of await lines.allTextContents()) expect(text).toMatch(/Pour 2 personnes/)
    const room = detail.programLines.find((l) => l.type === 'ROOM')
    if (room && detail.room) expect(await lines.first().textContent()).toContain(detail.room.label)
    if (detail.programLines.some((l) => l.repeated)) expect(await dialog.getByText('Tous les jours').count()).toBeGreaterThan(0)
    const how = detail.programLines.find((l) => l.type === 'ACTIVITY' && l.how)?.how
    if (how) await dialog.getByText(how).waitFor()
    expect(await dialog.locator('.offer-detail__dates').textContent()).toMatch(/^Du .+ au .+, 1 nuit$/)
    if (detail.importantInfos.length > 0)
      await dialog
        .locator('.message--success')
        .getByText(detail.importantInfos[0] ?? '')
        .waitFor()

    const link = dialog.getByRole('link', { name: 'Voir le séjour' })
    expect(await link.getAttribute('href')).toBe(`${offer.uri}#checkin=${checkin}&checkout=${checkout}&nights=1&a=2&c=0&b=0`)

    // A bottom sheet on phones, centred on wider screens; nothing wider than the screen.
    // (Polled: the sheet slides up as it opens.)
    const edges = async () => {
      const box = await dialog.boundingBox()
      return box ? { bottom: Math.round(box.y + box.height), centre: Math.round(box.x + box.width / 2) } : null
    }
    if (width < 400) await expect.poll(async () => (await edges())?.bottom).toBe(780)
    else await expect.poll(async () => (await edges())?.centre).toBe(width / 2)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
    await reviewShot(page, `hoteloffer-${width}`)
    await dialog.locator('.page-dialog__body').evaluate((el) => el.scrollTo(0, el.scrollHeight))
    await reviewShot(page, `hoteloffer-${width}-end`)

    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`Détails: ${offer.label}`)

    expect(errors).toEqual([])
    await page.close()
  })
})

describe("the hotel page's offer detail when the stay's detail fails", () => {
  it('says so in the dialog', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    await page.route('**/api/weekend/*/detail.json*', (route) => route.fulfill({ status: 500, body: '{}' }))
    await page.goto(`${BASE}/fr-fr/hotel/1001`)
    await hydrated(page)
    await page
      .getByRole('button', { name: /^Détails\W/ })
      .first()
      .click()
    await page.getByRole('dialog').getByRole('alert').getByText('Oups, une erreur est survenue').waitFor()
    await page.close()
  })
})
