import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import app from '../../worker/index'
import { bookingOrder } from './api/order-requests'
import { analyticsIdOf } from '../../worker/account/session'
import { holdClockInOneRateWindow } from './rate-window'

/** A request through the whole worker (pages, the gateway and the HTML cache), its after-response work awaited. */
async function send(path: string, init: RequestInit = {}, bindings: Env = env): Promise<Response & { html: string }> {
  const ctx = createExecutionContext()
  const res = await app.request(path.startsWith('http') ? path : `http://localhost${path}`, { redirect: 'manual', ...init }, bindings, ctx)
  const html = await res.text()
  await waitOnExecutionContext(ctx)
  return Object.assign(res, { html })
}

const get = (path: string, cookie?: string, bindings?: Env) => send(path, { headers: cookie ? { cookie } : {} }, bindings)

// Each visitor posts from an address of its own, as visitors do: the rate limit's own test shares one.
let visitor = 0
const nextIp = () => `203.0.${Math.floor(++visitor / 250)}.${visitor % 250}`

function post(path: string, fields: Record<string, string>, options: { cookie?: string; ip?: string; bindings?: Env } = {}) {
  const headers: Record<string, string> = { 'cf-connecting-ip': options.ip ?? nextIp() }
  if (options.cookie) headers.cookie = options.cookie
  return send(path, { method: 'POST', body: new URLSearchParams(fields), headers }, options.bindings)
}

/** The page's own text, without the messages its boot data carries. */
const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'))
const header = (html: string) => html.slice(html.indexOf('<header'), html.indexOf('</header>'))
const accountCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith('ww_account=')) ?? ''
const cookieOf = (res: Response) => accountCookie(res).split(';')[0] ?? ''
let accounts = 0
const newEmail = () => `traveller.${Date.now()}.${++accounts}@example.com`
const PASSWORD = 'long enough secret'

/** Creates an account and answers its cookie and address. */
async function signUp(firstName = 'Léa', prefix = '/fr-fr'): Promise<{ cookie: string; email: string }> {
  const email = newEmail()
  const res = await post(`${prefix}/account/signin`, {
    intent: 'signup',
    firstName,
    lastName: 'Moreau',
    email,
    password: PASSWORD,
    origin: `${prefix}/`,
  })
  expect(res.status).toBe(303)
  return { cookie: cookieOf(res), email }
}

