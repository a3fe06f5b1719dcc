import { useLingui } from '@lingui/react'
import { useId, useState } from 'react'
import type { Message } from '../../../shared/message'
import { GIFT_CODE_INPUT_MAX, validateGiftCode } from '../../../shared/rules/gift-code'
import { bookingLookupPath, routePath } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import type { LoginOutcome } from './gift-page'

/** The outcomes that are refusals, and their words. */
const REFUSALS: Readonly<Record<Exclude<LoginOutcome, 'signedOut' | null>, string>> = {
  notFound: 'beneficiary.login.notFound',
  used: 'beneficiary.login.used',
  expired: 'beneficiary.login.expired',
  tooMany: 'beneficiary.login.tooMany',
}

/** The three steps of using a gift, beside the form. */
const STEPS = ['beneficiary.login.step.code', 'beneficiary.login.step.dates', 'beneficiary.login.step.book'] as const

/**
 * 'Use a gift' (site-wide §1 beneficiary login): the code printed on the voucher, posted to the
 * worker, which signs the recipient in and opens the gift's page, or answers this form again with
 * why and the code as typed. The browser checks the code's form first, with the worker's rule.
 */
export function LoginView({ code, error, outcome }: { code: string; error: Message | null; outcome: LoginOutcome }) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const ids = useId()
  const [shown, setShown] = useState<Message | null>(error)
  const fieldId = `${ids}-code`
  return (
    <>
      <title>{_('beneficiary.login.title')}</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className="container checkout gift-login">
        <h1 className="checkout__title">{_('beneficiary.login.heading')}</h1>
        <div className="gift-login__layout">
          <form
            className="checkout-panel gift-login__form"
            method="post"
            noValidate
            aria-labelledby={`${ids}-title`}
            onSubmit={(event) => {
              const typed = String(new FormData(event.currentTarget).get('code') ?? '')
              const found = validateGiftCode(typed)
              setShown(found)
              if (found) {
                event.preventDefault()
                document.getElementById(fieldId)?.focus()
              }
            }}
          >
            <h2 id={`${ids}-title`} className="checkout-panel__title">
              {_('beneficiary.login.formTitle')}
            </h2>
            <p className="gift-login__intro">{_('beneficiary.login.intro')}</p>
            {outcome === 'signedOut' ? (
              <p className="message message--success" role="status">
                {_('beneficiary.login.signedOut')}
              </p>
            ) : outcome ? (
              <p className="message message--error" role="alert">
                {_(REFUSALS[outcome])}{' '}
                {outcome === 'used' ? (
                  <a href={bookingLookupPath(site)}>{_('beneficiary.login.lookup')}</a>
                ) : outcome === 'tooMany' ? null : (
                  <a href={routePath(site, 'contact')}>{_('beneficiary.login.contact')}</a>
                )}
              </p>
            ) : null}
            <div className={`field checkout-field${shown ? ' checkout-field--error' : ''}`}>
              <label htmlFor={fieldId} className="field__label">
                {_('beneficiary.login.code')}
              </label>
              <input
                id={fieldId}
                name="code"
                className="field__control gift-login__code"
                type="text"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={GIFT_CODE_INPUT_MAX}
                required
                defaultValue={code}
                aria-invalid={shown ? true : undefined}
                aria-describedby={`${fieldId}-hint${shown ? ` ${fieldId}-error` : ''}`}
              />
              <p id={`${fieldId}-hint`} className="checkout-field__hint">
                {_('beneficiary.login.code.hint')}
              </p>
              {shown ? (
                <p id={`${fieldId}-error`} className="checkout-field__error">
                  {i18n._(shown.id, shown.values)}
                </p>
              ) : null}
            </div>
            <button type="submit" className="button button--primary button--block">
              {_('beneficiary.login.submit')}
            </button>
            <p className="gift-login__safe">{_('beneficiary.login.safe')}</p>
          </form>
          <section className="checkout-panel gift-login__how" aria-labelledby={`${ids}-how`}>
            <h2 id={`${ids}-how`} className="checkout-panel__title">
              {_('beneficiary.login.howTitle')}
            </h2>
            <ol className="gift-steps">
              {STEPS.map((id) => (
                <li key={id}>{_(id)}</li>
              ))}
            </ol>
            <p className="gift-login__help">
              {_('beneficiary.login.help')} <a href={routePath(site, 'contact')}>{_('beneficiary.login.contact')}</a>
            </p>
          </section>
        </div>
      </div>
    </>
  )
}
