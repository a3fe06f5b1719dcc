import { useLingui } from '@lingui/react'
import type { Box } from '../../../shared/api/boxes'
import { formatPrice } from '../../../shared/money'
import { boxDetailPath, includedLines } from '../../../shared/rules/box-pages'
import { displayedPromo, formatPromo } from '../../../shared/rules/promo'
import { useSite } from '../../app/site-context'
import { MetaDescription } from '../../components/layout/meta-description'

/** Cards of the first row, whose images load at once (largest contentful paint); the others load lazily. */
const EAGER_CARDS = 4

/** A box of the list: image with its promo label, title, what it includes, price and reference price. The whole card opens the box. */
function BoxCard({ box, eager }: { box: Box; eager: boolean }) {
  const { _ } = useLingui()
  const { site } = useSite()
  // Box promos show only above 5 % (site-wide §5), and the reference price with them.
  const promo = displayedPromo(box.price.sellPrice, box.price.referencePrice, 'box')
  const titleId = `box-${box.code}`
  return (
    <article className="card box-tile" aria-labelledby={titleId}>
      <a className="card__link" href={boxDetailPath(site, box)}>
        <div className="card__media">
          <img
            src={box.images.catalog}
            alt=""
            width={640}
            height={360}
            decoding="async"
            {...(eager ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
          />
          {promo > 0 ? <span className="badge badge--promo">{formatPromo(promo)}</span> : null}
        </div>
        <div className="card__body">
          <h2 className="card__title box-tile__title" id={titleId}>
            {box.title}
          </h2>
          <ul className="box-tile__included" aria-label={_('boxPage.included')}>
            {includedLines(box.includedContent).map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
          <p className="box-price box-tile__price">
            <strong>{formatPrice(box.price.sellPrice, site.bcp47)}</strong>
            {promo > 0 ? (
              <s>
                <span className="visually-hidden">{_('boxPage.price.instead')} </span>
                {formatPrice(box.price.referencePrice, site.bcp47)}
              </s>
            ) : null}
          </p>
        </div>
      </a>
    </article>
  )
}

/** The gift box listing page: a banner with its title and subtitle, then a grid of the site's boxes. */
export function BoxList({ boxes }: { boxes: readonly Box[] }) {
  const { _ } = useLingui()
  return (
    <>
      <title>{_('boxPage.list.titleTag')}</title>
      <MetaDescription text={_('boxPage.list.subtitle')} />
      <header className="box-banner">
        <div className="container">
          <h1 className="box-banner__title">{_('boxPage.list.title')}</h1>
          <p className="box-banner__subtitle">{_('boxPage.list.subtitle')}</p>
        </div>
      </header>
      <div className="container box-list">
        {boxes.length === 0 ? (
          <p className="message">{_('boxPage.list.empty')}</p>
        ) : (
          <ul className="box-grid">
            {boxes.map((box, i) => (
              <li key={box.code} className="box-grid__item">
                <BoxCard box={box} eager={i < EAGER_CARDS} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}
