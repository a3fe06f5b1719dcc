import { useCallback, useEffect, useRef, useState } from 'react'
import type { Temporal } from 'temporal-polyfill'
import { AVAILABILITY_MONTHS, type SearchAvailabilitiesResponse } from '../../../shared/api/availability'
import type { SiteId } from '../../../shared/sites'
import type { CalendarDay } from './calendar'

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

/** One answer of an availability call: its days, the months they cover, and whether it prices days at all. */
export type MonthsAnswer = {
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
export function useMonthlyAvailability(
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

/** An answer of our own API, typed by its shared schema (the worker's tests hold it to that schema). */
export async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`availabilities ${response.status}`)
  return (await response.json()) as T
}

/**
 * Per-day availability of a search (its query from calendarSource): GET
 * /api/search/availabilities.json, the lowest price per person per night.
 */
export function useSearchAvailability(query: string, locale: SiteId): Availability {
  return useMonthlyAvailability(`${query}|${locale}`, async (first, length) => {
    const body = await fetchJson<SearchAvailabilitiesResponse>(searchAvailabilitiesUrl(query, locale, first, length))
    return { days: body.days, requestedMonths: body.requestedMonths, priced: body.pricedByDay }
  })
}
