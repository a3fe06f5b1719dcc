import { useLingui } from '@lingui/react'
import { useEffect } from 'react'
import type { OrderSummary } from '../../../shared/api/order-summary'
import { includedLines } from '../../../shared/rules/box-pages'
import { beneficiaryLoginPath } from '../../../shared/beneficiary-paths'
import { useSite } from '../../app/site-context'
import { track } from '../../lib/data-layer'
import { formatPrice } from '../../lib/format'
import { formatStayDate, imageSrc } from './checkout-format'

/** What happens after the order, by flow and format (§9: physical delivery in 2 to 4 working days, e-voucher at once). */
function nextSteps(order: OrderSummary): string[] {
  if (order.flow === 'booking') return ['checkout.confirmation.next.bookingEmail', 'checkout.confirmation.next.bookingHotel']
  if (order.activity?.ownUse) return ['checkout.confirmation.next.activityEmail', 'checkout.confirmation.next.activityBook']
  if (order.activity) return ['checkout.confirmation.next.giftDigital', 'checkout.confirmation.next.activityGiftRedeem']
  return [
    order.gift?.format === 'physical' ? 'checkout.confirmation.next.giftPhysical' : 'checkout.confirmation.next.giftDigital',
    order.box
      ? 'checkout.confirmation.next.boxRedeem'
      : order.giftcard
        ? 'checkout.confirmation.next.giftcardRedeem'
        : 'checkout.confirmation.next.giftRedeem',
  ]
}

/** The name of a gift's format: a box's, a gift card's or a gift stay's voucher. */
const FORMAT_LABELS = {
  box: { digital: 'checkout.box.digital', physical: 'checkout.box.physical' },
  giftcard: { digital: 'checkout.giftcard.digital', physical: 'checkout.giftcard.physical' },
  gift: { digital: 'checkout.gift.digital', physical: 'checkout.gift.physical' },
} as const

