// Promo blocks inside the results grid (search.md §2.5, §9): they sit between
// rows of the 3-column grid, never in customer-care mode, and Italy gets no
// gift blocks.
import type { Flags } from '../../../shared/flags'
import type { Flow, SiteId } from '../../../shared/sites'

/** The kinds of in-grid block. */
export type PromoBlock = 'targetedBanner' | 'singleVoucher' | 'giftCard' | 'giftStay' | 'box'

/** Gift blocks, withheld from it_IT: every block but the targeted banner sells a gift (a box is a gift box). */
export const GIFT_BLOCKS: readonly PromoBlock[] = ['singleVoucher', 'giftCard', 'giftStay', 'box']

/** Cards per row of the grid. */
export const GRID_COLUMNS = 3

/**
 * Blocks per flow, each after a number of cards: the first after the first
 * row (3 cards), the next ones every two rows (9, then 15…), so the second
 * stretch of the grid holds up to 6 cards, as the spec's "first row 3 items,
 * second row up to 9" counts them.
 */
export const PROMO_ORDER: Readonly<Record<Flow, readonly PromoBlock[]>> = {
  booking: ['targetedBanner', 'singleVoucher', 'giftCard', 'box'],
  hotel: ['targetedBanner', 'singleVoucher', 'giftCard', 'box'],
  gifting: ['targetedBanner', 'giftStay', 'box', 'giftCard'],
  activity: ['targetedBanner', 'giftCard'],
}

/** A block and the number of cards before it. */
export interface PromoSlot {
  readonly block: PromoBlock
  readonly after: number
}

/** Where the blocks go for a page of `cardCount` cards; only between rows, never after the last card. */
export function promoSlots(input: {
  readonly cardCount: number
  readonly flow: Flow
  readonly siteId: SiteId
  readonly customerCare: boolean
  readonly flags: Pick<Flags, 'boxes'>
}): PromoSlot[] {
  if (input.customerCare) return []
  const blocks = PROMO_ORDER[input.flow].filter(
    (block) => !(input.siteId === 'it_IT' && GIFT_BLOCKS.includes(block)) && !(block === 'box' && !input.flags.boxes),
  )
  const slots: PromoSlot[] = []
  let after = GRID_COLUMNS
  for (const block of blocks) {
    if (after >= input.cardCount) break
    slots.push({ block, after })
    after += GRID_COLUMNS * 2
  }
  return slots
}
