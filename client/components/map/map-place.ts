import type { HotelSummary } from '../../../shared/api/common'
import { isKnownPosition } from '../../../shared/position'

/** A place shown alone on a map (a hotel): its name and address for the text beside the map, its position for the marker. */
export type MapPlace = { name: string; address: string; latitude: number; longitude: number }

/** Street, postcode and town on one line, leaving out what is empty. */
export function addressLine(address: string, zipCode: string, town: string): string {
  return [address, [zipCode, town].filter((s) => s !== '').join(' ')].filter((s) => s !== '').join(', ')
}

/** A hotel's street, postcode and town on one line. */
export function addressOf({ location }: Pick<HotelSummary, 'location'>): string {
  return addressLine(location.address, location.zipCode, location.label)
}

/** The hotel as a place of the map, or null when its position is unknown (isKnownPosition). */
export function mapPlace(hotel: Pick<HotelSummary, 'label' | 'location'>): MapPlace | null {
  const { latitude, longitude } = hotel.location
  return isKnownPosition(hotel.location) ? { name: hotel.label, address: addressOf(hotel), latitude, longitude } : null
}
