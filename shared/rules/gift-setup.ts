// The gift set-up of a stay page in the gifting flow (product-pages.md §2 "Gift set-up screen", §4
// gift format and checkout start, §9 gift constants): the nights and format offered, the choice in
// the address's hash and the price summary. Types only from the API schemas: the browser imports
// this file and must not carry valibot.
import { GIFT_BUCKETS, type GiftBucket, type GiftPrice } from '../api/stay-detail'
import { GIFT_FORMATS, type GiftCheckout, type GiftFormat } from '../checkout/checkout-link'
import type { Cents } from '../money'
import { displayedPromo } from './promo'

/** A gift voucher is for 2 people, 1 night unless chosen otherwise, sold for 1 to 3 nights (§9). */
export const GIFT_SETUP = { adults: 2, defaultNights: 1, minNights: 1, maxNights: 3 } as const

/** The hash keys the set-up owns, in the order it writes them. */
export const GIFT_SETUP_KEYS = ['giftFormat', 'giftNights', 'giftAdult', 'upsell', 'bucket'] as const

/** The rate the availability upsell moves a gift to (Serenity: more dates without a supplement). */
export const AVAILABILITY_UPSELL_BUCKET = 2

/**
 * What the visitor chose: the format, the length of the stay offered and the rate (bucket; the
 * standard rate when absent).
 */
export interface GiftSetup {
  readonly format: GiftFormat
  readonly nights: number
  readonly bucket?: GiftBucket
}

/**
 * Which rates the set-up offers (product-pages §4 "Availability upsell", §5 customer care): the
 * availability upsell (a box held in the hash as upsell=availability, for a 1-night gift), every
 * rate (customer care, the hash's bucket), or the standard one only.
 */
export type GiftRates = 'upsell' | 'all' | 'standard'

/** A voucher's price: its standard rate, and its other rates when known. */
export type VoucherPrice = Pick<GiftPrice, 'nights' | 'sellPrice' | 'refPrice'> & Partial<Pick<GiftPrice, 'sellPrices'>>

/** What a stay offers as a gift: its lengths (with their prices) and the min and max it is sold for. */
export interface GiftOffer {
  readonly minNights: number
  readonly maxNights: number
  readonly giftPrices: readonly VoucherPrice[]
}

/** Whether the availability upsell can be offered for a length: a 1-night gift that has the next rate. */
export function isAvailabilityUpsellOffered(giftPrices: readonly GiftPrice[], nights: number): boolean {
  if (nights !== 1) return false
  const extra = giftPrices.find((p) => p.nights === nights)?.extraUpsellAvailabilityAmount
  return extra !== null && extra !== undefined && extra > 0
}

/**
 * The night counts the selector offers: those within the configured range (1 to 3) and the stay's
 * own minimum and maximum that have a voucher price, shortest first.
 */
export function giftNightsChoices(offer: GiftOffer): number[] {
  const min = Math.max(GIFT_SETUP.minNights, offer.minNights)
  const max = Math.min(GIFT_SETUP.maxNights, offer.maxNights)
  const priced = new Set(offer.giftPrices.map((p) => p.nights))
  const choices: number[] = []
  for (let n = min; n <= max; n++) if (priced.has(n)) choices.push(n)
  return choices
}

/** The length a gift starts with: 1 night when offered, else the shortest offered; null when none is. */
export function defaultGiftNights(choices: readonly number[]): number | null {
  if (choices.includes(GIFT_SETUP.defaultNights)) return GIFT_SETUP.defaultNights
  return choices[0] ?? null
}

/** The set-up a page opens with before it reads its hash: digital, the default length. */
export function defaultGiftSetup(choices: readonly number[]): GiftSetup | null {
  const nights = defaultGiftNights(choices)
  return nights === null ? null : { format: 'digital', nights }
}

/** The shipping cost call: pending, read (cents, 0 = free) or failed. */
export type ShippingState =
  { readonly status: 'pending' } | { readonly status: 'ok'; readonly amount: Cents } | { readonly status: 'failed' }

/**
 * The shipping cost call's answer (GET /gateway/purchase/shipping-cost, ShippingCostResponseSchema)
 * read without a validator: its amount when it is a whole number of cents, else a failure.
 */
export function readShippingCost(body: unknown): ShippingState {
  const amount = typeof body === 'object' && body !== null && 'amount' in body ? body.amount : undefined
  // Not money's isCents: importing it would add it to the file the search page shares with this page.
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount >= 0 ? { status: 'ok', amount } : { status: 'failed' }
}

/** Whether the physical voucher can be chosen: the flag is on and the shipping cost call has not failed. */
export function isPhysicalAvailable(flagOn: boolean, shipping: ShippingState): boolean {
  return flagOn && shipping.status !== 'failed'
}

