import { setupI18n, type I18n, type Messages } from '@lingui/core'

/** Creates the one Lingui instance of a request (server) or page (browser). */
export function createI18n(siteId: string, bcp47: string, messages: Messages): I18n {
  return setupI18n({ locale: siteId, locales: [bcp47], messages: { [siteId]: messages } })
}
