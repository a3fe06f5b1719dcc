// Edits the search bar's fields make to the criteria: the travellers read back, a destination chosen.
import { normalizePax, type Pax } from '../rules/pax'
import type { PlaceKey, SearchCriteria } from './criteria'
import { clearLocation, LOCATION_KEYS } from './criteria-edits'

/** The party described by the criteria (single room forced on with children or babies). */
export function paxOf(criteria: SearchCriteria): Pax {
  return normalizePax({ adults: criteria.a, children: criteria.c, babies: criteria.b, singleRoom: criteria.s === true })
}

/** A chosen destination: every other location filter cleared, then the place set. */
export function withPlace(criteria: SearchCriteria, key: PlaceKey, id: string): SearchCriteria {
  return { ...clearLocation(criteria), [key]: id }
}

/**
 * The location filters of `source` put back on `criteria` (the destination input left by the
 * keyboard without a choice gets back what its focus cleared); the other criteria stay.
 */
export function withLocationOf(criteria: SearchCriteria, source: SearchCriteria): SearchCriteria {
  const out: SearchCriteria = { ...clearLocation(criteria) }
  for (const key of LOCATION_KEYS) if (source[key] !== undefined) Object.assign(out, { [key]: source[key] })
  return out
}
