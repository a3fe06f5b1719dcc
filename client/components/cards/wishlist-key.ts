/** Local storage key of the wishlist. */
export const WISHLIST_KEY = 'wishlist'

/**
 * Whether this browser keeps a wishlist with something in it (or cannot say): the hearts of the
 * server's cards are drawn empty, so such a browser needs the cards' code at once.
 */
export function mayHaveWishlist(): boolean {
  try {
    const text = window.localStorage.getItem(WISHLIST_KEY)
    return text !== null && text !== '[]'
  } catch {
    // No local storage: the cards hydrate at once to remove their hearts.
    return true
  }
}
