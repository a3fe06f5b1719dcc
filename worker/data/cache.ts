import type { Context } from 'hono'
import type { AppEnv } from '../env'
import {
  apiCacheKey,
  type CacheKeySpec,
  generationTag,
  genKeysOf,
  htmlCacheUrl,
  type HtmlKeyParts,
  htmlSpecOf,
  purgeGenKeys,
  type PurgeScope,
  TTLS,
} from './cache-keys'

/** How a response was served, sent as X-Cache. */
export type CacheStatus = 'HIT' | 'MISS' | 'STALE'

interface EntryMeta {
  storedAt: number
  /** The purge generations the entry was built under (generationTag). */
  generations: string
}

/** Named Cache API cache of page HTML (caches.open is typed by both DOM and workers libs). */
const HTML_CACHE_NAME = 'html-pages'

/** KV never keeps an entry for less than 60 s. */
const KV_MIN_TTL = 60

/** A stored generation number (0 when never bumped or unreadable). */
function generationOf(value: string | null | undefined): number {
  const n = Number(value ?? '0')
  return Number.isSafeInteger(n) && n >= 0 ? n : 0
}

/** Current generation numbers (0 when never bumped), one KV read for all of them. */
export async function readGenerations(kv: KVNamespace, keys: readonly string[]): Promise<number[]> {
  const values = await kv.get([...keys], 'text')
  return keys.map((k) => generationOf(values.get(k)))
}

/**
 * Generations this isolate read lately, for the HTML cache: a page hit reuses them for a second
 * instead of reading KV again. KV itself takes up to a minute to carry a write to other locations,
 * so a purge reaches visitors as fast as before; this isolate's own purges update them at once.
 */
const RECENT_GENERATIONS_MS = 1000
const recentGenerations = new Map<string, { value: number; until: number }>()

/** readGenerations, answered from the isolate's recent reads when they are all fresh. */
async function readRecentGenerations(kv: KVNamespace, keys: readonly string[]): Promise<number[]> {
  const now = Date.now()
  const known = keys.map((k) => recentGenerations.get(k))
  if (known.every((g) => g !== undefined && g.until > now)) return known.map((g) => g?.value ?? 0)
  const values = await readGenerations(kv, keys)
  keys.forEach((k, i) => recentGenerations.set(k, { value: values[i] ?? 0, until: now + RECENT_GENERATIONS_MS }))
  return values
}

/** Runs work after the response when the runtime allows it (tests calling app.request have no execution context). */
export function runAfterResponse(c: Context<AppEnv>, work: Promise<unknown>): void {
  const guarded = work.catch((err: unknown) =>
    console.error(JSON.stringify({ level: 'error', message: 'background cache work failed', error: String(err) })),
  )
  try {
    c.executionCtx.waitUntil(guarded)
  } catch {
    // No ExecutionContext: the promise still runs; nobody waits for it.
  }
}

async function store(kv: KVNamespace, key: string, body: string, spec: CacheKeySpec, generations: string): Promise<void> {
  const ttl = TTLS[spec.pageType]
  const meta: EntryMeta = { storedAt: Date.now(), generations }
  await kv.put(key, body, {
    expirationTtl: Math.max(KV_MIN_TTL, ttl.fresh + ttl.staleWhileRevalidate + ttl.staleIfError),
    metadata: meta,
  })
}

/**
 * KV read-through cache of a JSON answer: fresh → HIT; within stale-while-revalidate → STALE and
 * refreshed in the background; older or missing → MISS (loaded now). If loading fails and any old
 * entry exists, that entry is served as STALE (stale-if-error).
 */
