// Booking summary rules (product-pages.md §2 "Booking summary page", §3 wallet order payload and
// final price, §4 cancellation choice and local tax, §5 validation). The buyer is checked with the
// schema the worker validates the order with (shared/api/purchase BuyerSchema).
import * as v from 'valibot'
import type { QuoteResponse } from '../api/product'
import { BuyerSchema, type OrderRequest } from '../api/purchase'
import type { BookingCheckout, CancellationChoice, GiftCheckout } from '../checkout/checkout-link'
import type { Message } from '../message'
import type { Cents } from '../money'
import type { SiteId } from '../sites'

/** The buyer's fields, in the form's order. */
export const BUYER_FIELDS = [
  'civility',
  'email',
  'firstName',
  'lastName',
  'phoneNumber',
  'addressLine',
  'postalCode',
  'city',
  'country',
] as const
export type BuyerField = (typeof BUYER_FIELDS)[number]
export type BuyerValues = Record<BuyerField, string>
export type BuyerErrors = Partial<Record<BuyerField, Message>>

export const CIVILITIES = ['MRS', 'MR', 'OTHER'] as const

/** Longest values the schema accepts (the form's maxLength). */
export const BUYER_LIMITS: Readonly<Record<Exclude<BuyerField, 'civility' | 'country'>, number>> = {
  email: 200,
  firstName: 80,
  lastName: 80,
  phoneNumber: 30,
  addressLine: 200,
  postalCode: 20,
  city: 100,
}

/** Longest special request of a booking. */
export const SPECIAL_REQUEST_MAX = 500

/** The form's start: nothing typed, the site's country. */
export function emptyBuyer(country: string): BuyerValues {
  return { email: '', civility: '', firstName: '', lastName: '', phoneNumber: '', addressLine: '', postalCode: '', city: '', country }
}

/**
 * The buyer's details kept in the browser (typed in the stay page's wallet modal, for the booking
 * summary it offers after a failed payment): the text fields found there, over the empty form of
 * the site; null when nothing usable is kept.
 */
export function parseKeptBuyer(raw: string | null, country: string): BuyerValues | null {
  if (raw === null) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const kept = emptyBuyer(country)
  let found = false
  for (const field of BUYER_FIELDS) {
    const text: unknown = (value as Record<string, unknown>)[field]
    if (typeof text !== 'string' || text === '') continue
    kept[field] = text
    found = true
  }
  return found ? kept : null
}

/** The postal address is optional, except where a physical voucher is posted to the buyer. */
export function isBuyerFieldRequired(field: BuyerField, physicalDelivery: boolean): boolean {
  if (field === 'addressLine' || field === 'postalCode' || field === 'city') return physicalDelivery
  return true
}

/** The message of a value the schema refuses, by field. */
function refusal(field: BuyerField): Message {
  if (field === 'email') return { id: 'form.error.email' }
  if (field === 'phoneNumber') return { id: 'form.error.phone' }
  if (field === 'civility' || field === 'country') return { id: 'form.error.mandatory' }
  return { id: 'form.error.maxLength', values: { maxlength: BUYER_LIMITS[field] } }
}

/** One field: 'Mandatory field' when required and empty, else the schema's verdict. */
export function validateBuyerField(field: BuyerField, values: BuyerValues, physicalDelivery = false): Message | null {
  const value = values[field]
  if (value.trim() === '') return isBuyerFieldRequired(field, physicalDelivery) ? { id: 'form.error.mandatory' } : null
  return v.is(BuyerSchema.entries[field], value) ? null : refusal(field)
}

/** Every field (submit). */
export function validateBuyer(values: BuyerValues, physicalDelivery = false): BuyerErrors {
  const errors: BuyerErrors = {}
  for (const field of BUYER_FIELDS) {
    const error = validateBuyerField(field, values, physicalDelivery)
    if (error) errors[field] = error
  }
  return errors
}

/** The buyer of the order payload, trimmed as the worker reads it. */
export function toBuyer(values: BuyerValues): OrderRequest['buyer'] {
  return v.parse(BuyerSchema, { ...values, phoneNumber: values.phoneNumber.trim(), email: values.email.trim() })
}

/**
 * The cancellation card that applies: insurance when chosen and offered for the stay; otherwise
 * the stay's own policy decides between flexible and non-cancellable (§4).
 */
