import { Hono } from 'hono'
import { SITES } from '../shared/sites'
import type { AppEnv } from './env'
import { errorHandler, notFoundJson } from './errors'
import { logError } from './log'
import { htmlCache } from './middleware/html-cache'
import { requestId } from './middleware/request-id'
import { securityHeaders } from './middleware/security-headers'
import { careGate } from './middleware/care-gate'
import { siteMiddleware } from './middleware/site'
import { renderPage } from './render/render-page'
import { api } from './routes/api'
import { contentFiles } from './routes/api/content'
import { accountPages } from './routes/account-pages'
import { beneficiaryPages } from './routes/beneficiary-pages'
import { careSession } from './routes/care-session'
import { checkoutPages } from './routes/checkout-pages'
import { contactForm } from './routes/contact'
import { errorReport } from './routes/error-report'
import { gateway } from './routes/gateway'
import { giftcardPage } from './routes/giftcard-page'
import { images } from './routes/images'
import { media } from './routes/media'
import { ops } from './routes/ops'
import { renderNotFound, rootPages, sitePages } from './routes/pages'
import { staticFiles } from './routes/static'
import { CrashPage } from '../client/pages/errors/crash-page'

const app = new Hono<AppEnv>({ strict: false })

app.use('*', requestId(), securityHeaders({ production: true }))
// The bench's baseline: the cheapest route the same workerd serves.
app.get('/healthz', (c) => c.text('ok'))
app.route('/', staticFiles)
app.route('/', images)
app.route('/', media)
app.route('/api', api)
app.route('/gateway', gateway)
app.route('/ops', ops)
app.route('/', errorReport)
app.route('/', contentFiles)
app.all('/api/*', notFoundJson)
app.all('/gateway/*', notFoundJson)
// The care gate before the HTML cache: the care host's pages are for signed-in staff only.
app.use('*', siteMiddleware(), careGate(), htmlCache())
app.route('/', careSession)
app.route('/', rootPages)
for (const base of [...SITES.map((site) => site.pathPrefix), '/fr', '/nl', '/'])
  app
    // Before the checkout's pages: signed in, /account/trips is the customer's trips, not the booking lookup.
    .route(base, accountPages)
    .route(base, checkoutPages)
    .route(base, beneficiaryPages)
    .route(base, giftcardPage)
    .route(base, sitePages)
    .route(base, contactForm)
app.notFound((c) => renderNotFound(c))
app.onError((err, c) => {
  const path = c.req.path
  if (path.startsWith('/api/') || path.startsWith('/gateway/') || path.startsWith('/ops/') || !c.get('site')) {
    return errorHandler(err, c)
  }
  logError(c, 'application.server.error', err)
  return renderPage(c, { page: 'crash', Page: CrashPage, data: null, status: 500 }).catch(() =>
    c.text('It seems that the page went on holidays', 500),
  )
})

export default app
