import { useLingui } from '@lingui/react'
import type { MouseEvent } from 'react'
import type { HotelRoom } from '../../../shared/api/hotel-rooms'
import { offerStayHref } from '../../../shared/rules/hotel-page'
import { ROOM_HIGHLIGHTS_SHOWN, type RoomOffer, type RoomWithOffers } from '../../../shared/rules/hotel-rooms'
import type { HotelStay } from '../../../shared/rules/hotel-stay'
import { useSite } from '../../app/site-context'
import { CancellationLine } from '../../components/booking/cancellation-line'
import { DialogButton } from '../../components/layout/dialog-button'
import { RoomPhotos } from '../../components/room/room-photos'
import { RoomText } from '../../components/room/room-text'
import { OfferDetailButton } from './offer-detail'
import { CardPrice } from '../../components/cards/card-price'

/** The room's size in the site's number format, its bed and bedding, and how many it sleeps. */
function RoomFacts({ room }: { room: HotelRoom }) {
  const { i18n } = useLingui()
  const { site } = useSite()
  return (
    <ul className="hotel-room__facts">
      {room.size !== null ? (
        <li>{i18n._('room.details.sizeValue', { size: new Intl.NumberFormat(site.bcp47).format(room.size) })}</li>
      ) : null}
      <li>{room.type.label}</li>
      {room.bedding ? <li>{room.bedding}</li> : null}
      <li>{i18n._('hotelPage.room.capacity', { count: room.capacity })}</li>
    </ul>
  )
}

/**
 * 'Room details': a dialog with the room's photos when it has several (the room's card shows the
 * first), its description, its facts, every highlight and what to know.
 */
function RoomDetailsButton({ room }: { room: HotelRoom }) {
  const { _ } = useLingui()
  return (
    <DialogButton
      label={
        <>
          {_('hotelPage.room.details')}
          <span className="visually-hidden">: {room.label}</span>
        </>
      }
      title={room.label}
      className="link-button hotel-room__details"
    >
      <div className="hotel-room__dialog">
        {room.images.length > 1 ? <RoomPhotos room={room.label} images={room.images} /> : null}
        <RoomText room={room} heading="h3" />
        {room.importantInfos.length > 0 ? (
          <div className="message message--success">
            <h3>{_('hotelPage.importantInfos')}</h3>
            <ul className="page-dialog__list">
              {room.importantInfos.map((info) => (
                <li key={info}>{info}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </DialogButton>
  )
}

/** An offer of the room: what it includes besides the room, its cancellation line, its price, 'Details' and its link. */
function RoomOfferItem({ offer, stay }: { offer: RoomOffer; stay: HotelStay }) {
  const { _, i18n } = useLingui()
  const { card } = offer
  // With dates the offer's page opens on them and the party; without, the page picks them (§4).
  const href = offer.hasSelectedDates ? offerStayHref(card.uri, stay) : card.uri
  const intro = offer.shortProgramIntroWithoutRoom
  return (
    <li className="room-offer">
      <div className="room-offer__text">
        <h4 className="room-offer__title">{card.label}</h4>
        {intro !== null ? (
          <p className="room-offer__includes">
            {intro ? i18n._('hotelPage.roomOffer.includes', { program: intro }) : _('hotelPage.roomOffer.roomOnly')}
          </p>
        ) : null}
        <CancellationLine hasDates={offer.hasSelectedDates} policy={offer.cancellationPolicy} className="room-offer__policy" />
      </div>
      <CardPrice card={card} className="room-offer__price" />
      <div className="room-offer__actions">
        <OfferDetailButton card={card} stay={stay} />
        <a className="button button--primary room-offer__link" href={href} data-id={card.id}>
          {_('card.cta.offer')}
          <span className="visually-hidden">: {card.label}</span>
        </a>
      </div>
    </li>
  )
}

/** A room: its photo, name, facts, first highlights and 'Room details', then the offers sold in it. */
function RoomItem({ room, offers, stay }: { room: HotelRoom; offers: readonly RoomOffer[]; stay: HotelStay }) {
  const { i18n } = useLingui()
  const titleId = `room-${room.uuid}`
  return (
    <article className="hotel-room" aria-labelledby={titleId}>
      <div className="hotel-room__head">
        {room.imageUrl ? (
          <img
            className="room-image"
            src={room.imageUrl}
            alt={room.images[0]?.alt ?? room.label}
            width={640}
            height={360}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <div className="hotel-room__text">
          <h3 className="hotel-room__title" id={titleId}>
            {room.label}
          </h3>
          <RoomFacts room={room} />
          {room.highlights.length > 0 ? (
            <ul className="chip-list hotel-room__highlights">
              {room.highlights.slice(0, ROOM_HIGHLIGHTS_SHOWN).map((highlight) => (
                <li key={highlight} className="chip chip--static">
                  {highlight}
                </li>
              ))}
            </ul>
          ) : null}
          <RoomDetailsButton room={room} />
        </div>
      </div>
      <ul className="hotel-room__offers" aria-label={i18n._('hotelPage.room.offers', { count: offers.length })}>
        {offers.map((offer) => (
          <RoomOfferItem key={offer.id} offer={offer} stay={stay} />
        ))}
      </ul>
    </article>
  )
}

/**
 * The hotel's rooms, each with its offers for the chosen stay. Without dates, `onPick` takes an
 * offer's link instead of following it (product-pages.md §4 "Date selection").
 */
export function RoomList({ rooms, stay, onPick }: { rooms: readonly RoomWithOffers[]; stay: HotelStay; onPick?: (href: string) => void }) {
  const { _ } = useLingui()
  const pick = (event: MouseEvent<HTMLUListElement>) => {
    if (!onPick || !(event.target instanceof Element)) return
    const link = event.target.closest<HTMLAnchorElement>('a.room-offer__link')
    if (!link) return
    event.preventDefault()
    event.stopPropagation()
    onPick(link.getAttribute('href') ?? '')
  }
  return (
    <ul className="hotel-rooms" onClickCapture={pick}>
      {rooms.map(({ room, offers }) => (
        <li key={room?.uuid ?? 'others'} className="hotel-rooms__item">
          {room ? (
            <RoomItem room={room} offers={offers} stay={stay} />
          ) : (
            <section className="hotel-room" aria-labelledby="room-others">
              <h3 className="hotel-room__title" id="room-others">
                {_('hotelPage.room.otherOffers')}
              </h3>
              <ul className="hotel-room__offers">
                {offers.map((offer) => (
                  <RoomOfferItem key={offer.id} offer={offer} stay={stay} />
                ))}
              </ul>
            </section>
          )}
        </li>
      ))}
    </ul>
  )
}
