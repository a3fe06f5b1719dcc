import { useLingui } from '@lingui/react'
import { useId, useRef, useState } from 'react'
import { LOOKUP_LIMITS, validateLookup, type LookupErrors, type LookupField, type LookupValues } from '../../../shared/rules/booking-lookup'
import { signInHref } from '../../../shared/account-paths'
import { routePath } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { EmailSuggestion } from '../../components/forms/email-suggestion'
import type { LookupOutcome } from './checkout-page'

const FIELDS: readonly { name: LookupField; label: string; hint: string; type: string; autoComplete: string; inputMode?: 'numeric' }[] = [
  { name: 'bookingNumber', label: 'lookup.number', hint: 'lookup.number.hint', type: 'text', autoComplete: 'off', inputMode: 'numeric' },
  { name: 'email', label: 'lookup.email', hint: 'lookup.email.hint', type: 'email', autoComplete: 'email' },
]

/**
 * 'Check my booking' (site-wide.md §2): the booking's number and the e-mail address it was booked
 * with, posted to the worker, which answers with the booking's confirmation or this form again with
 * why. The browser checks the fields first, with the worker's rules.
 */
export function LookupView({ values, errors, outcome }: { values: LookupValues; errors: LookupErrors; outcome: LookupOutcome }) {
  const { _, i18n } = useLingui()
  const { site, flags, customer, path } = useSite()
  const ids = useId()
  const [shown, setShown] = useState<LookupErrors>(errors)
  const emailField = useRef<HTMLInputElement>(null)
  return (
    <>
      <title>{_('lookup.title')}</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className="container checkout checkout-lookup">
        <h1 className="checkout__title">{_('lookup.title')}</h1>
        <form
          className="checkout-panel checkout-lookup__form"
          method="post"
          noValidate
          aria-describedby={`${ids}-intro`}
          onSubmit={(event) => {
            const form = new FormData(event.currentTarget)
            const found = validateLookup({ bookingNumber: String(form.get('bookingNumber') ?? ''), email: String(form.get('email') ?? '') })
            setShown(found)
            const first = FIELDS.find((f) => found[f.name])
            if (first) {
              event.preventDefault()
              document.getElementById(`${ids}-${first.name}`)?.focus()
            }
          }}
        >
          <p id={`${ids}-intro`} className="checkout-lookup__intro">
            {_('lookup.intro')}
          </p>
          {flags.customerAccount && !customer ? (
            // With an account, every booking made signed in is on this same page.
            <p className="checkout-lookup__intro">
              {_('lookup.account')} <a href={signInHref(site, path)}>{_('lookup.signIn')}</a>
            </p>
          ) : null}
          {outcome ? (
            <p className="message message--error" role="alert">
              {_(outcome === 'notFound' ? 'lookup.notFound' : 'lookup.tooMany')}{' '}
              <a href={routePath(site, 'contact')}>{_('lookup.contact')}</a>
            </p>
          ) : null}
          {FIELDS.map((f) => {
            const error = shown[f.name]
            const id = `${ids}-${f.name}`
            return (
              <div key={f.name} className={`field checkout-field${error ? ' checkout-field--error' : ''}`}>
                <label htmlFor={id} className="field__label">
                  {_(f.label)}
                </label>
                <input
                  ref={f.type === 'email' ? emailField : undefined}
                  id={id}
                  name={f.name}
                  className="field__control"
                  type={f.type}
                  autoComplete={f.autoComplete}
                  inputMode={f.inputMode}
                  maxLength={LOOKUP_LIMITS[f.name]}
                  required
                  defaultValue={values[f.name]}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
                />
                <p id={`${id}-hint`} className="checkout-lookup__hint">
                  {_(f.hint)}
                </p>
                {error ? (
                  <p id={`${id}-error`} className="checkout-field__error">
                    {i18n._(error.id, error.values)}
                  </p>
                ) : null}
                {f.type === 'email' ? <EmailSuggestion input={emailField} className="checkout-field__suggestion" /> : null}
              </div>
            )
          })}
          <button type="submit" className="button button--primary button--block">
            {_('lookup.submit')}
          </button>
        </form>
      </div>
    </>
  )
}
