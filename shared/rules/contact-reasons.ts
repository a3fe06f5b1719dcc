// The contact page's reasons and quick actions (site-wide.md "Contact page"): choosing a reason
// reveals the form and sets the hidden requestType and requestSubtype the case is filed under.
import { bookingLookupPath, type Site } from '../sites'
import { OFFER_INFO_REASON } from './contact-form'

/** A reason of the contact form and the case type and subtype it files. */
export interface ContactReason {
  readonly code: string
  readonly requestType: string
  readonly requestSubtype: string
}

/** The reasons offered, in the order shown; avv_info is the one without a booking number. */
export const CONTACT_REASONS: readonly ContactReason[] = [
  { code: 'modify_booking', requestType: 'Booking', requestSubtype: 'Modification' },
  { code: 'cancel_booking', requestType: 'Booking', requestSubtype: 'Cancellation' },
  { code: 'invoice_request', requestType: 'Booking', requestSubtype: 'Invoice' },
  { code: OFFER_INFO_REASON, requestType: 'Offer', requestSubtype: 'Information' },
  { code: 'gift_voucher', requestType: 'Gift', requestSubtype: 'Voucher' },
  { code: 'other', requestType: 'Other', requestSubtype: 'Other' },
]

/** The reason of a code (a query parameter, a button's value), or null when it is not one of ours. */
export function findContactReason(code: string | null | undefined): ContactReason | null {
  return CONTACT_REASONS.find((reason) => reason.code === code) ?? null
}

/** The quick actions, each a value of the lookup's r parameter. */
export const CONTACT_QUICK_ACTIONS = ['modify', 'cancel', 'invoice'] as const
export type ContactQuickAction = (typeof CONTACT_QUICK_ACTIONS)[number]

/** Where a quick action leads: the site's booking lookup with #r={action}, the hash parameter r telling it what the visitor came to do. */
export function quickActionHref(site: Pick<Site, 'pathPrefix'>, action: ContactQuickAction): string {
  return `${bookingLookupPath(site)}#r=${action}`
}
