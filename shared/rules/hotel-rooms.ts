// The hotel page's room list (product-pages.md §2 "room list with offers", §3 Room and room offer).
import type { CancellationPolicy } from '../api/common'
import type { HotelRoom } from '../api/hotel-rooms'
import type { Price, StayCard } from '../api/search'

/** An offer of a room as the list shows it: the search's card for the chosen stay, with what the room adds to it. */
export interface RoomOffer {
  readonly id: number
  readonly nights: number
  /** True once the visitor chose dates: the price is then the final one. */
  readonly hasSelectedDates: boolean
  readonly checkin: string | null
  readonly paxCount: number
  readonly price: Price
  /** What the offer includes besides the room ('' for the room alone); null when its room is not known. */
  readonly shortProgramIntroWithoutRoom: string | null
  readonly cancellationPolicy: CancellationPolicy
  /** The card the search answered (label, link, promo, per-night price). */
  readonly card: StayCard
}

/** A room and the offers sold in it for the chosen stay, cheapest first; `room` is null for offers no known room holds. */
export interface RoomWithOffers {
  readonly room: HotelRoom | null
  readonly offers: readonly RoomOffer[]
}

/** Highlights a room shows in the list (all of them in its 'Room details' dialog). */
export const ROOM_HIGHLIGHTS_SHOWN = 3

const toRoomOffer = (card: StayCard, intro: string | null, hasSelectedDates: boolean): RoomOffer => ({
  id: card.id,
  nights: card.nights,
  hasSelectedDates,
  checkin: card.checkin,
  paxCount: card.paxCount,
  price: card.price,
  shortProgramIntroWithoutRoom: intro,
  cancellationPolicy: card.cancellationPolicy,
  card,
})

const byPrice = (a: RoomOffer, b: RoomOffer) => a.card.sellPrice - b.card.sellPrice
const cheapest = (room: RoomWithOffers) => room.offers[0]?.card.sellPrice ?? Number.POSITIVE_INFINITY

/**
 * The rooms with the offers the search priced for the chosen stay: each offer under the room it is
 * sold in, cheapest first; rooms ordered by their cheapest offer (ties keep the hotel's order); a
 * room with no offer for the stay is left out (nothing in it can be booked). Offers of no known
 * room (the rooms could not be read) come last, in a group of their own.
 */
export function roomsWithOffers(rooms: readonly HotelRoom[], cards: readonly StayCard[], hasSelectedDates: boolean): RoomWithOffers[] {
  const cardById = new Map(cards.map((card) => [card.id, card]))
  const placed = new Set<number>()
  const listed: RoomWithOffers[] = []
  for (const room of rooms) {
    const offers: RoomOffer[] = []
    for (const offer of room.offers) {
      const card = cardById.get(offer.id)
      if (!card || placed.has(card.id)) continue
      placed.add(card.id)
      offers.push(toRoomOffer(card, offer.shortProgramIntroWithoutRoom, hasSelectedDates))
    }
    if (offers.length > 0) listed.push({ room, offers: offers.sort(byPrice) })
  }
  // Array.prototype.sort is stable: rooms at the same price keep the hotel's order.
  listed.sort((a, b) => cheapest(a) - cheapest(b))
  const others = cards.filter((card) => !placed.has(card.id)).map((card) => toRoomOffer(card, null, hasSelectedDates))
  return others.length > 0 ? [...listed, { room: null, offers: others }] : listed
}
