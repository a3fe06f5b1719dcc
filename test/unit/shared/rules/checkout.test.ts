import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { maskEmail, orderReference } from '../../../../shared/api/order-summary'
import { OrderRequestSchema } from '../../../../shared/api/purchase'
import type { BookingCheckout, GiftCheckout } from '../../../../shared/checkout/checkout-link'
import { applyEmailSuggestion, suggestEmailDomain } from '../../../../shared/rules/contact-form'
import {
  activityDaysComplete,
  attemptFor,
  bookingOrderRequest,
  bookingPrice,
  effectiveCancellation,
  emptyBuyer,
  giftOrderRequest,
  giftPrice,
  parseKeptBuyer,
  stayPageHref,
  toBuyer,
  unavailableMessage,
  validateBuyer,
  validateBuyerField,
  type BuyerValues,
} from '../../../../shared/rules/checkout'

const buyer: BuyerValues = {
  email: ' anna.martin@example.com ',
  civility: 'MRS',
  firstName: 'Anna',
  lastName: 'Martin',
  phoneNumber: '+33 6 12 34 56 78',
  addressLine: '',
  postalCode: '',
  city: '',
  country: 'FR',
}

const booking: BookingCheckout = {
  kind: 'booking',
  id: 104178,
  a: 2,
  c: 1,
  b: 0,
  checkin: '2026-12-14',
  nights: 2,
  activityDates: [{ activityId: 7, date: '2026-12-15' }],
  cancellation: 'INSURANCE',
}
const gift: GiftCheckout = { kind: 'gift', id: 104178, giftFormat: 'physical', giftNights: 1, giftAdults: 2 }

describe('the e-mail typo suggestion of the buyer form', () => {
  it.each([
    ['anna@gmial.com', 'gmail.com'],
    ['anna@hotmial.fr', 'hotmail.fr'],
    ['anna@wanadoo.fe', 'wanadoo.fr'],
    ['anna@telenet.bee', 'telenet.be'],
  ])('suggests the provider of %s: %s', (email, domain) => {
    const suggestion = suggestEmailDomain(email)
    expect(suggestion).toEqual({ domain, message: { id: 'form.email.suggestion', values: { domain } } })
    expect(applyEmailSuggestion(email, domain)).toBe(`anna@${domain}`)
  })

  it.each(['anna@gmail.com', 'anna@my-company.example', 'anna', ''])('suggests nothing for %j', (email) => {
    expect(suggestEmailDomain(email)).toBeNull()
  })
})

describe('the buyer’s details', () => {
  it('accepts a complete buyer, the postal address being optional', () => {
    expect(validateBuyer(buyer)).toEqual({})
  })

  it.each<[keyof BuyerValues, string, string]>([
    ['email', '', 'form.error.mandatory'],
    ['email', 'anna@', 'form.error.email'],
    ['civility', '', 'form.error.mandatory'],
    ['firstName', '  ', 'form.error.mandatory'],
    ['lastName', 'x'.repeat(81), 'form.error.maxLength'],
    ['phoneNumber', 'call me', 'form.error.phone'],
    ['postalCode', '1'.repeat(21), 'form.error.maxLength'],
    ['country', 'France', 'form.error.mandatory'],
  ])('refuses %s %j with %s', (field, value, id) => {
    expect(validateBuyerField(field, { ...buyer, [field]: value })?.id).toBe(id)
  })

  it('gives the postal code limit of 20 characters', () => {
    expect(validateBuyerField('postalCode', { ...buyer, postalCode: '1'.repeat(21) })).toEqual({
      id: 'form.error.maxLength',
      values: { maxlength: 20 },
    })
    expect(validateBuyerField('postalCode', { ...buyer, postalCode: '1'.repeat(20) })).toBeNull()
  })

  it('needs the postal address when a physical voucher is posted', () => {
    expect(Object.keys(validateBuyer(buyer, true)).sort()).toEqual(['addressLine', 'city', 'postalCode'])
  })

  it('starts empty in the site’s country and is trimmed as the worker reads it', () => {
    expect(emptyBuyer('BE')).toMatchObject({ email: '', country: 'BE' })
    expect(toBuyer(buyer).email).toBe('anna.martin@example.com')
  })
})

