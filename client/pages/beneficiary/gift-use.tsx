import { useLingui } from '@lingui/react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import type { GiftSpace } from '../../../shared/api/beneficiary'
import type { BoxOffer } from '../../../shared/rules/box-pages'
import { giftUseHash, parseGiftUseHash, type GiftUseChoice } from '../../../shared/rules/gift-use'
import { redemptionNights } from '../../../shared/rules/gift-voucher'
import { routePath } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { formatStayDate } from '../checkout/checkout-format'
import { BoxOffers } from './box-offers'
import { RedemptionForm, type ChosenStay } from './redemption-form'

// The calendar's code comes with the first opening.
const GiftCalendar = lazy(() => import('../../components/calendar/gift-calendar').then((m) => ({ default: m.GiftCalendar })))

/** The recipient's choices, kept in the address's hash (read once the browser has it). */
function useChoice(): [GiftUseChoice, (next: GiftUseChoice) => void] {
  const [choice, setChoice] = useState<GiftUseChoice>({ offer: null, checkin: null, nights: null })
  useEffect(() => {
    const read = () => setChoice(parseGiftUseHash(window.location.hash))
    read()
    window.addEventListener('hashchange', read)
    return () => window.removeEventListener('hashchange', read)
  }, [])
  const update = (next: GiftUseChoice) => {
    setChoice(next)
    const hash = giftUseHash(next)
    window.history.pushState(null, '', hash === '' ? window.location.pathname : hash)
  }
  return [choice, update]
}

/**
 * Using a gift stay or a gift box (product-pages §3 price type BENEFICIARY, §7 beneficiary box
 * offers): a box's recipient first chooses one of its stays; then the arrival day in the gift
 * calendar (included, with a supplement, or not available, up to the voucher's last day); then the
 * booking, for the gift's party, paying only what the gift does not cover.
 */
export function GiftUse({ gift }: { gift: GiftSpace }) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const [choice, setChoice] = useChoice()
  const [boxStay, setBoxStay] = useState<ChosenStay | null>(null)
  const [calendarOpen, setCalendarOpen] = useState(false)
  const datesButton = useRef<HTMLButtonElement>(null)
  const giftNights = gift.nights ?? 1

  const stay: ChosenStay | null = gift.stay
    ? { id: gift.stay.id, label: gift.stay.label, hotel: gift.stay.hotel, uri: gift.stay.uri }
    : boxStay && boxStay.id === choice.offer
      ? boxStay
      : null
  const offerId = gift.stay ? gift.stay.id : choice.offer

  if (gift.kind === 'stay' && !gift.stay) {
    return (
      <p className="message message--error" role="status">
        {_('beneficiary.book.missing')} <a href={routePath(site, 'contact')}>{_('beneficiary.login.contact')}</a>
      </p>
    )
  }

  const chooseOffer = (offer: BoxOffer) => {
    setBoxStay({ id: offer.id, label: offer.label, hotel: offer.hotel.label, uri: offer.uri })
    setChoice({ offer: offer.id, checkin: null, nights: null })
  }
  return (
    <section className="checkout-panel gift-use" aria-labelledby="gift-use-title">
      <h2 id="gift-use-title" className="checkout-panel__title">
        {_('beneficiary.book.title')}
      </h2>
      {gift.kind === 'box' && gift.box ? (
        offerId !== null && stay ? (
          <div className="gift-use__chosen">
            <p className="gift-use__step">{_('beneficiary.book.yourStay')}</p>
            <p className="gift-use__stay">
              <a href={stay.uri}>{stay.label}</a> · {stay.hotel}
            </p>
            <button type="button" className="gift-use__change" onClick={() => setChoice({ offer: null, checkin: null, nights: null })}>
              {_('beneficiary.book.changeStay')}
            </button>
          </div>
        ) : (
          <BoxOffers code={gift.box.code} onChoose={chooseOffer} />
        )
      ) : null}
      {offerId !== null && stay ? (
        <div className="gift-use__dates">
          {choice.checkin !== null && choice.nights !== null ? (
            <p className="gift-use__picked">
              {i18n._('beneficiary.book.arrival', {
                date: formatStayDate(choice.checkin, site.bcp47),
                nights: i18n._('checkout.recap.nightsValue', { count: choice.nights }),
              })}
            </p>
          ) : (
            <p className="gift-use__intro">
              {i18n._('beneficiary.book.intro', {
                nights: i18n._('checkout.recap.nightsValue', { count: giftNights }),
                people: i18n._('beneficiary.gift.peopleValue', { count: gift.people }),
              })}
            </p>
          )}
          <button
            ref={datesButton}
            type="button"
            className={choice.checkin === null ? 'button button--primary' : 'button'}
            aria-haspopup="dialog"
            onClick={() => setCalendarOpen(true)}
          >
            {choice.checkin === null ? _('beneficiary.book.chooseDates') : _('beneficiary.book.changeDates')}
          </button>
        </div>
      ) : null}
      {calendarOpen && offerId !== null ? (
        <Suspense fallback={null}>
          <GiftCalendar
            offerId={offerId}
            nights={giftNights}
            giftPrice={gift.value}
            opener={datesButton}
            onClose={() => setCalendarOpen(false)}
            pick={{
              lastDay: gift.validUntil,
              onPick: (day, minLos) => {
                setCalendarOpen(false)
                setChoice({ offer: choice.offer, checkin: day, nights: redemptionNights(giftNights, minLos) })
              },
            }}
          />
        </Suspense>
      ) : null}
      {stay && choice.checkin !== null && choice.nights !== null ? (
        <RedemptionForm
          key={`${stay.id}:${choice.checkin}:${choice.nights}`}
          gift={gift}
          stay={stay}
          checkin={choice.checkin}
          nights={choice.nights}
          onChangeDates={() => setCalendarOpen(true)}
        />
      ) : null}
    </section>
  )
}
