import { useLingui } from '@lingui/react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Temporal } from 'temporal-polyfill'
import type { BeneficiaryOrderRequest, GiftSpace } from '../../../shared/api/beneficiary'
import type { QuoteResponse } from '../../../shared/api/product'
import { confirmationPath } from '../../../shared/checkout/checkout-link'
import type { Message } from '../../../shared/message'
import {
  attemptFor,
  BUYER_FIELDS,
  isUnavailableCode,
  toBuyer,
  unavailableMessage,
  type CheckoutAttempt,
} from '../../../shared/rules/checkout'
import { activityDaysChosen } from '../../../shared/rules/gift-use'
import { useSite } from '../../app/site-context'
import { formatPrice } from '../../lib/format'
import { BuyerForm, useBuyerFields, WalletChoice } from '../checkout/buyer-form'
import { CheckoutError } from '../checkout/checkout-api'
import { formatStayDate } from '../checkout/checkout-format'
import { TestWalletSheet, type Wallet, type WalletOutcome } from '../checkout/test-wallet'
import { getRedemptionQuote, payRedemption, placeRedemption } from './beneficiary-api'
import { ActivityDays } from './activity-days'
import { noticeOf, type Notice } from './redemption-notice'
import { RedemptionPrice } from './redemption-price'
import { CheckoutLoading } from '../checkout/loading-notices'

/** The stay being booked: the gift stay itself, or the box's stay chosen. */
export type ChosenStay = { id: number; label: string; hotel: string; uri: string }

type QuoteState =
  { status: 'loading' } | { status: 'failed' } | { status: 'unavailable'; message: Message } | { status: 'ready'; quote: QuoteResponse }

type Step = { kind: 'idle' } | { kind: 'placing' } | { kind: 'wallet'; order: BeneficiaryOrderRequest } | { kind: 'paying' }

const newKey = () => crypto.randomUUID()

/**
 * Booking the stay with the gift: the stay, its dates and the gift's party; a day for each of its
 * activities; the price (the stay, what the gift pays, the local tax, what is left to pay); the
 * recipient's details; then 'Confirm my booking' when the gift covers everything, or the wallet
 * for what it does not. One booking per attempt (its idempotency key), the confirmation at the end.
 */
