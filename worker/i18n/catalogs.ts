import type { Messages } from '@lingui/core'
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
