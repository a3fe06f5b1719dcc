import { FACILITY_CATEGORIES, type FacilityCategory, type HotelDetail } from '../../../shared/api/stay-detail'

/**
 * The category of each facility of the catalogue, by its key (facilities.key): the catalogue has no
 * category column, and a facility of a key not listed here is a general one.
 */
const CATEGORY_OF_FACILITY: Readonly<Record<string, FacilityCategory>> = {
  wifi: 'general',
  air_conditioning: 'general',
  reception_24h: 'general',
  non_smoking: 'general',
  pets: 'general',
  pool: 'wellness',
  spa: 'wellness',
  fitness: 'wellness',
  sauna: 'wellness',
  hammam: 'wellness',
  jacuzzi: 'wellness',
  restaurant: 'food',
  bar: 'food',
  room_service: 'food',
  garden: 'leisure',
  terrace: 'leisure',
  tennis: 'leisure',
  beach_access: 'leisure',
  bike_rental: 'leisure',
  kids_club: 'family',
  baby_equipment: 'family',
  parking: 'transport',
  ev_charging: 'transport',
  shuttle: 'transport',
  accessible: 'accessibility',
  elevator: 'accessibility',
}

/** The category a facility key belongs to. */
export function facilityCategory(code: string): FacilityCategory {
  return CATEGORY_OF_FACILITY[code] ?? 'general'
}

/** A hotel's facilities grouped by category (infoGeneral), categories in their order, each facility in the hotel's order. */
export function toInfoGeneral(facilities: HotelDetail['facilities']): HotelDetail['infoGeneral'] {
  return FACILITY_CATEGORIES.map((code) => ({ code, facilities: facilities.filter((f) => facilityCategory(f.code) === code) })).filter(
    (group) => group.facilities.length > 0,
  )
}
