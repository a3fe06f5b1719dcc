import * as v from 'valibot'
import { ActivityDetailSchema, type ActivityDetail } from '../../../shared/api/activity-only'
import { BoxDetailSchema, type BoxDetail } from '../../../shared/api/boxes'
import { ErrorBodySchema } from '../../../shared/api/common'
import { GiftCardApplyResponseSchema, type GiftCardApplyRequest, type GiftCardApplyResponse } from '../../../shared/api/gift-card'
import { QuoteResponseSchema, type QuoteResponse } from '../../../shared/api/product'
import {
  EligibilityResponseSchema,
  InsuranceQuoteResponseSchema,
  OrderResponseSchema,
  ShippingCostResponseSchema,
  WalletPaymentResponseSchema,
  type EligibilityResponse,
  type OrderRequest,
  type OrderResponse,
  type WalletPaymentRequest,
} from '../../../shared/api/purchase'
import { StayDetailSchema, type StayDetail } from '../../../shared/api/stay-detail'
import type { BookingCheckout, GiftCheckout } from '../../../shared/checkout/checkout-link'
import type { SiteId } from '../../../shared/sites'

/** A refusal the worker worded: its code, and the new amount of PRICE_CHANGED. */
export class CheckoutError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly amount?: number,
  ) {
    super(message)
    this.name = 'CheckoutError'
  }
}

/** The answer's body read through its schema; a refusal throws CheckoutError, a lost connection a TypeError. */
async function read<S extends v.GenericSchema>(response: Response, schema: S): Promise<v.InferOutput<S>> {
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const error = v.safeParse(ErrorBodySchema, body)
    if (error.success) {
      const { code, message, field, amount } = error.output.error
      throw new CheckoutError(response.status, code, message, field, amount)
    }
    throw new CheckoutError(response.status, `HTTP_${response.status}`, response.statusText)
  }
  return v.parse(schema, body)
}

const get = <S extends v.GenericSchema>(path: string, query: Record<string, string>, schema: S) =>
  fetch(`${path}?${new URLSearchParams(query).toString()}`, { headers: { accept: 'application/json' } }).then((r) => read(r, schema))

const post = <S extends v.GenericSchema>(path: string, body: unknown, schema: S) =>
  fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  }).then((r) => read(r, schema))

/** The stay as the summary describes it: priced for the party's dates, or at its gifting price. */
export function getStay(locale: SiteId, request: BookingCheckout | GiftCheckout): Promise<StayDetail> {
  const query: Record<string, string> =
    request.kind === 'gift'
      ? { locale, gift: 'true', night: String(request.giftNights), adult: String(request.giftAdults) }
      : {
          locale,
          checkin: request.checkin,
          night: String(request.nights),
          adult: String(request.a),
          child: String(request.c),
          baby: String(request.b),
        }
  return get(`/api/weekend/${request.id}/detail.json`, query, StayDetailSchema)
}

/** The activity-only product with its prices per number of participants. */
export function getActivity(locale: SiteId, id: number): Promise<ActivityDetail> {
  return get(`/api/activity-only/weekend/${id}/detail.json`, { locale }, ActivityDetailSchema)
}

/** A gift box with its sell price. */
export function getBox(locale: SiteId, code: string): Promise<BoxDetail> {
  return get(`/gateway/boxes/${encodeURIComponent(code)}/product-detail`, { locale }, BoxDetailSchema)
}

/** The quote of a dated booking: bookability, price, local tax, insurance, activity dates. */
export function getQuote(locale: SiteId, request: BookingCheckout): Promise<QuoteResponse> {
  const query: Record<string, string> = {
    locale,
    checkin: request.checkin,
    nights: String(request.nights),
    adult: String(request.a),
    child: String(request.c),
    baby: String(request.b),
  }
  if (request.activityDates.length > 0)
    query.activitySelectionList = request.activityDates.map((d) => `${d.activityId}:${d.date}`).join(',')
  return get(`/api/product/${request.id}/quote`, query, QuoteResponseSchema)
}

/** The insurance's price for an order amount (cents). */
export function getInsuranceQuote(locale: SiteId, orderAmount: number) {
  return get(
    '/gateway/purchase/insurance/quote',
    { locale, cancellationType: 'INSURANCE', orderAmount: String(orderAmount) },
    InsuranceQuoteResponseSchema,
  )
}

/** What posting a physical voucher (or a box, or a gift card: its productType) costs. */
export function getShippingCost(locale: SiteId, productType: 'SINGLEVOUCHER' | 'BOX' | 'GIFTCARD' = 'SINGLEVOUCHER') {
  return get('/gateway/purchase/shipping-cost', { locale, productType }, ShippingCostResponseSchema)
}

/** The instalment methods an amount and arrival allow. */
export function getEligibility(query: Record<string, string>): Promise<EligibilityResponse> {
  return get('/gateway/purchase/instalments/eligibility', query, EligibilityResponseSchema)
}

/** Creates the order (or answers the one its idempotency key already created). */
export function placeOrder(order: OrderRequest): Promise<OrderResponse> {
  return post('/gateway/purchase/orders', order, OrderResponseSchema)
}

/** Pays the order with the wallet's authorisation. */
export function payOrder(payment: WalletPaymentRequest): Promise<{ orderUUID: string }> {
  return post('/gateway/purchase/wallet', payment, WalletPaymentResponseSchema).then((r) => r.booking)
}

/** What a gift card's code pays of the amount due (nothing is taken until the order is confirmed). */
export function applyGiftCard(request: GiftCardApplyRequest): Promise<GiftCardApplyResponse> {
  return post('/gateway/purchase/gift-cards/apply', request, GiftCardApplyResponseSchema)
}

/** The same reading of answers for the gift recipient's calls (client/pages/beneficiary). */
export { get as getJson, post as postJson }
