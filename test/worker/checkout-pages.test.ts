import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { OrderSummary } from '../../shared/api/order-summary'
import type { OrderResponse } from '../../shared/api/purchase'
import { postJson, json } from './api/app'
import { activityOrder, bookingOrder, giftOrder } from './api/order-requests'

const get = (path: string) => SELF.fetch(`http://localhost${path}`)

describe('the booking summary page', () => {
  it.each(['/fr-fr', '/es-es', '/fr-be', '/nl-be', '/nl-nl', '/it-it'])(
    'is served on %s with its loading state, kept out of shared caches and search engines',
    async (prefix) => {
      const res = await get(`${prefix}/checkout/sum-up`)
      expect(res.status).toBe(200)
      expect(res.headers.get('Cache-Control')).toBe('private, no-store')
      expect(res.headers.get('X-Robots-Tag')).toBe('noindex, nofollow')
      expect(res.headers.get('X-Cache')).toBeNull()
      const html = await res.text()
      expect(html).toContain('role="status"')
      expect(html).toContain('"page":"checkout"')
      expect(html).toMatch(/<link[^>]+checkout[^>]*\.css|data-href="[^"]*checkout[^"]*\.css"/)
    },
  )

  it('speaks the site’s language', async () => {
    const html = await (await get('/nl-nl/checkout/sum-up')).text()
    expect(html).toContain('Overzicht van je boeking')
  })
})

describe('the confirmation page', () => {
  it('thanks the buyer with the booking number and what was bought', async () => {
    const { body } = await bookingOrder()
    const placed = await json<OrderResponse>(await postJson('/gateway/purchase/orders', body))
    const res = await get(`/fr-fr/confirmation/${placed.orderUUID}?status=success`)
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
    const html = await res.text()
    expect(html).toContain('Merci, Anna')
    expect(html).toMatch(/Numéro de réservation :.*?\d{8}/s)
    expect(html).toContain('a•••@example.com')
  })

  it('tells a gift’s buyer how the voucher is delivered', async () => {
    const body = await giftOrder()
    const res = await postJson('/gateway/purchase/wallet', {
      ...body,
      pspAuthorization: { paymentIntentId: `pi_test_${crypto.randomUUID()}`, paymentMethod: 'google_pay' },
    })
    const { booking } = await json<{ booking: { orderUUID: string } }>(res)
    const html = await (await get(`/es-es/confirmation/${booking.orderUUID}?status=success`)).text()
    expect(html).toContain('Tu regalo está confirmado.')
    expect(html).toContain('Tu bono electrónico va de camino')
  })

  it('shows a paid activity bought for oneself: the activity, its participants, the amount and how to book a date', async () => {
    const body = await activityOrder({ ownUse: true })
    const res = await postJson('/gateway/purchase/wallet', {
      ...body,
      pspAuthorization: { paymentIntentId: `pi_test_${crypto.randomUUID()}`, paymentMethod: 'apple_pay' },
    })
    const { booking } = await json<{ booking: { orderUUID: string } }>(res)
    const html = await (await get(`/nl-nl/confirmation/${booking.orderUUID}?status=success`)).text()
    expect(html).toContain('Je activiteit is bevestigd.')
    expect(html).toMatch(new RegExp(`Deelnemers</dt><dd>${body.items.activityItem.participants}</dd>`))
    expect(html).toContain('Voor jezelf: je boekt je datum bij het activiteitencentrum')
    expect(html).toContain('href="/nl-nl/activiteit/')
    const amount = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(body.expectedAmount / 100)
    expect(html.replace(/\u00a0|&nbsp;/g, ' ')).toContain(amount.replace(/\u00a0/g, ' '))
  })

  it.each(['00000000-0000-4000-8000-000000000000', 'not-an-order'])('answers the 404 page for %s', async (uuid) => {
    const res = await get(`/fr-fr/confirmation/${uuid}?status=success`)
    expect(res.status).toBe(404)
    expect(res.headers.get('X-Robots-Tag')).toBe('noindex, nofollow')
  })
})

