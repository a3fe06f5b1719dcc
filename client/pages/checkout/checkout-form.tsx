import { useLingui } from '@lingui/react'
import { useId, useRef, useState, type FormEvent } from 'react'
import type { OrderRequest } from '../../../shared/api/purchase'
import { confirmationPath } from '../../../shared/checkout/checkout-link'
import type { Message } from '../../../shared/message'
import type { GiftForm } from '../../../shared/rules/gift-form'
import { activityOrderRequest, activityPageHref } from '../../../shared/rules/activity-checkout'
import { boxOrderRequest } from '../../../shared/rules/box-checkout'
import { boxDetailPath } from '../../../shared/rules/box-pages'
import { giftcardPageHref } from '../../../shared/rules/giftcard'
import { giftcardOrderRequest } from '../../../shared/rules/giftcard-checkout'
import { acceptsGiftCard, withGiftCard, type Purchase } from '../../../shared/rules/gift-card-spend'
import {
  attemptFor,
  BUYER_FIELDS,
  bookingOrderRequest,
  giftOrderRequest,
  isUnavailableCode,
  stayPageHref,
  toBuyer,
  unavailableMessage,
  type OrderBase,
  type CheckoutAttempt,
} from '../../../shared/rules/checkout'
import { useSite } from '../../app/site-context'
import { giftFieldId, GiftCustomisationFields, useGiftCustomisation } from '../../components/gift/gift-customisation'
import { isUnfixable, reportCheckoutFailure } from '../../lib/call-failure'
import { formatPrice } from '../../lib/format'
import { track } from '../../lib/data-layer'
import { setHashFlag } from '../../lib/hash-flag'
import { storeWallet } from '../../lib/wallet-flag'
import { ActivityGiftPanel, ActivityRecap } from './activity-recap'
import { BoxGiftPanel, BoxRecap } from './box-recap'
import { backLabel } from './back-label'
import { BuyerForm, useBuyerFields, WalletChoice } from './buyer-form'
import { CheckoutError, payOrder, placeOrder } from './checkout-api'
import { GiftCardField, isGiftCardRefusal, useGiftCard } from './gift-card-field'
import { PriceSummary } from './price-summary'
import { BookingRecap, GiftRecap } from './recap'
import { TestWalletSheet, type Wallet, type WalletOutcome } from './test-wallet'
import { isPosted, type Summary } from './use-summary'
import { GiftcardRecap } from './giftcard-recap'
import { analyticsClientId } from '../../lib/client-id'
import { keepBuyer } from '../../lib/kept-buyer'

/** Why the last attempt stopped; everything typed stays in the form. */
type Notice =
  | { kind: 'invalid' }
  | { kind: 'priceChanged'; amount: number }
  | { kind: 'declined' }
  | { kind: 'cancelled' }
  | { kind: 'unavailable'; message: Message }
  | { kind: 'failed' }
  /** The stay page's wallet checkout failed: the visitor follows on the booking summary. */
  | { kind: 'walletFailed' }

type Step = { kind: 'idle' } | { kind: 'placing' } | { kind: 'wallet'; order: OrderRequest } | { kind: 'paying' } | { kind: 'paid' }

const newKey = () => crypto.randomUUID()

/** The refusal of an order or a payment, as the summary words it. */
function noticeOf(error: unknown): Notice {
  if (!(error instanceof CheckoutError)) return { kind: 'failed' }
  if (error.code === 'PRICE_CHANGED' && error.amount !== undefined) return { kind: 'priceChanged', amount: error.amount }
  if (error.code === 'PAYMENT_DECLINED') return { kind: 'declined' }
  if (error.code === 'INVALID_INPUT') return { kind: 'invalid' }
  if (isUnavailableCode(error.code)) return { kind: 'unavailable', message: unavailableMessage(error.code) }
  return { kind: 'failed' }
}

