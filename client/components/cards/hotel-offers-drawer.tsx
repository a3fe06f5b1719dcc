import { useLingui } from '@lingui/react'
import { useEffect, useState } from 'react'
import type { StayCard as StayCardData } from '../../../shared/api/search'
import { formatPrice } from '../../../shared/money'
import { hotelOffersRequest, hotelOffersTitle, otherOffers } from '../../../shared/rules/hotel-offers'
import { displayedPromo, formatPromo } from '../../../shared/rules/promo'
import { parseCriteriaHash } from '../../../shared/search/criteria'
import { routePath, type Flow } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { fetchOffers } from '../../lib/offers-api'
import { ModalDialog } from '../layout/modal-dialog'
import { PRICE_TYPE_MESSAGE } from './card-text'
import '../../styles/drawer-lists.css'

type Props = {
  /** The card's stay: the drawer lists the hotel's others. */
  stayId: number
  hotel: { id: number; label: string }
  flow: Flow
  /** Query and hash of the card's links (flow, party, dates): the search the offers are read for. */
  linkSuffix: string
  onClose: () => void
}

type State = { status: 'loading' } | { status: 'error' } | { status: 'done'; offers: StayCardData[] }

/**
 * The hotel offers drawer (product-pages.md §7, §9): a result card's 'View {count} offers' opens the
 * hotel's other offers for the search's party and dates, cheapest first, each leading to its page;
 * 'Go back to search' closes it. A failed call says so in place of the list.
 */
export default function HotelOffersDrawer({ stayId, hotel, flow, linkSuffix, onClose }: Props) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const [state, setState] = useState<State>({ status: 'loading' })
  const hash = linkSuffix.split('#')[1] ?? ''
  const criteria = parseCriteriaHash(hash)

  useEffect(() => {
    const controller = new AbortController()
    fetchOffers(hotelOffersRequest(site.id, flow, parseCriteriaHash(hash), hotel.id), controller.signal)
      .then((answer) => setState({ status: 'done', offers: otherOffers(answer.results, stayId) }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' })
      })
    return () => controller.abort()
  }, [site.id, flow, hash, hotel.id, stayId])

  const title = state.status === 'done' ? hotelOffersTitle(state.offers.length, flow, criteria) : { id: 'hotelOffers.loading', values: {} }
  const price = (cents: number) => formatPrice(cents, site.bcp47)

  return (
    <ModalDialog
      title={hotel.label}
      closeLabel={_('hotelOffers.close')}
      onClose={onClose}
      block="filter-panel"
      className="filter-panel--drawer"
      overlayClassName="overlay--drawer"
    >
      <div className="filter-panel__body hotel-offers" aria-busy={state.status === 'loading'}>
        <p className="hotel-offers__count" role="status">
          {state.status === 'error' ? _('search.error') : i18n._(title.id, title.values)}
        </p>
        {state.status === 'loading' ? (
          <div className="hotel-offers__skeleton" aria-hidden="true">
            <span />
            <span />
          </div>
        ) : null}
        {state.status === 'done' && state.offers.length === 0 ? (
          // Nothing else at this hotel for the search: the advisers can help by phone (product-pages.md §9).
          <p className="hotel-offers__help">
            {_('hotelPage.offers.phoneHours')} <a href={routePath(site, 'contact')}>{_('footer.help.contact')}</a>
          </p>
        ) : null}
        {state.status === 'done' && state.offers.length > 0 ? (
          <ul className="hotel-offers__list">
            {state.offers.map((offer) => {
              const promo = displayedPromo(offer.sellPrice, offer.refPrice, 'card')
              return (
                <li key={offer.id}>
                  <a className="hotel-offer" href={`${offer.uri}${linkSuffix}`}>
                    <img className="drawer-item__image" src={offer.imageUrl} alt="" width={128} height={72} loading="lazy" />
                    <span className="drawer-item__text">
                      <span className="drawer-item__label">{offer.label}</span>
                      {offer.headwords.length > 0 ? (
                        <span className="drawer-item__muted">{offer.headwords.slice(0, 3).join(' · ')}</span>
                      ) : null}
                      <span className="hotel-offer__price">
                        <span className="hotel-offer__price-label">{_(PRICE_TYPE_MESSAGE[offer.priceType])}</span>{' '}
                        <strong>{price(offer.sellPrice)}</strong>
                        {promo > 0 ? (
                          <>
                            {' '}
                            <s className="card__ref">{price(offer.refPrice)}</s>{' '}
                            <span className="badge badge--promo">{formatPromo(promo)}</span>
                          </>
                        ) : null}
                      </span>
                      <span className="drawer-item__muted">
                        {i18n._('card.forPeople', { count: offer.participants, nights: offer.nights })}
                      </span>
                    </span>
                  </a>
                </li>
              )
            })}
          </ul>
        ) : null}
      </div>
      <div className="filter-panel__footer">
        <button type="button" className="button button--primary" onClick={onClose}>
          {_('hotelOffers.back')}
        </button>
      </div>
    </ModalDialog>
  )
}
