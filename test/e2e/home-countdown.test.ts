import { describe, expect, it } from 'vitest'
import type { SiteId } from '../../shared/sites'
import { getSite } from '../../shared/sites'
import { BASE, hydrated, sharedBrowser, watchErrors } from './browser'
import { formatted } from './texts'

const browser = sharedBrowser()

type Countdown = { label: string; start: string; end: string }

/** The countdown of a site's booking homepage, as the CMS holds it. */
async function cmsCountdown(locale: SiteId): Promise<Countdown> {
  const res = await fetch(`${BASE}/api/cms/homepage?locale=${locale}&flow=booking`)
  const body = (await res.json()) as { content: { jumbotron: { countdown?: Countdown } } }
  const countdown = body.content.jumbotron.countdown
  if (!countdown) throw new Error(`the ${locale} booking homepage has no countdown`)
  return countdown
}

/** The seconds a timer's text says are left ('20 j 08 h 14 min 42 s'), and the parts it names. */
function readTimer(text: string): { total: number; parts: [number, number, number, number] } {
  const m = /(\d+)\D+(\d+)\D+(\d+)\D+(\d+)/.exec(text)
  if (!m) throw new Error(`no time left in '${text}'`)
  const parts = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])] as [number, number, number, number]
  return { total: ((parts[0] * 24 + parts[1]) * 60 + parts[2]) * 60 + parts[3], parts }
}

// site-wide.md §2 "An optional countdown shows only within its start-end window", §6 "Countdown
// updates each second and stops at zero".
describe.each([
  ['fr_FR', 1280],
  ['nl_NL', 360],
] as const)('the jumbotron countdown on %s at %i px', (locale, width) => {
  it('counts down to the end of its window each second, named by its words', async () => {
    const countdown = await cmsCountdown(locale)
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(countdown.start))
    const page = await browser().newPage({ viewport: { width, height: 800 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}${getSite(locale).pathPrefix}/`)
    await hydrated(page)
    const timer = page.getByRole('timer', { name: countdown.label })
    await expect.poll(() => timer.textContent()).toMatch(/\d/)
    const first = readTimer((await timer.textContent()) ?? '')
    expect(Math.abs(first.total - (Date.parse(countdown.end) - Date.now()) / 1000)).toBeLessThan(5)
    const [days, hours, minutes, seconds] = first.parts
    const two = (n: number) => String(n).padStart(2, '0')
    expect(await timer.textContent()).toBe(
      formatted(locale, 'homePage.countdown.left', { days, hours: two(hours), minutes: two(minutes), seconds: two(seconds) }),
    )
    // A second later it shows a second less.
    await expect.poll(async () => readTimer((await timer.textContent()) ?? '').total, { timeout: 3000 }).toBeLessThan(first.total)
    expect(errors).toEqual([])
    await page.close()
  })
})

describe('a homepage without a countdown', () => {
  it('shows no timer (the gifting homepage)', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 800 } })
    await page.goto(`${BASE}/it-it/?flow=gifting`)
    await hydrated(page)
    expect(await page.getByRole('timer').count()).toBe(0)
    await page.close()
  })
})
