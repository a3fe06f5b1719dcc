// The hotel page's date and traveller selector in the URL hash (product-pages.md §2 "Hotel page"):
// checkin, checkout, nights, a (default 2), c (default 0), b (default 0), and anchor=products to
// scroll to the offers. The hash is outside input: garbage is dropped, never thrown.
import type { Temporal } from 'temporal-polyfill'
import { addDays, diffDays, formatIsoDate, parseIsoDate } from '../dates'
import { DEFAULT_PAX, isInRange, normalizePax, PAX_LIMITS, type Pax } from './pax'

/** The longest stay the offers search prices (POST /api/offers.json `nights`). */
export const HOTEL_STAY_MAX_NIGHTS = 30

/** The hash keys the selector owns, in the order it writes them. */
export const HOTEL_STAY_KEYS = ['checkin', 'checkout', 'nights', 'a', 'c', 'b'] as const

/** The anchor value that scrolls the hotel page to its offers on load. */
export const OFFERS_ANCHOR = 'products'

/** What the selector holds: both dates (ISO) or none, and the party. */
export interface HotelStay {
  readonly checkin?: string
  readonly checkout?: string
  readonly pax: Pax
}

/** No dates, two adults. */
export const DEFAULT_HOTEL_STAY: HotelStay = { pax: DEFAULT_PAX }

function paramsOf(hash: string): URLSearchParams {
  return new URLSearchParams(hash.replace(/^#/, ''))
}

/** A counter of the hash: its value when an integer within the selector's limits, else the default. */
function countOf(params: URLSearchParams, key: string, range: { min: number; max: number }, fallback: number): number {
  const raw = params.get(key)
  if (raw === null || !/^\d{1,3}$/.test(raw)) return fallback
  const value = Number(raw)
  return isInRange(value, range) ? value : fallback
}

/**
 * The stay of a hash ('#checkin=…' or 'checkin=…'). The check-out is `checkout` when after the
 * check-in, else the check-in plus `nights`; dates are kept only as a pair of 1 to 30 nights and,
 * given `today`, not before it. Counters outside the traveller limits fall back to their defaults.
 */
export function parseHotelStayHash(hash: string, today?: Temporal.PlainDate): HotelStay {
  const params = paramsOf(hash)
  const pax = normalizePax({
    adults: countOf(params, 'a', PAX_LIMITS.adults, DEFAULT_PAX.adults),
    children: countOf(params, 'c', PAX_LIMITS.children, DEFAULT_PAX.children),
    babies: countOf(params, 'b', PAX_LIMITS.babies, DEFAULT_PAX.babies),
    singleRoom: false,
  })
  const checkin = parseIsoDate(params.get('checkin'))
  if (!checkin || (today && diffDays(today, checkin) < 0)) return { pax }
  const checkout = parseIsoDate(params.get('checkout'))
  const nights = countOf(params, 'nights', { min: 1, max: HOTEL_STAY_MAX_NIGHTS }, 0)
  const end = checkout && diffDays(checkin, checkout) > 0 ? checkout : nights > 0 ? addDays(checkin, nights) : null
  if (!end || diffDays(checkin, end) > HOTEL_STAY_MAX_NIGHTS) return { pax }
  return { checkin: formatIsoDate(checkin), checkout: formatIsoDate(end), pax }
}

/** Nights of a stay with both dates; undefined without. */
export function hotelStayNights(stay: HotelStay): number | undefined {
  const checkin = parseIsoDate(stay.checkin)
  const checkout = parseIsoDate(stay.checkout)
  return checkin && checkout ? diffDays(checkin, checkout) : undefined
}

/**
 * The hash holding the stay, keeping the other keys of `previous` (anchor…): the dates with their
 * nights when both are chosen, and the party always. Without a leading '#'.
 */
export function serializeHotelStayHash(stay: HotelStay, previous = ''): string {
  const params = paramsOf(previous)
  for (const key of HOTEL_STAY_KEYS) params.delete(key)
  const nights = hotelStayNights(stay)
  const own = new URLSearchParams()
  if (stay.checkin && stay.checkout && nights !== undefined) {
    own.set('checkin', stay.checkin)
    own.set('checkout', stay.checkout)
    own.set('nights', String(nights))
  }
  own.set('a', String(stay.pax.adults))
  own.set('c', String(stay.pax.children))
  own.set('b', String(stay.pax.babies))
  const rest = params.toString()
  return rest ? `${own.toString()}&${rest}` : own.toString()
}

/** Whether the hash asks to land on the offers (`anchor=products`, or the bare `#products`). */
export function wantsOffersAnchor(hash: string): boolean {
  const raw = hash.replace(/^#/, '')
  return raw === OFFERS_ANCHOR || paramsOf(raw).get('anchor') === OFFERS_ANCHOR
}
