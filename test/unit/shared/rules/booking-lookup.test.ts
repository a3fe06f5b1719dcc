import { describe, expect, it } from 'vitest'
import { orderReference } from '../../../../shared/api/order-summary'
import { orderIdOfReference, validateLookup } from '../../../../shared/rules/booking-lookup'

describe("'Check my booking': the lookup's rules", () => {
  it.each([
    { name: 'both fields right', values: { bookingNumber: '10000042', email: 'anna@example.com' }, want: {} },
    { name: 'spaces around them', values: { bookingNumber: ' 10000042 ', email: ' anna@example.com ' }, want: {} },
    {
      name: 'both empty',
      values: { bookingNumber: '', email: '  ' },
      want: { bookingNumber: { id: 'form.error.mandatory' }, email: { id: 'form.error.mandatory' } },
    },
    {
      name: 'a short number and a broken address',
      values: { bookingNumber: '1234', email: 'anna@' },
      want: { bookingNumber: { id: 'contact.error.bookingId' }, email: { id: 'form.error.email' } },
    },
    {
      name: 'letters in the number',
      values: { bookingNumber: '1000004A', email: 'anna@example.com' },
      want: { bookingNumber: { id: 'contact.error.bookingId' } },
    },
  ])('$name', ({ values, want }) => {
    expect(validateLookup(values)).toEqual(want)
  })

  it('reads back the order a booking number was made from', () => {
    for (const id of [1, 42, 123_456, 89_999_999]) expect(orderIdOfReference(orderReference(id))).toBe(id)
  })

  it.each(['10000000', '09999999', '1234', 'abcdefgh', ''])('names no order for %j', (reference) => {
    expect(orderIdOfReference(reference)).toBeNull()
  })
})
