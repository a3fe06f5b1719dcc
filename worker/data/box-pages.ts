import * as v from 'valibot'
import { type Box, BoxOffersPageSchema, BoxOffersQuerySchema } from '../../shared/api/boxes'
import type { BoxOffersPage } from '../../shared/rules/box-pages'
import type { SiteId } from '../../shared/sites'
import type { CatalogSource } from './catalog-source'

/** The published boxes of a site, in their display order (the listing page). Throws when the catalogue fails. */
export async function getBoxList(catalog: CatalogSource, locale: SiteId): Promise<Box[]> {
  return (await catalog.searchBoxes(locale)).boxes
}

/** The box of a site whose slug this is (the old /box/{slug} links), or null. Throws when the catalogue fails. */
export async function findBoxBySlug(catalog: CatalogSource, locale: SiteId, slug: string): Promise<Box | null> {
  return (await getBoxList(catalog, locale)).find((box) => box.slug === slug) ?? null
}

/**
 * The first page of a box's stays as the box page's carousel asks for it (GET
 * /gateway/boxes/{code}/offers with the call's defaults: page 1, 8 a page), or null when the call
 * fails or answers no page (logged by onError; the carousel shows the failure in its place).
 */
export async function getFirstBoxOffers(
  catalog: CatalogSource,
  code: string,
  locale: SiteId,
  onError: (location: string, error: unknown) => void,
): Promise<BoxOffersPage | null> {
  try {
    const answer = await catalog.getBoxOffers(code, v.parse(BoxOffersQuerySchema, { locale }))
    if (answer === null) return null
    // Without performMapSearch the call answers a page; an upstream in proxy mode is checked all the same.
    const page = v.safeParse(BoxOffersPageSchema, answer)
    if (!page.success) throw new Error(`box offers of ${code}: unexpected answer (${page.issues[0].message})`)
    return page.output
  } catch (error) {
    onError('box.offers', error)
    return null
  }
}
