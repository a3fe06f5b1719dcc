import { describe, expect, it } from 'vitest'
import { liveCountdown } from '../../../worker/data/home'

const cms = { label: 'Les offres d’hiver se terminent dans', start: '2026-11-24T00:00:00Z', end: '2026-12-15T00:00:00Z' }
const at = (iso: string) => Date.parse(iso)

// site-wide.md §2: "An optional countdown shows only within its start-end window".
describe('the home page countdown the worker hands the page', () => {
  it('is the CMS countdown while its window is open', () => {
    expect(liveCountdown(cms, at('2026-11-24T00:00:00Z'))).toEqual(cms)
    expect(liveCountdown(cms, at('2026-12-14T23:59:59Z'))).toEqual(cms)
  })

  it('is left out before its start and from its end', () => {
    expect(liveCountdown(cms, at('2026-11-23T23:59:59Z'))).toBeNull()
    expect(liveCountdown(cms, at('2026-12-15T00:00:00Z'))).toBeNull()
  })

  it('is left out when the CMS gives none, no words, or a window that ends before it starts', () => {
    const now = at('2026-11-30T12:00:00Z')
    expect(liveCountdown(undefined, now)).toBeNull()
    expect(liveCountdown({ ...cms, label: ' ' }, now)).toBeNull()
    expect(liveCountdown({ ...cms, start: cms.end, end: cms.start }, now)).toBeNull()
    expect(liveCountdown({ ...cms, end: 'next week' }, now)).toBeNull()
  })
})
