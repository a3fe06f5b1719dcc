import { Hono } from 'hono'
import { validator } from 'hono/validator'
import * as v from 'valibot'
import { AnalyticsPosSchema, AnalyticsRequestSchema, LogRequestSchema } from '../../../shared/api/logs'
import type { AppEnv } from '../../env'
import { forwardReport } from '../../log'
import { rateLimit } from '../../middleware/rate-limit'
import { sizeLimit } from '../../middleware/size-limit'
import { parseOrThrow, vBeaconJson } from '../../validate'

/** Largest client log body: a 256-character message and its context fit many times over. */
export const LOG_BODY_MAX = 4 * 1024
/** Largest analytics body: up to 25 events with their parameters. */
export const ANALYTICS_BODY_MAX = 16 * 1024

const PosParamSchema = v.object({ pos: AnalyticsPosSchema })

/** POST /logs and POST /analytics/ga/collect/:pos: capped, rate-limited per client, validated (JSON, sent as JSON or as a beacon's text), forwarded; 204. */
export const logs = new Hono<AppEnv>()
  .post('/logs', sizeLimit(LOG_BODY_MAX), rateLimit('logs'), vBeaconJson(LogRequestSchema), (c) => {
    const { level, locale, location, message } = c.req.valid('json')
    forwardReport(c, { source: 'client', level, locale: locale ?? null, location, message })
    return c.body(null, 204)
  })
  .post(
    '/analytics/ga/collect/:pos',
    validator('param', (value) => parseOrThrow(PosParamSchema, value)),
    sizeLimit(ANALYTICS_BODY_MAX),
    rateLimit('analytics'),
    vBeaconJson(AnalyticsRequestSchema),
    (c) => {
      const { pos } = c.req.valid('param')
      const { clientId, userId, events } = c.req.valid('json')
      forwardReport(c, { source: 'analytics', level: 'INFO', pos, clientId, userId: userId ?? null, events })
      return c.body(null, 204)
    },
  )
