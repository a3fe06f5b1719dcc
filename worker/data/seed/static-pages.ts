// The static content pages of the footer (site-wide §2: terms of sale, terms of use, data
// protection, cookies, partner sign-up, and the French and Spanish press room) as CMS documents
// per locale (cms_content, kind 'static_page').
import { getSite, type Site } from '../../../shared/sites'
import { STATIC_PAGE_KIND } from '../d1-catalog/static-pages'
import type { CmsRow } from './cms'
import { COOKIES } from './static-page-texts/cookies'
import { DATA_PROTECTION } from './static-page-texts/data-protection'
import type { PageText, StaticPageText } from './static-page-texts/page-text'
import { PARTNER_SIGNUP } from './static-page-texts/partner-signup'
import { PRESS_ROOM } from './static-page-texts/press-room'
import { TERMS_OF_SALE } from './static-page-texts/terms-of-sale'
import { TERMS_OF_USE } from './static-page-texts/terms-of-use'
import { LOCALES, LOCALE_LANGUAGE } from './text'

/** The pages, in the footer's order. */
export const STATIC_PAGES: readonly StaticPageText[] = [TERMS_OF_SALE, TERMS_OF_USE, DATA_PROTECTION, COOKIES, PARTNER_SIGNUP, PRESS_ROOM]

/** The page's text on a site: the locale's own when it has one, else its language's. */
function textOf(text: PageText, site: Site): string {
  return 'fr_FR' in text ? text[site.id] : text[LOCALE_LANGUAGE[site.id]]
}

/** The CMS document of a page on a site (the shape shared/cms/static-page.ts reads). */
function toDocument(page: StaticPageText, site: Site): unknown {
  const t = (text: PageText) => textOf(text, site)
  return {
    title: t(page.title),
    intro: t(page.intro),
    updatedAt: page.updatedAt,
    seo: { title: t(page.title), description: t(page.description), index: true, follow: true },
    sections: page.sections.map((section) => ({
      heading: t(section.heading),
      // A text left empty in a locale (a Belgian-only note) is no block there.
      blocks: section.blocks.flatMap((block): unknown[] => {
        if ('p' in block) return t(block.p) === '' ? [] : [{ type: 'paragraph', text: t(block.p) }]
        const items = block.list.map(t).filter((item) => item !== '')
        return items.length === 0 ? [] : [{ type: 'list', items }]
      }),
      ...(section.link ? { link: { label: t(section.link.label), url: section.link.href(site) } } : {}),
    })),
  }
}

/** One CMS row per page and locale, for every flow ('all'), keyed by the page's id. */
export function buildStaticPages(): CmsRow[] {
  return LOCALES.flatMap((locale) => {
    const site = getSite(locale)
    return STATIC_PAGES.filter((page) => !page.sites || page.sites.includes(locale)).map((page) => ({
      locale,
      flow: 'all' as const,
      kind: STATIC_PAGE_KIND,
      key: page.id,
      json: JSON.stringify(toDocument(page, site)),
    }))
  })
}
