import { useCallback, useEffect, useRef, useState } from 'react'
import type { Temporal } from 'temporal-polyfill'
import * as v from 'valibot'
import {
  AVAILABILITY_MONTHS,
  CheckoutNightsResponseSchema,
  HotelAvailabilitiesResponseSchema,
  SearchAvailabilitiesResponseSchema,
} from '../../../shared/api/availability'
import type { Pax } from '../../../shared/rules/pax'
import type { SiteId } from '../../../shared/sites'
import type { CalendarDay } from './calendar'

const paxQuery = (pax: Pax) => ({ adult: String(pax.adults), child: String(pax.children), baby: String(pax.babies) })

/** Query of GET /api/hotels/:hotelId/availabilities.json: locale, first month, months (at most 12), party. */
export function availabilitiesUrl(hotelId: number, locale: SiteId, month: Temporal.PlainYearMonth, length: number, pax: Pax): string {
  const params = new URLSearchParams({
    locale,
    month: month.toString(),
    length: String(Math.min(AVAILABILITY_MONTHS, length)),
    ...paxQuery(pax),
  })
  return `/api/hotels/${hotelId}/availabilities.json?${params.toString()}`
}

/** Query of GET /api/weekend/:id/packageCheckoutNights.json as the product calendar sends it. */
export function checkoutNightsUrl(stayId: number, locale: SiteId, checkin: string, pax: Pax): string {
  const params = new URLSearchParams({ checkin, locale, ...paxQuery(pax), multiOffer: 'true', client: 'msite' })
  return `/api/weekend/${stayId}/packageCheckoutNights.json?${params.toString()}`
}

/** Query of GET /api/search/availabilities.json: the search's query (calendarSource), locale, first month, months. */
export function searchAvailabilitiesUrl(query: string, locale: SiteId, month: Temporal.PlainYearMonth, length: number): string {
  const params = new URLSearchParams(query)
  params.set('locale', locale)
  params.set('month', month.toString())
  params.set('length', String(Math.min(AVAILABILITY_MONTHS, length)))
  return `/api/search/availabilities.json?${params.toString()}`
}

/** Availability as the calendar reads it, loaded month by month. */
export type Availability = {
  readonly days: ReadonlyMap<string, CalendarDay>
  readonly loadedMonths: ReadonlySet<string>
  readonly loading: boolean
  /** Asks for months not loaded yet (pass as the calendar's onMonthsNeeded). */
  readonly loadMonths: (months: Temporal.PlainYearMonth[]) => void
  /** False when the source cannot price days one by one (a search too broad, or matching no stay): no availability to show. */
  readonly priced: boolean
  /** A call failed (logged); its months stay unloaded. */
  readonly failed: boolean
}

/** Availability of a hotel (the same for a search). */
export type HotelAvailability = Availability

/** One answer of an availability call: its days, the months they cover, and whether it prices days at all. */
type MonthsAnswer = {
  readonly days: readonly { readonly day: string; readonly amount: number; readonly minLos: number }[]
  readonly requestedMonths: readonly string[]
  readonly priced: boolean
}

type State = {
  readonly days: ReadonlyMap<string, CalendarDay>
  readonly loaded: ReadonlySet<string>
  readonly pending: number
  readonly priced: boolean
  readonly failed: boolean
}

const EMPTY: State = { days: new Map(), loaded: new Set(), pending: 0, priced: true, failed: false }

/**
 * Per-day availability loaded month by month (search.md §3 and §7): the
 * months the calendar shows are fetched in one call from the first missing
 * one; months the answer leaves out (a call reads a bounded number of rows)
 * are asked for again; a new `key` (another source or party) starts over.
 * A failed call is logged and its months stay unloaded, so their days stay
 * unselectable.
 */
