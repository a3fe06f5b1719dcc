import { useLingui } from '@lingui/react'
import { useEffect, useState } from 'react'
import type { StayCard as StayCardData } from '../../../shared/api/search'
import { hotelOffersRequest } from '../../../shared/rules/hotel-offers'
import { expiredOfferHotelId, momentSelection, type MomentLink } from '../../../shared/rules/not-found'
import { DEFAULT_CRITERIA } from '../../../shared/search/criteria'
import { routePath } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { StayCard } from '../../components/cards/stay-card'
import { fetchOffers } from '../../lib/offers-api'

/**
 * The 404 page: 'Oops', the message, the error code and a way home; it reports the address it was
 * shown for (site-wide §7). An address whose hash names a hotel (an expired offer's link) gets
 * 'Too late!' and that hotel's other offers when it has some; every one gets search help and the
 * selection of the moment. All of that is read in the browser: the page's render reads nothing.
 */
export function NotFoundPage() {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const [others, setOthers] = useState<{ hotel: string; cards: StayCardData[] } | null>(null)
  const [selection, setSelection] = useState<MomentLink[]>([])

  useEffect(() => {
    const query = new URLSearchParams({ uri: window.location.pathname + window.location.search, locale: site.id })
    // A lost report costs nothing the visitor sees.
    fetch(`/error?${query.toString()}`, { keepalive: true }).catch(() => undefined)
  }, [site.id])

  useEffect(() => {
    let live = true
    const hotelId = expiredOfferHotelId(window.location.hash)
    if (hotelId !== null) {
      fetchOffers(hotelOffersRequest(site.id, 'booking', DEFAULT_CRITERIA, hotelId))
        .then((answer) => {
          const first = answer.results[0]
          if (live && first) setOthers({ hotel: first.hotel.label, cards: answer.results })
        })
        // Without the hotel's offers the page is the plain 404.
        .catch(() => undefined)
    }
    fetch(`/api/cms/homepage?${new URLSearchParams({ locale: site.id }).toString()}`, { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<{ content?: unknown }>) : null))
      .then((answer) => {
        if (live && answer) setSelection(momentSelection(answer.content))
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [site.id])

  return (
    <>
      <section className="container section error-page">
        <title>{_('notFound.title')}</title>
        <meta name="robots" content="noindex, follow" />
        <h1>{_('notFound.title')}</h1>
        <p>{_('notFound.message')}</p>
        <p className="error-page__code">{_('notFound.code')}</p>
        <a className="button button--primary" href={`${site.pathPrefix}/`}>
          {_('common.goHome')}
        </a>
      </section>
      {others ? (
        <div className="container section not-found__others">
          <div role="status" className="message not-found__expired">
            <h2 className="not-found__expired-title">{_('product.expired.title')}</h2>
            <p>{_('product.expired.message')}</p>
          </div>
          <section aria-labelledby="not-found-offers">
            <h2 id="not-found-offers">{i18n._('notFound.otherOffers', { hotel: others.hotel })}</h2>
            <ul className="hotel-row" tabIndex={0} aria-labelledby="not-found-offers">
              {others.cards.map((card) => (
                <li key={card.id} className="hotel-row__item">
                  <StayCard card={card} flow="booking" />
                </li>
              ))}
            </ul>
          </section>
        </div>
      ) : null}
      <div className="container section not-found__help">
        <section aria-labelledby="not-found-search" className="not-found__block">
          <h2 id="not-found-search">{_('notFound.searchHelp.title')}</h2>
          <p>{_('notFound.searchHelp.text')}</p>
          <p className="not-found__actions">
            <a className="button" href={routePath(site, 'search')}>
              {_('notFound.searchHelp.search')}
            </a>
            <a className="button" href={`${routePath(site, 'search')}?flow=gifting`}>
              {_('notFound.searchHelp.gift')}
            </a>
          </p>
        </section>
        {selection.length > 0 ? (
          <section aria-labelledby="not-found-selection" className="not-found__block">
            <h2 id="not-found-selection">{_('notFound.selection.title')}</h2>
            <ul className="chip-list">
              {selection.map((link) => (
                <li key={link.url}>
                  <a className="chip" href={link.url}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
            <p>
              <a href={routePath(site, 'theme')}>{_('ideasPage.all')}</a>
            </p>
          </section>
        ) : null}
      </div>
    </>
  )
}
