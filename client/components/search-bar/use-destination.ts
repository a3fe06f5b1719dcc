import { useLingui } from '@lingui/react'
import { useAtom } from 'jotai'
import { useLayoutEffect, useRef, useState } from 'react'
import type { NearbyCityResponse, Suggestion } from '../../../shared/api/autocomplete'
import { DISTANCE_LIMITS, NEARBY_DEFAULT_DISTANCE, NEARBY_DISTANCES } from '../../../shared/rules/distance'
import { nearbyLabel, withNearbySearch } from '../../../shared/rules/distance-edits'
import type { SearchCriteria } from '../../../shared/search/criteria'
import { clearLocation, hasLatLng } from '../../../shared/search/criteria-edits'
import { withLocationOf, withPlace } from '../../../shared/search/field-edits'
import { addRecentSearch, RECENT_SEARCHES_KEY, type RecentSearch } from '../../../shared/search/stored-search'
import { NEARBY_CITY_KEY, nearbyCityEntry, nearbySearchPosition, storedNearbyCity } from '../../../shared/search/search-bar'
import { placeKeyOf } from '../../../shared/search/suggestions'
import { useSite } from '../../app/site-context'
import { destinationLabelAtom, nearbyDistanceAtom, recentSearchesAtom, visitorCityAtom } from '../../atoms/destination'
import { searchDraftAtom } from '../../atoms/search-bar'
import { readStorage, writeStorage } from './browser-storage'

/** A city known for the visitor: it names 'Travel locally!' and is searched around when the browser gives no position. */
export type NearbyCity = { readonly label: string; readonly latitude: number; readonly longitude: number }

type Position = { readonly lat: number; readonly lng: number }

/** Query of GET /api/nearby-city.json: the locale names the city; without a position the edge's is used. */
function nearbyCityQuery(locale: string, position?: Position): string {
  const params = new URLSearchParams({ locale })
  if (position) {
    params.set('lat', position.lat.toFixed(4))
    params.set('lng', position.lng.toFixed(4))
  }
  return params.toString()
}

// Browser only (effects and handlers ask): one request per query for the page, however many inputs ask,
// and the answers at hand so a label is named before it is painted.
const citiesAsked = new Map<string, Promise<NearbyCityResponse['city']>>()
const citiesKnown = new Map<string, NearbyCityResponse['city']>()

/** The visitor's city near a position, or near the one the edge derives from the visitor's address; null when unknown. */
function fetchNearbyCity(locale: string, position?: Position): Promise<NearbyCityResponse['city']> {
  const query = nearbyCityQuery(locale, position)
  const asked = citiesAsked.get(query)
  if (asked) return asked
  const answer = fetch(`/api/nearby-city.json?${query}`, { headers: { accept: 'application/json' } })
    .then((response) =>
      response.ok ? (response.json() as Promise<NearbyCityResponse>) : Promise.reject(new Error(`nearby city ${response.status}`)),
    )
    .then(({ city }) => {
      citiesKnown.set(query, city)
      // The page of this search (the results) names it at once.
      if (position && city) writeStorage(NEARBY_CITY_KEY, nearbyCityEntry(locale, position, city))
      return city
    })
    .catch(() => {
      // A failure is not remembered: the next search around a position asks again.
      citiesAsked.delete(query)
      return null
    })
  citiesAsked.set(query, answer)
  return answer
}

/** Progress of the 'Travel locally!' choice. */
export type NearbyStatus = 'idle' | 'locating' | 'denied'

/** The suggestion as a recent search, or null when its type sets no hash key. */
export function toRecentSearch(suggestion: Suggestion): RecentSearch | null {
  const key = placeKeyOf(suggestion)
  if (!key) return null
  return {
    id: String(suggestion.id),
    label: suggestion.label,
    category: suggestion.category,
    key,
    ...(suggestion.latitude !== null ? { latitude: suggestion.latitude } : {}),
    ...(suggestion.longitude !== null ? { longitude: suggestion.longitude } : {}),
  }
}

/**
 * The destination transitions of search.md §4: focus resets the location
 * filters and the label; a choice sets its category's filter and joins the
 * recent searches; 'Travel locally!' searches around the visitor (or a known
 * city) up to the chosen distance.
 */
