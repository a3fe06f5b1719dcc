import { setupI18n, type I18n, type Messages } from '@lingui/core'

/**
 * Creates the one Lingui instance of a request (server) or page (browser). A message the catalogue
 * lacks would show its id: it is reported as an error (a page's catalogue is the subset its code
 * was found to use, scripts/page-messages.ts).
 */
export function createI18n(siteId: string, bcp47: string, messages: Messages): I18n {
  const i18n = setupI18n({ locale: siteId, locales: [bcp47], messages: { [siteId]: messages } })
  i18n.on('missing', ({ id }) => console.error(`Lingui: no message ${id} in the ${siteId} catalogue`))
  return i18n
}
