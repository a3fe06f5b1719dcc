import { useLingui } from '@lingui/react'
import { useId, useSyncExternalStore, type ReactNode } from 'react'
import { routePath } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { parseWishlist, subscribeWishlist, toggleWishlist, wishlistSnapshot, type WishlistItem } from '../cards/wishlist-store'
import '../../styles/drawer-lists.css'

/**
 * The wishlist's two lists (site-wide.md §2 "Wishlist and recently viewed"): what the visitor saved
 * from the cards, kept in this browser, split into stays and activities. Each item leads to its
 * page and can be taken out; an empty part says so and offers to add items from its search. The
 * header's drawer and the account's wishlist page show it alike.
 */
export function WishlistLists({ heading: Heading = 'h3' }: { heading?: 'h2' | 'h3' }) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const text = useSyncExternalStore(subscribeWishlist, wishlistSnapshot, () => '[]')
  const items = parseWishlist(text)
  const parts = [
    { type: 'stay', title: _('wishlist.stays'), add: routePath(site, 'search') },
    { type: 'activity', title: _('wishlist.activities'), add: routePath(site, 'activitySearch') },
  ] as const
  return (
    <>
      {parts.map((part) => (
        <WishlistPart key={part.type} heading={Heading} title={part.title} add={part.add} items={items.filter((i) => i.type === part.type)}>
          {(item) => (
            <button
              type="button"
              className="wishlist-item__remove"
              aria-label={i18n._('wishlist.remove', { label: item.label })}
              onClick={() => toggleWishlist(item)}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.7 4.5c2.1 0 3.6 1.2 5.3 3.1 1.7-1.9 3.2-3.1 5.3-3.1 3.7 0 5.8 3.8 4.3 7.2C19.5 16.4 12 21 12 21z" />
              </svg>
            </button>
          )}
        </WishlistPart>
      ))}
    </>
  )
}

type PartProps = {
  heading: 'h2' | 'h3'
  title: string
  /** The search that items of this part come from. */
  add: string
  items: readonly WishlistItem[]
  children: (item: WishlistItem) => ReactNode
}

function WishlistPart({ heading: Heading, title, add, items, children }: PartProps) {
  const { _ } = useLingui()
  const titleId = useId()
  return (
    <section className="wishlist-drawer__part" aria-labelledby={titleId}>
      <Heading id={titleId} className="wishlist-drawer__title">
        {title} <span className="wishlist-drawer__count">({items.length})</span>
      </Heading>
      {items.length > 0 ? (
        <ul className="wishlist-drawer__list">
          {items.map((item) => (
            <li key={`${item.type}-${item.id}`} className="wishlist-item">
              <a className="wishlist-item__link" href={item.uri}>
                <img className="drawer-item__image" src={item.imageUrl} alt="" width={96} height={54} loading="lazy" />
                <span className="drawer-item__text">
                  <span className="drawer-item__label">{item.label}</span>
                  {item.type === 'stay' ? <span className="drawer-item__muted">{item.hotel.label}</span> : null}
                  {item.headwords.length > 0 ? <span className="drawer-item__muted">{item.headwords.slice(0, 2).join(' · ')}</span> : null}
                </span>
              </a>
              {children(item)}
            </li>
          ))}
        </ul>
      ) : (
        <div className="wishlist-drawer__empty">
          <p>{_('wishlist.empty')}</p>
          <a className="button" href={add}>
            {_('wishlist.add')}
          </a>
        </div>
      )}
    </section>
  )
}