describe('the cancellation card that applies', () => {
  const policy = (cancellable: boolean) => ({
    cancellable,
    type: cancellable ? ('FLEXIBLE' as const) : ('NON_CANCELLABLE' as const),
    cancellationDeadline: null,
    message: '',
  })
  it.each<[string, 'FLEXIBLE' | 'INSURANCE' | 'NON_CANCELLABLE', boolean, boolean, string]>([
    ['insurance when offered', 'INSURANCE', true, true, 'INSURANCE'],
    ['the stay’s flexible policy when insurance is not offered', 'INSURANCE', false, true, 'FLEXIBLE'],
    ['non-cancellable when the stay is not cancellable', 'INSURANCE', false, false, 'NON_CANCELLABLE'],
    ['flexible for a flexible stay', 'FLEXIBLE', true, true, 'FLEXIBLE'],
    ['non-cancellable for a stay that is not cancellable, whatever was asked', 'FLEXIBLE', true, false, 'NON_CANCELLABLE'],
  ])('is %s', (_case, chosen, available, cancellable, expected) => {
    expect(effectiveCancellation(chosen, { insurance: { available, amount: 100 }, cancellationPolicy: policy(cancellable) })).toBe(expected)
  })
})

describe('the totals', () => {
  it.each([
    ['tax paid at the hotel, outside the total', true, 380, { kind: 'atHotel', amount: 380 }],
    ['tax the quote adds to the amount', false, 380, { kind: 'included', amount: 380 }],
    ['no tax amount', false, 0, { kind: 'notIncluded' }],
  ])('a booking with %s', (_case, atHotel, tax, localTax) => {
    const quote = { amountToPay: 9300, localTaxTotalAmount: tax, localTaxToBePaidAtHotel: atHotel }
    expect(bookingPrice(quote, 419)).toEqual({ stay: 9300, insurance: 419, localTax, total: 9719 })
    expect(bookingPrice(quote, 0).total).toBe(9300)
  })

  it('a gift adds the delivery of a physical voucher only', () => {
    expect(giftPrice(9600, 'physical', 490)).toEqual({ stay: 9600, shipping: 490, total: 10090 })
    expect(giftPrice(9600, 'digital', 490)).toEqual({ stay: 9600, shipping: 0, total: 9600 })
  })
})

describe('the order payload', () => {
  const quote = {
    reservationCriteria: { offerId: 104178, checkin: '2026-12-14', checkout: '2026-12-16', nights: 2, adult: 2, child: 1, baby: 0 },
  }

  it('of a booking is one the worker accepts, with its dates, party, activity days, insurance and special request', () => {
    const order = bookingOrderRequest({
      locale: 'fr_FR',
      idempotencyKey: 'key-12345678',
      buyer: toBuyer(buyer),
      expectedAmount: 9719,
      request: booking,
      quote,
      insurance: { id: 'INS-9300', amount: 419 },
      specialRequest: '  Late arrival ',
    })
    expect(v.safeParse(OrderRequestSchema, order).success).toBe(true)
    expect(order.items.shortStayItem).toMatchObject({
      gift: null,
      specialRequest: 'Late arrival',
      reservationCriteria: {
        offerId: 104178,
        pax: { numberOfAdults: 2, numberOfChildren: 1, numberOfBabies: 0 },
        travelPeriod: { checkinDate: '2026-12-14', checkoutDate: '2026-12-16' },
        activityDaySelections: [{ activityId: 7, date: '2026-12-15' }],
      },
    })
    expect(order.items.insuranceItem).toEqual({ id: 'INS-9300', amount: 419 })
  })

  it('of a gift is one the worker accepts: two people, no dates, the customisation', () => {
    const order = giftOrderRequest({
      locale: 'nl_BE',
      idempotencyKey: 'key-12345678',
      buyer: toBuyer(buyer),
      expectedAmount: 9600,
      request: { ...gift, giftNights: 2 },
      customisation: { fromName: ' Paul ', message: 'Proficiat!' },
    })
    expect(v.safeParse(OrderRequestSchema, order).success).toBe(true)
    // The voucher's nights go with it: its price depends on them.
    expect(order.items.shortStayItem?.gift).toEqual({ fromName: 'Paul', message: 'Proficiat!', format: 'physical', nights: 2 })
    expect(order.items.shortStayItem?.reservationCriteria.travelPeriod).toBeNull()
  })

  it('of a gift at a higher rate names the rate (the worker prices it)', () => {
    const order = giftOrderRequest({
      locale: 'fr_FR',
      idempotencyKey: 'key-12345678',
      buyer: toBuyer(buyer),
      expectedAmount: 31_400,
      request: { ...gift, giftNights: 1, bucket: 2 },
      customisation: { fromName: '', message: '' },
    })
    expect(v.safeParse(OrderRequestSchema, order).success).toBe(true)
    expect(order.items.shortStayItem?.gift).toMatchObject({ nights: 1, bucket: 2 })
  })
})

