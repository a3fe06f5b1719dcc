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
import { IsolateMemory } from './isolate-memory'

/** How a response was served, sent as X-Cache. */
export type CacheStatus = 'HIT' | 'MISS' | 'STALE'

/** A cached JSON answer: its UTF-8 bytes, as the isolate keeps them and a response sends them. */
export interface CachedJson {
  bytes: Uint8Array<ArrayBuffer>
  status: CacheStatus
}

const encoder = new TextEncoder()
const decoder = new TextDecoder()

/** The JSON text of a cached answer. */
export function cachedText(cached: Pick<CachedJson, 'bytes'>): string {
  return decoder.decode(cached.bytes)
}

/** Whether a cached answer is JSON null (an unknown id, cached too). */
export function isCachedNull(cached: Pick<CachedJson, 'bytes'>): boolean {
  const b = cached.bytes
  return b.byteLength === 4 && b[0] === 0x6e && b[1] === 0x75 && b[2] === 0x6c && b[3] === 0x6c
}

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

/** Remembers generations just read from KV (or just bumped by this isolate) for a second. */
function noteGenerations(keys: readonly string[], values: readonly number[], now: number): void {
  keys.forEach((k, i) => recentGenerations.set(k, { value: values[i] ?? 0, until: now + RECENT_GENERATIONS_MS }))
}

/** readGenerations, answered from the isolate's recent reads when they are all fresh. */
async function readRecentGenerations(kv: KVNamespace, keys: readonly string[]): Promise<number[]> {
  const now = Date.now()
  const known = recentGenerationsOf(keys, now)
  if (known) return known
  const values = await readGenerations(kv, keys)
  noteGenerations(keys, values, now)
  return values
}

/** The generations of `keys` this isolate read within the last second, or null when one is older. */
function recentGenerationsOf(keys: readonly string[], now: number): number[] | null {
  const values: number[] = []
  for (const k of keys) {
    const known = recentGenerations.get(k)
    if (!known || known.until <= now) return null
    values.push(known.value)
  }
  return values
}

/**
 * The isolate's own copies of the answers it served lately, in front of KV: a hot search repeated
 * within its fresh TTL is answered without a KV read. A copy counts only under the generations
 * the isolate read within the last second (a purge reaches it as fast as it reaches the HTML
 * cache).
 *
 * An answer computed here goes to KV the first time it is asked for again (`inKv` false until
 * then): most searches are asked once, and writing each of them would cost a KV write per search
 * for nothing.
 *
 * Copies are kept as UTF-8 bytes, outside the JavaScript heap: kept as strings, every answer of
 * the last seconds is live when the young generation is collected, and copying them (twice, as
 * survivors and then into the old generation) made those pauses last up to 30 ms under load.
 */
type Kept = { bytes: Uint8Array<ArrayBuffer>; generations: string; storedAt: number; inKv: boolean }
const memory = new IsolateMemory<Kept>(8 * 1024 * 1024, (kept) => kept.bytes.byteLength)

/** Keeps a copy; false when the body is too large for the isolate's memory. */
function remember(key: string, bytes: Uint8Array<ArrayBuffer>, generations: string, storedAt: number, inKv: boolean): boolean {
  return memory.set(key, { bytes, generations, storedAt, inKv })
}

