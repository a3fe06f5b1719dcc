import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { signInPath } from '../../../shared/account-paths'
import {
  ACCOUNT_LIMITS,
  PASSWORD_MIN,
  validateSignIn,
  validateSignUp,
  type FieldErrors,
  type SignInField,
  type SignUpField,
} from '../../../shared/rules/account'
import { useSite } from '../../app/site-context'
import { AccountField, useAccountForm } from './account-field'
import type { SignInData } from './account-page'

const SIGN_IN_FIELDS = ['email', 'password'] as const
const SIGN_UP_FIELDS = ['firstName', 'lastName', 'email', 'password'] as const

/**
 * Sign-in and account creation (site-wide §2 /account/signin?origin=): two forms posted to the
 * worker, which signs the visitor in and goes back to the page they came from, or answers this
 * page again with why and what was typed (never the password).
 */
export function SignInView({ data }: { data: SignInData }) {
  const { _ } = useLingui()
  const { site } = useSite()
  const ids = useId()
  const posted = (form: SignInData['form']) => data.form === form
  const inId = (field: string) => `${ids}-in-${field}`
  const upId = (field: string) => `${ids}-up-${field}`
  const signIn = useAccountForm(SIGN_IN_FIELDS, validateSignIn, posted('signin') ? (data.errors as FieldErrors<SignInField>) : {}, inId)
  const signUp = useAccountForm(SIGN_UP_FIELDS, validateSignUp, posted('signup') ? (data.errors as FieldErrors<SignUpField>) : {}, upId)
  const signInErrors = signIn.errors
  const signUpErrors = signUp.errors
  const refusal = (form: SignInData['form']) => {
    if (!posted(form) || data.outcome === null || data.outcome === 'signedOut') return null
    return (
      <p className="message message--error" role="alert">
        {_(`account.signin.${data.outcome}`)}
      </p>
    )
  }
  return (
    <>
      <title>{_('account.signin.title')}</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className="container checkout account-signin">
        <h1 className="checkout__title">{_('account.signin.heading')}</h1>
        {data.outcome === 'signedOut' ? (
          <p className="message message--success" role="status">
            {_('account.signin.signedOut')}
          </p>
        ) : null}
        <div className="account-signin__layout">
          <form
            className="checkout-panel account-form"
            method="post"
            action={signInPath(site)}
            noValidate
            aria-labelledby={`${ids}-in-title`}
            {...signIn.formProps}
          >
            <h2 id={`${ids}-in-title`} className="checkout-panel__title">
              {_('account.signin.formTitle')}
            </h2>
            <input type="hidden" name="intent" value="signin" />
            <input type="hidden" name="origin" value={data.origin} />
            {refusal('signin')}
            <AccountField
              id={inId('email')}
              name="email"
              label={_('account.field.email')}
              type="email"
              autoComplete="username"
              maxLength={ACCOUNT_LIMITS.email}
              defaultValue={posted('signin') ? data.email : ''}
              error={signInErrors.email}
            />
            <AccountField
              id={inId('password')}
              name="password"
              label={_('account.field.password')}
              type="password"
              autoComplete="current-password"
              maxLength={ACCOUNT_LIMITS.password}
              error={signInErrors.password}
              reveal
            />
            <button type="submit" className="button button--primary button--block">
              {_('account.signin.submit')}
            </button>
          </form>
          <form
            className="checkout-panel account-form"
            method="post"
            action={signInPath(site)}
            noValidate
            aria-labelledby={`${ids}-up-title`}
            {...signUp.formProps}
          >
            <h2 id={`${ids}-up-title`} className="checkout-panel__title">
              {_('account.signup.formTitle')}
            </h2>
            <p className="account-form__intro">{_('account.signup.intro')}</p>
            <input type="hidden" name="intent" value="signup" />
            <input type="hidden" name="origin" value={data.origin} />
            {refusal('signup')}
            <div className="account-form__names">
              <AccountField
                id={upId('firstName')}
                name="firstName"
                label={_('account.field.firstName')}
                autoComplete="given-name"
                maxLength={ACCOUNT_LIMITS.firstName}
                defaultValue={posted('signup') ? data.firstName : ''}
                error={signUpErrors.firstName}
              />
              <AccountField
                id={upId('lastName')}
                name="lastName"
                label={_('account.field.lastName')}
                autoComplete="family-name"
                maxLength={ACCOUNT_LIMITS.lastName}
                defaultValue={posted('signup') ? data.lastName : ''}
                error={signUpErrors.lastName}
              />
            </div>
            <AccountField
              id={upId('email')}
              name="email"
              label={_('account.field.email')}
              type="email"
              autoComplete="email"
              maxLength={ACCOUNT_LIMITS.email}
              defaultValue={posted('signup') ? data.email : ''}
              error={signUpErrors.email}
            />
            <AccountField
              id={upId('password')}
              name="password"
              label={_('account.field.newPassword')}
              type="password"
              autoComplete="new-password"
              maxLength={ACCOUNT_LIMITS.password}
              error={signUpErrors.password}
              hint={_('account.password.hint', { min: PASSWORD_MIN })}
              reveal
            />
            <button type="submit" className="button button--primary button--block">
              {_('account.signup.submit')}
            </button>
          </form>
        </div>
      </div>
    </>
  )
}
