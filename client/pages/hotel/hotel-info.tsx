import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import type { StayCard } from '../../../shared/api/search'
import type { FacilityCategory, HotelDetail } from '../../../shared/api/stay-detail'
import {
  cancellationMessages,
  GETTING_THERE_CATEGORIES,
  hasEcoLabel,
  hotelInfoModals,
  type HotelInfoModal,
} from '../../../shared/rules/hotel-page'
import { useSite } from '../../app/site-context'
import { DialogButton } from '../../components/layout/dialog-button'
import { formatPrice } from '../../lib/format'
import { addressOf, mapPlace } from '../../components/map/map-place'
import { PlaceMap } from '../../components/map/place-map'

/** Title of each information dialog, also its button's text. */
const MODAL_TITLE: Readonly<Record<HotelInfoModal, string>> = {
  gettingThere: 'hotelPage.info.gettingThere',
  hours: 'hotelPage.info.hours',
  services: 'hotelPage.info.services',
  thingsToKnow: 'hotelPage.info.thingsToKnow',
}

/** Heading of each facility category. */
const CATEGORY_TITLE: Readonly<Record<FacilityCategory, string>> = {
  general: 'hotelPage.category.general',
  wellness: 'hotelPage.category.wellness',
  food: 'hotelPage.category.food',
  leisure: 'hotelPage.category.leisure',
  family: 'hotelPage.category.family',
  transport: 'hotelPage.category.transport',
  accessibility: 'hotelPage.category.accessibility',
}

/** The eco-label message of a hotel with 8 eco facilities or more, and the dialog listing them. */
export function EcoLabel({ hotel }: { hotel: HotelDetail }) {
  const { _, i18n } = useLingui()
  if (!hasEcoLabel(hotel)) return null
  return (
    <div className="eco-label">
      <svg className="eco-label__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M20 3c-7.5 0-13 3.6-13 10 0 1.4.3 2.6.9 3.7C6.6 18 5.6 19.4 5 21l1.9.7c.5-1.4 1.4-2.6 2.5-3.6 1 .6 2.2.9 3.6.9 6.4 0 7-7.6 7-16zm-7 13c-.9 0-1.7-.2-2.4-.5 2-1.5 4.3-2.6 6.6-3.3l-.5-1.9c-2.8.8-5.4 2.2-7.6 4C9 13.8 9 13.4 9 13c0-4.3 3.4-7.3 8.9-7.9-.4 6.3-1.6 10.9-4.9 10.9z"
        />
      </svg>
      <div className="eco-label__text">
        <p>
          <strong>{_('hotelPage.eco.title')}</strong>
        </p>
        <p>{i18n._('hotelPage.eco.text', { count: hotel.ecoFacilities.length })}</p>
        <DialogButton label={_('hotelPage.eco.open')} title={_('hotelPage.eco.dialog')} className="button eco-label__button">
          <ul className="page-dialog__list page-dialog__list--eco">
            {hotel.ecoFacilities.map((f) => (
              <li key={f.code}>{f.label}</li>
            ))}
          </ul>
        </DialogButton>
      </div>
    </div>
  )
}

function GettingThere({ hotel }: { hotel: HotelDetail }) {
  const { _, i18n } = useLingui()
  const { latitude, longitude } = hotel.location
  const transport = hotel.infoGeneral.filter((g) => GETTING_THERE_CATEGORIES.includes(g.code)).flatMap((g) => g.facilities)
  const address = addressOf(hotel)
  const place = mapPlace(hotel)
  return (
    <>
      {place ? <PlaceMap place={place} caption={false} /> : null}
      <h3>{_('hotelPage.info.address')}</h3>
      {address !== '' ? <address>{address}</address> : null}
      {Number.isFinite(latitude) && Number.isFinite(longitude) ? (
        <p>{i18n._('hotelPage.info.coordinates', { lat: latitude.toFixed(5), lng: longitude.toFixed(5) })}</p>
      ) : null}
      <h3>{_('hotelPage.info.parking')}</h3>
      {transport.length > 0 ? (
        <ul className="page-dialog__list">
          {transport.map((f) => (
            <li key={f.code}>{f.label}</li>
          ))}
        </ul>
      ) : (
        <p>{_('hotelPage.info.noParking')}</p>
      )}
    </>
  )
}

