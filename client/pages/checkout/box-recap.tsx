import { useLingui } from '@lingui/react'
import { BOX_VALIDITY_MONTHS, includedLines } from '../../../shared/rules/box-pages'
import { GiftCustomisationFields, type GiftCustomisation } from '../../components/gift/gift-customisation'
import { DeliveryFact } from './recap'
import type { BoxSummary } from './use-summary'

/** What is given: the box, what it includes, its format and delivery (e-mail at once or post in 2 to 4 working days), its validity. */
export function BoxRecap({ summary }: { summary: BoxSummary }) {
  const { _, i18n } = useLingui()
  const { request, box, price } = summary
  const physical = request.giftFormat === 'physical'
  const lines = includedLines(box.includedContent)
  return (
    <section className="checkout-recap checkout-panel" aria-labelledby="checkout-recap-title">
      <h2 id="checkout-recap-title" className="checkout-panel__title">
        {_('checkout.recap.boxTitle')}
      </h2>
      <div className="checkout-recap__stay">
        <img
          className="checkout-recap__image"
          src={box.images.mainBySize['640_360'] ?? box.images.main}
          alt={box.title}
          width={640}
          height={360}
        />
        <div>
          <h3 className="checkout-recap__label">{box.title}</h3>
        </div>
      </div>
      <dl className="checkout-facts">
        {lines.length > 0 ? (
          <div>
            <dt>{_('checkout.recap.included')}</dt>
            <dd>
              <ul className="checkout-facts__list">
                {lines.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{_('checkout.recap.format')}</dt>
          <dd>{physical ? _('checkout.box.physical') : _('checkout.box.digital')}</dd>
        </div>
        <DeliveryFact physical={physical} shipping={price.shipping} />
        <div>
          <dt>{_('checkout.recap.validity')}</dt>
          <dd>{i18n._('checkout.activity.validity', { count: BOX_VALIDITY_MONTHS })}</dd>
        </div>
      </dl>
    </section>
  )
}

/** 'Customise your gift' of a box: 'From' and 'Your message', optional, printed on the voucher. */
export function BoxGiftPanel({ state, formId }: { state: GiftCustomisation; formId: string }) {
  const { _ } = useLingui()
  return (
    <section className="checkout-panel checkout-gift" aria-label={_('giftSetup.customise')}>
      <GiftCustomisationFields state={state} formId={formId} />
      <p className="checkout-field__hint">{_('checkout.box.giftNote')}</p>
    </section>
  )
}
