import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { StayDetail } from '../../shared/api/stay-detail'
import { checkoutHref, type CheckoutRequest } from '../../shared/checkout/checkout-link'
import { getSite, type SiteId } from '../../shared/sites'
import { BASE, hydrated, reviewShot, sharedBrowser, watchErrors } from './browser'
import { asVisitor } from './gifts'
import { bookableStay as findBookableStay } from './stays'
import { noOverflow, payWithWallet, text } from './texts'

const browser = sharedBrowser()

/** A stay of the local catalogue bookable one night for two adults about a month from now, with its detail. */
async function bookableStay(locale: SiteId): Promise<{ request: CheckoutRequest; stay: StayDetail }> {
  const { offer, request } = await findBookableStay(locale, 33)
  const stay = (await (await fetch(`${BASE}/api/weekend/${offer.id}/detail.json?locale=${locale}`)).json()) as StayDetail
  return { request, stay }
}

/** Opens the account's entries: the header's menu on wide screens, the burger menu on phones. */
async function openAccountMenu(page: Page, locale: SiteId, width: number, firstName: string): Promise<void> {
  if (width >= 900) {
    // A button named by the account and the customer's first name, telling whether it is open.
    const button = page.getByRole('banner').getByRole('button', { name: `${text(locale, 'header.account')}: ${firstName}` })
    expect(await button.getAttribute('aria-expanded')).toBe('false')
    await button.click()
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true')
    return
  }
  await page.getByRole('button', { name: text(locale, 'menu.open') }).click()
  await page
    .getByRole('dialog', { name: text(locale, 'menu.title') })
    .getByText(firstName)
    .waitFor()
}