export function RedemptionForm(props: { gift: GiftSpace; stay: ChosenStay; checkin: string; nights: number; onChangeDates: () => void }) {
  const { gift, stay, checkin, nights, onChangeDates } = props
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const checkout = Temporal.PlainDate.from(checkin).add({ days: nights }).toString()
  const [quote, setQuote] = useState<QuoteState>({ status: 'loading' })
  const [attemptLoad, setAttemptLoad] = useState(0)
  const [days, setDays] = useState<Record<number, string>>({})
  const [daysError, setDaysError] = useState(false)
  const buyer = useBuyerFields(false)
  const [specialRequest, setSpecialRequest] = useState('')
  const [wallet, setWallet] = useState<Wallet>('apple_pay')
  const [notice, setNotice] = useState<Notice | null>(null)
  const [step, setStep] = useState<Step>({ kind: 'idle' })
  const [changedTotal, setChangedTotal] = useState<number | null>(null)
  const attempt = useRef<CheckoutAttempt | null>(null)
  const busy = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)
  const noticeRef = useRef<HTMLDivElement>(null)
  const money = (cents: number) => formatPrice(cents, site.bcp47, true)

  useEffect(() => {
    let live = true
    setQuote({ status: 'loading' })
    getRedemptionQuote(site.id, { offerId: stay.id, checkin, nights, people: gift.people, giftValue: gift.value })
      .then((answer): QuoteState => {
        const blocker = answer.errors[0]
        if (blocker || !answer.bookable || !answer.priceInfo) return { status: 'unavailable', message: unavailableMessage(blocker?.code) }
        return { status: 'ready', quote: answer }
      })
      .catch((error: unknown): QuoteState => {
        if (error instanceof CheckoutError && isUnavailableCode(error.code))
          return { status: 'unavailable', message: unavailableMessage(error.code) }
        return { status: 'failed' }
      })
      .then((next) => {
        if (live) setQuote(next)
      })
    return () => {
      live = false
    }
  }, [site.id, stay.id, checkin, nights, gift.people, gift.value, attemptLoad])

  if (quote.status === 'loading') {
    return <CheckoutLoading className="gift-use__loading" />
  }
  if (quote.status === 'failed') {
    return (
      <div className="message message--error" role="alert">
        {_('checkout.loadFailed')}{' '}
        <button type="button" className="gift-use__change" onClick={() => setAttemptLoad((n) => n + 1)}>
          {_('checkout.retry')}
        </button>
      </div>
    )
  }
  if (quote.status === 'unavailable') {
    return (
      <div className="message message--error" role="alert">
        {i18n._(quote.message.id, quote.message.values)}{' '}
        <button type="button" className="gift-use__change" onClick={onChangeDates}>
          {_('beneficiary.book.otherDates')}
        </button>
      </div>
    )
  }

  const offered = quote.quote
  const total = changedTotal ?? offered.amountToPay
  const activityIds = offered.activityDates.map((a) => a.activityId)

  const stop = (next: Notice) => {
    busy.current = false
    setStep({ kind: 'idle' })
    setNotice(next)
    if (next.kind === 'priceChanged') setChangedTotal(next.amount)
    requestAnimationFrame(() => noticeRef.current?.focus())
  }

  /** The booking the form describes now, under the key of its attempt. */
  const currentOrder = (): BeneficiaryOrderRequest => {
    const trimmed = specialRequest.trim()
    const draft: Omit<BeneficiaryOrderRequest, 'idempotencyKey'> = {
      locale: site.id,
      buyer: toBuyer(buyer.values),
      currency: 'EUR',
      expectedAmount: total,
      offerId: stay.id,
      travelPeriod: { checkinDate: checkin, checkoutDate: checkout },
      activityDaySelections: activityIds.map((activityId) => ({ activityId, date: days[activityId] ?? '' })),
      ...(trimmed ? { specialRequest: trimmed } : {}),
    }
    attempt.current = attemptFor(attempt.current, draft, newKey)
    return { ...draft, idempotencyKey: attempt.current.key }
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy.current) return
    const found = buyer.check()
    const daysMissing = !activityDaysChosen(activityIds, days)
    setDaysError(daysMissing)
    const first = BUYER_FIELDS.find((f) => found[f])
    if (daysMissing || first) {
      setNotice({ kind: 'message', message: { id: daysMissing ? 'booking.error.activities' : 'checkout.error.invalid' } })
      const control = daysMissing
        ? formRef.current?.querySelector<HTMLElement>('.gift-days select:invalid, .gift-days select')
        : formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)
      control?.focus()
      return
    }
    busy.current = true
    setNotice(null)
    setStep({ kind: 'placing' })
    try {
      const order = currentOrder()
      const placed = await placeRedemption(order)
      if (placed.status === 'PAID') {
        window.location.assign(confirmationPath(site, placed.orderUUID))
        return
      }
      setStep({ kind: 'wallet', order })
    } catch (error) {
      stop(noticeOf(error, site))
    }
  }

  const paid = async (order: BeneficiaryOrderRequest, outcome: WalletOutcome) => {
    if (outcome.kind === 'cancelled') return stop({ kind: 'message', message: { id: 'checkout.error.cancelled' } })
    setStep({ kind: 'paying' })
    try {
      const { orderUUID } = await payRedemption({
        ...order,
        pspAuthorization: { paymentIntentId: outcome.paymentIntentId, paymentMethod: wallet },
      })
      window.location.assign(confirmationPath(site, orderUUID))
    } catch (error) {
      stop(noticeOf(error, site))
    }
  }

  const working = step.kind !== 'idle'
  const date = (iso: string) => formatStayDate(iso, site.bcp47)
  return (
    <form ref={formRef} className="gift-booking" noValidate onSubmit={(e) => void submit(e)}>
      <dl className="checkout-facts gift-booking__facts">
        <div>
          <dt>{_('checkout.recap.dates')}</dt>
          <dd>{i18n._('checkout.recap.datesValue', { checkin: date(checkin), checkout: date(checkout) })}</dd>
        </div>
        <div>
          <dt>{_('checkout.recap.nights')}</dt>
          <dd>{i18n._('checkout.recap.nightsValue', { count: nights })}</dd>
        </div>
        <div>
          <dt>{_('beneficiary.gift.people')}</dt>
          <dd>{i18n._('beneficiary.gift.peopleValue', { count: gift.people })}</dd>
        </div>
      </dl>
      <ActivityDays
        activities={offered.activityDates}
        days={days}
        showError={daysError}
        onChange={(next) => {
          setDays(next)
          if (daysError) setDaysError(!activityDaysChosen(activityIds, next))
        }}
      />
      <RedemptionPrice quote={offered} nights={nights} people={gift.people} changedTotal={changedTotal} />
      <BuyerForm
        values={buyer.values}
        errors={buyer.errors}
        specialRequest={specialRequest}
        physicalDelivery={false}
        onChange={buyer.change}
        onBlur={buyer.blur}
        onSpecialRequest={setSpecialRequest}
      />
      <div className="gift-booking__pay">
        {total > 0 ? <WalletChoice wallet={wallet} onChange={setWallet} /> : null}
        <div ref={noticeRef} tabIndex={-1} className="checkout-pay__notice" aria-live="assertive">
          {notice ? (
            <div className="message message--error" role="alert">
              {notice.kind === 'priceChanged' ? (
                i18n._('checkout.error.priceChanged', { amount: money(notice.amount) })
              ) : (
                <>
                  {i18n._(notice.message.id, notice.message.values)}
                  {notice.link ? (
                    <>
                      {' '}
                      <a href={notice.link.href}>{_(notice.link.label)}</a>
                    </>
                  ) : null}
                </>
              )}
            </div>
          ) : null}
        </div>
        <button type="submit" className="button button--primary button--block checkout-pay__confirm" aria-disabled={working || undefined}>
          {working
            ? _('checkout.pay.working')
            : total > 0
              ? i18n._('beneficiary.book.pay', { amount: money(total) })
              : _('beneficiary.book.confirm')}
        </button>
        <p className="checkout-pay__secure">{total > 0 ? _('checkout.pay.secure') : _('beneficiary.book.covered')}</p>
      </div>
      {step.kind === 'wallet' ? (
        <TestWalletSheet wallet={wallet} amount={money(total)} onOutcome={(outcome) => void paid(step.order, outcome)} />
      ) : null}
    </form>
  )
}
