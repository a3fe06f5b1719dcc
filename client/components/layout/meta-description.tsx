import { describes } from '../../../shared/rules/structured-data'

/**
 * A page's meta description, or none when its text is empty or blank: then the page has no meta
 * tags of its own and the worker states no structured data for it (shared/rules/structured-data.ts,
 * the same describes()).
 */
export function MetaDescription({ text }: { text: string | null | undefined }) {
  return describes(text) ? <meta name="description" content={text} /> : null
}
