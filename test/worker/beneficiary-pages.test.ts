import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { signGiftToken } from '../../worker/beneficiary/session'
import { VOUCHER_VALIDITY_MONTHS, voucherValidUntil } from '../../shared/rules/gift-voucher'
import { paidActivityGift, paidGiftBox, paidGiftcard, paidGiftStay, setValidUntil } from './api/gift-vouchers'
import { catalogueToday } from '../../worker/data/get-catalog'
import { holdClockInOneRateWindow } from './rate-window'

const get = (path: string, cookie?: string) =>
  SELF.fetch(`http://localhost${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} })
// Each sign-in from its own address, as visitors are: the rate limit's own test shares one.
let visitor = 0
const nextIp = () => `198.51.${Math.floor(++visitor / 250)}.${visitor % 250}`
const login = (prefix: string, code: string | null, ip = nextIp()) =>
  SELF.fetch(`http://localhost${prefix}/beneficiary/login`, {
    method: 'POST',
    body: new URLSearchParams(code === null ? {} : { code }),
    headers: { 'cf-connecting-ip': ip },
    redirect: 'manual',
  })
/** The page's own text, without the messages its boot data carries. */
const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'))
/** The gift cookie a response sets, whole, and as a request sends it back. */
const giftCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith('ww_gift=')) ?? ''
const cookieOf = (res: Response) => giftCookie(res).split(';')[0] ?? ''
// The catalogue's day (Paris), as the gift's validity is read: not UTC's, a day behind from 23:00 or 22:00 UTC.
const today = () => catalogueToday()

/** Signs in with a code and answers the cookie. */
async function signIn(code: string, prefix = '/fr-fr'): Promise<string> {
  const res = await login(prefix, code)
  expect(res.status).toBe(303)
  return cookieOf(res)
}

