// The shape of the static pages' texts (static-pages.ts turns them into CMS documents per locale).
import { routePath, type Site, type SiteId } from '../../../../shared/sites'
import type { Localized, Tr } from '../text'

/** A text in the four languages, or per site locale where Belgium says it differently. */
export type PageText = Tr | Localized

/** A block of a section: a paragraph, or a bulleted list. */
export type PageBlock = { readonly p: PageText } | { readonly list: readonly PageText[] }

/** A section: a heading, its blocks and an optional link (its address on each site). */
export interface PageSection {
  readonly heading: PageText
  readonly blocks: readonly PageBlock[]
  readonly link?: { readonly label: PageText; readonly href: (site: Site) => string }
}

/** A static page: its id (the path segment after /content/), last update, title, intro and sections. */
export interface StaticPageText {
  readonly id: string
  /** The sites that have the page (every site when absent). */
  readonly sites?: readonly SiteId[]
  /** ISO date of the last update of its terms. */
  readonly updatedAt: string
  readonly title: PageText
  /** The meta description. */
  readonly description: PageText
  readonly intro: PageText
  readonly sections: readonly PageSection[]
}

/** The contact page of a site, opening its form on a reason when one is given. */
export const contactHref =
  (reason?: string) =>
  (site: Site): string =>
    `${routePath(site, 'contact')}${reason ? `?reason=${reason}` : ''}`
