import * as v from 'valibot'
import { LocaleSchema } from './common'
import { RoomSchema } from './stay-detail'

/** GET /api/hotels/:hotelId/rooms.json query. */
export const HotelRoomsQuerySchema = v.object({ locale: LocaleSchema })
export type HotelRoomsQuery = v.InferOutput<typeof HotelRoomsQuerySchema>

/**
 * An offer sold in a room, as the room knows it: its id (the search prices it) and what it includes
 * besides the room ("Dinner + spa access"; empty for a room-only stay).
 */
export const HotelRoomOfferSchema = v.object({
  id: v.number(),
  shortProgramIntroWithoutRoom: v.string(),
})
export type HotelRoomOffer = v.InferOutput<typeof HotelRoomOfferSchema>

/**
 * A room of the hotel (product-pages.md §3 Room) with its main photo (640x360) and the published
 * offers sold in it, in the hotel's order.
 */
export const HotelRoomSchema = v.object({
  ...RoomSchema.entries,
  imageUrl: v.nullable(v.string()),
  offers: v.array(HotelRoomOfferSchema),
})
export type HotelRoom = v.InferOutput<typeof HotelRoomSchema>

/** GET /api/hotels/:hotelId/rooms.json: the hotel's rooms that have an offer on sale, in the hotel's order. */
export const HotelRoomsResponseSchema = v.object({ rooms: v.array(HotelRoomSchema) })
export type HotelRoomsResponse = v.InferOutput<typeof HotelRoomsResponseSchema>
