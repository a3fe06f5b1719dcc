import { useLingui } from '@lingui/react'
import { useEffect, useId, useMemo, useState } from 'react'
import type { Message } from '../../../shared/message'
import { applyEmailSuggestion } from '../../../shared/rules/contact-form'
import {
  BUYER_LIMITS,
  CIVILITIES,
  emptyBuyer,
  isBuyerFieldRequired,
  SPECIAL_REQUEST_MAX,
  validateBuyer,
  validateBuyerField,
  type BuyerErrors,
  type BuyerField,
  type BuyerValues,
} from '../../../shared/rules/checkout'
import { useSite } from '../../app/site-context'
import { readKeptBuyer } from '../../lib/kept-buyer'
import { useEmailSuggestion } from '../../lib/use-email-suggestion'
import { WALLETS, type Wallet } from './test-wallet'

/** Countries a buyer may live in: the sites' five first, then their neighbours. */
const COUNTRIES = ['FR', 'BE', 'ES', 'IT', 'NL', 'LU', 'DE', 'CH', 'PT', 'AT', 'GB', 'IE', 'MC', 'AD'] as const

type TextField = Exclude<BuyerField, 'civility' | 'country'>

const TEXT_FIELDS: readonly { name: TextField; label: string; type?: string; autoComplete: string; wide?: boolean }[] = [
  { name: 'email', label: 'checkout.buyer.email', type: 'email', autoComplete: 'email', wide: true },
  { name: 'firstName', label: 'checkout.buyer.firstName', autoComplete: 'given-name' },
  { name: 'lastName', label: 'checkout.buyer.lastName', autoComplete: 'family-name' },
  { name: 'phoneNumber', label: 'checkout.buyer.phone', type: 'tel', autoComplete: 'tel' },
  { name: 'addressLine', label: 'checkout.buyer.address', autoComplete: 'street-address', wide: true },
  { name: 'postalCode', label: 'checkout.buyer.postalCode', autoComplete: 'postal-code' },
  { name: 'city', label: 'checkout.buyer.city', autoComplete: 'address-level2' },
]

/**
 * The buyer's details as a form holds them (§5): a shown error follows the value, a new one waits
 * for the blur; leaving for the submit button or between the civility's radios is no blur. `check`
 * validates every field at once (the submit) and returns the errors.
 */
export function useBuyerFields(physical: boolean) {
  const { site, customer } = useSite()
  // A signed-in customer starts from the account's details (still editable).
  const [values, setValues] = useState(() => ({
    ...emptyBuyer(site.country),
    ...(customer ? { firstName: customer.firstName, lastName: customer.lastName, email: customer.email, phoneNumber: customer.phone } : {}),
  }))
  const [errors, setErrors] = useState<BuyerErrors>({})
  // Details the visitor typed in the stay page's wallet modal before its payment failed: the
  // summary it offered goes on from them (read once hydrated; the server knows nothing of them).
  useEffect(() => {
    const kept = readKeptBuyer(site.country)
    if (kept) setValues(kept)
  }, [site.country])
  const change = (field: BuyerField, value: string) => {
    const next = { ...values, [field]: value }
    setValues(next)
    if (errors[field]) setErrors((e) => ({ ...e, [field]: validateBuyerField(field, next, physical) ?? undefined }))
  }
  const blur = (field: BuyerField, next: EventTarget | null) => {
    if (next instanceof HTMLButtonElement && next.type === 'submit') return
    if (field === 'civility' && next instanceof HTMLInputElement && next.name === 'civility') return
    setErrors((e) => ({ ...e, [field]: validateBuyerField(field, values, physical) ?? undefined }))
  }
  const check = (): BuyerErrors => {
    const found = validateBuyer(values, physical)
    setErrors(found)
    return found
  }
  return { values, errors, change, blur, check }
}

/** The payment method: one of the wallets. */
export function WalletChoice({ wallet, onChange }: { wallet: Wallet; onChange: (wallet: Wallet) => void }) {
  const { _ } = useLingui()
  return (
    <fieldset className="checkout-pay__wallets">
      <legend className="field__label">{_('checkout.pay.method')}</legend>
      {WALLETS.map((w) => (
        <label key={w} className="checkout-pay__wallet">
          <input type="radio" name="wallet" value={w} checked={wallet === w} onChange={() => onChange(w)} />
          {_(`checkout.wallet.${w}`)}
        </label>
      ))}
    </fieldset>
  )
}

type Props = {
  values: BuyerValues
  errors: BuyerErrors
  specialRequest: string | null
  physicalDelivery: boolean
  onChange: (field: BuyerField, value: string) => void
  onBlur: (field: BuyerField, next: EventTarget | null) => void
  onSpecialRequest: (value: string) => void
}

