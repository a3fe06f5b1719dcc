// The stay page's sections (product-pages.md §2 "Stay / offer page").
import type { Flow } from '../sites'
import type { StayDetail } from '../api/stay-detail'

/**
 * The navigation bar's tabs in the spec's order: description, room, experience, 'the experience',
 * the gift, reviews, hotel, practical info. The id is the section's anchor.
 */
export const PRODUCT_SECTIONS = ['description', 'room', 'experience', 'activities', 'gift', 'reviews', 'hotel', 'practical'] as const
export type ProductSection = (typeof PRODUCT_SECTIONS)[number]

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
    // The activities' own section ('the experience'): each activity and dinner in detail.
    activities: stay.programLines.some(isExperienceLine),
    gift: flow === 'gifting',
    reviews,
    hotel: true,
    practical: true,
  }
  return PRODUCT_SECTIONS.filter((section) => has[section])
}

/** Program lines told in detail in 'the experience': the activities and the dinners. */
export function isExperienceLine(line: Pick<StayDetail['programLines'][number], 'type'>): boolean {
  return line.type === 'ACTIVITY' || line.type === 'DINNER'
}

/** An activity's duration in hours and minutes (180 → 3 h, 90 → 1 h 30 min, 45 → 45 min). */
export function durationParts(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 }
}

/** Description truncation (product-pages.md §9): 250 characters, 86 on phones. */
export const DESCRIPTION_LIMIT = { desktop: 250, mobile: 86 } as const

/** The text cut at the limit on a word boundary when it is longer; null when it fits whole. */
export function truncateText(text: string, limit: number): string | null {
  const chars = Array.from(text)
  if (chars.length <= limit) return null
  const cut = chars.slice(0, limit).join('')
  const space = cut.lastIndexOf(' ')
  return (space > limit * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/u, '')
}

/** 'Need flexibility? Offer this stay as a giftcard' shows for gifts while no dates are chosen. */
export function showsGiftcardPrompt(flow: Flow, checkin: string | undefined): boolean {
  return flow === 'gifting' && !checkin
}