describe('the gift login (site-wide §1, §2 /beneficiary/login)', () => {
  it.each([
    ['/fr-fr', 'Utilisez votre cadeau'],
    ['/es-es', 'Usa tu regalo'],
    ['/fr-be', 'Utilisez votre cadeau'],
    ['/nl-be', 'Gebruik je cadeau'],
    ['/nl-nl', 'Gebruik je cadeau'],
    ['/it-it', 'Usa il tuo regalo'],
  ])('asks on %s for the code printed on the voucher, kept out of caches and search engines', async (prefix, heading) => {
    const res = await get(`${prefix}/beneficiary/login`)
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
    expect(res.headers.get('X-Robots-Tag')).toBe('noindex, nofollow')
    const html = await res.text()
    expect(html).toContain(`<h1 class="checkout__title">${heading}</h1>`)
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>')
    expect(html).toMatch(/<form[^>]*method="post"/)
    expect(html).toMatch(/<input[^>]*name="code"/)
    expect(html).toContain('"page":"gift"')
    expect(html).toMatch(/beneficiary[^"]*\.css/)
  })

  it('signs a valid code in, typed in any case and with spaces, for the visit: an HttpOnly, SameSite cookie without an expiry date', async () => {
    const gift = await paidGiftStay()
    const res = await login('/nl-be', ` ${gift.code.toLowerCase().replace(/-/g, ' ')} `)
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe('/nl-be/beneficiary/gift')
    const cookie = giftCookie(res)
    expect(cookie).toMatch(/^ww_gift=v1\.\d+\.\d+\.[A-Za-z0-9_-]+;/)
    expect(cookie).toContain('Path=/')
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Strict')
    expect(cookie).not.toMatch(/Max-Age|Expires/i)
    // The cookie holds the order's id and a signature, never the code.
    expect(cookie).not.toContain(gift.code)
  })

  it.each([
    ['ABC', 'Un code cadeau compte 12 lettres et chiffres'],
    ['7KQ2-M9XD-4TBU', 'Un code cadeau compte 12 lettres et chiffres'],
    ['', 'Champ obligatoire'],
  ])('refuses the malformed code %j, naming the field and keeping what was typed', async (code, words) => {
    const res = await login('/fr-fr', code)
    expect(res.status).toBe(200)
    const html = main(await res.text())
    expect(html).toMatch(/id="[^"]*-code-error" class="checkout-field__error">[^<]+</)
    expect(html).toContain(words)
    expect(html).toContain('aria-invalid="true"')
    expect(html).toContain(`value="${code}"`)
    expect(giftCookie(res)).toBe('')
  })

  it('says a code names no gift, keeping it in the field', async () => {
    const res = await login('/fr-fr', '2222-3333-4444')
    expect(res.status).toBe(200)
    const html = main(await res.text())
    expect(html).toContain('Nous n&#x27;avons trouvé aucun cadeau avec ce code.')
    expect(html).toContain('value="2222-3333-4444"')
    expect(giftCookie(res)).toBe('')
  })

  it('says a gift was used, and leads to the booking lookup', async () => {
    const gift = await paidGiftStay()
    // A booking that used it (the redemption's own tests book through the API).
    await env.DB.prepare('INSERT INTO voucher_redemptions (gift_order_id, order_id, created_at) VALUES (?1, ?1, ?2)')
      .bind(gift.orderId, new Date().toISOString())
      .run()
    const html = main(await (await login('/es-es', gift.code)).text())
    expect(html).toContain('Este regalo ya se ha usado para una reserva.')
    expect(html).toContain('href="/es-es/account/trips"')
  })

  it('says a gift has expired once the day after its last valid day has come, and lets it in on that day', async () => {
    const gift = await paidGiftStay()
    await setValidUntil(gift.orderId, '2020-01-31')
    const html = main(await (await login('/it-it', gift.code)).text())
    expect(html).toContain('Questo regalo è scaduto')
    await setValidUntil(gift.orderId, today())
    expect((await login('/it-it', gift.code)).status).toBe(303)
  })

  it('stops after 10 tries a minute from one address, with Retry-After', async () => {
    holdClockInOneRateWindow()
    const ip = '203.0.113.77'
    for (let i = 0; i < 10; i++) {
      const html = main(await (await login('/fr-fr', `2222-3333-${String(4000 + i)}`, ip)).text())
      expect(html).toContain('Nous n&#x27;avons trouvé aucun cadeau')
    }
    const res = await login('/fr-fr', '2222-3333-5555', ip)
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0)
    const html = main(await res.text())
    expect(html).toContain('Trop de tentatives : veuillez réessayer dans une minute.')
    expect(html).toContain('value="2222-3333-5555"')
  })
})

describe('the way to the gift login', () => {
  it.each(['/fr-fr', '/es-es', '/fr-be', '/nl-be', '/nl-nl', '/it-it'])('is in the footer of %s, on every screen size', async (prefix) => {
    const html = await (await get(`${prefix}/`)).text()
    const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'))
    expect(footer).toContain(`href="${prefix}/beneficiary/login"`)
  })
})

describe("the signed-in recipient's gift", () => {
  it('shows a gift stay: the stay, its hotel, nights, people, value, validity, the code, the giver’s words and how to use it', async () => {
    const gift = await paidGiftStay()
    const cookie = await signIn(gift.code)
    const res = await get('/fr-fr/beneficiary/gift', cookie)
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
    expect(res.headers.get('X-Robots-Tag')).toBe('noindex, nofollow')
    const html = main(await res.text())
    expect(html).toContain('Votre séjour cadeau')
    expect(html).toContain(gift.code)
    expect(html).toContain('1 nuit')
    expect(html).toContain('2 personnes')
    expect(html).toContain('Happy birthday!')
    expect(html).toContain('De la part de Paul')
    expect(html).toMatch(/Valable jusqu&#x27;au \p{L}+ \d+ \p{L}+ \d{4}/u)
    expect(html).toContain('Comment utiliser votre cadeau')
    expect(html).toMatch(/<form action="\/fr-fr\/beneficiary\/logout" method="post">/)
  })

  it('shows a gift box with what it includes, an activity voucher with its centre, a gift card with its amount', async () => {
    const box = await paidGiftBox()
    const boxHtml = main(await (await get('/fr-fr/beneficiary/gift', await signIn(box.code))).text())
    expect(boxHtml).toContain('Votre coffret cadeau')
    expect(boxHtml).toContain(box.box.title.replace(/'/g, '&#x27;'))
    expect(boxHtml).toContain('Inclus')

    const activity = await paidActivityGift()
    const activityHtml = main(await (await get('/nl-nl/beneficiary/gift', await signIn(activity.code, '/nl-nl'))).text())
    expect(activityHtml).toContain('Je activiteitenvoucher')
    expect(activityHtml).toContain('activiteitencentrum')

    const card = await paidGiftcard()
    const cardHtml = main(await (await get('/fr-fr/beneficiary/gift', await signIn(card.code))).text())
    expect(cardHtml).toContain('Votre carte cadeau')
    expect(cardHtml).toContain('150,00')
  })

  it('leads a visitor without a valid sign-in to the login: none, an altered one, one past its end, one for an unknown gift', async () => {
    const gift = await paidGiftStay()
    const valid = await signIn(gift.code)
    const past = await signGiftToken(env, gift.orderId, Math.floor(Date.now() / 1000) - 1)
    const unknown = await signGiftToken(env, 999_999, Math.floor(Date.now() / 1000) + 600)
    for (const cookie of [undefined, valid.replace(/\.(\d+)\./, '.1.'), `ww_gift=${past}`, `ww_gift=${unknown}`]) {
      const res = await get('/fr-fr/beneficiary/gift', cookie)
      expect(res.status, cookie).toBe(303)
      expect(res.headers.get('Location')).toBe('/fr-fr/beneficiary/login')
    }
  })

  it('goes from the login to the gift while signed in, and signs out', async () => {
    const gift = await paidGiftStay()
    const cookie = await signIn(gift.code)
    const again = await get('/fr-fr/beneficiary/login', cookie)
    expect(again.status).toBe(303)
    expect(again.headers.get('Location')).toBe('/fr-fr/beneficiary/gift')

    const out = await SELF.fetch('http://localhost/fr-fr/beneficiary/logout', { method: 'POST', headers: { cookie }, redirect: 'manual' })
    expect(out.status).toBe(303)
    expect(out.headers.get('Location')).toBe('/fr-fr/beneficiary/login?signedOut=1')
    expect(giftCookie(out)).toMatch(/^ww_gift=;.*Max-Age=0/)
    const html = main(await (await get('/fr-fr/beneficiary/login?signedOut=1')).text())
    expect(html).toContain('Vous êtes déconnecté.')
  })
})

describe('the voucher of a paid gift', () => {
  it('lasts 12 months for a gift stay and an activity, 18 for a box and a gift card, from the day it is paid', async () => {
    const paidOn = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date())
    expect((await paidGiftStay()).validUntil).toBe(voucherValidUntil(paidOn, VOUCHER_VALIDITY_MONTHS.stay))
    expect((await paidActivityGift()).validUntil).toBe(voucherValidUntil(paidOn, 12))
    expect((await paidGiftBox()).validUntil).toBe(voucherValidUntil(paidOn, VOUCHER_VALIDITY_MONTHS.box))
    expect((await paidGiftcard()).validUntil).toBe(voucherValidUntil(paidOn, VOUCHER_VALIDITY_MONTHS.giftcard))
  })

  it('is on the gift’s confirmation, for the buyer to hand over, with where to use it', async () => {
    const gift = await paidGiftStay()
    const html = main(await (await get(`/fr-fr/confirmation/${gift.uuid}?status=success`)).text())
    expect(html).toContain('Le bon cadeau')
    expect(html).toContain(gift.code)
    expect(html).toContain('href="/fr-fr/beneficiary/login"')
  })
})
