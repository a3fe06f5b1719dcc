import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { CAPTCHA_FIELD, ContactRequestSchema } from '../../../../shared/api/contact'
import { OFFER_INFO_REASON, visibleContactFields } from '../../../../shared/rules/contact-form'
import { CONTACT_REASONS, findContactReason, quickActionHref } from '../../../../shared/rules/contact-reasons'

const filled = {
  Booking_ID__c: '12345678',
  name: 'Anne Martin',
  email: 'anne@orange.fr',
  phone: '06 12 34 56 78',
  description: 'Une question',
  [CAPTCHA_FIELD]: 'token',
}

describe('the contact reasons', () => {
  it.each(CONTACT_REASONS)('$code files a case the contact handler accepts ($requestType / $requestSubtype)', (reason) => {
    const form = { ...filled, contact_reason: reason.code, requestType: reason.requestType, requestSubtype: reason.requestSubtype }
    // The booking number is only posted where the form shows it.
    if (!visibleContactFields(reason.code).includes('Booking_ID__c')) delete (form as Partial<typeof form>).Booking_ID__c
    expect(v.safeParse(ContactRequestSchema, form).success).toBe(true)
  })

  it('offers the offer-information reason, the one without a booking number', () => {
    expect(findContactReason(OFFER_INFO_REASON)?.code).toBe(OFFER_INFO_REASON)
    expect(visibleContactFields(OFFER_INFO_REASON)).not.toContain('Booking_ID__c')
  })

  it.each([[null], [undefined], [''], ['unknown'], ['MODIFY_BOOKING']])('finds no reason for %s', (code) => {
    expect(findContactReason(code)).toBeNull()
  })

  it.each([
    ['modify', '/account/trips#r=modify'],
    ['cancel', '/account/trips#r=cancel'],
    ['invoice', '/account/trips#r=invoice'],
  ] as const)('leads the %s quick action to the booking lookup with r in the hash', (action, href) => {
    expect(quickActionHref(action)).toBe(href)
  })
})