export function useDestination(knownCity?: NearbyCity) {
  const { i18n } = useLingui()
  const { site } = useSite()
  const [visitorCity, setVisitorCity] = useAtom(visitorCityAtom)
  const nearbyCity = knownCity ?? visitorCity ?? undefined
  const [draft, setDraft] = useAtom(searchDraftAtom)
  const [label, setLabel] = useAtom(destinationLabelAtom)
  const [recent, setRecent] = useAtom(recentSearchesAtom)
  const [distance, setDistance] = useAtom(nearbyDistanceAtom)
  const [nearbyStatus, setNearbyStatus] = useState<NearbyStatus>('idle')
  const nearby = nearbyLabel(nearbyCity?.label)
  const nearbyText = i18n._(nearby.id, nearby.values)
  const plain = nearbyLabel()
  const plainText = i18n._(plain.id, plain.values)
  const position = nearbySearchPosition(draft)
  const lat = position?.lat
  const lng = position?.lng

  // A search around a position ('Travel locally!' just chosen, or the address of a results page) is named
  // after the catalogue city found there: 'Less than 2h from {city}', and that city becomes the visitor's.
  // Before paint when the city is already known (the hash rewritten by a sort or a page change).
  useLayoutEffect(() => {
    if (knownCity || lat === undefined || lng === undefined) return
    // Only the 'Travel locally!' text is renamed, never a place or what the visitor is typing.
    if (label !== plainText && label !== nearbyText) return
    let live = true
    const name = (city: NearbyCityResponse['city']) => {
      if (!live) return
      if (city) setVisitorCity(city)
      const named = nearbyLabel(city?.label)
      const text = i18n._(named.id, named.values)
      setLabel((current) => (current === label ? text : current))
    }
    const known =
      citiesKnown.get(nearbyCityQuery(site.id, { lat, lng })) ?? storedNearbyCity(readStorage(NEARBY_CITY_KEY), site.id, { lat, lng })
    if (known !== undefined) name(known)
    else void fetchNearbyCity(site.id, { lat, lng }).then(name)
    return () => {
      live = false
    }
  }, [knownCity, lat, lng, label, plainText, nearbyText, site.id, i18n, setLabel, setVisitorCity])

  // What the focus cleared, for restore().
  const cleared = useRef<{ label: string; criteria: SearchCriteria } | null>(null)
  const reset = () => {
    cleared.current = { label, criteria: draft }
    setDraft((draft) => clearLocation(draft))
    setLabel('')
    setNearbyStatus('idle')
    // The first opening asks once for the visitor's city, to name 'Travel locally!'.
    if (!knownCity && visitorCity === undefined) {
      setVisitorCity(null)
      void fetchNearbyCity(site.id).then((city) => city && setVisitorCity(city))
    }
  }

  const choosePlace = (item: RecentSearch) => {
    setDraft((draft) => withPlace(draft, item.key, item.id))
    setLabel(item.label)
    const next = addRecentSearch(recent, item)
    setRecent(next)
    writeStorage(RECENT_SEARCHES_KEY, JSON.stringify(next))
  }

  /**
   * Searches around the browser's position; without one (refused, unavailable) around the visitor's
   * city when known. Resolves true once the search is around a position, false otherwise.
   */
  const chooseNearby = (): Promise<boolean> => {
    const km = (NEARBY_DISTANCES as readonly number[]).includes(distance) ? distance : NEARBY_DEFAULT_DISTANCE
    const apply = (lat: number, lng: number, text: string) => {
      setDraft((draft) => withNearbySearch(draft, lat, lng, km))
      setLabel(text)
      setNearbyStatus('idle')
    }
    const fallBack = (): boolean => {
      if (!nearbyCity) {
        setNearbyStatus('denied')
        return false
      }
      apply(nearbyCity.latitude, nearbyCity.longitude, nearbyText)
      return true
    }
    if (!('geolocation' in navigator)) return Promise.resolve(fallBack())
    setNearbyStatus('locating')
    return new Promise((resolve) => {
      navigator.geolocation.getCurrentPosition(
        (position) => {
          const { latitude, longitude } = position.coords
          // The layout effect above names the search after the city found there.
          apply(latitude, longitude, nearbyText)
          resolve(true)
        },
        () => resolve(fallBack()),
        { timeout: 10_000, maximumAge: 10 * 60_000 },
      )
    })
  }

  /** A new distance applies at once to a search already around a position. */
  const changeDistance = (km: number) => {
    setDistance(km)
    setDraft((draft) => (hasLatLng(draft) ? { ...draft, distanceMin: DISTANCE_LIMITS.min, distanceMax: km } : draft))
  }

  /** The destination the last reset cleared, back (the input left by the keyboard without a choice). */
  const restore = () => {
    const before = cleared.current
    if (!before) return
    setDraft((draft) => withLocationOf(draft, before.criteria))
    setLabel(before.label)
  }

  return { label, recent, distance, nearbyText, nearbyStatus, reset, restore, choosePlace, chooseNearby, changeDistance }
}
