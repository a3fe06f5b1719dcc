import type { QuoteResponse } from '../../shared/api/product'
import type { OffersResponse, StayCard } from '../../shared/api/search'
import type { BookingCheckout } from '../../shared/checkout/checkout-link'
import type { SiteId } from '../../shared/sites'
import { BASE } from './browser'

/** The day `days` after an ISO day. */
export const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** The day `days` from today (UTC). */
export const inDays = (days: number) => addDays(new Date().toISOString().slice(0, 10), days)

/** A stay found bookable: its search card, the quote of its night, and its booking (activities on their first day, flexible cancellation). */
export type BookableStay = { offer: StayCard; checkin: string; quote: QuoteResponse; request: BookingCheckout }

/**
 * The stays of the local catalogue bookable one night for two adults `days` days from now, as the
 * site finds them: the search of that night, then each result's quote.
 */
export async function* bookableStays(locale: SiteId, days: number): AsyncGenerator<BookableStay> {
  const checkin = inDays(days)
  const res = await fetch(`${BASE}/api/offers.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ locale, checkin, nights: 1, limit: 20, pax: { adults: 2, children: 0, babies: 0, singleRoom: false } }),
  })
  const { results } = (await res.json()) as OffersResponse
  for (const offer of results) {
    const quote = (await (
      await fetch(`${BASE}/api/product/${offer.id}/quote?locale=${locale}&checkin=${checkin}&nights=1&adult=2`)
    ).json()) as QuoteResponse
    if (!quote.bookable || !quote.priceInfo) continue
    const request: BookingCheckout = {
      kind: 'booking',
      id: offer.id,
      a: 2,
      c: 0,
      b: 0,
      checkin,
      nights: 1,
      activityDates: quote.activityDates.map((a) => ({ activityId: a.activityId, date: a.dates[0] ?? checkin })),
      cancellation: 'FLEXIBLE',
    }
    yield { offer, checkin, quote, request }
  }
}

/** The first of bookableStays that `accept` takes; the test cannot go on without one. */
export async function bookableStay(
  locale: SiteId,
  days: number,
  accept: (stay: BookableStay) => boolean = () => true,
): Promise<BookableStay> {
  for await (const stay of bookableStays(locale, days)) if (accept(stay)) return stay
  throw new Error(`the local catalogue has no such stay bookable for two adults in ${days} days (${locale})`)
}
