/**
 * Horizontal offset (px) of a dropdown from the left edge of its anchor so it
 * stays inside the viewport: under the anchor's left edge when it fits, else
 * ending at the anchor's right edge, else pushed inside the viewport as far
 * as it goes. Coordinates are the viewport's; `edge` is the margin kept on
 * each side.
 */
export function popoverOffset(anchor: { left: number; right: number }, width: number, viewport: number, edge: number): number {
  if (anchor.left + width <= viewport - edge) return 0
  if (anchor.right - width >= edge) return anchor.right - anchor.left - width
  const left = Math.max(edge, Math.min(anchor.left, viewport - edge - width))
  return left - anchor.left
}