/**
 * The set-up of a hash ('#giftFormat=…' or 'giftFormat=…'): giftFormat when it names a format that
 * can be chosen, giftNights when offered; anything else falls back to the default. The hash is
 * outside input: garbage is dropped, never thrown.
 */
export function parseGiftSetupHash(
  hash: string,
  options: { readonly choices: readonly number[]; readonly physicalAvailable: boolean; readonly rates?: GiftRates },
): GiftSetup | null {
  const fallback = defaultGiftSetup(options.choices)
  if (fallback === null) return null
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  const rawFormat = params.get('giftFormat')
  const format = (GIFT_FORMATS as readonly (string | null)[]).includes(rawFormat) ? (rawFormat as GiftFormat) : fallback.format
  const rawNights = params.get('giftNights')
  const parsedNights = rawNights !== null && /^\d{1,2}$/.test(rawNights) ? Number(rawNights) : NaN
  const nights = options.choices.includes(parsedNights) ? parsedNights : fallback.nights
  const setup: GiftSetup = { format: format === 'physical' && !options.physicalAvailable ? 'digital' : format, nights }
  const bucket = hashBucket(params, options.rates ?? 'standard', nights)
  return bucket === 1 ? setup : { ...setup, bucket }
}

/** The rate a hash asks for, among those offered (the standard one otherwise). */
function hashBucket(params: URLSearchParams, rates: GiftRates, nights: number): GiftBucket {
  if (rates === 'all') return GIFT_BUCKETS.find((b) => String(b) === params.get('bucket')) ?? 1
  if (rates === 'upsell' && nights === 1 && params.get('upsell') === 'availability') return AVAILABILITY_UPSELL_BUCKET
  return 1
}

/**
 * The hash with the set-up written in (giftFormat, giftNights, giftAdult=2, and the rate: upsell
 * for the availability upsell, bucket for customer care), its other keys kept.
 */
export function writeGiftSetupHash(hash: string, setup: GiftSetup, rates: GiftRates = 'standard'): string {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  params.set('giftFormat', setup.format)
  params.set('giftNights', String(setup.nights))
  params.set('giftAdult', String(GIFT_SETUP.adults))
  // The rate's key is written only where the set-up offers rates; elsewhere it is left as it was.
  if (rates === 'upsell') params.set('upsell', setup.bucket === AVAILABILITY_UPSELL_BUCKET ? 'availability' : 'none')
  if (rates === 'all') params.set('bucket', String(setup.bucket ?? 1))
  return params.toString()
}

/** The price summary of a set-up: the voucher, its promo, the shipping line and the total. */
export interface GiftPriceSummary {
  readonly nights: number
  readonly sellPrice: Cents
  /** The crossed-out price, or null when there is no promo to show. */
  readonly refPrice: Cents | null
  /** Percentage off shown as '-N%' (0: none). */
  readonly promo: number
  /**
   * The physical voucher's delivery: null for the digital format (or while its cost is unknown),
   * 0 when free, else the amount added.
   */
  readonly shipping: Cents | null
  readonly total: Cents
}

/**
 * The voucher of a length at a rate (the standard one when absent): its sell and reference
 * prices, or undefined when the stay does not sell it so. The stay page, the booking summary and
 * the order's price all read it here.
 */
export function voucherAtRate(
  giftPrices: readonly VoucherPrice[],
  nights: number,
  bucket: GiftBucket = 1,
): { readonly sellPrice: Cents; readonly refPrice: Cents } | undefined {
  const voucher = giftPrices.find((p) => p.nights === nights)
  return bucket === 1 ? voucher : voucher?.sellPrices?.find((p) => p.bucket === bucket)
}

/**
 * The price summary of a set-up, or null when the stay has no voucher for that length (or at that
 * rate).
 */
export function giftPriceSummary(giftPrices: readonly VoucherPrice[], setup: GiftSetup, shipping: ShippingState): GiftPriceSummary | null {
  const price = voucherAtRate(giftPrices, setup.nights, setup.bucket)
  if (!price) return null
  const promo = displayedPromo(price.sellPrice, price.refPrice, 'card')
  const delivery = setup.format === 'physical' && shipping.status === 'ok' ? shipping.amount : null
  return {
    nights: setup.nights,
    sellPrice: price.sellPrice,
    refPrice: promo > 0 ? price.refPrice : null,
    promo,
    shipping: delivery,
    total: price.sellPrice + (delivery ?? 0),
  }
}

/** The gift the Offer button hands to the booking summary. */
export function giftCheckoutRequest(stayId: number, setup: GiftSetup): GiftCheckout {
  const request: GiftCheckout = {
    kind: 'gift',
    id: stayId,
    giftFormat: setup.format,
    giftNights: setup.nights,
    giftAdults: GIFT_SETUP.adults,
  }
  return setup.bucket === 2 || setup.bucket === 3 ? { ...request, bucket: setup.bucket } : request
}
