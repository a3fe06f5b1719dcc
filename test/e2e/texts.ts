import { readCatalog } from '../../scripts/compile-locales'
import { formatPrice } from '../../shared/money'
import { getSite, type SiteId } from '../../shared/sites'

/** A message of a site's catalogue with its simple placeholders filled. */
export function text(locale: SiteId, id: string, values: Record<string, string> = {}): string {
  const message = readCatalog(locale)[id]
  if (message === undefined) throw new Error(`no message ${id}`)
  return message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`)
}

/** Text as the page shows it: the narrow spaces Intl puts in prices read as plain spaces. */
export const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ')

/** A price as the summary writes it (with its cents). */
export const money = (cents: number, locale: SiteId) => plain(formatPrice(cents, getSite(locale).bcp47, { decimals: 2 }))
