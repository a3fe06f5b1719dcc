import { useLingui } from '@lingui/react'
import type { StayDetail } from '../../../shared/api/stay-detail'
import type { Message } from '../../../shared/message'
import { priceBanner } from '../../../shared/rules/booking'
import type { bookingPrice } from '../../../shared/rules/checkout'
import { useSite } from '../../app/site-context'
import { formatPrice } from '../../lib/format'
import type { QuoteState } from './use-booking'

type Props = {
  stay: StayDetail
  quoteState: QuoteState
  quoteError: Message | null
  /** The amount to pay now with the chosen card and its parts, once the quote is bookable. */
  price: ReturnType<typeof bookingPrice> | null
}

/**
 * The panel's price (§2 "price", §4 price banner and local tax): the stay's from-price for two
 * until dates are chosen, then the quote's total for the party with the insurance when chosen, the
 * rooms it takes and the local tax; a loader while the quote is asked.
 */
export function BookingPrice({ stay, quoteState, quoteError, price }: Props) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const quote = quoteState.kind === 'ready' && !quoteError ? quoteState.quote : null
  const loading = quoteState.kind === 'loading'
  const info = quote?.priceInfo ?? null
  const banner = priceBanner({
    gifting: false,
    loading,
    hasDates: quote !== null,
    promo: info ? info.promoPercentageRounded : (stay.price?.promo ?? 0),
    moneySaved: info?.moneySaved ?? 0,
  })

  return (
    <div className="booking-price" aria-live="polite" aria-busy={loading}>
      {banner.kind === 'loading' ? (
        <p className="booking-price__banner booking-price__banner--loading" role="status">
          {_('booking.banner.loading')}
        </p>
      ) : banner.kind === 'saved' ? (
        <p className="booking-price__banner booking-price__banner--promo">
          {i18n._('booking.banner.saved', { amount: formatPrice(banner.cents, site.bcp47) })}
        </p>
      ) : banner.kind === 'discount' ? (
        <p className="booking-price__banner booking-price__banner--promo">
          {i18n._('booking.banner.discount', { percent: banner.percent })}
        </p>
      ) : banner.kind === 'default' ? (
        <p className="booking-price__banner">{_('booking.banner.default')}</p>
      ) : null}
      {info && price ? (
        <>
          <p className="panel__price">
            <span>{_('card.price.final')}</span> <strong>{formatPrice(price.total, site.bcp47, price.total % 100 !== 0)}</strong>
            {info.refPrice > info.sellPrice ? <s className="booking-price__ref">{formatPrice(info.refPrice, site.bcp47)}</s> : null}
            <span className="card__per">
              {i18n._('card.forPeople', {
                count: quote!.reservationCriteria.adult + quote!.reservationCriteria.child,
                nights: info.nights,
              })}
            </span>
          </p>
          {quote!.roomsAmountMessage ? <p className="booking-price__note">{quote!.roomsAmountMessage}</p> : null}
          {price.insurance > 0 ? (
            <p className="booking-price__note">
              {i18n._('booking.price.insurance', { amount: formatPrice(price.insurance, site.bcp47, true) })}
            </p>
          ) : null}
          <p className="booking-price__note">
            {price.localTax.kind === 'atHotel'
              ? i18n._('checkout.price.localTaxAtHotel', { amount: formatPrice(price.localTax.amount, site.bcp47, true) })
              : price.localTax.kind === 'included'
                ? i18n._('checkout.price.localTaxIncluded', { amount: formatPrice(price.localTax.amount, site.bcp47, true) })
                : _('checkout.price.localTaxNotIncluded')}
          </p>
        </>
      ) : loading ? (
        <p className="panel__price booking-price__loader" aria-hidden="true">
          <span className="booking-price__skeleton" />
        </p>
      ) : stay.price ? (
        <p className="panel__price">
          <span>{stay.price.priceType === 'FINAL_PRICE' ? _('card.price.final') : _('card.price.from')}</span>{' '}
          <strong>{formatPrice(stay.price.sellPrice, site.bcp47)}</strong>
          <span className="card__per">{i18n._('card.forPeople', { count: 2, nights: stay.nights })}</span>
        </p>
      ) : null}
    </div>
  )
}
