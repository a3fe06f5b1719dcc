import type { SiteId } from '../../shared/sites'

/**
 * Every cache key, TTL and purge scope of the worker, in one place.
 *
 * A key embeds the generation numbers of the scopes it belongs to; a purge bumps a generation
 * (stored in KV under GEN_PREFIX), so every key of that scope changes at once and the old
 * entries simply expire. This works the same for KV entries and Cache API HTML.
 */

/** Bump this to orphan every entry after a change of the cached shapes. */
export const CACHE_SCHEMA_VERSION = 7

export const PURGE_SCOPES = ['all', 'site', 'campaign', 'product', 'page-type'] as const
export type PurgeScope = (typeof PURGE_SCOPES)[number]

/** Page types a purge can target: API areas and HTML pages. */
export const PAGE_TYPES = [
  'search',
  'facets',
  'autocomplete',
  'product',
  'hotel',
  'reviews',
  'calendar',
  'activity',
  'boxes',
  'cms',
  'home',
  'landing',
  'content',
] as const
export type PageType = (typeof PAGE_TYPES)[number]

/** Seconds: served as fresh, then served stale while revalidating, then kept only for stale-if-error. */
export interface Ttl {
  fresh: number
  staleWhileRevalidate: number
  staleIfError: number
}

export const TTLS: Readonly<Record<PageType | 'html', Ttl>> = {
  search: { fresh: 300, staleWhileRevalidate: 3_600, staleIfError: 86_400 },
  facets: { fresh: 300, staleWhileRevalidate: 3_600, staleIfError: 86_400 },
  autocomplete: { fresh: 3_600, staleWhileRevalidate: 86_400, staleIfError: 604_800 },
  product: { fresh: 300, staleWhileRevalidate: 1_800, staleIfError: 86_400 },
  hotel: { fresh: 600, staleWhileRevalidate: 3_600, staleIfError: 86_400 },
  reviews: { fresh: 3_600, staleWhileRevalidate: 86_400, staleIfError: 604_800 },
  calendar: { fresh: 300, staleWhileRevalidate: 1_800, staleIfError: 86_400 },
  activity: { fresh: 600, staleWhileRevalidate: 3_600, staleIfError: 86_400 },
  boxes: { fresh: 600, staleWhileRevalidate: 3_600, staleIfError: 86_400 },
  cms: { fresh: 300, staleWhileRevalidate: 3_600, staleIfError: 604_800 },
  home: { fresh: 120, staleWhileRevalidate: 600, staleIfError: 86_400 },
  landing: { fresh: 120, staleWhileRevalidate: 600, staleIfError: 86_400 },
  // Static content pages (terms, cookies…) change rarely and are purged when they do.
  content: { fresh: 3_600, staleWhileRevalidate: 86_400, staleIfError: 604_800 },
  html: { fresh: 120, staleWhileRevalidate: 600, staleIfError: 86_400 },
}

/** KV key prefix of generation counters. */
export const GEN_PREFIX = 'gen:'

/** Generation counter key of one scope value. */
export function genKey(scope: 'all'): string
export function genKey(scope: Exclude<PurgeScope, 'all'>, value: string): string
export function genKey(scope: PurgeScope, value?: string): string {
  return scope === 'all' ? `${GEN_PREFIX}all` : `${GEN_PREFIX}${scope}:${value ?? ''}`
}

/** Campaign-driven content (CMS blocks, banners, landing HTML) shares this generation besides its own campaign's. */
export const ANY_CAMPAIGN = '*'

/** What a cached entry belongs to: its purge scopes. */
export interface CacheKeySpec {
  pageType: PageType
  /** Site of the entry; null for site-independent data. */
  site: SiteId | null
  /** Product ids as "stay:12", "hotel:3", "activity:7", "box:CODE". */
  products?: readonly string[]
  /** Campaigns; CMS and HTML entries pass ANY_CAMPAIGN. */
  campaigns?: readonly string[]
  /** Normalised request: same criteria in any order → same key. */
  request: unknown
}

/**
 * The CMS answers the pages read as well as the API serves them (the same entries): the promo bars
 * of a site and flow, and a site's announcement banners.
 */
export const promoBarsSpec = (q: { locale: SiteId; flow: string }): CacheKeySpec => ({
  pageType: 'cms',
  site: q.locale,
  campaigns: [ANY_CAMPAIGN],
  request: { promoBars: { locale: q.locale, flow: q.flow } },
})
export const announcementsSpec = (locale: SiteId): CacheKeySpec => ({
  pageType: 'cms',
  site: locale,
  campaigns: [ANY_CAMPAIGN],
  request: { announcements: true },
})

/** The generation keys a spec depends on, in a fixed order. */
export function genKeysOf(spec: Pick<CacheKeySpec, 'pageType' | 'site' | 'products' | 'campaigns'>): string[] {
  return [
    genKey('all'),
    ...(spec.site ? [genKey('site', spec.site)] : []),
    genKey('page-type', spec.pageType),
    ...(spec.products ?? []).map((p) => genKey('product', p)),
    ...(spec.campaigns ?? []).map((c) => genKey('campaign', c)),
  ]
}

