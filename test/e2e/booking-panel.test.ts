import { describe, expect, it } from 'vitest'
import type { CheckinPricesResponse } from '../../shared/api/availability'
import type { QuoteResponse } from '../../shared/api/product'
import type { StayDetail } from '../../shared/api/stay-detail'
import { wantsInsuranceQuote } from '../../shared/rules/booking'
import { BASE, hydrated, reviewShot, sharedBrowser, watchErrors } from './browser'
import { bookableStay } from './stays'
import { text } from './texts'

const browser = sharedBrowser()

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
const nextMonth = () => {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 7)
}

type Booking = { stay: StayDetail; checkin: string; nights: number; quote: QuoteResponse; insurance: number }

async function json<T>(path: string): Promise<T> {
  const res = await fetch(`${BASE}${path}`)
  if (!res.ok) throw new Error(`${path} answered ${res.status}`)
  return (await res.json()) as T
}

/**
 * A published stay of the local catalogue with an activity, and a stay next month it can be booked
 * for by two adults, cancellable and with insurance on offer: the page must ask for the activity's
 * day and a cancellation card before it goes on.
 */
async function bookableStayWithActivity(locale: string): Promise<Booking> {
  for (let id = 100001; id < 101500; id++) {
    const res = await fetch(`${BASE}/api/weekend/${id}/detail.json?locale=${locale}`)
    if (!res.ok) continue
    const stay = (await res.json()) as StayDetail
    if (!stay.published || !stay.programLines.some((line) => line.type === 'ACTIVITY')) continue
    const month = nextMonth()
    const prices = await json<CheckinPricesResponse>(
      `/api/redeem/weekend/${id}/packageCheckinPrices.json?locale=${locale}&month=${month}&adult=2`,
    )
    for (const day of prices.days.filter((d) => d.status !== 'notAvailable').slice(0, 6)) {
      const nights = Math.max(2, day.minLos)
      const quote = await json<QuoteResponse>(`/api/product/${id}/quote?locale=${locale}&checkin=${day.day}&nights=${nights}&adult=2`)
      if (!quote.bookable || !quote.cancellationPolicy.cancellable || !quote.insurance.available) continue
      if (quote.activityDates.length !== 1 || quote.activityDates[0]!.dates.length < 2) continue
      const insurance = await json<{ sellPrice: number }>(
        `/gateway/purchase/insurance/quote?locale=${locale}&cancellationType=INSURANCE&orderAmount=${quote.amountToPay}`,
      )
      return { stay, checkin: day.day, nights, quote, insurance: insurance.sellPrice }
    }
  }
  throw new Error('the local catalogue has no stay with an activity bookable next month')
}

const TEXT = {
  fr_FR: {
    prefix: '/fr-fr',
    bcp47: 'fr-FR',
    book: 'Réserver',
    dates: 'Dates',
    next: 'Mois suivant',
    validate: 'Valider',
    noDates: 'Veuillez choisir vos dates de séjour.',
    noActivity: 'Veuillez choisir les dates de vos activités.',
    noChoice: 'Veuillez choisir une option',
    insurance: 'Assurance annulation',
    flexible: 'Flexible',
    total: 'Prix final',
    instalments: 'Comment ça marche',
    back: 'Retour',
    instalmentsTitle: 'Payer en plusieurs fois',
  },
  nl_NL: {
    prefix: '/nl-nl',
    bcp47: 'nl-NL',
    book: 'Boeken',
    dates: 'Datums',
    next: 'Volgende maand',
    validate: 'Bevestigen',
    noDates: 'Kies je reisdata.',
    noActivity: 'Kies de data van je activiteiten.',
    noChoice: 'Kies een optie',
    insurance: 'Annuleringsverzekering',
    flexible: 'Flexibel',
    total: 'Totaalprijs',
    instalments: 'Zo werkt het',
    back: 'Terug',
    instalmentsTitle: 'Betalen in termijnen',
  },
} as const

const money = (cents: number, bcp47: string) =>
  new Intl.NumberFormat(bcp47, { style: 'currency', currency: 'EUR', minimumFractionDigits: cents % 100 === 0 ? 0 : 2 }).format(cents / 100)
const normalise = (s: string) => s.replace(/\s/g, ' ')

