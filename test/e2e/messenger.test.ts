import { describe, expect, it } from 'vitest'
import { isWithinChatHours } from '../../shared/rules/messenger'
import { BASE, hydrated, sharedBrowser, watchErrors } from './browser'
import { E2E_OPS_TOKEN } from './global-setup'
import { text } from './texts'

const browser = sharedBrowser()
const locale = 'es_ES'

/** An adviser's answer, sent as the advisers' tools send it. */
async function answer(conversationId: string, body: string): Promise<void> {
  const res = await fetch(`${BASE}/ops/messenger/${conversationId}/reply`, {
    method: 'POST',
    headers: { authorization: `Bearer ${E2E_OPS_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ body }),
  })
  expect(res.status).toBe(201)
}

describe("the contact page's chat with an adviser", () => {
  it.each([360, 1280])(
    'at %i px in Spanish: hours and button, a first message with name and email, an adviser’s answer in the open chat, the conversation kept over a reload',
    async (width) => {
      const page = await browser().newPage({ viewport: { width, height: 800 } })
      const errors = watchErrors(page)
      const chatCode: string[] = []
      page.on('request', (request) => {
        if (/messenger-chat\.(js|css)$/.test(request.url())) chatCode.push(request.url())
      })
      // The page's clock runs as time does; it is moved on to the chat's next refresh below.
      await page.clock.install()
      await page.goto(`${BASE}/es-es/contacto`)
      await hydrated(page)
      const hours = page.getByText(text(locale, 'contactPage.chat.hours'), { exact: true })
      expect(await hours.isVisible()).toBe(true)
      const open = page.getByRole('button', { name: text(locale, 'contactPage.chat.open') })
      expect(await open.isVisible()).toBe(true)
      // The chat's code waits for the first opening.
      expect(chatCode).toEqual([])

      await open.click()
      const dialog = page.getByRole('dialog', { name: text(locale, 'contactPage.chat.title') })
      await dialog.waitFor()
      expect(chatCode.length).toBeGreaterThan(0)
      const status = isWithinChatHours(Date.now(), 'Europe/Madrid') ? 'contactPage.chat.available' : 'contactPage.chat.away'
      await dialog.getByText(text(locale, status)).waitFor()

      // Nothing typed yet: each field says what it needs, and nothing is sent.
      const name = dialog.getByRole('textbox', { name: text(locale, 'contactPage.field.name') })
      await name.waitFor()
      expect(await name.evaluate((el) => el === document.activeElement)).toBe(true)
      const send = dialog.getByRole('button', { name: text(locale, 'contactPage.send') })
      await send.click()
      expect(await dialog.getByText(text(locale, 'form.error.mandatory')).count()).toBe(3)

      const who = `Lucía Pérez ${width === 360 ? 'Móvil' : 'Escritorio'}`
      const question = `¿Hay parking en el hotel? (${width} px)`
      await name.fill(who)
      const email = dialog.getByRole('textbox', { name: text(locale, 'contactPage.field.email') })
      // Leaving a wrong email for Send: one click checks every field (the button does not move away first).
      await email.fill('lucia@gmail')
      await send.click()
      await dialog.getByText(text(locale, 'form.error.email')).waitFor()
      expect(await dialog.getByText(text(locale, 'form.error.mandatory')).count()).toBe(1)
      expect(await email.evaluate((el) => el === document.activeElement)).toBe(true)
      await email.fill('lucia@gmail.com')
      const box = dialog.getByRole('textbox', { name: text(locale, 'contactPage.field.description') })
      await box.fill(question)
      await dialog.getByText(text(locale, 'contactPage.chat.count', { count: String(question.length), max: '1000' })).waitFor()
      await send.click()

      const log = dialog.getByRole('log', { name: text(locale, 'contactPage.chat.log') })
      await log.getByText(question).waitFor()
      const mine = log.getByRole('listitem').filter({ hasText: question })
      expect(await mine.getByText(text(locale, 'contactPage.chat.you')).count()).toBe(1)
      expect(await mine.locator('time').innerText()).toMatch(/^\d{2}:\d{2}$/)
      expect(await box.inputValue()).toBe('')
      // Name and email are asked once: the conversation is known now.
      expect(await dialog.getByRole('textbox', { name: text(locale, 'contactPage.field.name') }).count()).toBe(0)

      // An adviser answers while the chat is open: the refresh brings it in.
      const token = await page.evaluate(() => window.localStorage.getItem('ww_messenger_es_ES'))
      const conversationId = (token ?? '').split('.')[0] ?? ''
      const reply = `Sí, el hotel tiene parking gratuito. (${width} px)`
      await answer(conversationId, reply)
      // The open chat asks for new messages every 10 s.
      await page.clock.fastForward(10_000)
      await log.getByText(reply).waitFor()
      const theirs = log.getByRole('listitem').filter({ hasText: reply })
      expect(await theirs.getByText(text(locale, 'contactPage.chat.adviser')).count()).toBe(1)

      // Escape closes it and gives the focus back to the button.
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      expect(await open.evaluate((el) => el === document.activeElement)).toBe(true)

      // A reload keeps the conversation: it is read again with the browser's token.
      await page.reload()
      await hydrated(page)
      await open.click()
      await dialog.waitFor()
      await log.getByText(reply).waitFor()
      expect(await log.getByRole('listitem').allInnerTexts()).toEqual([expect.stringContaining(question), expect.stringContaining(reply)])
      expect(errors).toEqual([])
      await page.close()
    },
  )

  it('says advisers answer shortly within the chat hours, refreshes every 10 s only while open and seen, and stops once closed', async () => {
    // A conversation this browser started earlier (its token kept), and a Wednesday at 11:00 in Madrid.
    const res = await fetch(`${BASE}/api/messenger/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ site: 'es_ES', name: 'Marta Gil', email: 'marta@gmail.com', body: '¿Aceptáis perros?' }),
    })
    expect(res.status).toBe(201)
    const { token } = (await res.json()) as { token: string }
    const page = await browser().newPage({ viewport: { width: 360, height: 800 } })
    const errors = watchErrors(page)
    await page.addInitScript((value) => window.localStorage.setItem('ww_messenger_es_ES', value), token)
    await page.clock.install({ time: new Date('2026-11-25T10:00:00Z') })
    const reads: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/messenger/conversation')) reads.push(request.url())
    })
    await page.goto(`${BASE}/es-es/contacto`)
    await hydrated(page)
    const open = page.getByRole('button', { name: text(locale, 'contactPage.chat.open') })
    await open.click()
    const dialog = page.getByRole('dialog', { name: text(locale, 'contactPage.chat.title') })
    await dialog.getByText(text(locale, 'contactPage.chat.available')).waitFor()
    expect(await dialog.getByText(text(locale, 'contactPage.chat.away')).count()).toBe(0)
    await dialog.getByRole('log').getByText('¿Aceptáis perros?').waitFor()
    expect(reads).toHaveLength(1)

    await page.clock.runFor(10_000)
    await expect.poll(() => reads.length).toBe(2)
    // A hidden tab is not refreshed; seen again, it is at once.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await page.clock.runFor(30_000)
    await page.waitForTimeout(300)
    expect(reads).toHaveLength(2)
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await expect.poll(() => reads.length).toBe(3)

    // Closed: no more refreshes.
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await page.clock.runFor(60_000)
    await page.waitForTimeout(300)
    expect(reads).toHaveLength(3)
    expect(errors).toEqual([])
    await page.close()
  })

  it('has no chat button on the French site outside production', async () => {
    const page = await browser().newPage({ viewport: { width: 360, height: 800 } })
    await page.goto(`${BASE}/fr-fr/contact`)
    await hydrated(page)
    expect(await page.getByRole('button', { name: text('fr_FR', 'contactPage.message.title') }).count()).toBe(1)
    expect(await page.getByRole('button', { name: text('fr_FR', 'contactPage.chat.open') }).count()).toBe(0)
    expect(await page.getByText(text('fr_FR', 'contactPage.chat.hours')).count()).toBe(0)
    await page.close()
  })
})
