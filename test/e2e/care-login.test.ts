import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHROME_FLAGS, CHROME_PATH } from '../../scripts/chromium'
import { CARE_SESSION_COOKIE, CARE_SESSION_SECONDS, signCareSession } from '../../worker/care/staff-session'
import { E2E_CARE_SESSION_SECRET, E2E_PORT } from './global-setup'
import { noOverflow, text } from './texts'

/** The customer-care host of wrangler.toml, resolved to the app under test. */
const CARE_HOST = 'care.weekend.fr'
const CARE = `http://${CARE_HOST}:${E2E_PORT}`

let browser: Browser
beforeAll(async () => {
  // The browser reaches the care host by its name: the worker tells the host from the request's URL.
  browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: [...CHROME_FLAGS, `--host-resolver-rules=MAP ${CARE_HOST} 127.0.0.1`],
  })
})
afterAll(() => browser?.close())

describe('the customer-care host', () => {
  it('shows the login screen at 360 px without a staff session, saying sign-in is not configured here', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 800 } })
    const response = await page.goto(`${CARE}/fr-fr/`)
    expect(response?.status()).toBe(401)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(text('fr_FR', 'care.login.title'))
    const button = page.getByRole('button', { name: text('fr_FR', 'care.login.google') })
    expect(await button.isVisible()).toBe(true)
    expect(await button.isDisabled()).toBe(true)
    expect(await page.getByText(text('fr_FR', 'care.login.not-configured')).isVisible()).toBe(true)
    await noOverflow(page, 360)
    await page.close()
  })

  it("opens in customer-care mode with a staff session, and 'Sign out' comes back to the login screen", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const token = await signCareSession(E2E_CARE_SESSION_SECRET, 'agent@weekend.fr', Math.floor(Date.now() / 1000) + CARE_SESSION_SECONDS)
    // Plain http here: the cookie is set without its Secure flag, which only https keeps.
    await context.addCookies([{ name: CARE_SESSION_COOKIE, value: token, domain: CARE_HOST, path: '/', httpOnly: true, sameSite: 'Lax' }])
    const page = await context.newPage()
    expect((await page.goto(`${CARE}/it-it/ricerca`))?.status()).toBe(200)
    const bar = page.getByRole('region', { name: text('it_IT', 'care.title') })
    await bar.getByRole('button', { name: text('it_IT', 'care.signOut') }).click()
    await page.getByRole('heading', { level: 1, name: text('it_IT', 'care.login.title') }).waitFor()
    expect(page.url()).toBe(`${CARE}/it-it/ricerca`)
    expect((await context.cookies()).some((c) => c.name === CARE_SESSION_COOKIE)).toBe(false)
    await context.close()
  })
})
