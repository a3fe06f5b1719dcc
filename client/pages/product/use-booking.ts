import { atom, useAtom, useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { Temporal } from 'temporal-polyfill'
import * as v from 'valibot'
import type { QuoteResponse } from '../../../shared/api/product'
import type { ActivityDay, CancellationChoice } from '../../../shared/checkout/checkout-link'
import {
  cancellationChoices,
  formatActivityDays,
  keptChoice,
  offeredActivityDays,
  parseActivityDays,
  pickActivityDay,
  wantsInsuranceQuote,
} from '../../../shared/rules/booking'
import { HOTEL_STAY_KEYS, hotelStayNights, parseHotelStayHash, serializeHotelStayHash } from '../../../shared/rules/hotel-stay'
import { DEFAULT_PAX, type Pax } from '../../../shared/rules/pax'
import type { StayDates } from '../../../shared/search/search-bar'
import { useSite } from '../../app/site-context'
import { AnswerError, isUnfixable, pageFailedAtom } from '../../lib/call-failure'

/** The party of the stay page's booking panel (the TravellerSelector's atom). */
export const bookingPaxAtom = atom<Pax>(DEFAULT_PAX)

/** The quote of the chosen dates and party: none without dates, loading, answered, or failed (network, HTTP error, malformed). */
export type QuoteState =
  | { readonly kind: 'none' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly quote: QuoteResponse }
  | { readonly kind: 'failed' }

/** The insurance card's price: asked once the quote offers insurance; a failed call shows 'Oops' in the card's place. */
export type InsuranceState =
  | { readonly kind: 'none' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly amount: number }
  | { readonly kind: 'failed' }

/** The hash key of the activity days. */
const ACTIVITY_DATES_KEY = 'activityDates'

/** The hash with the stay's keys; none while nothing is chosen (no dates, two adults, no activity day). */
function stayHash(dates: StayDates, pax: Pax, days: readonly ActivityDay[], previous: string): string {
  const untouched = !dates.checkin && days.length === 0 && pax.adults === DEFAULT_PAX.adults && pax.children === 0 && pax.babies === 0
  if (untouched) {
    const params = new URLSearchParams(previous)
    for (const key of [...HOTEL_STAY_KEYS, ACTIVITY_DATES_KEY]) params.delete(key)
    return params.toString()
  }
  const params = new URLSearchParams(serializeHotelStayHash({ ...dates, pax }, previous))
  params.delete(ACTIVITY_DATES_KEY)
  if (days.length > 0) params.set(ACTIVITY_DATES_KEY, formatActivityDays(days))
  return params.toString().replaceAll('%3A', ':').replaceAll('%2C', ',')
}

async function fetchAnswer(url: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } })
  // A quote that cannot be booked is a 200 with its errors; anything else is a failure.
  if (!response.ok) throw new AnswerError(response.status, url)
  return response.json()
}

/**
 * GET /api/product/{id}/quote read through its schema: the quote, or the call's error (a lost
 * connection, an HTTP error, an answer that is not a quote), which isUnfixable sorts.
 */
export async function fetchQuote(url: string, signal: AbortSignal): Promise<QuoteResponse> {
  // The schemas load with the first quote (dates chosen), not with the page.
  const [answer, { QuoteResponseSchema }] = await Promise.all([fetchAnswer(url, signal), import('../../../shared/api/product')])
  return v.parse(QuoteResponseSchema, answer)
}

const aborted = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/**
 * The stay page's booking (product-pages.md §2 "Booking steps", §4): dates and party in the
 * address's hash (checkin, checkout, nights, a, c, b, activityDates; read on load and on hash
 * changes, written without a history entry), the quote of those dates and party, the activity
 * days, the cancellation card and the insurance's price.
 */
