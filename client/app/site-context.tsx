import { createContext, useContext } from 'react'
import type { Flags } from '../../shared/flags'
import type { Site } from '../../shared/sites'
import type { BootData } from './boot'

/**
 * Request-wide facts every component may read: the site, flags, "today", the signed-in customer,
 * the page's path and whether the page states structured data.
 */
export type SiteContextValue = {
  site: Site
  flags: Flags
  customerCare: boolean
  today: string
  hour: number
  production: boolean
  customer: BootData['customer']
  path: string
  structuredData: boolean
}

export const SiteContext = createContext<SiteContextValue | null>(null)

/** The current site context (throws outside the app root). */
export function useSite(): SiteContextValue {
  const value = useContext(SiteContext)
  if (!value) throw new Error('useSite() outside <SiteContext>')
  return value
}
