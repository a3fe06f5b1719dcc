// Recently viewed stays and activities (site-wide.md §2, §3, §8, §9), kept in the browser's local
// storage: newest first, one entry per product, at most RECENTLY_VIEWED_MAX. Local storage is
// outside input: each stored item is checked field by field and an unreadable list is empty.

import { storedText } from '../../lib/stored-text'

/** Local storage key of the list. */
export const RECENTLY_VIEWED_KEY = 'recentlyViewed'

/** How many products the list keeps (site-wide §9: a shared constant). */
export const RECENTLY_VIEWED_MAX = 12

/** One product seen: its card's facts (site-wide §3 recently viewed item). */
export type RecentlyViewedItem = {
  id: number
  type: 'STAY' | 'ACTIVITY'
  label: string
  imageUrl: string
  uri: string
  /** The stay's hotel, or the activity's centre. */
  hotel: { id: number; label: string } | null
  price: { sellPrice: number; refPrice: number; promo: number; nights: number } | null
}

type Loose = Record<string, unknown>
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value)
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

function isItem(value: unknown): value is RecentlyViewedItem {
  if (!isObject(value)) return false
  const { id, type, label, imageUrl, uri, hotel, price } = value
  return (
    isNumber(id) &&
    (type === 'STAY' || type === 'ACTIVITY') &&
    typeof label === 'string' &&
    typeof imageUrl === 'string' &&
    typeof uri === 'string' &&
    uri.startsWith('/') &&
    (hotel === null || (isObject(hotel) && isNumber(hotel.id) && typeof hotel.label === 'string')) &&
    (price === null ||
      (isObject(price) && isNumber(price.sellPrice) && isNumber(price.refPrice) && isNumber(price.promo) && isNumber(price.nights)))
  )
}

/** The stored list; anything unreadable is an empty list (site-wide §8: a parse failure is silent). */
export function parseRecentlyViewed(text: string | null): RecentlyViewedItem[] {
  if (!text) return []
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? value.filter(isItem) : []
  } catch {
    return []
  }
}

/** The list with the item first, its earlier entry gone, cut to the maximum. */
export function withViewed(items: readonly RecentlyViewedItem[], item: RecentlyViewedItem): RecentlyViewedItem[] {
  return [item, ...items.filter((i) => !(i.id === item.id && i.type === item.type))].slice(0, RECENTLY_VIEWED_MAX)
}

const stored = storedText(RECENTLY_VIEWED_KEY)

/** Subscribes to changes of the list in this tab and in others. */
export const subscribeRecentlyViewed = stored.subscribe

/** The stored text (stable between changes), '[]' when there is none, null without storage. */
export const recentlyViewedSnapshot = stored.snapshot

/** Puts the product first in the list and tells the subscribers. */
export function rememberViewed(item: RecentlyViewedItem): void {
  stored.update((text) => JSON.stringify(withViewed(parseRecentlyViewed(text), item)))
}
