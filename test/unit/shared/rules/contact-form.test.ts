import { describe, expect, it } from 'vitest'
import {
  FIELD_LIMITS,
  applyEmailSuggestion,
  canSubmitContact,
  editDistance,
  fieldState,
  suggestEmailDomain,
  validateBookingId,
  validateContactForm,
  validateEmail,
  validateName,
  validatePhone,
  validatePostalCode,
  visibleContactFields,
  type ContactForm,
} from '../../../../shared/rules/contact-form'

const valid: ContactForm = {
  contact_reason: 'modify_booking',
  Booking_ID__c: '12345678',
  name: 'Jean Dupont',
  email: 'jean@orange.fr',
  phone: '+33 (0)6 12-34-56-78',
  description: 'Can I change my dates?',
}

describe('field rules', () => {
  it.each([
    ['8 digits are a booking number', '12345678', null],
    ['7 digits are not', '1234567', { id: 'contact.error.bookingId' }],
    ['9 digits are not', '123456789', { id: 'contact.error.bookingId' }],
    ['letters are not', '1234567a', { id: 'contact.error.bookingId' }],
  ])('booking id: %s', (_rule, value, expected) => {
    expect(validateBookingId(value)).toEqual(expected)
  })

  it.each([
    ['a plain address is valid', 'anna@example.com', true],
    ['a plus tag and subdomain are valid', 'anna+trip@mail.example.co.uk', true],
    ['a missing at sign is invalid', 'anna.example.com', false],
    ['a missing top-level domain is invalid', 'anna@example', false],
    ['spaces are invalid', 'an na@example.com', false],
    ['two at signs are invalid', 'a@b@example.com', false],
  ])('email: %s', (_rule, value, ok) => {
    expect(validateEmail(value)).toEqual(ok ? null : { id: 'form.error.email' })
  })

  it.each([
    ['letters, spaces, apostrophes and hyphens', "Anne-Sophie D'Arc", true],
    ['accented letters', 'José Ñúñez', true],
    ['digits are refused', 'Anne 2', false],
    ['punctuation is refused', 'Anne!', false],
  ])('name: %s', (_rule, value, ok) => {
    expect(validateName(value)).toEqual(ok ? null : { id: 'form.error.onlyText' })
  })

  it.each([
    ['digits, spaces, parentheses, plus and minus', '+33 (0)6 12-34-56-78', true],
    ['letters are refused', '06 12 AB', false],
    ['symbols only are refused', '+()', false],
  ])('phone: %s', (_rule, value, ok) => {
    expect(validatePhone(value)).toEqual(ok ? null : { id: 'form.error.phone' })
  })

  it.each([
    ['20 characters', 'x'.repeat(20), null],
    ['21 characters', 'x'.repeat(21), { id: 'form.error.maxLength', values: { maxlength: 20 } }],
  ])('postal code of %s', (_rule, value, expected) => {
    expect(validatePostalCode(value)).toEqual(expected)
  })
})