describe('the idempotency key of an attempt', () => {
  const keys = ['k1', 'k2', 'k3']
  const next = () => keys.shift() ?? 'none'
  it('is kept while the order is the same, and renewed once the visitor changed it', () => {
    const first = attemptFor(null, { amount: 1 } as never, next)
    expect(attemptFor(first, { amount: 1 } as never, next)).toBe(first)
    const changed = attemptFor(first, { amount: 2 } as never, next)
    expect(changed.key).toBe('k2')
  })
})

describe('why a stay cannot be booked', () => {
  it.each([
    ['PACKAGE_NOT_AVAILABLE_CHECKIN', 'checkout.unavailable.noAvailability'],
    ['NOT_ENOUGH_ROOMS', 'checkout.unavailable.noAvailability'],
    ['CHECKIN_IN_THE_PAST', 'checkout.unavailable.past'],
    ['OFFER_NOT_PUBLISHED', 'checkout.unavailable.expired'],
    ['INVALID_ACTIVITY_DATES', 'checkout.unavailable.activityDates'],
    [undefined, 'checkout.unavailable.notBookable'],
  ])('%s: %s', (code, id) => {
    expect(unavailableMessage(code).id).toBe(id)
  })

  it('needs a day for every activity of the stay', () => {
    const offered = [
      { activityId: 7, title: 'Spa', dates: ['2026-12-15'] },
      { activityId: 8, title: 'Dinner', dates: ['2026-12-14'] },
    ]
    expect(activityDaysComplete(booking, offered)).toBe(false)
    expect(activityDaysComplete(booking, offered.slice(0, 1))).toBe(true)
  })
})

describe('links and references', () => {
  it('leads back to the stay page with the stay in its hash', () => {
    expect(stayPageHref('/fr-fr/sejour/spa-104178', booking, '2026-12-16')).toBe(
      '/fr-fr/sejour/spa-104178#checkin=2026-12-14&checkout=2026-12-16&nights=2&a=2&c=1&b=0',
    )
    expect(stayPageHref('/fr-fr/sejour/spa-104178', gift)).toBe(
      '/fr-fr/sejour/spa-104178?flow=gifting#giftFormat=physical&giftNights=1&giftAdult=2',
    )
  })

  it('numbers orders with 8 digits and masks the buyer’s e-mail', () => {
    expect(orderReference(1)).toBe('10000001')
    expect(orderReference(123_456)).toBe('10123456')
    expect(maskEmail('anna.martin@example.com')).toBe('a•••@example.com')
    expect(maskEmail('nope')).toBe('•••')
  })
})

describe('the buyer’s details kept from the wallet modal', () => {
  it('fills the summary’s empty form with the texts kept, and keeps nothing that is not one', () => {
    const kept = JSON.stringify({ civility: 'MRS', email: 'anna@example.com', firstName: 'Anna', phoneNumber: 42, extra: 'x' })
    expect(parseKeptBuyer(kept, 'ES')).toEqual({ ...emptyBuyer('ES'), civility: 'MRS', email: 'anna@example.com', firstName: 'Anna' })
    expect(parseKeptBuyer(JSON.stringify({ country: 'FR' }), 'ES')).toEqual({ ...emptyBuyer('FR') })
  })

  it.each([null, '', 'not json', '[]', '{}', '"Anna"', JSON.stringify({ firstName: '' })])('keeps nothing from %j', (raw) => {
    expect(parseKeptBuyer(raw, 'ES')).toBeNull()
  })
})
