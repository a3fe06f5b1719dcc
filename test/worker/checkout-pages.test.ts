import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
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
