import { useLingui } from '@lingui/react'
import { useId } from 'react'
import type { GiftSpace } from '../../../shared/api/beneficiary'
import { routePath } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { formatPrice } from '../../lib/format'
import { formatStayDate } from '../checkout/checkout-format'

type Card = NonNullable<GiftSpace['card']>

const WHAT = {
  booking: 'beneficiary.gift.card.what.booking',
  gift: 'beneficiary.gift.card.what.gift',
  activity: 'beneficiary.gift.card.what.activity',
  box: 'beneficiary.gift.card.what.box',
} as const

/**
 * A gift card's balance (product-pages §1 GIFTCARD): what is left of its value and until when, where
 * to spend it (a stay in the booking flow's search, an activity) with the code entered at the payment
 * step, and what it paid for so far. A card with nothing left says so.
 */
export function GiftCardBalance({ gift, card }: { gift: GiftSpace; card: Card }) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const ids = useId()
  const money = (cents: number) => formatPrice(cents, site.bcp47, true)
  const date = (iso: string) => formatStayDate(iso, site.bcp47)
  return (
    <section className="checkout-panel gift-card-balance" aria-labelledby={`${ids}-balance`}>
      <h2 id={`${ids}-balance`} className="checkout-panel__title">
        {_('beneficiary.gift.card.title')}
      </h2>
      <p className="gift-card-balance__amount">
        <strong>{money(card.balance)}</strong> <span>{i18n._('beneficiary.gift.card.of', { value: money(gift.value) })}</span>
      </p>
      {gift.status === 'valid' ? (
        <>
          <p className="gift-card-balance__until">{i18n._('beneficiary.gift.card.until', { date: date(gift.validUntil) })}</p>
          <p className="gift-card-balance__how">{_('beneficiary.gift.card.how')}</p>
          <p className="gift-card-balance__how">{_('beneficiary.gift.card.prefilled')}</p>
          <div className="gift-card-balance__actions">
            <a className="button button--primary" href={`${routePath(site, 'search')}?flow=booking`}>
              {_('beneficiary.gift.card.bookStay')}
            </a>
            <a className="button" href={routePath(site, 'activitySearch')}>
              {_('beneficiary.gift.card.bookActivity')}
            </a>
          </div>
        </>
      ) : gift.status === 'used' ? (
        <p className="message" role="status">
          {_('beneficiary.gift.card.usedUp')}
        </p>
      ) : null}
      <h3 id={`${ids}-uses`} className="gift-card-balance__uses-title">
        {_('beneficiary.gift.card.uses')}
      </h3>
      {card.uses.length === 0 ? (
        <p className="gift-card-balance__none">{_('beneficiary.gift.card.noUses')}</p>
      ) : (
        <ul className="gift-card-uses" aria-labelledby={`${ids}-uses`}>
          {card.uses.map((use) => (
            <li key={use.reference} className="gift-card-uses__item">
              <div className="gift-card-uses__what">
                <span className="gift-card-uses__kind">{_(WHAT[use.what])}</span>
                {use.label ? <span className="gift-card-uses__label">{use.label}</span> : null}
                <span className="gift-card-uses__meta">
                  {use.checkinDate && use.checkoutDate
                    ? i18n._('beneficiary.gift.card.use.dated', {
                        date: date(use.date),
                        reference: use.reference,
                        checkin: date(use.checkinDate),
                        checkout: date(use.checkoutDate),
                      })
                    : i18n._('beneficiary.gift.card.use.undated', { date: date(use.date), reference: use.reference })}
                </span>
              </div>
              <span className="gift-card-uses__amount">−{money(use.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
