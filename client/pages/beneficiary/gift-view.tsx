import { useLingui } from '@lingui/react'
import { useId } from 'react'
import type { GiftSpace } from '../../../shared/api/beneficiary'
import { beneficiaryLogoutPath } from '../../../shared/beneficiary-paths'
import { confirmationPath } from '../../../shared/checkout/checkout-link'
import { includedLines } from '../../../shared/rules/box-pages'
import { routePath } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { formatPrice } from '../../lib/format'
import { formatStayDate, imageSrc } from '../checkout/checkout-format'
import { GiftCardBalance } from './gift-card-balance'
import { GiftUse } from './gift-use'

/** Each kind's heading, and the steps of using it. */
const HEADINGS = {
  stay: 'beneficiary.gift.heading.stay',
  box: 'beneficiary.gift.heading.box',
  activity: 'beneficiary.gift.heading.activity',
  giftcard: 'beneficiary.gift.heading.giftcard',
} as const

const STEPS = {
  stay: ['beneficiary.gift.how.stay.dates', 'beneficiary.gift.how.stay.supplement', 'beneficiary.gift.how.stay.book'],
  box: [
    'beneficiary.gift.how.box.choose',
    'beneficiary.gift.how.stay.dates',
    'beneficiary.gift.how.stay.supplement',
    'beneficiary.gift.how.stay.book',
  ],
  activity: ['beneficiary.gift.how.activity.call', 'beneficiary.gift.how.activity.day'],
  giftcard: ['beneficiary.gift.how.giftcard.choose', 'beneficiary.gift.how.giftcard.code', 'beneficiary.gift.how.giftcard.rest'],
} as const

/**
 * The signed-in recipient's gift: what it is (the stay and its hotel, the box, the activity or the
 * card), for how many nights and people, what it is worth, until when, whether it was used, the
 * giver's words, and how to use it.
 */
