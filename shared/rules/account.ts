// Customer accounts (site-wide §1 logged-in customers, §2 account menu): what sign-in, account
// creation and the profile accept. Names, e-mail address and phone follow the checkout's buyer
// rules (validateBuyerField, the schema the order is validated with): what an account holds is
// what the checkout it prefills accepts. One set of rules for the browser and the worker.
import type { Message } from '../message'
import { BUYER_LIMITS, emptyBuyer, validateBuyerField, type BuyerField } from './checkout'

/** A new password's least length (characters). */
export const PASSWORD_MIN = 8
/** A password's greatest length: enough for any passphrase, bounded for the hashing. */
export const PASSWORD_MAX = 200

export type SignInField = 'email' | 'password'
export type SignUpField = 'firstName' | 'lastName' | 'email' | 'password'
export type ProfileField = 'firstName' | 'lastName' | 'phoneNumber'
export type PasswordField = 'currentPassword' | 'newPassword'
export type AccountField = SignInField | SignUpField | ProfileField | PasswordField

export type FieldValues<F extends string> = Readonly<Record<F, string>>
export type FieldErrors<F extends string> = Partial<Record<F, Message>>

/** The longest value kept of each field: the form's maxLength, and what the worker cuts a post to. */
export const ACCOUNT_LIMITS: Readonly<Record<AccountField, number>> = {
  email: BUYER_LIMITS.email,
  firstName: BUYER_LIMITS.firstName,
  lastName: BUYER_LIMITS.lastName,
  phoneNumber: BUYER_LIMITS.phoneNumber,
  password: PASSWORD_MAX,
  currentPassword: PASSWORD_MAX,
  newPassword: PASSWORD_MAX,
}

/** A buyer field's verdict on one value (the checkout's rule). */
function buyerRule(field: Extract<BuyerField, 'email' | 'firstName' | 'lastName' | 'phoneNumber'>, value: string): Message | null {
  return validateBuyerField(field, { ...emptyBuyer('FR'), [field]: value })
}

/** The e-mail address as accounts are keyed: trimmed, in lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** A new password: at least PASSWORD_MIN characters, at most PASSWORD_MAX. */
export function validateNewPassword(password: string): Message | null {
  if (password === '') return { id: 'form.error.mandatory' }
  if ([...password].length < PASSWORD_MIN) return { id: 'account.error.passwordShort', values: { min: PASSWORD_MIN } }
  if (password.length > PASSWORD_MAX) return { id: 'form.error.maxLength', values: { maxlength: PASSWORD_MAX } }
  return null
}

function collect<F extends string>(rules: Record<F, () => Message | null>): FieldErrors<F> {
  const errors: FieldErrors<F> = {}
  for (const field of Object.keys(rules) as F[]) {
    const error = rules[field]()
    if (error) errors[field] = error
  }
  return errors
}

/** Sign-in: an address of the right form and a password (its length is not checked: an old one may be shorter). */
export function validateSignIn(values: FieldValues<SignInField>): FieldErrors<SignInField> {
  return collect<SignInField>({
    email: () => buyerRule('email', values.email),
    password: () => (values.password === '' ? { id: 'form.error.mandatory' } : null),
  })
}

/** Account creation: first and last names, an address and a new password. */
export function validateSignUp(values: FieldValues<SignUpField>): FieldErrors<SignUpField> {
  return collect<SignUpField>({
    firstName: () => buyerRule('firstName', values.firstName),
    lastName: () => buyerRule('lastName', values.lastName),
    email: () => buyerRule('email', values.email),
    password: () => validateNewPassword(values.password),
  })
}

/** The profile: names as the checkout wants them; the phone may be left empty, else the checkout's rule. */
export function validateProfile(values: FieldValues<ProfileField>): FieldErrors<ProfileField> {
  return collect<ProfileField>({
    firstName: () => buyerRule('firstName', values.firstName),
    lastName: () => buyerRule('lastName', values.lastName),
    phoneNumber: () => (values.phoneNumber.trim() === '' ? null : buyerRule('phoneNumber', values.phoneNumber.trim())),
  })
}

/** A change of password: the current one, and a new one by the rule. */
export function validatePasswordChange(values: FieldValues<PasswordField>): FieldErrors<PasswordField> {
  return collect<PasswordField>({
    currentPassword: () => (values.currentPassword === '' ? { id: 'form.error.mandatory' } : null),
    newPassword: () => validateNewPassword(values.newPassword),
  })
}
