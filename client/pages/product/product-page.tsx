import type { Announcement } from '../../../shared/cms/announcement'
import { AnnouncementBanner } from '../../components/banners/announcement-banner'
import { Breadcrumb } from '../../components/layout/breadcrumb'
import { WishlistButton } from '../../components/cards/wishlist-button'
import { Gallery } from '../../components/layout/gallery'
import { useLingui } from '@lingui/react'
import type { StayDetail } from '../../../shared/api/stay-detail'
import { useSite } from '../../app/site-context'
import { formatScore } from '../../lib/format'
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { productSections, type ProductSection } from '../../../shared/rules/product-page'
import { reviewSummary } from '../../../shared/rules/score'
import { stressBadges } from '../../../shared/rules/stress'
import { parseIsoDate } from '../../../shared/dates'
import { StressBadges } from '../../components/cards/stress-badges'
import type { Flow } from '../../../shared/sites'
import { SectionNav } from '../../components/layout/section-nav'
import { addressOf, mapPlace } from '../../components/map/map-place'
import { PlaceMapButton } from '../../components/map/place-map'
import { ReviewsButton } from '../../components/reviews/reviews-panel'
import { BookingPanel } from './booking-panel'
import { ErrorModal } from './error-modal'
import { FlowSwitch } from './flow-switch'
import { OtherOffers } from './other-offers'
import { RecentlyViewed } from '../../components/recently-viewed/recently-viewed'
import { GiftPanel } from './gift-panel'
import { GiftcardPrompt, HowItWorks } from './product-gift'
import { ProductPractical } from './product-practical'
import { ProductReviews } from './product-reviews'
import { ProductRoom } from './product-room'
import { ProductActivities } from './product-activities'
import { TruncatedText } from './truncated-text'
import { ProgramLineIcon } from '../../components/program/program-line-icon'
import { track } from '../../lib/data-layer'
import { MetaDescription } from '../../components/layout/meta-description'

/**
 * Product page data: the stay as the detail call answers it, the flow of the page's query (booking
 * or gifting), the public origin the customer-care bar's shareable link points to, and the
 * announcement banner of stay pages in that flow.
 */
export type ProductData = { stay: StayDetail; flow: Flow; publicOrigin: string | null; announcement?: Announcement | null }

// Staff only: its code loads when the page is served in customer-care mode.
const CustomerCareBar = lazy(() => import('../../components/layout/customer-care-bar').then((m) => ({ default: m.CustomerCareBar })))

/** Each section's tab text. */
const TAB_LABEL: Readonly<Record<ProductSection, string>> = {
  description: 'productPage.nav.description',
  room: 'productPage.nav.room',
  experience: 'productPage.nav.experience',
  activities: 'productPage.nav.activities',
  gift: 'productPage.nav.gift',
  reviews: 'productPage.nav.reviews',
  hotel: 'productPage.nav.hotel',
  practical: 'productPage.nav.practical',
}

/** One of the page's sections: its anchor for the nav (focusable for the keyboard after a jump) and its heading. */
function Section({ id, title, children }: { id: ProductSection; title: string; children: ReactNode }) {
  return (
    <section id={id} tabIndex={-1} aria-labelledby={`${id}-title`} className="product-section">
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  )
}