export function GiftView({ gift }: { gift: GiftSpace }) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const ids = useId()
  const money = (cents: number) => formatPrice(cents, site.bcp47, true)
  const date = (iso: string) => formatStayDate(iso, site.bcp47)
  const title = gift.stay?.label ?? gift.box?.title ?? gift.activity?.label ?? _('beneficiary.gift.giftcard')
  const place = gift.stay ? gift.stay.hotel : gift.activity ? gift.activity.centre : ''
  const address = gift.stay?.address ?? gift.activity?.address ?? ''
  const image = gift.stay?.image
    ? imageSrc(gift.stay.image)
    : gift.activity?.image
      ? imageSrc(gift.activity.image)
      : (gift.box?.image ?? null)
  const imageAlt = gift.stay?.image?.alt ?? gift.activity?.image?.alt ?? gift.box?.title ?? ''
  const link = gift.stay?.uri ?? gift.activity?.uri ?? ''
  return (
    <>
      <title>{_('beneficiary.gift.title')}</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className="container checkout gift-space">
        <div className="gift-space__top">
          <h1 className="checkout__title">{_(HEADINGS[gift.kind])}</h1>
          <form method="post" action={beneficiaryLogoutPath(site)}>
            <button type="submit" className="button gift-space__signout">
              {_('beneficiary.gift.signOut')}
            </button>
          </form>
        </div>
        <div className="checkout-layout">
          <div className="checkout-layout__main">
            <section className="checkout-panel gift-voucher" aria-labelledby={`${ids}-what`}>
              <div className="gift-voucher__head">
                {image ? <img className="gift-voucher__image" src={image} alt={imageAlt} width={640} height={360} /> : null}
                <div className="gift-voucher__text">
                  <h2 id={`${ids}-what`} className="gift-voucher__title">
                    {link ? <a href={link}>{title}</a> : title}
                  </h2>
                  {place ? <p className="gift-voucher__place">{place}</p> : null}
                  {address ? <p className="gift-voucher__address">{address}</p> : null}
                  <p className={`gift-status gift-status--${gift.status}`}>
                    {gift.status === 'valid'
                      ? i18n._('beneficiary.gift.status.valid', { date: date(gift.validUntil) })
                      : gift.status === 'used'
                        ? gift.card
                          ? _('beneficiary.gift.status.usedUp')
                          : _('beneficiary.gift.status.used')
                        : i18n._('beneficiary.gift.status.expired', { date: date(gift.validUntil) })}
                  </p>
                </div>
              </div>
              {gift.fromName || gift.message ? (
                <figure className="gift-voucher__note">
                  {gift.message ? <blockquote className="gift-voucher__message">{gift.message}</blockquote> : null}
                  {gift.fromName ? <figcaption>{i18n._('beneficiary.gift.from', { name: gift.fromName })}</figcaption> : null}
                </figure>
              ) : null}
              <dl className="checkout-facts gift-voucher__facts">
                <div>
                  <dt>{_('beneficiary.gift.code')}</dt>
                  <dd className="gift-code">{gift.code}</dd>
                </div>
                {gift.nights !== null ? (
                  <div>
                    <dt>{_('checkout.recap.nights')}</dt>
                    <dd>{i18n._('checkout.recap.nightsValue', { count: gift.nights })}</dd>
                  </div>
                ) : null}
                {gift.people > 0 ? (
                  <div>
                    <dt>{_('beneficiary.gift.people')}</dt>
                    <dd>{i18n._('beneficiary.gift.peopleValue', { count: gift.people })}</dd>
                  </div>
                ) : null}
                {gift.box && includedLines(gift.box.includedContent).length > 0 ? (
                  <div>
                    <dt>{_('checkout.recap.included')}</dt>
                    <dd>
                      <ul className="checkout-facts__list">
                        {includedLines(gift.box.includedContent).map((line, i) => (
                          <li key={i}>{line}</li>
                        ))}
                      </ul>
                    </dd>
                  </div>
                ) : null}
                <div>
                  <dt>{_('beneficiary.gift.value')}</dt>
                  <dd>{money(gift.value)}</dd>
                </div>
                <div>
                  <dt>{_('checkout.recap.validity')}</dt>
                  <dd>{i18n._('beneficiary.gift.validUntil', { date: date(gift.validUntil) })}</dd>
                </div>
              </dl>
            </section>
            {gift.status === 'valid' && (gift.kind === 'stay' || gift.kind === 'box') ? <GiftUse gift={gift} /> : null}
            {gift.card ? <GiftCardBalance gift={gift} card={gift.card} /> : null}
            {gift.status === 'used' && gift.booking ? (
              <section className="checkout-panel" aria-labelledby={`${ids}-booking`}>
                <h2 id={`${ids}-booking`} className="checkout-panel__title">
                  {_('beneficiary.gift.booking.title')}
                </h2>
                <p>
                  {gift.booking.checkinDate && gift.booking.checkoutDate
                    ? i18n._('beneficiary.gift.booking.dates', {
                        reference: gift.booking.reference,
                        checkin: date(gift.booking.checkinDate),
                        checkout: date(gift.booking.checkoutDate),
                      })
                    : i18n._('beneficiary.gift.booking.reference', { reference: gift.booking.reference })}
                </p>
                <a className="button button--primary" href={confirmationPath(site, gift.booking.orderUUID)}>
                  {_('beneficiary.gift.booking.see')}
                </a>
              </section>
            ) : null}
            {gift.status === 'expired' ? (
              <p className="message message--error" role="status">
                {_('beneficiary.gift.expired')} <a href={routePath(site, 'contact')}>{_('beneficiary.login.contact')}</a>
              </p>
            ) : null}
          </div>
          <aside className="checkout-layout__aside">
            <section className="checkout-panel" aria-labelledby={`${ids}-how`}>
              <h2 id={`${ids}-how`} className="checkout-panel__title">
                {gift.status === 'valid' ? _('beneficiary.gift.howTitle') : _('beneficiary.gift.helpTitle')}
              </h2>
              {gift.status === 'valid' ? (
                <ol className="gift-steps">
                  {STEPS[gift.kind].map((id) => (
                    <li key={id}>{_(id)}</li>
                  ))}
                </ol>
              ) : null}
              <p className="gift-login__help">
                {_('beneficiary.login.help')} <a href={routePath(site, 'contact')}>{_('beneficiary.login.contact')}</a>
              </p>
            </section>
          </aside>
        </div>
      </div>
    </>
  )
}
