import { describe, expect, it } from 'vitest'
import {
  nightPrice,
  partyFactor,
  partyFits,
  priceNights,
  roomsNeeded,
  stayBlocker,
  type NightRow,
} from '../../../../worker/data/d1-catalog/pricing'

const stay = {
  single_adult_permille: 800,
  extra_adult_permille: 400,
  child_permille: 300,
  baby_permille: 0,
  single_room_supplement: 1500,
  max_adults: 4,
  max_children: 2,
  room_capacity: 3,
  room_max_adults: 3,
  room_max_children: 2,
  min_nights: 1,
  max_nights: 3,
}
const party = (adults: number, children = 0, babies = 0) => ({ adults, children, babies, singleRoom: children + babies > 0 })

describe('party rule', () => {
  it.each([
    [1, 0, 0, 800],
    [2, 0, 0, 1000],
    [3, 0, 0, 1400],
    [2, 1, 0, 1300],
    [2, 0, 1, 1000],
  ])('%i adults, %i children, %i babies → factor %i', (a, c, b, factor) => {
    expect(partyFactor(stay, party(a, c, b))).toBe(factor)
  })
  it('rounds the night price up and adds the single-room supplement', () => {
    expect(nightPrice(stay, party(3), 11001)).toBe(15402) // 11001 × 1.4 = 15401.4
    expect(nightPrice(stay, party(2, 1), 10000)).toBe(13000 + 1500)
  })
  it('needs one room per capacity and checks the per-room limits', () => {
    expect(roomsNeeded(stay, party(4))).toBe(2)
    expect(partyFits(stay, party(4))).toBe(true)
    expect(partyFits(stay, party(5))).toBe(false)
  })
})

describe('stay blocker', () => {
  const nights = new Map<number, NightRow>([
    [100, { day: 100, price: 10000, ref_price: 12000, rooms_left: 2, min_los: 2 }],
    [101, { day: 101, price: 10000, ref_price: 12000, rooms_left: 1, min_los: 1 }],
    [103, { day: 103, price: 10000, ref_price: 12000, rooms_left: 0, min_los: 1 }],
  ])
  it.each([
    [100, 2, null],
    [100, 1, 'MIN_STAY_NOT_REACHED'],
    [101, 2, 'NOT_ENOUGH_ROOMS'],
    [103, 1, 'PACKAGE_NOT_AVAILABLE_CHECKIN'],
    [102, 1, 'PACKAGE_NOT_AVAILABLE_CHECKIN'],
    [100, 4, 'NIGHTS_NOT_ALLOWED'],
  ] as const)('check-in day %i for %i nights → %s', (day, n, code) => {
    expect(stayBlocker(stay, party(2), day, n, nights)).toBe(code)
  })
  it('prices consecutive nights', () => {
    const run = [nights.get(100), nights.get(101)].filter((n): n is NightRow => n !== undefined)
    expect(priceNights(stay, party(2), run)).toEqual({ total: 20000, ref: 24000, roomsLeft: 1 })
  })
})
