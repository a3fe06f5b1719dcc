import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { OrderResponse } from '../../shared/api/purchase'
import { json, postJson } from './api/app'
import { bookingOrder, newKey, withCriteria } from './api/order-requests'

const page = (path: string) => SELF.fetch(`https://example.com${path}`)

describe('a partner minisite (site-wide §2)', () => {
  it('shows the partner’s banners, logo, the stays it presents with the minisite in their links, and its legal text', async () => {
    const res = await page('/fr-fr/mutuelle-horizon')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('<h1 class="minisite__title">Les week-ends de Mutuelle Horizon</h1>')
    expect(html).toMatch(/srcSet="\/images\/banner\/minisite-101\/750_360"/)
    expect(html).toMatch(/src="\/images\/banner\/minisite-101\/1920_595"/)
    expect(html).toMatch(/<img class="minisite__logo" src="\/images\/banner\/minisite-1101\/237_168" alt="Mutuelle Horizon"/)
    const links = [...html.matchAll(/class="card__link" href="([^"]+)"/g)].map((m) => m[1])
    expect(links.length).toBeGreaterThan(0)
    expect(links.length).toBeLessThanOrEqual(6)
    for (const link of links) expect(link).toMatch(/^\/fr-fr\/sejour\/[^?]+\?minisite=101$/)
    // The partner's markup reaches the page as text and safe links only.
    expect(html).toContain('Offre réservée aux adhérents de <strong>Mutuelle Horizon</strong>')
    expect(html).toContain('<a href="/fr-fr/contact">Nous contacter</a>')
  })

  it('is a page of its own site only, and an unknown name is the 404 page', async () => {
    expect((await page('/nl-be/weekblad-vrij')).status).toBe(200)
    expect((await page('/es-es/mutuelle-horizon')).status).toBe(404)
    expect((await page('/nl-be/mutuelle-horizon')).status).toBe(404)
    expect((await page('/fr-fr/no-such-partner')).status).toBe(404)
    expect((await page('/fr-fr/Mutuelle_Horizon')).status).toBe(404)
  })

  it('has a booking made from it record the partner, and one naming an unknown minisite record none', async () => {
    const { body } = await bookingOrder()
    for (const [minisiteId, recorded] of [
      [101, 101],
      [999_999, null],
      [106, null],
    ] as const) {
      const order = withCriteria({ ...body, idempotencyKey: newKey() }, { minisiteId })
      const res = await postJson('/gateway/purchase/orders', order)
      expect(res.status).toBe(201)
      const { orderUUID } = await json<OrderResponse>(res)
      const row = await env.DB.prepare('SELECT minisite_id FROM orders WHERE uuid = ?1')
        .bind(orderUUID)
        .first<{ minisite_id: number | null }>()
      expect(row?.minisite_id, String(minisiteId)).toBe(recorded)
    }
  })
})
