// The stay page's sections (product-pages.md §2 "Stay / offer page").
import type { Flow } from '../sites'
import type { StayCard } from '../api/search'
import type { StayDetail } from '../api/stay-detail'

/**
 * The navigation bar's tabs in the spec's order: description, room, experience, 'the experience',
 * the gift, reviews, hotel, practical info. The id is the section's anchor.
 */
export const PRODUCT_SECTIONS = ['description', 'room', 'experience', 'activities', 'gift', 'reviews', 'hotel', 'practical'] as const
export type ProductSection = (typeof PRODUCT_SECTIONS)[number]

/** Offers of the hotel asked for in the 'other offers' search (the hotel drawer's numberOfPackagesPerHotel). */
export const OTHER_OFFERS_PACKAGES = 20

type SectionsInput = {
  stay: Pick<StayDetail, 'description' | 'room' | 'programLines' | 'hotel'>
  flow: Flow
  /** False once the reviews could not be read (a failed fetch hides the block). */
  reviews: boolean
}

/** The sections the page has, in the tabs' order: a tab appears only when its section exists. */
export function productSections({ stay, flow, reviews }: SectionsInput): ProductSection[] {
  const has: Record<ProductSection, boolean> = {
    description: stay.description.trim() !== '',
    room: stay.room !== null,
    experience: stay.programLines.length > 0,
    // The activities' own section ('the experience') is not on the page yet.
    activities: false,
    gift: flow === 'gifting',
    reviews,
    hotel: true,
    practical: true,
  }
  return PRODUCT_SECTIONS.filter((section) => has[section])
}

/** The hotel's other offers: every card but the stay's own. */
export function otherOffers(cards: readonly StayCard[], stayId: number): StayCard[] {
  return cards.filter((card) => card.id !== stayId)
}

/** 'Need flexibility? Offer this stay as a giftcard' shows for gifts while no dates are chosen. */
export function showsGiftcardPrompt(flow: Flow, checkin: string | undefined): boolean {
  return flow === 'gifting' && !checkin
}
