import { useLingui } from '@lingui/react'
import { lazy, useId, useRef, useState } from 'react'
import type { StayDetail } from '../../../shared/api/stay-detail'
import { checkoutHref, type BookingCheckout } from '../../../shared/checkout/checkout-link'
import { CHECKOUT_BLOCK_MESSAGES, checkoutBlock, quoteErrorMessage, type CheckoutBlock } from '../../../shared/rules/booking'
import { bookingPrice } from '../../../shared/rules/checkout'
import { useSite } from '../../app/site-context'
import { InstalmentOffer } from '../../components/payment/instalment-offer'
import { PayLaterBanner } from '../../components/payment/pay-later-banner'
import { StayDatesField } from '../../components/calendar/stay-dates-field'
import { TravellerSelector } from '../../components/search-bar/traveller-selector'
import { formatPrice } from '../../lib/format'
import { CancellationLine } from '../../components/booking/cancellation-line'
import { ActivityDays, CancellationCards } from './booking-choices'
import { BookingPrice } from './booking-price'
import { StayUpsells } from './stay-upsells'
import { bookingPaxAtom, useBooking } from './use-booking'
import { WalletPay } from './wallet-pay'
import { track } from '../../lib/data-layer'
import { useOutOfView } from '../../lib/use-out-of-view'
import { revealElement } from '../../lib/reveal'

const loadOfferCalendar = () => import('../../components/calendar/offer-calendar')
const LazyOfferCalendar = lazy(loadOfferCalendar)
const preloadOfferCalendar = () => {
  loadOfferCalendar().catch(() => undefined)
}

/**
 * The stay page's booking panel (product-pages.md §2 "Booking steps"): the price, dates and
 * travellers, the activities' days, the cancellation card, then Book, which goes to the booking
 * summary once nothing is missing (§4 "Checkout start (booking)"). A bar at the bottom of the
 * window repeats the price and Book while the panel's button is out of view.
 */
