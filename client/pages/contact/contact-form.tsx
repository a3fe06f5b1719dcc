import { useLingui } from '@lingui/react'
import { useEffect, useId, useRef, useState, type FocusEvent, type FormEvent, type MouseEvent } from 'react'
import { CAPTCHA_FIELD, CONTACT_LIMITS } from '../../../shared/api/contact'
import {
  applyEmailSuggestion,
  canSubmitContact,
  fieldState,
  validateContactField,
  validateContactForm,
  visibleContactFields,
  type ContactErrors,
  type ContactField,
  type ContactForm as ContactValues,
} from '../../../shared/rules/contact-form'
import { CONTACT_REASONS, findContactReason } from '../../../shared/rules/contact-reasons'
import type { Message } from '../../../shared/message'
import { DialogButton } from '../../components/layout/dialog-button'
import { useEmailSuggestion } from '../../lib/use-email-suggestion'

/**
 * How the form proves a human sent it: nothing in customer-care mode; the local token where the
 * worker checks only a token's presence (no CAPTCHA_SECRET); 'widget' where the provider's widget
 * must supply it (its token field is read on submit, and a submit without one shows the error banner).
 */
export type ContactCaptcha = { kind: 'none' } | { kind: 'token'; token: string } | { kind: 'widget' }

export type ContactFormProps = {
  /** The page's own path: the worker's contact handler answers POST on it. */
  action: string
  /** The reason chosen before the page loaded (?reason=), or null. */
  reason: string | null
  captcha: ContactCaptcha
}

/** What the visitor chose and typed, kept while the message dialog is closed. */
type ContactDraft = { reason: string | null; values: ContactValues }

/**
 * "Leave us a message" as a modal: once live, a button opens the reasons and the form of the chosen
 * one in a dialog (open at once when the page came with a reason); on the server and without
 * JavaScript they stay in the page, where the reasons and the form work as plain forms.
 */
export function ContactMessage(props: ContactFormProps) {
  const { _ } = useLingui()
  const [live, setLive] = useState(false)
  // Kept here: the dialog's content unmounts on closing.
  const [draft, setDraft] = useState<ContactDraft | null>(null)
  useEffect(() => setLive(true), [])
  if (!live) return <ContactForm {...props} />
  const title = _('contactPage.message.title')
  return (
    <DialogButton
      label={title}
      title={title}
      className="button button--primary"
      dialogClassName="page-dialog--wide"
      defaultOpen={props.reason !== null}
    >
      <ContactForm {...props} draft={draft} onDraft={setDraft} />
    </DialogButton>
  )
}

const EMPTY: ContactValues = { contact_reason: '', Booking_ID__c: '', name: '', email: '', phone: '', description: '' }

type TextField = Exclude<ContactField, 'contact_reason'>

/** Per field: label id, input attributes that also hold without JavaScript (the browser's own checks). */
const FIELDS: readonly { name: TextField; label: string; hint?: string; attrs: Record<string, string | number> }[] = [
  {
    name: 'Booking_ID__c',
    label: 'contactPage.field.bookingId',
    hint: 'contactPage.field.bookingId.hint',
    attrs: { inputMode: 'numeric', pattern: '\\d{8}', maxLength: 8, autoComplete: 'off' },
  },
  { name: 'name', label: 'contactPage.field.name', attrs: { autoComplete: 'name', maxLength: CONTACT_LIMITS.name } },
  { name: 'email', label: 'contactPage.field.email', attrs: { type: 'email', autoComplete: 'email', maxLength: CONTACT_LIMITS.email } },
  { name: 'phone', label: 'contactPage.field.phone', attrs: { type: 'tel', autoComplete: 'tel', maxLength: CONTACT_LIMITS.phone } },
  { name: 'description', label: 'contactPage.field.description', attrs: { maxLength: CONTACT_LIMITS.description } },
]

/**
 * "Leave us a message": the reasons, then the form of the chosen one. Without JavaScript a reason
 * is a GET of the page with ?reason= and the form posts to the worker, which redirects back with
 * the result; once live, the reason opens the form in place and the fields are checked on blur and
 * on submit with the worker's rules, a submit being refused with the error banner.
 */
