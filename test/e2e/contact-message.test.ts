import { describe, expect, it } from 'vitest'
import { BASE, hydrated, sharedBrowser, watchErrors } from './browser'
import { text } from './texts'

const browser = sharedBrowser()

describe("the contact page's 'Leave us a message'", () => {
  it('opens the reasons and the form in a dialog, sends from it and comes back with the thank-you, at 360 px in Dutch', async () => {
    const locale = 'nl_NL'
    const page = await browser().newPage({ viewport: { width: 360, height: 800 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}/nl-nl/contact`)
    await hydrated(page)
    // The popular questions are links to their answers, each shown once its question is followed.
    const faq = page.getByRole('region', { name: text(locale, 'contactPage.faq.title') })
    expect(await faq.getByRole('link').count()).toBe(5)
    const answer = faq.getByText(text(locale, 'contactPage.faq.cancel.answer'))
    expect(await answer.isVisible()).toBe(false)
    await faq.getByRole('link', { name: text(locale, 'contactPage.faq.cancel.question') }).click()
    await answer.waitFor()
    expect(await faq.getByText(text(locale, 'contactPage.faq.modify.answer')).isVisible()).toBe(false)

    const open = page.getByRole('button', { name: text(locale, 'contactPage.message.title') })
    await open.click()
    const dialog = page.getByRole('dialog', { name: text(locale, 'contactPage.message.title') })
    await dialog.waitFor()
    expect(await open.getAttribute('aria-expanded')).toBe('true')

    // Escape closes it and gives the focus back to the button; what was chosen is still there.
    await dialog.getByRole('button', { name: text(locale, 'contactPage.reason.avv_info') }).click()
    const name = dialog.getByRole('textbox', { name: text(locale, 'contactPage.field.name') })
    await name.fill('Sanne de Vries')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await open.evaluate((el) => el === document.activeElement)).toBe(true)
    await open.click()
    expect(await name.inputValue()).toBe('Sanne de Vries')
    // Offer information asks for no booking number.
    expect(await dialog.getByRole('textbox', { name: text(locale, 'contactPage.field.bookingId') }).count()).toBe(0)

    await dialog.getByRole('textbox', { name: text(locale, 'contactPage.field.email') }).fill('sanne@example.com')
    await dialog.getByRole('textbox', { name: text(locale, 'contactPage.field.phone') }).fill('+31 6 12345678')
    await dialog
      .getByRole('textbox', { name: text(locale, 'contactPage.field.description') })
      .fill('Is het ontbijt inbegrepen bij dit verblijf?')
    await Promise.all([
      page.waitForURL(/ref=contact_thank_you/),
      dialog.getByRole('button', { name: text(locale, 'contactPage.send') }).click(),
    ])
    await page.getByText(text(locale, 'contactPage.success')).waitFor()
    expect(errors).toEqual([])
    await page.close()
  })
  it("comes back open on the chosen reason's form when the page is reached with a reason, at 1280 px in Italian", async () => {
    const locale = 'it_IT'
    const page = await browser().newPage({ viewport: { width: 1280, height: 800 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}/it-it/contatti?reason=avv_info`)
    await hydrated(page)
    const dialog = page.getByRole('dialog', { name: text(locale, 'contactPage.message.title') })
    await dialog.waitFor()
    await dialog.getByText(text(locale, 'contactPage.reason.avv_info')).waitFor()
    expect(await dialog.getByRole('textbox', { name: text(locale, 'contactPage.field.bookingId') }).count()).toBe(0)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    const open = page.getByRole('button', { name: text(locale, 'contactPage.message.title') })
    expect(await open.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await open.getAttribute('aria-expanded')).toBe('false')
    expect(errors).toEqual([])
    await page.close()
  })
  it('suggests the e-mail domain meant while the visitor types, once they pause, and replaces it when accepted, at 1280 px in Spanish', async () => {
    const locale = 'es_ES'
    const page = await browser().newPage({ viewport: { width: 1280, height: 800 } })
    const errors = watchErrors(page)
    await page.goto(`${BASE}/es-es/contacto?reason=other`)
    await hydrated(page)
    const dialog = page.getByRole('dialog', { name: text(locale, 'contactPage.message.title') })
    const email = dialog.getByRole('textbox', { name: text(locale, 'contactPage.field.email') })
    // Typing, the focus still in the field: no blur is needed for the suggestion.
    await email.fill('lucia@gmial.com')
    const suggestion = dialog.getByRole('button', { name: text(locale, 'form.email.suggestion', { domain: 'gmail.com' }) })
    await suggestion.waitFor({ timeout: 3_000 })
    expect(await email.evaluate((el) => el === document.activeElement)).toBe(true)
    await suggestion.click()
    expect(await email.inputValue()).toBe('lucia@gmail.com')
    await suggestion.waitFor({ state: 'detached' })
    expect(errors).toEqual([])
    await page.close()
  })
})
