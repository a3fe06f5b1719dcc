import type { GiftSpace } from '../../../shared/api/beneficiary'
import type { Message } from '../../../shared/message'
import { GiftView } from './gift-view'
import { LoginView } from './login-view'

/** Why a code did not sign in (the field's own error aside), or that the visitor just signed out. */
export type LoginOutcome = 'notFound' | 'used' | 'expired' | 'tooMany' | 'signedOut' | null

/** The gift login with what was posted, or the signed-in recipient's gift. */
export type GiftPageData = { view: 'login'; code: string; error: Message | null; outcome: LoginOutcome } | { view: 'gift'; gift: GiftSpace }

/**
 * The gift recipient's pages (the beneficiary login): one page module, so the app's entry names
 * one loader for them.
 */
export function GiftPage({ data }: { data: GiftPageData }) {
  if (data.view === 'gift') return <GiftView gift={data.gift} />
  return <LoginView code={data.code} error={data.error} outcome={data.outcome} />
}
