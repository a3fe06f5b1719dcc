import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { GOOGLE_KEYS_KV_KEY } from '../../worker/data/google-keys'
import app from '../../worker/index'
import { idToken, serveGoogleKeys, signingKey, staffClaims, type SigningKey } from './google-id-token'

// The deployed care host is https: the session cookie is Secure there.
const CARE = `https://${env.CUSTOMER_CARE_HOST}`
const CSRF = 'csrf-0123456789abcdef'

let google: SigningKey
let stranger: SigningKey

beforeAll(async () => {
  google = await signingKey('google-key-1')
  // A key Google never published, under the same key id: a forged signature.
  stranger = await signingKey('google-key-1')
})
beforeEach(() => env.CACHE.delete(GOOGLE_KEYS_KV_KEY))
afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

async function request(url: string, init: RequestInit = {}, bindings: Partial<Env> = {}): Promise<Response> {
  const ctx = createExecutionContext()
  const res = await app.request(url, { redirect: 'manual', ...init }, { ...env, ...bindings }, ctx)
  await waitOnExecutionContext(ctx)
  return res
}

type Post = { credential: string; csrfField?: string; csrfCookie?: string | null; returnTo?: string; host?: string }

/** Google's post to the login URI (redirect mode): the credential and the CSRF token, as a form. */
function signIn({ credential, csrfField = CSRF, csrfCookie = CSRF, returnTo, host = CARE }: Post, bindings: Partial<Env> = {}) {
  const cookies = [
    csrfCookie === null ? null : `g_csrf_token=${csrfCookie}`,
    returnTo ? `ww_care_return=${encodeURIComponent(returnTo)}` : null,
  ]
  return request(
    `${host}/care/session`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookies.filter(Boolean).join('; ') },
      body: new URLSearchParams({ credential, g_csrf_token: csrfField, select_by: 'btn' }).toString(),
    },
    bindings,
  )
}

/** The login screen's alert, if any. */
async function alertOf(res: Response): Promise<string | null> {
  return /<p role="alert" class="message message--error">([^<]*)<\/p>/.exec(await res.text())?.[1] ?? null
}

