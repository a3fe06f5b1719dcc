// Contact form and shared field rules (site-wide.md §2, §4, §5;
// product-pages.md §5). One set of rules for the browser and the worker.
import type { Message } from '../message'

/** Visible fields of the contact form (requestType and requestSubtype are hidden, derived from the reason). */
export type ContactField = 'Booking_ID__c' | 'contact_reason' | 'description' | 'email' | 'name' | 'phone'

/** Contact form values. */
export type ContactForm = Readonly<Record<ContactField, string>>

/** Errors per field (absent when valid). */
export type ContactErrors = Partial<Record<ContactField, Message>>

/** Reason for which the booking number is neither shown nor required (offer information). */
export const OFFER_INFO_REASON = 'avv_info'

/** Field limits and delays. */
export const FIELD_LIMITS = { postalCode: 20, emailSuggestionDebounceMs: 500 } as const

const BOOKING_ID = /^\d{8}$/
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/
const NAME = /^[\p{L}\p{M}\s'’-]+$/u
// A phone number needs at least one digit among the allowed characters.
const PHONE = /^(?=.*\d)[\d\s()+-]+$/

/** Fields shown (and therefore mandatory) for a reason: the booking number is hidden for avv_info. */
export function visibleContactFields(reason: string): ContactField[] {
  const all: ContactField[] = ['contact_reason', 'Booking_ID__c', 'name', 'email', 'phone', 'description']
  return reason === OFFER_INFO_REASON ? all.filter((f) => f !== 'Booking_ID__c') : all
}

/** Booking number: exactly 8 digits. */
export function validateBookingId(value: string): Message | null {
  return BOOKING_ID.test(value.trim()) ? null : { id: 'contact.error.bookingId' }
}

/** Email syntax. */
export function validateEmail(value: string): Message | null {
  return EMAIL.test(value.trim()) ? null : { id: 'form.error.email' }
}

/** Name: letters, spaces, apostrophes and hyphens only. */
export function validateName(value: string): Message | null {
  return NAME.test(value.trim()) ? null : { id: 'form.error.onlyText' }
}

/** Phone: digits, spaces, parentheses, plus and minus. */
export function validatePhone(value: string): Message | null {
  return PHONE.test(value.trim()) ? null : { id: 'form.error.phone' }
}

/** Postal code: at most 20 characters. */
export function validatePostalCode(value: string): Message | null {
  return value.length > FIELD_LIMITS.postalCode ? { id: 'form.error.maxLength', values: { maxlength: FIELD_LIMITS.postalCode } } : null
}

const FIELD_RULES: Partial<Record<ContactField, (value: string) => Message | null>> = {
  Booking_ID__c: validateBookingId,
  email: validateEmail,
  name: validateName,
  phone: validatePhone,
}

/** One field: mandatory when visible ('Mandatory field'), then its format rule. */
export function validateContactField(field: ContactField, form: ContactForm): Message | null {
  if (!visibleContactFields(form.contact_reason).includes(field)) return null
  const value = form[field] ?? ''
  if (value.trim() === '') return { id: 'form.error.mandatory' }
  return FIELD_RULES[field]?.(value) ?? null
}

/** Every visible field validated (submit). */
export function validateContactForm(form: ContactForm): ContactErrors {
  const errors: ContactErrors = {}
  for (const field of visibleContactFields(form.contact_reason)) {
    const error = validateContactField(field, form)
    if (error) errors[field] = error
  }
  return errors
}

/** Submit is allowed when every field is valid and a captcha token exists (not needed in customer-care mode). */
export function canSubmitContact(form: ContactForm, captchaToken: string | null, customerCare: boolean): boolean {
  return Object.keys(validateContactForm(form)).length === 0 && (customerCare || (captchaToken ?? '') !== '')
}

/** Field decoration: error when an error is given, success after blur when filled, else idle. */
export function fieldState(input: {
  readonly touched: boolean
  readonly value: string
  readonly error: Message | null
}): 'error' | 'success' | 'idle' {
  if (input.error) return 'error'
  return input.touched && input.value.trim() !== '' ? 'success' : 'idle'
}

/** Common and regional mail providers of the six sites; typos of these get a suggestion. */
export const KNOWN_EMAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'googlemail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'protonmail.com',
  'proton.me',
  'gmx.com',
  'gmx.fr',
  'msn.com',
  'hotmail.com',
  'hotmail.fr',
  'hotmail.es',
  'hotmail.it',
  'hotmail.be',
  'hotmail.nl',
  'outlook.com',
  'outlook.fr',
  'outlook.es',
  'outlook.it',
  'outlook.be',
  'outlook.nl',
  'live.com',
  'live.fr',
  'live.be',
  'live.nl',
  'live.it',
  'yahoo.com',
  'yahoo.fr',
  'yahoo.es',
  'yahoo.it',
  'ymail.com',
  'orange.fr',
  'wanadoo.fr',
  'free.fr',
  'sfr.fr',
  'neuf.fr',
  'laposte.net',
  'bbox.fr',
  'telenet.be',
  'skynet.be',
  'proximus.be',
  'scarlet.be',
  'ziggo.nl',
  'kpnmail.nl',
  'planet.nl',
  'home.nl',
  'hetnet.nl',
  'xs4all.nl',
  'libero.it',
  'virgilio.it',
  'tiscali.it',
  'alice.it',
  'tim.it',
  'tin.it',
  'fastwebnet.it',
  'telefonica.net',
  'movistar.es',
  'terra.es',
  // Real neighbours of the providers above, listed so they are not "corrected".
  'mail.com',
  'email.it',
  'gmx.de',
  'gmx.net',
  'web.de',
  'hotmail.de',
  'hotmail.co.uk',
  'outlook.de',
  'live.de',
  'live.co.uk',
  'yahoo.de',
  'yahoo.co.uk',
  'yahoo.be',
  'yahoo.nl',
]

/** Largest edit distance (with transpositions) still treated as a typo. */
export const MAX_TYPO_DISTANCE = 2

/** Edit distance counting insertions, deletions, substitutions and adjacent transpositions. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1)
      d[i]![j] = best
    }
  }
  return d[a.length]![b.length]!
}

/**
 * Suggested domain for an email whose domain looks like a typo of a known
 * provider (distance 1–2, closest first, list order on ties); null when the
 * domain is known, too far from every provider, or there is no '@'.
 */
export function suggestEmailDomain(email: string): { readonly domain: string; readonly message: Message } | null {
  const at = email.lastIndexOf('@')
  if (at < 1) return null
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
  if (domain === '' || KNOWN_EMAIL_DOMAINS.includes(domain)) return null
  let best: { domain: string; distance: number } | null = null
  for (const known of KNOWN_EMAIL_DOMAINS) {
    const distance = editDistance(domain, known)
    if (distance <= MAX_TYPO_DISTANCE && (best === null || distance < best.distance)) best = { domain: known, distance }
  }
  return best ? { domain: best.domain, message: { id: 'form.email.suggestion', values: { domain: best.domain } } } : null
}

/** Accepting a suggestion replaces the domain and keeps the local part. */
export function applyEmailSuggestion(email: string, domain: string): string {
  const at = email.lastIndexOf('@')
  return `${at < 0 ? email : email.slice(0, at)}@${domain}`
}
