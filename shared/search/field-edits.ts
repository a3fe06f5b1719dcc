// Edits the search bar's fields make to the criteria: the travellers read back, a destination chosen.
import { normalizePax, type Pax } from '../rules/pax'
import type { PlaceKey, SearchCriteria } from './criteria'
import { clearLocation } from './criteria-edits'

/** The party described by the criteria (single room forced on with children or babies). */
export function paxOf(criteria: SearchCriteria): Pax {
  return normalizePax({ adults: criteria.a, children: criteria.c, babies: criteria.b, singleRoom: criteria.s === true })
}

/** A chosen destination: every other location filter cleared, then the place set. */
export function withPlace(criteria: SearchCriteria, key: PlaceKey, id: string): SearchCriteria {
  return { ...clearLocation(criteria), [key]: id }
}
