import { useLingui } from '@lingui/react'
import { useSite } from '../../app/site-context'
import { formatPrice } from '../../lib/format'
import { CustomisationFacts, DeliveryFact } from './recap'
import type { GiftcardSummary } from './use-summary'

/** What is given: the gift card's amount, its format and delivery (e-mail at once or post in 2 to 4 working days), the customisation, its validity. */
export function GiftcardRecap({ summary }: { summary: GiftcardSummary }) {
  const { _ } = useLingui()
  const { site } = useSite()
  const { request, price, customisation } = summary
  const physical = request.giftFormat === 'physical'
  return (
    <section className="checkout-recap checkout-panel" aria-labelledby="checkout-recap-title">
      <h2 id="checkout-recap-title" className="checkout-panel__title">
        {_('checkout.recap.giftcardTitle')}
      </h2>
      <dl className="checkout-facts">
        <div>
          <dt>{_('checkout.recap.amount')}</dt>
          <dd>{formatPrice(request.amount, site.bcp47)}</dd>
        </div>
        <div>
          <dt>{_('checkout.recap.format')}</dt>
          <dd>{physical ? _('checkout.giftcard.physical') : _('checkout.giftcard.digital')}</dd>
        </div>
        <DeliveryFact physical={physical} shipping={price.shipping} />
        <CustomisationFacts customisation={customisation} />
        <div>
          <dt>{_('checkout.recap.validity')}</dt>
          <dd>{_('checkout.giftcard.validity')}</dd>
        </div>
      </dl>
    </section>
  )
}
