// Locales and small text helpers of the seed.
import type { Language, SiteId } from '../../../shared/sites'

/** The six site locales, in the spec's order. */
export const LOCALES: readonly SiteId[] = ['fr_FR', 'es_ES', 'fr_BE', 'nl_BE', 'nl_NL', 'it_IT']

/** Language of each site locale. */
export const LOCALE_LANGUAGE: Readonly<Record<SiteId, Language>> = {
  fr_FR: 'fr',
  es_ES: 'es',
  fr_BE: 'fr',
  nl_BE: 'nl',
  nl_NL: 'nl',
  it_IT: 'it',
}

/** A text in each of the four languages (site locales derive from it). */
export type Tr = Readonly<Record<Language, string>>

/** A text per site locale. */
export type Localized = Readonly<Record<SiteId, string>>

/** Builds a translation: French, Spanish, Dutch, Italian. */
export function tr(fr: string, es: string, nl: string, it: string): Tr {
  return { fr, es, nl, it }
}

/** Expands a translation to the six locales; Belgian overrides when the Belgian word differs. */
export function localize(t: Tr, belgian: { fr_BE?: string; nl_BE?: string } = {}): Localized {
  return {
    fr_FR: t.fr,
    es_ES: t.es,
    fr_BE: belgian.fr_BE ?? t.fr,
    nl_BE: belgian.nl_BE ?? t.nl,
    nl_NL: t.nl,
    it_IT: t.it,
  }
}

/** Search form of a name: lowercase, no accents, non-alphanumerics collapsed to one space. */
export function normalize(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/**
 * The ends of a normalized name that start at one of its later words ('le touquet paris plage' ->
 * 'touquet paris plage', 'paris plage', 'plage'), so a name is also found from any of its words.
 * Ends starting with a one-letter word (the 'l' of "l'", the 'd' of "d'") are left out.
 */
export function wordTails(normalized: string): string[] {
  const words = normalized.split(' ')
  return words.flatMap((word, i) => (i > 0 && word.length > 1 ? [words.slice(i).join(' ')] : []))
}

/** URL slug: normalized words joined with hyphens. */
export function slugify(value: string): string {
  return normalize(value).replace(/ /g, '-')
}

/** Replaces {name} placeholders. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m))
}
