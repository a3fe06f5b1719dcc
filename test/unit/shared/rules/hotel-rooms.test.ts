import { describe, expect, it } from 'vitest'
import type { HotelRoom } from '../../../../shared/api/hotel-rooms'
import type { StayCard } from '../../../../shared/api/search'
import { roomsWithOffers } from '../../../../shared/rules/hotel-rooms'

const policy = { cancellable: true, type: 'FLEXIBLE', cancellationDeadline: null, message: '' } as const

/** A search card: only what the room list reads from it. */
const card = (id: number, sellPrice: number): StayCard =>
  ({
    id,
    sellPrice,
    refPrice: sellPrice,
    nights: 1,
    checkin: null,
    paxCount: 2,
    price: { sellPrice },
    cancellationPolicy: policy,
  }) as unknown as StayCard

/** A room holding offers (id and programme summary). */
const room = (uuid: string, offers: [number, string][]): HotelRoom =>
  ({ uuid, label: uuid, offers: offers.map(([id, intro]) => ({ id, shortProgramIntroWithoutRoom: intro })) }) as unknown as HotelRoom

const shape = (list: ReturnType<typeof roomsWithOffers>) => list.map((r) => [r.room?.uuid ?? null, r.offers.map((o) => o.id)])

// product-pages.md §2 "room list with offers", §3 Room (list of offers) and room offer.
describe('the hotel page’s rooms with their offers', () => {
  const rooms = [
    room('classic', [
      [1, 'Breakfast'],
      [2, 'Breakfast + Dinner'],
    ]),
    room('suite', [[3, 'Spa access']]),
    room('family', [[4, '']]),
  ]

  it.each([
    {
      case: 'rooms by their cheapest offer, offers cheapest first',
      cards: [card(1, 200), card(2, 150), card(3, 120), card(4, 300)],
      expected: [
        ['suite', [3]],
        ['classic', [2, 1]],
        ['family', [4]],
      ],
    },
    {
      case: 'a room without an offer for the stay is left out',
      cards: [card(1, 200), card(4, 100)],
      expected: [
        ['family', [4]],
        ['classic', [1]],
      ],
    },
    {
      case: 'rooms at the same price keep the hotel’s order',
      cards: [card(4, 100), card(3, 100), card(1, 100)],
      expected: [
        ['classic', [1]],
        ['suite', [3]],
        ['family', [4]],
      ],
    },
    {
      case: 'offers of no known room come last, in the search’s order',
      cards: [card(9, 50), card(3, 120), card(8, 40)],
      expected: [
        ['suite', [3]],
        [null, [9, 8]],
      ],
    },
    { case: 'no offer, no room', cards: [], expected: [] },
  ])('$case', ({ cards, expected }) => {
    expect(shape(roomsWithOffers(rooms, cards, false))).toEqual(expected)
  })

  it('lists every offer once even when two rooms name it', () => {
    const twice = [room('a', [[1, 'Breakfast']]), room('b', [[1, 'Breakfast']])]
    expect(shape(roomsWithOffers(twice, [card(1, 100)], false))).toEqual([['a', [1]]])
  })

  it('gives each offer its programme without the room, its party, nights, price and cancellation policy', () => {
    const cards = [card(1, 200), card(4, 300), card(7, 90)]
    const [classic, family, others] = roomsWithOffers(rooms, cards, true)
    expect(classic?.offers[0]).toEqual({
      id: 1,
      nights: 1,
      hasSelectedDates: true,
      checkin: null,
      paxCount: 2,
      price: { sellPrice: 200 },
      shortProgramIntroWithoutRoom: 'Breakfast',
      cancellationPolicy: policy,
      card: cards[0],
    })
    // A room-only stay has an empty programme; an offer of no known room has none at all.
    expect(family?.offers[0]?.shortProgramIntroWithoutRoom).toBe('')
    expect(others?.room).toBeNull()
    expect(others?.offers[0]?.shortProgramIntroWithoutRoom).toBeNull()
  })

  it('lists the offers without their rooms when the rooms could not be read', () => {
    expect(shape(roomsWithOffers([], [card(2, 10), card(1, 5)], false))).toEqual([[null, [2, 1]]])
  })
})