/** The stay page: gallery, hotel, what the stay includes, description and the booking panel. */
export function ProductPage({ data }: { data: ProductData }) {
  const { _, i18n } = useLingui()
  const { site, customerCare, production, today } = useSite()
  const { stay, flow } = data
  // The same badges as the stay's card (last minute, ending soon, rooms left, labels), over its photos.
  const badges = useMemo(() => {
    const day = parseIsoDate(today)
    return day ? stressBadges(stay, day) : []
  }, [stay, today])
  const review = stay.hotel.review
  // The same score word as the hotel page and the cards, so a hotel reads alike everywhere.
  const scoreWord = reviewSummary(review.count > 0 ? review.average : null, { allIncentive: true }).word
  const place = mapPlace(stay.hotel)
  const [reviewsFailed, setReviewsFailed] = useState(false)
  const onReviewsFailed = useCallback(() => setReviewsFailed(true), [])
  const sections = productSections({ stay, flow, reviews: !reviewsFailed })
  const has = new Set<ProductSection>(sections)
  useEffect(() => {
    if (stay.published) track('view_item', { item_id: stay.id, flow, value: stay.price?.sellPrice ?? null })
  }, [stay, flow])
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
      <MetaDescription text={stay.description.slice(0, 160)} />
      {stay.hotel.active ? null : <meta name="robots" content="noindex, follow" />}
      {customerCare ? (
        <Suspense fallback={null}>
          <CustomerCareBar publicOrigin={data.publicOrigin} address={String(stay.id)} />
        </Suspense>
      ) : null}
      {data.announcement ? <AnnouncementBanner banner={data.announcement} /> : null}
      <div className="container">
        <Breadcrumb items={stay.breadcrumb} />
        <div className={site.country === 'BE' ? 'product-gallery product-gallery--be' : 'product-gallery'}>
          <Gallery images={stay.images} />
          <StressBadges badges={badges} />
          <WishlistButton
            item={{
              id: stay.id,
              type: 'stay',
              label: stay.label,
              headwords: stay.headwords,
              imageUrl: stay.imagesBySize['640_360'] ?? '',
              uri: stay.uri,
              hotel: { id: stay.hotel.id, label: stay.hotel.label },
            }}
          />
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
            </p>
            {/* The channel manager label is for the teams checking the connection: never in production. */}
            {!production && stay.connectivity && stay.channelManagerId ? (
              <p className="connectivity-label">{i18n._('productPage.channelManager', { id: stay.channelManagerId })}</p>
            ) : null}
            {/* Divs: the buttons' dialogs open inside them. */}
            <div className="product__place">
              {place ? (
                <PlaceMapButton place={place} className="link-button place-map__open">
                  {addressOf(stay.hotel)}
                </PlaceMapButton>
              ) : (
                <address>{addressOf(stay.hotel)}</address>
              )}
            </div>
            {review.average !== null && review.count > 0 ? (
              <div className="product__score">
                <ReviewsButton hotelId={stay.hotel.id} className="link-button product__score-button">
                  <span className="score">{formatScore(review.average, site.bcp47)}/10</span>
                  {scoreWord ? <span className="score__word"> {_(scoreWord.id)}</span> : null}{' '}
                  <span>{i18n._('card.reviews', { count: review.count })}</span>
                </ReviewsButton>
              </div>
            ) : (
              <p className="product__score">
                <span className="score score--new">{_('score.new')}</span>
              </p>
            )}
            <SectionNav label={_('productPage.nav')} tabs={sections.map((id) => ({ id, label: _(TAB_LABEL[id]) }))} />
            {has.has('description') ? (
              <Section id="description" title={_('product.description')}>
                <TruncatedText text={stay.description} />
              </Section>
            ) : null}
            {stay.room ? (
              <Section id="room" title={_('productPage.room')}>
                <ProductRoom room={stay.room} />
              </Section>
            ) : null}
            {has.has('experience') ? (
              <Section id="experience" title={_('product.includes')}>
                <ul className="includes">
                  {stay.programLines.map((line, i) => (
                    <li key={`${line.type}-${i}`} className="includes__item">
                      <span className="includes__icon">
                        <ProgramLineIcon type={line.type} />
                      </span>
                      <span>
                        <strong>{line.title}</strong>
                        {line.detailList.length > 0 ? <span className="includes__detail"> — {line.detailList.join(', ')}</span> : null}
                      </span>
                    </li>
                  ))}
                </ul>
              </Section>
            ) : null}
            {has.has('activities') ? (
              <Section id="activities" title={_('productPage.activities')}>
                <ProductActivities lines={stay.programLines} />
              </Section>
            ) : null}
            {has.has('gift') ? (
              <Section id="gift" title={_('productPage.gift.howItWorks')}>
                <HowItWorks />
              </Section>
            ) : null}
            {has.has('reviews') ? (
              <Section id="reviews" title={_('hotelPage.reviews')}>
                <ProductReviews hotelId={stay.hotel.id} onFailed={onReviewsFailed} />
              </Section>
            ) : null}
            <Section id="hotel" title={_('product.hotel')}>
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
            </Section>
            <Section id="practical" title={_('productPage.practical')}>
              <ProductPractical stay={stay} />
            </Section>
          </div>
          <div className="product__side">
            {stay.giftable && (flow === 'booking' || flow === 'gifting') ? <FlowSwitch flow={flow} /> : null}
            {flow === 'gifting' ? <GiftPanel stay={stay} /> : <BookingPanel stay={stay} />}
          </div>
        </div>
        <OtherOffers stayId={stay.id} hotelId={stay.hotel.id} hotel={stay.hotel.label} flow={flow} />
        <RecentlyViewed
          title={_('recentlyViewed.stays')}
          current={{
            id: stay.id,
            type: 'STAY',
            label: stay.label,
            imageUrl: stay.imagesBySize['640_360'] ?? '',
            uri: stay.uri,
            hotel: { id: stay.hotel.id, label: stay.hotel.label },
            price: stay.price
              ? { sellPrice: stay.price.sellPrice, refPrice: stay.price.refPrice, promo: stay.price.promo, nights: stay.nights }
              : null,
          }}
        />
        {flow === 'gifting' ? <GiftcardPrompt /> : null}
      </div>
      <ErrorModal />
    </>
  )
}
