import { useLingui } from '@lingui/react'
import type { QuoteResponse } from '../../../shared/api/product'
import { useSite } from '../../app/site-context'
import { formatPrice } from '../../lib/format'

type Props = { quote: QuoteResponse; nights: number; people: number; changedTotal: number | null }

/**
 * What booking with the gift costs (price type BENEFICIARY): the stay for the gift's party, what
 * the gift pays, the local tax charged now (or what the hotel will ask), and what is left to pay now.
 */
export function RedemptionPrice({ quote, nights, people, changedTotal }: Props) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const money = (cents: number) => formatPrice(cents, site.bcp47, true)
  const stay = quote.priceInfo?.sellPrice ?? 0
  const taxNow = quote.localTaxToBePaidAtHotel ? 0 : quote.localTaxTotalAmount
  const total = changedTotal ?? quote.amountToPay
  return (
    <section className="checkout-price gift-price" aria-labelledby="gift-price-title">
      <h3 id="gift-price-title" className="gift-price__title">
        {_('checkout.price.title')}
      </h3>
      <dl className="checkout-price__lines">
        <div>
          <dt>
            {i18n._('beneficiary.book.stayPrice', {
              nights: i18n._('checkout.recap.nightsValue', { count: nights }),
              people: i18n._('beneficiary.gift.peopleValue', { count: people }),
            })}
          </dt>
          <dd>{money(stay)}</dd>
        </div>
        <div className="gift-price__covered">
          <dt>{_('beneficiary.book.giftPays')}</dt>
          <dd>−{money(quote.giftCoveredAmount)}</dd>
        </div>
        {taxNow > 0 ? (
          <div>
            <dt>{_('beneficiary.book.localTaxNow')}</dt>
            <dd>{money(taxNow)}</dd>
          </div>
        ) : null}
        <div className="checkout-price__total">
          <dt>{_('beneficiary.book.toPay')}</dt>
          <dd>{money(total)}</dd>
        </div>
      </dl>
      {quote.localTaxToBePaidAtHotel && quote.localTaxTotalAmount > 0 ? (
        <p className="checkout-price__tax">{i18n._('checkout.price.localTaxAtHotel', { amount: money(quote.localTaxTotalAmount) })}</p>
      ) : null}
      {total === 0 ? <p className="gift-price__free">{_('beneficiary.book.nothingToPay')}</p> : null}
      {changedTotal !== null ? <p className="checkout-price__changed">{_('checkout.price.updated')}</p> : null}
    </section>
  )
}
