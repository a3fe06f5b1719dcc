import * as v from 'valibot'
import { requiredText, ruleCheck } from './common'
import { OFFER_INFO_REASON, validateBookingId, validateEmail, validateName, validatePhone } from '../rules/contact-form'

/** Form field of the captcha token (the name Turnstile's widget gives its hidden input). */
export const CAPTCHA_FIELD = 'cf-turnstile-response'

/** Longest name, email, phone and message a visitor may send (the form's maxlength too), and longest captcha token the provider issues. */
export const CONTACT_LIMITS = { name: 80, email: 254, phone: 30, description: 4000, captchaToken: 2048 } as const

/**
 * The contact form as the browser posts it (site-wide §2 and §5, x-www-form-urlencoded): the
 * visible fields, the hidden request type and subtype set by the chosen reason, and the captcha token.
 * The booking number is neither shown nor required for the offer-information reason.
 */
export const ContactRequestSchema = v.pipe(
  v.object({
    contact_reason: v.pipe(requiredText(40), v.regex(/^[a-z0-9_]+$/, 'Unknown contact reason')),
    Booking_ID__c: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20, 'Booking number is composed of 8 digits')), ''),
    name: v.pipe(requiredText(CONTACT_LIMITS.name), ruleCheck(validateName, 'Only text is expected')),
    email: v.pipe(requiredText(CONTACT_LIMITS.email), ruleCheck(validateEmail, 'Email seems incorrect')),
    phone: v.pipe(requiredText(CONTACT_LIMITS.phone), ruleCheck(validatePhone, 'Phone number seems incorrect')),
    description: requiredText(CONTACT_LIMITS.description),
    requestType: requiredText(80),
    requestSubtype: requiredText(80),
    [CAPTCHA_FIELD]: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(CONTACT_LIMITS.captchaToken)), ''),
  }),
  v.forward(
    v.partialCheck(
      [['contact_reason'], ['Booking_ID__c']],
      (form) => form.contact_reason === OFFER_INFO_REASON || form.Booking_ID__c !== '',
      'Mandatory field',
    ),
    ['Booking_ID__c'],
  ),
  v.forward(
    v.partialCheck(
      [['contact_reason'], ['Booking_ID__c']],
      (form) => form.contact_reason === OFFER_INFO_REASON || validateBookingId(form.Booking_ID__c) === null,
      'Booking number is composed of 8 digits',
    ),
    ['Booking_ID__c'],
  ),
)
export type ContactRequest = v.InferOutput<typeof ContactRequestSchema>

/** The search parameter the contact page is reloaded with after a submit (success message or error banner). */
export const CONTACT_RESULT_REF = { success: 'contact_thank_you', error: 'contact_error' } as const

/** JSON answer of a contact request sent with Accept: application/json. */
export const ContactResponseSchema = v.object({ contactRequestUUID: v.string() })
export type ContactResponse = v.InferOutput<typeof ContactResponseSchema>