describe("'Check my booking': the booking lookup (site-wide §2)", () => {
  const lookup = (prefix: string, fields: Record<string, string>) =>
    SELF.fetch(`http://localhost${prefix}/account/trips`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' })

  /** A paid gift order: its UUID, booking number and buyer's address. */
  async function paidOrder() {
    const body = await giftOrder()
    const res = await postJson('/gateway/purchase/wallet', {
      ...body,
      pspAuthorization: { paymentIntentId: `pi_test_${crypto.randomUUID()}`, paymentMethod: 'google_pay' },
    })
    const { booking } = await json<{ booking: { orderUUID: string } }>(res)
    const summary = await json<OrderSummary>(await get(`/gateway/purchase/orders/${booking.orderUUID}?locale=fr_FR`))
    return { uuid: booking.orderUUID, reference: summary.reference, email: body.buyer.email }
  }

  it.each([
    ['/fr-fr', 'Retrouver ma réservation'],
    ['/es-es', 'Consultar mi reserva'],
    ['/fr-be', 'Retrouver ma réservation'],
    ['/nl-be', 'Mijn boeking bekijken'],
    ['/nl-nl', 'Mijn boeking bekijken'],
    ['/it-it', 'Trova la mia prenotazione'],
  ])('asks on %s for the booking number and e-mail address, kept out of caches and search engines', async (prefix, title) => {
    const res = await get(`${prefix}/account/trips`)
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
    expect(res.headers.get('X-Robots-Tag')).toBe('noindex, nofollow')
    const html = await res.text()
    expect(html).toContain(`<h1 class="checkout__title">${title}</h1>`)
    expect(html).toMatch(/<form[^>]*method="post"/)
    expect(html).toContain('name="bookingNumber"')
    expect(html).toContain('name="email"')
  })

  it("leads a paid booking's number and e-mail address, in any case, to its confirmation", async () => {
    const order = await paidOrder()
    const res = await lookup('/fr-fr', { bookingNumber: ` ${order.reference} `, email: order.email.toUpperCase() })
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe(`/fr-fr/confirmation/${order.uuid}`)
  })

  it('finds nothing for another address, an unknown number or an unpaid order, and keeps what was typed', async () => {
    const order = await paidOrder()
    const unpaid = await json<OrderResponse>(await postJson('/gateway/purchase/orders', (await bookingOrder()).body))
    const unpaidReference = (await json<OrderSummary>(await get(`/gateway/purchase/orders/${unpaid.orderUUID}?locale=fr_FR`))).reference
    for (const fields of [
      { bookingNumber: order.reference, email: 'someone.else@example.com' },
      { bookingNumber: '99999999', email: order.email },
      { bookingNumber: unpaidReference, email: 'anna.martin@example.com' },
    ]) {
      const res = await lookup('/fr-fr', fields)
      expect(res.status).toBe(200)
      const html = await res.text()
      expect(html).toContain('Nous n&#x27;avons trouvé aucune réservation avec ce numéro et cette adresse e-mail.')
      expect(html).toContain(`value="${fields.bookingNumber}"`)
      expect(html).toContain(`value="${fields.email}"`)
    }
  })

  it('names each field it refuses, in the site’s language', async () => {
    const html = await (await lookup('/it-it', { bookingNumber: '1234', email: 'anna@' })).text()
    expect(html).toMatch(/id="[^"]*-bookingNumber-error"[^>]*>[^<]+</)
    expect(html).toMatch(/id="[^"]*-email-error"[^>]*>[^<]+</)
    expect(html).toContain('aria-invalid="true"')
    const empty = await (await lookup('/it-it', {})).text()
    expect(empty.match(/-error" class="checkout-field__error">/g)).toHaveLength(2)
  })
})

describe('the booking lookup under repeated tries', () => {
  it('stops looking after 10 tries a minute from one address', async () => {
    const from = (fields: Record<string, string>) =>
      SELF.fetch('http://localhost/fr-fr/account/trips', {
        method: 'POST',
        body: new URLSearchParams(fields),
        headers: { 'cf-connecting-ip': '203.0.113.7' },
        redirect: 'manual',
      })
    // The page's own text, without the messages its boot data carries.
    const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'))
    for (let i = 0; i < 10; i++) {
      const html = main(await (await from({ bookingNumber: String(20_000_000 + i), email: 'guess@example.com' })).text())
      expect(html).toContain('Nous n&#x27;avons trouvé aucune réservation')
      expect(html).not.toContain('Trop de tentatives')
    }
    const res = await from({ bookingNumber: '20000011', email: 'guess@example.com' })
    expect(res.status).toBe(200)
    expect(main(await res.text())).toContain('Trop de tentatives : veuillez réessayer dans une minute.')
  })
})
