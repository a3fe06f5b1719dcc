import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { paidGiftcard, paidGiftStay, setValidUntil } from './api/gift-vouchers'
import { bookingOrder } from './api/order-requests'

let visitor = 0
const nextIp = () => `192.0.2.${++visitor % 250}`
const get = (path: string, cookie?: string) =>
  SELF.fetch(`http://localhost${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} })
const login = (code: string) =>
  SELF.fetch('http://localhost/fr-fr/beneficiary/login', {
    method: 'POST',
    body: new URLSearchParams({ code }),
    headers: { 'cf-connecting-ip': nextIp() },
    redirect: 'manual',
  })
const cookieOf = (res: Response) => (res.headers.getSetCookie().find((c) => c.startsWith('ww_gift=')) ?? '').split(';')[0] ?? ''
/** The page's own text, without the messages its boot data carries. */
const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'))

/** Spends all of a card on the seed's booking (with the wallet for the rest). */
async function spendAll(code: string, amount: number): Promise<void> {
  const { body } = await bookingOrder()
  const res = await SELF.fetch('http://localhost/gateway/purchase/wallet', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'cf-connecting-ip': nextIp() },
    body: JSON.stringify({
      ...body,
      expectedAmount: body.expectedAmount - amount,
      items: { ...body.items, giftCardPaymentItem: { code, amount } },
      pspAuthorization: { paymentIntentId: `pi_test_${crypto.randomUUID()}`, paymentMethod: 'apple_pay' },
    }),
  })
  expect(res.status).toBe(200)
}

describe('a gift card’s pages', () => {
  it('shows the signed-in recipient the card’s balance, where to spend it and that it is not used yet', async () => {
    const card = await paidGiftcard(5_000)
    const res = await login(card.code)
    expect(res.status).toBe(303)
    const html = main(await (await get('/fr-fr/beneficiary/gift', cookieOf(res))).text())
    expect(html).toContain('Votre solde')
    expect(html).toContain('50,00')
    expect(html).toContain('Pas encore utilisée.')
    expect(html).toContain('href="/fr-fr/recherche?flow=booking"')
    expect(html).toContain('href="/fr-fr/activites"')
    expect(html).not.toContain('service client avec le code')
  })

  it('still signs a used-up card in: its page says so and lists what it paid for', async () => {
    const card = await paidGiftcard(2_000)
    await spendAll(card.code, 2_000)
    const res = await login(card.code)
    expect(res.status).toBe(303)
    const html = main(await (await get('/fr-fr/beneficiary/gift', cookieOf(res))).text())
    expect(html).toContain('Entièrement utilisée')
    expect(html).toContain('Il ne reste rien sur cette carte')
    expect(html).toMatch(/−(<!-- -->)?20,00/)
    expect(html).not.toContain('Réserver un séjour')
  })

  it('refuses a card past its date at the login', async () => {
    const card = await paidGiftcard(2_000)
    await setValidUntil(card.orderId, '2020-01-31')
    const expired = await login(card.code)
    expect(expired.status).toBe(200)
    expect(main(await expired.text())).toContain('Ce cadeau a expiré')
  })

  it('fills the summary’s gift card field with the card the visitor is signed in with, and with nothing otherwise', async () => {
    const card = await paidGiftcard(5_000)
    const cookie = cookieOf(await login(card.code))
    const signedIn = await get('/fr-fr/checkout/sum-up', cookie)
    expect(signedIn.headers.get('Cache-Control')).toBe('private, no-store')
    expect(await signedIn.text()).toContain(`"giftCardCode":"${card.code}"`)
    expect(await (await get('/fr-fr/checkout/sum-up')).text()).not.toContain(card.code)
    // Signed in with a gift stay: no card to fill in.
    const stay = await paidGiftStay()
    const stayPage = await (await get('/fr-fr/checkout/sum-up', cookieOf(await login(stay.code)))).text()
    expect(stayPage).toContain('"giftCardCode":null')
  })
})
