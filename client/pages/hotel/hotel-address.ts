import type { HotelDetail } from '../../../shared/api/stay-detail'

/** Street, postcode and town on one line. */
export const addressOf = (hotel: HotelDetail) =>
  [hotel.location.address, [hotel.location.zipCode, hotel.location.label].filter((s) => s !== '').join(' ')]
    .filter((s) => s !== '')
    .join(', ')
