// Swipe rule of the card carousel (search.md §4 "Cards"): a drag longer than
// one sixth of the width moves one image; a shorter one snaps back.

/** Share of the width a drag must cover to change image. */
export const SWIPE_THRESHOLD = 1 / 6

/** Duration of the slide animation, ms. */
export const SLIDE_MS = 300

/** Index after a drag of dx pixels (negative: towards the next image) on a carousel of the given width. */
export function swipeTarget(index: number, count: number, dx: number, width: number): number {
  if (count <= 1 || !(width > 0)) return Math.max(0, Math.min(index, count - 1))
  if (Math.abs(dx) <= width * SWIPE_THRESHOLD) return index
  const next = dx < 0 ? index + 1 : index - 1
  return Math.max(0, Math.min(count - 1, next))
}

/** Index after a previous/next button: wraps around at both ends. */
export function stepIndex(index: number, count: number, step: 1 | -1): number {
  if (count <= 0) return 0
  return (index + step + count) % count
}
