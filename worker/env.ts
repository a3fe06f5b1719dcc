import type React from 'react'
import type { I18n } from '@lingui/core'
import type { Site } from '../shared/sites'
import type { D1Meter } from './data/d1-meter'

/** Per-request values set by middleware. */
export type AppVariables = {
  requestId: string
  site: Site
  /** The path prefix of the site the request was resolved to ('/fr-fr', '/fr', '' on a site's own host); absent outside any site. */
  siteBase?: string
  i18n: I18n
  nonce: string
  customerCare: boolean
  /** Set when an error was logged while answering (a render error, a page block whose data failed): such a page is not cached. */
  degraded?: boolean
  /**
   * Sources a page adds to the Content-Security-Policy, by directive (the customer-care login
   * screen's Google sign-in: its script, button frame and styles); other pages add none.
   */
  cspSources?: Partial<Record<'script-src' | 'style-src' | 'frame-src' | 'connect-src' | 'form-action', readonly string[]>>
  /** Round trips and rows read of the request's D1 queries (API routes), sent as Server-Timing. */
  d1Meter?: D1Meter
}

/** The one Hono environment type of the worker. */
export type AppEnv = { Bindings: Env; Variables: AppVariables }

declare module 'hono' {
  interface ContextRenderer {
    (children: React.ReactElement): Response | Promise<Response>
  }
}