/** The copy of `key` kept by this isolate under the current generations, younger than `maxAge` seconds, if any. */
function recall(key: string, genKeys: readonly string[], maxAge: number, now: number): Kept | null {
  const entry = memory.peek(key)
  if (!entry || (now - entry.storedAt) / 1000 >= maxAge) return null
  const current = recentGenerationsOf(genKeys, now)
  if (!current || generationTag(current) !== entry.generations) return null
  return memory.use(key) ?? null
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

async function store(
  kv: KVNamespace,
  key: string,
  body: string | Uint8Array,
  spec: CacheKeySpec,
  generations: string,
  storedAt: number = Date.now(),
): Promise<void> {
  const ttl = TTLS[spec.pageType]
  const meta: EntryMeta = { storedAt, generations }
  await kv.put(key, body, {
    expirationTtl: Math.max(KV_MIN_TTL, ttl.fresh + ttl.staleWhileRevalidate + ttl.staleIfError),
    metadata: meta,
  })
}

/**
 * KV read-through cache of a JSON answer, with the isolate's memory in front: fresh → HIT; within
 * stale-while-revalidate → STALE and refreshed in the background; older or missing → MISS (loaded
 * now). If loading fails and any old entry exists, that entry is served as STALE (stale-if-error).
 * An answer reaches KV once it is asked for a second time (see memory).
 */
export async function cachedJson<T>(c: Context<AppEnv>, spec: CacheKeySpec, load: () => Promise<T>): Promise<CachedJson> {
  const kv = c.env.CACHE
  const genKeys = genKeysOf(spec)
  const key = await apiCacheKey(spec)
  const ttl = TTLS[spec.pageType]
  const now = Date.now()
  const refresh = async (generations: string) => {
    const bytes = encoder.encode(JSON.stringify(await load()))
    await store(kv, key, bytes, spec, generations)
    remember(key, bytes, generations, Date.now(), true)
  }
  // A copy asked for again is now worth a place in KV, for the other isolates.
  const admit = (copy: Kept) => {
    if (copy.inKv) return
    copy.inKv = true
    runAfterResponse(c, store(kv, key, copy.bytes, spec, copy.generations, copy.storedAt))
  }
  const kept = recall(key, genKeys, ttl.fresh + ttl.staleWhileRevalidate, now)
  if (kept !== null) {
    if ((now - kept.storedAt) / 1000 < ttl.fresh) {
      admit(kept)
      return { bytes: kept.bytes, status: 'HIT' }
    }
    runAfterResponse(c, refresh(kept.generations))
    return { bytes: kept.bytes, status: 'STALE' }
  }
  // One KV read: the scope's generations and the entry. An entry stored under other generations
  // was purged since (or is being replaced): it is never served, not even as a stale copy.
  const found = await kv.getWithMetadata<EntryMeta>([...genKeys, key], 'text')
  const current = genKeys.map((k) => generationOf(found.get(k)?.value))
  noteGenerations(genKeys, current, now)
  const generations = generationTag(current)
  const stored = found.get(key)
  let value: Uint8Array<ArrayBuffer> | null =
    stored?.value != null && stored.metadata?.generations === generations ? encoder.encode(stored.value) : null
  let storedAt = value !== null ? stored?.metadata?.storedAt : undefined
  // Not in KV (asked once so far, see memory): this isolate's own copy, when still of these generations.
  const own = value === null ? memory.peek(key) : undefined
  if (own && own.generations === generations && (now - own.storedAt) / 1000 < ttl.fresh + ttl.staleWhileRevalidate + ttl.staleIfError) {
    value = own.bytes
    storedAt = own.storedAt
  }
  const age = value !== null && storedAt !== undefined ? (now - storedAt) / 1000 : Infinity
  if (value !== null && age < ttl.fresh) {
    if (own) admit(own)
    else if (storedAt !== undefined) remember(key, value, generations, storedAt, true)
    return { bytes: value, status: 'HIT' }
  }
  if (value !== null && age < ttl.fresh + ttl.staleWhileRevalidate) {
    runAfterResponse(c, refresh(generations))
    return { bytes: value, status: 'STALE' }
  }
  try {
    const bytes = encoder.encode(JSON.stringify(await load()))
    // KV gets it once it is asked for again (see memory), or now if the isolate cannot keep it.
    if (!remember(key, bytes, generations, Date.now(), false)) runAfterResponse(c, store(kv, key, bytes, spec, generations))
    return { bytes, status: 'MISS' }
  } catch (err) {
    if (value !== null) return { bytes: value, status: 'STALE' }
    throw err
  }
}

/** A JSON response from a cached answer, with X-Cache. */
export function cachedResponse(c: Context<AppEnv>, cached: CachedJson): Response {
  return c.body(cached.bytes, 200, { 'Content-Type': 'application/json; charset=UTF-8', 'X-Cache': cached.status })
}

/** Bumps the generations of a purge scope; returns the new numbers by key. */
export async function purge(kv: KVNamespace, scope: PurgeScope, value?: string): Promise<Record<string, number>> {
  const keys = purgeGenKeys(scope, value)
  const bumped = (await readGenerations(kv, keys)).map((n) => n + 1)
  noteGenerations(keys, bumped, Date.now())
  await Promise.all(keys.map((k, i) => kv.put(k, String(bumped[i] ?? 1))))
  return Object.fromEntries(keys.map((k, i) => [k, bumped[i] ?? 1]))
}

/** The Cache API request that keys an anonymous page's HTML (generations included). */
export async function htmlCacheRequest(kv: KVNamespace, parts: HtmlKeyParts): Promise<Request> {
  const generations = await readRecentGenerations(kv, genKeysOf(htmlSpecOf(parts)))
  return new Request(htmlCacheUrl(parts, generations))
}

/** A page's HTML lookup: the key (reused to store a miss, so a purge in between cannot be undone) and the hit, if any. */
export interface HtmlLookup {
  key: Request
  hit: { html: string; headers: Headers } | null
}

/**
 * The isolate's own copies of the pages it stored in the Cache API or found there lately, in front
 * of it: a page asked for again is answered without a Cache API lookup. Kept under the Cache API's
 * key, whose URL holds the purge generations, so a purge reaches them as it reaches the Cache API.
 * A page this isolate stored is kept as long as the Cache API keeps it (the HTML fresh TTL); one
 * found in the Cache API, of unknown age, for a few seconds.
 */
const FOUND_PAGE_MS = 5000
type KeptPage = { html: string; headers: [string, string][]; until: number }
const pageMemory = new IsolateMemory<KeptPage>(4 * 1024 * 1024, (page) => page.html.length)

/**
 * Forgets every answer, page and generation this isolate keeps in front of KV and the Cache API,
 * for when both were emptied under it (the worker tests start each file from an empty cache in
 * the same isolate).
 */
export function forgetIsolateCopies(): void {
  memory.clear()
  pageMemory.clear()
  recentGenerations.clear()
}

function keepPage(url: string, html: string, headers: Headers, until: number): void {
  pageMemory.set(url, { html, headers: [...headers], until })
}

function recallPage(url: string, now: number): KeptPage | null {
  const entry = pageMemory.use(url)
  if (!entry) return null
  if (entry.until > now) return entry
  pageMemory.delete(url)
  return null
}

/** Cached HTML of an anonymous page, with X-Cache: HIT, or null; the key comes back for putCachedHtml. */
export async function getCachedHtml(kv: KVNamespace, parts: HtmlKeyParts): Promise<HtmlLookup> {
  const key = await htmlCacheRequest(kv, parts)
  const now = Date.now()
  const kept = recallPage(key.url, now)
  if (kept) {
    const headers = new Headers(kept.headers)
    headers.set('X-Cache', 'HIT')
    return { key, hit: { html: kept.html, headers } }
  }
  const found = await (await caches.open(HTML_CACHE_NAME)).match(key)
  if (!found) return { key, hit: null }
  const html = await found.text()
  const headers = new Headers(found.headers)
  keepPage(key.url, html, headers, now + FOUND_PAGE_MS)
  headers.set('X-Cache', 'HIT')
  return { key, hit: { html, headers } }
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
      keepPage(key.url, stored, copyHeaders, Date.now() + TTLS.html.fresh * 1000)
    })(),
  )
  return new Response(forClient, { status: response.status, headers })
}
