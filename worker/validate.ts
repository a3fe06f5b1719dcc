import type { Context, MiddlewareHandler } from 'hono'
import { validator } from 'hono/validator'
import * as v from 'valibot'
import { lastCalendarMonth } from './data/d1-catalog/calendar'
import { catalogueToday } from './data/get-catalog'
import type { AppEnv } from './env'
import { badRequest } from './errors'

type AnySchema = v.GenericSchema<unknown, unknown>

/** Dotted path of the first issue ("filters.stars.0"), or undefined at the root. */
function issueField(issue: v.BaseIssue<unknown>): string | undefined {
  const path = issue.path?.map((item) => String(item.key)).join('.')
  return path === '' ? undefined : path
}

/** Parses outside input with a shared schema; the first issue becomes a 400 naming the field. */
export function parseOrThrow<S extends AnySchema>(schema: S, input: unknown, topLevelField = false): v.InferOutput<S> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true })
  if (result.success) return result.output
  const issue = result.issues[0]
  // A query parameter is named by its key: "stars", not "stars.0" of its parsed comma list.
  const field = topLevelField ? issueField(issue)?.split('.')[0] : issueField(issue)
  throw badRequest(field ? `${field}: ${issue.message}` : issue.message, field)
}

/** Query string → one value per key (the last one wins when repeated). */
function flattenQuery(c: Context): Record<string, string> {
  const out: Record<string, string> = {}
  new URL(c.req.url).searchParams.forEach((value, key) => {
    out[key] = value
  })
  return out
}

/** Validates the query string against a schema (values arrive as strings). */
export const vQuery = <S extends AnySchema>(schema: S) =>
  validator('query', (_value, c) => parseOrThrow(schema, flattenQuery(c), true)) as MiddlewareHandler<
    AppEnv,
    string,
    { in: { query: Record<string, string> }; out: { query: v.InferOutput<S> } }
  >

/** Validates a JSON body; a body that is not JSON is a 400 too. */
export const vJson = <S extends AnySchema>(schema: S) =>
  validator('json', (value) => parseOrThrow(schema, value)) as MiddlewareHandler<
    AppEnv,
    string,
    { in: { json: v.InferInput<S> }; out: { json: v.InferOutput<S> } }
  >

/** Validates one path parameter. */
export function param<S extends AnySchema>(c: Context, name: string, schema: S): v.InferOutput<S> {
  return parseOrThrow(v.object({ [name]: schema }), { [name]: c.req.param(name) })[name] as v.InferOutput<S>
}

/**
 * Validates a JSON body whatever its Content-Type: navigator.sendBeacon sends a string as
 * text/plain, and the logs and analytics calls use it when the browser has it (site-wide §7).
 */
export const vBeaconJson =
  <S extends AnySchema>(schema: S): MiddlewareHandler<AppEnv, string, { in: { json: v.InferInput<S> }; out: { json: v.InferOutput<S> } }> =>
  async (c, next) => {
    let body: unknown
    try {
      body = JSON.parse(await c.req.text())
    } catch {
      throw badRequest('Malformed JSON in request body')
    }
    c.req.addValidatedData('json', parseOrThrow(schema, body) as object)
    await next()
  }

/** A calendar's month (every calendar call): past the calendar's last month is a 400 naming it; earlier months are clamped to the current one. */
export function checkCalendarMonth(month: string | undefined): void {
  const last = lastCalendarMonth(catalogueToday())
  if (month !== undefined && month > last) throw badRequest(`month: Expected a month up to ${last}`, 'month')
}
