import { useLingui } from '@lingui/react'
import { useRef, useState, type MouseEvent } from 'react'
import type { StayCard as StayCardData } from '../../../shared/api/search'
import { routePath } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { StayCard } from '../../components/cards/stay-card'
import { serializeHotelStayHash, type HotelStay } from '../../../shared/rules/hotel-stay'
import type { StayDates } from '../../../shared/search/search-bar'
import { HotelStayPicker } from './hotel-stay-picker'
import { OfferDetailButton } from './offer-detail'
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
 * The offers as cards, each with its 'Details' button opening the package summary for the chosen
 * stay. Without dates, `onPick` takes an offer's link instead of following it (product-pages.md §4).
 */
function OfferList({ offers, stay, onPick }: { offers: readonly StayCardData[]; stay: HotelStay; onPick?: (href: string) => void }) {
  const pick = (event: MouseEvent<HTMLLIElement>) => {
    // The card's link, or its pictures (which open the offer too).
    const target = event.target as Element
    const link =
      target.closest<HTMLAnchorElement>('a.card__link') ??
      (target.closest('.carousel__viewport') ? event.currentTarget.querySelector<HTMLAnchorElement>('a.card__link') : null)
    if (!onPick || !link) return
    event.preventDefault()
    event.stopPropagation()
    onPick(link.getAttribute('href') ?? '')
  }
  return (
    <ul className="results-grid hotel-offers">
      {offers.map((card, i) => (
        <li key={card.id} className="hotel-offers__item" onClickCapture={pick}>
          <StayCard card={card} flow="booking" eager={i < 1} />
          <OfferDetailButton card={card} stay={stay} />
        </li>
      ))}
    </ul>
  )
}

/**
 * The offers section: the date and traveller selector, then the hotel's offers, priced for the
 * chosen stay once there is one. No offer on the chosen dates says so, with 'See all offers'
 * clearing the dates; no offer at all gives the customer service's hours.
 */
export function HotelOffers({ hotelId, offers }: { hotelId: number; offers: readonly StayCardData[] }) {
  const { _ } = useLingui()
  const stay = useHotelStay(hotelId)
  const state = stay.offers
  // An offer picked without dates (§4 "Date selection"): the calendar opens and the offer is
  // remembered; once both dates are chosen, its page opens with them and the party.
  const [calendarOpen, setCalendarOpen] = useState(false)
  const picked = useRef<string | null>(null)
  const pickOffer = (href: string) => {
    picked.current = href
    setCalendarOpen(true)
  }
  const chooseDates = (dates: StayDates) => {
    stay.setDates(dates)
    const href = picked.current
    if (!href || !dates.checkin || !dates.checkout) return
    picked.current = null
    window.location.assign(`${href.split('#')[0]}#${serializeHotelStayHash({ ...dates, pax: stay.pax })}`)
  }
  const openCalendar = (open: boolean) => {
    setCalendarOpen(open)
    // Closed without both dates: the offer is forgotten (after any dates the closing brought).
    if (!open) setTimeout(() => (picked.current = null), 0)
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
    const shown = state.kind === 'stay' ? state.offers : offers
    list =
      shown.length > 0 ? (
        <OfferList offers={shown} stay={{ ...stay.dates, pax: stay.pax }} {...(stay.hasDates ? {} : { onPick: pickOffer })} />
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
