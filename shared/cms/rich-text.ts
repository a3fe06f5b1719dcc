// Authored CMS text reaches pages only through these functions: markup is reduced to a tiny
// allow-list of emphasis (never HTML injected into the page) and links to paths of the site or
// https addresses.

/** A run of text, possibly bold or italic (the only markup kept from authored content). */
export type RichSegment = { readonly text: string; readonly strong?: true; readonly em?: true }

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole
  })
}

const STRONG = new Set(['strong', 'b'])
const EM = new Set(['em', 'i'])
/** Elements whose content is never text for a reader. */
const DROPPED = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'svg', 'math'])
const BREAKS = new Set(['br', 'p', 'div', 'li'])

/**
 * Authored markup as text runs: <strong>/<b> and <em>/<i> are kept as emphasis, line breaks and
 * blocks become spaces, every other tag is dropped with its attributes (its text stays), and the
 * content of script-like elements is dropped. The runs are rendered as React text, so nothing in
 * the input can become markup.
 */
export function toRichText(markup: string): RichSegment[] {
  const segments: RichSegment[] = []
  let strong = 0
  let em = 0
  let dropped: string | null = null
  const push = (raw: string) => {
    if (dropped) return
    const last = segments[segments.length - 1]
    let text = decodeEntities(raw).replace(/[ \t\n\r\f]+/g, ' ')
    // One space between words, whichever tags stood between them.
    if (text.startsWith(' ') && (!last || last.text.endsWith(' '))) text = text.slice(1)
    if (!text) return
    const style = { ...(strong > 0 ? { strong: true as const } : {}), ...(em > 0 ? { em: true as const } : {}) }
    if (last && !!last.strong === strong > 0 && !!last.em === em > 0) segments[segments.length - 1] = { ...last, text: last.text + text }
    else segments.push({ text, ...style })
  }
  // A tag, a comment, or a lone '<' that opens nothing (kept as text).
  const token = /<!--[\s\S]*?(?:-->|$)|<\/?([a-zA-Z][a-zA-Z0-9-]*)\b(?:[^>"']|"[^"]*"|'[^']*')*>?/g
  let at = 0
  for (let match = token.exec(markup); match; match = token.exec(markup)) {
    push(markup.slice(at, match.index))
    at = token.lastIndex
    const name = match[1]?.toLowerCase()
    if (!name) continue
    const closing = match[0][1] === '/'
    if (dropped) {
      if (closing && name === dropped) dropped = null
      continue
    }
    if (DROPPED.has(name) && !closing && !match[0].endsWith('/>')) dropped = name
    else if (STRONG.has(name)) strong = Math.max(0, strong + (closing ? -1 : 1))
    else if (EM.has(name)) em = Math.max(0, em + (closing ? -1 : 1))
    else if (BREAKS.has(name)) push(' ')
  }
  push(markup.slice(at))
  // Trim the ends and drop runs left empty by it.
  const first = segments[0]
  if (first) segments[0] = { ...first, text: first.text.trimStart() }
  const lastIndex = segments.length - 1
  const last = segments[lastIndex]
  if (last) segments[lastIndex] = { ...last, text: last.text.trimEnd() }
  return segments.filter((s) => s.text !== '')
}

/** The plain text of authored markup (titles, alt texts, the banner's accessible name). */
export function toPlainText(markup: string): string {
  return toRichText(markup)
    .map((s) => s.text)
    .join('')
}

/**
 * A link or image address the CMS may use, or null: a path of this site ('/fr-fr/…', not
 * '//host'), or an https address. Anything else (javascript:, data:, http:) is refused.
 */
export function safeUrl(value: string): string | null {
  const url = value.trim()
  if (/^\/(?![/\\])/.test(url)) return /[\s<>"]/.test(url) ? null : url
  if (!/^https:\/\//i.test(url)) return null
  try {
    return new URL(url).protocol === 'https:' ? url : null
  } catch {
    return null
  }
}
