import { useLingui } from '@lingui/react'
import { useState } from 'react'
import type { Message } from '../../../shared/message'

type Props = {
  id: string
  name: string
  label: string
  type?: 'text' | 'email' | 'tel' | 'password'
  autoComplete: string
  maxLength: number
  defaultValue?: string
  error: Message | undefined
  hint?: string
  /** A password field gets a button that shows what was typed. */
  reveal?: boolean
  optional?: boolean
}

/** One labelled field of the account's forms: its hint, its error (announced with the field) and, for a password, a show button. */
export function AccountField({
  id,
  name,
  label,
  type = 'text',
  autoComplete,
  maxLength,
  defaultValue = '',
  error,
  hint,
  reveal,
  optional,
}: Props) {
  const { _, i18n } = useLingui()
  const [visible, setVisible] = useState(false)
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  const input = (
    <input
      id={id}
      name={name}
      className="field__control"
      type={reveal && visible ? 'text' : type}
      autoComplete={autoComplete}
      maxLength={maxLength}
      required={!optional}
      spellCheck={type === 'text' ? undefined : false}
      autoCapitalize={type === 'text' ? undefined : 'none'}
      defaultValue={defaultValue}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
    />
  )
  return (
    <div className={`field checkout-field${error ? ' checkout-field--error' : ''}`}>
      <label htmlFor={id} className="field__label">
        {optional ? i18n._('checkout.optional', { label }) : label}
      </label>
      {reveal ? (
        <div className="account-password">
          {input}
          <button
            type="button"
            className="account-password__toggle"
            aria-pressed={visible}
            aria-controls={id}
            onClick={() => setVisible((v) => !v)}
          >
            {_('account.password.show')}
          </button>
        </div>
      ) : (
        input
      )}
      {hint ? (
        <p id={`${id}-hint`} className="checkout-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="checkout-field__error">
          {i18n._(error.id, error.values)}
        </p>
      ) : null}
    </div>
  )
}

/** The values of a submitted form's fields, as strings. */
export function formValues<F extends string>(form: HTMLFormElement, fields: readonly F[]): Record<F, string> {
  const data = new FormData(form)
  return Object.fromEntries(fields.map((f) => [f, String(data.get(f) ?? '')])) as Record<F, string>
}
