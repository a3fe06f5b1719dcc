import { describe, expect, it } from 'vitest'
import { radioClickChooses } from '../../../../client/lib/radio-intent'

describe('radioClickChooses', () => {
  it('a pointer click chooses, even after arrow keys', () => {
    expect(radioClickChooses(1, null)).toBe(true)
    expect(radioClickChooses(1, 'ArrowDown')).toBe(true)
  })
  it("the browser's click after an arrow key only moves the selection", () => {
    for (const key of ['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Down', 'Up']) expect(radioClickChooses(0, key)).toBe(false)
  })
  it("the browser's click without an arrow key chooses (Space, a label)", () => {
    expect(radioClickChooses(0, ' ')).toBe(true)
    expect(radioClickChooses(0, null)).toBe(true)
    expect(radioClickChooses(0, 'Tab')).toBe(true)
  })
})