export function effectiveCancellation(
  chosen: CancellationChoice,
  quote: Pick<QuoteResponse, 'insurance' | 'cancellationPolicy'>,
): CancellationChoice {
  if (chosen === 'INSURANCE' && quote.insurance.available) return 'INSURANCE'
  return quote.cancellationPolicy.cancellable ? 'FLEXIBLE' : 'NON_CANCELLABLE'
}

/** What the local tax line says: paid at the hotel, included in the total, or not included. */
export type LocalTaxLine = { kind: 'atHotel'; amount: Cents } | { kind: 'included'; amount: Cents } | { kind: 'notIncluded' }

/**
 * The booking's price: the stay as quoted (amountToPay), the insurance when chosen, the total
 * charged now. The local tax is shown with its amount when it is paid at the hotel; a tax the
 * quote adds to the amount is said to be included; otherwise 'Price doesn't include local tax to
 * pay on site' (§4).
 */
export function bookingPrice(
  quote: Pick<QuoteResponse, 'amountToPay' | 'localTaxTotalAmount' | 'localTaxToBePaidAtHotel'>,
  insuranceAmount: Cents,
): { stay: Cents; insurance: Cents; localTax: LocalTaxLine; total: Cents } {
  const localTax: LocalTaxLine = quote.localTaxToBePaidAtHotel
    ? { kind: 'atHotel', amount: quote.localTaxTotalAmount }
    : quote.localTaxTotalAmount > 0
      ? { kind: 'included', amount: quote.localTaxTotalAmount }
      : { kind: 'notIncluded' }
  return { stay: quote.amountToPay, insurance: insuranceAmount, localTax, total: quote.amountToPay + insuranceAmount }
}

/** A gift's price: the gifting price plus the delivery of a physical voucher (free when 0). */
export function giftPrice(
  sellPrice: Cents,
  format: GiftCheckout['giftFormat'],
  shipping: Cents,
): { stay: Cents; shipping: Cents; total: Cents } {
  const delivery = format === 'physical' ? shipping : 0
  return { stay: sellPrice, shipping: delivery, total: sellPrice + delivery }
}

/** What every order carries besides its items. */
export type OrderBase = { locale: SiteId; idempotencyKey: string; buyer: OrderRequest['buyer']; expectedAmount: Cents }

/** An order of these items: the buyer, the amount expected in euros, no promotion code. */
export function orderWith(base: OrderBase, items: Omit<OrderRequest['items'], 'promotionCodeItem'>): OrderRequest {
  return {
    locale: base.locale,
    idempotencyKey: base.idempotencyKey,
    buyer: base.buyer,
    currency: 'EUR',
    expectedAmount: base.expectedAmount,
    items: { ...items, promotionCodeItem: null },
  }
}

/** The order of a dated booking (§3 wallet order payload). */
export function bookingOrderRequest(
  base: OrderBase & {
    request: BookingCheckout
    quote: Pick<QuoteResponse, 'reservationCriteria'>
    insurance: { id: string; amount: Cents } | null
    specialRequest: string
  },
): OrderRequest {
  const { request, quote } = base
  const specialRequest = base.specialRequest.trim()
  return orderWith(base, {
    insuranceItem: base.insurance,
    shortStayItem: {
      gift: null,
      reservationCriteria: {
        offerId: request.id,
        activityDaySelections: request.activityDates.map((d) => ({ activityId: d.activityId, date: d.date })),
        pax: { numberOfAdults: request.a, numberOfChildren: request.c, numberOfBabies: request.b },
        travelPeriod: { checkinDate: quote.reservationCriteria.checkin, checkoutDate: quote.reservationCriteria.checkout },
        minisiteId: request.minisite ?? null,
      },
      ...(specialRequest ? { specialRequest } : {}),
    },
  })
}

/** The order of a gift: two people, no dates, the customisation from the stay page (§3, §7 DESIGN). */
export function giftOrderRequest(
  base: OrderBase & { request: GiftCheckout; customisation: { fromName: string; message: string } },
): OrderRequest {
  return orderWith(base, {
    insuranceItem: null,
    shortStayItem: {
      gift: {
        fromName: base.customisation.fromName.trim(),
        message: base.customisation.message.trim(),
        format: base.request.giftFormat,
        nights: base.request.giftNights,
        ...(base.request.bucket ? { bucket: base.request.bucket } : {}),
      },
      reservationCriteria: {
        offerId: base.request.id,
        activityDaySelections: [],
        pax: { numberOfAdults: base.request.giftAdults, numberOfChildren: 0, numberOfBabies: 0 },
        travelPeriod: null,
        minisiteId: null,
      },
    },
  })
}

