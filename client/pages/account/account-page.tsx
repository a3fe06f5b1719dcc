import type { OrderSummary } from '../../../shared/api/order-summary'
import type { FieldErrors, PasswordField, ProfileField, SignInField, SignUpField } from '../../../shared/rules/account'
import { ProfileView } from './profile-view'
import { SignInView } from './signin-view'
import { TripsView } from './trips-view'
import { WishlistView } from './wishlist-view'

/** Why sign-in or account creation did not go through (a field's own error aside), or that the visitor just signed out. */
export type SignInOutcome = 'badCredentials' | 'emailTaken' | 'tooMany' | 'signedOut' | null

/** What the sign-in page shows: which form was posted, what was typed in it (never the password) and why it was refused. */
export type SignInData = {
  view: 'signin'
  /** Where to go once signed in (already checked: a page of this site). */
  origin: string
  form: 'signin' | 'signup'
  email: string
  firstName: string
  lastName: string
  errors: FieldErrors<SignInField | SignUpField>
  outcome: SignInOutcome
}

/** The account's details as the profile shows them. */
export type ProfileCustomer = { firstName: string; lastName: string; email: string; phone: string }

export type ProfileData = {
  view: 'profile'
  customer: ProfileCustomer
  /** The profile form as posted (names and phone), else the account's. */
  values: Readonly<Record<ProfileField, string>>
  profileErrors: FieldErrors<ProfileField>
  passwordErrors: FieldErrors<PasswordField>
  /** What the last post did: saved, a changed password, a wrong current password, too many tries. */
  notice: 'profileSaved' | 'passwordChanged' | 'wrongPassword' | 'tooMany' | null
}

/** The customer's trips: the orders placed while signed in, newest first. */
export type TripsData = { view: 'trips'; trips: OrderSummary[] }

/** The account pages: sign-in, the profile, the trips and the wishlist. */
export type AccountPageData = SignInData | ProfileData | TripsData | { view: 'wishlist' }

/** The customer's account (site-wide §1 account links): one page module, so the app's entry names one loader for them. */
export function AccountPage({ data }: { data: AccountPageData }) {
  if (data.view === 'profile') return <ProfileView data={data} />
  if (data.view === 'trips') return <TripsView trips={data.trips} />
  if (data.view === 'wishlist') return <WishlistView />
  return <SignInView data={data} />
}
