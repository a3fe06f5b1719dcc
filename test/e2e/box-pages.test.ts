import { describe, expect, it } from 'vitest'
import { BASE, hydrated, sharedBrowser, watchErrors } from './browser'

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

    await offer.press('Enter')
    await drawer.waitFor()
    await drawer.getByRole('radio', { name: /Coffret cadeau/ }).check()
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
})