describe('sign-in and account creation (/account/signin?origin=)', () => {
  it.each([
    ['/fr-fr', 'Votre compte', 'Créer un compte'],
    ['/es-es', 'Tu cuenta', 'Crear una cuenta'],
    ['/fr-be', 'Votre compte', 'Créer un compte'],
    ['/nl-be', 'Je account', 'Een account aanmaken'],
    ['/nl-nl', 'Je account', 'Een account aanmaken'],
    ['/it-it', 'Il tuo account', 'Crea un account'],
  ])('offers on %s both forms, posting back to the same page, kept out of caches and search engines', async (prefix, heading, create) => {
    const res = await get(`${prefix}/account/signin?origin=${encodeURIComponent(`${prefix}/`)}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
    expect(res.headers.get('X-Robots-Tag')).toBe('noindex, nofollow')
    const html = main(res.html)
    expect(html).toContain(`<h1 class="checkout__title">${heading}</h1>`)
    expect(html).toContain(create)
    expect(html.match(/<form[^>]*action="\/[a-z-]+\/account\/signin" method="post"/g)).toHaveLength(2)
    expect(html).toContain(`name="origin" value="${prefix}/"`)
    expect(html).toMatch(/type="password"[^>]*autoComplete="new-password"|autoComplete="new-password"[^>]*type="password"/i)
    expect(res.html).toContain('"page":"account"')
  })

  it('creates an account and signs it in for 30 days with an HttpOnly, SameSite=Lax cookie, back to the origin', async () => {
    const email = newEmail()
    const res = await post('/nl-be/account/signin', {
      intent: 'signup',
      firstName: 'Anouk',
      lastName: 'Peeters',
      email: email.toUpperCase(),
      password: PASSWORD,
      origin: '/nl-be/zoeken?flow=gifting',
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe('/nl-be/zoeken?flow=gifting')
    const cookie = accountCookie(res)
    expect(cookie).toMatch(/^ww_account=a2\.\d+\.0\.\d+\.[A-Za-z0-9_-]+;/)
    expect(cookie).toContain('Max-Age=2592000')
    expect(cookie).toContain('Path=/')
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).not.toContain('Secure')
    const row = await env.DB.prepare('SELECT email, first_name, password_hash FROM customers WHERE email = ?1')
      .bind(email)
      .first<{ email: string; first_name: string; password_hash: string }>()
    expect(row?.first_name).toBe('Anouk')
    expect(row?.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/)
    expect(row?.password_hash).not.toContain(PASSWORD)
  })

  it('sets the cookie Secure over https', async () => {
    const res = await send('https://localhost/fr-fr/account/signin', {
      method: 'POST',
      body: new URLSearchParams({ intent: 'signup', firstName: 'Jean', lastName: 'Dupont', email: newEmail(), password: PASSWORD }),
      headers: { 'cf-connecting-ip': nextIp() },
    })
    expect(res.status).toBe(303)
    expect(accountCookie(res)).toContain('Secure')
  })

  it('refuses an address that has an account already, whatever its case, keeping what was typed but the password', async () => {
    const { email } = await signUp()
    const res = await post('/fr-fr/account/signin', {
      intent: 'signup',
      firstName: 'Léa',
      lastName: 'Autre',
      email: ` ${email.toUpperCase()} `,
      password: 'another secret word',
    })
    expect(res.status).toBe(200)
    expect(accountCookie(res)).toBe('')
    const html = main(res.html)
    expect(html).toContain('Un compte existe déjà avec cette adresse e-mail')
    expect(html).toContain(`value="${email.toUpperCase()}"`)
    expect(html).toContain('value="Autre"')
    expect(html).not.toContain('another secret word')
  })

  it('names each field in error and keeps what was typed', async () => {
    const res = await post('/fr-fr/account/signin', {
      intent: 'signup',
      firstName: '',
      lastName: 'Moreau',
      email: 'lea@',
      password: 'short',
    })
    expect(res.status).toBe(200)
    const html = main(res.html)
    expect(html).toMatch(/id="[^"]*-up-firstName-error" class="checkout-field__error">Champ obligatoire</)
    expect(html).toMatch(/id="[^"]*-up-email-error" class="checkout-field__error">[^<]+</)
    expect(html).toMatch(/id="[^"]*-up-password-error" class="checkout-field__error">Le mot de passe doit compter au moins 8 caractères</)
    expect(html).toContain('value="lea@"')
    expect(html).toContain('value="Moreau"')
    expect(html).not.toContain('value="short"')
  })

  it('gives one message for an unknown address and a wrong password, and signs no one in', async () => {
    const { email } = await signUp()
    const wrong = await post('/fr-fr/account/signin', { intent: 'signin', email, password: 'not the password' })
    const unknown = await post('/fr-fr/account/signin', { intent: 'signin', email: newEmail(), password: PASSWORD })
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(200)
      expect(accountCookie(res)).toBe('')
      expect(main(res.html)).toContain('Cette adresse e-mail et ce mot de passe ne correspondent à aucun compte')
      expect(main(res.html)).not.toContain('not the password')
    }
    expect(main(wrong.html)).toContain(`value="${email}"`)
  })

  it('signs in with the address in any case, back to the origin; a foreign origin leads home', async () => {
    const { email } = await signUp()
    const ok = await post('/fr-fr/account/signin', {
      intent: 'signin',
      email: email.toUpperCase(),
      password: PASSWORD,
      origin: '/fr-fr/contact',
    })
    expect(ok.status).toBe(303)
    expect(ok.headers.get('Location')).toBe('/fr-fr/contact')
    expect(cookieOf(ok)).toMatch(/^ww_account=/)
    for (const origin of ['https://evil.example/', '//evil.example/x', '/\\evil.example', '/es-es/busqueda']) {
      const res = await post('/fr-fr/account/signin', { intent: 'signin', email, password: PASSWORD, origin })
      expect(res.headers.get('Location'), origin).toBe('/fr-fr/')
    }
  })

  it('sends a signed-in visitor opening the sign-in straight to the origin', async () => {
    const { cookie } = await signUp()
    const res = await get('/fr-fr/account/signin?origin=%2Ffr-fr%2Fcontact', cookie)
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe('/fr-fr/contact')
    expect((await get('/fr-fr/account/signin?origin=https%3A%2F%2Fevil.example', cookie)).headers.get('Location')).toBe('/fr-fr/')
  })

  it('refuses more than 10 tries a minute from one address', async () => {
    holdClockInOneRateWindow()
    const ip = '192.0.2.77'
    const email = newEmail()
    for (let i = 0; i < 10; i++) {
      expect((await post('/fr-fr/account/signin', { intent: 'signin', email, password: 'wrong password' }, { ip })).status).toBe(200)
    }
    const res = await post('/fr-fr/account/signin', { intent: 'signin', email, password: 'wrong password' }, { ip })
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(main(res.html)).toContain('Trop de tentatives')
    expect(main(res.html)).toContain(`value="${email}"`)
  })

  it('answers an unreadable or empty post with the form, never a server error', async () => {
    const res = await send('/fr-fr/account/signin', {
      method: 'POST',
      body: '%%%\u0000',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': nextIp() },
    })
    expect(res.status).toBe(200)
    expect(main(res.html)).toContain('Champ obligatoire')
    expect((await post('/fr-fr/account/signin', {})).status).toBe(200)
  })
})

describe('the session', () => {
  it('signs out with a POST that clears the cookie, back to the page (or the sign-in, from an account page)', async () => {
    const { cookie } = await signUp()
    const res = await post('/fr-fr/account/signout', { origin: '/fr-fr/contact' }, { cookie })
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe('/fr-fr/contact')
    expect(accountCookie(res)).toMatch(/^ww_account=;.*Max-Age=0/)
    const fromAccount = await post('/fr-fr/account/signout', { origin: '/fr-fr/account/settings/profile' }, { cookie })
    expect(fromAccount.headers.get('Location')).toBe('/fr-fr/account/signin?signedOut=1')
    expect(main((await get('/fr-fr/account/signin?signedOut=1')).html)).toContain('Vous êtes déconnecté.')
  })

  it('reads an altered, garbled or foreign token as signed out, never a server error', async () => {
    const { cookie } = await signUp()
    const [name, token] = cookie.split('=') as [string, string]
    const [version, id, session, expires, signature] = token.split('.')
    for (const bad of [
      `${name}=${version}.${Number(id) + 1}.${session}.${expires}.${signature}`,
      `${name}=${version}.${id}.${Number(session) + 1}.${expires}.${signature}`,
      `${name}=${token}x`,
      `${name}=%E0%A4%A`,
      `${name}=${'.'.repeat(40)}`,
      `${name}=${version}.99999999.${session}.${expires}.${signature}`,
      `${name}=${version}.${id}.${session}.${expires}.${signature?.slice(0, 1)}`,
    ]) {
      const profile = await get('/fr-fr/account/settings/profile', bad)
      expect(profile.status, bad).toBe(303)
      const home = await get('/fr-fr/', bad)
      expect(home.status, bad).toBe(200)
      expect(header(home.html)).not.toContain('Léa')
    }
  })
})

describe('the account pages', () => {
  it.each(['/fr-fr/account/settings/profile', '/fr-fr/account/wishlist', '/it-it/account/settings/profile?x=1'])(
    'send a signed-out visitor of %s to sign in, coming back there',
    async (path) => {
      const res = await get(path)
      expect(res.status).toBe(303)
      const prefix = path.slice(0, 6)
      expect(res.headers.get('Location')).toBe(`${prefix}/account/signin?origin=${encodeURIComponent(path)}`)
    },
  )

  it('show the trips address as the booking lookup to a signed-out visitor, with a way to sign in', async () => {
    const res = await get('/fr-fr/account/trips')
    expect(res.status).toBe(200)
    expect(main(res.html)).toContain('name="bookingNumber"')
    expect(main(res.html)).toContain('href="/fr-fr/account/signin?origin=%2Ffr-fr%2Faccount%2Ftrips"')
  })

  it('update the profile, naming the fields in error and keeping what was typed', async () => {
    const { cookie, email } = await signUp('Léa')
    const page = await get('/fr-fr/account/settings/profile', cookie)
    expect(page.status).toBe(200)
    expect(page.headers.get('Cache-Control')).toBe('private, no-store')
    expect(main(page.html)).toContain(email)
    expect(main(page.html)).toContain('value="Léa"')

    const refused = await post(
      '/fr-fr/account/settings/profile',
      { intent: 'profile', firstName: '', lastName: 'Moreau', phoneNumber: 'call me' },
      { cookie },
    )
    expect(refused.status).toBe(200)
    expect(main(refused.html)).toMatch(/-firstName-error" class="checkout-field__error">Champ obligatoire</)
    expect(main(refused.html)).toMatch(/-phoneNumber-error" class="checkout-field__error">[^<]+</)
    expect(main(refused.html)).toContain('value="call me"')

    const saved = await post(
      '/fr-fr/account/settings/profile',
      { intent: 'profile', firstName: 'Léonie', lastName: 'Moreau', phoneNumber: '+33 6 11 22 33 44' },
      { cookie },
    )
    expect(saved.status).toBe(303)
    expect(saved.headers.get('Location')).toBe('/fr-fr/account/settings/profile?saved=profile')
    const after = await get('/fr-fr/account/settings/profile?saved=profile', cookie)
    expect(main(after.html)).toContain('Vos coordonnées sont enregistrées.')
    expect(main(after.html)).toContain('value="+33 6 11 22 33 44"')
    expect(header(after.html)).toContain('Léonie')
  })

  it('change the password only with the current one, ending the account’s other sessions', async () => {
    const { cookie, email } = await signUp()
    const wrong = await post(
      '/fr-fr/account/settings/profile',
      { intent: 'password', currentPassword: 'not it at all', newPassword: 'brand new secret' },
      { cookie },
    )
    expect(main(wrong.html)).toContain('Le mot de passe actuel n’est pas le bon.')
    const short = await post(
      '/fr-fr/account/settings/profile',
      { intent: 'password', currentPassword: PASSWORD, newPassword: 'short' },
      { cookie },
    )
    expect(main(short.html)).toMatch(/-newPassword-error" class="checkout-field__error">Le mot de passe doit compter au moins 8/)
    const ok = await post(
      '/fr-fr/account/settings/profile',
      { intent: 'password', currentPassword: PASSWORD, newPassword: 'brand new secret' },
      { cookie },
    )
    expect(ok.headers.get('Location')).toBe('/fr-fr/account/settings/profile?saved=password')
    // This browser goes on signed in (a new cookie); the account's other sessions, the old cookie's, end.
    const renewed = cookieOf(ok)
    expect(renewed).not.toBe('')
    expect(renewed).not.toBe(cookie)
    expect((await get('/fr-fr/account/settings/profile', renewed)).status).toBe(200)
    expect((await get('/fr-fr/account/settings/profile', cookie)).status).toBe(303)
    expect((await post('/fr-fr/account/signin', { intent: 'signin', email, password: PASSWORD })).status).toBe(200)
    expect((await post('/fr-fr/account/signin', { intent: 'signin', email, password: 'brand new secret' })).status).toBe(303)
  })

  it("list a customer's own paid orders in their trips, and no one else's", async () => {
    const anna = await signUp('Anna')
    const other = await signUp('Other')
    const { body } = await bookingOrder()
    const paid = await send('/gateway/purchase/wallet', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: anna.cookie },
      body: JSON.stringify({
        ...body,
        pspAuthorization: { paymentIntentId: `pi_test_${crypto.randomUUID()}`, paymentMethod: 'apple_pay' },
      }),
    })
    expect(paid.status).toBe(200)
    const uuid = (JSON.parse(paid.html) as { booking: { orderUUID: string } }).booking.orderUUID
    const row = await env.DB.prepare('SELECT id, customer_id FROM orders WHERE uuid = ?1')
      .bind(uuid)
      .first<{ id: number; customer_id: number }>()
    const owner = await env.DB.prepare('SELECT id FROM customers WHERE email = ?1').bind(anna.email).first<{ id: number }>()
    expect(row?.customer_id).toBe(owner?.id)
    // A visitor's order (no cookie) is nobody's.
    const { body: anonymous } = await bookingOrder()
    const visitorPaid = await send('/gateway/purchase/wallet', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...anonymous,
        pspAuthorization: { paymentIntentId: `pi_test_${crypto.randomUUID()}`, paymentMethod: 'apple_pay' },
      }),
    })
    const visitorUuid = (JSON.parse(visitorPaid.html) as { booking: { orderUUID: string } }).booking.orderUUID
    expect(
      (await env.DB.prepare('SELECT customer_id FROM orders WHERE uuid = ?1').bind(visitorUuid).first<{ customer_id: number | null }>())
        ?.customer_id,
    ).toBeNull()

    const trips = await get('/fr-fr/account/trips', anna.cookie)
    expect(trips.status).toBe(200)
    expect(trips.headers.get('Cache-Control')).toBe('private, no-store')
    const html = main(trips.html)
    const reference = String(10_000_000 + (row?.id ?? 0))
    expect(html).toContain(reference)
    expect(html).toContain(`href="/fr-fr/confirmation/${uuid}"`)
    expect(html).not.toContain(visitorUuid)
    expect(html).toContain('Confirmée')

    const theirs = main((await get('/fr-fr/account/trips', other.cookie)).html)
    expect(theirs).not.toContain(uuid)
    expect(theirs).toContain('Vous n’avez pas encore de voyage.')
    // Signed in, the lookup is one link away.
    expect(main((await get('/fr-fr/account/trips?lookup=1', other.cookie)).html)).toContain('name="bookingNumber"')
  })

  it('start the checkout with the signed-in customer’s details', async () => {
    const { cookie, email } = await signUp('Camille')
    const res = await get('/fr-fr/checkout/sum-up', cookie)
    const row = await env.DB.prepare('SELECT id FROM customers WHERE email = ?1').bind(email).first<{ id: number }>()
    // With the tracking's user id: a keyed hash of the account, not its id.
    const analyticsId = await analyticsIdOf(env, row!.id)
    expect(analyticsId).toMatch(/^[0-9a-f]{16}$/)
    expect(res.html).toContain(
      `"customer":{"firstName":"Camille","lastName":"Moreau","email":"${email}","phone":"","analyticsId":"${analyticsId}"}`,
    )
  })
})

describe('signed-in pages and the HTML cache', () => {
  it('renders a signed-in page every time, with the name, and never shows it on the anonymous copy', async () => {
    const { cookie } = await signUp('Zoé')
    const signedIn = await get('/fr-fr/recherche', cookie)
    expect(signedIn.status).toBe(200)
    expect(signedIn.headers.get('X-Cache')).toBe('BYPASS')
    expect(header(signedIn.html)).toContain('Zoé')
    expect(header(signedIn.html)).toContain('href="/fr-fr/account/settings/profile"')
    expect(signedIn.html).toContain('"customer":{"firstName":"Zoé"')

    const first = await get('/fr-fr/recherche')
    const second = await get('/fr-fr/recherche')
    expect(second.headers.get('X-Cache')).toBe('HIT')
    for (const res of [first, second]) {
      expect(res.html).not.toContain('Zoé')
      expect(res.html).toContain('"customer":null')
      expect(header(res.html)).toContain('href="/fr-fr/account/signin?origin=%2Ffr-fr%2Frecherche"')
    }
    // Signed in again after the copy was stored: still rendered for them, not the copy.
    const again = await get('/fr-fr/recherche', cookie)
    expect(again.headers.get('X-Cache')).toBe('BYPASS')
    expect(header(again.html)).toContain('Zoé')
  })

  it('with the customer-account flag off, keeps the booking lookup in the header and has no account pages', async () => {
    const { cookie } = await signUp('Zéphyrin')
    const off = { ...env, FLAGS: JSON.stringify({ customerAccount: false }) }
    const home = await get('/fr-fr/', cookie, off)
    expect(header(home.html)).toContain('href="/fr-fr/account/trips"')
    expect(header(home.html)).not.toContain('Zéphyrin')
    expect((await get('/fr-fr/account/signin', undefined, off)).status).toBe(404)
    expect((await get('/fr-fr/account/settings/profile', cookie, off)).status).toBe(404)
    expect(main((await get('/fr-fr/account/trips', cookie, off)).html)).toContain('name="bookingNumber"')
  })
})
