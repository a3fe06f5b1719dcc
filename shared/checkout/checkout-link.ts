// The stay page hands a chosen stay or gift to the booking summary (product-pages.md §2
// "Booking summary page (sum-up)") in the address's hash; the summary reads it back with the same
// rules. The activity-only page hands over its activity the same way (§2 "Activity-only page": hash
// id and a, search customType=OWN_USE), its flow named in the query. The address is outside input:
// parsing never throws and answers null for anything incomplete. A gift box's summary is named by
// its search alone (§2 "Gift box detail page": search flow=box, giftFormat and code), a gift card's
// too (search flow=giftcard, amount in whole euros and giftFormat).
import { isIsoDate } from '../dates'
import { isGiftcardAmount } from '../rules/giftcard'
import type { Site } from '../sites'

/** The three cancellation cards (product-pages.md §2 "Cancellation and insurance choice"). */
export const CANCELLATION_CHOICES = ['FLEXIBLE', 'INSURANCE', 'NON_CANCELLABLE'] as const
export type CancellationChoice = (typeof CANCELLATION_CHOICES)[number]

/** Gift formats: an eVoucher by e-mail (the default) or a physical voucher by post. */
export const GIFT_FORMATS = ['digital', 'physical'] as const
export type GiftFormat = (typeof GIFT_FORMATS)[number]

/** One activity's chosen day. */
export interface ActivityDay {
  readonly activityId: number
  readonly date: string
}

/** A dated stay for the party, its activity days and its cancellation card. */
export interface BookingCheckout {
  readonly kind: 'booking'
  /** The stay (offer) id. */
  readonly id: number
  readonly a: number
  readonly c: number
  readonly b: number
  readonly checkin: string
  readonly nights: number
  readonly activityDates: readonly ActivityDay[]
  readonly cancellation: CancellationChoice
  /** The partner minisite the stay was reached from (site-wide §2), which the order records. */
  readonly minisite?: number
}

/**
 * A gift of the stay for two: its format, nights and rate (bucket 2 or 3; the standard rate when
 * absent); the recipient picks the dates later.
 */
export interface GiftCheckout {
  readonly kind: 'gift'
  readonly id: number
  readonly giftFormat: GiftFormat
  readonly giftNights: number
  readonly giftAdults: number
  readonly bucket?: 2 | 3
}

/** An activity-only product for a number of participants: a gift voucher, or bought for oneself (own use). */
export interface ActivityCheckout {
  readonly kind: 'activity'
  /** The activity-only product id. */
  readonly id: number
  /** Participants. */
  readonly a: number
  readonly ownUse: boolean
}

/** A gift box in a format: an e-voucher by e-mail or posted. */
export interface BoxCheckout {
  readonly kind: 'box'
  /** The box code (standard boxes end with EBOX). */
  readonly code: string
  readonly giftFormat: GiftFormat
}

/** A gift card of an amount in a format: an e-card by e-mail or posted. */
export interface GiftcardCheckout {
  readonly kind: 'giftcard'
  /** Cents: whole euros within the card's limits. */
  readonly amount: number
  readonly giftFormat: GiftFormat
}

export type CheckoutRequest = BookingCheckout | GiftCheckout | ActivityCheckout | BoxCheckout | GiftcardCheckout

/** A box code as the catalogue writes it. */
const BOX_CODE = /^[A-Z0-9_-]{2,40}$/

/** Participants of an activity checkout when its address names none (§4 "Activity offer button"). */
export const DEFAULT_ACTIVITY_PARTICIPANTS = 2

/** The search value of an activity bought for oneself. */
export const OWN_USE = 'OWN_USE'

/** Path of the booking summary, the same words on every site (as the gift card page's, sites.ts giftcardPath). */
export function checkoutPath(site: Pick<Site, 'pathPrefix'>): string {
  return `${site.pathPrefix}/checkout/sum-up`
}

