import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import app from '../../worker/index'
import { careCookie } from './care-session'

const CARE = `http://${env.CUSTOMER_CARE_HOST}`

async function request(url: string, init: RequestInit = {}, bindings: Partial<Env> = {}): Promise<Response> {
  const ctx = createExecutionContext()
  const res = await app.request(url, { redirect: 'manual', ...init }, { ...env, ...bindings }, ctx)
  await waitOnExecutionContext(ctx)
  return res
}

const withCookie = (cookie: string): RequestInit => ({ headers: { Cookie: cookie } })

/** The login screen's texts in each site's language. */
const SCREENS = [
  ['/fr-fr/', 'fr-FR', 'Service client', 'Se connecter avec Google'],
  ['/fr-be/', 'fr-BE', 'Service client', 'Se connecter avec Google'],
  ['/es-es/', 'es-ES', 'Atención al cliente', 'Iniciar sesión con Google'],
  ['/nl-be/', 'nl-BE', 'Klantenservice', 'Inloggen met Google'],
  ['/nl-nl/', 'nl-NL', 'Klantenservice', 'Inloggen met Google'],
  ['/it-it/', 'it-IT', 'Servizio clienti', 'Accedi con Google'],
] as const

describe('the customer-care host without a staff session', () => {
  it.each(SCREENS)(
    'answers %s with the login screen in the site language (401, never stored nor indexed)',
    async (path, lang, title, button) => {
      const res = await request(`${CARE}${path}`)
      expect(res.status).toBe(401)
      expect(res.headers.get('Cache-Control')).toBe('no-store')
      expect(res.headers.get('X-Robots-Tag')).toBe('noindex, nofollow')
      expect(res.headers.get('X-Cache')).toBeNull()
      const html = await res.text()
      expect(html).toContain(`<html lang="${lang}">`)
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>')
      expect(html).toContain(`<h1>${title}</h1>`)
      expect(html).toMatch(new RegExp(`<button type="button" class="button care-login__google" disabled="">.*${button}</button>`))
      expect(html).toContain('class="logo"')
      // None of the site's scripts: only Google's, with the request's nonce.
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('Content-Security-Policy') ?? '')?.[1]
      expect(html).toContain(`<script src="https://accounts.google.com/gsi/client" async="" nonce="${nonce}">`)
      expect(html).not.toContain('id="boot"')
      expect(html).not.toContain('type="module"')
    },
  )

  it('loads Sign in with Google in redirect mode, posting to /care/session, and lets its frame and styles in', async () => {
    const res = await request(`${CARE}/fr-fr/recherche?flow=gifting`)
    const html = await res.text()
    expect(html).toContain(`data-client_id="${env.GOOGLE_CLIENT_ID}"`)
    expect(html).toContain('data-ux_mode="redirect"')
    expect(html).toContain(`data-login_uri="${CARE}/care/session"`)
    expect(html).toContain(`data-hd="${env.CARE_STAFF_DOMAIN}"`)
    expect(html).toContain('class="g_id_signin"')
    const csp = res.headers.get('Content-Security-Policy') ?? ''
    expect(csp).toContain('frame-src https://accounts.google.com/gsi/')
    expect(csp).toMatch(/script-src [^;]*https:\/\/accounts\.google\.com\/gsi\/client/)
    // The page asked for is remembered for the return from Google.
    expect(res.headers.get('Set-Cookie')).toContain(
      `ww_care_return=${encodeURIComponent('/fr-fr/recherche?flow=gifting')}; Max-Age=900; Path=/care/; HttpOnly`,
    )
  })

  it('gives the public sites no Google sign-in in their CSP', async () => {
    const csp = (await request('http://localhost/fr-fr/', withCookie('x=1'))).headers.get('Content-Security-Policy') ?? ''
    expect(csp).not.toContain('accounts.google.com')
  })

  it('answers every page, the site chooser and unknown paths alike, and a form post too', async () => {
    for (const path of ['/', '/fr-fr/sejour/nowhere-1', '/nope']) expect((await request(`${CARE}${path}`)).status).toBe(401)
    const post = await request(`${CARE}/fr-fr/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=someone%40example.com',
    })
    expect(post.status).toBe(401)
    expect(await post.text()).toContain('<h1>Service client</h1>')
  })

  it('refuses a tampered, an expired, a foreign-signed or a garbled session', async () => {
    const valid = await careCookie()
    const tampered = valid.replace('c1.', 'c1.A')
    const expired = await careCookie('agent@weekend.fr', Math.floor(Date.now() / 1000) - 1)
    const [name, token] = valid.split('=') as [string, string]
    const forged = `${name}=${token.slice(0, -4)}AAAA`
    for (const cookie of [tampered, expired, forged, 'ww_care=garbage', 'ww_care=c1..1']) {
      expect((await request(`${CARE}/fr-fr/`, withCookie(cookie))).status).toBe(401)
    }
  })

  it('never opens without sign-in configured, and says so', async () => {
    const cookie = await careCookie()
    for (const bindings of [{ GOOGLE_CLIENT_ID: '' }, { CARE_SESSION_SECRET: '' }]) {
      const res = await request(`${CARE}/it-it/`, bindings.CARE_SESSION_SECRET === '' ? withCookie(cookie) : {}, bindings)
      expect(res.status).toBe(401)
      const html = await res.text()
      expect(html).toContain(
        '<p class="message">L&#x27;accesso non è configurato su questo server, quindi la modalità servizio clienti resta chiusa.</p>',
      )
      expect(html).not.toContain('accounts.google.com')
      expect(res.headers.get('Content-Security-Policy')).not.toContain('accounts.google.com')
    }
  })
})

describe('the customer-care host with a staff session', () => {
  it('serves its pages in customer-care mode, never from nor into the HTML cache', async () => {
    const res = await request(`${CARE}/nl-be/`, withCookie(await careCookie()))
    expect(res.status).toBe(200)
    expect(res.headers.get('X-Cache')).toBe('BYPASS')
    const html = await res.text()
    expect(html).toContain('href="/nl-be/giftcard/customization"')
    expect(html).toContain('"customerCare":true')
  })

  it("shows the care bar's sign-out, which comes back to the page", async () => {
    const html = await (await request(`${CARE}/fr-fr/recherche`, withCookie(await careCookie()))).text()
    expect(html).toMatch(
      /<form action="\/care\/sign-out" method="post"><input type="hidden" name="next" value="\/fr-fr\/recherche"\/><button type="submit" class="button button--ghost">Se déconnecter<\/button><\/form>/,
    )
  })

  it('is no staff session on another host: the public sites never run in customer-care mode', async () => {
    const html = await (await request('http://localhost/nl-be/', withCookie(await careCookie()))).text()
    expect(html).toContain('"customerCare":false')
    expect(html).not.toContain('giftcard/customization')
  })
})

describe('signing out', () => {
  it('clears the session and comes back to the page, which then asks to sign in', async () => {
    const https = `https://${env.CUSTOMER_CARE_HOST}`
    const res = await request(`${https}/care/sign-out`, {
      method: 'POST',
      headers: { Cookie: await careCookie(), 'Content-Type': 'application/x-www-form-urlencoded', Origin: https },
      body: new URLSearchParams({ next: '/es-es/buscar?flow=gifting' }).toString(),
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe('/es-es/buscar?flow=gifting')
    expect(res.headers.get('Set-Cookie')).toMatch(/^ww_care=; Max-Age=0; Path=\/; HttpOnly; Secure; SameSite=Lax/)
  })

  it('goes to the site chooser for a path of another host, and refuses another site’s form', async () => {
    const post = (next: string, origin: string) =>
      request(`${CARE}/care/sign-out`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
        body: new URLSearchParams({ next }).toString(),
      })
    expect((await post('//evil.example/', CARE)).headers.get('Location')).toBe('/')
    expect((await post('https://evil.example/', CARE)).headers.get('Location')).toBe('/')
    expect((await post('/fr-fr/', 'https://evil.example')).status).toBe(403)
  })

  it('exists on the customer-care host only', async () => {
    expect((await request('http://localhost/care/sign-out', { method: 'POST' })).status).toBe(404)
  })
})
