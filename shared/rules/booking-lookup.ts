// Finding a booking (site-wide.md §2 burger menu "Check my Booking"): its number and the e-mail
// address it was booked with. One set of rules for the browser and the worker.
import type { Message } from '../message'
import { validateBookingId, validateEmail } from './contact-form'

export type LookupField = 'bookingNumber' | 'email'
export type LookupValues = Readonly<Record<LookupField, string>>
export type LookupErrors = Partial<Record<LookupField, Message>>

/** The longest value kept of each field (anything longer is not a booking number or an address). */
export const LOOKUP_LIMITS: Readonly<Record<LookupField, number>> = { bookingNumber: 20, email: 254 }

/** Each field's error: 'Mandatory field' when empty, else its format (8 digits, an e-mail address). */
export function validateLookup(values: LookupValues): LookupErrors {
  const errors: LookupErrors = {}
  const number = values.bookingNumber.trim()
  const email = values.email.trim()
  const numberError = number === '' ? { id: 'form.error.mandatory' } : validateBookingId(number)
  const emailError = email === '' ? { id: 'form.error.mandatory' } : validateEmail(email)
  if (numberError) errors.bookingNumber = numberError
  if (emailError) errors.email = emailError
  return errors
}

/** The order row a booking number names (orderReference: 10,000,000 plus the row id), or null. */
export function orderIdOfReference(reference: string): number | null {
  if (!/^\d{8}$/.test(reference.trim())) return null
  const id = Number(reference.trim()) - 10_000_000
  return id >= 1 ? id : null
}
