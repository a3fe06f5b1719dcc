import { beneficiaryLoginPath } from '../../../shared/beneficiary-paths'
import type { Message } from '../../../shared/message'
import { isUnavailableCode, unavailableMessage } from '../../../shared/rules/checkout'
import { CheckoutError } from '../checkout/checkout-api'

/** Why the last attempt stopped; everything typed stays in the form. */
export type Notice =
  { kind: 'message'; message: Message; link?: { href: string; label: string } } | { kind: 'priceChanged'; amount: number }

/** A refusal in the recipient's words, with where to go when there is somewhere. */
export function noticeOf(error: unknown, site: { pathPrefix: string }): Notice {
  if (!(error instanceof CheckoutError)) return { kind: 'message', message: { id: 'checkout.error.failed' } }
  if (error.code === 'PRICE_CHANGED' && error.amount !== undefined) return { kind: 'priceChanged', amount: error.amount }
  if (error.code === 'PAYMENT_DECLINED') return { kind: 'message', message: { id: 'checkout.error.declined' } }
  if (error.code === 'INVALID_INPUT') return { kind: 'message', message: { id: 'checkout.error.invalid' } }
  if (error.code === 'UNAUTHORIZED') {
    return {
      kind: 'message',
      message: { id: 'beneficiary.book.error.signedOut' },
      link: { href: beneficiaryLoginPath(site), label: 'beneficiary.book.signIn' },
    }
  }
  if (error.code === 'VOUCHER_ALREADY_USED') return { kind: 'message', message: { id: 'beneficiary.book.error.used' } }
  if (error.code === 'VOUCHER_EXPIRED') return { kind: 'message', message: { id: 'beneficiary.login.expired' } }
  if (error.code === 'DATES_AFTER_VALIDITY') return { kind: 'message', message: { id: 'beneficiary.book.error.dates' } }
  if (error.code === 'OFFER_NOT_IN_GIFT') return { kind: 'message', message: { id: 'beneficiary.book.error.notInGift' } }
  if (isUnavailableCode(error.code)) return { kind: 'message', message: unavailableMessage(error.code) }
  return { kind: 'message', message: { id: 'checkout.error.failed' } }
}
