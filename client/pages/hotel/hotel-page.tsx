import { Breadcrumb } from '../../components/layout/breadcrumb'
import { useLingui } from '@lingui/react'
import type { HotelDetail } from '../../../shared/api/stay-detail'
import type { HotelPageData } from '../../../shared/rules/hotel-page'
import { reviewSummary } from '../../../shared/rules/score'
import { SectionNav } from '../../components/layout/section-nav'
import { addressOf, mapPlace } from '../../components/map/map-place'
import { PlaceMapButton } from '../../components/map/place-map'
import { ReviewsButton } from '../../components/reviews/reviews-panel'
import { HotelGallery } from './hotel-gallery'
import { HotelOffers } from './hotel-offers'
import { EcoLabel, HotelInfo } from './hotel-info'
import { HotelReviews } from './hotel-reviews'
import { NearbyHotels } from './hotel-nearby'
import { MetaDescription } from '../../components/layout/meta-description'

/** Name, stars, the address (a button opening the hotel's map) and the review score with its count (a button opening every review). */
function HotelHeader({ hotel }: { hotel: HotelDetail }) {
  const { _, i18n } = useLingui()
  const review = reviewSummary(hotel.review.count > 0 ? hotel.review.average : null, { allIncentive: true })
  const address = addressOf(hotel)
  const place = mapPlace(hotel)
  return (
    <header className="hotel-header">
      <h1 className="product__title">{hotel.label}</h1>
      {hotel.stars > 0 ? (
        <p className="stars" role="img" aria-label={i18n._('card.stars', { count: hotel.stars })}>
          {'★'.repeat(hotel.stars)}
        </p>
      ) : null}
      {/* A div, not an address: the button's dialog opens inside it. */}
      <div className="hotel-header__address">
        {place ? (
          <PlaceMapButton place={place} className="link-button place-map__open">
            {address}
          </PlaceMapButton>
        ) : (
          <address>{address}</address>
        )}
      </div>
      <div className="product__score">
        {review.score !== null ? (
          <ReviewsButton hotelId={hotel.id} className="link-button hotel-header__score">
            <span className="score">{review.score}</span>
            {review.word ? <span className="score__word"> {_(review.word.id)}</span> : null}{' '}
            <span>{i18n._('card.reviews', { count: hotel.review.count })}</span>
          </ReviewsButton>
        ) : (
          <span className="score score--new">{_('score.new')}</span>
        )}
      </div>
    </header>
  )
}

/** The hotel page: header, gallery, sticky nav, about, rooms with their offers, reviews and hotels around it. */
export function HotelPage({ data }: { data: HotelPageData }) {
  const { _, i18n } = useLingui()
  const { hotel, offers, rooms, reviews, nearby } = data
  const breadcrumb = [
    ...(hotel.location.uri ? [{ label: hotel.location.label, uri: hotel.location.uri }] : []),
    { label: hotel.label, uri: hotel.uri },
  ]
  return (
    <>
      <title>{i18n._('hotelPage.title', { hotel: hotel.label, city: hotel.location.label })}</title>
      <MetaDescription text={hotel.description.slice(0, 160)} />
      {hotel.active ? null : <meta name="robots" content="noindex, follow" />}
      <div className="container hotel-page">
        <Breadcrumb items={breadcrumb} />
        <HotelHeader hotel={hotel} />
        <HotelGallery images={hotel.images} hotel={hotel.label} />
        <SectionNav
          label={_('hotelPage.nav')}
          tabs={[
            { id: 'about', label: _('hotelPage.nav.about') },
            { id: 'offers', label: _('hotelPage.nav.offers') },
            ...(reviews ? [{ id: 'reviews', label: _('hotelPage.nav.reviews') }] : []),
          ]}
        />
        <section id="about" aria-labelledby="about-title" className="hotel-section">
          <h2 id="about-title">{_('hotelPage.about')}</h2>
          <EcoLabel hotel={hotel} />
          <p>{hotel.description}</p>
          {hotel.facilities.length > 0 ? (
            <>
              <h3>{_('hotelPage.facilities')}</h3>
              <ul className="chip-list">
                {hotel.facilities.map((f) => (
                  <li key={f.code} className="chip chip--static">
                    {f.label}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {hotel.checkInOut.checkIn || hotel.checkInOut.checkOut ? (
            <p className="hotel-about__times">
              {hotel.checkInOut.checkIn ? i18n._('hotelPage.checkIn', { time: hotel.checkInOut.checkIn }) : null}
              {hotel.checkInOut.checkIn && hotel.checkInOut.checkOut ? ' · ' : null}
              {hotel.checkInOut.checkOut ? i18n._('hotelPage.checkOut', { time: hotel.checkInOut.checkOut }) : null}
            </p>
          ) : null}
          <HotelInfo hotel={hotel} offers={offers} />
        </section>
        <HotelOffers hotelId={hotel.id} offers={offers} rooms={rooms} />
        {/* A review fetch error hides the block (site-wide error catalogue). */}
        {reviews ? (
          <section id="reviews" aria-labelledby="reviews-title" className="hotel-section">
            <h2 id="reviews-title">{_('hotelPage.reviews')}</h2>
            <HotelReviews hotelId={hotel.id} reviews={reviews} />
          </section>
        ) : null}
        <NearbyHotels hotel={hotel} cards={nearby} />
      </div>
    </>
  )
}
