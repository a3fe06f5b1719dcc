import { useLingui } from '@lingui/react'
import type { CancellationChoice } from '../../../shared/checkout/checkout-link'
import type { GiftForm } from '../../../shared/rules/gift-form'
import { useSite } from '../../app/site-context'
import { formatPrice } from '../../lib/format'
import { formatStayDate, imageSrc } from './checkout-format'
import type { BookingSummary, GiftSummary } from './use-summary'

const CANCELLATION_TITLES: Record<CancellationChoice, string> = {
  FLEXIBLE: 'checkout.cancellation.flexible',
  INSURANCE: 'checkout.cancellation.insurance',
  NON_CANCELLABLE: 'checkout.cancellation.nonCancellable',
}

function StayHeader({ summary }: { summary: BookingSummary | GiftSummary }) {
  const image = summary.stay.images[0]
  return (
    <div className="checkout-recap__stay">
      {image ? <img className="checkout-recap__image" src={imageSrc(image)} alt={image.alt} width={640} height={360} /> : null}
      <div>
        <h3 className="checkout-recap__label">{summary.stay.label}</h3>
        <p className="checkout-recap__hotel">{summary.stay.hotel.label}</p>
      </div>
    </div>
  )
}

/** The chosen cancellation card: its name and what it means for this stay (§2, §9). */
function CancellationCard({ summary }: { summary: BookingSummary }) {
  const { _ } = useLingui()
  const { cancellation, quote } = summary
  const text =
    cancellation === 'INSURANCE'
      ? _('checkout.cancellation.insurance.text')
      : cancellation === 'FLEXIBLE'
        ? quote.cancellationPolicy.message
        : _('checkout.cancellation.nonCancellable.text')
  return (
    <div className="checkout-card">
      <p className="checkout-card__title">{_(CANCELLATION_TITLES[cancellation])}</p>
      <p className="checkout-card__text">{text}</p>
      {summary.request.cancellation === 'INSURANCE' && cancellation !== 'INSURANCE' ? (
        <p className="checkout-card__note">{_('checkout.cancellation.insuranceUnavailable')}</p>
      ) : null}
    </div>
  )
}

/** What is booked: the stay, its dates, nights, travellers, activity days and cancellation card. */
export function BookingRecap({ summary }: { summary: BookingSummary }) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const { request, quote } = summary
  const { checkin, checkout, nights } = quote.reservationCriteria
  return (
    <section className="checkout-recap checkout-panel" aria-labelledby="checkout-recap-title">
      <h2 id="checkout-recap-title" className="checkout-panel__title">
        {_('checkout.recap.title')}
      </h2>
      <StayHeader summary={summary} />
      <dl className="checkout-facts">
        <div>
          <dt>{_('checkout.recap.dates')}</dt>
          <dd>
            {i18n._('checkout.recap.datesValue', {
              checkin: formatStayDate(checkin, site.bcp47),
              checkout: formatStayDate(checkout, site.bcp47),
            })}
          </dd>
        </div>
        <div>
          <dt>{_('checkout.recap.nights')}</dt>
          <dd>{i18n._('checkout.recap.nightsValue', { count: nights })}</dd>
        </div>
        <div>
          <dt>{_('checkout.recap.travellers')}</dt>
          <dd>{i18n._('pax.summary', { adults: request.a, children: request.c, babies: request.b })}</dd>
        </div>
        {quote.activityDates.length > 0 ? (
          <div>
            <dt>{_('checkout.recap.activities')}</dt>
            <dd>
              <ul className="checkout-facts__list">
                {quote.activityDates.map((activity) => {
                  const day = request.activityDates.find((d) => d.activityId === activity.activityId)
                  return (
                    <li key={activity.activityId}>
                      <strong>{activity.title}</strong>
                      {day ? ` · ${formatStayDate(day.date, site.bcp47)}` : null}
                    </li>
                  )
                })}
              </ul>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{_('checkout.recap.cancellation')}</dt>
          <dd>
            <CancellationCard summary={summary} />
          </dd>
        </div>
      </dl>
    </section>
  )
}

/** What is given: the stay for two, its nights, the format and delivery, the customisation. */
export function GiftRecap({ summary }: { summary: GiftSummary }) {
  const { _, i18n } = useLingui()
  const { request, customisation, price } = summary
  const physical = request.giftFormat === 'physical'
  return (
    <section className="checkout-recap checkout-panel" aria-labelledby="checkout-recap-title">
      <h2 id="checkout-recap-title" className="checkout-panel__title">
        {_('checkout.recap.giftTitle')}
      </h2>
      <StayHeader summary={summary} />
      <dl className="checkout-facts">
        <div>
          <dt>{_('checkout.recap.gift')}</dt>
          <dd>{i18n._('checkout.recap.giftFor', { count: request.giftAdults, nights: request.giftNights })}</dd>
        </div>
        {request.bucket ? (
          <div>
            <dt>{_('checkout.recap.rate')}</dt>
            <dd>
              {_(`giftSetup.rate.${request.bucket}`)}: {_(`giftSetup.rate.${request.bucket}.text`)}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{_('checkout.recap.format')}</dt>
          <dd>{physical ? _('checkout.gift.physical') : _('checkout.gift.digital')}</dd>
        </div>
        <DeliveryFact physical={physical} shipping={price.shipping} />
        <CustomisationFacts customisation={customisation} />
        <div>
          <dt>{_('checkout.recap.validity')}</dt>
          <dd>{_('checkout.gift.validity')}</dd>
        </div>
      </dl>
    </section>
  )
}

/** A gift's delivery: by e-mail at once, or by post in 2 to 4 working days, free or at its shipping cost. */
export function DeliveryFact({ physical, shipping }: { physical: boolean; shipping: number }) {
  const { _ } = useLingui()
  const { site } = useSite()
  return (
    <div>
      <dt>{_('checkout.recap.delivery')}</dt>
      <dd>
        {physical ? _('checkout.gift.physicalDelivery') : _('checkout.gift.digitalDelivery')}
        {physical ? (
          <span className="checkout-facts__extra">
            {shipping > 0 ? ` +${formatPrice(shipping, site.bcp47, true)}` : ` · ${_('checkout.price.free')}`}
          </span>
        ) : null}
      </dd>
    </div>
  )
}

/** The gift's 'From' and 'Your message', each when written. */
export function CustomisationFacts({ customisation }: { customisation: GiftForm | null }) {
  const { _ } = useLingui()
  return (
    <>
      {customisation?.fromName ? (
        <div>
          <dt>{_('checkout.recap.from')}</dt>
          <dd>{customisation.fromName}</dd>
        </div>
      ) : null}
      {customisation?.message ? (
        <div>
          <dt>{_('checkout.recap.message')}</dt>
          <dd className="checkout-facts__message">{customisation.message}</dd>
        </div>
      ) : null}
    </>
  )
}
