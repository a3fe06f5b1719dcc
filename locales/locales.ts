/** The site locales that have a Lingui catalog, and the source locale. */
export const LOCALES = ['fr_FR', 'es_ES', 'fr_BE', 'nl_BE', 'nl_NL', 'it_IT'] as const
/** The locale whose catalog is the message source (ids and English text). */
export const SOURCE_LOCALE = 'en'
/** A site locale. */
export type Locale = (typeof LOCALES)[number]
