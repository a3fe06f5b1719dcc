import type { Context } from 'hono'
import type { AppEnv } from '../../env'
import { notFound } from '../../errors'
import { cachedJson, cachedResponse, isCachedNull } from '../../data/cache'
import type { CacheKeySpec } from '../../data/cache-keys'

/**
 * Answers from the KV cache (X-Cache: HIT | MISS | STALE). A null load is cached too (as "null")
 * and answered 404, so unknown ids do not hit the catalogue on every request.
 */
export async function respondCached<T>(
  c: Context<AppEnv>,
  spec: CacheKeySpec,
  what: string,
  load: () => Promise<T | null>,
): Promise<Response> {
  const cached = await cachedJson(c, spec, load)
  if (isCachedNull(cached)) throw notFound(what)
  return cachedResponse(c, cached)
}
