import { useEffect, useState } from 'react'
import { Temporal } from 'temporal-polyfill'
import type { ActivityDetail } from '../../../shared/api/activity-only'
import type { BoxDetail } from '../../../shared/api/boxes'
import type { QuoteResponse } from '../../../shared/api/product'
import type { EligibilityResponse } from '../../../shared/api/purchase'
import type { StayDetail } from '../../../shared/api/stay-detail'
import type {
  ActivityCheckout,
  BookingCheckout,
  BoxCheckout,
  CancellationChoice,
  CheckoutRequest,
  GiftCheckout,
  GiftcardCheckout,
} from '../../../shared/checkout/checkout-link'
import type { Message } from '../../../shared/message'
import { eligibilityQuery } from '../../../shared/rules/instalments'
import type { GiftForm } from '../../../shared/rules/gift-form'
import { activityPageHref, activityPrice, activityRefusal } from '../../../shared/rules/activity-checkout'
import { boxPrice } from '../../../shared/rules/box-checkout'
import { boxDetailPath } from '../../../shared/rules/box-pages'
import { voucherAtRate } from '../../../shared/rules/gift-setup'
import { giftcardPageHref, giftcardPrice } from '../../../shared/rules/giftcard'
import {
  activityDaysComplete,
  bookingPrice,
  effectiveCancellation,
  giftPrice,
  isUnavailableCode,
  stayPageHref,
  unavailableMessage,
} from '../../../shared/rules/checkout'
import type { Site } from '../../../shared/sites'
import { readGiftCustomisation } from '../../lib/gift-storage'
import { CheckoutError, getActivity, getBox, getEligibility, getInsuranceQuote, getQuote, getShippingCost, getStay } from './checkout-api'

export type BookingSummary = {
  kind: 'booking'
  request: BookingCheckout
  stay: StayDetail
  quote: QuoteResponse
  /** The card that applies (insurance falls back to the stay's policy where it is not offered). */
  cancellation: CancellationChoice
  insurance: { id: string; amount: number } | null
  price: ReturnType<typeof bookingPrice>
  instalments: EligibilityResponse['paymentMethods']
}

export type GiftSummary = {
  kind: 'gift'
  request: GiftCheckout
  stay: StayDetail
  price: ReturnType<typeof giftPrice>
  customisation: GiftForm | null
}

export type ActivitySummary = {
  kind: 'activity'
  request: ActivityCheckout
  activity: ActivityDetail
  price: NonNullable<ReturnType<typeof activityPrice>>
}

export type BoxSummary = {
  kind: 'box'
  request: BoxCheckout
  box: BoxDetail
  price: ReturnType<typeof boxPrice>
}

export type GiftcardSummary = {
  kind: 'giftcard'
  request: GiftcardCheckout
  price: ReturnType<typeof giftcardPrice>
  customisation: GiftForm | null
}

export type Summary = BookingSummary | GiftSummary | ActivitySummary | BoxSummary | GiftcardSummary

/** A gift posted to the buyer: a gift stay's voucher, a box or a gift card in the physical format. */
export function isPosted(summary: Summary): summary is GiftSummary | BoxSummary | GiftcardSummary {
  return (summary.kind === 'gift' || summary.kind === 'box' || summary.kind === 'giftcard') && summary.request.giftFormat === 'physical'
}

export type SummaryState =
  | { status: 'loading' }
  /** The product cannot be sold as asked: why, and its page when it still exists (the link back). */
  | { status: 'unavailable'; message: Message; back: string | null }
  /** A call failed (connection, server): the visitor may try again. */
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; summary: Summary }

/** The stay's page, where the visitor can change what the summary refused. */
const stayBack = (stay: StayDetail, request: BookingCheckout | GiftCheckout) => stayPageHref(stay.uri, request)

async function loadBooking(site: Site, request: BookingCheckout): Promise<SummaryState> {
  const [stay, quote] = await Promise.all([getStay(site.id, request), getQuote(site.id, request)])
  const blocker = quote.errors[0]
  if (blocker || !quote.bookable || !quote.priceInfo) {
    return { status: 'unavailable', message: unavailableMessage(blocker?.code), back: stayBack(stay, request) }
  }
  if (!activityDaysComplete(request, quote.activityDates)) {
    return { status: 'unavailable', message: unavailableMessage('INVALID_ACTIVITY_DATES'), back: stayBack(stay, request) }
  }
  const cancellation = effectiveCancellation(request.cancellation, quote)
  const insurance =
    cancellation === 'INSURANCE'
      ? await getInsuranceQuote(site.id, quote.amountToPay).then((i) => ({ id: i.id, amount: i.sellPrice }))
      : null
  const price = bookingPrice(quote, insurance?.amount ?? 0)
  const deadline = quote.cancellationPolicy.cancellationDeadline
  // Instalments are a message: without an answer the summary shows none.
  const instalments = await getEligibility(
    eligibilityQuery({
      amountCents: price.total,
      cancellationPolicyType: cancellation,
      cancellableUntil: deadline ? Temporal.PlainDate.from(deadline) : null,
      checkin: Temporal.PlainDate.from(quote.reservationCriteria.checkin),
      site,
    }),
  ).then(
    (r) => r.paymentMethods,
    () => [],
  )
  return { status: 'ready', summary: { kind: 'booking', request, stay, quote, cancellation, insurance, price, instalments } }
}

