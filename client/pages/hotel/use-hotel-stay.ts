import { atom, useAtom, useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { Temporal } from 'temporal-polyfill'
import type { OffersRequest, OffersResponse, StayCard } from '../../../shared/api/search'
import { hotelNearbyRequest, hotelOffersRequest } from '../../../shared/rules/hotel-page'
import { parseHotelStayHash, serializeHotelStayHash, wantsOffersAnchor, type HotelStay } from '../../../shared/rules/hotel-stay'
import { DEFAULT_PAX, type Pax } from '../../../shared/rules/pax'
import type { StayDates } from '../../../shared/search/search-bar'
import { useSite } from '../../app/site-context'

/** The party of the hotel page's selector (the TravellerSelector's atom). */
export const hotelPaxAtom = atom<Pax>(DEFAULT_PAX)

/** The dates of the hotel page's selector: the offers and the hotels around are priced for them. */
const hotelDatesAtom = atom<StayDates>({})

/** The offers shown: the page's own (no stay chosen), or those of the stay, loading, or failed. */
export type HotelOffersState =
  | { readonly kind: 'page' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'stay'; readonly offers: readonly StayCard[] }
  | { readonly kind: 'failed' }

const sameStay = (a: HotelStay, b: HotelStay) => serializeHotelStayHash(a) === serializeHotelStayHash(b)

/** POST /api/offers.json, typed by the shared schema (the worker's tests hold the answer to it). */
async function fetchHotelOffers(body: unknown, signal: AbortSignal): Promise<OffersResponse> {
  const response = await fetch('/api/offers.json', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal,
  })
  if (!response.ok) throw new Error(`/api/offers.json answered ${response.status}`)
  return (await response.json()) as OffersResponse
}

/**
 * Asks for offers priced for a stay and hands over the answer, or reports a failure (logged under
 * `what`); an answer arriving after the returned cancel (the stay changed, the page left) is dropped.
 */
function priceForStay(
  request: OffersRequest,
  what: string,
  onAnswer: (offers: readonly StayCard[]) => void,
  onFailure: () => void,
): () => void {
  const controller = new AbortController()
  fetchHotelOffers(request, controller.signal)
    .then((answer) => onAnswer(answer.results))
    .catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') return
      console.warn(`${what} failed`, error)
      onFailure()
    })
  return () => controller.abort()
}

/** Scrolls the offers section to the top of the window, under the sticky bars (its scroll-margin). */
function scrollToOffers(): void {
  document.getElementById('offers')?.scrollIntoView({ block: 'start' })
}

/**
 * The stay of the hotel page's selector, kept in the address's hash (read on load and when the
 * hash changes, written without a history entry) and the offers it prices: the page's own offers
 * (from-prices for two) until dates are chosen, then the hotel's offers for those dates and party.
 */
export function useHotelStay(hotelId: number) {
  const { site, today } = useSite()
  const [dates, setDates] = useAtom(hotelDatesAtom)
  const [pax, setPax] = useAtom(hotelPaxAtom)
  const [ready, setReady] = useState(false)
  const [offers, setOffers] = useState<HotelOffersState>({ kind: 'page' })
  // The stay as its hash: one string the effects can depend on, and read back from.
  const stayKey = serializeHotelStayHash({ ...dates, pax })

  // Read the hash once hydrated (the server never sees it), and again when it is edited.
  useEffect(() => {
    const read = () => {
      const parsed = parseHotelStayHash(window.location.hash, Temporal.PlainDate.from(today))
      setDates(parsed.checkin && parsed.checkout ? { checkin: parsed.checkin, checkout: parsed.checkout } : {})
      setPax(parsed.pax)
    }
    read()
    setReady(true)
    if (wantsOffersAnchor(window.location.hash)) requestAnimationFrame(scrollToOffers)
    window.addEventListener('hashchange', read)
    return () => window.removeEventListener('hashchange', read)
  }, [today, setPax, setDates])

  // Write the stay into the hash when it differs from what the hash says.
  useEffect(() => {
    if (!ready) return
    const current = window.location.hash
    const stay = parseHotelStayHash(stayKey)
    if (sameStay(parseHotelStayHash(current), stay)) return
    const next = serializeHotelStayHash(stay, current)
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#${next}`)
  }, [ready, stayKey])

  // Price the offers for the chosen dates and party; without dates, the page's own from-prices.
  useEffect(() => {
    if (!ready) return
    const current = parseHotelStayHash(stayKey)
    if (!current.checkin) {
      setOffers({ kind: 'page' })
      return
    }
    setOffers({ kind: 'loading' })
    return priceForStay(
      hotelOffersRequest(site.id, hotelId, current),
      'hotel offers',
      (offers) => setOffers({ kind: 'stay', offers }),
      () => setOffers({ kind: 'failed' }),
    )
  }, [ready, stayKey, site.id, hotelId])

  return { dates, setDates, pax, offers, hasDates: Boolean(dates.checkin && dates.checkout) }
}

/**
 * The 'Hotels around' carousel's offers: the page's own (null) until the selector has both dates,
 * then the nearest hotels on sale for those dates and that party, priced for them, with the hash
 * their links carry. What is shown stays while the next answer loads; a failed call falls back to
 * the page's own. The stay is read from the selector once useHotelStay has read the address's hash.
 */
export function useNearbyHotels(hotel: { id: number; location: { latitude: number; longitude: number } }) {
  const { site } = useSite()
  const dates = useAtomValue(hotelDatesAtom)
  const pax = useAtomValue(hotelPaxAtom)
  const [forStay, setForStay] = useState<{ offers: readonly StayCard[]; stayHash: string } | null>(null)
  const [loading, setLoading] = useState(false)
  const stayKey = dates.checkin && dates.checkout ? serializeHotelStayHash({ ...dates, pax }) : ''
  const { id, location } = hotel
  const { latitude, longitude } = location

  useEffect(() => {
    if (!stayKey) {
      setForStay(null)
      setLoading(false)
      return
    }
    setLoading(true)
    return priceForStay(
      hotelNearbyRequest(site.id, { id, location: { latitude, longitude } }, parseHotelStayHash(stayKey)),
      'hotels around',
      (offers) => {
        setForStay({ offers, stayHash: stayKey })
        setLoading(false)
      },
      () => {
        setForStay(null)
        setLoading(false)
      },
    )
  }, [stayKey, site.id, id, latitude, longitude])

  return { forStay, loading }
}