/** The buyer's details (BuyerSchema's fields, labelled, each with its own error) and a booking's special request. */
export function BuyerForm({ values, errors, specialRequest, physicalDelivery, onChange, onBlur, onSpecialRequest }: Props) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const ids = useId()
  const suggestion = useEmailSuggestion(values.email)
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([site.bcp47], { type: 'region' })
    return COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code }))
  }, [site.bcp47])
  const shown = (error: Message | undefined) => (error ? i18n._(error.id, error.values) : null)
  const label = (field: BuyerField, text: string) =>
    isBuyerFieldRequired(field, physicalDelivery) ? text : i18n._('checkout.optional', { label: text })
  const a11y = (field: BuyerField, extra = '') => {
    const error = errors[field]
    const describedBy = [error ? `${ids}-${field}-error` : '', extra].filter(Boolean).join(' ')
    return {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
      onBlur: (event: { relatedTarget: EventTarget | null }) => onBlur(field, event.relatedTarget),
    }
  }
  const errorOf = (field: BuyerField) =>
    errors[field] ? (
      <p id={`${ids}-${field}-error`} className="checkout-field__error">
        {shown(errors[field])}
      </p>
    ) : null

  return (
    <section className="checkout-panel checkout-buyer" aria-labelledby="checkout-buyer-title">
      <h2 id="checkout-buyer-title" className="checkout-panel__title">
        {_('checkout.buyer.title')}
      </h2>
      <div className="checkout-buyer__grid">
        <fieldset
          className={`checkout-field checkout-field--wide checkout-civility${errors.civility ? ' checkout-field--error' : ''}`}
          aria-describedby={errors.civility ? `${ids}-civility-error` : undefined}
        >
          <legend className="field__label">{_('checkout.buyer.civility')}</legend>
          <div className="checkout-civility__options">
            {CIVILITIES.map((civility) => (
              <label key={civility} className="checkout-civility__option">
                <input
                  type="radio"
                  name="civility"
                  value={civility}
                  checked={values.civility === civility}
                  onChange={() => onChange('civility', civility)}
                  onBlur={(event) => onBlur('civility', event.relatedTarget)}
                />
                {_(`checkout.buyer.civility.${civility}`)}
              </label>
            ))}
          </div>
          {errorOf('civility')}
        </fieldset>
        {TEXT_FIELDS.map((f) => {
          const id = `${ids}-${f.name}`
          return (
            <div
              key={f.name}
              className={`field checkout-field${f.wide ? ' checkout-field--wide' : ''}${errors[f.name] ? ' checkout-field--error' : ''}`}
            >
              <label htmlFor={id} className="field__label">
                {label(f.name, _(f.label))}
              </label>
              <input
                id={id}
                name={f.name}
                className="field__control"
                type={f.type ?? 'text'}
                autoComplete={f.autoComplete}
                maxLength={BUYER_LIMITS[f.name]}
                required={isBuyerFieldRequired(f.name, physicalDelivery)}
                value={values[f.name]}
                onChange={(e) => onChange(f.name, e.target.value)}
                {...a11y(f.name)}
              />
              {errorOf(f.name)}
              {f.name === 'email' ? (
                <div aria-live="polite">
                  {suggestion ? (
                    <button
                      type="button"
                      className="checkout-field__suggestion"
                      onClick={() => onChange('email', applyEmailSuggestion(values.email, suggestion.domain))}
                    >
                      {i18n._(suggestion.message.id, suggestion.message.values)}
                    </button>
                  ) : null}
                </div>
              ) : null}
            </div>
          )
        })}
        <div className={`field checkout-field${errors.country ? ' checkout-field--error' : ''}`}>
          <label htmlFor={`${ids}-country`} className="field__label">
            {_('checkout.buyer.country')}
          </label>
          <select
            id={`${ids}-country`}
            name="country"
            className="field__control"
            autoComplete="country"
            required
            value={values.country}
            onChange={(e) => onChange('country', e.target.value)}
            {...a11y('country')}
          >
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
          {errorOf('country')}
        </div>
        {specialRequest !== null ? (
          <div className="field checkout-field checkout-field--wide">
            <label htmlFor={`${ids}-special`} className="field__label">
              {i18n._('checkout.optional', { label: _('checkout.buyer.specialRequest') })}
            </label>
            <textarea
              id={`${ids}-special`}
              name="specialRequest"
              className="field__control"
              rows={3}
              maxLength={SPECIAL_REQUEST_MAX}
              value={specialRequest}
              aria-describedby={`${ids}-special-hint`}
              onChange={(e) => onSpecialRequest(e.target.value)}
            />
            <p id={`${ids}-special-hint`} className="checkout-field__hint">
              {_('checkout.buyer.specialRequest.hint')}
            </p>
          </div>
        ) : null}
      </div>
    </section>
  )
}
