import { describe, expect, it } from 'vitest'
import { BASE, hydrated, sharedBrowser, watchErrors } from './browser'
import { formatted, text } from './texts'

const browser = sharedBrowser()

describe('the gift box pages on a phone', () => {
  it('lead from the list to a box, whose Offer drawer chooses the format and whose stays load page by page', async () => {
    const page = await browser().newPage({ viewport: { width: 360, height: 780 } })
    const errors = watchErrors(page)

    await page.goto(`${BASE}/fr-fr/box`)
    await hydrated(page)
    await page.getByRole('heading', { level: 1, name: 'Coffrets cadeaux' }).waitFor()
    // One column of cards, nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    const firstCard = page.locator('.box-grid article').first()
    const title = (await firstCard.getByRole('heading', { level: 2 }).textContent()) ?? ''
    expect(title).not.toBe('')

    await Promise.all([page.waitForURL('**/fr-fr/box/p/**'), firstCard.getByRole('link').click()])
    await hydrated(page)
    await page.getByRole('heading', { level: 1, name: title }).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

    // The Offer button opens the format drawer, a modal dialog, with the focus on the chosen format.
    const offer = page.getByRole('button', { name: 'Offrir', exact: true })
    await offer.click()
    const drawer = page.getByRole('dialog', { name: 'Choisissez le format du cadeau' })
    await drawer.waitFor()
    const digital = drawer.getByRole('radio', { name: /E-coffret/ })
    await expect(digital.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    expect(await digital.isChecked()).toBe(true)
    // Escape leaves it as it was and gives the focus back to the Offer button.
    await page.keyboard.press('Escape')
    expect(await drawer.count()).toBe(0)
    await expect(offer.evaluate((el) => el === document.activeElement)).resolves.toBe(true)

    // Switching format switches the page's at once, in its address too: closing the drawer keeps it.
    await offer.press('Enter')
    await drawer.waitFor()
    await drawer.getByRole('radio', { name: /Coffret cadeau/ }).check()
    await expect.poll(() => new URL(page.url()).searchParams.get('giftFormat')).toBe('physical')
    await page.getByText('Format : Coffret cadeau').waitFor()
    await page.keyboard.press('Escape')
    expect(await drawer.count()).toBe(0)
    await offer.press('Enter')
    await drawer.waitFor()
    expect(await drawer.getByRole('radio', { name: /Coffret cadeau/ }).isChecked()).toBe(true)
    // Confirm goes to the box checkout with the chosen format; back on the box, the page keeps it.
    await Promise.all([
      page.waitForURL(/\/fr-fr\/checkout\/sum-up\?flow=box&giftFormat=physical&code=/),
      drawer.getByRole('button', { name: 'Valider' }).click(),
    ])
    await page.goBack()
    await hydrated(page)
    await page.getByText('Format : Coffret cadeau').waitFor()
    expect(new URL(page.url()).searchParams.get('giftFormat')).toBe('physical')

    // The box's stays: the first 8 from the server, the next ones on demand.
    const stays = page.locator('#box-offers-track article')
    expect(await stays.count()).toBe(8)
    await page.getByRole('button', { name: 'Voir plus de séjours' }).click()
    await page.waitForFunction(() => document.querySelectorAll('#box-offers-track article').length > 8)
    const shown = await page
      .getByRole('status')
      .filter({ hasText: /séjours affichés sur/ })
      .textContent()
    expect(Number(/^(\d+) séjours/.exec(shown ?? '')?.[1])).toBe(await stays.count())
    // The stays asked for with the button take the focus, on the first of them.
    await page.waitForFunction(() => document.activeElement?.closest('#box-offers-track') !== null)
    const ids = await stays.evaluateAll((list) => list.map((el) => el.id || el.getAttribute('aria-labelledby')))
    expect(new Set(ids).size).toBe(ids.length)

    expect(errors).toEqual([])
    await page.close()
  })

  it.each([
    { locale: 'fr_FR' as const, width: 1280 },
    { locale: 'nl_BE' as const, width: 360 },
  ])("shows every hotel of the box on a map, which leads to a hotel's stay ($locale, $width px)", async ({ locale, width }) => {
    const prefix = `/${locale.toLowerCase().replace('_', '-')}`
    const map = (await (await fetch(`${BASE}/gateway/boxes/ROMANCE1EBOX/offers?locale=${locale}&performMapSearch=true`)).json()) as {
      exactMatch: { id: number; weekend: { id: number }[] }[]
    }
    expect(map.exactMatch.length).toBeGreaterThan(0)
    const page = await browser().newPage({ viewport: { width, height: 800 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}${prefix}/box/p/romance-1/ROMANCE1EBOX`)
    await hydrated(page)

    const open = page.getByRole('button', { name: text(locale, 'boxPage.offers.map') })
    await open.click()
    const dialog = page.getByRole('dialog', { name: text(locale, 'boxPage.offers.mapTitle') })
    await dialog.waitFor()
    await dialog.getByText(formatted(locale, 'map.count', { count: map.exactMatch.length })).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    // Enter on the map selects the hotel nearest its centre: a link to one of the box's stays.
    // Once its markers are drawn (a key pressed before would pick nothing).
    await page.waitForSelector('.box-map[data-rendered-markers]:not([data-rendered-markers="0"])', { timeout: 30_000 })
    await dialog.locator('canvas').focus()
    await page.keyboard.press('Enter')
    const stay = dialog.getByRole('link')
    await stay.waitFor()
    const stays = new Set(map.exactMatch.flatMap((m) => m.weekend.map((w) => String(w.id))))
    expect(stays.has(/-?(\d+)$/.exec((await stay.getAttribute('href')) ?? '')?.[1] ?? '')).toBe(true)
    expect((await stay.getAttribute('href'))?.startsWith(prefix)).toBe(true)

    // Escape closes it and gives the focus back to its button.
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    await expect(open.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    expect(errors).toEqual([])
    await page.close()
  })
})