/** Check-in and check-out times (the hotel page's hours dialog, the stay page's practical info). */
export function Hours({ hotel }: { hotel: HotelDetail }) {
  const { i18n } = useLingui()
  const { checkIn, checkOut } = hotel.checkInOut
  return (
    <ul className="page-dialog__list">
      {checkIn ? <li>{i18n._('hotelPage.checkIn', { time: checkIn })}</li> : null}
      {checkOut ? <li>{i18n._('hotelPage.checkOut', { time: checkOut })}</li> : null}
    </ul>
  )
}

function Services({ hotel }: { hotel: HotelDetail }) {
  const { _ } = useLingui()
  return (
    <>
      {hotel.infoGeneral
        .filter((group) => group.facilities.length > 0)
        .map((group) => (
          <section key={group.code} className="page-dialog__group">
            <h3>{_(CATEGORY_TITLE[group.code])}</h3>
            <ul className="page-dialog__list">
              {group.facilities.map((f) => (
                <li key={f.code}>{f.label}</li>
              ))}
            </ul>
          </section>
        ))}
    </>
  )
}

type ThingsToKnowProps = {
  hotel: HotelDetail
  /** Offers whose cancellation sentences are told (the hotel's, or the stay alone). */
  offers: readonly Pick<StayCard, 'cancellationPolicy'>[]
  /** Important information told; the hotel's by default. */
  importantInfos?: readonly string[]
}

/** Pets, local tax, cancellation policies and important information (the hotel's dialog, the stay page's practical info). */
export function ThingsToKnow({ hotel, offers, importantInfos = hotel.importantInfos }: ThingsToKnowProps) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const { policy, localTax } = hotel
  const cancellation = cancellationMessages(offers)
  const tax =
    localTax === null
      ? null
      : localTax.type === 'BOOKING_PERCENTAGE'
        ? localTax.percentage
          ? i18n._('hotelPage.localTax.percentage', { percentage: new Intl.NumberFormat(site.bcp47).format(localTax.percentage) })
          : null
        : localTax.amount > 0
          ? i18n._('hotelPage.localTax.perPerson', { amount: formatPrice(localTax.amount, site.bcp47, true) })
          : null
  return (
    <>
      <h3>{_('hotelPage.pets')}</h3>
      {policy.petsAllowed ? (
        <p>
          {i18n._('hotelPage.pets.yes', { count: policy.petsMaxNumberOfPets })}{' '}
          {policy.petsPrice
            ? i18n._('hotelPage.pets.price', { price: formatPrice(policy.petsPrice, site.bcp47) })
            : _('hotelPage.pets.free')}
          {policy.petsMaxWeight ? ` ${i18n._('hotelPage.pets.weight', { weight: policy.petsMaxWeight })}` : null}
        </p>
      ) : (
        <p>{_('hotelPage.pets.no')}</p>
      )}
      {tax !== null && localTax !== null ? (
        <>
          <h3>{_('hotelPage.localTax')}</h3>
          <p>
            {tax} {localTax.toBePaidAtHotel ? _('hotelPage.localTax.atHotel') : _('hotelPage.localTax.included')}
          </p>
        </>
      ) : null}
      {cancellation.length > 0 ? (
        <>
          <h3>{_('hotelPage.cancellation')}</h3>
          <ul className="page-dialog__list">
            {cancellation.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </>
      ) : null}
      {importantInfos.length > 0 ? (
        <>
          <h3>{_('hotelPage.importantInfos')}</h3>
          <ul className="page-dialog__list">
            {importantInfos.map((info) => (
              <li key={info}>{info}</li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  )
}

/** The about section's information buttons, each shown when its dialog has something to say. */
export function HotelInfo({ hotel, offers }: { hotel: HotelDetail; offers: readonly StayCard[] }) {
  const { _ } = useLingui()
  const modals = hotelInfoModals(hotel)
  if (modals.length === 0) return null
  const body: Record<HotelInfoModal, () => ReactNode> = {
    gettingThere: () => <GettingThere hotel={hotel} />,
    hours: () => <Hours hotel={hotel} />,
    services: () => <Services hotel={hotel} />,
    thingsToKnow: () => <ThingsToKnow hotel={hotel} offers={offers} />,
  }
  return (
    <ul className="hotel-info">
      {modals.map((modal) => (
        <li key={modal}>
          <DialogButton label={_(MODAL_TITLE[modal])} title={_(MODAL_TITLE[modal])}>
            {body[modal]()}
          </DialogButton>
        </li>
      ))}
    </ul>
  )
}
