import { useLingui } from '@lingui/react'
import type { StayDetail } from '../../../shared/api/stay-detail'
import { useSite } from '../../app/site-context'
import { TravellerSelector } from '../../components/search-bar/traveller-selector'
import { formatPrice, formatScore } from '../../lib/format'

/** Product page data: the stay as the detail call answers it. */
export type ProductData = { stay: StayDetail }

const LINE_ICONS: Record<string, string> = { ROOM: '🛏', BREAKFAST: '☕', DINNER: '🍽', ACTIVITY: '✦', EXTRA: '+' }

/** The stay page: gallery, hotel, what the stay includes, description and the booking panel. */
export function ProductPage({ data }: { data: ProductData }) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const { stay } = data
  const review = stay.hotel.review
  if (!stay.published) {
    return (
      <section className="container section expired">
        <title>{_('product.expired.title')}</title>
        <h1>{_('product.expired.title')}</h1>
        <p>{_('product.expired.message')}</p>
        <a className="button button--primary" href={stay.hotel.uri}>
          {_('product.expired.action')}
        </a>
      </section>
    )
  }
  return (
    <>
      <title>{i18n._('product.title', { label: stay.label, hotel: stay.hotel.label })}</title>
      <meta name="description" content={stay.description.slice(0, 160)} />
      {stay.hotel.active ? null : <meta name="robots" content="noindex, follow" />}
      <div className="container">
        {stay.breadcrumb.length > 0 ? (
          <nav aria-label={_('product.breadcrumb')} className="breadcrumb">
            <ol>
              {stay.breadcrumb.map((b, i) => (
                <li key={`${b.uri}-${i}`}>
                  {i < stay.breadcrumb.length - 1 ? <a href={b.uri}>{b.label}</a> : <span aria-current="page">{b.label}</span>}
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <div className="gallery">
          {stay.images.slice(0, 4).map((image, i) => (
            <img
              key={image.template}
              className={i === 0 ? 'gallery__hero' : 'gallery__thumb'}
              src={image.template.replace('{size}', i === 0 ? '960_540' : '640_360')}
              alt={image.alt}
              width={i === 0 ? 960 : 640}
              height={i === 0 ? 540 : 360}
              {...(i === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
            />
          ))}
        </div>
        <div className="product">
          <div className="product__main">
            <h1 className="product__title">{stay.label}</h1>
            <p className="product__hotel">
              <a href={stay.hotel.uri}>{stay.hotel.label}</a>
              {stay.hotel.stars ? (
                <span className="stars" aria-label={i18n._('card.stars', { count: stay.hotel.stars })}>
                  {' '}
                  {'★'.repeat(stay.hotel.stars)}
                </span>
              ) : null}
              <span className="product__place"> · {stay.hotel.location.label}</span>
            </p>
            {review.average !== null && review.count > 0 ? (
              <p className="product__score">
                <span className="score">{formatScore(review.average, site.bcp47)}/10</span>{' '}
                {i18n._('card.reviews', { count: review.count })}
              </p>
            ) : (
              <p className="product__score">
                <span className="score score--new">{_('score.new')}</span>
              </p>
            )}
            <section aria-labelledby="includes" className="section">
              <h2 id="includes">{_('product.includes')}</h2>
              <ul className="includes">
                {stay.programLines.map((line, i) => (
                  <li key={`${line.type}-${i}`} className="includes__item">
                    <span aria-hidden="true" className="includes__icon">
                      {LINE_ICONS[line.type] ?? '•'}
                    </span>
                    <span>
                      <strong>{line.title}</strong>
                      {line.detailList.length > 0 ? <span className="includes__detail"> — {line.detailList.join(', ')}</span> : null}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="description" className="section">
              <h2 id="description">{_('product.description')}</h2>
              <p>{stay.description}</p>
            </section>
            <section aria-labelledby="hotel" className="section">
              <h2 id="hotel">{_('product.hotel')}</h2>
              <p>{stay.hotel.description}</p>
              {stay.hotel.facilities.length > 0 ? (
                <ul className="chip-list">
                  {stay.hotel.facilities.map((f) => (
                    <li key={f.code} className="chip chip--static">
                      {f.label}
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          </div>
          <aside className="product__panel" aria-labelledby="booking-panel">
            <h2 id="booking-panel" className="panel__title">
              {_('product.panel.title')}
            </h2>
            {stay.price ? (
              <p className="panel__price">
                <span>{stay.price.priceType === 'FINAL_PRICE' ? _('card.price.final') : _('card.price.from')}</span>{' '}
                <strong>{formatPrice(stay.price.sellPrice, site.bcp47)}</strong>
                {stay.price.promo > 0 ? <span className="badge badge--promo">-{stay.price.promo}%</span> : null}
                <span className="card__per">{i18n._('card.forPeople', { count: 2, nights: stay.nights })}</span>
              </p>
            ) : null}
            <TravellerSelector />
            <p className="panel__policy">
              {stay.cancellationPolicy.cancellable ? _('product.policy.flexible') : _('product.policy.nonRefundable')}
            </p>
          </aside>
        </div>
      </div>
    </>
  )
}