/** The idempotency key of an attempt and the order it was sent with. */
export type CheckoutAttempt = { readonly key: string; readonly order: string }

/**
 * The key to send an order with: the previous attempt's while the order is the same (a double
 * click, a retry after a lost answer or a declined payment place one order), a new one once the
 * visitor changed something (the worker refuses a key reused for another order).
 */
export function attemptFor(
  previous: CheckoutAttempt | null,
  /** The order as it is sent, without its key (an order, or a booking made with a gift). */
  order: object,
  newKey: () => string,
): CheckoutAttempt {
  const text = JSON.stringify(order)
  return previous?.order === text ? previous : { key: newKey(), order: text }
}

/** Quote and order refusals that mean the stay is no longer there on these dates. */
const NO_AVAILABILITY = new Set(['PACKAGE_NOT_AVAILABLE_CHECKIN', 'NOT_ENOUGH_ROOMS', 'MIN_STAY_NOT_REACHED', 'NIGHTS_NOT_ALLOWED'])

/**
 * The summary's words for why a stay cannot be booked (§5, §8), from the quote's or the order's
 * code: 'No more availabilities...' for a stay gone on those dates, 'The offer is not bookable with
 * these criterias' without a code.
 */
export function unavailableMessage(code: string | undefined): Message {
  if (code !== undefined && NO_AVAILABILITY.has(code)) return { id: 'checkout.unavailable.noAvailability' }
  if (code === 'CHECKIN_IN_THE_PAST') return { id: 'checkout.unavailable.past' }
  if (code === 'PAX_NOT_ALLOWED') return { id: 'checkout.unavailable.pax' }
  if (code === 'INVALID_ACTIVITY_DATES') return { id: 'checkout.unavailable.activityDates' }
  if (code === 'OFFER_NOT_BOOKABLE') return { id: 'checkout.unavailable.giftOnly' }
  if (code === 'OFFER_NOT_PUBLISHED' || code === 'OFFER_NOT_FOUND') return { id: 'checkout.unavailable.expired' }
  if (code === 'PHYSICAL_FORMAT_UNAVAILABLE') return { id: 'checkout.gift.physicalUnavailable' }
  return { id: 'checkout.unavailable.notBookable' }
}

const OTHER_REFUSALS = [
  'CHECKIN_IN_THE_PAST',
  'PAX_NOT_ALLOWED',
  'INVALID_ACTIVITY_DATES',
  'OFFER_NOT_BOOKABLE',
  'OFFER_NOT_PUBLISHED',
  'OFFER_NOT_FOUND',
  'PHYSICAL_FORMAT_UNAVAILABLE',
  'RATE_NOT_AVAILABLE',
]

/** Codes after which the stay itself cannot be sold as asked (the visitor goes back to the stay page). */
export function isUnavailableCode(code: string): boolean {
  return NO_AVAILABILITY.has(code) || OTHER_REFUSALS.includes(code)
}

/** Every activity of the stay has a chosen day (§5 'Please choose your activity dates.'). */
export function activityDaysComplete(request: BookingCheckout, offered: QuoteResponse['activityDates']): boolean {
  return offered.every((a) => request.activityDates.some((d) => d.activityId === a.activityId))
}

/**
 * The stay page the request came from, with its choices in the hash (§2 stay page hash: checkin,
 * checkout, a, c, b; the gifting flow's giftFormat and giftNights), for 'back to the stay' links.
 */
export function stayPageHref(stayUri: string, request: BookingCheckout | GiftCheckout, checkout?: string): string {
  const hash = new URLSearchParams()
  if (request.kind === 'gift') {
    hash.set('giftFormat', request.giftFormat)
    hash.set('giftNights', String(request.giftNights))
    hash.set('giftAdult', String(request.giftAdults))
    // The rate: the availability upsell's box for visitors, the bucket for customer care.
    if (request.bucket === 2) hash.set('upsell', 'availability')
    if (request.bucket) hash.set('bucket', String(request.bucket))
    return `${stayUri}?flow=gifting#${hash.toString()}`
  }
  hash.set('checkin', request.checkin)
  if (checkout) hash.set('checkout', checkout)
  hash.set('nights', String(request.nights))
  hash.set('a', String(request.a))
  hash.set('c', String(request.c))
  hash.set('b', String(request.b))
  return `${stayUri}#${hash.toString()}`
}
