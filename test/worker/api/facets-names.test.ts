import { describe, expect, it } from 'vitest'
import type { FacetsResponse } from '../../../shared/api/facets'
import { SCORE_FILTER_OPTIONS } from '../../../shared/rules/score-filter'
import { getSite, SITE_IDS, type SiteId } from '../../../shared/sites'
import { createI18n } from '../../../client/i18n/create-i18n'
import { CATALOGS } from '../../../worker/i18n/catalogs'
import { call, json } from './app'

/** Score facet values (id → name) of facets.json in a locale, with names requested as the search page does. */
async function scoreNames(locale: SiteId): Promise<Record<string, string>> {
  const res = await call(`/api/facets.json?locale=${locale}&withNames=true&propertiesRequested=score`)
  expect(res.status).toBe(200)
  const score = (await json<FacetsResponse>(res)).properties.find((p) => p.propertyType === 'score')
  return Object.fromEntries((score?.values ?? []).map((v) => [v.id, v.name]))
}

describe('GET /api/facets.json score names', () => {
  it.each<[SiteId, Record<string, string>]>([
    ['fr_FR', { 9: 'Superbe', 8: 'Très bien', 7: 'Agréable' }],
    ['nl_NL', { 9: 'Geweldig', 8: 'Zeer goed', 7: 'Prettig' }],
  ])('names the score buckets in %s', async (locale, expected) => {
    expect(await scoreNames(locale)).toEqual(expected)
  })

  it.each(SITE_IDS.map((locale) => [locale]))('uses the words of the score filter in %s, never a message id', async (locale) => {
    const i18n = createI18n(locale, getSite(locale).bcp47, CATALOGS[locale])
    const names = await scoreNames(locale)
    for (const option of SCORE_FILTER_OPTIONS) {
      expect(names[String(option.value)]).toBe(i18n._(option.messageId))
      expect(names[String(option.value)]).not.toMatch(/^[\w.]+\.[\w.]+$/)
    }
  })
})
