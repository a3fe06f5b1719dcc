import * as v from 'valibot'

/** Where Google publishes the public keys that sign its ID tokens (JWKS). */
export const GOOGLE_CERTS_URL = 'https://www.googleapis.com/oauth2/v3/certs'

/** The KV entry holding Google's keys as last fetched. */
export const GOOGLE_KEYS_KV_KEY = 'care:google-jwks'

/** KV never keeps an entry for less than 60 s. */
const KV_MIN_TTL = 60

/**
 * A key id the stored set does not know is asked of Google again only once the set is this old:
 * forged tokens naming made-up key ids cannot make every sign-in attempt call Google.
 */
const REFETCH_AFTER_SECONDS = 60

/** How long Google's keys may take to answer before the sign-in says Google cannot be reached. */
const FETCH_TIMEOUT_MS = 5000

const JwkSchema = v.object({ kid: v.string(), kty: v.literal('RSA'), n: v.string(), e: v.string(), alg: v.optional(v.string()) })
const JwksSchema = v.object({ keys: v.array(v.looseObject({ kid: v.string(), kty: v.string() })) })
/** The KV entry: the keys and when they were fetched (epoch seconds). */
const StoredSchema = v.object({ fetchedAt: v.number(), keys: v.array(v.unknown()) })

/** One RSA public key of Google's set. */
export type GoogleJwk = v.InferOutput<typeof JwkSchema>

/** Google's keys could not be had: the fetch failed, answered an error or something else than a key set. */
export class GoogleKeysUnavailable extends Error {}

/** The max-age of a Cache-Control header in seconds, or 0. */
function maxAgeOf(cacheControl: string | null): number {
  const match = /(?:^|,)\s*max-age=(\d+)/i.exec(cacheControl ?? '')
  return match ? Number(match[1]) : 0
}

/** Only RSA keys: Google signs ID tokens with RS256. */
function rsaKeys(keys: readonly unknown[]): GoogleJwk[] {
  return keys.flatMap((key) => {
    const parsed = v.safeParse(JwkSchema, key)
    return parsed.success ? [parsed.output] : []
  })
}

/** Fetches Google's keys and keeps them in KV for as long as Google's answer says they hold (its max-age). */
async function fetchKeys(kv: KVNamespace): Promise<GoogleJwk[]> {
  let response: Response
  try {
    response = await fetch(GOOGLE_CERTS_URL, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
  } catch (error) {
    throw new GoogleKeysUnavailable(`Google's keys could not be fetched: ${String(error)}`)
  }
  if (!response.ok) throw new GoogleKeysUnavailable(`Google's keys answered ${response.status}`)
  const parsed = v.safeParse(JwksSchema, await response.json().catch(() => null))
  if (!parsed.success) throw new GoogleKeysUnavailable("Google's keys answered something else than a key set")
  const keys = rsaKeys(parsed.output.keys)
  const maxAge = maxAgeOf(response.headers.get('Cache-Control'))
  const stored = { fetchedAt: Math.floor(Date.now() / 1000), keys }
  if (maxAge > 0) await kv.put(GOOGLE_KEYS_KV_KEY, JSON.stringify(stored), { expirationTtl: Math.max(KV_MIN_TTL, maxAge) })
  return keys
}

/**
 * The key Google signed with under this key id, or null when Google has none of that id. The
 * stored set answers while it holds; an id it does not know is asked of Google once more when the
 * set is over REFETCH_AFTER_SECONDS old, since Google rotates its keys and a token may be signed
 * with one newer than the stored set. Throws GoogleKeysUnavailable when Google cannot be reached.
 */
export async function googleKey(kv: KVNamespace, kid: string): Promise<GoogleJwk | null> {
  const stored = v.safeParse(StoredSchema, await kv.get(GOOGLE_KEYS_KV_KEY, 'json').catch(() => null))
  if (stored.success) {
    const hit = rsaKeys(stored.output.keys).find((key) => key.kid === kid)
    if (hit) return hit
    if (Math.floor(Date.now() / 1000) - stored.output.fetchedAt < REFETCH_AFTER_SECONDS) return null
  }
  return (await fetchKeys(kv)).find((key) => key.kid === kid) ?? null
}
