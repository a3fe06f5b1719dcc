/** The PARTY RULE of 0001_catalogue.sql in TypeScript, for one stay (the search applies the same rule in SQL). */

import type { PaxPrice } from '../../../shared/api/search'
import { promoPercent } from '../../../shared/rules/promo'

export interface PartyRuleRow {
  single_adult_permille: number
  extra_adult_permille: number
  child_permille: number
  baby_permille: number
  single_room_supplement: number
  max_adults: number
  max_children: number
  room_capacity: number
  room_max_adults: number
  room_max_children: number
}

export interface Party {
  adults: number
  children: number
  babies: number
  singleRoom: boolean
}

export interface NightRow {
  day: number
  price: number
  ref_price: number
  rooms_left: number
  min_los: number
}

/** Multiplier (permille) of the 2-adult night price for a party. */
export function partyFactor(row: PartyRuleRow, party: Party): number {
  const adults = party.adults === 1 ? row.single_adult_permille : 1000 + (party.adults - 2) * row.extra_adult_permille
  return adults + party.children * row.child_permille + party.babies * row.baby_permille
}

/** Rooms the party needs (babies sleep in a cot). */
export function roomsNeeded(row: PartyRuleRow, party: Party): number {
  return Math.ceil((party.adults + party.children) / Math.max(1, row.room_capacity))
}

/** True when the stay accepts the party. */
export function partyFits(row: PartyRuleRow, party: Party): boolean {
  const rooms = roomsNeeded(row, party)
  return (
    party.adults <= row.max_adults &&
    party.children <= row.max_children &&
    party.adults <= row.room_max_adults * rooms &&
    party.children <= row.room_max_children * rooms
  )
}

/** One night's price for the party: ceil(price × factor / 1000) plus the single-room supplement. */
export function nightPrice(row: PartyRuleRow, party: Party, twoAdultPrice: number): number {
  const supplement = party.singleRoom ? row.single_room_supplement : 0
  return Math.floor((twoAdultPrice * partyFactor(row, party) + 999) / 1000) + supplement
}

/** Totals of consecutive nights for the party. */
export function priceNights(
  row: PartyRuleRow,
  party: Party,
  nights: readonly NightRow[],
): { total: number; ref: number; roomsLeft: number } {
  let total = 0
  let ref = 0
  let roomsLeft = Infinity
  for (const n of nights) {
    total += nightPrice(row, party, n.price)
    ref += nightPrice(row, party, n.ref_price)
    roomsLeft = Math.min(roomsLeft, n.rooms_left)
  }
  return { total, ref, roomsLeft: Number.isFinite(roomsLeft) ? roomsLeft : 0 }
}

/** Why a stay of `nights` nights from `checkinDay` cannot be booked, or null when it can. */
export function stayBlocker(
  row: PartyRuleRow & { min_nights: number; max_nights: number },
  party: Party,
  checkinDay: number,
  nights: number,
  byDay: ReadonlyMap<number, NightRow>,
): 'PAX_NOT_ALLOWED' | 'NIGHTS_NOT_ALLOWED' | 'PACKAGE_NOT_AVAILABLE_CHECKIN' | 'MIN_STAY_NOT_REACHED' | 'NOT_ENOUGH_ROOMS' | null {
  if (!partyFits(row, party)) return 'PAX_NOT_ALLOWED'
  if (nights < row.min_nights || nights > row.max_nights) return 'NIGHTS_NOT_ALLOWED'
  const rooms = roomsNeeded(row, party)
  const first = byDay.get(checkinDay)
  if (!first || first.rooms_left < rooms) return 'PACKAGE_NOT_AVAILABLE_CHECKIN'
  if (first.min_los > nights) return 'MIN_STAY_NOT_REACHED'
  for (let d = checkinDay; d < checkinDay + nights; d++) {
    const night = byDay.get(d)
    if (!night || night.rooms_left < rooms) return 'NOT_ENOUGH_ROOMS'
  }
  return null
}

/** SQL columns of PartyRuleRow (stays s JOIN rooms r). */
export const PARTY_RULE_COLUMNS = `s.single_adult_permille, s.extra_adult_permille, s.child_permille, s.baby_permille,
  s.single_room_supplement, s.max_adults, s.max_children, s.min_nights, s.max_nights,
  r.capacity AS room_capacity, r.max_adults AS room_max_adults, r.max_children AS room_max_children`

/**
 * The compositions the catalogue prices (stay_pax_prices: 1-4 adults, 0-2 children, 0-1 baby),
 * each with a single room when it has children or babies, as the quote takes a party.
 */
export const PRICED_PARTIES: readonly Party[] = [1, 2, 3, 4].flatMap((adults) =>
  [0, 1, 2].flatMap((children) => [0, 1].map((babies) => ({ adults, children, babies, singleRoom: children + babies > 0 }))),
)

/** A total for a party over some nights as a composition's price (per person per night rounded up, as the search shows it). */
export function toPaxPrice(party: Party, total: number, ref: number, nights: number): PaxPrice {
  return {
    adults: party.adults,
    children: party.children,
    babies: party.babies,
    sellPrice: total,
    refPrice: ref,
    promo: promoPercent(total, ref),
    moneySaved: Math.max(0, ref - total),
    pricePerNight: Math.ceil(total / (Math.max(1, nights) * Math.max(1, party.adults + party.children))),
  }
}

/**
 * A stay priced for each of PRICED_PARTIES it accepts, over nights given as their 2-adult [price,
 * ref_price] (the availability rows of the dates, or the from-price repeated), with the rule that
 * stay_pax_prices materialises. `roomsLeft` (the fewest over the nights; null without dates) must
 * hold the rooms a composition needs.
 */
export function paxPrices(row: PartyRuleRow, nights: readonly (readonly [number, number])[], roomsLeft: number | null): PaxPrice[] {
  return PRICED_PARTIES.filter((party) => partyFits(row, party) && (roomsLeft === null || roomsLeft >= roomsNeeded(row, party))).map(
    (party) => {
      let total = 0
      let ref = 0
      for (const [price, refPrice] of nights) {
        total += nightPrice(row, party, price)
        ref += nightPrice(row, party, refPrice)
      }
      return toPaxPrice(party, total, ref, nights.length)
    },
  )
}
