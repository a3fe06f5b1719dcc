import { reactRenderer } from '@hono/react-renderer'
import type { Context } from 'hono'
import { createStore } from 'jotai'
import type { ComponentType } from 'react'
import type { BootData, PageName } from '../../client/app/boot'
import type { Thenable } from '../../client/app/deferred'
import { InlineStyles } from '../../client/app/document'
import { preloadIslands } from '../../client/app/island'
import { PageTree } from '../../client/app/page-tree'
import { siteClock } from '../../shared/site-clock'
import { parseFlags } from '../../shared/flags'
import { describes, statesStructuredData } from '../../shared/rules/structured-data'
import type { AppEnv } from '../env'
import { pageCatalog } from '../i18n/catalogs'
import { analyticsIdOf, customerOf } from '../account/session'
import { logError } from '../log'
import { pageAssets } from './assets'
import { inlineStyles } from './inline-styles'
import { sitePagePath } from './page-path'

type Options<T> = {
  page: PageName
  Page: ComponentType<{ data: T }>
  /** Data of the page; the shell is flushed before it settles. */
  data: Promise<T> | T
  status?: 200 | 404 | 429 | 500 | 503
  /**
   * The page has its meta tags: a meta description of its own (shared/rules/structured-data.ts
   * describes()). Without them, the default (the search, checkout, account and error pages), the
   * page states no structured data, except on the Italian site (site-wide.md §2).
   */
  metaTags?: boolean
  /**
   * A meta description the worker writes alone, for a page whose browser code does not compute one
   * (the city and theme landings), into the head of the rendered stream. The page then has its
   * meta tags.
   */
  description?: string
}

/**
 * Streams a page: React renders the shell (head, header, skeleton) at once and
 * the data-bound part when its promise settles, with the request's CSP nonce
 * on every inline script.
 */
/** How long a render waits for its data before sending the shell with the data-bound part's fallback. */
const INLINE_WAIT_MS = 100

/** The promise's outcome, or null once `ms` have passed first (the timer goes when the promise wins). */
function settledWithin<T>(promise: Promise<T>, ms: number): Promise<{ value: T } | null> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms)
  })
  const outcome = promise.then(
    (value) => ({ value }),
    () => null,
  )
  return Promise.race([outcome, timeout]).finally(() => clearTimeout(timer))
}

export async function renderPage<T>(
  c: Context<AppEnv>,
  { page, Page, data, status = 200, metaTags = false, description }: Options<T>,
): Promise<Response> {
  const site = c.get('site')
  const clock = siteClock(site.timeZone)
  const assets = pageAssets(page)
  // Read from the cookie only: a request without one (every cached page) does no work for it.
  // A failing read leaves the page as anyone's (the crash page renders through here too).
  const customer = await customerOf(c).catch(() => null)
  const boot: BootData = {
    siteId: site.id,
    page,
    messages: pageCatalog(site.id, page),
    flags: parseFlags(c.env.FLAGS),
    customerCare: c.get('customerCare'),
    today: clock.today,
    hour: clock.hour,
    production: c.env.PRODUCTION === 'true',
    customer: customer
      ? {
          firstName: customer.firstName,
          lastName: customer.lastName,
          email: customer.email,
          phone: customer.phone,
          analyticsId: await analyticsIdOf(c.env, customer.id),
        }
      : null,
    path: sitePagePath(c),
    structuredData: statesStructuredData(site.id, metaTags || describes(description)),
    assets,
    requestId: c.get('requestId'),
  }
  const promise = Promise.resolve(data) as Thenable<T>
  // React subscribes when it reaches the boundary, which may be after a fast rejection: mark the
  // promise handled so the runtime does not report it; React still gets the error (onError below).
  promise.then(undefined, () => undefined)
  // Data that arrives quickly renders in place: without a fallback to swap out later, the content
  // paints with the document and nothing shifts. Slower data streams behind its fallback.
  const [settled, styles] = await Promise.all([
    settledWithin(promise as Promise<T>, INLINE_WAIT_MS),
    inlineStyles(c.env.ASSETS, assets.css),
    // The page's islands render in place: their code is at hand (once per isolate).
    preloadIslands(),
  ])
  if (settled) Object.assign(promise, { status: 'fulfilled', value: settled.value })
  c.status(status)
  c.header('Cache-Control', 'private, no-cache')
  let response: Response | undefined
  const middleware = reactRenderer(undefined, {
    stream: true,
    readableStreamOptions: {
      nonce: c.get('nonce'),
      bootstrapModules: assets.modules.slice(0, 1),
      // A page whose data is already there goes out whole: React would otherwise move a large
      // boundary after its fallback and swap it in with a script, painting it late.
      ...(settled ? { progressiveChunkSize: Number.MAX_SAFE_INTEGER } : {}),
      onError(error: unknown) {
        logError(c, 'application.server.render', error)
      },
    },
  })
  await middleware(c, async () => {
    response = await c.render(
      <InlineStyles.Provider value={styles}>
        <PageTree boot={boot} i18n={c.get('i18n')} store={createStore()} Page={Page} data={promise} />
      </InlineStyles.Provider>,
    )
  })
  if (!response) throw new Error('renderer produced no response')
  return describes(description) ? withMetaDescription(response, description) : response
}

const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' }

/**
 * The page with a meta description at the end of its head, written into the stream as it passes:
 * outside React's tree, whose shape (and so every useId the browser hydrates) stays the same as
 * the browser's; hydration leaves a head element it did not render in place.
 */
function withMetaDescription(response: Response, description: string): Response {
  const content = description.replace(/[&"<>]/g, (ch) => ATTRIBUTE_ESCAPES[ch] ?? ch)
  return new HTMLRewriter()
    .on('head', {
      element(head) {
        head.append(`<meta name="description" content="${content}"/>`, { html: true })
      },
    })
    .transform(response)
}
