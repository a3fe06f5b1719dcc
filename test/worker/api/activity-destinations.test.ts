import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { ActivitySearchResponse } from '../../../shared/api/activity-only'
import { CITY_DISTANCE } from '../../../shared/rules/distance'
import { PLACE_RADIUS_KM } from '../../../worker/data/d1-catalog/stay-search-sql'
import { json, postJson } from './app'

type Point = { id: number; lat: number; lng: number }

/** Published activity-only products for 2 within `km` of a point, by the same equirectangular distance. */
async function activitiesAround(point: Point, km: number): Promise<number[]> {
  const rows = await env.DB.prepare(
    `SELECT a.id, a.lat, a.lng FROM activity_only_products a JOIN activity_only_prices pr ON pr.product_id = a.id AND pr.adults = 2
     WHERE a.published = 1 AND (a.expiration_date IS NULL OR a.expiration_date >= ?1) AND 2 BETWEEN a.participants_min AND a.participants_max`,
  )
    .bind(new Date().toISOString().slice(0, 10))
    .all<Point>()
  const k = Math.cos((point.lat * Math.PI) / 180)
  return rows.results
    .filter((a) => Math.hypot((a.lat - point.lat) * 111.195, (a.lng - point.lng) * 111.195 * k) <= km - 0.01)
    .map((a) => a.id)
}

async function search(filters: Record<string, number>): Promise<ActivitySearchResponse> {
  return json<ActivitySearchResponse>(
    await postJson('/api/search/activity-only.json', { locale: 'fr_FR', participants: 2, filters, limit: 100 }),
  )
}

describe('activity-only search around a point destination', () => {
  it.each(['poi', 'skiResort', 'seaResort'] as const)('finds the activities around a %s', async (kind) => {
    const places = await env.DB.prepare(`SELECT id, lat, lng FROM places WHERE kind = ?1 ORDER BY id`)
      .bind(kind === 'poi' ? 'poi' : kind === 'skiResort' ? 'ski_resort' : 'seaside_resort')
      .all<Point>()
    expect(places.results.length).toBeGreaterThan(0)
    let checked = 0
    for (const place of places.results) {
      const expected = await activitiesAround(place, PLACE_RADIUS_KM[kind])
      if (expected.length === 0) continue
      const res = await search({ [kind]: place.id })
      expect(res.totalCount).toBe(expected.length)
      expect(res.results.map((r) => r.id).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b))
      if (++checked === 2) break
    }
    expect(checked).toBeGreaterThan(0)
  })

  it('finds the activities around a hotel', async () => {
    const hotels = await env.DB.prepare('SELECT id, lat, lng FROM hotels WHERE active = 1 ORDER BY id LIMIT 40').all<Point>()
    const around = await Promise.all(
      hotels.results.map(async (h) => ({ hotel: h, expected: await activitiesAround(h, PLACE_RADIUS_KM.poi) })),
    )
    const best = around.sort((a, b) => b.expected.length - a.expected.length)[0]
    if (!best || best.expected.length === 0) throw new Error('the test seed should have activities near a hotel')
    const res = await search({ hotel: best.hotel.id })
    expect(res.results.map((r) => r.id).sort((a, b) => a - b)).toEqual(best.expected.sort((a, b) => a - b))
    expect(res.totalCount).toBeLessThan((await search({})).totalCount)
  })

  it('finds the activities of a city and of its surroundings, within its city distance', async () => {
    // Cities whose surroundings have venues of their own: a city's list is not only its own venues.
    const cities = await env.DB.prepare(
      `SELECT p.id, p.lat, p.lng, (SELECT count(*) FROM activity_only_products a WHERE a.city_id = p.id) AS own
       FROM places p WHERE p.kind = 'city' AND p.country_code = 'FR' ORDER BY p.population DESC LIMIT 60`,
    ).all<Point & { own: number }>()
    let checked = 0
    for (const city of cities.results) {
      const expected = await activitiesAround(city, CITY_DISTANCE.max)
      if (expected.length <= city.own) continue
      const res = await search({ city: city.id })
      expect(res.totalCount).toBe(expected.length)
      expect(res.results.map((r) => r.id).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b))
      if (++checked === 2) break
    }
    expect(checked).toBeGreaterThan(0)
  })
})
