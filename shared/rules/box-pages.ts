// The gift box pages (product-pages.md "Gift box detail page", "Gift box listing page", §4 and §9).
// Types only from the API schemas: the browser imports this file and must not carry valibot.
import type { Box, BoxDetail, BoxOfferSchema, BoxOffersPageSchema } from '../api/boxes'
import { routePath, type Site } from '../sites'
import type { InferOutput } from 'valibot'

/** A stay of a box's carousel, as GET /gateway/boxes/{code}/offers lists it. */
export type BoxOffer = InferOutput<typeof BoxOfferSchema>

/** A page of a box's stays (8 a page, product-pages §9). */
export type BoxOffersPage = InferOutput<typeof BoxOffersPageSchema>

/** What the box pages show: the list of boxes, one box with its first stays, or the failure of either call. */
export type BoxPageData =
  | { view: 'list'; boxes: Box[] }
  /** offers is null when the first page of stays could not be read ('Oops, something went wrong' in its place). */
  | { view: 'detail'; box: BoxDetail; offers: BoxOffersPage | null; format: GiftFormat }
  /** The list or the detail call failed (site-wide §8): 'Oops, something went wrong' in place of the content. */
  | { view: 'error' }

/** The segment under the box path that introduces a detail page: /box/p/{slug}/{code}. */
export const BOX_DETAIL_SEGMENT = 'p'

/** The detail page of a box on a site: /{site}/box/p/{slug}/{code}. */
export function boxDetailPath(site: Site, box: Pick<Box, 'slug' | 'code'>): string {
  return routePath(site, 'boxes', BOX_DETAIL_SEGMENT, box.slug, box.code)
}

/** What a box includes, one line each (the CMS writes them newline-separated), without empty lines. */
export function includedLines(includedContent: string): string[] {
  return includedContent
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

/** The two gift formats (product-pages §4): digital, the default, or physical. */
export type GiftFormat = 'digital' | 'physical'

/** The gift formats in the order they are offered. */
export const GIFT_FORMATS: readonly GiftFormat[] = ['digital', 'physical']

/**
 * The format a box page opens with: the giftFormat search parameter when it names a format that
 * can be chosen, else digital. Physical cannot be chosen while the physical-voucher flag is off.
 */
export function initialGiftFormat(param: string | null | undefined, physicalEnabled: boolean): GiftFormat {
  return param === 'physical' && physicalEnabled ? 'physical' : 'digital'
}

/** Whether a gift format can be chosen (physical only while the physical-voucher flag is on). */
export function isGiftFormatEnabled(format: GiftFormat, physicalEnabled: boolean): boolean {
  return format === 'digital' || physicalEnabled
}

/** The stays of a box loaded so far, page by page. */
export interface LoadedOffers {
  offers: readonly BoxOffer[]
  /** The last page read (1 after the server's first page). */
  page: number
  /** The box's number of stays, as the last page said. */
  totalCount: number
  /** A page came back empty: there is nothing more to ask for. */
  exhausted: boolean
}

/** The first page as the server rendered it. */
export function firstOffers(page: BoxOffersPage): LoadedOffers {
  return { offers: page.exactMatch, page: 1, totalCount: page.searchDetails.totalCount, exhausted: page.exactMatch.length === 0 }
}

/**
 * Another page appended (product-pages §4: loading stops once a page returns no results). A stay
 * already listed is not listed twice, should the catalogue have moved between two pages.
 */
export function appendOffers(loaded: LoadedOffers, next: BoxOffersPage): LoadedOffers {
  const seen = new Set(loaded.offers.map((o) => o.id))
  return {
    offers: [...loaded.offers, ...next.exactMatch.filter((o) => !seen.has(o.id))],
    page: next.searchDetails.page,
    totalCount: next.searchDetails.totalCount,
    exhausted: next.exactMatch.length === 0,
  }
}

/** Whether a next page may hold more stays: none came back empty and fewer than the total are listed. */
export function hasMoreOffers(loaded: LoadedOffers): boolean {
  return !loaded.exhausted && loaded.offers.length < loaded.totalCount
}

/**
 * Validity of a gift box: a year and a half (product-pages.md §9 gift validity, 'card text: one year
 * and a half'), as the boxes' own included lines say ('valid 18 months').
 */
export const BOX_VALIDITY_MONTHS = 18
