import { useLingui } from '@lingui/react'
import type { HomeBlock } from '../../../shared/cms/home-content'
import { formatPrice } from '../../../shared/money'
import { displayedPromo, formatPromo } from '../../../shared/rules/promo'
import { useSite } from '../../app/site-context'

type Props = { id: string; block: Extract<HomeBlock, { type: 'boxes' }> }

/** Gift boxes of the CMS (gifting): image, title, price with its promo, and how many stays each offers. */
export function BoxesBlock({ id, block }: Props) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  return (
    <section className="home-block home-block--boxes" aria-labelledby={id}>
      <div className="container">
        <div className="home-block__head">
          <div>
            <h2 id={id} className="home-block__title">
              {block.title || _('homePage.boxes.title')}
            </h2>
            {block.subtitle ? <p className="home-block__subtitle">{block.subtitle}</p> : null}
          </div>
          {block.button ? (
            <a className="button home-block__more" href={block.button.url}>
              {block.button.label}
            </a>
          ) : null}
        </div>
        <ul className="box-cards">
          {block.boxes.map((box) => {
            // Box promos show only above 5 % (site-wide §5).
            const promo = displayedPromo(box.price.sellPrice, box.price.referencePrice, 'box')
            return (
              <li key={box.code}>
                <a className="box-card" href={box.url}>
                  <span className="box-card__media">
                    <img src={box.image} alt="" width={640} height={360} loading="lazy" decoding="async" />
                    {promo > 0 ? <span className="badge badge--promo">{formatPromo(promo)}</span> : null}
                  </span>
                  <span className="box-card__body">
                    <span className="box-card__title">{box.title}</span>
                    <span className="box-card__count">{i18n._('homePage.boxes.offerCount', { count: box.offerCount })}</span>
                    <span className="box-card__price">
                      <strong>{formatPrice(box.price.sellPrice, site.bcp47)}</strong>
                      {promo > 0 ? <s>{formatPrice(box.price.referencePrice, site.bcp47)}</s> : null}
                    </span>
                  </span>
                </a>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
