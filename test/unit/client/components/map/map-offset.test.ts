import { describe, expect, it } from 'vitest'
import { selectedMarkerOffset } from '../../../../../client/components/map/map-offset'

const box = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom })

describe('selectedMarkerOffset', () => {
  it('centres as usual without a card', () => expect(selectedMarkerOffset(box(0, 69, 360, 780), null, 56)).toEqual([0, 0]))

  it('puts the marker in the middle of the band above a card spanning a small map', () => {
    // 360 × 780 window: map from y 69 to 780, card from y 300 to 745, 'Search in this area' ending 56 px down the map.
    const map = box(0, 69, 360, 780)
    const card = box(12, 300, 348, 745)
    const [dx, dy] = selectedMarkerOffset(map, card, 56)
    expect(dx).toBe(0)
    const markerY = (69 + 780) / 2 + dy
    expect(markerY).toBeGreaterThan(69 + 56)
    expect(markerY).toBeLessThan(300)
    expect(Math.abs(markerY - (69 + 56 + 300 - 8) / 2)).toBeLessThanOrEqual(1)
  })

  it('leaves the marker at the centre when the card sits beside it (wide map)', () => {
    expect(selectedMarkerOffset(box(90, 139, 1190, 830), box(818, 367, 1178, 798), 56)).toEqual([0, 0])
  })

  it('leaves the marker at the centre when the card stays below it', () => {
    expect(selectedMarkerOffset(box(0, 0, 360, 780), box(12, 560, 348, 756), 56)).toEqual([0, 0])
  })

  it('never goes above the top inset when the card is very tall', () => {
    const [, dy] = selectedMarkerOffset(box(0, 0, 360, 600), box(12, 60, 348, 580), 56)
    expect(300 + dy).toBe(56)
  })
})
