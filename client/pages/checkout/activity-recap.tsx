import { useLingui } from '@lingui/react'
import { GiftCustomisationFields, type GiftCustomisation } from '../../components/gift/gift-customisation'
import { imageSrc } from './checkout-format'
import type { ActivitySummary } from './use-summary'

/** What is bought: the activity, its centre, the participants, own use or gift, the e-voucher and its validity. */
export function ActivityRecap({ summary }: { summary: ActivitySummary }) {
  const { _, i18n } = useLingui()
  const { request, activity } = summary
  const centre = activity.activities[0]?.activityCenter
  const image = activity.images[0]
  return (
    <section className="checkout-recap checkout-panel" aria-labelledby="checkout-recap-title">
      <h2 id="checkout-recap-title" className="checkout-panel__title">
        {request.ownUse ? _('checkout.recap.activityTitle') : _('checkout.recap.activityGiftTitle')}
      </h2>
      <div className="checkout-recap__stay">
        {image ? <img className="checkout-recap__image" src={imageSrc(image)} alt={image.alt} width={640} height={360} /> : null}
        <div>
          <h3 className="checkout-recap__label">{activity.label}</h3>
          {centre ? <p className="checkout-recap__hotel">{[centre.label, centre.city].filter((s) => s !== '').join(' · ')}</p> : null}
        </div>
      </div>
      <dl className="checkout-facts">
        <div>
          <dt>{_('checkout.recap.participants')}</dt>
          <dd>{request.a}</dd>
        </div>
        <div>
          <dt>{_('checkout.recap.purchase')}</dt>
          <dd>{request.ownUse ? _('checkout.activity.ownUse') : _('checkout.activity.gift')}</dd>
        </div>
        <div>
          <dt>{_('checkout.recap.delivery')}</dt>
          <dd>{_('checkout.activity.delivery')}</dd>
        </div>
        <div>
          <dt>{_('checkout.recap.validity')}</dt>
          <dd>{i18n._('checkout.activity.validity', { count: activity.validityMonths })}</dd>
        </div>
      </dl>
    </section>
  )
}

/** 'Customise your gift' of an activity voucher: 'From' and 'Your message', optional, as on the stay page. */
export function ActivityGiftPanel({ state, formId }: { state: GiftCustomisation; formId: string }) {
  const { _ } = useLingui()
  return (
    <section className="checkout-panel checkout-gift" aria-label={_('giftSetup.customise')}>
      <GiftCustomisationFields state={state} formId={formId} />
      <p className="checkout-field__hint">{_('checkout.activity.giftNote')}</p>
    </section>
  )
}
