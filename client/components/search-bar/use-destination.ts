import { useLingui } from '@lingui/react'
import { useAtom, useSetAtom } from 'jotai'
import { useState } from 'react'
import type { NearbyCityResponse, Suggestion } from '../../../shared/api/autocomplete'
import { DISTANCE_LIMITS, nearbyLabel, NEARBY_DEFAULT_DISTANCE, NEARBY_DISTANCES, withNearbySearch } from '../../../shared/rules/distance'
import { clearLocation, hasLatLng, withPlace } from '../../../shared/search/criteria-edits'
import { addRecentSearch, RECENT_SEARCHES_KEY, type RecentSearch } from '../../../shared/search/stored-search'
import { placeKeyOf } from '../../../shared/search/suggestions'
import { useSite } from '../../app/site-context'
import { destinationLabelAtom, nearbyDistanceAtom, recentSearchesAtom, visitorCityAtom } from '../../atoms/destination'
import { searchDraftAtom } from '../../atoms/search-bar'
import { writeStorage } from './browser-storage'

/** A city known for the visitor: it names 'Travel locally!' and is searched around when the browser gives no position. */
export type NearbyCity = { readonly label: string; readonly latitude: number; readonly longitude: number }

/** The visitor's city near a position, or near the one the edge derives from the visitor's address; null when unknown. */
function fetchNearbyCity(locale: string, position?: { lat: number; lng: number }): Promise<NearbyCityResponse['city']> {
  const params = new URLSearchParams({ locale })
  if (position) {
    params.set('lat', position.lat.toFixed(4))
    params.set('lng', position.lng.toFixed(4))
  }
  return fetch(`/api/nearby-city.json?${params.toString()}`, { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<NearbyCityResponse>) : { city: null }))
    .then((body) => body.city)
    .catch(() => null)
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
  const setDraft = useSetAtom(searchDraftAtom)
  const [label, setLabel] = useAtom(destinationLabelAtom)
  const [recent, setRecent] = useAtom(recentSearchesAtom)
  const [distance, setDistance] = useAtom(nearbyDistanceAtom)
  const [nearbyStatus, setNearbyStatus] = useState<NearbyStatus>('idle')
  const nearby = nearbyLabel(nearbyCity?.label)
  const nearbyText = i18n._(nearby.id, nearby.values)

  const reset = () => {
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
          apply(latitude, longitude, nearbyText)
          resolve(true)
          // Name the search after the city found there ('Less than 2h from {city}').
          if (!knownCity) {
            void fetchNearbyCity(site.id, { lat: latitude, lng: longitude }).then((city) => {
              if (!city) return
              setVisitorCity(city)
              const named = nearbyLabel(city.label)
              setLabel((current) => (current === nearbyText ? i18n._(named.id, named.values) : current))
            })
          }
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

  return { label, recent, distance, nearbyText, nearbyStatus, reset, choosePlace, chooseNearby, changeDistance }
}
