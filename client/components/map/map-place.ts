import type { HotelSummary } from '../../../shared/api/common'

/** A place shown alone on a map (a hotel): its name and address for the text beside the map, its position for the marker. */
export type MapPlace = { name: string; address: string; latitude: number; longitude: number }

/** Street, postcode and town on one line. */
export function addressOf({ location }: Pick<HotelSummary, 'location'>): string {
  return [location.address, [location.zipCode, location.label].filter((s) => s !== '').join(' ')].filter((s) => s !== '').join(', ')
}

/**
 * The hotel as a place of the map, or null when its position is unknown: coordinates out of range,
 * not numbers, or 0, 0 (what a catalogue without the position answers, in the sea off Africa).
 */
export function mapPlace(hotel: Pick<HotelSummary, 'label' | 'location'>): MapPlace | null {
  const { latitude, longitude } = hotel.location
  const known =
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    !(latitude === 0 && longitude === 0)
  return known ? { name: hotel.label, address: addressOf(hotel), latitude, longitude } : null
}
