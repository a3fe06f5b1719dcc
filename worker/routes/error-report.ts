import { Hono } from 'hono'
import { ErrorReportQuerySchema } from '../../shared/api/logs'
import type { AppEnv } from '../env'
import { forwardReport, LOG_MESSAGE_LIMIT } from '../log'
import { rateLimit } from '../middleware/rate-limit'
import { vQuery } from '../validate'

/** GET /error?uri=&locale=: the not-found page reports the address it was shown for (site-wide §7); 204. */
export const errorReport = new Hono<AppEnv>().get('/error', rateLimit('error-report'), vQuery(ErrorReportQuerySchema), (c) => {
  const { uri, locale } = c.req.valid('query')
  forwardReport(c, {
    source: 'client',
    level: 'WARN',
    locale: locale ?? null,
    location: 'application.client.not-found',
    message: `Page not found: ${uri}`.slice(0, LOG_MESSAGE_LIMIT),
  })
  return c.body(null, 204)
})
