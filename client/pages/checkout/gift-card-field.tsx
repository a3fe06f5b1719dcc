import { useLingui } from '@lingui/react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { Message } from '../../../shared/message'
import { GIFT_CODE_INPUT_MAX, normalizeGiftCode, validateGiftCode } from '../../../shared/rules/gift-code'
import { withGiftCard, type Purchase } from '../../../shared/rules/gift-card-spend'
import type { Cents } from '../../../shared/money'
import { useSite } from '../../app/site-context'
import { formatPrice } from '../../lib/format'
import { applyGiftCard, CheckoutError } from './checkout-api'
import { formatStayDate } from './checkout-format'

/** A card the worker accepted: its code as printed, what it holds, its last valid day. */
export type AppliedGiftCard = { code: string; balance: Cents; validUntil: string }

/** The refusal of a card (by 'Apply', or by the order that spends it), in the buyer's words. */
export function giftCardMessage(error: unknown): Message {
  if (!(error instanceof CheckoutError)) return { id: 'checkout.error.failed' }
  if (error.code === 'INVALID_INPUT') return { id: 'beneficiary.login.malformed' }
  if (error.code === 'GIFT_CARD_NOT_FOUND') return { id: 'checkout.giftCard.error.notFound' }
  if (error.code === 'GIFT_CARD_EXPIRED') return { id: 'checkout.giftCard.error.expired' }
  if (error.code === 'GIFT_CARD_USED_UP') return { id: 'checkout.giftCard.error.usedUp' }
  if (error.code === 'GIFT_CARD_BALANCE_CHANGED') return { id: 'checkout.giftCard.error.changed' }
  if (error.code === 'GIFT_CARD_NOT_ACCEPTED') return { id: 'checkout.giftCard.error.notAccepted' }
  if (error.code === 'RATE_LIMITED') return { id: 'checkout.giftCard.error.tooMany' }
  return { id: 'checkout.error.failed' }
}

/** Whether an order's or a payment's refusal is about its gift card (the field says why, the card comes off). */
export function isGiftCardRefusal(error: unknown): boolean {
  return error instanceof CheckoutError && (error.code.startsWith('GIFT_CARD_') || error.code === 'RATE_LIMITED')
}

/**
 * The gift card field's state: the code as typed (the signed-in recipient's card to start with), the
 * card applied, why the last try was refused. The card's part follows the amount due: its balance,
 * at most that amount.
 */
export function useGiftCard(initialCode: string | null, purchase: Purchase) {
  const { site } = useSite()
  const [input, setInput] = useState(initialCode ?? '')
  const [applied, setApplied] = useState<AppliedGiftCard | null>(null)
  const [error, setError] = useState<Message | null>(null)
  const [checking, setChecking] = useState(false)
  // Each request to put the focus back in the code field (the field's effect follows it).
  const [focusRequest, setFocusRequest] = useState(0)
  const focus = () => setFocusRequest((n) => n + 1)

  const apply = async (amountDue: Cents) => {
    if (checking) return
    const invalid = validateGiftCode(input)
    if (invalid) {
      setError(invalid)
      focus()
      return
    }
    setChecking(true)
    setError(null)
    try {
      const answer = await applyGiftCard({ locale: site.id, code: normalizeGiftCode(input) ?? input, amountDue, purchase })
      setApplied({ code: answer.code, balance: answer.balance, validUntil: answer.validUntil })
    } catch (failure) {
      setApplied(null)
      setError(giftCardMessage(failure))
      focus()
    } finally {
      setChecking(false)
    }
  }
  const remove = () => {
    setApplied(null)
    setError(null)
    focus()
  }
  /** The order or its payment refused the card: it comes off, the field says why and keeps the code. */
  const refuse = (failure: unknown) => {
    setApplied(null)
    setError(giftCardMessage(failure))
    focus()
  }
  return { input, setInput, applied, error, checking, apply, remove, refuse, focusRequest }
}

export type GiftCardState = ReturnType<typeof useGiftCard>

/**
 * 'Have a gift card? Enter its code' (product-pages §1 GIFTCARD, the price's `giftcards`): Apply asks
 * the worker what the card pays of the amount due; once applied, the card's part and what is left on
 * it, and Remove. Enter in the field applies the card, it does not submit the order.
 */
export function GiftCardField({ state, amountDue }: { state: GiftCardState; amountDue: Cents }) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const ids = useId()
  const money = (cents: Cents) => formatPrice(cents, site.bcp47, true)
  const { applied, error, focusRequest } = state
  const inputRef = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (focusRequest > 0) inputRef.current?.focus()
  }, [focusRequest])
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    void state.apply(amountDue)
  }
  const described = [error ? `${ids}-error` : null, `${ids}-hint`].filter(Boolean).join(' ')
  return (
    <div className="checkout-giftcard" role="group" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="checkout-giftcard__title">
        {_('checkout.giftCard.title')}
      </h3>
      {applied ? (
        <div className="checkout-giftcard__applied">
          <p className="checkout-giftcard__summary" role="status">
            <span className="checkout-giftcard__applied-code">{applied.code}</span>{' '}
            {i18n._('checkout.giftCard.applied', { amount: money(withGiftCard(amountDue, applied.balance).covered) })}
            <span className="checkout-giftcard__left">
              {i18n._('checkout.giftCard.left', {
                amount: money(applied.balance - withGiftCard(amountDue, applied.balance).covered),
                date: formatStayDate(applied.validUntil, site.bcp47),
              })}
            </span>
          </p>
          <button type="button" className="button checkout-giftcard__remove" onClick={state.remove}>
            {_('checkout.giftCard.remove')}
          </button>
        </div>
      ) : (
        <div className={`field checkout-field${error ? ' checkout-field--error' : ''}`}>
          <label htmlFor={`${ids}-code`} className="field__label">
            {_('checkout.giftCard.label')}
          </label>
          <div className="checkout-giftcard__row">
            <input
              ref={inputRef}
              id={`${ids}-code`}
              name="giftCardCode"
              className="field__control checkout-giftcard__code"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={GIFT_CODE_INPUT_MAX}
              value={state.input}
              aria-invalid={error ? true : undefined}
              aria-describedby={described}
              onChange={(e) => state.setInput(e.target.value)}
              onKeyDown={onKeyDown}
            />
            <button
              type="button"
              className="button checkout-giftcard__apply"
              aria-disabled={state.checking || undefined}
              onClick={() => void state.apply(amountDue)}
            >
              {state.checking ? _('checkout.giftCard.checking') : _('checkout.giftCard.apply')}
            </button>
          </div>
          <p id={`${ids}-hint`} className="checkout-field__hint">
            {_('checkout.giftCard.hint')}
          </p>
          {error ? (
            <p id={`${ids}-error`} className="checkout-field__error" role="alert">
              {i18n._(error.id, error.values)}
            </p>
          ) : null}
        </div>
      )}
    </div>
  )
}
