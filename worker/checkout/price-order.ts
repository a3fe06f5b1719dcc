import { Temporal } from 'temporal-polyfill'
import { activitySelectionsFit, type QuoteResponse } from '../../shared/api/product'
import {
  orderItem,
  SHIPPING_AMOUNT,
  type ActivityItem,
  type BoxItem,
  type GiftcardItem,
  type OrderErrorCode,
  type OrderRequest,
  type ShortStayItem,
} from '../../shared/api/purchase'
import { voucherAtRate } from '../../shared/rules/gift-setup'
import type { CatalogSource } from '../data/catalog-source'
import { AppError, badRequest } from '../errors'

/** Longest stay the quote prices (its nights parameter is 1 to 30). */
const MAX_NIGHTS = 30

/** What the server charges for an order, computed from the catalogue (cents). */
export interface OrderPrice {
  flow: 'booking' | 'gifting' | 'activity'
  totalAmount: number
  insuranceAmount: number
  /** Local tax included in the total (0 when it is paid at the hotel). */
  localTaxAmount: number
  checkinDate: string | null
  checkoutDate: string | null
}

/** A request the catalogue refuses: a 4xx with the code the client words. */
function refuse(status: 404 | 409 | 422, code: OrderErrorCode | QuoteResponse['errors'][number]['code'], message: string): AppError {
  return new AppError(status, code, message)
}

type Criteria = ShortStayItem['reservationCriteria']

/** Every activity of the stay has one date among the stay's days (the quote's rule), and no other activity is named. */
function activityDatesComplete(selections: Criteria['activityDaySelections'], offered: QuoteResponse['activityDates']): boolean {
  return selections.length === offered.length && activitySelectionsFit(selections, offered)
}

/** Insurance is bought when the chosen cancellation option carries an amount (flexible and non-cancellable cost 0). */
function wantsInsurance(order: OrderRequest): boolean {
  return (order.items.insuranceItem?.amount ?? 0) > 0
}

/** A dated stay: the quote of the product page decides bookability, price, local tax and insurance. */
async function priceBooking(catalog: CatalogSource, order: OrderRequest, criteria: Criteria): Promise<OrderPrice> {
  const period = criteria.travelPeriod
  if (!period) throw badRequest('Please choose your travel dates.', 'items.shortStayItem.reservationCriteria.travelPeriod')
  const nights = Temporal.PlainDate.from(period.checkinDate).until(Temporal.PlainDate.from(period.checkoutDate)).days
  if (nights > MAX_NIGHTS) throw refuse(422, 'NIGHTS_NOT_ALLOWED', 'This offer cannot be booked for this number of nights')
  const quote = await catalog.getQuote(criteria.offerId, {
    locale: order.locale,
    checkin: period.checkinDate,
    nights,
    adult: criteria.pax.numberOfAdults,
    child: criteria.pax.numberOfChildren,
    baby: criteria.pax.numberOfBabies,
    ...(criteria.minisiteId ? { minisite: criteria.minisiteId } : {}),
    activitySelectionList: criteria.activityDaySelections,
  })
  if (!quote) throw refuse(404, 'OFFER_NOT_FOUND', 'This offer does not exist')
  const blocker = quote.errors[0]
  if (blocker) throw refuse(422, blocker.code, blocker.message)
  if (!quote.bookable || !quote.priceInfo) throw refuse(422, 'OFFER_NOT_PUBLISHED', 'The offer is not bookable with these criterias')
  if (!activityDatesComplete(criteria.activityDaySelections, quote.activityDates)) {
    throw refuse(422, 'INVALID_ACTIVITY_DATES', 'Please choose your activity dates.')
  }
  const insured = wantsInsurance(order)
  if (insured && !quote.insurance.available) throw refuse(422, 'INSURANCE_NOT_AVAILABLE', 'Insurance is not available for this stay')
  const insuranceAmount = insured ? quote.insurance.amount : 0
  return {
    flow: 'booking',
    totalAmount: quote.amountToPay + insuranceAmount,
    insuranceAmount,
    localTaxAmount: quote.localTaxToBePaidAtHotel ? 0 : quote.localTaxTotalAmount,
    checkinDate: period.checkinDate,
    checkoutDate: period.checkoutDate,
  }
}

/** A gift voucher: 2 people, priced as the gifting flow shows it; the beneficiary picks the dates later. */
async function priceGift(catalog: CatalogSource, order: OrderRequest, item: ShortStayItem): Promise<OrderPrice> {
  const criteria = item.reservationCriteria
  const { pax } = criteria
  if (pax.numberOfAdults !== 2 || pax.numberOfChildren !== 0 || pax.numberOfBabies !== 0) {
    throw refuse(422, 'PAX_NOT_ALLOWED', 'A gift stay is for 2 people')
  }
  if (criteria.activityDaySelections.length > 0) {
    throw refuse(422, 'INVALID_ACTIVITY_DATES', 'The beneficiary chooses the activity dates of a gift')
  }
  if (wantsInsurance(order)) throw refuse(422, 'INSURANCE_NOT_AVAILABLE', 'Cancellation insurance covers dated stays only')
  const nights = item.gift?.nights ?? 1
  const stay = await catalog.getStayDetail(criteria.offerId, {
    locale: order.locale,
    gift: true,
    night: nights,
    adult: 2,
    child: 0,
    baby: 0,
  })
  if (!stay) throw refuse(404, 'OFFER_NOT_FOUND', 'This offer does not exist')
  if (!stay.published || !stay.price || stay.price.priceType !== 'GIFT') {
    throw refuse(422, 'OFFER_NOT_PUBLISHED', 'This offer has expired')
  }
  // A rate above the standard one (the availability upsell, customer care's buckets) has its own price.
  const bucket = item.gift?.bucket ?? 1
  const rate = bucket === 1 ? null : voucherAtRate(stay.giftPrices, nights, bucket)
  if (rate === undefined) throw refuse(422, 'RATE_NOT_AVAILABLE', 'This gift is not sold at that rate')
  return {
    flow: 'gifting',
    totalAmount: rate?.sellPrice ?? stay.price.sellPrice,
    insuranceAmount: 0,
    localTaxAmount: 0,
    checkinDate: null,
    checkoutDate: null,
  }
}

