import { useLingui } from '@lingui/react'
import type { RefObject } from 'react'
import { ModalDialog } from './modal-dialog'
import { WishlistLists } from './wishlist-lists'

type Props = { onClose: () => void; opener?: RefObject<HTMLElement | null> }

/**
 * The wishlist drawer (site-wide.md §2 "Wishlist and recently viewed"): the wishlist's lists
 * (wishlist-lists.tsx) in the site's side drawer.
 */
export function WishlistDrawer({ onClose, opener }: Props) {
  const { _ } = useLingui()
  return (
    <ModalDialog
      title={_('header.wishlist')}
      closeLabel={_('wishlist.close')}
      onClose={onClose}
      // The site's side drawer (the filter drawer's look, in the stylesheet every page has).
      block="filter-panel"
      className="filter-panel--drawer"
      overlayClassName="overlay--drawer"
      {...(opener ? { opener } : {})}
    >
      <div className="filter-panel__body wishlist-drawer__body">
        <WishlistLists />
      </div>
    </ModalDialog>
  )
}
