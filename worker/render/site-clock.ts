/** Formatters by time zone: year, month, day and the hour on a 24-hour clock (built once per isolate). */
const formats = new Map<string, Intl.DateTimeFormat>()

/**
 * The site's date (ISO) and hour at an instant, in its time zone: what a page's calendar and its
 * same-day cut-off start from. Intl's formatter, kept per zone, spares each render a Temporal
 * zoned date-time.
 */
export function siteClock(timeZone: string, epochMs: number = Date.now()): { today: string; hour: number } {
  let format = formats.get(timeZone)
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
    formats.set(timeZone, format)
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {}
  for (const part of format.formatToParts(epochMs)) parts[part.type] = part.value
  return { today: `${(parts.year ?? '').padStart(4, '0')}-${parts.month ?? ''}-${parts.day ?? ''}`, hour: Number(parts.hour) }
}
