// The wishlist kept in the browser's local storage (search.md §3, site-wide.md
// §2): stays and activities, toggled from the cards. Local storage is outside
// input, so each stored item is checked field by field and a bad value counts
// as empty.

import { storedText } from '../../lib/stored-text'

/** Local storage key of the wishlist. */
export const WISHLIST_KEY = 'wishlist'

/** One saved stay or activity. */
export type WishlistItem = {
  id: number
  type: 'stay' | 'activity'
  label: string
  headwords: string[]
  imageUrl: string
  uri: string
  hotel: { id: number; label: string }
}

type Loose = Record<string, unknown>

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value)

function isWishlistItem(value: unknown): value is WishlistItem {
  if (!isObject(value)) return false
  const { id, type, label, headwords, imageUrl, uri, hotel } = value
  return (
    typeof id === 'number' &&
    (type === 'stay' || type === 'activity') &&
    typeof label === 'string' &&
    Array.isArray(headwords) &&
    headwords.every((h) => typeof h === 'string') &&
    typeof imageUrl === 'string' &&
    typeof uri === 'string' &&
    isObject(hotel) &&
    typeof hotel.id === 'number' &&
    typeof hotel.label === 'string'
  )
}

/** Parses the stored text; anything unreadable is an empty list. */
export function parseWishlist(text: string | null): WishlistItem[] {
  if (!text) return []
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) && value.every(isWishlistItem) ? value : []
  } catch {
    return []
  }
}

/** The list with the item added (newest first) or removed when it is already there. */
export function toggleWishlistItem(items: readonly WishlistItem[], item: WishlistItem): WishlistItem[] {
  const present = items.some((i) => i.id === item.id && i.type === item.type)
  return present ? items.filter((i) => !(i.id === item.id && i.type === item.type)) : [item, ...items]
}

const stored = storedText(WISHLIST_KEY)

/** Subscribes to wishlist changes of this tab and of other tabs. */
export const subscribeWishlist = stored.subscribe

/** The stored text (stable between changes, as useSyncExternalStore wants), or null without storage. */
export const wishlistSnapshot = stored.snapshot

/** Adds or removes an item and tells the subscribers. */
export function toggleWishlist(item: WishlistItem): void {
  stored.update((text) => JSON.stringify(toggleWishlistItem(parseWishlist(text), item)))
}
