import type { SiteId } from '../sites'

/** The sites that state structured data on every page, whether it has its meta tags or not. */
const ALWAYS_STATED: readonly SiteId[] = ['it_IT']

/**
 * Whether a page states structured data, the schema.org microdata of its breadcrumb
 * (BreadcrumbList) and of the footer (the Organization and its rating): site-wide.md §2, "missing
 * meta tags hide structured data (except Italy)". `metaTags`: the page has its meta tags, a meta
 * description of its own (describes()).
 */
export function statesStructuredData(siteId: SiteId, metaTags: boolean): boolean {
  return metaTags || ALWAYS_STATED.includes(siteId)
}

/** Whether a text can be a page's meta description: a page whose text is empty or blank has none. */
export function describes(text: string | null | undefined): text is string {
  return (text ?? '').trim() !== ''
}
