import { useLingui } from '@lingui/react'
import { lazy, Suspense } from 'react'
import { AccountFrame } from './account-nav'

// The lists and their sheet come with this page's own chunk, not in the app's page loader (which
// every page downloads).
const WishlistLists = lazy(() => import('../../components/layout/wishlist-lists').then((m) => ({ default: m.WishlistLists })))

/** The wishlist as a page of the account (/account/wishlist): the lists the header's drawer shows, kept in this browser. */
export function WishlistView() {
  const { _ } = useLingui()
  return (
    <AccountFrame section="wishlist" title={_('account.wishlist.title')}>
      <p className="account__aside account__aside--top">{_('account.wishlist.intro')}</p>
      <div className="checkout-panel account-wishlist">
        <Suspense fallback={null}>
          <WishlistLists heading="h2" />
        </Suspense>
      </div>
    </AccountFrame>
  )
}
