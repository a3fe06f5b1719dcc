import { useLingui } from '@lingui/react'
import type { EligibilityResponse } from '../../../shared/api/purchase'
import { useSite } from '../../app/site-context'
import { formatPrice } from '../../lib/format'
import { formatStayDate } from './checkout-format'
import { isPosted, type Summary } from './use-summary'

type Method = EligibilityResponse['paymentMethods'][number]

/** One eligible way of spreading the payment (§9: pay later on a date, or 3 or 4 monthly payments). */
function instalmentText(method: Method, _: (id: string, values?: Record<string, string | number>) => string, bcp47: string) {
  const [first, second] = method.installments
  if (!first) return null
  if (method.type === 'deferred') {
    return _('checkout.instalments.deferred', { amount: formatPrice(first.amount, bcp47, true), date: formatStayDate(first.date, bcp47) })
  }
  return _('checkout.instalments.monthly', {
    count: method.installments.length,
    first: formatPrice(first.amount, bcp47, true),
    next: formatPrice(second?.amount ?? first.amount, bcp47, true),
  })
}

/** The first line: the stay, the gift stay, the activity for its participants, the gift box or the gift card. */
function productLine(summary: Summary, _: (id: string, values?: Record<string, string | number>) => string): string {
  if (summary.kind === 'activity') return _('checkout.price.activity', { count: summary.request.a })
  if (summary.kind === 'box') return _('checkout.price.box')
  if (summary.kind === 'giftcard') return _('checkout.price.giftcard')
  return summary.kind === 'gift' ? _('checkout.price.gift') : _('checkout.price.stay')
}

/** The amount of the first line. */
function productAmount(summary: Summary): number {
  if (summary.kind === 'activity') return summary.price.activity
  if (summary.kind === 'box') return summary.price.box
  return summary.kind === 'giftcard' ? summary.price.giftcard : summary.price.stay
}

/**
 * The price: the stay or activity, the insurance, the delivery of a physical gift, the local tax
 * line and the total charged now. `changedTotal` is the server's new total after PRICE_CHANGED. A
 * gift card comes off the total as a deduction, leaving what is paid now (the instalments, offered
 * for the whole total, are not).
 */
export function PriceSummary(props: {
  summary: Summary
  changedTotal: number | null
  giftCard: { covered: number; toPay: number } | null
}) {
  const { summary, changedTotal, giftCard } = props
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const money = (cents: number) => formatPrice(cents, site.bcp47, true)
  const total = changedTotal ?? summary.price.total
  const translate = (id: string, values?: Record<string, string | number>) => i18n._(id, values)
  return (
    <section className="checkout-price checkout-panel" aria-labelledby="checkout-price-title">
      <h2 id="checkout-price-title" className="checkout-panel__title">
        {_('checkout.price.title')}
      </h2>
      <dl className="checkout-price__lines">
        <div>
          <dt>{productLine(summary, translate)}</dt>
          <dd>{money(productAmount(summary))}</dd>
        </div>
        {summary.kind === 'booking' && summary.insurance ? (
          <div>
            <dt>{_('checkout.cancellation.insurance')}</dt>
            <dd>{money(summary.price.insurance)}</dd>
          </div>
        ) : null}
        {isPosted(summary) ? (
          <div>
            <dt>{_('checkout.price.delivery')}</dt>
            <dd>{summary.price.shipping > 0 ? money(summary.price.shipping) : _('checkout.price.free')}</dd>
          </div>
        ) : null}
        {giftCard ? (
          <>
            <div className="checkout-price__subtotal">
              <dt>{_('checkout.price.total')}</dt>
              <dd>{money(total)}</dd>
            </div>
            <div className="checkout-price__giftcard">
              <dt>{_('checkout.price.giftCard')}</dt>
              <dd>−{money(giftCard.covered)}</dd>
            </div>
          </>
        ) : null}
        <div className="checkout-price__total">
          <dt>{giftCard ? _('checkout.price.toPay') : _('checkout.price.total')}</dt>
          <dd>{money(giftCard ? giftCard.toPay : total)}</dd>
        </div>
      </dl>
      {summary.kind === 'booking' ? (
        <p className="checkout-price__tax">
          {summary.price.localTax.kind === 'atHotel'
            ? i18n._('checkout.price.localTaxAtHotel', { amount: money(summary.price.localTax.amount) })
            : summary.price.localTax.kind === 'included'
              ? i18n._('checkout.price.localTaxIncluded', { amount: money(summary.price.localTax.amount) })
              : _('checkout.price.localTaxNotIncluded')}
        </p>
      ) : null}
      {changedTotal !== null ? <p className="checkout-price__changed">{_('checkout.price.updated')}</p> : null}
      {summary.kind === 'booking' && summary.instalments.length > 0 && changedTotal === null && !giftCard ? (
        <div className="checkout-instalments" role="note" aria-labelledby="checkout-instalments-title">
          <p id="checkout-instalments-title" className="checkout-instalments__title">
            {_('checkout.instalments.title')}
          </p>
          <ul className="checkout-instalments__list">
            {summary.instalments.map((method) => (
              <li key={method.type}>{instalmentText(method, translate, site.bcp47)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}
