import { describe, expect, it } from 'vitest'
import type { OffersResponse } from '../../../shared/api/search'
import { json, postJson, seedFacts } from './app'

describe("landing pages' top-results calls (searchCriterias and hash)", () => {
  it('search the criteria they send, as the same criteria sent as filters', async () => {
    const f = await seedFacts()
    const asLanding = await json<OffersResponse>(
      await postJson('/api/offers.json', {
        locale: 'fr_FR',
        limit: 3,
        hash: 'top-results',
        numberOfPackagesPerHotel: 1,
        searchCriterias: { city: f.cityId },
        orderBy: 'priceQuality',
      }),
    )
    const asFilters = await json<OffersResponse>(
      await postJson('/api/offers.json', { locale: 'fr_FR', limit: 3, filters: { city: f.cityId }, orderBy: 'priceQuality' }),
    )
    const nationwide = await json<OffersResponse>(await postJson('/api/offers.json', { locale: 'fr_FR', limit: 3 }))
    expect(asLanding.searchDetails.totalCount).toBe(asFilters.searchDetails.totalCount)
    expect(asLanding.searchDetails.totalCount).toBeLessThan(nationwide.searchDetails.totalCount)
    expect(asLanding.results.map((r) => r.id)).toEqual(asFilters.results.map((r) => r.id))
  })

  it('search activity-only products by the criteria they send, from page 0', async () => {
    const f = await seedFacts()
    const body = { locale: 'fr_FR', page: 0, numberOfPackagesPerHotel: 20, limit: 4 }
    const asLanding = await json<{ totalCount: number }>(
      await postJson('/api/search/activity-only.json', { ...body, searchCriterias: { city: f.cityId } }),
    )
    const asFilters = await json<{ totalCount: number }>(
      await postJson('/api/search/activity-only.json', { ...body, filters: { city: f.cityId } }),
    )
    expect(asLanding).toEqual(asFilters)
  })
})
