import { useLingui } from '@lingui/react'
import { useRef, useState } from 'react'
import type { ActivityDetail } from '../../../shared/api/activity-only'
import { checkoutHref } from '../../../shared/checkout/checkout-link'
import { useSite } from '../../app/site-context'
import { ModalDialog } from '../../components/layout/modal-dialog'
import { formatPrice } from '../../lib/format'

type Props = {
  activity: Pick<ActivityDetail, 'id' | 'label' | 'images' | 'activities' | 'validityMonths'>
  participants: number
  /** The total for that many participants (cents). */
  price: number
}

/**
 * 'Offer this activity' (product-pages.md §4 "Activity offer button"): a confirmation dialog (a
 * bottom sheet on phones) recalls the activity, the participants and the price, then goes to the
 * activity checkout as a gift ('Continue': the recipient books the date later) or for one's own
 * use ('Buy for myself', customType=OWN_USE).
 */
export function ActivityOffer({ activity, participants, price }: Props) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const centre = activity.activities[0]?.activityCenter
  const image = activity.images[0]
  const href = (ownUse: boolean) => checkoutHref(site, { kind: 'activity', id: activity.id, a: participants, ownUse })
  return (
    <>
      <button
        ref={button}
        type="button"
        className="button button--primary button--block activity-offer"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {_('activityPage.offer')}
      </button>
      {open ? (
        <ModalDialog
          title={_('activityPage.offer')}
          closeLabel={_('activityPage.offer.close')}
          onClose={() => setOpen(false)}
          block="page-dialog"
          className="activity-offer-dialog"
          overlayClassName="page-dialog__overlay"
          opener={button}
          initialFocus={(dialog) => dialog.querySelector<HTMLElement>('.button--primary')}
        >
          <div className="page-dialog__body">
            <div className="activity-offer-dialog__product">
              {image ? (
                <img
                  className="activity-offer-dialog__image"
                  src={image.template.replace('{size}', '120_80')}
                  alt=""
                  width={120}
                  height={80}
                />
              ) : null}
              <div>
                <h3 className="activity-offer-dialog__label">{activity.label}</h3>
                {centre ? <p className="activity-offer-dialog__centre">{centre.label}</p> : null}
              </div>
            </div>
            <dl className="activity-offer-dialog__facts">
              <div>
                <dt>{_('activityPage.participants')}</dt>
                <dd>{participants}</dd>
              </div>
              <div>
                <dt>{_('activityPage.offer.price')}</dt>
                <dd>
                  <strong>{formatPrice(price, site.bcp47, price % 100 !== 0)}</strong>
                </dd>
              </div>
            </dl>
            <p className="activity-offer-dialog__text">{i18n._('activityPage.offer.gift', { count: activity.validityMonths })}</p>
            <div className="activity-offer-dialog__actions">
              <a className="button button--primary button--block" href={href(false)}>
                {_('activityPage.offer.continue')}
              </a>
              <a className="button button--block" href={href(true)}>
                {_('activityPage.offer.ownUse')}
              </a>
            </div>
            <p className="activity-offer-dialog__hint">{_('activityPage.offer.ownUseHint')}</p>
          </div>
        </ModalDialog>
      ) : null}
    </>
  )
}
