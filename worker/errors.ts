import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ErrorBody } from '../shared/api/common'

/** A failure the client can act on; mapped to `{ error: { code, message, field? } }` with its status. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** The server's amount (cents) when the client's was out of date (PRICE_CHANGED). */
    readonly amount?: number,
  ) {
    super(message)
    this.name = 'AppError'
  }
}

/** 400 for a request field that is malformed or out of range. */
export function badRequest(message: string, field?: string): AppError {
  return new AppError(400, 'INVALID_INPUT', message, field)
}

/** 404 for an id that names nothing. */
export function notFound(what: string): AppError {
  return new AppError(404, 'NOT_FOUND', `${what} not found`)
}

/** The upstream catalogue failed or timed out (proxy mode). */
export class UpstreamError extends AppError {
  constructor(message: string) {
    super(502, 'UPSTREAM_ERROR', message)
    this.name = 'UpstreamError'
  }
}

function body(code: string, message: string, field?: string, amount?: number): ErrorBody {
  return {
    error: { code, message, ...(field === undefined ? {} : { field }), ...(amount === undefined ? {} : { amount }) },
  }
}

/** The one onError mapper: AppError and HTTPException keep their status; anything else is logged and becomes a 500. */
export function errorHandler(err: Error, c: Context): Response {
  if (err instanceof AppError) return c.json(body(err.code, err.message, err.field, err.amount), err.status)
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode
    const code = status === 400 ? 'INVALID_INPUT' : status === 401 ? 'UNAUTHORIZED' : `HTTP_${status}`
    return c.json(body(code, err.message || 'Bad request'), status)
  }
  const requestId: unknown = c.get('requestId')
  console.error(JSON.stringify({ level: 'error', requestId, path: c.req.path, message: err.message, stack: err.stack }))
  return c.json(body('INTERNAL_ERROR', 'Oops, something went wrong'), 500)
}

/** JSON 404 for unknown /api, /gateway and /ops paths. */
export function notFoundJson(c: Context): Response {
  return c.json(body('NOT_FOUND', `No route for ${c.req.method} ${c.req.path}`), 404)
}
