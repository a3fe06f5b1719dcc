import { StepperControls } from '../../components/layout/stepper-controls'
import { useLingui } from '@lingui/react'
import { useEffect, useId, useState } from 'react'
import type { ActivityDetail } from '../../../shared/api/activity-only'
import { formatPrice, moneySaved, pricePerPerson } from '../../../shared/money'
import {
  changePricedParticipants,
  initialPricedParticipants,
  participantRange,
  participantsFromHash,
} from '../../../shared/rules/activity-participants'
import { stepperState } from '../../../shared/rules/pax'
import { displayedPromo, formatPromo } from '../../../shared/rules/promo'
import { useSite } from '../../app/site-context'
import { ActivityOffer } from './activity-offer'

/** Writes the participants into the address hash, keeping its other parameters, without a history entry. */
function writeParticipantsToHash(participants: number): void {
  const params = new URLSearchParams(window.location.hash.replace(/^#/, ''))
  params.set('a', String(participants))
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#${params.toString()}`)
}

/**
 * Price set-up of an activity-only product: a participant stepper bounded by the
 * priced numbers (product-pages.md §4) and the price for that many participants.
 * The server draws the smallest priced number; the browser then starts from the
 * hash's `a` when it has a price. Below the price, 'Offer this activity' leads to its checkout.
 */
export function ActivityPricePanel({ detail }: { detail: ActivityDetail }) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const labelId = useId()
  const range = participantRange(detail.prices)
  const [participants, setParticipants] = useState(() => initialPricedParticipants(detail.prices, null))

  useEffect(() => {
    const read = () => setParticipants(initialPricedParticipants(detail.prices, participantsFromHash(window.location.hash)))
    read()
    window.addEventListener('hashchange', read)
    return () => window.removeEventListener('hashchange', read)
  }, [detail.prices])

  const change = (next: number) => {
    const value = changePricedParticipants(detail.prices, participants, next)
    if (value === participants) return
    setParticipants(value)
    writeParticipantsToHash(value)
  }

  const price = detail.prices.find((p) => p.adults === participants)
  if (!range || !price) {
    return <p className="panel__policy">{_('activityPage.price.none')}</p>
  }
  const { canDecrement, canIncrement } = stepperState(participants, range)
  const promo = displayedPromo(price.sellPrice, price.refPrice, 'activityResults')
  const saved = moneySaved(price.sellPrice, price.refPrice)
  return (
    <>
      <div className="stepper" role="group" aria-labelledby={labelId}>
        <span className="stepper__text">
          <span className="stepper__label" id={labelId}>
            {_('activityPage.participants')}
          </span>
          <span className="stepper__hint">{i18n._('activityPage.participants.hint', { min: range.min, max: range.max })}</span>
        </span>
        <StepperControls
          value={participants}
          canDecrement={canDecrement}
          canIncrement={canIncrement}
          decreaseLabel={_('activityPage.participants.decrease')}
          increaseLabel={_('activityPage.participants.increase')}
          onDecrease={() => change(participants - 1)}
          onIncrease={() => change(participants + 1)}
        />
      </div>
      <div className="activity-price" aria-live="polite">
        <p className="activity-price__for">{i18n._('activityPage.price.for', { count: participants })}</p>
        <p className="panel__price">
          <strong>{formatPrice(price.sellPrice, site.bcp47)}</strong>
          {saved > 0 ? (
            <s className="card__ref">
              <span className="visually-hidden">{_('activityPage.price.instead')} </span>
              {formatPrice(price.refPrice, site.bcp47)}
            </s>
          ) : null}
          {promo > 0 ? <span className="badge badge--promo">{formatPromo(promo)}</span> : null}
        </p>
        {participants > 1 ? (
          <p className="activity-price__per">
            {i18n._('activityPage.price.perPerson', { price: formatPrice(pricePerPerson(price.sellPrice, participants), site.bcp47) })}
          </p>
        ) : null}
        {saved > 0 ? (
          <p className="activity-price__saved">{i18n._('activityPage.price.saved', { amount: formatPrice(saved, site.bcp47) })}</p>
        ) : null}
      </div>
      <ActivityOffer activity={detail} participants={participants} price={price.sellPrice} />
    </>
  )
}
