import type { I18n } from '@lingui/core'
import { createI18n } from '../../client/i18n/create-i18n'
import { getSite, type SiteId } from '../../shared/sites'
import { CATALOGS } from './catalogs'

/** One Lingui instance per site and isolate: its catalogue never changes and reading messages does not mutate it. */
const I18NS = new Map<SiteId, I18n>()

/** The site's Lingui instance: pages render with it, and the API words its texts with it. */
export function siteI18n(siteId: SiteId): I18n {
  let i18n = I18NS.get(siteId)
  if (!i18n) {
    i18n = createI18n(siteId, getSite(siteId).bcp47, CATALOGS[siteId])
    I18NS.set(siteId, i18n)
  }
  return i18n
}