/**
 * An activity-only product (a voucher, for oneself or as a gift): the price of the activity page
 * for that many participants. A number without a price is refused, not priced by another number's.
 */
async function priceActivity(catalog: CatalogSource, order: OrderRequest, item: ActivityItem): Promise<OrderPrice> {
  if (wantsInsurance(order)) throw refuse(422, 'INSURANCE_NOT_AVAILABLE', 'Cancellation insurance covers dated stays only')
  const activity = await catalog.getActivityOnlyDetail(item.activityId, order.locale)
  if (!activity) throw refuse(404, 'OFFER_NOT_FOUND', 'This activity does not exist')
  if (!activity.published) throw refuse(422, 'OFFER_NOT_PUBLISHED', 'This activity has expired')
  const price = activity.prices.find((p) => p.adults === item.participants)
  if (!price) throw refuse(422, 'PAX_NOT_ALLOWED', 'This activity cannot be bought for this number of participants')
  return { flow: 'activity', totalAmount: price.sellPrice, insuranceAmount: 0, localTaxAmount: 0, checkinDate: null, checkoutDate: null }
}

/**
 * A gift box: its sell price from the catalogue, plus the shipping cost when it is posted. A gift,
 * so its order is in the gifting flow.
 */
async function priceBox(catalog: CatalogSource, order: OrderRequest, item: BoxItem): Promise<OrderPrice> {
  if (wantsInsurance(order)) throw refuse(422, 'INSURANCE_NOT_AVAILABLE', 'Cancellation insurance covers dated stays only')
  const box = await catalog.getBox(item.code, order.locale)
  if (!box) throw refuse(404, 'OFFER_NOT_FOUND', 'This box does not exist')
  const shippingAmount = item.format === 'physical' ? SHIPPING_AMOUNT : 0
  return {
    flow: 'gifting',
    totalAmount: box.price.sellPrice + shippingAmount,
    insuranceAmount: 0,
    localTaxAmount: 0,
    checkinDate: null,
    checkoutDate: null,
  }
}

/**
 * A gift card: the amount the giver chose (its range checked by the order's schema), plus the
 * shipping cost when it is posted. A gift, so its order is in the gifting flow.
 */
function priceGiftcard(order: OrderRequest, item: GiftcardItem): OrderPrice {
  if (wantsInsurance(order)) throw refuse(422, 'INSURANCE_NOT_AVAILABLE', 'Cancellation insurance covers dated stays only')
  const shippingAmount = item.format === 'physical' ? SHIPPING_AMOUNT : 0
  return {
    flow: 'gifting',
    totalAmount: item.amount + shippingAmount,
    insuranceAmount: 0,
    localTaxAmount: 0,
    checkinDate: null,
    checkoutDate: null,
  }
}

/** The physical format of the order's gift, if it has one: a posted gift voucher, box or gift card. */
function isPosted(order: OrderRequest): boolean {
  const { shortStayItem, boxItem, giftcardItem } = order.items
  return (boxItem ?? giftcardItem ?? shortStayItem?.gift)?.format === 'physical'
}

/** What the site sells today: the physical format only while the physical-voucher flag is on (§4 gift format). */
export interface SaleOptions {
  physicalVoucher: boolean
}

/**
 * The amount of an order recomputed from the catalogue, never trusted from the client: refused
 * with the quote's codes when the offer cannot be sold, PHYSICAL_FORMAT_UNAVAILABLE for a posted
 * gift while the physical format is off, PRICE_CHANGED (with the new amount) when the client
 * displayed another total.
 */
export async function priceOrder(catalog: CatalogSource, order: OrderRequest, options: SaleOptions): Promise<OrderPrice> {
  const bought = orderItem(order)
  // Promotion codes are not part of the catalogue's prices: any code is refused rather than ignored.
  if (order.items.promotionCodeItem?.code) throw refuse(422, 'PROMOTION_CODE_INVALID', 'This promotion code is not valid')
  if (!options.physicalVoucher && isPosted(order)) {
    throw refuse(422, 'PHYSICAL_FORMAT_UNAVAILABLE', 'Victim of its success, the physical format is coming back soon!')
  }
  const price =
    bought.kind === 'activity'
      ? await priceActivity(catalog, order, bought.item)
      : bought.kind === 'box'
        ? await priceBox(catalog, order, bought.item)
        : bought.kind === 'giftcard'
          ? priceGiftcard(order, bought.item)
          : bought.item.gift
            ? await priceGift(catalog, order, bought.item)
            : await priceBooking(catalog, order, bought.item.reservationCriteria)
  // With a gift card, the client showed the card's part and what is left to pay: together, the total.
  if (price.totalAmount !== order.expectedAmount + (order.items.giftCardPaymentItem?.amount ?? 0)) {
    throw new AppError(409, 'PRICE_CHANGED', 'The price of this offer has changed', undefined, price.totalAmount)
  }
  return price
}
