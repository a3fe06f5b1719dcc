// Apart from the other date helpers: the browser needs it only where a calendar is open.

/** Formatters by time zone: year, month, day and the hour on a 24-hour clock (built once). */
const clockFormats = new Map<string, Intl.DateTimeFormat>()

/** The last answer per time zone and the minute it holds for. */
const lastClock = new Map<string, { minute: number; clock: Readonly<{ today: string; hour: number }> }>()

/**
 * The date (ISO) and hour at an instant in a time zone: what "today" and the same-day cut-off are
 * read from. Intl's formatter, kept per zone, is cheaper than a Temporal zoned date-time, and the
 * worker asks on every page it renders, several times. Every zone's offset has been a whole number
 * of minutes since 1972, so an answer holds for its whole minute: it is formatted once per minute.
 */
export function siteClock(timeZone: string, epochMs: number = Date.now()): Readonly<{ today: string; hour: number }> {
  const minute = Math.floor(epochMs / 60_000)
  const last = lastClock.get(timeZone)
  if (last?.minute === minute) return last.clock
  let format = clockFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
      numberingSystem: 'latn',
    })
    clockFormats.set(timeZone, format)
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {}
  for (const part of format.formatToParts(epochMs)) parts[part.type] = part.value
  const clock = Object.freeze({
    today: `${(parts.year ?? '').padStart(4, '0')}-${parts.month ?? ''}-${parts.day ?? ''}`,
    hour: Number(parts.hour),
  })
  lastClock.set(timeZone, { minute, clock })
  return clock
}
