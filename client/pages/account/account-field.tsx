import { useLingui } from '@lingui/react'
import { useRef, useState, type FocusEvent, type FormEvent } from 'react'
import type { Message } from '../../../shared/message'
import type { FieldErrors } from '../../../shared/rules/account'
import { EmailSuggestion } from '../../components/forms/email-suggestion'

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
  const field = useRef<HTMLInputElement>(null)
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  const input = (
    <input
      ref={field}
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
      {type === 'email' ? <EmailSuggestion input={field} className="checkout-field__suggestion" /> : null}
    </div>
  )
}

/** The values of a submitted form's fields, as strings. */
export function formValues<F extends string>(form: HTMLFormElement, fields: readonly F[]): Record<F, string> {
  const data = new FormData(form)
  return Object.fromEntries(fields.map((f) => [f, String(data.get(f) ?? '')])) as Record<F, string>
}

/**
 * A form of the account's pages checked with the worker's rules (site-wide §5 "Validation runs on
 * blur and on submit"): a field is checked when left (not for its own show button or the submit);
 * a shown error follows what is typed and goes once the value is right; on submit, every field is
 * checked and, with an error, the form stays and the first field in error takes the focus.
 * Without an error the form posts as it would without JavaScript.
 */
export function useAccountForm<F extends string>(
  fields: readonly F[],
  validate: (values: Record<F, string>) => FieldErrors<F>,
  initial: FieldErrors<F>,
  idOf: (field: F) => string,
) {
  const [errors, setErrors] = useState<FieldErrors<F>>(initial)
  const isField = (name: string): name is F => (fields as readonly string[]).includes(name)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = validate(formValues(event.currentTarget, fields))
    setErrors(found)
    const first = fields.find((f) => found[f])
    if (first) {
      event.preventDefault()
      document.getElementById(idOf(first))?.focus()
    }
  }
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name
    if (!isField(name) || !errors[name]) return
    const found = validate(formValues(event.currentTarget, fields))
    setErrors((e) => ({ ...e, [name]: found[name] }))
  }
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const target = event.target as EventTarget as HTMLInputElement
    const next = event.relatedTarget as HTMLElement | null
    if (!isField(target.name) || next?.getAttribute('aria-controls') === target.id || next?.getAttribute('type') === 'submit') return
    const found = validate(formValues(event.currentTarget, fields))
    setErrors((e) => ({ ...e, [target.name]: found[target.name as F] }))
  }
  return { errors, formProps: { onSubmit, onInput, onBlur } }
}
