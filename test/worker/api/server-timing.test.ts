import { beforeAll, describe, expect, it } from 'vitest'
import { call, postJson, seedFacts } from './app'

let facts: Awaited<ReturnType<typeof seedFacts>>
beforeAll(async () => {
  facts = await seedFacts()
})

/** Round trips and rows read announced by Server-Timing. */
function d1Timing(res: Response): { queries: number; rows: number } {
  const match = /d1;dur=\d+(?:\.\d+)?;desc="queries=(\d+) rows=(\d+)"/.exec(res.headers.get('Server-Timing') ?? '')
  if (!match) throw new Error(`no d1 Server-Timing: ${res.headers.get('Server-Timing')}`)
  return { queries: Number(match[1]), rows: Number(match[2]) }
}

describe('Server-Timing on API answers', () => {
  it('counts one D1 round trip and its rows for a search, none when KV answers', async () => {
    const body = { locale: 'fr_FR', filters: { city: facts.cityId }, checkin: facts.checkin, nights: 1 }
    const miss = await postJson('/api/offers.json', body)
    expect(miss.headers.get('X-Cache')).toBe('MISS')
    const first = d1Timing(miss)
    expect(first.queries).toBe(1)
    expect(first.rows).toBeGreaterThan(0)
    const hit = await postJson('/api/offers.json', body)
    expect(hit.headers.get('X-Cache')).toBe('HIT')
    expect(d1Timing(hit)).toEqual({ queries: 0, rows: 0 })
  })

  it('answers a search without destination in one round trip, from the catalogue then from the index', async () => {
    const fromCatalogue = d1Timing(await postJson('/api/offers.json', { locale: 'es_ES', checkin: facts.checkin, nights: 2 }))
    // The first answer built the search's index shape after the response; page 2 reads it.
    const fromIndex = d1Timing(await postJson('/api/offers.json', { locale: 'es_ES', checkin: facts.checkin, nights: 2, page: 2 }))
    expect(fromCatalogue.queries).toBe(1)
    expect(fromIndex.queries).toBe(1)
    expect(fromIndex.rows).toBeLessThan(fromCatalogue.rows)
  })

  it('meters facets and gateway answers too', async () => {
    expect(d1Timing(await call(`/api/facets.json?locale=fr_FR&city=${facts.cityId}`)).queries).toBe(1)
    expect(d1Timing(await call('/gateway/no-such-route')).queries).toBe(0)
  })
})