describe('signing in with Google at /care/session', () => {
  it.each(['https://accounts.google.com', 'accounts.google.com'])(
    'signs a verified staff account (issuer %s) in for 12 hours and returns to the page asked for',
    async (iss) => {
      const fetch = serveGoogleKeys([google])
      const res = await signIn({ credential: await idToken(google, staffClaims({ iss })), returnTo: '/fr-fr/recherche?flow=gifting' })
      expect(res.status).toBe(303)
      expect(res.headers.get('Location')).toBe('/fr-fr/recherche?flow=gifting')
      const cookies = res.headers.getSetCookie()
      const session = cookies.find((c) => c.startsWith('ww_care='))
      expect(session).toMatch(/^ww_care=c1\.[\w-]+\.\d+\.[\w-]+; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Lax$/)
      expect(cookies.some((c) => c.startsWith('ww_care_return=;'))).toBe(true)
      expect(fetch).toHaveBeenCalledTimes(1)
      // The cookie opens the page in customer-care mode.
      const page = await request(`${CARE}/fr-fr/recherche?flow=gifting`, { headers: { Cookie: session!.split(';')[0]! } })
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('<section class="care-bar" aria-label="Mode service client">')
    },
  )

  it("keeps Google's keys in KV for the max-age of Google's answer, and asks again for a key id it does not know", async () => {
    const fetch = serveGoogleKeys([google], 3600)
    expect((await signIn({ credential: await idToken(google, staffClaims()) })).status).toBe(303)
    expect((await signIn({ credential: await idToken(google, staffClaims()) })).status).toBe(303)
    expect(fetch).toHaveBeenCalledTimes(1)
    const [entry] = (await env.CACHE.list({ prefix: GOOGLE_KEYS_KV_KEY })).keys
    expect(entry?.expiration).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 3590)
    expect(entry?.expiration).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 3600)
    // Google rotated its keys: a token of the new key is checked against a fresh set, once the
    // stored one is a minute old (made-up key ids cannot make each attempt call Google).
    const rotated = await signingKey('google-key-2')
    fetch.mockRestore()
    const fresh = serveGoogleKeys([google, rotated])
    expect((await signIn({ credential: await idToken(rotated, staffClaims()) })).status).toBe(401)
    expect(fresh).not.toHaveBeenCalled()
    vi.setSystemTime(Date.now() + 61_000)
    expect((await signIn({ credential: await idToken(rotated, staffClaims()) })).status).toBe(303)
    expect(fresh).toHaveBeenCalledTimes(1)
  })

  it('goes to the site chooser when the page asked for is unknown or of another host', async () => {
    serveGoogleKeys([google])
    for (const returnTo of [undefined, '//evil.example/fr-fr/', '/\\evil.example/']) {
      const res = await signIn({ credential: await idToken(google, staffClaims()), ...(returnTo ? { returnTo } : {}) })
      expect(res.headers.get('Location')).toBe('/')
    }
  })

  const REFUSALS = [
    ['a CSRF cookie that differs from the field', { csrfField: 'other' }, {}, 'csrf'],
    ['no CSRF cookie', { csrfCookie: null }, {}, 'csrf'],
    ['a signature of another key', { key: 'stranger' }, {}, 'invalid'],
    ['another audience', {}, { aud: 'someone-else.apps.googleusercontent.com' }, 'invalid'],
    ['another issuer', {}, { iss: 'https://evil.example' }, 'invalid'],
    ['an expired token', {}, { exp: Math.floor(Date.now() / 1000) - 5 }, 'invalid'],
    ['an unverified email', {}, { email_verified: false }, 'unverified'],
    ['another Workspace domain', {}, { hd: 'gmail.com', email: 'agent@gmail.com' }, 'domain'],
    ['a staff address under another hd', {}, { hd: 'other.example' }, 'domain'],
    ['a personal account (no hd)', {}, { hd: undefined, email: 'agent@gmail.com' }, 'domain'],
  ] as const

  const MESSAGES = {
    csrf: 'La connexion n&#x27;a pas pu être confirmée comme venant de cette page. Veuillez vous reconnecter.',
    invalid: 'La connexion Google n&#x27;a pas pu être vérifiée ou a expiré. Veuillez vous reconnecter.',
    unverified: 'L&#x27;adresse e-mail de ce compte Google n&#x27;est pas vérifiée.',
    domain: `Seuls les comptes collaborateurs ${env.CARE_STAFF_DOMAIN} peuvent ouvrir le mode service client.`,
  }

  it.each(REFUSALS)('refuses %s with the login screen (401) and its reason, setting no session', async (_, post, claims, reason) => {
    serveGoogleKeys([google])
    const key = 'key' in post ? stranger : google
    const res = await signIn({ credential: await idToken(key, staffClaims(claims)), ...post, returnTo: '/fr-fr/' })
    expect(res.status).toBe(401)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(res.headers.getSetCookie().some((c) => c.startsWith('ww_care='))).toBe(false)
    expect(await alertOf(res)).toBe(MESSAGES[reason])
  })

  it('refuses a garbled credential', async () => {
    serveGoogleKeys([google])
    for (const credential of ['', 'not-a-jwt', 'a.b.c', `${(await idToken(google, staffClaims())).slice(0, -10)}`]) {
      expect(await alertOf(await signIn({ credential }))).toBe(MESSAGES.invalid)
    }
  })

  it("says so when Google's keys cannot be reached, in the language of the page asked for", async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('network down'))
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const down = await signIn({ credential: await idToken(google, staffClaims()), returnTo: '/es-es/' })
    expect(down.status).toBe(401)
    expect(await alertOf(down)).toBe(
      'No se ha podido contactar con el servicio de inicio de sesión de Google. Vuelve a intentarlo en un momento.',
    )
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('unavailable', { status: 503 }))
    expect(await alertOf(await signIn({ credential: await idToken(google, staffClaims()), returnTo: '/nl-nl/' }))).toBe(
      'De aanmelddienst van Google is niet bereikbaar. Probeer het zo nog eens.',
    )
  })

  it('signs nobody in where sign-in is not configured, nor on another host', async () => {
    const fetch = serveGoogleKeys([google])
    const off = await signIn({ credential: await idToken(google, staffClaims()) }, { GOOGLE_CLIENT_ID: '' })
    expect(off.status).toBe(401)
    expect(await off.text()).toContain('La connexion n&#x27;est pas configurée sur ce serveur : le mode service client reste fermé.')
    expect((await signIn({ credential: await idToken(google, staffClaims()), host: 'http://localhost' })).status).toBe(404)
    expect(fetch).not.toHaveBeenCalled()
  })
})
