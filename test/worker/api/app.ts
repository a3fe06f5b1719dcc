import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { Hono } from 'hono'
import type { AppEnv } from '../../../worker/env'
import { errorHandler, notFoundJson } from '../../../worker/errors'
import { api } from '../../../worker/routes/api'
import { contentFiles } from '../../../worker/routes/api/content'
import { gateway } from '../../../worker/routes/gateway'
import { ops } from '../../../worker/routes/ops'
import { catalogueToday } from '../../../worker/data/get-catalog'

/** The API sub-apps mounted as worker/index.ts mounts them, without pages (tests call it with real bindings). */
export const app = new Hono<AppEnv>().route('/api', api).route('/gateway', gateway).route('/ops', ops).route('/', contentFiles)
app.all('/api/*', notFoundJson)
app.onError(errorHandler)

/** A request through the app with the test bindings; background cache writes are awaited. */
export async function call(path: string, init: RequestInit = {}, bindings: Partial<Env> = {}): Promise<Response> {
  const ctx = createExecutionContext()
  const res = await app.request(`http://localhost${path}`, init, { ...env, ...bindings }, ctx)
  await waitOnExecutionContext(ctx)
  return res
}

export async function postJson(path: string, body: unknown, bindings: Partial<Env> = {}): Promise<Response> {
  return call(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }, bindings)
}

/** JSON body of a response (typed by the caller: the schemas are tested separately). */
export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T
}

export interface ErrorJson {
  error: { code: string; message: string; field?: string }
}

/** Facts of the test seed the tests build their requests from. */
export async function seedFacts() {
  const db = env.DB
  // The catalogue's day (Paris), as the worker reads it: not UTC's, a day behind from 23:00 or 22:00 UTC.
  const today = catalogueToday()
  const todayDay = Math.round(Date.parse(`${today}T00:00:00Z`) / 86_400_000)
  const city = await db
    .prepare(
      `SELECT h.city_id AS id, COUNT(DISTINCT h.id) AS n FROM hotels h JOIN stays s ON s.hotel_id = h.id
      WHERE h.active = 1 AND s.published = 1 AND s.item_category = 'weekend' GROUP BY h.city_id ORDER BY n DESC, h.city_id LIMIT 1`,
    )
    .first<{ id: number; n: number }>()
  // The first day, from three days ahead, of a stay bookable for dates (weekend, on sale, one
  // night, two adults) whose availability matches `rooms`: open for the bookable fact, sold out for
  // the closed one.
  const stayDay = (rooms: string) =>
    db
      .prepare(
        `SELECT av.stay_id, av.day, s.hotel_id FROM availability av JOIN stays s ON s.id = av.stay_id JOIN hotels h ON h.id = s.hotel_id
        WHERE av.day >= ?1 + 3 AND ${rooms} AND s.min_nights = 1 AND s.published = 1 AND h.active = 1
          AND s.item_category = 'weekend' AND s.max_adults >= 2 AND (s.expiration_date IS NULL OR s.expiration_date >= ?2)
        ORDER BY av.day, av.stay_id LIMIT 1`,
      )
      .bind(todayDay, today)
      .first<{ stay_id: number; day: number; hotel_id: number }>()
  const bookable = await stayDay('av.rooms_left > 0 AND av.min_los = 1')
  const closed = await stayDay('av.rooms_left = 0')
  const reviewed = await db
    .prepare('SELECT hotel_id AS id, COUNT(*) AS n FROM reviews GROUP BY hotel_id ORDER BY n DESC LIMIT 1')
    .first<{ id: number; n: number }>()
  const activity = await db.prepare('SELECT id FROM activity_only_products WHERE published = 1 ORDER BY id LIMIT 1').first<{ id: number }>()
  const box = await db.prepare('SELECT code FROM boxes WHERE published = 1 ORDER BY position LIMIT 1').first<{ code: string }>()
  const place = await db
    .prepare(
      `SELECT pn.name, pn.normalized FROM place_names pn JOIN places p ON p.id = pn.place_id WHERE pn.locale = 'fr_FR' AND p.kind = 'city' AND pn.name <> pn.normalized ORDER BY p.hotel_count DESC LIMIT 1`,
    )
    .first<{ name: string; normalized: string }>()
  const iso = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10)
  if (!city || !bookable) throw new Error('The test seed needs a city with stays and a bookable day')
  return {
    today,
    cityId: city.id,
    cityHotels: city.n,
    stayId: bookable.stay_id,
    hotelId: bookable.hotel_id,
    checkin: iso(bookable.day),
    closed: closed ? { stayId: closed.stay_id, checkin: iso(closed.day) } : null,
    reviewedHotel: reviewed,
    activityId: activity?.id ?? null,
    boxCode: box?.code ?? null,
    accentedPlace: place,
  }
}
