import type { Messages } from '@lingui/core'
import esES from '../../locales/compiled/es_ES.json'
import frBE from '../../locales/compiled/fr_BE.json'
import frFR from '../../locales/compiled/fr_FR.json'
import itIT from '../../locales/compiled/it_IT.json'
import nlBE from '../../locales/compiled/nl_BE.json'
import nlNL from '../../locales/compiled/nl_NL.json'
import type { Locale } from '../../locales/locales'

/** Compiled Lingui catalogs of the six site locales (built by `npm run build`). */
export const CATALOGS: Readonly<Record<Locale, Messages>> = {
  fr_FR: frFR as Messages,
  es_ES: esES as Messages,
  fr_BE: frBE as Messages,
  nl_BE: nlBE as Messages,
  nl_NL: nlNL as Messages,
  it_IT: itIT as Messages,
}
