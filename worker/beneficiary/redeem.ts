import type { Context } from 'hono'
import { Temporal } from 'temporal-polyfill'
import type { BeneficiaryOrderRequest } from '../../shared/api/beneficiary'
import { BENEFICIARY_PACKAGES_PER_HOTEL } from '../../shared/api/boxes'
import { activitySelectionsFit } from '../../shared/api/product'
import type { OrderRequest } from '../../shared/api/purchase'
import { arrivalWithinValidity } from '../../shared/rules/gift-voucher'
import type { AppEnv } from '../env'
import { AppError } from '../errors'
import { getCatalog } from '../data/get-catalog'
import { customerOf } from '../account/session'
import { findOrderByKey, insertOrder, type Order } from '../data/orders'
import { confirmCoveredBooking } from '../data/vouchers'
import type { GiftTerms } from './gift'

/** Longest stay the quote prices. */
const MAX_NIGHTS = 30

const refuse = (status: 401 | 404 | 409 | 422, code: string, message: string) => new AppError(status, code, message)

/** The order request a booking with a gift is stored as: a dated stay for the gift's party, the recipient as buyer. */
function toOrderRequest(request: BeneficiaryOrderRequest, terms: GiftTerms): OrderRequest {
  const specialRequest = request.specialRequest?.trim()
  return {
    locale: request.locale,
    idempotencyKey: request.idempotencyKey,
    buyer: request.buyer,
    currency: 'EUR',
    expectedAmount: request.expectedAmount,
    items: {
      insuranceItem: null,
      promotionCodeItem: null,
      shortStayItem: {
        gift: null,
        reservationCriteria: {
          offerId: request.offerId,
          activityDaySelections: request.activityDaySelections,
          pax: { numberOfAdults: terms.people, numberOfChildren: 0, numberOfBabies: 0 },
          travelPeriod: request.travelPeriod,
          minisiteId: null,
        },
        ...(specialRequest ? { specialRequest } : {}),
      },
    },
  }
}

/** The stay is one the gift covers: the gift stay itself, or one of the box's stays. */
async function checkOffer(c: Context<AppEnv>, terms: GiftTerms, request: BeneficiaryOrderRequest): Promise<void> {
  if (terms.kind === 'stay') {
    if (request.offerId !== terms.stayId) throw refuse(422, 'OFFER_NOT_IN_GIFT', 'This gift is for another stay')
    return
  }
  const catalog = getCatalog(c)
  const stay = await catalog.getStayDetail(request.offerId, { locale: request.locale })
  const offers =
    stay && terms.boxCode
      ? await catalog.getBoxOffers(terms.boxCode, {
          locale: request.locale,
          checkin: undefined,
          hotelId: stay.hotel.id,
          numberOfPackagesPerHotel: BENEFICIARY_PACKAGES_PER_HOTEL,
          page: 1,
          limit: 100,
        })
      : null
  const listed = offers && 'exactMatch' in offers ? offers.exactMatch.some((o) => o.id === request.offerId) : false
  if (!listed) throw refuse(422, 'OFFER_NOT_IN_GIFT', 'This stay is not one of the box’s stays')
}

/**
 * The quote of the booking with the gift (price type BENEFICIARY): refused with the quote's code
 * when the stay cannot be booked then, or when an activity has no day; its amount to pay is what
 * the gift does not cover.
 */
async function quoteRedemption(c: Context<AppEnv>, terms: GiftTerms, request: BeneficiaryOrderRequest, nights: number) {
  const quote = await getCatalog(c).getQuote(request.offerId, {
    locale: request.locale,
    checkin: request.travelPeriod.checkinDate,
    nights,
    adult: terms.people,
    child: 0,
    baby: 0,
    activitySelectionList: request.activityDaySelections,
    priceType: 'BENEFICIARY',
    giftPrice: terms.value,
  })
  if (!quote) throw refuse(404, 'OFFER_NOT_FOUND', 'This offer does not exist')
  const blocker = quote.errors[0]
  if (blocker) throw refuse(422, blocker.code, blocker.message)
  if (!quote.bookable || !quote.priceInfo) throw refuse(422, 'OFFER_NOT_PUBLISHED', 'The offer is not bookable with these criterias')
  const complete =
    request.activityDaySelections.length === quote.activityDates.length &&
    activitySelectionsFit(request.activityDaySelections, quote.activityDates)
  if (!complete) throw refuse(422, 'INVALID_ACTIVITY_DATES', 'Please choose your activity dates.')
  return quote
}

