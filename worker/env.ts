import type React from 'react'
import type { I18n } from '@lingui/core'
import type { Site } from '../shared/sites'

/** Per-request values set by middleware. */
export type AppVariables = {
  requestId: string
  site: Site
  i18n: I18n
  nonce: string
  customerCare: boolean
}

/** The one Hono environment type of the worker. */
export type AppEnv = { Bindings: Env; Variables: AppVariables }

declare module 'hono' {
  interface ContextRenderer {
    (children: React.ReactElement): Response | Promise<Response>
  }
}
