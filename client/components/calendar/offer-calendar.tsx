import { useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import type { CheckinPricesResponse } from '../../../shared/api/availability'
import { HOTEL_STAY_MAX_NIGHTS } from '../../../shared/rules/hotel-stay'
import type { Pax } from '../../../shared/rules/pax'
import type { SiteId } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { AnswerError, isUnfixable, pageFailedAtom } from '../../lib/call-failure'
import { Calendar, type CalendarProps } from './calendar'
import { useMonthlyAvailability, type Availability } from './use-availability'

type Props = Omit<CalendarProps, 'availability' | 'loadedMonths' | 'onMonthsNeeded' | 'loading' | 'possibleNights'> & {
  offerId: number
  pax: Pax
}

async function fetchCheckinPrices(url: string): Promise<CheckinPricesResponse> {
  const response = await fetch(url)
  if (!response.ok) throw new AnswerError(response.status, url)
  return (await response.json()) as CheckinPricesResponse
}

/**
 * Per-day prices of one stay for the party: GET /api/redeem/weekend/{id}/packageCheckinPrices.json,
 * each day's total for the party over its minimum stay. Days it does not list cannot be picked. A
 * failure the visitor cannot fix (no connection, a server failure) opens the page's error modal.
 */
function useOfferAvailability(offerId: number, pax: Pax, locale: SiteId): Availability {
  const setPageFailed = useSetAtom(pageFailedAtom)
  return useMonthlyAvailability(`${offerId}|${pax.adults}|${pax.children}|${pax.babies}|${locale}`, async (first, length) => {
    const query = new URLSearchParams({
      locale,
      month: first.toString(),
      length: String(Math.min(12, length)),
      adult: String(pax.adults),
      child: String(pax.children),
      baby: String(pax.babies),
    })
    const body = await fetchCheckinPrices(`/api/redeem/weekend/${offerId}/packageCheckinPrices.json?${query.toString()}`).catch(
      (error: unknown) => {
        if (isUnfixable(error)) setPageFailed(true)
        throw error
      },
    )
    const days = body.days
      .filter((d) => d.status !== 'notAvailable')
      .map((d) => ({ day: d.day, amount: d.displayTotalPrice, minLos: d.minLos }))
    return { days, requestedMonths: body.requestedMonths, priced: true }
  })
}

/**
 * The night counts possible from a lone check-in (GET /api/weekend/{id}/packageCheckoutNights.json):
 * only those check-outs stay selectable. A failed call clears the range silently (§4, §8).
 */
function usePossibleNights(offerId: number, pax: Pax, locale: SiteId, checkin: string | undefined, onFailed: () => void) {
  const [nights, setNights] = useState<{ checkin: string; nights: readonly number[] } | null>(null)
  useEffect(() => {
    if (!checkin) return
    const controller = new AbortController()
    const query = new URLSearchParams({
      checkin,
      locale,
      adult: String(pax.adults),
      child: String(pax.children),
      baby: String(pax.babies),
      multiOffer: 'true',
      client: 'msite',
      length: String(HOTEL_STAY_MAX_NIGHTS),
    })
    fetch(`/api/weekend/${offerId}/packageCheckoutNights.json?${query.toString()}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`packageCheckoutNights ${response.status}`)
        const list = (await response.json()) as number[]
        setNights({ checkin, nights: list })
      })
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return
        console.warn('checkout nights failed', error)
        onFailed()
      })
    return () => controller.abort()
    // onFailed is the caller's latest; a new one must not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offerId, pax.adults, pax.children, pax.babies, locale, checkin])
  return checkin && nights?.checkin === checkin ? nights.nights : undefined
}

/** The stay page's calendar: the stay's per-day prices for the party, and its possible nights from the check-in. */
export function OfferCalendar({ offerId, pax, ...props }: Props) {
  const { site } = useSite()
  const availability = useOfferAvailability(offerId, pax, site.id)
  const lone = props.value.checkin && !props.value.checkout ? props.value.checkin : undefined
  const onChange = props.onChange
  const possibleNights = usePossibleNights(offerId, pax, site.id, lone, () => onChange({}))
  const nightsProps = possibleNights ? { possibleNights } : {}
  if (availability.failed) return <Calendar {...props} {...nightsProps} />
  return (
    <Calendar
      {...props}
      {...nightsProps}
      availability={availability.days}
      loadedMonths={availability.loadedMonths}
      onMonthsNeeded={availability.loadMonths}
      loading={availability.loading}
    />
  )
}

export default OfferCalendar
