import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { NearbyCityResponse } from '../../../shared/api/autocomplete'
import { call, json } from './app'

type ErrorJson = { error: { field?: string } }

/** A city of the seed, with its French name, alone at its coordinates. */
async function someCity() {
  const row = await env.DB.prepare(
    `SELECT p.id, p.lat, p.lng, pn.name FROM places p JOIN place_names pn ON pn.place_id = p.id AND pn.locale = 'fr_FR'
     WHERE p.kind = 'city' AND NOT EXISTS (SELECT 1 FROM places o WHERE o.kind = 'city' AND o.id <> p.id AND o.lat = p.lat AND o.lng = p.lng)
     ORDER BY p.population DESC LIMIT 1`,
  ).first<{ id: number; lat: number; lng: number; name: string }>()
  if (!row) throw new Error('the seed has no city')
  return row
}

describe('GET /api/nearby-city.json', () => {
  it('names the catalogue city at a given position, for the site', async () => {
    const city = await someCity()
    const res = await call(`/api/nearby-city.json?locale=fr_FR&lat=${city.lat}&lng=${city.lng}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toContain('private')
    const body = await json<NearbyCityResponse>(res)
    expect(body.city?.id).toBe(city.id)
    expect(body.city?.label).toBe(city.name)
  })

  it('uses the position the edge derived from the visitor when none is given', async () => {
    const city = await someCity()
    const res = await call('/api/nearby-city.json?locale=fr_FR', {
      cf: { latitude: String(city.lat + 0.001), longitude: String(city.lng) },
    } as RequestInit)
    expect((await json<NearbyCityResponse>(res)).city?.id).toBe(city.id)
  })

  it('knows no city far from every place, nor without a position', async () => {
    expect((await json<NearbyCityResponse>(await call('/api/nearby-city.json?locale=fr_FR&lat=0&lng=-30'))).city).toBeNull()
    expect((await json<NearbyCityResponse>(await call('/api/nearby-city.json?locale=fr_FR'))).city).toBeNull()
  })

  it('refuses a latitude out of range, naming it', async () => {
    const res = await call('/api/nearby-city.json?locale=fr_FR&lat=95&lng=2')
    expect(res.status).toBe(400)
    expect((await json<ErrorJson>(res)).error.field).toBe('lat')
  })
})
