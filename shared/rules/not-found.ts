// What the not-found page offers besides its message (site-wide.md "Not-found page"): the other
// offers of the hotel an expired link named (#hotelId=…), and a selection of the moment taken
// from the CMS homepage's marketing content.
import * as v from 'valibot'
import { CmsBlockSchema, CmsHomeDocumentSchema, CmsThemeItemSchema, parseEach } from '../cms/home-content'

const HotelIdSchema = v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))

/** The hotel id an address's hash carries (#hotelId=123, among other parameters), or null. */
export function expiredOfferHotelId(hash: string): number | null {
  const raw = new URLSearchParams(hash.replace(/^#/, '')).get('hotelId')
  if (raw === null) return null
  const result = v.safeParse(HotelIdSchema, raw.trim())
  return result.success ? result.output : null
}

/** A link of the selection of the moment. */
export type MomentLink = { readonly label: string; readonly url: string }

/** How many links the selection shows. */
export const MOMENT_SELECTION_SIZE = 6

/**
 * The selection of the moment: the themes the CMS homepage puts forward (its marketing picks), at
 * most MOMENT_SELECTION_SIZE of them; none when the document has no themes block that fits.
 */
export function momentSelection(content: unknown): MomentLink[] {
  const document = v.safeParse(CmsHomeDocumentSchema, content)
  if (!document.success) return []
  const themes = parseEach(CmsBlockSchema, document.output.blocks).find((block) => block.type === 'themes')
  if (themes?.type !== 'themes') return []
  return parseEach(CmsThemeItemSchema, themes.items)
    .slice(0, MOMENT_SELECTION_SIZE)
    .map((item) => ({ label: item.label, url: item.url }))
}
