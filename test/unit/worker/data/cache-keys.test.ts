import { describe, expect, it } from 'vitest'
import {
  apiCacheKey,
  CACHE_SCHEMA_VERSION,
  generationTag,
  genKeysOf,
  htmlCacheUrl,
  htmlSpecOf,
  purgeGenKeys,
  stableStringify,
  TTLS,
} from '../../../../worker/data/cache-keys'

describe('stableStringify', () => {
  it('gives the same string for the same criteria in any order', () => {
    const a = { locale: 'fr_FR', filters: { stars: [5, 4], hotelTypes: ['castle', 'hotel'] }, page: 1 }
    const b = { page: 1, filters: { hotelTypes: ['hotel', 'castle'], stars: [4, 5] }, locale: 'fr_FR' }
    expect(stableStringify(a)).toBe(stableStringify(b))
  })
  it('drops undefined values but keeps nulls', () => {
    expect(stableStringify({ a: undefined, b: null })).toBe('{"b":null}')
  })
  it('keeps the order of arrays of objects', () => {
    expect(stableStringify([{ x: 2 }, { x: 1 }])).toBe('[{"x":2},{"x":1}]')
  })
})

describe('cache keys', () => {
  const spec = { pageType: 'search', site: 'fr_FR', request: { q: 1 } } as const
  it('name the page type, the site and the normalised request; the generations go in a tag beside it', async () => {
    expect(await apiCacheKey(spec)).toMatch(/^api:v\d+:search:fr_FR:[0-9a-f]{64}$/)
    expect(await apiCacheKey({ ...spec, request: { q: 2 } })).not.toBe(await apiCacheKey(spec))
    expect(await apiCacheKey({ ...spec, site: 'es_ES' })).not.toBe(await apiCacheKey(spec))
    expect(generationTag([0, 1, 0])).toBe('0.1.0')
    expect(generationTag([0, 1, 0])).not.toBe(generationTag([0, 0, 1]))
  })
  it('depend on all, site, page type, products and campaigns', () => {
    expect(genKeysOf({ pageType: 'product', site: 'es_ES', products: ['stay:1'], campaigns: ['summer'] })).toEqual([
      'gen:all',
      'gen:site:es_ES',
      'gen:page-type:product',
      'gen:product:stay:1',
      'gen:campaign:summer',
    ])
  })
  it('vary HTML by client build, site and experiment bucket only', () => {
    const parts = { build: 'k3x', site: 'fr_FR', path: '/fr-fr/recherche', bucket: 'b', pageType: 'search' } as const
    expect(htmlCacheUrl(parts, [1, 2])).toBe(`https://html-cache.invalid/v${CACHE_SCHEMA_VERSION}/k3x/fr_FR/b/g1.2/fr-fr/recherche`)
    expect(htmlCacheUrl({ ...parts, build: 'p9q' }, [1, 2])).not.toBe(htmlCacheUrl(parts, [1, 2]))
    expect(htmlSpecOf(parts).campaigns).toEqual(['*'])
  })
})

describe('purge scopes', () => {
  it.each([
    ['all', undefined, ['gen:all']],
    ['site', 'nl_BE', ['gen:site:nl_BE']],
    ['campaign', 'summer', ['gen:campaign:summer', 'gen:campaign:*']],
    ['product', 'stay:12', ['gen:product:stay:12', 'gen:page-type:search', 'gen:page-type:facets']],
    ['page-type', 'search', ['gen:page-type:search']],
  ] as const)('%s %s bumps %j', (scope, value, keys) => {
    expect(purgeGenKeys(scope, value)).toEqual(keys)
  })
  it('keeps stale windows longer than fresh ones', () => {
    for (const ttl of Object.values(TTLS)) expect(ttl.staleWhileRevalidate).toBeGreaterThan(ttl.fresh)
  })
})
