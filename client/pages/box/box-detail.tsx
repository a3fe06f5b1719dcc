import { useLingui } from '@lingui/react'
import { useRef, useState } from 'react'
import type { Box, BoxDetail as BoxDetailData } from '../../../shared/api/boxes'
import { checkoutHref } from '../../../shared/checkout/checkout-link'
import { formatPrice } from '../../../shared/money'
import { includedLines, type BoxOffersPage, type GiftFormat } from '../../../shared/rules/box-pages'
import { displayedPromo, formatPromo } from '../../../shared/rules/promo'
import { routePath } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { BoxHowItWorks } from './box-how-it-works'
import { ArrowIcon, CheckIcon } from './box-icons'
import { BoxOffersCarousel } from './box-offers-carousel'
import { FORMAT_LABEL, GiftFormatDrawer } from './gift-format-drawer'
import { track } from '../../lib/data-layer'
import { MetaDescription } from '../../components/layout/meta-description'

/** Widths of the box image the browser may pick from (the catalogue's sizes, mainBySize). */
const HERO_WIDTHS = [
  ['640_360', 640],
  ['960_540', 960],
  ['1920_880', 1920],
] as const

/** Writes the chosen format into the address (the giftFormat search parameter), without a history entry. */
function writeFormatToQuery(format: GiftFormat): void {
  const url = new URL(window.location.href)
  url.searchParams.set('giftFormat', format)
  window.history.replaceState(window.history.state, '', url)
}

/** The box's price, its reference price and promo label when the promo shows (above 5 %, site-wide §5). */
function BoxPrice({ box }: { box: Box }) {
  const { _ } = useLingui()
  const { site } = useSite()
  const promo = displayedPromo(box.price.sellPrice, box.price.referencePrice, 'box')
  return (
    <p className="box-price panel__price">
      <strong>{formatPrice(box.price.sellPrice, site.bcp47)}</strong>
      {promo > 0 ? (
        <>
          <s>
            <span className="visually-hidden">{_('boxPage.price.instead')} </span>
            {formatPrice(box.price.referencePrice, site.bcp47)}
          </s>
          <span className="badge badge--promo">{formatPromo(promo)}</span>
        </>
      ) : null}
    </p>
  )
}

/** Delivery and formats, as an accordion (site-wide §4: accordions toggle open or closed). */
function BoxDetails() {
  const { _ } = useLingui()
  const { flags } = useSite()
  return (
    <section className="box-section" aria-labelledby="box-details-title">
      <h2 id="box-details-title">{_('boxPage.details.title')}</h2>
      <div className="box-accordion">
        <details className="box-accordion__item">
          <summary>{_('boxPage.delivery.title')}</summary>
          <ul className="box-accordion__list">
            <li>{_('boxPage.delivery.digital')}</li>
            <li>{_('boxPage.delivery.physical')}</li>
          </ul>
        </details>
        <details className="box-accordion__item">
          <summary>{_('boxPage.formats.title')}</summary>
          <p>{_('boxPage.formats.text')}</p>
          {flags.physicalVoucher ? null : <p className="gift-formats__notice">{_('boxPage.format.unavailable')}</p>}
        </details>
      </div>
    </section>
  )
}

type Props = { box: BoxDetailData; offers: BoxOffersPage | null; format: GiftFormat }

/**
 * A gift box's page (product-pages.md "Gift box detail page"): image, title, what it includes,
 * delivery and formats, the price with its promo and the Offer button opening the format drawer
 * (its Confirm goes to the box checkout with the chosen format), the stays it can be used for and how it works.
 */
export function BoxDetail({ box, offers, format }: Props) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const [chosen, setChosen] = useState(format)
  const [drawer, setDrawer] = useState(false)
  const offerButton = useRef<HTMLButtonElement>(null)
  const hero = box.images.mainBySize
  return (
    <>
      {/* The detail call's page model titles and describes the page; its robots are the box pages' own (noindex). */}
      <title>{box.pageModel.title}</title>
      <MetaDescription text={box.pageModel.description} />
      <div className="container box-page">
        <p className="box-back">
          <a href={routePath(site, 'boxes')}>
            <ArrowIcon direction="left" />
            {_('boxPage.list.title')}
          </a>
        </p>
        <div className="product box-product">
          <div className="box-product__intro">
            <img
              className="box-product__image"
              src={hero['960_540'] ?? box.images.main}
              srcSet={HERO_WIDTHS.filter(([size]) => hero[size])
                .map(([size, width]) => `${hero[size]} ${width}w`)
                .join(', ')}
              sizes="(max-width: 899px) 100vw, 66vw"
              alt={box.title}
              width={960}
              height={540}
              fetchPriority="high"
            />
            <h1 className="product__title">{box.title}</h1>
            <p>{box.description}</p>
          </div>
          <aside className="product__panel box-product__panel" aria-labelledby="box-panel-title">
            <h2 id="box-panel-title" className="panel__title">
              {_('boxPage.panel.title')}
            </h2>
            <BoxPrice box={box} />
            <p className="panel__policy">{i18n._('boxPage.format.chosen', { format: _(FORMAT_LABEL[chosen]) })}</p>
            <button
              ref={offerButton}
              type="button"
              className="button button--primary button--block"
              aria-haspopup="dialog"
              onClick={() => setDrawer(true)}
            >
              {_('boxPage.offer')}
            </button>
          </aside>
          <div className="box-product__more">
            <section className="box-section" aria-labelledby="box-included-title">
              <h2 id="box-included-title">{_('boxPage.included')}</h2>
              <ul className="includes">
                {includedLines(box.includedContent).map((line, i) => (
                  <li key={i} className="includes__item">
                    <span className="includes__icon">
                      <CheckIcon />
                    </span>
                    <span>{line}</span>
                  </li>
                ))}
              </ul>
            </section>
            <BoxDetails />
          </div>
        </div>
        <BoxOffersCarousel code={box.code} first={offers} />
        <BoxHowItWorks />
      </div>
      {drawer ? (
        <GiftFormatDrawer
          current={chosen}
          price={<BoxPrice box={box} />}
          opener={offerButton}
          onClose={() => setDrawer(false)}
          onSwitch={(next) => {
            // The page keeps the format in its address (back from the checkout, it opens with it).
            setChosen(next)
            writeFormatToQuery(next)
          }}
          onChoose={(next) => {
            setDrawer(false)
            track('add_to_cart', { item_id: box.code, item_category: 'box', gift_format: next, value: box.price.sellPrice })
            window.location.assign(checkoutHref(site, { kind: 'box', code: box.code, giftFormat: next }))
          }}
        />
      ) : null}
    </>
  )
}
