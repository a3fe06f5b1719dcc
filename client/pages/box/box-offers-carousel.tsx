import { useLingui } from '@lingui/react'
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import {
  appendOffers,
  firstOffers,
  hasMoreOffers,
  type BoxOffer,
  type BoxOffersPage,
  type LoadedOffers,
} from '../../../shared/rules/box-pages'
import { useSite } from '../../app/site-context'
import { useScrollRow } from '../../lib/use-scroll-row'
import { RowArrows } from '../../components/layout/row-arrows'
import { DialogButton } from '../../components/layout/dialog-button'

// maplibre and the map's code load on the map's first opening.
const BoxOffersMap = lazy(() => import('./box-offers-map').then((m) => ({ default: m.BoxOffersMap })))

/**
 * GET /gateway/boxes/{code}/offers, one page (8 stays, the call's default). The worker validates
 * the answer's shape in its tests; the browser does not ship a validator for its own API.
 */
async function fetchOffersPage(code: string, locale: string, page: number): Promise<BoxOffersPage> {
  const query = new URLSearchParams({ locale, page: String(page) })
  const response = await fetch(`/gateway/boxes/${encodeURIComponent(code)}/offers?${query.toString()}`, {
    headers: { accept: 'application/json' },
  })
  if (!response.ok) throw new Error(`box offers answered ${response.status}`)
  return (await response.json()) as BoxOffersPage
}

/** A stay of the box: image, place, title, hotel with its stars and headwords. The whole card opens the stay. */
function BoxOfferCard({ offer }: { offer: BoxOffer }) {
  const { i18n } = useLingui()
  const image = offer.images[0]
  const titleId = `box-offer-${offer.id}`
  return (
    <article className="card box-offer" aria-labelledby={titleId}>
      <a className="card__link" href={offer.uri}>
        <div className="card__media">
          {image ? (
            <img src={image.template.replace('{size}', '640_360')} alt="" width={640} height={360} loading="lazy" decoding="async" />
          ) : null}
        </div>
        <div className="card__body">
          <p className="card__place">{offer.hotel.location.label}</p>
          <h3 className="card__title" id={titleId}>
            {offer.label}
          </h3>
          <p className="card__hotel">
            {offer.hotel.label}
            {offer.hotel.stars > 0 ? (
              <span className="stars" role="img" aria-label={i18n._('card.stars', { count: offer.hotel.stars })}>
                {' '}
                {'★'.repeat(offer.hotel.stars)}
              </span>
            ) : null}
          </p>
          {offer.headwords.length > 0 ? (
            <ul className="card__headwords">
              {offer.headwords.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          ) : null}
        </div>
      </a>
    </article>
  )
}

/**
 * The stays a box can be used for, on one scrolling row loaded page by page (product-pages.md §4):
 * the server renders the first page; the next one is fetched when the loader at the end of the
 * row comes into view or its button is pressed, until a page comes back empty or every stay is
 * listed. A page pressed for with the button moves the focus to its first stay.
 */
export function BoxOffersCarousel({ code, first }: { code: string; first: BoxOffersPage | null }) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const [loaded, setLoaded] = useState<LoadedOffers | null>(() => (first ? firstOffers(first) : null))
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  const { track, edges, scroll } = useScrollRow<HTMLUListElement>(first?.exactMatch.length ?? 0, loaded)
  const loader = useRef<HTMLLIElement>(null)
  const busy = useRef(false)
  // The index of the first stay of a page asked for with the button: it gets the focus once shown.
  const focusFrom = useRef<number | null>(null)
  const more = loaded !== null && hasMoreOffers(loaded)

  const loadNext = useCallback(
    (byButton: boolean) => {
      if (!loaded || !hasMoreOffers(loaded)) return
      if (byButton) focusFrom.current = loaded.offers.length
      if (busy.current) return
      busy.current = true
      setLoading(true)
      setFailed(false)
      fetchOffersPage(code, site.id, loaded.page + 1)
        .then((page) => setLoaded((prev) => (prev ? appendOffers(prev, page) : prev)))
        .catch(() => {
          focusFrom.current = null
          setFailed(true)
        })
        .finally(() => {
          busy.current = false
          setLoading(false)
        })
    },
    [code, site.id, loaded],
  )

  // The loader in view asks for the next page (again after each page, should it still be in view).
  useEffect(() => {
    const root = track.current
    const target = loader.current
    if (!root || !target || !more || failed || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadNext(false)
      },
      { root },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [more, failed, loadNext, track])

  useEffect(() => {
    const from = focusFrom.current
    if (from === null || !loaded || loaded.offers.length <= from) return
    focusFrom.current = null
    track.current?.querySelectorAll<HTMLAnchorElement>('.card__link')[from]?.focus()
  }, [loaded, track])

  return (
    <section className="box-section box-offers" aria-labelledby="box-offers-title">
      <div className="box-offers__head">
        <div>
          <h2 id="box-offers-title">{_('boxPage.offers.title')}</h2>
          {loaded && loaded.totalCount > 0 ? (
            <p className="box-offers__count">{i18n._('boxPage.offers.count', { count: loaded.totalCount })}</p>
          ) : null}
        </div>
        <div className="box-offers__actions">
          {loaded && loaded.offers.length > 0 ? (
            <DialogButton
              label={_('boxPage.offers.map')}
              title={_('boxPage.offers.mapTitle')}
              className="button box-offers__map"
              dialogClassName="page-dialog--map"
            >
              <Suspense
                fallback={
                  <div className="place-map__view place-map__view--loading" aria-busy="true">
                    <p>{_('map.loading')}</p>
                  </div>
                }
              >
                <BoxOffersMap code={code} offers={loaded.offers} />
              </Suspense>
            </DialogButton>
          ) : null}
          {loaded && loaded.offers.length > 1 ? (
            <RowArrows
              previousLabel={_('boxPage.offers.previous')}
              nextLabel={_('boxPage.offers.next')}
              edges={edges}
              scroll={scroll}
              controls="box-offers-track"
            />
          ) : null}
        </div>
      </div>
      {loaded === null ? (
        <p className="message message--error" role="alert">
          {_('search.error')}
        </p>
      ) : loaded.offers.length === 0 ? (
        <p className="message">{_('boxPage.offers.empty')}</p>
      ) : (
        <>
          <ul className="box-offers__track" id="box-offers-track" ref={track} aria-labelledby="box-offers-title">
            {loaded.offers.map((offer) => (
              <li key={offer.id} className="box-offers__item">
                <BoxOfferCard offer={offer} />
              </li>
            ))}
            {more ? (
              <li className="box-offers__item box-offers__loader" ref={loader}>
                <button type="button" className="button" aria-busy={loading} onClick={() => loadNext(true)}>
                  {loading ? <span className="spinner" aria-hidden="true" /> : null}
                  {loading ? _('boxPage.offers.loading') : _('boxPage.offers.more')}
                </button>
              </li>
            ) : null}
          </ul>
          <p className="box-offers__shown" role="status">
            {i18n._('boxPage.offers.shown', { shown: loaded.offers.length, total: Math.max(loaded.totalCount, loaded.offers.length) })}
          </p>
          {failed ? (
            <p className="message message--error" role="alert">
              {_('search.error')}
            </p>
          ) : null}
        </>
      )}
    </section>
  )
}
