import { useLingui } from '@lingui/react'
import { useAtom, useSetAtom } from 'jotai'
import { useState } from 'react'
import type { Suggestion } from '../../../shared/api/autocomplete'
import { DISTANCE_LIMITS, nearbyLabel, NEARBY_DEFAULT_DISTANCE, NEARBY_DISTANCES, withNearbySearch } from '../../../shared/rules/distance'
import { clearLocation, hasLatLng, withPlace } from '../../../shared/search/criteria-edits'
import { addRecentSearch, RECENT_SEARCHES_KEY, type RecentSearch } from '../../../shared/search/stored-search'
import { placeKeyOf } from '../../../shared/search/suggestions'
import { destinationLabelAtom, nearbyDistanceAtom, recentSearchesAtom } from '../../atoms/destination'
import { searchDraftAtom } from '../../atoms/search-bar'
import { writeStorage } from './browser-storage'

/** A known city 'Travel locally!' searches around, instead of asking the browser for the position. */
export type NearbyCity = { readonly label: string; readonly latitude: number; readonly longitude: number }

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
export function useDestination(nearbyCity?: NearbyCity) {
  const { i18n } = useLingui()
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
  }

  const choosePlace = (item: RecentSearch) => {
    setDraft((draft) => withPlace(draft, item.key, item.id))
    setLabel(item.label)
    const next = addRecentSearch(recent, item)
    setRecent(next)
    writeStorage(RECENT_SEARCHES_KEY, JSON.stringify(next))
  }

  /** Resolves true once the search is around a position, false when the position is refused or unknown. */
  const chooseNearby = (): Promise<boolean> => {
    const km = (NEARBY_DISTANCES as readonly number[]).includes(distance) ? distance : NEARBY_DEFAULT_DISTANCE
    const apply = (lat: number, lng: number) => {
      setDraft((draft) => withNearbySearch(draft, lat, lng, km))
      setLabel(nearbyText)
      setNearbyStatus('idle')
    }
    if (nearbyCity) {
      apply(nearbyCity.latitude, nearbyCity.longitude)
      return Promise.resolve(true)
    }
    if (!('geolocation' in navigator)) {
      setNearbyStatus('denied')
      return Promise.resolve(false)
    }
    setNearbyStatus('locating')
    return new Promise((resolve) => {
      navigator.geolocation.getCurrentPosition(
        (position) => {
          apply(position.coords.latitude, position.coords.longitude)
          resolve(true)
        },
        () => {
          setNearbyStatus('denied')
          resolve(false)
        },
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