export async function cachedJson<T>(
  c: Context<AppEnv>,
  spec: CacheKeySpec,
  load: () => Promise<T>,
): Promise<{ body: string; status: CacheStatus }> {
  const kv = c.env.CACHE
  const genKeys = genKeysOf(spec)
  const key = await apiCacheKey(spec)
  // One KV read: the scope's generations and the entry. An entry stored under other generations
  // was purged since (or is being replaced): it is never served, not even as a stale copy.
  const found = await kv.getWithMetadata<EntryMeta>([...genKeys, key], 'text')
  const generations = generationTag(genKeys.map((k) => generationOf(found.get(k)?.value)))
  const stored = found.get(key)
  const value = stored?.value != null && stored.metadata?.generations === generations ? stored.value : null
  const ttl = TTLS[spec.pageType]
  const age = value !== null && stored?.metadata ? (Date.now() - stored.metadata.storedAt) / 1000 : Infinity
  if (value !== null && age < ttl.fresh) return { body: value, status: 'HIT' }
  const refresh = async () => {
    const body = JSON.stringify(await load())
    await store(kv, key, body, spec, generations)
    return body
  }
  if (value !== null && age < ttl.fresh + ttl.staleWhileRevalidate) {
    runAfterResponse(c, refresh())
    return { body: value, status: 'STALE' }
  }
  try {
    const body = JSON.stringify(await load())
    runAfterResponse(c, store(kv, key, body, spec, generations))
    return { body, status: 'MISS' }
  } catch (err) {
    if (value !== null) return { body: value, status: 'STALE' }
    throw err
  }
}

/** A JSON response from a cached body, with X-Cache. */
export function cachedResponse(c: Context<AppEnv>, cached: { body: string; status: CacheStatus }): Response {
  return c.body(cached.body, 200, { 'Content-Type': 'application/json; charset=UTF-8', 'X-Cache': cached.status })
}

/** Bumps the generations of a purge scope; returns the new numbers by key. */
export async function purge(kv: KVNamespace, scope: PurgeScope, value?: string): Promise<Record<string, number>> {
  const keys = purgeGenKeys(scope, value)
  const current = await readGenerations(kv, keys)
  const next: Record<string, number> = {}
  await Promise.all(
    keys.map((k, i) => {
      const n = (current[i] ?? 0) + 1
      next[k] = n
      recentGenerations.set(k, { value: n, until: Date.now() + RECENT_GENERATIONS_MS })
      return kv.put(k, String(n))
    }),
  )
  return next
}

/** The Cache API request that keys an anonymous page's HTML (generations included). */
export async function htmlCacheRequest(kv: KVNamespace, parts: HtmlKeyParts): Promise<Request> {
  const generations = await readRecentGenerations(kv, genKeysOf(htmlSpecOf(parts)))
  return new Request(htmlCacheUrl(parts, generations))
}

/** A page's HTML lookup: the key (reused to store a miss, so a purge in between cannot be undone) and the hit, if any. */
export interface HtmlLookup {
  key: Request
  hit: Response | null
}

/** Cached HTML of an anonymous page, with X-Cache: HIT, or null; the key comes back for putCachedHtml. */
export async function getCachedHtml(kv: KVNamespace, parts: HtmlKeyParts): Promise<HtmlLookup> {
  const key = await htmlCacheRequest(kv, parts)
  const hit = await (await caches.open(HTML_CACHE_NAME)).match(key)
  if (!hit) return { key, hit: null }
  const res = new Response(hit.body, hit)
  res.headers.set('X-Cache', 'HIT')
  return { key, hit: res }
}

/**
 * Answers `response` with X-Cache: MISS and stores a copy after the response. Only 200 answers
 * without Set-Cookie are stored; the copy carries the HTML TTL. `toStored` turns the whole page
 * into the stored text once it has streamed, or returns null to store nothing (a failed render).
 */
export function putCachedHtml(
  c: Context<AppEnv>,
  key: Request,
  response: Response,
  toStored: (html: string) => string | null = (html) => html,
): Response {
  const headers = new Headers(response.headers)
  headers.set('X-Cache', 'MISS')
  if (response.status !== 200 || response.headers.has('Set-Cookie') || !response.body) {
    return new Response(response.body, { status: response.status, headers })
  }
  const [forClient, forCache] = response.body.tee()
  const copyHeaders = new Headers(headers)
  copyHeaders.set('Cache-Control', `public, max-age=${TTLS.html.fresh}`)
  runAfterResponse(
    c,
    (async () => {
      const stored = toStored(await new Response(forCache).text())
      if (stored === null) return
      const cache = await caches.open(HTML_CACHE_NAME)
      await cache.put(key, new Response(stored, { status: 200, headers: copyHeaders }))
    })(),
  )
  return new Response(forClient, { status: response.status, headers })
}