/** The gift stay's or the gift card's order, with its customisation (none when nothing was written). */
function giftOrderOf(summary: Extract<Summary, { kind: 'gift' | 'giftcard' }>, base: OrderBase, written: GiftForm | null): OrderRequest {
  const customisation = written ?? { fromName: '', message: '' }
  return summary.kind === 'giftcard'
    ? giftcardOrderRequest({ ...base, request: summary.request, customisation })
    : giftOrderRequest({ ...base, request: summary.request, customisation })
}

const NOTICE_TEXTS: Record<Exclude<Notice['kind'], 'priceChanged' | 'unavailable' | 'walletFailed'>, string> = {
  invalid: 'checkout.error.invalid',
  declined: 'checkout.error.declined',
  cancelled: 'checkout.error.cancelled',
  failed: 'checkout.error.failed',
}

/**
 * The stay page's wallet checkout (product-pages §6 "Wallet checkout"): the wallet its button
 * named, and the booking summary of the same stay, where a failed payment sends the visitor.
 */
export type Express = { wallet: Wallet; summaryHref: string }

/** The failures the stay page's wallet checkout words as its own (§8 "Wallet failure"); a closed wallet may just try again. */
const WALLET_FAILURES: ReadonlySet<Notice['kind']> = new Set(['declined', 'failed'])

/**
 * The summary once loaded: the recap, the price, the buyer's details and 'Confirm and pay', which
 * places the order (one per idempotency key, kept while the order is the same), hands over to the
 * wallet for the payment, then pays the order with the wallet's authorisation and goes to the
 * confirmation.
 */