/** JSON with object keys sorted and arrays of scalars sorted (filters are sets), undefined dropped. */
export function stableStringify(value: unknown, sortScalarArrays = true): string {
  if (Array.isArray(value)) {
    const items = value.map((v) => stableStringify(v, sortScalarArrays))
    const scalars = value.every((v) => v === null || typeof v !== 'object')
    return `[${(scalars && sortScalarArrays ? items.sort() : items).join(',')}]`
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v, sortScalarArrays)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** SHA-256 of a string, hex (WebCrypto, available in workerd and Node). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * The KV key of an API entry: version, page type, site, then a hash of the normalised request. The
 * purge generations the entry was stored under travel in its metadata (generationTag), so that one
 * bulk read fetches the generations and the entry together; an entry of older generations is a miss.
 */
export async function apiCacheKey(spec: CacheKeySpec): Promise<string> {
  const request = stableStringify(spec.request)
  let hash = recentHashes.get(request)
  if (hash === undefined) {
    hash = await sha256Hex(request)
    recentHashes.set(request, hash)
    // The oldest first: a Map keeps insertion order.
    if (recentHashes.size > RECENT_HASHES) recentHashes.delete(recentHashes.keys().next().value as string)
  }
  return `api:v${CACHE_SCHEMA_VERSION}:${spec.pageType}:${spec.site ?? '-'}:${hash}`
}

/**
 * Hashes of the requests this isolate keyed last: the hot reads (a page's theme options, a
 * popular search) skip the digest.
 */
const recentHashes = new Map<string, string>()
const RECENT_HASHES = 256

/** The purge generations an API entry was stored under, as kept in its metadata ("3.0.1"). */
export const generationTag = (generations: readonly number[]): string => generations.join('.')

/** Parts of an anonymous page's HTML cache key (varied by site and experiment bucket only). */
export interface HtmlKeyParts {
  /** The client build the page links to: a page of another build names scripts that are gone. */
  build: string
  site: SiteId
  /** Path and the query parameters that change the page (flow, page). */
  path: string
  bucket: string
  pageType: PageType
  campaign?: string
  products?: readonly string[]
}

/** Cache API key (a synthetic URL) of an HTML page. */
export function htmlCacheUrl(parts: HtmlKeyParts, generations: readonly number[]): string {
  const path = parts.path.startsWith('/') ? parts.path : `/${parts.path}`
  return `https://html-cache.invalid/v${CACHE_SCHEMA_VERSION}/${encodeURIComponent(parts.build)}/${parts.site}/${encodeURIComponent(parts.bucket)}/g${generations.join('.')}${path}`
}

/** Scopes of an HTML entry. */
export function htmlSpecOf(parts: HtmlKeyParts): Pick<CacheKeySpec, 'pageType' | 'site' | 'products' | 'campaigns'> {
  return {
    pageType: parts.pageType,
    site: parts.site,
    products: parts.products,
    campaigns: [ANY_CAMPAIGN, ...(parts.campaign ? [parts.campaign] : [])],
  }
}

/** Generation keys a purge bumps. A product purge also refreshes searches and facets, which show its price. */
export function purgeGenKeys(scope: PurgeScope, value?: string): string[] {
  switch (scope) {
    case 'all':
      return [genKey('all')]
    case 'site':
      return [genKey('site', value ?? '')]
    case 'campaign':
      return [genKey('campaign', value ?? ''), genKey('campaign', ANY_CAMPAIGN)]
    case 'product':
      return [genKey('product', value ?? ''), genKey('page-type', 'search'), genKey('page-type', 'facets')]
    case 'page-type':
      return [genKey('page-type', value ?? '')]
  }
}

/**
 * Requests per client and per one-minute window of the write-only endpoints (client logs,
 * analytics beacons, not-found reports, contact form), of the booking lookup and of the gift login and the checkout's gift card field
 * (a voucher code is 60 random bits: 10 guesses a minute find none): generous for a
 * browser, a wall for a loop.
 */
export const RATE_LIMITS = {
  logs: 30,
  analytics: 60,
  'error-report': 30,
  contact: 5,
  'booking-lookup': 10,
  'gift-login': 10,
  'account-signin': 10,
  'gift-card': 10,
  // The chat: a visitor's messages, and the reads of an open chat (one every 10 s while it is open and seen).
  messenger: 10,
  'messenger-read': 30,
} as const
export type RateLimitScope = keyof typeof RATE_LIMITS

/** Length of a rate-limit window (fixed windows: the counter restarts on each minute). */
export const RATE_WINDOW_SECONDS = 60

/** A window's counter outlives its window a little (KV's minimum TTL is 60 s anyway). */
export const RATE_COUNTER_TTL = 120

/** KV key of a client's counter in one window (window = epoch minutes). */
export function rateLimitKey(scope: RateLimitScope, client: string, window: number): string {
  return `rl:${scope}:${window}:${client}`
}

/** FNV-1a of a string, 8 hex digits: short, stable, synchronous (key parts only, not security). */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(16).padStart(8, '0')
}

/**
 * Experiment bucket of an anonymous page: visitors without cookies all get the configured flags,
 * so the bucket is the flags' fingerprint. The UTC hour is added because a page carries "today"
 * and the hour (the 20:00 cut-off) in its boot data; European zones are whole hours off UTC, so a
 * cached copy never crosses a local hour.
 */
export function htmlBucket(flagsJson: string | undefined, now: Date): string {
  return `${fnv1a(flagsJson ?? '')}-${now.toISOString().slice(0, 13)}`
}
