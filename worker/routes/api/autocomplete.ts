import { Hono } from 'hono'
import { AutocompleteQuerySchema, RecommendedAutocompleteQuerySchema } from '../../../shared/api/autocomplete'
import type { AppEnv } from '../../env'
import { getCatalog } from '../../data/get-catalog'
import { vQuery } from '../../validate'
import { respondCached } from './respond'

/** Destination suggestions: GET /autocomplete-geonames.json and /recommendedAutocomplete.json. */
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