/** Path of an order's confirmation, reached after a successful payment. */
export function confirmationPath(site: Pick<Site, 'pathPrefix'>, orderUUID: string, gaId?: string): string {
  const query = new URLSearchParams({ status: 'success' })
  if (gaId) query.set('gaId', gaId)
  return `${site.pathPrefix}/confirmation/${encodeURIComponent(orderUUID)}?${query.toString()}`
}

/**
 * The summary's hash: id and offerId (the same stay), a, c, b, checkin, night and activityDates
 * (activityId:YYYY-MM-DD, comma separated) and the cancellation card for a booking; id, gift=1,
 * giftFormat, giftNights, giftAdult and its rate's bucket (when not the standard one) for a gift; id and a for an activity; none for a box or a gift card.
 */
export function checkoutHash(request: CheckoutRequest): string {
  if (request.kind === 'box' || request.kind === 'giftcard') return ''
  const params = new URLSearchParams()
  params.set('id', String(request.id))
  if (request.kind === 'activity') {
    params.set('a', String(request.a))
    return params.toString()
  }
  if (request.kind === 'gift') {
    params.set('gift', '1')
    params.set('giftFormat', request.giftFormat)
    params.set('giftNights', String(request.giftNights))
    params.set('giftAdult', String(request.giftAdults))
    if (request.bucket) params.set('bucket', String(request.bucket))
    return params.toString()
  }
  params.set('offerId', String(request.id))
  params.set('a', String(request.a))
  params.set('c', String(request.c))
  params.set('b', String(request.b))
  params.set('checkin', request.checkin)
  params.set('night', String(request.nights))
  if (request.activityDates.length > 0) {
    params.set('activityDates', request.activityDates.map((d) => `${d.activityId}:${d.date}`).join(','))
  }
  params.set('cancellation', request.cancellation)
  if (request.minisite) params.set('minisite', String(request.minisite))
  return params.toString()
}

/**
 * The summary's search: '?flow=activity' for an activity (its hash alone could be a stay's cut
 * short), with customType=OWN_USE when bought for oneself; '?flow=box' with giftFormat and code for
 * a box; '?flow=giftcard' with the amount in euros and giftFormat for a gift card; nothing for a
 * stay or a gift stay.
 */
export function checkoutSearch(request: CheckoutRequest): string {
  if (request.kind === 'box') {
    return `?${new URLSearchParams({ flow: 'box', giftFormat: request.giftFormat, code: request.code }).toString()}`
  }
  if (request.kind === 'giftcard') {
    const amount = String(request.amount / 100)
    return `?${new URLSearchParams({ flow: 'giftcard', amount, giftFormat: request.giftFormat }).toString()}`
  }
  if (request.kind !== 'activity') return ''
  const params = new URLSearchParams({ flow: 'activity' })
  if (request.ownUse) params.set('customType', OWN_USE)
  return `?${params.toString()}`
}

/** The summary's full address for a request. */
export function checkoutHref(site: Pick<Site, 'pathPrefix'>, request: CheckoutRequest): string {
  const hash = checkoutHash(request)
  return `${checkoutPath(site)}${checkoutSearch(request)}${hash ? `#${hash}` : ''}`
}

function whole(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null
  const n = Number(value)
  return n >= min && n <= max ? n : null
}

function activityDays(value: string | null): ActivityDay[] | null {
  if (value === null || value === '') return []
  const days: ActivityDay[] = []
  for (const item of value.split(',')) {
    const match = /^(\d{1,9}):(\d{4}-\d{2}-\d{2})$/.exec(item.trim())
    if (!match || !isIsoDate(match[2]!)) return null
    days.push({ activityId: Number(match[1]), date: match[2]! })
  }
  return days
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return (values as readonly (string | null)[]).includes(value) ? (value as T) : null
}

