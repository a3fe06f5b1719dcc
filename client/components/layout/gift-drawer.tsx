import { useLingui } from '@lingui/react'
import { useEffect, useState, type RefObject } from 'react'
import { routePath } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { loadGiftCards, type GiftCard } from '../../pages/search/promo-content'
import { ModalDialog } from './modal-dialog'
import '../../styles/drawer-lists.css'

type Props = { onClose: () => void; opener?: RefObject<HTMLElement | null> }

/** The validity a gift's card states, where the CMS's words leave it out (product-pages.md §10 gift texts). */
const VALIDITY: Partial<Record<GiftCard['kind'], string>> = { stays: 'giftDrawer.validity.stays' }

/**
 * The header's gift drawer (site-wide.md §2 "Header", "Gift-offer block"): the gifts the site sells,
 * up to four cards (gift boxes, gift stays, gift card, activity gift) from the CMS's gift block, each
 * opening its campaign link in a new tab, shown only when its link exists; three placeholders while
 * the block loads. Customer care's gift button goes to the gift card page instead.
 */
export function GiftDrawer({ onClose, opener }: Props) {
  const { _ } = useLingui()
  const { site } = useSite()
  const [cards, setCards] = useState<readonly GiftCard[] | null>(null)
  useEffect(() => {
    let live = true
    void loadGiftCards(site.id).then((found) => {
      if (live) setCards(found)
    })
    return () => {
      live = false
    }
  }, [site.id])

  return (
    <ModalDialog
      title={_('header.gift')}
      closeLabel={_('giftDrawer.close')}
      onClose={onClose}
      block="filter-panel"
      className="filter-panel--drawer"
      overlayClassName="overlay--drawer"
      {...(opener ? { opener } : {})}
    >
      <div className="filter-panel__body hotel-offers">
        <p className="hotel-offers__count">{_('giftDrawer.intro')}</p>
        {cards === null ? (
          <div className="hotel-offers__skeleton" role="status" aria-label={_('giftDrawer.loading')}>
            <span />
            <span />
            <span />
          </div>
        ) : (
          <ul className="hotel-offers__list">
            {cards.map((card) => (
              <li key={card.kind}>
                <a className="hotel-offer" href={card.url} target="_blank" rel="noopener">
                  {card.image ? (
                    <img className="drawer-item__image" src={card.image} alt="" width={128} height={72} loading="lazy" />
                  ) : null}
                  <span className="drawer-item__text">
                    <span className="drawer-item__label">{card.title}</span>
                    <span className="drawer-item__muted">{card.subtitle}</span>
                    {VALIDITY[card.kind] ? <span>{_(VALIDITY[card.kind]!)}</span> : null}
                    <span className="visually-hidden">{_('giftDrawer.newTab')}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
        <a className="button button--block" href={`${routePath(site, 'search')}?flow=gifting`}>
          {_('giftDrawer.allGifts')}
        </a>
      </div>
    </ModalDialog>
  )
}
