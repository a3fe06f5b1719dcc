import { describe, expect, it } from 'vitest'
import { parseFlags } from '../../../shared/flags'

describe('feature flags', () => {
  it('read the FLAGS text, with defaults for what it leaves out', () => {
    const flags = parseFlags('{"filterDrawer":true,"forcedDates":"suggested"}')
    expect(flags.filterDrawer).toBe(true)
    expect(flags.forcedDates).toBe('suggested')
    expect(flags.activitySearch).toBe(true)
  })

  it('fall back to the defaults when the text is missing, malformed or out of range', () => {
    const defaults = parseFlags(undefined)
    expect(defaults.forcedDates).toBe('off')
    expect(parseFlags('{nope')).toEqual(defaults)
    expect(parseFlags('{"forcedDates":"always"}')).toEqual(defaults)
  })

  it('are parsed once per distinct text and cannot be changed by a caller', () => {
    const text = '{"payLater":true}'
    const first = parseFlags(text)
    expect(parseFlags(text)).toBe(first)
    expect(Object.isFrozen(first)).toBe(true)
    expect(parseFlags('{"payLater":false}').payLater).toBe(false)
    expect(parseFlags(text)).toEqual(first)
  })
})