/**
 * A booking made with the signed-in recipient's gift (price type BENEFICIARY): the order its
 * idempotency key already created, else a new one, checked against the gift (still valid, a stay
 * it covers, at least its nights, an arrival by its last valid day) and priced by the quote, the
 * gift paying first. A booking the gift covers in full is confirmed at once, claiming the voucher
 * in the same transaction; one with something to pay waits for its payment, which claims it.
 */
export async function placeRedemption(
  c: Context<AppEnv>,
  terms: GiftTerms,
  request: BeneficiaryOrderRequest,
): Promise<{ order: Order; created: boolean }> {
  const db = c.get('d1Meter')?.wrap(c.env.DB) ?? c.env.DB
  const payload = JSON.stringify(toOrderRequest(request, terms))
  const existing = await findOrderByKey(db, request.idempotencyKey)
  if (existing) {
    if (existing.payload !== payload) throw new AppError(409, 'IDEMPOTENCY_KEY_REUSED', 'This idempotency key was used for another order')
    return { order: await confirmIfCovered(db, terms, existing), created: false }
  }
  if (terms.status === 'used') throw refuse(409, 'VOUCHER_ALREADY_USED', 'This gift has already been used')
  if (terms.status === 'expired') throw refuse(422, 'VOUCHER_EXPIRED', 'This gift has expired')
  if (terms.kind !== 'stay' && terms.kind !== 'box') throw refuse(422, 'GIFT_NOT_BOOKABLE', 'This gift is not booked for dates on the site')
  const { checkinDate, checkoutDate } = request.travelPeriod
  const nights = Temporal.PlainDate.from(checkinDate).until(Temporal.PlainDate.from(checkoutDate)).days
  if (nights > MAX_NIGHTS) throw refuse(422, 'NIGHTS_NOT_ALLOWED', 'This offer cannot be booked for this number of nights')
  if (nights < (terms.nights ?? 1)) throw refuse(422, 'NIGHTS_BELOW_GIFT', `This gift is for ${terms.nights ?? 1} nights`)
  if (!arrivalWithinValidity(checkinDate, terms.validUntil)) {
    throw refuse(422, 'DATES_AFTER_VALIDITY', `This gift is valid for arrivals until ${terms.validUntil}`)
  }
  await checkOffer(c, terms, request)
  const quote = await quoteRedemption(c, terms, request, nights)
  if (quote.amountToPay !== request.expectedAmount) {
    throw new AppError(409, 'PRICE_CHANGED', 'The price of this offer has changed', undefined, quote.amountToPay)
  }
  const placed = await insertOrder(db, {
    uuid: crypto.randomUUID(),
    idempotencyKey: request.idempotencyKey,
    locale: request.locale,
    flow: 'booking',
    productType: 'STAY',
    productId: String(request.offerId),
    minisiteId: null,
    buyerEmail: request.buyer.email,
    currency: 'EUR',
    expectedAmount: request.expectedAmount,
    totalAmount: quote.amountToPay,
    insuranceAmount: 0,
    discountAmount: 0,
    localTaxAmount: quote.localTaxToBePaidAtHotel ? 0 : quote.localTaxTotalAmount,
    checkinDate,
    checkoutDate,
    payload,
    customerId: (await customerOf(c))?.id ?? null,
    giftOrderId: terms.giftOrderId,
    giftCoveredAmount: quote.giftCoveredAmount,
    now: new Date().toISOString(),
  })
  if (!placed.created && placed.order.payload !== payload) {
    throw new AppError(409, 'IDEMPOTENCY_KEY_REUSED', 'This idempotency key was used for another order')
  }
  return { order: await confirmIfCovered(db, terms, placed.order), created: placed.created }
}

/** A booking with nothing to pay is confirmed now, if it gets the voucher; one that lost it to another booking is refused. */
async function confirmIfCovered(db: D1Database, terms: GiftTerms, order: Order): Promise<Order> {
  if (order.totalAmount !== 0 || order.status === 'PAID') return order
  if (order.status === 'PENDING' && (await confirmCoveredBooking(db, terms.giftOrderId, order.id, new Date().toISOString()))) {
    return { ...order, status: 'PAID' }
  }
  throw refuse(409, 'VOUCHER_ALREADY_USED', 'This gift has already been used')
}
