// The wishlist kept in the browser's local storage (search.md §3, site-wide.md
// §2): stays and activities, toggled from the cards. Local storage is outside
// input, so it is read through a schema and a bad value counts as empty.
import * as v from 'valibot'

/** Local storage key of the wishlist. */
export const WISHLIST_KEY = 'wishlist'

export const WishlistItemSchema = v.object({
  id: v.number(),
  type: v.picklist(['stay', 'activity']),
  label: v.string(),
  headwords: v.array(v.string()),
  imageUrl: v.string(),
  uri: v.string(),
  hotel: v.object({ id: v.number(), label: v.string() }),
})

/** One saved stay or activity. */
export type WishlistItem = v.InferOutput<typeof WishlistItemSchema>

const WishlistSchema = v.array(WishlistItemSchema)

/** Parses the stored text; anything unreadable is an empty list. */
export function parseWishlist(text: string | null): WishlistItem[] {
  if (!text) return []
  try {
    const result = v.safeParse(WishlistSchema, JSON.parse(text))
    return result.success ? result.output : []
  } catch {
    return []
  }
}

/** The list with the item added (newest first) or removed when it is already there. */
export function toggleWishlistItem(items: readonly WishlistItem[], item: WishlistItem): WishlistItem[] {
  const present = items.some((i) => i.id === item.id && i.type === item.type)
  return present ? items.filter((i) => !(i.id === item.id && i.type === item.type)) : [item, ...items]
}

/** True when the browser lets us keep a wishlist (local storage reachable). */
function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null
  } catch {
    return null
  }
}

const listeners = new Set<() => void>()

/** Subscribes to wishlist changes of this tab and of other tabs. */
export function subscribeWishlist(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === WISHLIST_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The stored text (stable between changes, as useSyncExternalStore wants), or null without storage. */
export function wishlistSnapshot(): string | null {
  const store = storage()
  return store ? (store.getItem(WISHLIST_KEY) ?? '[]') : null
}

/** Adds or removes an item and tells the subscribers. */
export function toggleWishlist(item: WishlistItem): void {
  const store = storage()
  if (!store) return
  store.setItem(WISHLIST_KEY, JSON.stringify(toggleWishlistItem(parseWishlist(store.getItem(WISHLIST_KEY)), item)))
  for (const listener of listeners) listener()
}
