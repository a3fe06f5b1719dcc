import { describe, expect, it } from 'vitest'
import { popoverOffset } from '../../../../client/lib/popover-offset'

describe('popoverOffset', () => {
  it('stays under the left edge of the button when it fits', () => {
    expect(popoverOffset({ left: 56, right: 160 }, 360, 1280, 16)).toBe(0)
    expect(popoverOffset({ left: 904, right: 1000 }, 360, 1280, 16)).toBe(0)
  })
  it('ends at the right edge of a button near the right of the window', () => {
    // The audit's case: 'Distance' at x 970–1088 of a 1280 px window, a 360 px dropdown.
    const offset = popoverOffset({ left: 970, right: 1088 }, 360, 1280, 16)
    expect(offset).toBe(1088 - 970 - 360)
    expect(970 + offset + 360).toBeLessThanOrEqual(1280 - 16)
  })
  it('is pushed inside the window when neither edge works', () => {
    // A narrow button far right in a narrow window: the right edge alone would leave the left side.
    expect(popoverOffset({ left: 300, right: 340 }, 360, 420, 16)).toBe(16 - 300 + 28)
    // As near the button as the window allows: its right edge on the margin.
    const offset = popoverOffset({ left: 100, right: 130 }, 360, 400, 16)
    expect(100 + offset).toBe(24)
    expect(100 + offset + 360).toBe(400 - 16)
  })
})
