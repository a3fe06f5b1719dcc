import { env } from 'cloudflare:test'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ActivityDetailSchema } from '../../../shared/api/activity-only'
import { BoxDetailSchema } from '../../../shared/api/boxes'
import { StayDetailSchema } from '../../../shared/api/stay-detail'
import { call, seedFacts } from './app'

async function getJson(path: string): Promise<unknown> {
  const res = await call(path)
  expect(res.status, path).toBe(200)
  return res.json()
}

/** The meta description the pages write: the description on one line, cut at 160 characters. */
const metaDescription = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 160)

describe('the activity-only detail carries its page model (product-pages §3)', () => {
  it.each([
    ['fr_FR', '/fr-fr/activite/'],
    ['it_IT', '/it-it/esperienza/'],
  ])('%s: titled as the page, its description, canonical address, robots and breadcrumb', async (locale, path) => {
    const f = await seedFacts()
    const detail = v.parse(ActivityDetailSchema, await getJson(`/api/activity-only/weekend/${f.activityId}/detail.json?locale=${locale}`))
    expect(detail.published).toBe(true)
    expect(detail.pageModel).toEqual({
      title: `${detail.label}, ${detail.activities[0]?.activityCenter.label} | Wanderweek`,
      description: metaDescription(detail.description),
      canonicalUri: `${path}${f.activityId}`,
      index: true,
      follow: true,
      breadcrumb: detail.breadCrumb,
    })
    expect(detail.pageModel.description.length).toBeGreaterThan(0)
  })

  it('asks robots not to index an activity no longer on sale', async () => {
    // An unpublished one if the seed has one, else the last one (no other test asks for it) unpublished for the test.
    const row = await env.DB.prepare('SELECT id, published FROM activity_only_products ORDER BY published, id DESC LIMIT 1').first<{
      id: number
      published: number
    }>()
    if (!row) throw new Error('the test seed should have activities')
    const publish = (published: number) =>
      env.DB.prepare('UPDATE activity_only_products SET published = ?2 WHERE id = ?1').bind(row.id, published).run()
    await publish(0)
    try {
      const detail = v.parse(ActivityDetailSchema, await getJson(`/api/activity-only/weekend/${row.id}/detail.json?locale=fr_FR`))
      expect(detail.published).toBe(false)
      expect(detail.pageModel).toMatchObject({ index: false, follow: true })
    } finally {
      await publish(row.published)
    }
  })
})

describe('the box detail carries its page model (product-pages §3 Box)', () => {
  it.each([
    ['fr_FR', 'coffret cadeau', 'Coffrets cadeaux', '/fr-fr/box'],
    ['es_ES', 'caja regalo', 'Cajas regalo', '/es-es/box'],
    ['nl_NL', 'cadeaubox', 'Cadeauboxen', '/nl-nl/box'],
  ])(
    '%s: every box at its detail path under the boxes page, not indexed, with the layout the catalogue gives it',
    async (locale, kind, boxes, listUri) => {
      const { results } = await env.DB.prepare('SELECT code, slug, page_model FROM boxes WHERE published = 1 ORDER BY position').all<{
        code: string
        slug: string
        page_model: string
      }>()
      expect(results.length).toBeGreaterThan(0)
      for (const row of results) {
        const box = v.parse(BoxDetailSchema, await getJson(`/gateway/boxes/${row.code}/product-detail?locale=${locale}`))
        const uri = `${listUri}/p/${row.slug}/${row.code}`
        expect(box.pageModel).toEqual({
          title: `${box.title}, ${kind} | Wanderweek`,
          description: metaDescription(box.description),
          canonicalUri: uri,
          // Box pages are noindex, follow.
          index: false,
          follow: true,
          breadcrumb: [
            { label: boxes, uri: listUri },
            { label: box.title, uri },
          ],
          template: row.page_model,
        })
      }
    },
  )
})

describe('the stay detail carries its page model only when asked (product-pages §7 fetchPageModel)', () => {
  it.each(['', '&fetchPageModel=false', '&fetchPageModel=0'])('has none with "%s"', async (query) => {
    const f = await seedFacts()
    const detail = v.parse(StayDetailSchema, await getJson(`/api/weekend/${f.stayId}/detail.json?locale=fr_FR${query}`))
    expect(detail.pageModel).toBeNull()
  })

  it("has the stay page's title, description, canonical address, robots and breadcrumb with fetchPageModel=true", async () => {
    const f = await seedFacts()
    const detail = v.parse(StayDetailSchema, await getJson(`/api/weekend/${f.stayId}/detail.json?locale=es_ES&fetchPageModel=true`))
    expect(detail.pageModel).toEqual({
      title: `${detail.label}, ${detail.hotel.label} | Wanderweek`,
      description: metaDescription(detail.description),
      canonicalUri: detail.uri,
      index: true,
      follow: true,
      breadcrumb: detail.breadcrumb,
    })
    expect(detail.pageModel?.canonicalUri.startsWith('/es-es/estancia/')).toBe(true)
  })

  it('asks robots not to index a stay no longer on sale', async () => {
    const row = await env.DB.prepare('SELECT id FROM stays WHERE published = 0 ORDER BY id LIMIT 1').first<{ id: number }>()
    if (!row) throw new Error('the test seed should have an unpublished stay')
    const detail = v.parse(StayDetailSchema, await getJson(`/api/weekend/${row.id}/detail.json?locale=fr_FR&fetchPageModel=true`))
    expect(detail.published).toBe(false)
    expect(detail.pageModel).toMatchObject({ index: false, follow: true })
  })
})
