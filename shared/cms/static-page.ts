// A static content page's CMS document (site-wide §2 "static content page": terms of sale, terms
// of use, data protection, cookies, partner sign-up) as the page reads it. The API passes the
// authored JSON through; here each part the page shows is checked, and a section or block that
// does not fit is left out rather than failing the page.
import * as v from 'valibot'
import type { CmsDocument } from '../api/cms'
import { IsoDateSchema } from '../api/common'
import { CmsSeoSchema, parseEach } from './home-content'
import { safeUrl, toPlainText, toRichText, type RichSegment } from './rich-text'

const Text = v.pipe(v.string(), v.trim(), v.nonEmpty())
const Url = v.pipe(
  v.string(),
  v.trim(),
  v.check((s) => safeUrl(s) !== null, 'Expected a site path or an https address'),
)

/** A block of a section: a paragraph, or a bulleted list (authored markup, emphasis kept). */
export const StaticPageBlockSchema = v.variant('type', [
  v.object({ type: v.literal('paragraph'), text: Text }),
  v.object({ type: v.literal('list'), items: v.pipe(v.array(Text), v.nonEmpty()) }),
])

/** A link under a section's blocks (a refused address leaves the section without it). */
export const StaticPageLinkSchema = v.object({ label: Text, url: Url })

/** A section: its heading (an h2), its blocks and an optional link under them. */
export const StaticPageSectionSchema = v.object({
  heading: Text,
  blocks: v.optional(v.array(v.unknown()), []),
  link: v.optional(v.unknown()),
})

/** The document: title, intro, the day it was last updated, SEO data and the sections in order. */
export const StaticPageDocumentSchema = v.object({
  title: Text,
  intro: v.optional(v.string(), ''),
  updatedAt: IsoDateSchema,
  seo: v.optional(v.unknown()),
  sections: v.optional(v.array(v.unknown()), []),
})

/** A meta description's length (the product pages cut theirs there too). */
const META_DESCRIPTION_LENGTH = 160

export type ContentBlock = { type: 'paragraph'; text: RichSegment[] } | { type: 'list'; items: RichSegment[][] }

export type ContentSection = {
  heading: string
  blocks: ContentBlock[]
  link: { label: string; url: string } | null
}

/** What the static content page renders. */
export type ContentPageData = {
  title: string
  intro: RichSegment[]
  /** ISO date the document was last updated. */
  updatedAt: string
  /** The page's own path (the breadcrumb's last item). */
  uri: string
  seo: { title: string; description: string; index: boolean; follow: boolean }
  sections: ContentSection[]
}

function toBlock(block: v.InferOutput<typeof StaticPageBlockSchema>): ContentBlock {
  return block.type === 'paragraph'
    ? { type: 'paragraph', text: toRichText(block.text) }
    : { type: 'list', items: block.items.map(toRichText) }
}

function toLink(value: unknown): ContentSection['link'] {
  const link = v.safeParse(StaticPageLinkSchema, value)
  return link.success ? link.output : null
}

/**
 * The page of an authored document, or null when the document is not a page (no title or no
 * valid update date). The SEO title and description fall back to the title and the intro.
 */
export function toContentPageData(document: CmsDocument, uri: string): ContentPageData | null {
  const parsed = v.safeParse(StaticPageDocumentSchema, document)
  if (!parsed.success) return null
  const { intro, updatedAt } = parsed.output
  const title = toPlainText(parsed.output.title)
  if (title === '') return null
  const seo = v.safeParse(CmsSeoSchema, parsed.output.seo ?? {})
  const introText = toPlainText(intro)
  const description = (seo.success ? seo.output.description : undefined) ?? introText
  return {
    title,
    intro: toRichText(intro),
    updatedAt,
    uri,
    seo: {
      title: (seo.success ? seo.output.title : undefined) ?? title,
      description: description.replace(/\s+/g, ' ').trim().slice(0, META_DESCRIPTION_LENGTH),
      index: seo.success ? seo.output.index : true,
      follow: seo.success ? seo.output.follow : true,
    },
    sections: parseEach(StaticPageSectionSchema, parsed.output.sections).map((section) => ({
      heading: toPlainText(section.heading),
      blocks: parseEach(StaticPageBlockSchema, section.blocks).map(toBlock),
      link: toLink(section.link),
    })),
  }
}
