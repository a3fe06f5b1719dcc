import type { HotelRoom, HotelRoomsResponse } from '../../../shared/api/hotel-rooms'
import type { SiteId } from '../../../shared/sites'
import type { MapOptions } from './mappers'
import { type RoomColumns, toRoom } from './room'
import { parseJsonColumn } from './sql'

// One statement for the whole list: the hotel (so an unknown hotel reads as no row at all), each
// of its rooms that has a published offer, and per room its offers' ids and programme summaries.
const ROOMS_OF_HOTEL = `
SELECT h.id AS hotel_id, r.id AS room_id, r.uuid AS room_uuid, r.size_m2, r.capacity AS room_capacity,
  r.image_template AS room_image_template, r.image_count AS room_image_count,
  rt.label AS room_label, rt.description AS room_description, rt.bedding, rt.highlights AS room_highlights,
  rt.important_infos AS room_infos, bt.key AS bed_key, COALESCE(bl.label, bt.key) AS bed_label,
  (SELECT json_group_array(json_array(s.id, COALESCE(st.short_program_intro, ''))) FROM (
     SELECT o.id FROM stays o WHERE o.hotel_id = h.id AND o.room_id = r.id AND o.published = 1 ORDER BY o.position_in_hotel) s
   LEFT JOIN stay_texts st ON st.stay_id = s.id AND st.locale = ?2) AS offers
FROM hotels h
LEFT JOIN rooms r ON r.hotel_id = h.id
  AND EXISTS (SELECT 1 FROM stays o WHERE o.hotel_id = h.id AND o.room_id = r.id AND o.published = 1)
LEFT JOIN bed_types bt ON bt.id = r.bed_type_id
LEFT JOIN labels bl ON bl.kind = 'bed_type' AND bl.id = bt.id AND bl.locale = ?2
LEFT JOIN room_texts rt ON rt.room_id = r.id AND rt.locale = ?2
WHERE h.id = ?1
ORDER BY r.position, r.id`

type RoomRow = { hotel_id: number; room_id: number | null; offers: string | null } & RoomColumns

/** A room row (with a room) → the room with its photo and offers. */
function toHotelRoom(row: RoomRow, locale: SiteId, opts: MapOptions): HotelRoom {
  const room = toRoom(row, locale, opts)
  return {
    ...room,
    imageUrl: room.images[0]?.template.replace('{size}', '640_360') ?? null,
    offers: parseJsonColumn<[number, string][]>(row.offers, []).map(([id, intro]) => ({ id, shortProgramIntroWithoutRoom: intro })),
  }
}

/** The hotel's rooms that have a published offer, with those offers (null for an unknown hotel). */
export async function getHotelRooms(db: D1Database, hotelId: number, locale: SiteId, opts: MapOptions): Promise<HotelRoomsResponse | null> {
  const { results } = await db.prepare(ROOMS_OF_HOTEL).bind(hotelId, locale).all<RoomRow>()
  if (results.length === 0) return null
  return { rooms: results.filter((row) => row.room_id !== null).map((row) => toHotelRoom(row, locale, opts)) }
}
