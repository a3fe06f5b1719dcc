import { Hono } from 'hono'
import * as v from 'valibot'
import { PAGE_TYPES, PURGE_SCOPES } from '../data/cache-keys'
import { purge } from '../data/cache'
import type { AppEnv } from '../env'
import { AppError, badRequest } from '../errors'
import { vJson } from '../validate'
import { opsMessenger } from './ops-messenger'

export const PurgeRequestSchema = v.pipe(
  v.object({
    scope: v.picklist(PURGE_SCOPES, 'Unknown scope'),
    value: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_*:.-]{1,80}$/, 'Expected a scope value'))),
  }),
)

/** Constant-time comparison of the bearer token. */
function sameToken(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a)
  const y = new TextEncoder().encode(b)
  let diff = x.length ^ y.length
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0)
  return diff === 0
}

/**
 * Ops endpoints, mounted at /ops, each with `Authorization: Bearer <OPS_TOKEN>`: POST /purge, and the
 * advisers' chat calls under /messenger (ops-messenger.ts).
 */
export const ops = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    // A wrangler secret (.dev.vars locally): unset on a machine that has none, so purging is then off.
    const secret: string | undefined = c.env.OPS_TOKEN
    const expected = secret ?? ''
    if (!expected) throw new AppError(503, 'OPS_DISABLED', 'OPS_TOKEN is not configured')
    const header = c.req.header('Authorization') ?? ''
    const token = header.startsWith('Bearer ') ? header.slice(7) : ''
    if (!sameToken(token, expected)) throw new AppError(401, 'UNAUTHORIZED', 'A valid ops token is required')
    await next()
  })
  .post('/purge', vJson(PurgeRequestSchema), async (c) => {
    const { scope, value } = c.req.valid('json')
    if (scope !== 'all' && !value) throw badRequest(`Scope ${scope} needs a value`, 'value')
    if (scope === 'page-type' && !(PAGE_TYPES as readonly string[]).includes(value ?? '')) {
      throw badRequest(`Unknown page type; one of ${PAGE_TYPES.join(', ')}`, 'value')
    }
    const generations = await purge(c.env.CACHE, scope, scope === 'all' ? undefined : value)
    return c.json({ purged: { scope, value: value ?? null }, generations })
  })
  .route('/messenger', opsMessenger)
