import { useLingui } from '@lingui/react'
import { useRef, useState } from 'react'
import type { HotelRoom } from '../../../shared/api/hotel-rooms'
import type { StayCard as StayCardData } from '../../../shared/api/search'
import { roomsWithOffers } from '../../../shared/rules/hotel-rooms'
import { routePath } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { serializeHotelStayHash } from '../../../shared/rules/hotel-stay'
import type { StayDates } from '../../../shared/search/search-bar'
import { HotelStayPicker } from './hotel-stay-picker'
import { RoomList } from './hotel-rooms'
import { useHotelStay } from './use-hotel-stay'

/** No offer on sale: say so, with the customer service's phone hours and a way to reach it. */
function NoOffers() {
  const { _ } = useLingui()
  const { site } = useSite()
  return (
    <div className="hotel-empty">
      <p>
        <strong>{_('hotelPage.offers.empty')}</strong>
      </p>
      <p>{_('hotelPage.offers.phoneHours')}</p>
      <a className="button" href={routePath(site, 'contact')}>
        {_('footer.help.contact')}
      </a>
    </div>
  )
}

/**
 * The offers section: the date and traveller selector, then the hotel's rooms with the offers sold
 * in each, priced for the chosen stay once there is one. No offer on the chosen dates says so, with 'See all offers'
 * clearing the dates; no offer at all gives the customer service's hours.
 */
export function HotelOffers({
  hotelId,
  offers,
  rooms,
}: {
  hotelId: number
  offers: readonly StayCardData[]
  /** Null when the rooms could not be read: the offers are then listed without their rooms. */
  rooms: readonly HotelRoom[] | null
}) {
  const { _ } = useLingui()
  const stay = useHotelStay(hotelId)
  const state = stay.offers
  // An offer picked without dates (§4 "Date selection"): the calendar opens and the offer is
  // remembered; once both dates are chosen, its page opens with them and the party.
  const [calendarOpen, setCalendarOpen] = useState(false)
  // Each pick is its own object, so that forgetting one never forgets the next pick of the same offer.
  const picked = useRef<{ href: string } | null>(null)
  const pickOffer = (href: string) => {
    picked.current = { href }
    setCalendarOpen(true)
  }
  const chooseDates = (dates: StayDates) => {
    stay.setDates(dates)
    const pick = picked.current
    if (!pick || !dates.checkin || !dates.checkout) return
    picked.current = null
    window.location.assign(`${pick.href.split('#')[0]}#${serializeHotelStayHash({ ...dates, pax: stay.pax })}`)
  }
  const openCalendar = (open: boolean) => {
    setCalendarOpen(open)
    // Closed without both dates: the offer is forgotten (after any dates the closing brought), unless
    // the visitor picked an offer again in the meantime (a key pressed before the task ran).
    if (open) return
    const closed = picked.current
    setTimeout(() => {
      if (picked.current === closed) picked.current = null
    }, 0)
  }
  let list
  if (state.kind === 'loading') {
    list = (
      <p className="hotel-offers__status" role="status">
        {_('hotelPage.offers.loading')}
      </p>
    )
  } else if (state.kind === 'failed') {
    list = (
      <p className="hotel-offers__status" role="alert">
        {_('search.error')}
      </p>
    )
  } else if (state.kind === 'stay' && state.offers.length === 0 && stay.hasDates) {
    list = (
      <div className="hotel-empty" role="status">
        <p>
          <strong>{_('hotelPage.offers.noAvailability')}</strong>
        </p>
        <button type="button" className="button" onClick={() => stay.setDates({})}>
          {_('hotelPage.offers.seeAll')}
        </button>
      </div>
    )
  } else {
    const shown = roomsWithOffers(rooms ?? [], state.kind === 'stay' ? state.offers : offers, stay.hasDates && state.kind === 'stay')
    list =
      shown.length > 0 ? (
        <RoomList rooms={shown} stay={{ ...stay.dates, pax: stay.pax }} {...(stay.hasDates ? {} : { onPick: pickOffer })} />
      ) : (
        <NoOffers />
      )
  }
  return (
    <section id="offers" aria-labelledby="offers-title" className="hotel-section" tabIndex={-1}>
      <h2 id="offers-title">{_('hotelPage.offers')}</h2>
      <HotelStayPicker hotelId={hotelId} dates={stay.dates} onDates={chooseDates} open={calendarOpen} onOpenChange={openCalendar} />
      <div className="hotel-offers__results" aria-busy={state.kind === 'loading'}>
        {list}
      </div>
    </section>
  )
}
