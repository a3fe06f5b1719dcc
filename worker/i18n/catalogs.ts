import type { Messages } from '@lingui/core'
import type { PageName } from '../../client/app/boot'
import pageMessageIds from '../../dist/client/.vite/page-messages.json'
import { messages as esES } from '../../locales/compiled/es_ES'
import { messages as frBE } from '../../locales/compiled/fr_BE'
import { messages as frFR } from '../../locales/compiled/fr_FR'
import { messages as itIT } from '../../locales/compiled/it_IT'
import { messages as nlBE } from '../../locales/compiled/nl_BE'
import { messages as nlNL } from '../../locales/compiled/nl_NL'
import type { Locale } from '../../locales/locales'

/** Compiled Lingui catalogs of the six site locales (built by `npm run build`). */
export const CATALOGS: Readonly<Record<Locale, Messages>> = {
  fr_FR: frFR,
  es_ES: esES,
  fr_BE: frBE,
  nl_BE: nlBE,
  nl_NL: nlNL,
  it_IT: itIT,
}

const PAGE_MESSAGE_IDS = pageMessageIds as Partial<Record<PageName, readonly string[]>>

/** The subsets of the catalogues handed to pages, made once per isolate (site and page). */
const PAGE_CATALOGS = new Map<string, Messages>()

/**
 * The messages a page's browser code can show (scripts/page-messages.ts lists them at build time):
 * the page hydrates with those only, not with its language's whole catalogue.
 */
export function pageCatalog(locale: Locale, page: PageName): Messages {
  const key = `${locale} ${page}`
  let messages = PAGE_CATALOGS.get(key)
  if (!messages) {
    const ids = PAGE_MESSAGE_IDS[page]
    if (!ids) throw new Error(`${page} is not in the client build's page messages: rebuild the client`)
    const catalog = CATALOGS[locale]
    messages = Object.fromEntries(ids.flatMap((id) => (catalog[id] === undefined ? [] : [[id, catalog[id]]])))
    PAGE_CATALOGS.set(key, messages)
  }
  return messages
}