/** The confirmation of an order (product-pages.md §2): thanks, its booking number, what was bought, what happens next. */
export function ConfirmationView({ order }: { order: OrderSummary }) {
  const { _, i18n } = useLingui()
  const { site, production } = useSite()
  const paid = order.status === 'PAID'
  const { activity, box, giftcard } = order
  const gift = order.flow === 'gifting' || (activity !== null && !activity.ownUse)
  const money = (cents: number) => formatPrice(cents, site.bcp47, true)
  useEffect(() => {
    if (paid) track('purchase', { transaction_id: order.reference, flow: order.flow, value: order.totalAmount, currency: 'EUR' })
  }, [paid, order])
  return (
    <>
      <title>{_('checkout.confirmation.title')}</title>
      {production ? <meta name="robots" content="noindex, nofollow" /> : null}
      <div className="container checkout checkout-confirmation">
        <header className="checkout-confirmation__header">
          <h1 className="checkout__title">{i18n._('checkout.confirmation.heading', { name: order.buyer.firstName })}</h1>
          <p className={paid ? 'message message--success' : 'message'} role="status">
            {paid
              ? order.giftUse
                ? _('checkout.confirmation.giftUsed')
                : gift
                  ? _('checkout.confirmation.giftConfirmed')
                  : activity
                    ? _('checkout.confirmation.activityConfirmed')
                    : _('checkout.confirmation.bookingConfirmed')
              : _('checkout.confirmation.pending')}
          </p>
          <p className="checkout-confirmation__reference">
            {_('checkout.confirmation.reference')} <strong>{order.reference}</strong>
          </p>
        </header>
        <div className="checkout-layout">
          <div className="checkout-layout__main">
            <section className="checkout-panel" aria-labelledby="confirmation-order">
              <h2 id="confirmation-order" className="checkout-panel__title">
                {activity
                  ? activity.ownUse
                    ? _('checkout.recap.activityTitle')
                    : _('checkout.recap.activityGiftTitle')
                  : box
                    ? _('checkout.recap.boxTitle')
                    : giftcard
                      ? _('checkout.recap.giftcardTitle')
                      : gift
                        ? _('checkout.recap.giftTitle')
                        : _('checkout.recap.title')}
              </h2>
              {activity ? (
                <div className="checkout-recap__stay">
                  {activity.image ? (
                    <img
                      className="checkout-recap__image"
                      src={imageSrc(activity.image)}
                      alt={activity.image.alt}
                      width={640}
                      height={360}
                    />
                  ) : null}
                  <div>
                    {activity.label ? (
                      <p className="checkout-recap__label">
                        <a href={activity.uri}>{activity.label}</a>
                      </p>
                    ) : null}
                    {activity.centre ? <p className="checkout-recap__hotel">{activity.centre}</p> : null}
                  </div>
                </div>
              ) : null}
              {box ? (
                <div className="checkout-recap__stay">
                  {box.image ? <img className="checkout-recap__image" src={box.image} alt={box.title} width={640} height={360} /> : null}
                  <div>{box.title ? <p className="checkout-recap__label">{box.title}</p> : null}</div>
                </div>
              ) : null}
              {order.stay ? (
                <div className="checkout-recap__stay">
                  {order.stay.image ? (
                    <img
                      className="checkout-recap__image"
                      src={imageSrc(order.stay.image)}
                      alt={order.stay.image.alt}
                      width={640}
                      height={360}
                    />
                  ) : null}
                  <div>
                    <p className="checkout-recap__label">
                      <a href={order.stay.uri}>{order.stay.label}</a>
                    </p>
                    <p className="checkout-recap__hotel">{order.stay.hotel}</p>
                  </div>
                </div>
              ) : null}
              <dl className="checkout-facts">
                {order.checkinDate && order.checkoutDate ? (
                  <div>
                    <dt>{_('checkout.recap.dates')}</dt>
                    <dd>
                      {i18n._('checkout.recap.datesValue', {
                        checkin: formatStayDate(order.checkinDate, site.bcp47),
                        checkout: formatStayDate(order.checkoutDate, site.bcp47),
                      })}
                    </dd>
                  </div>
                ) : null}
                {order.nights !== null ? (
                  <div>
                    <dt>{_('checkout.recap.nights')}</dt>
                    <dd>{i18n._('checkout.recap.nightsValue', { count: order.nights })}</dd>
                  </div>
                ) : null}
                {activity ? (
                  <>
                    <div>
                      <dt>{_('checkout.recap.participants')}</dt>
                      <dd>{activity.participants}</dd>
                    </div>
                    <div>
                      <dt>{_('checkout.recap.purchase')}</dt>
                      <dd>{activity.ownUse ? _('checkout.activity.ownUse') : _('checkout.activity.gift')}</dd>
                    </div>
                    <div>
                      <dt>{_('checkout.recap.validity')}</dt>
                      <dd>{i18n._('checkout.activity.validity', { count: activity.validityMonths })}</dd>
                    </div>
                  </>
                ) : box ? (
                  <>
                    {includedLines(box.includedContent).length > 0 ? (
                      <div>
                        <dt>{_('checkout.recap.included')}</dt>
                        <dd>
                          <ul className="checkout-facts__list">
                            {includedLines(box.includedContent).map((line, i) => (
                              <li key={i}>{line}</li>
                            ))}
                          </ul>
                        </dd>
                      </div>
                    ) : null}
                    <div>
                      <dt>{_('checkout.recap.validity')}</dt>
                      <dd>{i18n._('checkout.activity.validity', { count: box.validityMonths })}</dd>
                    </div>
                  </>
                ) : giftcard ? (
                  <>
                    <div>
                      <dt>{_('checkout.recap.amount')}</dt>
                      <dd>{money(giftcard.amount)}</dd>
                    </div>
                    <div>
                      <dt>{_('checkout.recap.validity')}</dt>
                      <dd>{_('checkout.giftcard.validity')}</dd>
                    </div>
                  </>
                ) : gift ? (
                  <div>
                    <dt>{_('checkout.recap.gift')}</dt>
                    <dd>{i18n._('checkout.recap.giftForPeople', { count: order.pax.adults })}</dd>
                  </div>
                ) : (
                  <div>
                    <dt>{_('checkout.recap.travellers')}</dt>
                    <dd>{i18n._('pax.summary', { adults: order.pax.adults, children: order.pax.children, babies: order.pax.babies })}</dd>
                  </div>
                )}
                {order.activities.length > 0 ? (
                  <div>
                    <dt>{_('checkout.recap.activities')}</dt>
                    <dd>
                      <ul className="checkout-facts__list">
                        {order.activities.map((a) => (
                          <li key={a.activityId}>
                            {a.title ? <strong>{a.title}</strong> : null}
                            {a.title ? ' · ' : null}
                            {formatStayDate(a.date, site.bcp47)}
                          </li>
                        ))}
                      </ul>
                    </dd>
                  </div>
                ) : null}
                {order.gift ? (
                  <>
                    {activity ? null : (
                      <div>
                        <dt>{_('checkout.recap.format')}</dt>
                        <dd>{_(FORMAT_LABELS[box ? 'box' : giftcard ? 'giftcard' : 'gift'][order.gift.format])}</dd>
                      </div>
                    )}
                    {order.gift.fromName ? (
                      <div>
                        <dt>{_('checkout.recap.from')}</dt>
                        <dd>{order.gift.fromName}</dd>
                      </div>
                    ) : null}
                    {order.gift.message ? (
                      <div>
                        <dt>{_('checkout.recap.message')}</dt>
                        <dd className="checkout-facts__message">{order.gift.message}</dd>
                      </div>
                    ) : null}
                  </>
                ) : null}
                {order.giftUse ? (
                  <div>
                    <dt>{_('checkout.confirmation.giftCovered')}</dt>
                    <dd>{money(order.giftUse.covered)}</dd>
                  </div>
                ) : null}
                {order.giftCard ? (
                  <div>
                    <dt>
                      {_('checkout.confirmation.giftCard')} <span className="checkout-confirmation__card">{order.giftCard.maskedCode}</span>
                    </dt>
                    <dd>{money(order.giftCard.amount)}</dd>
                  </div>
                ) : null}
                {order.insuranceAmount > 0 ? (
                  <div>
                    <dt>{_('checkout.cancellation.insurance')}</dt>
                    <dd>{money(order.insuranceAmount)}</dd>
                  </div>
                ) : null}
                <div className="checkout-facts__total">
                  <dt>{paid ? _('checkout.confirmation.paid') : _('checkout.price.total')}</dt>
                  <dd>{money(order.totalAmount)}</dd>
                </div>
              </dl>
            </section>
            {order.voucher ? (
              <section className="checkout-panel checkout-voucher" aria-labelledby="confirmation-voucher">
                <h2 id="confirmation-voucher" className="checkout-panel__title">
                  {activity?.ownUse ? _('checkout.confirmation.voucher.ownTitle') : _('checkout.confirmation.voucher.title')}
                </h2>
                <dl className="checkout-facts">
                  <div>
                    <dt>{_('checkout.confirmation.voucher.code')}</dt>
                    <dd className="checkout-voucher__code">{order.voucher.code}</dd>
                  </div>
                  <div>
                    <dt>{_('checkout.recap.validity')}</dt>
                    <dd>
                      {i18n._('checkout.confirmation.voucher.validUntil', { date: formatStayDate(order.voucher.validUntil, site.bcp47) })}
                    </dd>
                  </div>
                </dl>
                <p className="checkout-voucher__use">
                  {activity?.ownUse ? _('checkout.confirmation.voucher.ownUse') : _('checkout.confirmation.voucher.use')}{' '}
                  <a href={beneficiaryLoginPath(site)}>{_('checkout.confirmation.voucher.link')}</a>
                </p>
              </section>
            ) : null}
          </div>
          <aside className="checkout-layout__aside">
            <section className="checkout-panel" aria-labelledby="confirmation-next">
              <h2 id="confirmation-next" className="checkout-panel__title">
                {_('checkout.confirmation.nextTitle')}
              </h2>
              <ol className="checkout-next">
                {nextSteps(order).map((id) => (
                  <li key={id}>{i18n._(id, { email: order.buyer.maskedEmail })}</li>
                ))}
              </ol>
              <a className="button button--primary button--block" href={`${site.pathPrefix}/`}>
                {_('checkout.confirmation.home')}
              </a>
            </section>
          </aside>
        </div>
      </div>
    </>
  )
}
