import { useCallback, useEffect, useRef, useState } from 'react'
import type { Temporal } from 'temporal-polyfill'
import * as v from 'valibot'
import { AVAILABILITY_MONTHS, CheckoutNightsResponseSchema, HotelAvailabilitiesResponseSchema } from '../../../shared/api/availability'
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

/** Availability of a hotel as the calendar reads it, loaded month by month. */
export type HotelAvailability = {
  readonly days: ReadonlyMap<string, CalendarDay>
  readonly loadedMonths: ReadonlySet<string>
  readonly loading: boolean
  /** Asks for months not loaded yet (pass as the calendar's onMonthsNeeded). */
  readonly loadMonths: (months: Temporal.PlainYearMonth[]) => void
}

type State = { readonly days: ReadonlyMap<string, CalendarDay>; readonly loaded: ReadonlySet<string>; readonly pending: number }

const EMPTY: State = { days: new Map(), loaded: new Set(), pending: 0 }

/**
 * Per-day availability of a hotel for a party (search.md §3 and §7): the
 * months the calendar shows are fetched in one call from the first missing
 * one; a new party starts over. A failed call is logged and its months stay
 * unloaded, so their days stay unselectable.
 */
export function useHotelAvailability(hotelId: number, locale: SiteId, pax: Pax): HotelAvailability {
  const [state, setState] = useState<State>(EMPTY)
  const requested = useRef(new Set<string>())
  const party = `${pax.adults}-${pax.children}-${pax.babies}`
  const loadedFor = useRef(`${hotelId}|${party}`)

  // Another hotel or party: start over. Only on a change, not on mount: the
  // calendar's first request (its effect runs before ours) must survive.
  useEffect(() => {
    if (loadedFor.current === `${hotelId}|${party}`) return
    loadedFor.current = `${hotelId}|${party}`
    requested.current = new Set()
    setState(EMPTY)
  }, [hotelId, party])

  const loadMonths = useCallback(
    (months: Temporal.PlainYearMonth[]) => {
      const missing = months.filter((m) => !requested.current.has(m.toString()))
      const first = missing[0]
      const last = missing.at(-1)
      if (!first || !last) return
      const length = first.until(last, { largestUnit: 'month' }).months + 1
      for (const m of missing) requested.current.add(m.toString())
      const asked = requested.current
      setState((s) => ({ ...s, pending: s.pending + 1 }))
      fetch(availabilitiesUrl(hotelId, locale, first, length, pax))
        .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`availabilities ${response.status}`))))
        .then((body: unknown) => {
          const parsed = v.parse(HotelAvailabilitiesResponseSchema, body)
          if (asked !== requested.current) return // the party changed meanwhile
          setState((s) => {
            const days = new Map(s.days)
            for (const day of parsed.days) days.set(day.day, { price: day.amount, minLos: day.minLos })
            return { days, loaded: new Set([...s.loaded, ...parsed.requestedMonths]), pending: s.pending - 1 }
          })
        })
        .catch((error: unknown) => {
          console.warn('availabilities failed', error)
          for (const m of missing) asked.delete(m.toString())
          setState((s) => ({ ...s, pending: s.pending - 1 }))
        })
    },
    // pax is read through `party`, its identity changes every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [hotelId, locale, party],
  )

  return { days: state.days, loadedMonths: state.loaded, loading: state.pending > 0, loadMonths }
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
