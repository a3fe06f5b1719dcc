import { describe, expect, it } from 'vitest'
import { activityDaysChosen, giftUseHash, parseGiftUseHash } from '../../../../shared/rules/gift-use'

describe("the gift page's hash: the stay chosen, the arrival and the nights", () => {
  it.each([
    ['', { offer: null, checkin: null, nights: null }],
    ['#offer=12', { offer: 12, checkin: null, nights: null }],
    ['#checkin=2026-12-05&nights=2', { offer: null, checkin: '2026-12-05', nights: 2 }],
    ['#offer=12&checkin=2026-12-05&nights=1', { offer: 12, checkin: '2026-12-05', nights: 1 }],
    // An arrival needs its nights, and a real day.
    ['#offer=12&checkin=2026-12-05', { offer: 12, checkin: null, nights: null }],
    ['#checkin=2026-02-30&nights=1', { offer: null, checkin: null, nights: null }],
    ['#checkin=tomorrow&nights=1', { offer: null, checkin: null, nights: null }],
    ['#checkin=2026-12-05&nights=0', { offer: null, checkin: null, nights: null }],
    ['#checkin=2026-12-05&nights=31', { offer: null, checkin: null, nights: null }],
    ['#offer=-3&checkin=2026-12-05&nights=1', { offer: null, checkin: '2026-12-05', nights: 1 }],
    ['#offer=1.5', { offer: null, checkin: null, nights: null }],
    ['#offer=99999999999', { offer: null, checkin: null, nights: null }],
  ])('%j reads as %j', (hash, choice) => {
    expect(parseGiftUseHash(hash)).toEqual(choice)
  })

  it.each([
    [{ offer: null, checkin: null, nights: null }, ''],
    [{ offer: 12, checkin: null, nights: null }, '#offer=12'],
    [{ offer: 12, checkin: '2026-12-05', nights: 2 }, '#offer=12&checkin=2026-12-05&nights=2'],
    [{ offer: null, checkin: '2026-12-05', nights: 1 }, '#checkin=2026-12-05&nights=1'],
    [{ offer: null, checkin: '2026-12-05', nights: null }, ''],
  ])('%j is written %j, and read back the same', (choice, hash) => {
    expect(giftUseHash(choice)).toBe(hash)
    if (choice.checkin === null || choice.nights !== null) expect(parseGiftUseHash(hash)).toEqual(choice)
  })
})

describe('a day for every activity of the stay', () => {
  it.each([
    [[], {}, true],
    [[7], { 7: '2026-12-05' }, true],
    [[7, 9], { 7: '2026-12-05' }, false],
    [[7], { 7: '' }, false],
    [[7, 9], { 7: '2026-12-05', 9: '2026-12-06' }, true],
  ])('activities %j, days %j: %s', (ids, chosen, complete) => {
    expect(activityDaysChosen(ids, chosen)).toBe(complete)
  })
})