describe('contact form', () => {
  it.each([
    ['a booking reason shows the booking number', 'modify_booking', true],
    ['offer information (avv_info) hides it', 'avv_info', false],
  ])('%s', (_rule, reason, shown) => {
    expect(visibleContactFields(reason).includes('Booking_ID__c')).toBe(shown)
  })

  it.each<[string, Partial<ContactForm>, object]>([
    ['a complete form has no error', {}, {}],
    [
      'every visible field is mandatory',
      { name: '', description: ' ', phone: '' },
      { name: { id: 'form.error.mandatory' }, description: { id: 'form.error.mandatory' }, phone: { id: 'form.error.mandatory' } },
    ],
    ['the booking number is mandatory for booking reasons', { Booking_ID__c: '' }, { Booking_ID__c: { id: 'form.error.mandatory' } }],
    ['the booking number is not required for avv_info', { contact_reason: 'avv_info', Booking_ID__c: '' }, {}],
    ['a wrong booking number is not checked for avv_info', { contact_reason: 'avv_info', Booking_ID__c: '12' }, {}],
    [
      'format errors are reported per field',
      { Booking_ID__c: '12', email: 'x@y', phone: 'abc' },
      { Booking_ID__c: { id: 'contact.error.bookingId' }, email: { id: 'form.error.email' }, phone: { id: 'form.error.phone' } },
    ],
  ])('%s', (_rule, changes, expected) => {
    expect(validateContactForm({ ...valid, ...changes })).toEqual(expected)
  })

  it.each([
    ['valid with a captcha token', valid, 'token', false, true],
    ['valid without token', valid, null, false, false],
    ['valid without token in customer-care mode', valid, null, true, true],
    ['invalid with a token', { ...valid, email: 'nope' }, 'token', false, false],
  ])('submit is allowed when %s: %s', (_rule, form, token, customerCare, expected) => {
    expect(canSubmitContact(form, token, customerCare)).toBe(expected)
  })

  it.each([
    ['an error shows error', { touched: true, value: 'x', error: { id: 'form.error.email' } }, 'error'],
    ['a filled field after blur shows success', { touched: true, value: 'x', error: null }, 'success'],
    ['an untouched field is idle', { touched: false, value: 'x', error: null }, 'idle'],
    ['an empty touched field is idle', { touched: true, value: '', error: null }, 'idle'],
  ])('%s', (_rule, input, expected) => {
    expect(fieldState(input)).toBe(expected)
  })
})

describe('email domain suggestion', () => {
  it.each([
    ['gmial.com is a transposition of gmail.com', 'anna@gmial.com', 'gmail.com'],
    ['gmail.co is missing a letter', 'anna@gmail.co', 'gmail.com'],
    ['hotmal.fr is a typo of hotmail.fr', 'anna@hotmal.fr', 'hotmail.fr'],
    ['yaho.es is a typo of yahoo.es', 'anna@yaho.es', 'yahoo.es'],
    ['orange.rf is a typo of orange.fr', 'anna@orange.rf', 'orange.fr'],
    ['wanado.fr is a typo of wanadoo.fr', 'anna@wanado.fr', 'wanadoo.fr'],
    ['telenet.bee is a typo of telenet.be', 'anna@telenet.bee', 'telenet.be'],
    ['zigo.nl is a typo of ziggo.nl', 'anna@zigo.nl', 'ziggo.nl'],
    ['libbero.it is a typo of libero.it', 'anna@libbero.it', 'libero.it'],
    ['telefonica.nte is a typo of telefonica.net', 'anna@telefonica.nte', 'telefonica.net'],
    ['upper case is compared in lower case', 'anna@GMAIL.CMO', 'gmail.com'],
    ['a known domain gets no suggestion', 'anna@gmail.com', null],
    ['a real neighbour (ymail.com) gets no suggestion', 'anna@ymail.com', null],
    ['a company domain far from every provider gets none', 'anna@acme-travel.eu', null],
    ['an address without domain gets none', 'anna@', null],
    ['text without at sign gets none', 'anna', null],
  ])('%s', (_rule, email, expected) => {
    const suggestion = suggestEmailDomain(email)
    expect(suggestion?.domain ?? null).toBe(expected)
    if (expected) expect(suggestion?.message).toEqual({ id: 'form.email.suggestion', values: { domain: expected } })
  })

  it('accepting a suggestion replaces the domain', () => {
    expect(applyEmailSuggestion('anna.b@gmial.com', 'gmail.com')).toBe('anna.b@gmail.com')
  })

  it.each([
    ['gmail.com', 'gmail.com', 0],
    ['gmial.com', 'gmail.com', 1],
    ['gmal.co', 'gmail.com', 2],
    ['abc', '', 3],
  ])('edit distance from %s to %s is %d', (a, b, expected) => {
    expect(editDistance(a, b)).toBe(expected)
  })

  it('debounces suggestions by 500 ms', () => {
    expect(FIELD_LIMITS.emailSuggestionDebounceMs).toBe(500)
  })
})
