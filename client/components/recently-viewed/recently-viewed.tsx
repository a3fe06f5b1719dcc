import { useLingui } from '@lingui/react'
import { useEffect, useId, useSyncExternalStore } from 'react'
import { useSite } from '../../app/site-context'
import { formatPrice } from '../../lib/format'
import {
  parseRecentlyViewed,
  recentlyViewedSnapshot,
  rememberViewed,
  subscribeRecentlyViewed,
  type RecentlyViewedItem,
} from './recently-viewed-store'

/** How many recently viewed products the section shows. */
const SHOWN = 4

/**
 * The products of the same kind seen before this one (site-wide §2 "Wishlist and recently viewed";
 * product-pages §2 activity page), newest first; this one joins the list. The list is the browser's:
 * the server draws nothing, and the section shows once the page runs.
 */
export function RecentlyViewed({ current, title }: { current: RecentlyViewedItem; title: string }) {
  const { _ } = useLingui()
  const { site } = useSite()
  const titleId = useId()
  const text = useSyncExternalStore(subscribeRecentlyViewed, recentlyViewedSnapshot, () => null)
  // The product joins the list once seen (keyed by what identifies it, not by the object's identity).
  const key = `${current.type}:${current.id}`
  useEffect(() => {
    rememberViewed(current)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per product
  }, [key])
  const items = parseRecentlyViewed(text)
    .filter((i) => i.type === current.type && i.id !== current.id)
    .slice(0, SHOWN)
  if (items.length === 0) return null
  return (
    <section className="section recently-viewed" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <ul className="recently-viewed__list">
        {items.map((item) => (
          <li key={item.id}>
            <a className="recent-card" href={item.uri}>
              {item.imageUrl ? (
                <img className="recent-card__image" src={item.imageUrl} alt="" width={320} height={180} loading="lazy" />
              ) : null}
              <span className="recent-card__label">{item.label}</span>
              {item.hotel ? <span className="recent-card__hotel">{item.hotel.label}</span> : null}
              {item.price ? (
                <span className="recent-card__price">
                  {_('card.price.from')} <strong>{formatPrice(item.price.sellPrice, site.bcp47)}</strong>
                </span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