/** Reads the summary's hash (with or without '#'); null when a field is missing or out of range. */
export function parseCheckoutHash(hash: string): CheckoutRequest | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash)
  const id = whole(params.get('id'), 1, 2_147_483_647)
  if (id === null) return null
  if (params.get('gift') === '1') {
    const giftFormat = oneOf(GIFT_FORMATS, params.get('giftFormat') ?? 'digital')
    const giftNights = whole(params.get('giftNights') ?? '1', 1, 30)
    const giftAdults = whole(params.get('giftAdult') ?? '2', 1, 20)
    const bucket = whole(params.get('bucket') ?? '1', 1, 3)
    if (giftFormat === null || giftNights === null || giftAdults === null || bucket === null) return null
    const gift: GiftCheckout = { kind: 'gift', id, giftFormat, giftNights, giftAdults }
    return bucket === 2 || bucket === 3 ? { ...gift, bucket } : gift
  }
  const offerId = params.get('offerId')
  if (offerId !== null && whole(offerId, 1, 2_147_483_647) !== id) return null
  const a = whole(params.get('a') ?? '2', 1, 20)
  const c = whole(params.get('c') ?? '0', 0, 10)
  const b = whole(params.get('b') ?? '0', 0, 10)
  const checkin = params.get('checkin')
  const nights = whole(params.get('night') ?? params.get('nights'), 1, 30)
  const activityDates = activityDays(params.get('activityDates'))
  const cancellation = oneOf(CANCELLATION_CHOICES, params.get('cancellation'))
  if (a === null || c === null || b === null || nights === null || activityDates === null || cancellation === null) return null
  if (checkin === null || !isIsoDate(checkin)) return null
  const minisite = whole(params.get('minisite') ?? '', 1, 2_147_483_647)
  const booking: BookingCheckout = { kind: 'booking', id, a, c, b, checkin, nights, activityDates, cancellation }
  return minisite === null ? booking : { ...booking, minisite }
}

/** An activity's hash (id, a) under the customType of the search; null when incomplete or out of range. */
function parseActivity(params: URLSearchParams, customType: string | null): ActivityCheckout | null {
  const id = whole(params.get('id'), 1, 2_147_483_647)
  const a = whole(params.get('a') ?? String(DEFAULT_ACTIVITY_PARTICIPANTS), 1, 20)
  if (id === null || a === null) return null
  if (customType !== null && customType !== OWN_USE) return null
  return { kind: 'activity', id, a, ownUse: customType === OWN_USE }
}

/** A box's search (code, giftFormat: digital when absent); null when the code is missing or no box code. */
function parseBox(query: URLSearchParams): BoxCheckout | null {
  const code = query.get('code')
  const giftFormat = oneOf(GIFT_FORMATS, query.get('giftFormat') ?? 'digital')
  if (code === null || !BOX_CODE.test(code) || giftFormat === null) return null
  return { kind: 'box', code, giftFormat }
}

/** A gift card's search (amount in whole euros, giftFormat: digital when absent); null when the amount is missing or out of range. */
function parseGiftcard(query: URLSearchParams): GiftcardCheckout | null {
  const euros = whole(query.get('amount'), 1, 1_000_000)
  const giftFormat = oneOf(GIFT_FORMATS, query.get('giftFormat') ?? 'digital')
  if (euros === null || !isGiftcardAmount(euros) || giftFormat === null) return null
  return { kind: 'giftcard', amount: euros * 100, giftFormat }
}

/**
 * Reads the summary's whole address (search and hash, each with or without its '?' or '#'): an
 * activity when the search says flow=activity, a box when it says flow=box, a gift card when it
 * says flow=giftcard, else a stay or a gift stay by parseCheckoutHash.
 */
export function parseCheckoutAddress(search: string, hash: string): CheckoutRequest | null {
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)
  if (query.get('flow') === 'box') return parseBox(query)
  if (query.get('flow') === 'giftcard') return parseGiftcard(query)
  if (query.get('flow') !== 'activity') return parseCheckoutHash(hash)
  return parseActivity(new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash), query.get('customType'))
}
