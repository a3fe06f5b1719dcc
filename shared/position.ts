// Where a place is, as the maps can draw it.

/**
 * True when a position can be drawn: numbers in range, and not 0, 0 (what a catalogue without the
 * position answers, in the sea off Africa).
 */
export function isKnownPosition({ latitude, longitude }: { latitude: number; longitude: number }): boolean {
  return (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    !(latitude === 0 && longitude === 0)
  )
}
