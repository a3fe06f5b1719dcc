import { describe, expect, it } from 'vitest'
import { oneStopPerRadioGroup, trapTab } from '../../../../client/lib/focus-trap'

describe('trapTab', () => {
  const at = (before: number, after: number) => ({ count: before + after + 1, before, after, inside: true })

  it('lets the browser move between stops inside the layer', () => {
    expect(trapTab(at(1, 2), false)).toBeNull()
    expect(trapTab(at(1, 2), true)).toBeNull()
  })
  it('wraps Tab from the last stop to the first', () => expect(trapTab(at(3, 0), false)).toBe(0))
  it('wraps Shift+Tab from the first stop to the last', () => expect(trapTab(at(0, 3), true)).toBe(3))
  it('keeps the browser moving forward from the first stop and back from the last', () => {
    expect(trapTab(at(0, 3), false)).toBeNull()
    expect(trapTab(at(3, 0), true)).toBeNull()
  })
  it('a single stop keeps the focus whatever the direction', () => {
    expect(trapTab(at(0, 0), false)).toBe(0)
    expect(trapTab(at(0, 0), true)).toBe(0)
  })
  it('from the layer itself (every stop after it), Tab goes on and Shift+Tab goes to the last stop', () => {
    expect(trapTab({ count: 4, before: 0, after: 4, inside: true }, false)).toBeNull()
    expect(trapTab({ count: 4, before: 0, after: 4, inside: true }, true)).toBe(3)
  })
  it('brings a focus outside the layer back in', () => {
    expect(trapTab({ count: 4, before: 0, after: 0, inside: false }, false)).toBe(0)
    expect(trapTab({ count: 4, before: 0, after: 0, inside: false }, true)).toBe(3)
  })
  it('keeps the focus on the layer when it has no stop', () => {
    expect(trapTab({ count: 0, before: 0, after: 0, inside: true }, false)).toBe('root')
    expect(trapTab({ count: 0, before: 0, after: 0, inside: false }, true)).toBe('root')
  })
})

describe('oneStopPerRadioGroup', () => {
  const item = (id: string, radio = false, name = '', checked = false) => ({ id, radio, name, checked })

  it('keeps the checked radio of a group', () => {
    const items = [item('close'), item('a', true, 'sort'), item('b', true, 'sort', true), item('c', true, 'sort')]
    expect(oneStopPerRadioGroup(items).map((i) => i.id)).toEqual(['close', 'b'])
  })
  it('keeps the first radio of a group with none checked', () => {
    const items = [item('a', true, 'score'), item('b', true, 'score'), item('ok')]
    expect(oneStopPerRadioGroup(items).map((i) => i.id)).toEqual(['a', 'ok'])
  })
  it('keeps groups apart, and radios without a name and other elements as they are', () => {
    const items = [item('x', true, 'g1', true), item('y', true, 'g2'), item('z', true, 'g2', true), item('free', true), item('box')]
    expect(oneStopPerRadioGroup(items).map((i) => i.id)).toEqual(['x', 'z', 'free', 'box'])
  })
})
