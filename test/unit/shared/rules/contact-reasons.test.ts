import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { CAPTCHA_FIELD, ContactRequestSchema } from '../../../../shared/api/contact'
import { OFFER_INFO_REASON, visibleContactFields } from '../../../../shared/rules/contact-form'
import { CONTACT_REASONS, findContactReason, quickActionHref } from '../../../../shared/rules/contact-reasons'
import { getSite } from '../../../../shared/sites'

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
    ['fr_FR', 'modify', '/fr-fr/account/trips#r=modify'],
    ['fr_FR', 'cancel', '/fr-fr/account/trips#r=cancel'],
    ['es_ES', 'invoice', '/es-es/account/trips#r=invoice'],
    ['nl_BE', 'modify', '/nl-be/account/trips#r=modify'],
  ] as const)("leads %s quick action %s to the site's booking lookup with r in the hash", (siteId, action, href) => {
    expect(quickActionHref(getSite(siteId), action)).toBe(href)
  })

  it('leads a quick action to the lookup at the root of a site served on its own host', () => {
    expect(quickActionHref({ pathPrefix: '' }, 'cancel')).toBe('/account/trips#r=cancel')
  })
})
