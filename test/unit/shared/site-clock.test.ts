import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { SITES } from '../../../shared/sites'
import { siteClock } from '../../../shared/site-clock'

const zones = [...new Set(SITES.map((s) => s.timeZone))]

describe("a site's date and hour", () => {
  it.each([
    // Around midnight, the 20:00 cut-off, both daylight-saving changes and a leap day.
    '2026-11-22T22:59:59Z',
    '2026-11-22T23:00:00Z',
    '2026-11-23T18:59:59Z',
    '2026-11-23T19:00:00Z',
    '2026-03-29T00:59:59Z',
    '2026-03-29T01:00:00Z',
    '2026-10-25T00:30:00Z',
    '2026-10-25T01:30:00Z',
    '2028-02-29T12:00:00Z',
    '2026-12-31T23:30:00Z',
  ])('at %s is what Temporal says in every site zone', (iso) => {
    const instant = Temporal.Instant.from(iso)
    for (const zone of zones) {
      const zoned = instant.toZonedDateTimeISO(zone)
      expect(siteClock(zone, instant.epochMilliseconds)).toEqual({ today: zoned.toPlainDate().toString(), hour: zoned.hour })
    }
  })

  it('answers each instant of a minute alike, and the next minute anew, in any order of asking', () => {
    const zone = 'Europe/Paris'
    const asked = [
      '2026-11-22T22:59:00.000Z',
      '2026-11-22T22:59:59.999Z',
      '2026-11-22T23:00:00.000Z',
      '2026-11-22T22:59:30.000Z',
      '2026-03-29T00:59:59.999Z',
      '2026-03-29T01:00:00.000Z',
      '2026-03-29T00:59:00.000Z',
    ]
    for (const iso of asked) {
      const zoned = Temporal.Instant.from(iso).toZonedDateTimeISO(zone)
      expect(siteClock(zone, Date.parse(iso)), iso).toEqual({ today: zoned.toPlainDate().toString(), hour: zoned.hour })
    }
  })

  it('reads midnight as hour 0', () => {
    expect(siteClock('Europe/Paris', Date.parse('2026-11-22T23:00:00Z'))).toEqual({ today: '2026-11-23', hour: 0 })
  })
})
