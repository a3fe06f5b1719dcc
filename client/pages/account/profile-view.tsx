import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { ACCOUNT_LIMITS, PASSWORD_MIN, validatePasswordChange, validateProfile } from '../../../shared/rules/account'
import { AccountField, useAccountForm } from './account-field'
import { AccountFrame } from './account-nav'
import type { ProfileData } from './account-page'

const PROFILE_FIELDS = ['firstName', 'lastName', 'phoneNumber'] as const
const PASSWORD_FIELDS = ['currentPassword', 'newPassword'] as const

const NOTICES = {
  profileSaved: { id: 'account.profile.saved', kind: 'success' },
  passwordChanged: { id: 'account.password.changed', kind: 'success' },
  wrongPassword: { id: 'account.password.wrong', kind: 'error' },
  tooMany: { id: 'account.signin.tooMany', kind: 'error' },
} as const

/**
 * The profile (/account/settings/profile): names and phone, checked with the checkout's buyer
 * rules since they prefill it; the e-mail address shown; and a change of password (the current one,
 * then a new one). Each form posts to the worker, which saves and comes back with a notice, or
 * answers with what was typed and why it was refused.
 */
export function ProfileView({ data }: { data: ProfileData }) {
  const { _ } = useLingui()
  const ids = useId()
  const notice = data.notice ? NOTICES[data.notice] : null
  const noticeOf = (forms: readonly (keyof typeof NOTICES)[]) =>
    notice && data.notice && forms.includes(data.notice) ? (
      <p className={`message message--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
        {_(notice.id)}
      </p>
    ) : null
  const id = (field: string) => `${ids}-${field}`
  const profile = useAccountForm(PROFILE_FIELDS, validateProfile, data.profileErrors, id)
  const password = useAccountForm(PASSWORD_FIELDS, validatePasswordChange, data.passwordErrors, id)
  const profileErrors = profile.errors
  const passwordErrors = password.errors
  return (
    <AccountFrame section="profile" title={_('account.profile.title')}>
      <form className="checkout-panel account-form" method="post" noValidate aria-labelledby={id('details')} {...profile.formProps}>
        <h2 id={id('details')} className="checkout-panel__title">
          {_('account.profile.details')}
        </h2>
        <input type="hidden" name="intent" value="profile" />
        {noticeOf(['profileSaved'])}
        <div className="account-form__names">
          <AccountField
            id={id('firstName')}
            name="firstName"
            label={_('account.field.firstName')}
            autoComplete="given-name"
            maxLength={ACCOUNT_LIMITS.firstName}
            defaultValue={data.values.firstName}
            error={profileErrors.firstName}
          />
          <AccountField
            id={id('lastName')}
            name="lastName"
            label={_('account.field.lastName')}
            autoComplete="family-name"
            maxLength={ACCOUNT_LIMITS.lastName}
            defaultValue={data.values.lastName}
            error={profileErrors.lastName}
          />
        </div>
        <AccountField
          id={id('phoneNumber')}
          name="phoneNumber"
          label={_('account.field.phone')}
          type="tel"
          autoComplete="tel"
          maxLength={ACCOUNT_LIMITS.phoneNumber}
          defaultValue={data.values.phoneNumber}
          error={profileErrors.phoneNumber}
          hint={_('account.profile.phoneHint')}
          optional
        />
        <div className="field account-form__email">
          <span className="field__label">{_('account.field.email')}</span>
          <span>{data.customer.email}</span>
        </div>
        <button type="submit" className="button button--primary account-form__submit">
          {_('account.profile.submit')}
        </button>
      </form>
      <form className="checkout-panel account-form" method="post" noValidate aria-labelledby={id('password')} {...password.formProps}>
        <h2 id={id('password')} className="checkout-panel__title">
          {_('account.password.title')}
        </h2>
        <input type="hidden" name="intent" value="password" />
        {/* A password manager saves the new password under the account's address. */}
        <input type="hidden" name="username" autoComplete="username" value={data.customer.email} />
        {noticeOf(['passwordChanged', 'wrongPassword', 'tooMany'])}
        <AccountField
          id={id('currentPassword')}
          name="currentPassword"
          label={_('account.field.currentPassword')}
          type="password"
          autoComplete="current-password"
          maxLength={ACCOUNT_LIMITS.currentPassword}
          error={passwordErrors.currentPassword}
          reveal
        />
        <AccountField
          id={id('newPassword')}
          name="newPassword"
          label={_('account.field.newPassword')}
          type="password"
          autoComplete="new-password"
          maxLength={ACCOUNT_LIMITS.newPassword}
          error={passwordErrors.newPassword}
          hint={_('account.password.hint', { min: PASSWORD_MIN })}
          reveal
        />
        <button type="submit" className="button button--primary account-form__submit">
          {_('account.password.submit')}
        </button>
      </form>
    </AccountFrame>
  )
}