describe.each([
  { width: 1280, locale: 'fr_FR' as const },
  { width: 360, locale: 'nl_NL' as const },
])('the stay page booking steps at $width px ($locale)', ({ width, locale }) => {
  it('asks for the dates, the activity day and a cancellation card in turn, prices the stay, and goes to the booking summary', async () => {
    const t = TEXT[locale]
    const { stay, checkin, nights, quote, insurance } = await bookableStayWithActivity(locale)
    const checkout = addDays(checkin, nights)
    const page = await browser().newPage({ viewport: { width, height: width > 400 ? 900 : 780 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}${stay.uri}`)
    await hydrated(page)
    const panel = page.getByRole('complementary', { name: /^(Réserver ce séjour|Dit verblijf boeken)$/ })

    // No dates: Book says so and opens the calendar.
    await panel.getByRole('button', { name: t.book, exact: true }).click()
    await panel.getByText(t.noDates).waitFor()
    const calendar = page.getByRole('dialog', { name: t.dates })
    await calendar.waitFor()
    const dayName = (iso: string) =>
      new Date(`${iso}T12:00:00Z`).toLocaleDateString(t.bcp47, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    const first = calendar.getByRole('button', { name: dayName(checkin), exact: true })
    // Wide screens page two months at a time; phones list the months one under the other.
    if (width > 400) while (!(await first.isVisible())) await calendar.getByRole('button', { name: t.next }).click()
    const nightsCall = page.waitForRequest((r) => r.url().includes('/packageCheckoutNights.json'))
    await first.click()
    // The possible night counts from that check-in, asked with the spec's query.
    const nightsQuery = new URL((await nightsCall).url()).searchParams
    expect(Object.fromEntries(nightsQuery)).toMatchObject({ checkin, locale, adult: '2', multiOffer: 'true', client: 'msite' })
    expect(Number(nightsQuery.get('length'))).toBeGreaterThanOrEqual(nights)
    const end = calendar.getByRole('button', { name: dayName(checkout), exact: true })
    if (width > 400 && !(await end.isVisible())) await calendar.getByRole('button', { name: t.next }).click()
    await end.click()
    const validate = calendar.getByRole('button', { name: t.validate })
    if (await validate.isVisible()) await validate.click().catch(() => undefined)
    await calendar.waitFor({ state: 'detached' })
    await expect
      .poll(() => page.evaluate(() => location.hash))
      .toBe(`#checkin=${checkin}&checkout=${checkout}&nights=${nights}&a=2&c=0&b=0`)
    expect(await panel.getByText(t.noDates).count()).toBe(0)

    // The quote's price for those dates.
    const price = panel.locator('.booking-price .panel__price')
    await expect.poll(async () => normalise((await price.textContent()) ?? '')).toContain(normalise(money(quote.amountToPay, t.bcp47)))
    expect(await price.textContent()).toContain(t.total)

    // Paying later is possible for an arrival at least 5 days ahead: the line and its dialog.
    if (Date.parse(`${checkin}T00:00:00Z`) - Date.now() > 6 * 86_400_000) {
      await panel.getByRole('button', { name: t.instalments }).click()
      const dialog = page.getByRole('dialog', { name: t.instalmentsTitle })
      await dialog.getByRole('listitem').first().waitFor()
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
    }

    // The activity's day, then a cancellation card.
    await panel.getByRole('button', { name: t.book, exact: true }).click()
    await panel.getByText(t.noActivity).waitFor()
    const activity = quote.activityDates[0]!
    await panel
      .getByRole('group', { name: new RegExp(activity.title.replace(/[()]/g, '.')) })
      .getByRole('radio')
      .nth(1)
      .check()
    await expect.poll(() => panel.getByText(t.noActivity).count()).toBe(0)
    await panel.getByRole('button', { name: t.book, exact: true }).click()
    await panel.getByText(t.noChoice).waitFor()
    const cards = panel.getByRole('group', { name: /annul|Annul/ })
    expect(await cards.getByRole('radio').count()).toBe(2)
    await cards.getByRole('radio', { name: new RegExp(t.flexible) }).check()
    await cards.getByRole('radio', { name: new RegExp(t.insurance) }).check()
    await expect
      .poll(async () => normalise((await price.textContent()) ?? ''))
      .toContain(normalise(money(quote.amountToPay + insurance, t.bcp47)))
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await reviewShot(page, `booking-panel-${width}`)

    // Everything chosen: the booking summary, with the stay in its hash.
    await panel.getByRole('button', { name: t.book, exact: true }).click()
    await page.waitForURL((url) => url.pathname === `${t.prefix}/checkout/sum-up`)
    const hash = new URLSearchParams(new URL(page.url()).hash.slice(1))
    expect(Object.fromEntries(hash)).toEqual({
      id: String(stay.id),
      offerId: String(stay.id),
      a: '2',
      c: '0',
      b: '0',
      checkin,
      night: String(nights),
      activityDates: `${activity.activityId}:${activity.dates[1]}`,
      cancellation: 'INSURANCE',
    })
    // The summary's simplified header leads back to the stay page, its dates and party kept.
    await hydrated(page)
    await page.getByRole('banner').getByRole('link', { name: t.back }).click()
    // A page restored from the back-forward cache fires no load event: wait for the address only.
    await page.waitForURL((url) => url.pathname === new URL(`${BASE}${stay.uri}`).pathname, { waitUntil: 'commit' })
    expect(new URL(page.url()).hash).toContain(`checkin=${checkin}&checkout=${checkout}`)
    expect(errors).toEqual([])
    await page.close()
  })
})

describe('the stay page wishlist heart, bottom bar and flow switch', () => {
  it('keeps the stay in the wishlist, shows the bar once the panel is passed, and goes to the gift set-up and back', async () => {
    const { stay } = await bookableStayWithActivity('fr_FR')
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}${stay.uri}`)
    await hydrated(page)
    // The heart keeps the stay in the wishlist.
    const heart = page.getByRole('button', { name: new RegExp(stay.label.replace(/[()]/g, '.')) })
    expect(await heart.getAttribute('aria-pressed')).toBe('false')
    await heart.click()
    expect(await heart.getAttribute('aria-pressed')).toBe('true')
    // Beside the sections, the bottom bar waits until the panel's button has scrolled away above.
    const bar = page.getByRole('region', { name: 'Réserver ce séjour' })
    expect(await bar.count()).toBe(0)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await bar.waitFor()
    expect(await bar.getByRole('button', { name: 'Continuer' }).isVisible()).toBe(true)
    await page.evaluate(() => window.scrollTo(0, 0))
    await bar.waitFor({ state: 'detached' })

    const switcher = page.getByRole('navigation', { name: 'Que cherchez-vous ?' })
    expect(await switcher.getByRole('link', { name: 'Un séjour pour moi' }).getAttribute('aria-current')).toBe('page')
    await switcher.getByRole('link', { name: 'Un cadeau' }).click()
    await page.waitForURL((url) => url.searchParams.get('flow') === 'gifting')
    await hydrated(page)
    expect(new URL(page.url()).hash).toBe('#giftAdult=2&giftNights=1')
    await page.getByRole('complementary', { name: 'Offrir ce séjour' }).waitFor()
    expect(await switcher.getByRole('link', { name: 'Un cadeau' }).getAttribute('aria-current')).toBe('page')
    await switcher.getByRole('link', { name: 'Un séjour pour moi' }).click()
    await page.waitForURL((url) => url.searchParams.get('flow') === 'booking')
    await page.getByRole('complementary', { name: 'Réserver ce séjour' }).waitFor()
    expect(errors).toEqual([])
    await page.close()
  })
})

describe.each([
  { width: 360, locale: 'es_ES' as const },
  { width: 1280, locale: 'it_IT' as const },
])("the stay page's cancellation cards when the insurance price cannot be read at $width px ($locale)", ({ width, locale }) => {
  it("say 'Oops, something went wrong' in the insurance card's place and keep the other card choosable", async () => {
    const { offer, checkin } = await bookableStay(locale, 20, ({ quote }) => wantsInsuranceQuote(quote))
    const page = await browser().newPage({ viewport: { width, height: width > 400 ? 900 : 780 } })
    await page.route('**/gateway/purchase/insurance/quote**', (route) => route.fulfill({ status: 503, body: '' }))
    await page.goto(`${BASE}${offer.uri}#checkin=${checkin}&checkout=${addDays(checkin, 1)}&nights=1&a=2&c=0&b=0`)
    await hydrated(page)
    const cards = page.getByRole('complementary').getByRole('group', { name: text(locale, 'booking.cancellation') })
    await cards
      .getByRole('alert')
      .filter({ hasText: text(locale, 'search.error') })
      .waitFor()
    expect(await cards.getByRole('radio').count()).toBe(1)
    expect(await cards.getByRole('radio', { name: new RegExp(text(locale, 'booking.choice.insurance')) }).count()).toBe(0)
    await cards.getByRole('radio').check()
    expect(await cards.getByRole('radio').isChecked()).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await page.close()
  })
})

describe('the stay page’s bottom bar on a 360 px phone (nl_BE)', () => {
  it('brings the step still missing on screen and focuses it, past the sections that load on the way', async () => {
    const locale = 'nl_BE'
    const { stay, checkin, nights } = await bookableStayWithActivity(locale)
    const context = await browser().newContext({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true })
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto(`${BASE}${stay.uri}#checkin=${checkin}&checkout=${addDays(checkin, nights)}&nights=${nights}&a=2&c=0&b=0`)
    await hydrated(page)
    const bar = page.getByRole('region', { name: text(locale, 'booking.bar') })
    await bar.getByRole('button', { name: text(locale, 'booking.bar.action') }).tap()
    // The dates are there: the activity's day (or the cancellation card) is what is missing.
    await expect.poll(() => page.evaluate(() => document.activeElement instanceof HTMLInputElement), { timeout: 5000 }).toBe(true)
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const { top, bottom } = document.activeElement!.getBoundingClientRect()
            return top >= 0 && bottom <= window.innerHeight
          }),
        { timeout: 8000 },
      )
      .toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })
})
