import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv } from '../env'

/** Refuses a body larger than `maxBytes` with a 413 JSON error, before it is parsed. */
export function sizeLimit(maxBytes: number): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => c.json({ error: { code: 'PAYLOAD_TOO_LARGE', message: `The body must not exceed ${maxBytes} bytes` } }, 413),
  })
}
