import { Hono } from 'hono'
import { AutocompleteQuerySchema, NearbyCityQuerySchema, RecommendedAutocompleteQuerySchema } from '../../../shared/api/autocomplete'
import type { AppEnv } from '../../env'
import { getCatalog } from '../../data/get-catalog'
import { vQuery } from '../../validate'
import { respondCached } from './respond'

/** The position the edge derives from the visitor's address (request.cf), when it knows one. */
function edgePosition(request: Request): { lat: number; lng: number } | null {
  const cf = (request as { cf?: { latitude?: unknown; longitude?: unknown } }).cf
  const lat = Number(cf?.latitude)
  const lng = Number(cf?.longitude)
  return cf?.latitude !== undefined && cf.longitude !== undefined && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null
}

/** Destination suggestions: GET /autocomplete-geonames.json and /recommendedAutocomplete.json; the visitor's city. */
export const autocomplete = new Hono<AppEnv>()
  .get('/autocomplete-geonames.json', vQuery(AutocompleteQuerySchema), async (c) => {
    const q = c.req.valid('query')
    return respondCached(c, { pageType: 'autocomplete', site: q.locale, request: q }, 'suggestions', () => getCatalog(c).autocomplete(q))
  })
  .get('/recommendedAutocomplete.json', vQuery(RecommendedAutocompleteQuerySchema), async (c) => {
    const q = c.req.valid('query')
    return respondCached(c, { pageType: 'autocomplete', site: q.locale, request: { recommended: q } }, 'suggestions', () =>
      getCatalog(c).recommendedAutocomplete(q),
    )
  })
  .get('/nearby-city.json', vQuery(NearbyCityQuerySchema), async (c) => {
    const q = c.req.valid('query')
    const given = q.lat !== undefined && q.lng !== undefined ? { lat: q.lat, lng: q.lng } : null
    const position = given ?? edgePosition(c.req.raw)
    // Per visitor: browsers and shared caches must not keep it for someone else.
    c.header('Cache-Control', 'private, max-age=3600')
    if (!position) return c.json({ city: null })
    // About 1 km of precision: close visitors share one cached answer.
    const lat = Math.round(position.lat * 100) / 100
    const lng = Math.round(position.lng * 100) / 100
    return respondCached(c, { pageType: 'autocomplete', site: q.locale, request: { nearby: [lat, lng] } }, 'nearby city', async () => ({
      city: await getCatalog(c).nearbyCity({ locale: q.locale, lat, lng }),
    }))
  })
