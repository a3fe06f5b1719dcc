import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { Provider as JotaiProvider, type createStore } from 'jotai'
import { useEffect, type ReactNode } from 'react'
import { getSite } from '../../shared/sites'
import type { BootData } from './boot'
import { Document } from './document'
import { SiteContext } from './site-context'

type Props = { boot: BootData; i18n: I18n; store: ReturnType<typeof createStore>; children: ReactNode }

/** Providers shared by server render and hydration: i18n, jotai store, site. */
export function Root({ boot, i18n, store, children }: Props) {
  // The boot data's facts as they are (flags, today, customer…), with the site they name.
  const value = { ...boot, site: getSite(boot.siteId) }
  return (
    <I18nProvider i18n={i18n}>
      <JotaiProvider store={store}>
        <SiteContext.Provider value={value}>
          <Document boot={boot}>
            {children}
            <HydrationMarker />
          </Document>
        </SiteContext.Provider>
      </JotaiProvider>
    </I18nProvider>
  )
}

/** Marks the document once React has hydrated it (tests and styles key on it). */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}