describe.each([
  { width: 1280, locale: 'fr_FR' as const },
  { width: 360, locale: 'nl_NL' as const },
])('customer accounts at $width px on $locale', ({ width, locale }) => {
  const site = getSite(locale)
  const t = (id: string, values?: Record<string, string>) => text(locale, id, values)

  it('creates an account from the header, books signed in, finds the booking in the trips, edits the profile and signs out', async () => {
    const page = await browser().newPage({ viewport: { width, height: width > 400 ? 900 : 780 } })
    const errors = watchErrors(page)
    await asVisitor(page)
    const email = `e2e.${Date.now()}.${width}@example.com`
    const firstName = width > 400 ? 'Margaux' : 'Femke'

    // The header's account link leads to the sign-in, coming back to this page.
    const contact = `${site.pathPrefix}/${site.slugs.contact}`
    await page.goto(`${BASE}${contact}`)
    await hydrated(page)
    if (width >= 900) {
      await page.getByRole('link', { name: t('header.account') }).click()
    } else {
      await page.getByRole('button', { name: t('menu.open') }).click()
      await page
        .getByRole('dialog', { name: t('menu.title') })
        .getByRole('link', { name: t('header.account') })
        .click()
    }
    await page.waitForURL(`${BASE}${site.pathPrefix}/account/signin?origin=${encodeURIComponent(contact)}`)
    await hydrated(page)
    await page.getByRole('heading', { level: 1, name: t('account.signin.heading') }).waitFor()
    await noOverflow(page, width)
    await reviewShot(page, `account-signin-${locale}-${width}`, { fullPage: true })

    // Creating the account: a short password is refused in the browser, the rest kept; the show button reveals it.
    const create = page.getByRole('form', { name: t('account.signup.formTitle') })
    await create.getByRole('textbox', { name: t('account.field.firstName'), exact: true }).fill(firstName)
    await create.getByRole('textbox', { name: t('account.field.lastName'), exact: true }).fill('Janssen')
    await create.getByRole('textbox', { name: t('account.field.email') }).fill(email)
    const password = create.getByLabel(t('account.field.newPassword'), { exact: true })
    await password.fill('short')
    await create.getByRole('button', { name: t('account.signup.submit') }).click()
    await create.getByText(text(locale, 'account.error.passwordShort', { min: '8' })).waitFor()
    expect(await password.getAttribute('aria-invalid')).toBe('true')
    const show = create.getByRole('button', { name: t('account.password.show') })
    await show.click()
    expect(await show.getAttribute('aria-pressed')).toBe('true')
    expect(await password.getAttribute('type')).toBe('text')
    await password.fill('a long enough secret')
    // The shown error follows what is typed: it goes once the password is long enough.
    await expect.poll(() => password.getAttribute('aria-invalid')).toBeNull()
    expect(await create.getByText(text(locale, 'account.error.passwordShort', { min: '8' })).count()).toBe(0)
    // A field is checked when left: an e-mail address without its domain says so at once.
    const address = create.getByRole('textbox', { name: t('account.field.email') })
    await address.fill('anna@')
    await create.getByRole('heading', { name: t('account.signup.formTitle') }).click()
    await expect.poll(() => address.getAttribute('aria-invalid')).toBe('true')
    await address.fill(email)
    await expect.poll(() => address.getAttribute('aria-invalid')).toBeNull()
    await reviewShot(page, `account-signup-${locale}-${width}`, { fullPage: true })
    await Promise.all([page.waitForURL(`${BASE}${contact}`), create.getByRole('button', { name: t('account.signup.submit') }).click()])
    await hydrated(page)

    // Signed in: the account's entries, by role and name; Escape closes the header's menu.
    await openAccountMenu(page, locale, width, firstName)
    for (const section of ['profile', 'trips', 'wishlist']) {
      await page
        .getByRole('link', { name: t(`account.menu.${section}`), exact: true })
        .first()
        .waitFor()
    }
    await page.getByRole('button', { name: t('account.menu.signOut') }).waitFor()
    await reviewShot(page, `account-menu-${locale}-${width}`)
    await page.keyboard.press('Escape')
    if (width >= 900) {
      expect(await page.locator('details.account-menu').getAttribute('open')).toBeNull()
      expect(await page.getByRole('button', { name: `${t('header.account')}: ${firstName}` }).getAttribute('aria-expanded')).toBe('false')
    }

    // A booking made signed in starts from the account's details and lands in the trips.
    const { request, stay } = await bookableStay(locale)
    await page.goto(`${BASE}${checkoutHref(site, request)}`)
    await hydrated(page)
    const emailField = page.getByRole('textbox', { name: t('checkout.buyer.email') })
    await emailField.waitFor()
    expect(await emailField.inputValue()).toBe(email)
    expect(await page.getByRole('textbox', { name: t('checkout.buyer.firstName'), exact: true }).inputValue()).toBe(firstName)
    expect(await page.getByRole('textbox', { name: t('checkout.buyer.lastName'), exact: true }).inputValue()).toBe('Janssen')
    await page.getByRole('radio', { name: t('checkout.buyer.civility.MRS') }).check()
    await page.getByRole('textbox', { name: t('checkout.buyer.phone') }).fill('+31 6 12 34 56 78')
    // The tracking's beacons of a signed-in customer carry their user id (a keyed hash, not the account's id).
    const userIds: (string | null | undefined)[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/analytics/ga/collect/')) {
        userIds.push((JSON.parse(request.postData() ?? '{}') as { userId?: string | null }).userId)
      }
    })
    await payWithWallet(page, locale)
    const reference = ((await page.locator('.checkout-confirmation__reference strong').textContent()) ?? '').trim()
    expect(reference).toMatch(/^\d{8}$/)
    await expect.poll(() => userIds.length).toBeGreaterThan(0)
    for (const userId of userIds) expect(userId).toMatch(/^[0-9a-f]{16}$/)

    await page.goto(`${BASE}${site.pathPrefix}/`)
    await hydrated(page)
    await openAccountMenu(page, locale, width, firstName)
    await Promise.all([
      page.waitForURL(`${BASE}${site.pathPrefix}/account/trips`),
      page
        .getByRole('link', { name: t('account.menu.trips'), exact: true })
        .first()
        .click(),
    ])
    await hydrated(page)
    const upcoming = page.getByRole('region', { name: new RegExp(t('account.trips.group.upcoming')) })
    await upcoming.getByText(stay.label).waitFor()
    expect(await upcoming.textContent()).toContain(reference)
    await noOverflow(page, width)
    await reviewShot(page, `account-trips-${locale}-${width}`, { fullPage: true })
    await Promise.all([
      page.waitForURL(/\/confirmation\/[0-9a-f-]{36}$/),
      upcoming.getByRole('link', { name: new RegExp(reference) }).click(),
    ])

    // The profile: a bad phone is named and kept, a good one saved.
    await page.goto(`${BASE}${site.pathPrefix}/account/settings/profile`)
    await hydrated(page)
    const details = page.getByRole('form', { name: t('account.profile.details') })
    const phone = details.getByRole('textbox', { name: new RegExp(t('account.field.phone')) })
    await phone.fill('call me')
    await details.getByRole('button', { name: t('account.profile.submit') }).click()
    expect(await phone.getAttribute('aria-invalid')).toBe('true')
    expect(await phone.inputValue()).toBe('call me')
    await phone.fill('+31 6 98 76 54 32')
    await Promise.all([page.waitForURL(/saved=profile$/), details.getByRole('button', { name: t('account.profile.submit') }).click()])
    await hydrated(page)
    await page
      .getByRole('status')
      .filter({ hasText: t('account.profile.saved') })
      .waitFor()
    expect(await phone.inputValue()).toBe('+31 6 98 76 54 32')
    await noOverflow(page, width)
    await reviewShot(page, `account-profile-${locale}-${width}`, { fullPage: true })

    await page.goto(`${BASE}${site.pathPrefix}/account/wishlist`)
    await hydrated(page)
    await page.getByRole('heading', { level: 2, name: new RegExp(t('wishlist.stays')) }).waitFor()
    await reviewShot(page, `account-wishlist-${locale}-${width}`, { fullPage: true })

    // Signing out from the menu: the header offers the sign-in again, the account pages ask for it.
    await page.goto(`${BASE}${contact}`)
    await hydrated(page)
    await openAccountMenu(page, locale, width, firstName)
    await Promise.all([page.waitForURL(`${BASE}${contact}`), page.getByRole('button', { name: t('account.menu.signOut') }).click()])
    await hydrated(page)
    expect(await page.locator('header').textContent()).not.toContain(firstName)
    await page.goto(`${BASE}${site.pathPrefix}/account/settings/profile`)
    expect(page.url()).toContain(`${site.pathPrefix}/account/signin?origin=`)
    expect(errors).toEqual([])
    await page.close()
  })
})

describe('the account forms’ e-mail fields', () => {
  it('suggest the domain meant once the visitor pauses, at 1280 px in Italian, and accepting it clears the shown error', async () => {
    const locale = 'it_IT'
    const page = await browser().newPage({ viewport: { width: 1280, height: 800 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}/it-it/account/signin`)
    await hydrated(page)
    const create = page.getByRole('form', { name: text(locale, 'account.signup.formTitle') })
    const email = create.getByRole('textbox', { name: text(locale, 'account.field.email') })
    await email.fill('giulia@')
    await create.getByRole('heading', { name: text(locale, 'account.signup.formTitle') }).click()
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true')
    await email.fill('giulia@gmial.com')
    const suggestion = create.getByRole('button', { name: text(locale, 'form.email.suggestion', { domain: 'gmail.com' }) })
    await suggestion.click({ timeout: 3_000 })
    expect(await email.inputValue()).toBe('giulia@gmail.com')
    await expect.poll(() => email.getAttribute('aria-invalid')).toBeNull()
    await suggestion.waitFor({ state: 'detached' })
    expect(errors).toEqual([])
    await page.close()
  })
})