export function useBooking(offerId: number) {
  const { site, today } = useSite()
  const [dates, setDates] = useState<StayDates>({})
  const [pax, setPax] = useAtom(bookingPaxAtom)
  const [days, setDays] = useState<ActivityDay[]>([])
  const [choice, setChoice] = useState<CancellationChoice | undefined>(undefined)
  const [ready, setReady] = useState(false)
  const [quote, setQuote] = useState<QuoteState>({ kind: 'none' })
  const [insurance, setInsurance] = useState<InsuranceState>({ kind: 'none' })
  const setPageFailed = useSetAtom(pageFailedAtom)
  const nights = hotelStayNights({ ...dates, pax })

  useEffect(() => {
    const read = () => {
      const parsed = parseHotelStayHash(window.location.hash, Temporal.PlainDate.from(today))
      setDates(parsed.checkin && parsed.checkout ? { checkin: parsed.checkin, checkout: parsed.checkout } : {})
      setPax(parsed.pax)
      setDays(parseActivityDays(new URLSearchParams(window.location.hash.slice(1)).get(ACTIVITY_DATES_KEY)))
    }
    read()
    setReady(true)
    window.addEventListener('hashchange', read)
    return () => window.removeEventListener('hashchange', read)
  }, [today, setPax])

  useEffect(() => {
    if (!ready) return
    const current = window.location.hash.slice(1)
    const next = stayHash(dates, pax, days, current)
    if (next === current) return
    const hash = next ? `#${next}` : ''
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${hash}`)
  }, [ready, dates, pax, days])

  const checkin = dates.checkin
  useEffect(() => {
    if (!ready || !checkin || nights === undefined) {
      setQuote({ kind: 'none' })
      return
    }
    const controller = new AbortController()
    const query = new URLSearchParams({
      locale: site.id,
      checkin,
      nights: String(nights),
      adult: String(pax.adults),
      child: String(pax.children),
      baby: String(pax.babies),
    })
    setQuote({ kind: 'loading' })
    fetchQuote(`/api/product/${offerId}/quote?${query.toString()}`, controller.signal)
      .then((answer) => setQuote({ kind: 'ready', quote: answer }))
      .catch((error: unknown) => {
        if (aborted(error)) return
        console.warn('quote failed', error)
        setQuote({ kind: 'failed' })
        // No connection, a server failure or a garbled answer: the error modal offers to reload (§4).
        if (isUnfixable(error)) setPageFailed(true)
      })
    return () => controller.abort()
  }, [ready, offerId, site.id, checkin, nights, pax.adults, pax.children, pax.babies, setPageFailed])

  const answered = quote.kind === 'ready' ? quote.quote : null
  const wantsInsurance = answered !== null && answered.bookable && wantsInsuranceQuote(answered)
  const orderAmount = answered?.amountToPay ?? 0
  useEffect(() => {
    if (!wantsInsurance) {
      setInsurance({ kind: 'none' })
      return
    }
    const controller = new AbortController()
    const query = new URLSearchParams({ cancellationType: 'INSURANCE', orderAmount: String(orderAmount), locale: site.id })
    setInsurance({ kind: 'loading' })
    fetchAnswer(`/gateway/purchase/insurance/quote?${query.toString()}`, controller.signal)
      .then(async (body) => {
        const { InsuranceQuoteResponseSchema } = await import('../../../shared/api/purchase')
        const answer = v.parse(InsuranceQuoteResponseSchema, body)
        setInsurance(answer.hasInsurance ? { kind: 'ready', amount: answer.sellPrice } : { kind: 'none' })
      })
      .catch((error: unknown) => {
        if (aborted(error)) return
        console.warn('insurance quote failed', error)
        setInsurance({ kind: 'failed' })
      })
    return () => controller.abort()
  }, [wantsInsurance, orderAmount, site.id])

  const offeredActivities = answered?.bookable ? answered.activityDates : []
  const choices = answered?.bookable ? cancellationChoices(answered.cancellationPolicy, insurance.kind === 'ready') : []
  // A card the new quote no longer offers (the insurance gone) resets the choice.
  const chosen = keptChoice(choice, choices)

  return {
    ready,
    dates,
    setDates,
    pax,
    nights,
    hasDates: Boolean(dates.checkin && dates.checkout),
    quote,
    insurance,
    offeredActivities,
    days: answered ? offeredActivityDays(days, offeredActivities) : days,
    pickDay: (activityId: number, date: string) => setDays((current) => pickActivityDay(current, activityId, date)),
    choices,
    choice: chosen,
    setChoice,
  }
}
