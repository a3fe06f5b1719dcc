import { describe, expect, it } from 'vitest'
import { countdownWindow, isWithinWindow, timeLeft } from '../../../../shared/rules/countdown'

const start = '2026-11-20T00:00:00Z'
const end = '2026-12-01T18:30:00Z'
const at = (iso: string) => Date.parse(iso)

describe('the jumbotron countdown', () => {
  it('reads its window from two ISO instants, the end after the start', () => {
    expect(countdownWindow(start, end)).toEqual({ start: at(start), end: at(end) })
    expect(countdownWindow(end, start)).toBeNull()
    expect(countdownWindow(start, start)).toBeNull()
    expect(countdownWindow('soon', end)).toBeNull()
    expect(countdownWindow(start, '')).toBeNull()
  })

  it('shows only within its window: from the start, up to the end', () => {
    const window = { start: at(start), end: at(end) }
    expect(isWithinWindow(at('2026-11-19T23:59:59Z'), window)).toBe(false)
    expect(isWithinWindow(at(start), window)).toBe(true)
    expect(isWithinWindow(at('2026-11-25T12:00:00Z'), window)).toBe(true)
    expect(isWithinWindow(at(end) - 1, window)).toBe(true)
    expect(isWithinWindow(at(end), window)).toBe(false)
  })

  it('counts the days, hours, minutes and seconds left, rounded down to the second', () => {
    expect(timeLeft(at('2026-11-24T16:05:30.400Z'), at(end))).toEqual({ days: 7, hours: 2, minutes: 24, seconds: 29 })
    expect(timeLeft(at('2026-12-01T18:29:59Z'), at(end))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 })
  })

  it('stops at zero once the end has passed', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0 }
    expect(timeLeft(at(end), at(end))).toEqual(zero)
    expect(timeLeft(at(end) + 5000, at(end))).toEqual(zero)
  })
})
