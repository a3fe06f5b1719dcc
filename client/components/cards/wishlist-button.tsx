import { useLingui } from '@lingui/react'
import { useMemo, useSyncExternalStore } from 'react'
import { parseWishlist, subscribeWishlist, toggleWishlist, wishlistSnapshot, type WishlistItem } from './wishlist-store'

/**
 * The heart of a card, kept in local storage. The server draws it empty (so
 * the card is complete at first paint); the browser then shows the stored
 * state, or removes the heart when it has no local storage.
 */
export function WishlistButton({ item }: { item: WishlistItem }) {
  const { i18n } = useLingui()
  const text = useSyncExternalStore(subscribeWishlist, wishlistSnapshot, () => '[]')
  const saved = useMemo(
    () => (text === null ? false : parseWishlist(text).some((i) => i.id === item.id && i.type === item.type)),
    [text, item],
  )
  if (text === null) return null
  return (
    <button
      type="button"
      className={`wishlist${saved ? ' wishlist--saved' : ''}`}
      aria-pressed={saved}
      aria-label={i18n._('card.wishlist', { label: item.label })}
      onClick={(event) => {
        event.stopPropagation()
        toggleWishlist(item)
      }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.7 4.5c2.1 0 3.6 1.2 5.3 3.1 1.7-1.9 3.2-3.1 5.3-3.1 3.7 0 5.8 3.8 4.3 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  )
}