export function CheckoutForm({ summary, giftCardCode, express }: { summary: Summary; giftCardCode: string | null; express?: Express }) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const giftFormId = useId()
  const physical = isPosted(summary)
  // An activity offered as a gift and a box are customised here (their pages have no form); a gift stay was on the stay page.
  // The stay page's wallet checkout asks for a gift stay's customisation again ('Personalize your stay').
  const customisedHere =
    (summary.kind === 'activity' && !summary.request.ownUse) || summary.kind === 'box' || (express !== undefined && summary.kind === 'gift')
  const customisation = useGiftCustomisation()
  const buyer = useBuyerFields(physical)
  const [specialRequest, setSpecialRequest] = useState('')
  const [wallet, setWallet] = useState<Wallet>(express?.wallet ?? 'apple_pay')
  const [notice, setNotice] = useState<Notice | null>(null)
  const [step, setStep] = useState<Step>({ kind: 'idle' })
  const [changedTotal, setChangedTotal] = useState<number | null>(null)
  const attempt = useRef<CheckoutAttempt | null>(null)
  const busy = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)
  const noticeRef = useRef<HTMLDivElement>(null)
  const total = changedTotal ?? summary.price.total
  // Every order but a gift card can be paid, all or part, with a gift card.
  const purchase: Purchase = summary.kind
  const takesGiftCard = acceptsGiftCard(purchase)
  const giftCard = useGiftCard(giftCardCode, purchase)
  const card = giftCard.applied ? { code: giftCard.applied.code, ...withGiftCard(total, giftCard.applied.balance) } : null
  const toPay = card?.toPay ?? total
  const money = (cents: number) => formatPrice(cents, site.bcp47, true)

  const stop = (found: Notice) => {
    const next: Notice = express && WALLET_FAILURES.has(found.kind) ? { kind: 'walletFailed' } : found
    busy.current = false
    setStep({ kind: 'idle' })
    setNotice(next)
    if (express) {
      setHashFlag('isLoading', false)
      if (next.kind === 'walletFailed') setHashFlag('error', true)
    }
    if (next.kind === 'priceChanged') setChangedTotal(next.amount)
    requestAnimationFrame(() => noticeRef.current?.focus())
  }

  /** The order the form describes now, under the key of its attempt. */
  const currentOrder = (): OrderRequest => {
    // With a gift card, the order expects what is left to pay and names the card's part.
    const base = { locale: site.id, idempotencyKey: '', buyer: toBuyer(buyer.values), expectedAmount: toPay }
    const draft =
      summary.kind === 'activity'
        ? activityOrderRequest({ ...base, request: summary.request, customisation: customisation.form })
        : summary.kind === 'box'
          ? boxOrderRequest({ ...base, request: summary.request, customisation: customisation.form })
          : summary.kind === 'gift' || summary.kind === 'giftcard'
            ? giftOrderOf(summary, base, customisedHere ? customisation.form : summary.customisation)
            : bookingOrderRequest({ ...base, request: summary.request, quote: summary.quote, insurance: summary.insurance, specialRequest })
    const paid: OrderRequest = card
      ? { ...draft, items: { ...draft.items, giftCardPaymentItem: { code: card.code, amount: card.covered } } }
      : draft
    const { idempotencyKey: _key, ...order } = paid
    attempt.current = attemptFor(attempt.current, order, newKey)
    return { ...paid, idempotencyKey: attempt.current.key }
  }

  // The paid summary gives way to its confirmation: Back from there goes to the page the visitor
  // booked from, not to an empty form that would take the same stay again. The stay page's
  // express wallet stays in the history, as the page it is.
  const toConfirmation = (orderUUID: string) => {
    keepBuyer(null)
    const path = confirmationPath(site, orderUUID, analyticsClientId() ?? undefined)
    if (express) window.location.assign(path)
    else window.location.replace(path)
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy.current) return
    const found = buyer.check()
    const giftField = customisedHere ? customisation.validate() : null
    const first = BUYER_FIELDS.find((f) => found[f])
    if (giftField || first) {
      setNotice({ kind: 'invalid' })
      const control = giftField
        ? document.getElementById(giftFieldId(giftFormId, giftField))
        : formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)
      control?.focus()
      return
    }
    busy.current = true
    setNotice(null)
    setStep({ kind: 'placing' })
    if (express) {
      // The wallet modal's details go on to the booking summary it offers if the payment fails.
      keepBuyer(buyer.values)
      setHashFlag('error', false)
      setHashFlag('isLoading', true)
    }
    try {
      const order = currentOrder()
      const placed = await placeOrder(order)
      // Covered in full by the gift card: confirmed at once, nothing to pay.
      if (placed.status === 'PAID') {
        setStep({ kind: 'paid' })
        toConfirmation(placed.orderUUID)
        return
      }
      setStep({ kind: 'wallet', order })
    } catch (error) {
      if (express) track('wallet-initOrderFailure', { wallet })
      // The order could not be started for a reason the visitor cannot fix: the logs endpoint hears of it (§8).
      if (isUnfixable(error)) reportCheckoutFailure(site.id, error)
      refused(error)
    }
  }

  /** A refusal: the gift card's is said by its field (the card comes off), any other by the notice. */
  const refused = (error: unknown) => {
    if (!isGiftCardRefusal(error)) return stop(noticeOf(error))
    busy.current = false
    setStep({ kind: 'idle' })
    setNotice(null)
    if (express) setHashFlag('isLoading', false)
    giftCard.refuse(error)
  }

  const paid = async (order: OrderRequest, outcome: WalletOutcome) => {
    if (outcome.kind === 'cancelled') return stop({ kind: 'cancelled' })
    setStep({ kind: 'paying' })
    try {
      const { orderUUID } = await payOrder({
        ...order,
        pspAuthorization: { paymentIntentId: outcome.paymentIntentId, paymentMethod: wallet },
      })
      setStep({ kind: 'paid' })
      toConfirmation(orderUUID)
    } catch (error) {
      if (express) track('wallet-paymentFailure', { wallet })
      refused(error)
    }
  }

  const working = step.kind !== 'idle'
  const backHref =
    summary.kind === 'activity'
      ? activityPageHref(summary.activity.uri, summary.request)
      : summary.kind === 'box'
        ? boxDetailPath(site, summary.box)
        : summary.kind === 'giftcard'
          ? giftcardPageHref(site, summary.request)
          : stayPageHref(
              summary.stay.uri,
              summary.request,
              summary.kind === 'booking' ? summary.quote.reservationCriteria.checkout : undefined,
            )
  const buyerForm = (
    <BuyerForm
      values={buyer.values}
      errors={buyer.errors}
      specialRequest={summary.kind === 'booking' ? specialRequest : null}
      physicalDelivery={physical}
      onChange={buyer.change}
      onBlur={buyer.blur}
      onSpecialRequest={setSpecialRequest}
    />
  )
  const walletName = _(`checkout.wallet.${wallet}`)
  const pay = (
    <section className="checkout-panel checkout-pay" aria-labelledby="checkout-pay-title">
      <h2 id="checkout-pay-title" className="checkout-panel__title">
        {_('checkout.pay.title')}
      </h2>
      {takesGiftCard ? <GiftCardField state={giftCard} amountDue={total} /> : null}
      {express || toPay === 0 ? null : (
        <WalletChoice
          wallet={wallet}
          onChange={(next) => {
            setWallet(next)
            storeWallet(next)
          }}
        />
      )}
      <div ref={noticeRef} tabIndex={-1} className="checkout-pay__notice" aria-live="assertive">
        {notice ? (
          <div className="message message--error" role="alert">
            {notice.kind === 'priceChanged' ? (
              i18n._('checkout.error.priceChanged', { amount: money(notice.amount) })
            ) : notice.kind === 'unavailable' ? (
              <>
                {i18n._(notice.message.id, notice.message.values)} <a href={backHref}>{_(backLabel(summary.kind))}</a>
              </>
            ) : notice.kind === 'walletFailed' ? (
              <>
                <span>{i18n._('checkout.express.failed', { paymentMethod: walletName })}</span>{' '}
                <a className="button button--primary checkout-pay__book" href={express?.summaryHref}>
                  {_('booking.book')}
                </a>
              </>
            ) : (
              _(NOTICE_TEXTS[notice.kind])
            )}
          </div>
        ) : null}
      </div>
      <p className="checkout-pay__total">
        <span>{card ? _('checkout.price.toPay') : _('checkout.price.total')}</span> <strong>{money(toPay)}</strong>
      </p>
      <button type="submit" className="button button--primary button--block checkout-pay__confirm" aria-disabled={working || undefined}>
        {working
          ? _('checkout.pay.working')
          : toPay === 0
            ? _('checkout.pay.confirmCovered')
            : express
              ? i18n._('checkout.express.pay', { wallet: walletName })
              : _('checkout.pay.confirm')}
      </button>
      <p className="checkout-pay__secure">{toPay > 0 ? _('checkout.pay.secure') : _('checkout.pay.coveredByCard')}</p>
    </section>
  )
  const walletSheet =
    step.kind === 'wallet' ? (
      <TestWalletSheet wallet={wallet} amount={money(toPay)} onOutcome={(outcome) => void paid(step.order, outcome)} />
    ) : null
  if (express) {
    return (
      <form ref={formRef} className="checkout-express" noValidate onSubmit={(e) => void submit(e)}>
        {summary.kind === 'gift' ? (
          <section className="checkout-panel checkout-gift" aria-label={_('giftSetup.customise')}>
            <GiftCustomisationFields state={customisation} formId={giftFormId} />
          </section>
        ) : null}
        {buyerForm}
        {pay}
        {walletSheet}
      </form>
    )
  }
  return (
    <form ref={formRef} className="checkout-layout" noValidate onSubmit={(e) => void submit(e)}>
      <div className="checkout-layout__main">
        {summary.kind === 'activity' ? (
          <ActivityRecap summary={summary} />
        ) : summary.kind === 'box' ? (
          <BoxRecap summary={summary} />
        ) : summary.kind === 'giftcard' ? (
          <GiftcardRecap summary={summary} />
        ) : summary.kind === 'booking' ? (
          <BookingRecap summary={summary} />
        ) : (
          <GiftRecap summary={summary} />
        )}
        {summary.kind === 'activity' && customisedHere ? <ActivityGiftPanel state={customisation} formId={giftFormId} /> : null}
        {summary.kind === 'box' ? <BoxGiftPanel state={customisation} formId={giftFormId} /> : null}
        {buyerForm}
        {pay}
      </div>
      <aside className="checkout-layout__aside">
        <PriceSummary summary={summary} changedTotal={changedTotal} giftCard={card} />
      </aside>
      {walletSheet}
    </form>
  )
}