export function BookingPanel({ stay }: { stay: StayDetail }) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const booking = useBooking(stay.id)
  const [calendarOpen, setCalendarOpen] = useState(false)
  const [attempted, setAttempted] = useState(false)
  const book = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLElement>(null)
  const barVisible = useOutOfView(book)
  const activitiesId = useId()
  const cardsId = useId()

  const quote = booking.quote.kind === 'ready' ? booking.quote.quote : null
  const quoteError =
    booking.quote.kind === 'failed' ? { id: 'checkout.unavailable.noAvailability' } : quote ? quoteErrorMessage(quote) : null
  const insurance = booking.insurance.kind === 'ready' ? booking.insurance.amount : 0
  const price = quote?.priceInfo && !quoteError ? bookingPrice(quote, booking.choice === 'INSURANCE' ? insurance : 0) : null
  const total = price?.total ?? null
  // What is missing now; shown once Book was pressed, each message going as soon as its step is done.
  const missing = checkoutBlock({
    hasDates: booking.hasDates,
    offeredActivities: booking.offeredActivities,
    days: booking.days,
    choice: booking.choice,
  })
  const shown = attempted ? missing : null

  /** Book's check (and the wallet button's): the booking once nothing is missing; else null, and the panel shows what is. */
  const ready = (): BookingCheckout | null => {
    const next = missing
    setAttempted(true)
    if (next === 'dates') {
      if (panel.current) revealElement(panel.current, 'start')
      setCalendarOpen(true)
      return null
    }
    if (next === 'activities' || next === 'choice') {
      const group = document.getElementById(next === 'activities' ? activitiesId : cardsId)
      if (group) revealElement(group, 'center')
      group?.querySelector<HTMLInputElement>('input:not(:checked)')?.focus({ preventScroll: true })
      return null
    }
    // The quote failed or cannot be booked: its message is shown; nothing to check out.
    if (!quote || quoteError || !booking.dates.checkin || booking.nights === undefined || !booking.choice) return null
    // Reached from a partner's minisite: the booking records it.
    const minisite = Number(new URLSearchParams(window.location.search).get('minisite'))
    return {
      ...(Number.isInteger(minisite) && minisite > 0 ? { minisite } : {}),
      kind: 'booking',
      id: stay.id,
      a: booking.pax.adults,
      c: booking.pax.children,
      b: booking.pax.babies,
      checkin: booking.dates.checkin,
      nights: booking.nights,
      activityDates: booking.days,
      cancellation: booking.choice,
    }
  }
  const start = () => {
    const request = ready()
    if (!request) return
    track('add_to_cart', { item_id: stay.id, flow: 'booking', value: total })
    window.location.assign(checkoutHref(site, request))
  }

  const errorOf = (step: CheckoutBlock) => (shown === step ? _(CHECKOUT_BLOCK_MESSAGES[step]) : undefined)

  return (
    <>
      <aside className="product__panel booking-panel" aria-labelledby="booking-panel" ref={panel}>
        <h2 id="booking-panel" className="panel__title">
          {_('product.panel.title')}
        </h2>
        <BookingPrice stay={stay} quoteState={booking.quote} quoteError={quoteError} price={price} />
        {total !== null || stay.price ? <PayLaterBanner amount={total ?? stay.price!.sellPrice} /> : null}
        {total !== null && booking.dates.checkin ? (
          <InstalmentOffer
            amount={total}
            checkin={booking.dates.checkin}
            cancellationType={booking.choice}
            cancellableUntil={quote?.cancellationPolicy.cancellationDeadline ?? null}
          />
        ) : null}
        <div className="booking-panel__stay" role="group" aria-label={_('booking.stay')}>
          <StayDatesField
            dates={booking.dates}
            onDates={booking.setDates}
            preload={preloadOfferCalendar}
            open={calendarOpen}
            onOpenChange={setCalendarOpen}
            error={errorOf('dates')}
            calendar={(props) => (
              <LazyOfferCalendar
                offerId={stay.id}
                pax={booking.pax}
                price={total !== null ? { cents: total, final: true } : stay.price ? { cents: stay.price.sellPrice, final: false } : null}
                {...props}
              />
            )}
          />
          <TravellerSelector atom={bookingPaxAtom} />
        </div>
        {quoteError ? (
          <p className="booking-panel__alert" role="alert">
            {i18n._(quoteError.id)}
          </p>
        ) : null}
        {booking.offeredActivities.length > 0 ? (
          <ActivityDays
            id={activitiesId}
            activities={booking.offeredActivities}
            days={booking.days}
            onPick={booking.pickDay}
            error={errorOf('activities')}
          />
        ) : null}
        {booking.choices.length > 0 ? (
          <CancellationCards
            id={cardsId}
            policy={quote!.cancellationPolicy}
            choices={booking.choices}
            choice={booking.choice}
            insurance={insurance}
            insuranceFailed={booking.insurance.kind === 'failed'}
            onChoose={booking.setChoice}
            error={errorOf('choice')}
          />
        ) : null}
        <CancellationLine hasDates={booking.hasDates && quote !== null} policy={quote?.cancellationPolicy ?? stay.cancellationPolicy} />
        <StayUpsells upsells={stay.upsells} flow="booking" nights={booking.nights ?? null} />
        <button ref={book} type="button" className="button button--primary button--block" onClick={start}>
          {_('booking.book')}
        </button>
        <WalletPay request={ready} />
      </aside>
      <div
        className="booking-bar"
        data-visible={barVisible ? 'true' : 'false'}
        role="region"
        aria-label={_('booking.bar')}
        hidden={!barVisible}
      >
        <p className="booking-bar__price">
          {total !== null ? (
            <>
              <span>{_('card.price.final')}</span> <strong>{formatPrice(total, site.bcp47, total % 100 !== 0)}</strong>
            </>
          ) : stay.price ? (
            <>
              <span>{_('card.price.from')}</span> <strong>{formatPrice(stay.price.sellPrice, site.bcp47)}</strong>
            </>
          ) : null}
        </p>
        <button type="button" className="button button--primary" onClick={start}>
          {_('booking.bar.action')}
        </button>
      </div>
    </>
  )
}
