import { useLingui } from '@lingui/react'
import { useEffect, useState } from 'react'
import { appendOffers, firstOffers, hasMoreOffers, type BoxOffer, type LoadedOffers } from '../../../shared/rules/box-pages'
import { routePath } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { imageSrc } from '../checkout/checkout-format'
import { getBoxOffersPage } from './beneficiary-api'
import { CheckoutLoading } from '../checkout/loading-notices'

/**
 * The stays a box's recipient can choose from (product-pages §7 beneficiary box offers), 8 at a
 * time with 'Show more stays'; choosing one goes on to its dates.
 */
export function BoxOffers({ code, onChoose }: { code: string; onChoose: (offer: BoxOffer) => void }) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const [loaded, setLoaded] = useState<LoadedOffers | null>(null)
  const [page, setPage] = useState(1)
  const [attempt, setAttempt] = useState(0)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let live = true
    setFailed(false)
    getBoxOffersPage(site.id, code, page).then(
      (answer) => {
        if (live) setLoaded((previous) => (previous && page > 1 ? appendOffers(previous, answer) : firstOffers(answer)))
      },
      () => {
        if (live) setFailed(true)
      },
    )
    return () => {
      live = false
    }
  }, [site.id, code, page, attempt])

  return (
    <div className="gift-offers">
      <p className="gift-use__step">{_('beneficiary.book.chooseStay')}</p>
      {loaded && loaded.offers.length > 0 ? (
        <ul className="gift-offers__list">
          {loaded.offers.map((offer) => (
            <li key={offer.id} className="gift-offer">
              {offer.images[0] ? (
                <img className="gift-offer__image" src={imageSrc(offer.images[0])} alt="" width={640} height={360} loading="lazy" />
              ) : null}
              <div className="gift-offer__body">
                <h3 className="gift-offer__title">
                  <a href={offer.uri}>{offer.label}</a>
                </h3>
                <p className="gift-offer__hotel">
                  {offer.hotel.label} · {offer.hotel.location.label}
                </p>
                <button
                  type="button"
                  className="button button--primary gift-offer__choose"
                  aria-label={i18n._('beneficiary.book.chooseThis.named', { stay: offer.label })}
                  onClick={() => onChoose(offer)}
                >
                  {_('beneficiary.book.chooseThis')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {failed ? (
        <p className="message message--error" role="alert">
          {_('checkout.loadFailed')}{' '}
          <button type="button" className="gift-use__change" onClick={() => setAttempt((n) => n + 1)}>
            {_('checkout.retry')}
          </button>
        </p>
      ) : loaded === null ? (
        <CheckoutLoading />
      ) : loaded.offers.length === 0 ? (
        <p className="message" role="status">
          {_('beneficiary.book.noStays')} <a href={routePath(site, 'contact')}>{_('beneficiary.login.contact')}</a>
        </p>
      ) : hasMoreOffers(loaded) ? (
        <button type="button" className="button gift-offers__more" onClick={() => setPage(loaded.page + 1)}>
          {_('beneficiary.book.moreStays')}
        </button>
      ) : null}
    </div>
  )
}