export function ContactForm({
  action,
  reason: initialReason,
  captcha,
  draft,
  onDraft,
}: ContactFormProps & { draft?: ContactDraft | null; onDraft?: (draft: ContactDraft) => void }) {
  const { _ } = useLingui()
  const [reasonCode, setReasonCode] = useState(draft?.reason ?? initialReason)
  const [values, setValues] = useState(draft?.values ?? EMPTY)
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({})
  const [errors, setErrors] = useState<ContactErrors>({})
  const [refused, setRefused] = useState(false)
  const [live, setLive] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const focusFirst = useRef(false)
  const ids = useId()
  const reason = findContactReason(reasonCode)
  // Offered while typing, once the visitor pauses.
  const emailSuggestion = useEmailSuggestion(values.email)
  const form: ContactValues = { ...values, contact_reason: reason?.code ?? '' }

  // The browser's own checks stand in until the page is live; then the form shows the site's messages.
  useEffect(() => setLive(true), [])
  useEffect(() => {
    onDraft?.({ reason: reasonCode, values })
  }, [onDraft, reasonCode, values])
  useEffect(() => {
    if (!focusFirst.current) return
    focusFirst.current = false
    formRef.current?.querySelector<HTMLElement>('input:not([type=hidden]), textarea')?.focus()
  }, [reasonCode])

  const choose = (code: string | null) => (event: MouseEvent) => {
    event.preventDefault()
    focusFirst.current = code !== null
    setReasonCode(code)
    setErrors({})
    setRefused(false)
  }
  const update = (field: TextField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    // A shown error follows the value; a new one waits for the blur.
    if (errors[field]) setErrors((e) => ({ ...e, [field]: validateContactField(field, { ...form, [field]: value }) ?? undefined }))
  }
  const blur = (field: TextField, next: EventTarget | null) => {
    setTouched((t) => ({ ...t, [field]: true }))
    // Leaving for Send: the submit checks every field; a message shown now would move the button
    // from under the pointer before the click lands.
    if (next instanceof HTMLButtonElement && next.type === 'submit') return
    setErrors((e) => ({ ...e, [field]: validateContactField(field, form) ?? undefined }))
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const token = new FormData(event.currentTarget).get(CAPTCHA_FIELD)
    if (canSubmitContact(form, typeof token === 'string' ? token : null, captcha.kind === 'none')) return
    event.preventDefault()
    const found = validateContactForm(form)
    setErrors(found)
    setRefused(true)
    const first = visibleContactFields(form.contact_reason).find((f) => found[f])
    if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  if (!reason) {
    return (
      <form method="get" action={`${action}#message`} className="contact-reasons">
        <fieldset>
          <legend className="contact-reasons__legend">{_('contactPage.reason.legend')}</legend>
          <div className="contact-reasons__list">
            {CONTACT_REASONS.map((r) => (
              <button key={r.code} type="submit" name="reason" value={r.code} className="contact-reason" onClick={choose(r.code)}>
                {_(`contactPage.reason.${r.code}`)}
              </button>
            ))}
          </div>
        </fieldset>
      </form>
    )
  }

  const visible = visibleContactFields(reason.code)
  const shown = (error: Message | undefined) => (error ? _(error.id, error.values) : null)
  return (
    <form ref={formRef} method="post" action={action} className="contact-form" noValidate={live} onSubmit={submit}>
      <p className="contact-form__reason">
        <span>
          {_('contactPage.reason.chosen')} <strong>{_(`contactPage.reason.${reason.code}`)}</strong>
        </span>{' '}
        <a href={`${action}#message`} onClick={choose(null)}>
          {_('contactPage.reason.change')}
        </a>
      </p>
      <input type="hidden" name="contact_reason" value={reason.code} />
      <input type="hidden" name="requestType" value={reason.requestType} />
      <input type="hidden" name="requestSubtype" value={reason.requestSubtype} />
      {captcha.kind === 'token' ? <input type="hidden" name={CAPTCHA_FIELD} value={captcha.token} /> : null}
      <p className="contact-form__note">{_('contactPage.form.allMandatory')}</p>
      <div className="contact-form__grid">
        {FIELDS.filter((f) => visible.includes(f.name)).map((f) => {
          const id = `${ids}-${f.name}`
          const error = shown(errors[f.name])
          const describedBy = [f.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
          const state = fieldState({ touched: touched[f.name] === true, value: values[f.name], error: errors[f.name] ?? null })
          const control = {
            id,
            name: f.name,
            value: values[f.name],
            required: true,
            className: 'field__control',
            'aria-invalid': error ? true : undefined,
            'aria-describedby': describedBy || undefined,
            onBlur: (event: FocusEvent<HTMLElement>) => blur(f.name, event.relatedTarget),
          }
          const suggestion = f.name === 'email' ? emailSuggestion : null
          return (
            <div
              key={f.name}
              className={`field contact-field contact-field--${state}${f.name === 'description' ? ' contact-field--wide' : ''}`}
            >
              <label htmlFor={id} className="field__label">
                {_(f.label)}
              </label>
              {f.name === 'description' ? (
                <textarea {...control} {...f.attrs} rows={6} onChange={(e) => update(f.name, e.target.value)} />
              ) : (
                <input {...control} {...f.attrs} onChange={(e) => update(f.name, e.target.value)} />
              )}
              {f.hint ? (
                <p id={`${id}-hint`} className="contact-field__hint">
                  {_(f.hint)}
                </p>
              ) : null}
              {error ? (
                <p id={`${id}-error`} className="contact-field__error">
                  {error}
                </p>
              ) : null}
              {suggestion ? (
                <button
                  type="button"
                  className="contact-field__suggestion"
                  onClick={() => update('email', applyEmailSuggestion(values.email, suggestion.domain))}
                >
                  {_(suggestion.message.id, suggestion.message.values)}
                </button>
              ) : null}
            </div>
          )
        })}
      </div>
      {refused ? (
        <p role="alert" className="message message--error">
          {_('contactPage.error')}
        </p>
      ) : null}
      <button type="submit" className="button button--primary contact-form__send">
        {_('contactPage.send')}
      </button>
    </form>
  )
}
