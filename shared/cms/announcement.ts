// The announcement banner (site-wide §2, §3): an authored entry of the CMS per page family (home,
// search and product pages), chosen by flow and reduced to text with emphasis for the page.
import * as v from 'valibot'
import type { AnnouncementEntry } from '../api/cms'
import type { Flow } from '../sites'
import { safeUrl, toRichText, type RichSegment } from './rich-text'

/** Announcement banner entry (site-wide §3): content, colorVariation, link.url, flow. */
export const CmsAnnouncementSchema = v.object({
  content: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  colorVariation: v.optional(v.string(), ''),
  link: v.optional(v.nullable(v.object({ url: v.optional(v.nullable(v.string())) }))),
  flow: v.optional(v.string(), 'all'),
})

/** The six colours of the announcement banner (site-wide §2). */
export type AnnouncementVariation = 'black' | 'grey' | 'red' | 'yellow' | 'blue' | 'green'

const VARIATION_NAMES: Readonly<Record<string, AnnouncementVariation>> = {
  black: 'black',
  grey: 'grey',
  gray: 'grey',
  red: 'red',
  yellow: 'yellow',
  blue: 'blue',
  green: 'green',
  // Names of the brand palette some entries use.
  primary: 'blue',
  secondary: 'yellow',
  neutral: 'grey',
}

/** The banner colour of an authored variation name; unknown names read as the brand's blue. */
export function toAnnouncementVariation(name: string): AnnouncementVariation {
  return VARIATION_NAMES[name.trim().toLowerCase()] ?? 'blue'
}

/** An announcement banner as a page shows it: text runs with emphasis, a colour, and the address it links to (if any). */
export type Announcement = {
  readonly content: readonly RichSegment[]
  readonly variation: AnnouncementVariation
  readonly url: string | null
}

/**
 * The banner of a page family for a flow: its first entry of that flow (or of every flow) whose
 * content keeps some text once its markup is reduced; a link that is not a site path or an https
 * address is dropped.
 */
export function toAnnouncement(entries: readonly AnnouncementEntry[], flow: Flow): Announcement | null {
  for (const entry of entries) {
    const parsed = v.safeParse(CmsAnnouncementSchema, { ...entry.announcementBanner, flow: entry.flow })
    if (!parsed.success || (parsed.output.flow !== flow && parsed.output.flow !== 'all')) continue
    const content = toRichText(parsed.output.content)
    if (content.length === 0) continue
    const url = parsed.output.link?.url ? safeUrl(parsed.output.link.url) : null
    return { content, variation: toAnnouncementVariation(parsed.output.colorVariation), url }
  }
  return null
}
