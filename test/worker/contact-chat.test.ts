import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import app from '../../worker/index'
import { careCookie } from './care-session'

/** A request with a cookie: rendered afresh, never answered from the HTML cache. */
const fresh = { headers: { Cookie: 'test=1' } }

/** The page's main content (the boot data's catalogue names every text the page may show). */
async function html(url: string, bindings: Partial<Env> = {}, init: RequestInit = fresh): Promise<string> {
  const ctx = createExecutionContext()
  const res = await app.request(url, init, { ...env, ...bindings }, ctx)
  await waitOnExecutionContext(ctx)
  expect(res.status).toBe(200)
  const page = await res.text()
  return page.slice(page.indexOf('<main'), page.indexOf('</main>'))
}

const chatButton = (label: string) => new RegExp(`<button[^>]*aria-haspopup="dialog"[^>]*>${label}</button>`)

describe("the contact page's chat (site-wide §2: only in production or in the Spanish locale)", () => {
  it.each([
    ['http://localhost/es-es/contacto', 'false', 'Chat: de 9 a 18 h, de lunes a viernes', 'Chatea con nosotros'],
    ['http://localhost/fr-fr/contact', 'true', 'Chat : de 9h à 18h, du lundi au vendredi', 'Discuter avec nous'],
    ['http://localhost/nl-nl/contact', 'true', 'Chat: maandag t/m vrijdag, van 9.00 tot 18.00 uur', 'Chat met ons'],
    ['http://localhost/it-it/contatti', 'true', 'Chat: dalle 9 alle 18, dal lunedì al venerdì', 'Chatta con noi'],
  ])('%s with PRODUCTION=%s shows the chat hours and the chat button', async (url, production, hours, label) => {
    const page = await html(url, { PRODUCTION: production })
    expect(page).toContain(hours)
    expect(page).toMatch(chatButton(label))
  })

  it.each([
    ['http://localhost/fr-fr/contact', 'Discuter avec nous'],
    ['http://localhost/fr-be/contact', 'Discuter avec nous'],
    ['http://localhost/nl-be/contact', 'Chat met ons'],
    ['http://localhost/it-it/contatti', 'Chatta con noi'],
  ])('%s outside production has no chat at all', async (url, label) => {
    const page = await html(url, { PRODUCTION: 'false' })
    expect(page).not.toContain(label)
    expect(page).not.toContain('class="contact-chat')
  })

  it('on the customer-care host shows signed-in staff the hours and a note instead of the chat button', async () => {
    const page = await html(`http://${env.CUSTOMER_CARE_HOST}/es-es/contacto`, {}, { headers: { Cookie: await careCookie() } })
    expect(page).toContain('Chat: de 9 a 18 h, de lunes a viernes')
    expect(page).toContain('Modo atención al cliente')
    expect(page).not.toContain('Chatea con nosotros')
  })

  it("names none of the chat's code in the page: it loads when the chat is opened", async () => {
    const ctx = createExecutionContext()
    const res = await app.request('http://localhost/es-es/contacto', fresh, env, ctx)
    await waitOnExecutionContext(ctx)
    expect(await res.text()).not.toMatch(/messenger-chat\.(js|css)/)
  })
})
