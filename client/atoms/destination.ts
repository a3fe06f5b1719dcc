import { atom } from 'jotai'
import type { NearbyCity } from '../../shared/api/autocomplete'
import { NEARBY_DEFAULT_DISTANCE } from '../../shared/rules/distance'
import type { RecentSearch } from '../../shared/search/stored-search'

/** Label shown in the destination input: the chosen place, 'Less than 2h…', or '' (anywhere). */
export const destinationLabelAtom = atom<string>('')

/** The last destinations chosen (local storage, read after hydration). */
export const recentSearchesAtom = atom<readonly RecentSearch[]>([])

/** Distance of the 'Travel locally!' search, in km (100, 200 or 300). */
export const nearbyDistanceAtom = atom<number>(NEARBY_DEFAULT_DISTANCE)

/** The visitor's city (GET /api/nearby-city.json): undefined until asked, null when none is known. */
export const visitorCityAtom = atom<NearbyCity | null | undefined>(undefined)