function useMonthlyAvailability(
  key: string,
  fetchMonths: (first: Temporal.PlainYearMonth, length: number) => Promise<MonthsAnswer>,
): Availability {
  const [state, setState] = useState<State>(EMPTY)
  const requested = useRef(new Set<string>())
  const loadedFor = useRef(key)
  const fetcher = useRef(fetchMonths)
  useEffect(() => {
    fetcher.current = fetchMonths
  })

  // Another source or party: start over. Only on a change, not on mount: the
  // calendar's first request (its effect runs before ours) must survive.
  useEffect(() => {
    if (loadedFor.current === key) return
    loadedFor.current = key
    requested.current = new Set()
    setState(EMPTY)
  }, [key])

  const loadMonths = useCallback((months: Temporal.PlainYearMonth[]) => {
    const missing = months.filter((m) => !requested.current.has(m.toString()))
    const first = missing[0]
    const last = missing.at(-1)
    if (!first || !last) return
    const length = first.until(last, { largestUnit: 'month' }).months + 1
    for (const m of missing) requested.current.add(m.toString())
    const asked = requested.current
    setState((s) => ({ ...s, pending: s.pending + 1 }))
    fetcher
      .current(first, length)
      .then((answer) => {
        if (asked !== requested.current) return // the source or party changed meanwhile
        // Months left out are asked for again when still shown (only if the answer moved on, so it cannot loop).
        if (answer.requestedMonths.length > 0)
          for (const m of missing) if (!answer.requestedMonths.includes(m.toString())) asked.delete(m.toString())
        setState((s) => {
          const days = new Map(s.days)
          for (const day of answer.days) days.set(day.day, { price: day.amount, minLos: day.minLos })
          return {
            ...s,
            days,
            loaded: new Set([...s.loaded, ...answer.requestedMonths]),
            pending: s.pending - 1,
            priced: s.priced && answer.priced,
          }
        })
      })
      .catch((error: unknown) => {
        console.warn('availabilities failed', error)
        if (asked !== requested.current) return
        for (const m of missing) asked.delete(m.toString())
        setState((s) => ({ ...s, pending: s.pending - 1, failed: true }))
      })
  }, [])

  return {
    days: state.days,
    loadedMonths: state.loaded,
    loading: state.pending > 0,
    loadMonths,
    priced: state.priced,
    failed: state.failed,
  }
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`availabilities ${response.status}`)
  return response.json()
}

/** Per-day availability of a hotel for a party: GET /api/hotels/:hotelId/availabilities.json. */
export function useHotelAvailability(hotelId: number, locale: SiteId, pax: Pax): HotelAvailability {
  return useMonthlyAvailability(`${hotelId}|${locale}|${pax.adults}-${pax.children}-${pax.babies}`, async (first, length) => {
    const body = v.parse(HotelAvailabilitiesResponseSchema, await fetchJson(availabilitiesUrl(hotelId, locale, first, length, pax)))
    return { days: body.days, requestedMonths: body.requestedMonths, priced: true }
  })
}

/**
 * Per-day availability of a search (its query from calendarSource): GET
 * /api/search/availabilities.json, the lowest price per person per night.
 */
export function useSearchAvailability(query: string, locale: SiteId): Availability {
  return useMonthlyAvailability(`${query}|${locale}`, async (first, length) => {
    const body = v.parse(SearchAvailabilitiesResponseSchema, await fetchJson(searchAvailabilitiesUrl(query, locale, first, length)))
    return { days: body.days, requestedMonths: body.requestedMonths, priced: body.pricedByDay }
  })
}

/**
 * Night counts bookable from the chosen check-in (product pages): fetched
 * once a check-in is set; on failure `onFailure` runs (the caller clears the
 * range, silently, as search.md §8 asks) and no list is returned.
 */
export function useCheckoutNights(
  stayId: number,
  locale: SiteId,
  checkin: string | undefined,
  pax: Pax,
  onFailure: () => void,
): readonly number[] | undefined {
  const [answer, setAnswer] = useState<{ key: string; nights: readonly number[] } | null>(null)
  const failure = useRef(onFailure)
  useEffect(() => {
    failure.current = onFailure
  })
  const key = checkin ? `${stayId}|${checkin}|${pax.adults}-${pax.children}-${pax.babies}` : ''

  useEffect(() => {
    if (!key || !checkin) return
    const controller = new AbortController()
    fetch(checkoutNightsUrl(stayId, locale, checkin, pax), { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`checkout nights ${response.status}`))))
      .then((body: unknown) => setAnswer({ key, nights: v.parse(CheckoutNightsResponseSchema, body) }))
      .catch(() => {
        if (!controller.signal.aborted) failure.current()
      })
    return () => controller.abort()
    // pax is part of `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, locale])

  return answer && answer.key === key ? answer.nights : undefined
}