async function loadGift(site: Site, request: GiftCheckout): Promise<SummaryState> {
  const stay = await getStay(site.id, request)
  if (!stay.published || !stay.giftable || stay.price?.priceType !== 'GIFT') {
    return { status: 'unavailable', message: unavailableMessage('OFFER_NOT_PUBLISHED'), back: stayBack(stay, request) }
  }
  if (request.giftAdults !== 2)
    return { status: 'unavailable', message: unavailableMessage('PAX_NOT_ALLOWED'), back: stayBack(stay, request) }
  let shipping = 0
  if (request.giftFormat === 'physical') {
    const cost = await getShippingCost(site.id).catch(() => null)
    // §4: without its delivery cost the physical format is not sold.
    if (!cost) return { status: 'unavailable', message: { id: 'checkout.gift.physicalUnavailable' }, back: stayBack(stay, request) }
    shipping = cost.amount
  }
  // A rate above the standard one is priced by the stay's voucher list; a rate it does not sell is not offered.
  const rate = request.bucket ? voucherAtRate(stay.giftPrices, request.giftNights, request.bucket) : null
  if (rate === undefined) return { status: 'unavailable', message: unavailableMessage('RATE_NOT_AVAILABLE'), back: stayBack(stay, request) }
  const price = giftPrice(rate?.sellPrice ?? stay.price.sellPrice, request.giftFormat, shipping)
  return { status: 'ready', summary: { kind: 'gift', request, stay, price, customisation: readGiftCustomisation() } }
}

async function loadActivity(site: Site, request: ActivityCheckout): Promise<SummaryState> {
  const activity = await getActivity(site.id, request.id)
  const refusal = activityRefusal(activity, request.a)
  const price = activityPrice(activity.prices, request.a)
  if (refusal || !price) {
    return { status: 'unavailable', message: activityMessage(refusal), back: activityPageHref(activity.uri, request) }
  }
  return { status: 'ready', summary: { kind: 'activity', request, activity, price } }
}

async function loadBox(site: Site, request: BoxCheckout, physicalEnabled: boolean): Promise<SummaryState> {
  const box = await getBox(site.id, request.code)
  let shipping = 0
  if (request.giftFormat === 'physical') {
    // The physical-voucher flag off, or no shipping cost: the box is not posted (§4 gift format).
    const cost = physicalEnabled ? await getShippingCost(site.id, 'BOX').catch(() => null) : null
    // §4: without its delivery cost the physical format is not sold.
    if (!cost) return { status: 'unavailable', message: { id: 'checkout.gift.physicalUnavailable' }, back: boxDetailPath(site, box) }
    shipping = cost.amount
  }
  return { status: 'ready', summary: { kind: 'box', request, box, price: boxPrice(box.price.sellPrice, request.giftFormat, shipping) } }
}

/** A gift card: its amount, plus the shipping cost when it is posted; the customisation from the gift card page. */
async function loadGiftcard(site: Site, request: GiftcardCheckout, physicalEnabled: boolean): Promise<SummaryState> {
  let shipping = 0
  if (request.giftFormat === 'physical') {
    // The physical-voucher flag off, or no shipping cost: the card is not posted (§4 gift format).
    const cost = physicalEnabled ? await getShippingCost(site.id, 'GIFTCARD').catch(() => null) : null
    if (!cost) {
      return { status: 'unavailable', message: { id: 'checkout.gift.physicalUnavailable' }, back: giftcardPageHref(site, request) }
    }
    shipping = cost.amount
  }
  const price = giftcardPrice(request.amount, request.giftFormat, shipping)
  return { status: 'ready', summary: { kind: 'giftcard', request, price, customisation: readGiftCustomisation() } }
}

/** An activity's refusal in the activity's words ('This activity has expired…'), else the stay checkout's. */
function activityMessage(code: string | null): Message {
  if (code === 'OFFER_NOT_PUBLISHED' || code === 'OFFER_NOT_FOUND') return { id: 'checkout.activity.expired' }
  if (code === 'PAX_NOT_ALLOWED') return { id: 'checkout.activity.participants' }
  return unavailableMessage(code ?? undefined)
}

function load(site: Site, request: CheckoutRequest, physicalEnabled: boolean): Promise<SummaryState> {
  if (request.kind === 'activity') return loadActivity(site, request)
  if (request.kind === 'box') return loadBox(site, request, physicalEnabled)
  if (request.kind === 'giftcard') return loadGiftcard(site, request, physicalEnabled)
  return request.kind === 'gift' ? loadGift(site, request) : loadBooking(site, request)
}

/**
 * What the summary shows for a request, or why it cannot: a refusal the worker worded (or a 404)
 * is 'unavailable', anything else (connection, server) 'failed'. A box or a gift card is posted
 * only while `physicalEnabled` (the physical-voucher flag) is on.
 */
export function loadSummary(site: Site, request: CheckoutRequest, physicalEnabled: boolean): Promise<SummaryState> {
  return load(site, request, physicalEnabled).catch((error: unknown): SummaryState => {
    if (error instanceof CheckoutError && (error.status === 404 || isUnavailableCode(error.code))) {
      const code = error.status === 404 ? 'OFFER_NOT_FOUND' : error.code
      return {
        status: 'unavailable',
        message: request.kind === 'activity' ? activityMessage(code) : unavailableMessage(code),
        back: null,
      }
    }
    return { status: 'failed', error }
  })
}

/** Loads what the summary shows for a request (loadSummary); `attempt` changes to try again. */
export function useSummary(site: Site, request: CheckoutRequest | null, attempt: number, physicalEnabled = true): SummaryState {
  const [state, setState] = useState<SummaryState>({ status: 'loading' })
  useEffect(() => {
    if (!request) return
    let live = true
    setState({ status: 'loading' })
    void loadSummary(site, request, physicalEnabled).then((next) => {
      if (live) setState(next)
    })
    return () => {
      live = false
    }
  }, [site, request, attempt, physicalEnabled])
  return state
}
