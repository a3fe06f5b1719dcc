import { describe, expect, it } from 'vitest'
import { IsolateMemory } from '../../../../worker/data/isolate-memory'

const memoryOf = (budget: number) => new IsolateMemory<string>(budget, (text) => text.length)

describe('IsolateMemory', () => {
  it('lets the least recently used texts go once the budget is exceeded', () => {
    const memory = memoryOf(64)
    memory.set('a', 'x'.repeat(4))
    memory.set('b', 'y'.repeat(4))
    // 'a' used last: 'b' is the oldest use now.
    expect(memory.use('a')).toBe('xxxx')
    for (let i = 0; i < 15; i++) memory.set(`k${i}`, 'z'.repeat(4))
    expect(memory.peek('b')).toBeUndefined()
    expect(memory.peek('a')).toBe('xxxx')
    expect(memory.peek('k14')).toBe('zzzz')
  })

  it('keeps no text over a sixteenth of its budget, and drops what the key held', () => {
    const memory = memoryOf(64)
    memory.set('a', 'x'.repeat(4))
    expect(memory.set('a', 'x'.repeat(5))).toBe(false)
    expect(memory.peek('a')).toBeUndefined()
  })

  it('counts a replaced or deleted text out of the budget', () => {
    const memory = memoryOf(64)
    for (let i = 0; i < 16; i++) memory.set('same', 'w'.repeat(4))
    memory.set('other', 'v'.repeat(4))
    memory.delete('other')
    // 16 texts of 4 fill the budget exactly: none has to go.
    for (let i = 0; i < 15; i++) memory.set(`k${i}`, 'z'.repeat(4))
    expect(memory.peek('same')).toBe('wwww')
    memory.set('k15', 'z'.repeat(4))
    expect(memory.peek('same')).toBeUndefined()
  })

  it('forgets everything when cleared, and counts the budget from zero again', () => {
    const memory = memoryOf(64)
    for (let i = 0; i < 16; i++) memory.set(`k${i}`, 'z'.repeat(4))
    memory.clear()
    expect(memory.peek('k0')).toBeUndefined()
    for (let i = 0; i < 16; i++) memory.set(`n${i}`, 'y'.repeat(4))
    // The cleared texts no longer count: the 16 new ones fill the budget exactly, all kept.
    expect(memory.peek('n0')).toBe('yyyy')
  })
})
