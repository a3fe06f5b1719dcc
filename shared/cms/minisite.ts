// Partner minisites (site-wide.md §2 "Partner minisites", §3 "Partner minisite entry"): co-branded
// pages of a partner (an insurer's members, a magazine's readers) with its banners and legal footer.
import type { StayCard } from '../api/search'
import { safeUrl, toPlainText, toRichText, type RichSegment } from './rich-text'

/** A run of the partner's legal text: emphasis, or a link to a path of the site or an https address. */
export type LegalRun = RichSegment | { readonly text: string; readonly href: string }

/** The partner's legal footer: paragraphs, each of lines (the markup's <p> and <br>). */
export type LegalText = readonly (readonly (readonly LegalRun[])[])[]

/** A minisite page: the partner, its banners and logo, the stays it presents, its legal text. */
export interface MinisitePageData {
  readonly kind: 'minisite'
  readonly minisiteId: number
  readonly uri: string
  readonly partnerName: string | null
  readonly banner: { readonly desktop: string; readonly mobile: string }
  readonly logo: string | null
  readonly stays: readonly StayCard[]
  readonly footer: LegalText
}

/** Text runs with the spaces the markup had at their ends (toRichText trims them). */
function runsOf(raw: string): RichSegment[] {
  if (raw !== '' && raw.trim() === '') return [{ text: ' ' }]
  const runs = toRichText(raw)
  const first = runs[0]
  const last = runs[runs.length - 1]
  if (first && /^\s/.test(raw)) runs[0] = { ...first, text: ` ${first.text}` }
  if (last && /\s$/.test(raw)) runs[runs.length - 1] = { ...runs[runs.length - 1]!, text: `${runs[runs.length - 1]!.text} ` }
  return runs
}

const LINK = /<a\b[^>]*?\bhref\s*=\s*(["'])([^"']*)\1[^>]*>([\s\S]*?)<\/a\s*>/gi

/** One line of legal markup as runs: its links kept when their address is safe (their text otherwise). */
function lineRuns(line: string): LegalRun[] {
  const runs: LegalRun[] = []
  let at = 0
  for (const match of line.matchAll(LINK)) {
    runs.push(...runsOf(line.slice(at, match.index)))
    const text = toPlainText(match[3] ?? '')
    const href = safeUrl((match[2] ?? '').replace(/&amp;/g, '&'))
    if (text) runs.push(href ? { text, href } : { text })
    at = (match.index ?? 0) + match[0].length
  }
  runs.push(...runsOf(line.slice(at)))
  // A line starts and ends with its words, whatever spaces the markup had there.
  const first = runs[0]
  if (first) runs[0] = { ...first, text: first.text.trimStart() }
  const last = runs[runs.length - 1]
  if (last) runs[runs.length - 1] = { ...last, text: last.text.trimEnd() }
  return runs.filter((run) => run.text !== '')
}

/**
 * The partner's legal footer (markup with <p>, <br>, <strong>, <a>) as paragraphs of lines of runs,
 * rendered as React text and links: nothing in it can become markup on the page.
 */
export function toLegalText(markup: string | null): LegalText {
  if (!markup) return []
  return markup
    .split(/<\/?p\b[^>]*>/i)
    .map((paragraph) =>
      paragraph
        .split(/<br\s*\/?>/i)
        .map(lineRuns)
        .filter((line) => line.some((run) => run.text.trim() !== '')),
    )
    .filter((paragraph) => paragraph.length > 0)
}
